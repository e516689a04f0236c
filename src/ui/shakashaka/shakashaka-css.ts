/**
 * Styles of the Shakashaka views: the board figure and the islands' own
 * parts. The inequality engine's shared views (step detail, why trees, the
 * by-hand list) keep their styles in ENGINE_CSS, which the islands include
 * before these. A TypeScript string because the export is also rendered by
 * the CLI under plain Node. No state is told by colour alone.
 */
export const SHAKASHAKA_CSS = `
.sk-island { display: grid; gap: 0.25rem; }
.sk-small { font-size: 0.9rem; color: var(--fg-muted, #444); margin: 0.3rem 0; }
/* The worked sum's values put in: a short reference table, set small and tight so it costs few lines of the page. */
.sk-known { font-size: 0.88rem; margin: 0.3rem 0; }
.sk-known th, .sk-known td { padding: 0.15rem 0.45rem; line-height: 1.35; }
.sk-board-figure { margin: 0.4rem 0; min-width: 0; }
.sk-board-scroll { overflow-x: auto; max-width: 100%; }
.sk-cell { outline: none; }
.sk-cell-active { cursor: pointer; }
.sk-focus { fill: none; stroke: var(--focus, #0b57d0); stroke-width: 4; opacity: 0; }
.sk-cell:focus-visible .sk-focus, .sk-board:focus-visible .sk-focus { opacity: 1; }
.sk-legend { display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; list-style: none; padding: 0; margin: 0.3rem 0; font-size: 0.9rem; }
.sk-legend svg { vertical-align: middle; margin-right: 0.25rem; }
/* A phone's finger needs a taller target than the browser's default select (19 px high on a phone); at 1280 px the row's buttons set its height. */
@media (max-width: 759px) { .sk-island select { font: inherit; min-height: 2.75rem; } }
/* The example boards' labels say their sizes in words ("10 columns by 10 rows"): set a little tighter, so two still fit a
   row at 1280 px (one a row, five rows, cost the page 120 px). The shared .btn keeps its 44 px height for a finger. */
.sk-island [aria-label="Example boards"] .btn { font-size: 0.88rem; padding-left: 0.55rem; padding-right: 0.55rem; }
.sk-lanes { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr)); align-items: start; }
.sk-lane { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.6rem; min-width: 0; }
.sk-lane > h4 { margin: 0 0 0.4rem; font-size: 1rem; }
.sk-lane[data-ok="false"] { border-style: dashed; }
.sk-families { display: grid; gap: 0.3rem; }
.sk-family { border-left: 4px solid var(--line, #888); padding: 0.2rem 0 0.2rem 0.6rem; }
.sk-family[aria-current="true"] { border-left-color: var(--fg, #111); border-left-width: 8px; }
.sk-family-title { font-weight: 700; }
.sk-figures { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); align-items: start; margin: 0.6rem 0; }
.sk-figure { margin: 0; border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.5rem; min-width: 0; break-inside: avoid; }
.sk-figure figcaption { font-size: 0.92rem; }
.sk-figure-board { flex: 0 0 auto; max-width: 100%; }
/* A rule's figure: its boards and its formula side by side where the column has room, one above the other on a phone. */
/* A small board beside the paragraph it goes with (wide screens only; on a phone it stands above it). */
@media (min-width: 760px) { .sk-float { float: right; width: 13rem; margin: 0.2rem 0 0.5rem 1rem; } }
/* Family E's two walk drawings beside the paragraph that states E, not under it: the picture on the main path at no height. */
.sk-walk-float figure { margin: 0; }
.sk-walk-float .eng-row { align-items: flex-start; flex-wrap: nowrap; }
/* A figure whose caption sits beside its boards where there is room (under them on a phone): a caption under a pair of small boards left half the column empty. */
.sk-beside-figure { display: flex; flex-wrap: wrap; align-items: center; gap: 0 1rem; margin: 1rem 0; }
.sk-beside-figure > .eng-row { flex: 0 1 auto; min-width: 0; }
.sk-beside-figure > figcaption { flex: 1 1 14rem; min-width: 0; }
@media (min-width: 760px) { .sk-walk-float { width: 15rem; } }
.sk-float figcaption { margin-top: 0.2rem; }
.sk-clear { clear: both; }
/* The holed diamond's worked corner: its steps beside the drawing where there is room, under it on a phone. */
.sk-hole-figure { margin: 0.8rem 0; }
.sk-hole-steps { flex: 1 1 18rem; min-width: 0; }
.sk-hole-steps p { margin: 0 0 0.3rem; }
.sk-hole-steps ol { margin: 0; padding-left: 1.4rem; }
.sk-hole-steps li { margin-bottom: 0.3rem; }
/* The lesson's legend in two columns where there is room: six short items, not six full lines. */
@media (min-width: 760px) { .sk-legend-cols { display: grid; grid-template-columns: 1fr 1fr; gap: 0.3rem 1rem; } }
.sk-family-figure { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: flex-start; }
.sk-family-figure > .sk-family-boards { flex: 0 1 auto; }
.sk-family-figure > figcaption { flex: 1 1 18rem; min-width: 0; }
/* The boards of one figure start at one height, whatever the length of their captions. */
.sk-figure > .eng-row { align-items: flex-start; }
/* A caption breaks between words only (the site breaks an over-long word anywhere, which cut "Undecided" in two). */
.sk-figure-board figcaption { overflow-wrap: normal; hyphens: manual; }
.sk-rules ul { margin: 0.2rem 0 0.4rem; padding-left: 1.2rem; }
.sk-rules li { margin: 0.15rem 0; }
.sk-counts { border-collapse: collapse; font-size: 0.92rem; margin: 0.4rem 0; }
.sk-counts th, .sk-counts td { border-bottom: 1px solid var(--line, #888); padding: 0.2rem 0.5rem; text-align: left; }
.sk-counts td.num { text-align: right; font-variant-numeric: tabular-nums; }
/* A cell's five variables make rows wider than Akari's: the board's column gives the list more room, and each row's
   formula wraps between its terms (FormulaPieces) while its words wrap at the column's edge, so nothing is cut off. */
.sk-hand .hand-split { grid-template-columns: minmax(0, 16rem) minmax(0, 1fr); }
.sk-hand .hand-item-body { overflow: visible; }
.sk-hand .hand-item-body math { font-size: 0.94em; }
.sk-rows .formula-item { grid-template-columns: minmax(3.5rem, auto) minmax(0, 1fr); }
.sk-rows .formula-item-body { overflow: visible; min-width: 0; }
/* A cell's list of the model's lines scrolls in a capped box (ModelExplorer.tsx) so the solver's buttons stay near;
   on screen only, as print shows every box whole (print.css). */
@media screen { .sk-rows { max-height: 18rem; } }
/* On a phone the row's label goes above its formula, which then has the full width. */
@media (max-width: 480px) {
  .sk-hand .hand-item, .sk-rows .formula-item { grid-template-columns: minmax(0, 1fr); gap: 0.1rem; }
}
/* Those rows are taller, and the 18rem box showed two or three behind its "more below" sign: there it may take most
   of the screen. */
@media screen and (max-width: 480px) { .sk-rows { max-height: 75vh; } }
/*
 * By hand on a phone: the sticky bar is one line (Undo, Reset, Hint, then Apply, whose words wrap inside it), not the
 * two rows beside a large thumbnail that took a quarter of the screen. The buttons keep their 2.75rem touch height.
 */
@media (max-width: 700px) {
  .sk-hand .hand-actions { display: flex; flex-wrap: nowrap; align-items: center; gap: 0.3rem; padding: 0.25rem 0; }
  .sk-hand .hand-actions > .eng-row { flex: none; flex-wrap: nowrap; gap: 0.25rem; margin: 0; }
  .sk-hand .hand-actions .btn { padding: 0.2rem 0.45rem; font-size: 0.88rem; }
  .sk-hand .hand-actions > .btn { flex: 1 1 0; min-width: 0; font-size: 0.8rem; line-height: 1.15; }
  /* No small board in the bar on a phone: at the bar's height its cells were about 20 px, too small to read, and it made
     the bar taller than its buttons, covering a line more of what scrolls under it. */
  .sk-hand .hand-actions > .hand-mini { display: none; }
  .sk-hand .hand-list, .sk-hand .hand-side button, .sk-hand .hand-result, .sk-hand .hand-history { scroll-margin-top: 7rem; }
}
/*
 * Play on a phone: the pinned board is at most about a quarter of the screen's height (the inline max-width gives way;
 * the inline min-width, which keeps the numbers at least 11 px, does not), so the status line and the hint below it
 * stay in sight; what the page scrolls to stops below this smaller pin.
 */
@media (max-width: 700px) and (min-height: 520px) {
  .sk-play .play-board-stick .sk-board { max-width: min(300px, 26vh) !important; margin: 0 auto; }
  .sk-play .play-work .play-panel, .sk-play .play-work button:not(.play-stick *), .sk-play .play-work .play-live, .sk-play .play-work [data-testid="play-status"] { scroll-margin-top: calc(26vh + 9rem); }
}
`;

/**
 * Styles of the sliding-puzzle views. A TypeScript string (not a .css file)
 * because the worked-example export is also rendered by the CLI under plain
 * Node; the islands emit it through <StyleSheet>, the export inlines it.
 * Colours fall back to fixed values when the site's variables are absent.
 * States are never shown by colour alone: borders, weight and marks change too.
 */
export const SLIDING_CSS = `
.sl-card { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.75rem; margin: 1rem 0; }
.sl-card > h3, .sl-card > h4 { margin: 0 0 0.5rem; font-size: 1.05rem; }
.sl-row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0.4rem 0; }
.sl-small { font-size: 0.9rem; color: var(--fg-muted, #444); margin: 0.3rem 0; }
.sl-error { min-height: 1.4em; margin: 0.3rem 0; font-weight: 600; }
.sl-editor-grid, .sl-parity-grid, .sl-play-grid, .sl-pdb-lookup-grid {
  display: grid; gap: 0.75rem; grid-template-columns: minmax(0, auto) minmax(0, 1fr); align-items: start;
}
@media (max-width: 560px) {
  .sl-editor-grid, .sl-parity-grid, .sl-play-grid, .sl-pdb-lookup-grid { grid-template-columns: minmax(0, 1fr); }
}
.sl-heuristic-grid {
  display: grid; gap: 0 0.75rem; align-items: start;
  grid-template: "board side" auto "board note" 1fr / minmax(0, auto) minmax(0, 1fr);
}
/* With the databases' rows the table is long: the note goes under the board, where its column has room. */
.sl-heuristic-grid.sl-heuristic-long { grid-template-areas: "board side" "note side"; }
.sl-heuristic-grid > :first-child { grid-area: board; }
.sl-heuristic-side { grid-area: side; }
/* Under the board, as wide as it: the note adds nothing to its column's width (width 0), then fills it. */
.sl-heuristic-long > .sl-heuristic-note { grid-area: note; width: 0; min-width: 100%; }
.sl-heuristic-note { grid-area: note; }
@media (max-width: 560px) {
  .sl-heuristic-grid, .sl-heuristic-grid.sl-heuristic-long { grid-template: "board" "side" "note" / minmax(0, 1fr); }
}
.sl-cells { display: grid; gap: 0.25rem; }
.sl-cell-input {
  width: 3rem; height: 3rem; text-align: center; font: inherit; font-size: 1.15rem; font-weight: 600;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: var(--fg, #111);
}
.sl-cell-input[data-blank] { background: var(--bg-alt, #eee); }
.sl-cell-input[aria-invalid="true"] { border: 2px dashed var(--fg, #111); }
.sl-textbox { display: grid; gap: 0.3rem; }
.sl-textbox textarea {
  width: 100%; font-family: var(--font-mono, monospace); font-size: 1rem; padding: 0.4rem;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: var(--fg, #111);
}
.sl-example { font-size: 0.88rem; }
.sl-verdict { font-size: 1.02rem; margin: 0.2rem 0 0.6rem; }
.sl-verdict-mark { display: inline-block; min-width: 1.2em; font-weight: 700; }
[data-solvable="false"] .sl-verdict { border-left: 4px solid var(--fg, #111); padding-left: 0.5rem; }
.sl-reading { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0; margin: 0.4rem 0; }
.sl-reading-item {
  display: inline-grid; justify-items: center; min-width: 2.5rem; min-height: 2.75rem; padding: 0.15rem 0.3rem;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: inherit; font: inherit;
}
button.sl-reading-item { cursor: pointer; }
.sl-reading-item.sl-picked { border: 3px solid var(--fg, #111); background: var(--mark-bg, #fff1b8); }
.sl-reading-tile { font-weight: 700; }
.sl-reading-count { font-size: 0.875rem; color: var(--fg-muted, #444); }
.sl-pairs { font-family: var(--font-mono, monospace); font-size: 0.85rem; }
.sl-table { border-collapse: collapse; margin: 0.4rem 0; font-size: 0.92rem; }
.sl-table caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
.sl-table th, .sl-table td { border-bottom: 1px solid var(--line, #888); padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
.sl-table td { text-align: right; font-variant-numeric: tabular-nums; }
.sl-numeric td { text-align: right; }
.sl-numeric td:last-child { text-align: left; }
.sl-numeric td:first-child { white-space: nowrap; }
/* On a phone the IDA* iteration table (seven columns with Time) was wider than its card and hid "Next bound" until
   scrolled. There each row becomes a card: "Iteration n" on its own line, then each value after its column's name,
   wrapping as the width allows, so every column shows at any width (IterationTable.tsx gives each cell data-label). */
@media (max-width: 560px) {
  .sl-iter, .sl-iter tbody { display: block; }
  .sl-iter thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .sl-iter tr {
    display: flex; flex-wrap: wrap; gap: 0.1rem 0.9rem; margin: 0 0 0.35rem; padding: 0.2rem 0.5rem;
    border: 1px solid var(--line, #888); border-radius: var(--radius, 6px);
  }
  .sl-iter td, .sl-table.sl-iter tr.sl-cut td { display: block; border: 0; padding: 0; text-align: left; white-space: nowrap; }
  .sl-iter td::before { content: attr(data-label) ": "; font-weight: 600; }
  .sl-iter td:first-child { flex-basis: 100%; }
  .sl-iter td:first-child::before { content: attr(data-label) " "; }
  .sl-iter tr.sl-cut { border: 2px dashed currentColor; }
}
.sl-table .sl-total th, .sl-table .sl-total td { font-weight: 700; border-bottom-width: 2px; }
/* The frame is drawn inside the row, so a table in a scroll box never has it clipped at the box's edges. */
.sl-table tr.sl-current { outline: 2px solid var(--fg, #111); outline-offset: -2px; background: var(--mark-bg, #fff1b8); }
.sl-label { padding: 0.35rem 0.6rem; border-radius: var(--radius, 6px); border: 2px solid var(--fg, #111); display: inline-block; }
.sl-unproven { border-style: dashed; }
.sl-moves { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0; margin: 0.5rem 0; }
.sl-move {
  display: inline-flex; align-items: baseline; gap: 0.15rem; min-width: 2.75rem; min-height: 2.75rem; justify-content: center;
  padding: 0.2rem 0.4rem; border: 1px solid var(--line, #888); border-radius: var(--radius, 6px);
  background: var(--bg, #fff); color: inherit; font: inherit; font-weight: 600; align-items: center;
}
button.sl-move { cursor: pointer; }
.sl-move-num { font-size: 0.7rem; font-weight: 400; color: var(--fg-muted, #444); }
.sl-move-done { opacity: 0.6; text-decoration: line-through; }
.sl-move-next { border: 3px solid var(--fg, #111); background: var(--mark-bg, #fff1b8); opacity: 1; }
.sl-fieldset { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); margin: 0.4rem 0; padding: 0.3rem 0.6rem; }
/* The whole row is the tap target (the label holds the input): at least 2.75rem tall, the pointer says so. */
.sl-radio { display: flex; gap: 0.5rem; align-items: center; min-height: 2.75rem; cursor: pointer; }
.sl-radio input { width: 1.2rem; height: 1.2rem; flex: none; margin: 0; }
.sl-status { min-height: 1.2em; }
.sl-block { display: block; }
.sl-table-title { font-weight: 600; font-size: 0.92rem; margin: 0.5rem 0 0.2rem; }
/* A long title of which only the first sentence is bold (the IDA* iteration table's). */
.sl-table-title.sl-title-lead { font-weight: 400; }
.sl-title-lead > strong { font-weight: 600; }
.sl-table-block > .sl-table-title { break-after: avoid; page-break-after: avoid; }
.sl-table tr.sl-cut td { font-style: italic; border-top: 2px dashed currentColor; }
.sl-trace figure { margin: 0.5rem 0; }
.sl-cost td { white-space: nowrap; }
.sl-cost thead th { vertical-align: bottom; }
/* A phone: one card per board, each number on its own line after its column's name (HeuristicCostTable.tsx). */
@media (max-width: 560px) {
  .sl-cost, .sl-cost tbody, .sl-cost tr, .sl-cost th, .sl-cost td { display: block; }
  .sl-cost thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .sl-cost tr { border: 1px solid var(--line, #888); border-radius: 6px; margin: 0 0 0.5rem; padding: 0.25rem 0.5rem; }
  .sl-cost th[scope="row"] { border-bottom: 1px solid var(--line, #888); padding: 0.2rem 0; }
  .sl-cost td { display: flow-root; border-bottom: 0; padding: 0.15rem 0; white-space: normal; text-align: right; }
  .sl-cost td::before { content: attr(data-label); float: left; max-width: 60%; text-align: left; font-weight: 600; }
  .sl-cost td .sl-block { display: inline; margin-left: 0.4rem; }
}
.sl-solved { font-size: 1.1rem; font-weight: 700; border: 2px solid var(--fg, #111); padding: 0.3rem 0.6rem; display: inline-block; border-radius: var(--radius, 6px); }
.sl-field { display: inline-flex; align-items: center; gap: 0.35rem; }
.sl-field input { width: 4.5rem; min-height: 2.75rem; font: inherit; padding: 0 0.4rem; border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: var(--fg, #111); }
.sl-steps { display: grid; grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr)); gap: 0.6rem; list-style: none; padding: 0; }
.sl-steps li { break-inside: avoid; page-break-inside: avoid; text-align: center; font-size: 0.85rem; }
.sb-tile { transition: transform 140ms ease-out; }
.sb-movable { outline: none; }
.sb-movable:focus-visible > rect:first-child { stroke: var(--focus, #c2410c) !important; stroke-width: 5px !important; }
@media (prefers-reduced-motion: reduce) { .sb-tile { transition: none; } }
/* Every step of a search at a glance (StepOutline): compact, one line each, the current one framed. */
.sl-outline { margin: 0.4rem 0; font-size: 0.88rem; }
.sl-outline summary { cursor: pointer; color: var(--fg-muted, #444); }
.sl-outline ol { list-style: none; margin: 0.3rem 0 0; padding: 0; display: grid; gap: 0.15rem; }
.sl-outline-item {
  display: block; width: 100%; text-align: left; font: inherit; color: inherit; background: none; cursor: pointer;
  border: 1px solid transparent; border-left: 4px solid transparent; border-radius: var(--radius, 6px); padding: 0.15rem 0.4rem; min-height: 2rem;
}
.sl-outline-item:hover { border-color: var(--line, #888); }
.sl-outline-now { border-color: var(--fg, #111); border-left-color: var(--fg, #111); background: var(--mark-bg, #fff1b8); font-weight: 600; }
.sl-outline-k { display: inline-block; min-width: 1.6em; font-variant-numeric: tabular-nums; color: var(--fg-muted, #444); }
/* The caption above a lesson stepper: what it steps through, so its two steppers are not taken for one. */
.sl-stepper-title { margin: 0 0 0.4rem; }
.sl-why { border-left: 4px solid var(--fg, #111); padding: 0.2rem 0 0.2rem 0.6rem; margin: 0.4rem 0; }
.sl-hint { border-left: 4px solid var(--accent, #1f4e8c); padding: 0.2rem 0 0.2rem 0.6rem; margin: 0.6rem 0; }
.sl-hint p { margin: 0.3rem 0; }
.sl-trace-body > * { min-width: 0; }
/* A card that needs more than the text's measure (the IDA* tree beside its board): on a wide screen it reaches
   past the text column on both sides, up to the room it asks for (--sl-wide-room, at least 64rem) in all, keeping
   1.5rem from the window's edges; never narrower than the column (the margins are never positive). */
.sl-wide { margin-inline: min(0px, calc(50% - min(50vw - 1.5rem, max(32rem, var(--sl-wide-room, 64rem) / 2)))); }
/* The small worked pattern database: the board as a 3×3 of blocks, each block a 3×3 of entries. */
.sl-pdb-map { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.3rem; padding: 0.3rem; width: min(100%, 25rem); background: #4a3f35; border-radius: 8px; }
.sl-pdb-block { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 2px; background: #f6efe0; padding: 3px; border-radius: 5px; }
.sl-pdb-cell { display: grid; place-items: center; height: 2rem; font-size: 1rem; font-variant-numeric: tabular-nums; color: #2b2118; border: 1px solid transparent; border-radius: 3px; }
.sl-pdb-self { display: flex; flex-direction: column; justify-content: center; align-items: center; line-height: 1; background: #2b2118; color: #f6efe0; font-weight: 700; border: 2px solid #8a7760; border-radius: 6px; box-shadow: inset -2px -2px 0 #8a7760; }
.sl-pdb-self small { font-size: 11px; font-weight: 600; }
/* Each step's words beside its small board, not under it: the words say why the move is made, too long for a
   column as narrow as the board (on a phone they made a tall thin strip). Two steps a row where there is room. */
.sl-worked-steps { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0.6rem 1rem; list-style: none; padding: 0; margin: 0.5rem 0; }
.sl-worked-steps li { display: flex; align-items: center; gap: 0.6rem; font-size: 0.9rem; }
.sl-worked-steps li > .sl-worked-when { flex: none; display: grid; justify-items: center; gap: 2px; font-size: 0.8rem; }
/* The detour's move has the long reason: a whole row, so its words are a few wide lines, not a tall narrow column. */
.sl-worked-steps li.sl-worked-detour { grid-column: 1 / -1; }
.sl-worked-if { flex: none; display: grid; justify-items: center; gap: 2px; font-size: 0.8rem; max-width: 6rem; text-align: center; }
/* On a phone the words would be a narrow column beside a small board: they go under it, full width. */
@media (max-width: 560px) { .sl-worked-steps li { flex-direction: column; align-items: flex-start; gap: 0.3rem; } }
.sl-mini { display: grid; grid-template-columns: repeat(3, 1.6rem); gap: 2px; padding: 3px; background: #4a3f35; border-radius: 5px; width: max-content; }
.sl-mini-cell { display: grid; place-items: center; height: 1.6rem; background: #e9dfcc; color: #6b5d4f; border-radius: 3px; font-size: 0.95rem; }
.sl-mini-tile { background: #f6efe0; color: #2b2118; font-weight: 700; border: 1px solid #8a7760; }
.sl-mini-blank { background: #2e2620; border: 1px dashed #b8a58e; }
.sl-pdb-above { font-weight: 800; border: 2px solid #2b2118; }
.sl-pdb-looked { background: #fff1b8; outline: 2px dashed #2b2118; outline-offset: 1px; }
.sl-pdb-table td { white-space: nowrap; }
.sl-mirror-pair { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.sl-mirror-pair > div { flex: 0 1 220px; min-width: 0; text-align: center; }
.sl-mirror-pair svg { margin: 0 auto; }
.sl-mirror-arrow { font-size: 1.6rem; margin: 0; }
/* The mirror rule with its small before/after picture beside it (under it on a phone). */
/* The mirror rule with its small before/after picture: floated beside the rule's first lines, the rest of the
   rule runs on under it at full width (on a phone, the picture comes first, above the rule). */
.sl-mirror-rule { display: flow-root; }
.sl-mirror-rule > p { margin-top: 0; }
.sl-mirror-small { float: right; width: 21rem; margin: 0 0 0.5rem 1rem; }
.sl-mirror-small {
  display: grid; grid-template-columns: 144px auto 144px; align-items: center; gap: 0.3rem 0.4rem;
}
.sl-mirror-step { min-width: 0; text-align: center; }
.sl-mirror-step p { margin: 0 0 0.2rem; }
/* Under the reflection, with the words in the cells to its left. */
.sl-mirror-renumbered { grid-row: 2; grid-column: 3; }
.sl-mirror-small > figcaption { grid-row: 2; grid-column: 1 / 3; align-self: center; margin: 0; }
@media (max-width: 40rem) {
  .sl-mirror-small { float: none; width: auto; max-width: 21rem; margin: 0 0 1rem; }
}
/* A card far from the screen is not laid out or painted until it comes near
   (its last size is kept, so the page does not jump): a step or a solve then
   redraws only what is near, and a long lesson lays itself out faster. */
@media screen {
  .sl-card { content-visibility: auto; contain-intrinsic-size: auto 32rem; }
}
@media print {
  .sl-card { border-color: #999; break-inside: avoid; }
}
/* On a wide screen the solver's six parts stand two by two, wider than the
   text column (centred on it), so the lesson's tallest block is half as tall. */
@media screen and (min-width: 72rem) {
  .sl-island {
    display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0 1rem; align-items: start;
    width: min(72rem, calc(100vw - 4rem)); margin-left: calc(50% - min(36rem, 50vw - 2rem));
  }
  .sl-island > :not(.sl-card) { grid-column: 1 / -1; }
  /* Play mode's notes beside its board need the width: in half a row they stacked into a long narrow column. */
  .sl-island > .sl-card-full { grid-column: 1 / -1; }
  .sl-island > .sl-card { margin: 0.5rem 0; }
}
`;

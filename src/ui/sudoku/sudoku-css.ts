/**
 * Styles of the Sudoku views. A TypeScript string (not a .css file) because
 * the worked-example export is also rendered by the CLI under plain Node;
 * the islands emit it through <StyleSheet>, the export inlines it. No state
 * is told by colour alone: changed cells are bold and underlined, givens are
 * bold on a tinted ground, conflict literals carry a ✗.
 */
import { islandFrameCss } from '../island-frame-css';
export const SUDOKU_CSS = `
${islandFrameCss('sd')}/* One column no wider than the page: a wide drawing inside scrolls in its own box instead of widening the text beside it
   (a grid column sized to its content would take the drawing's width, and a phone would cut the text off). */
.sd-island { grid-template-columns: minmax(0, 1fr); }
.sd-split { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: flex-start; }
.sd-split > * { min-width: 0; max-width: 100%; }
.sd-split > :last-child { flex: 1 1 16rem; }
/* Move 5's jump back: two boards, then the levels in words (beside them when there is room). */
.sd-jump { margin: 0.2rem 0; }
.sd-jump-boards { display: flex; flex-wrap: wrap; gap: 0.75rem; }
/* The two boards stay side by side (on a phone too): each caption wraps under its own board instead of widening it. */
.sd-jump-boards > div { max-width: 10rem; }
@media (max-width: 480px) { .sd-jump-boards { gap: 0.5rem; } .sd-jump-boards > div { max-width: 9.5rem; } }
.sd-jump p { margin: 0; font-size: 0.9rem; }
.sd-jump ul { margin: 0.2rem 0 0; padding-left: 1.1rem; font-size: 0.9rem; }
.sd-choice { display: flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; margin: 0.1rem 0; }
.sd-choice input { width: 1.2rem; height: 1.2rem; flex: none; }
/* A choice list is read and tapped like a button: 16 px text and a 44 px target on a phone. */
.sd-island select { font: inherit; font-size: 1rem; min-height: 2.75rem; max-width: 100%; padding: 0.2rem 0.4rem;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: var(--fg, #111); }
.sd-board { overflow-x: auto; max-width: 100%; margin: 0.4rem 0; }
/* Kept at its drawn size (digits stay at least 11 px); a wide board scrolls instead of shrinking. */
.sd-board svg { display: block; max-width: none; }
.sd-board .sd-cell { fill: var(--bg, #fff); stroke: var(--line, #888); stroke-width: 0.5; }
.sd-board .sd-given { fill: var(--bg-alt, #ecebe6); }
.sd-board .sd-changed { fill: var(--mark-bg, #fff1b8); }
.sd-board .sd-outlined { fill: none; stroke: var(--fg, #1a1a1a); stroke-width: 2.5; stroke-dasharray: 4 3; }
.sd-board .sd-box { fill: none; stroke: var(--fg, #111); stroke-width: 2; }
.sd-board text { fill: var(--fg, #111); font-family: var(--font-body, system-ui, sans-serif); text-anchor: middle; dominant-baseline: central; }
.sd-board text.sd-t-given { font-weight: 700; }
.sd-board text.sd-coord { fill: color-mix(in srgb, var(--fg, #111) 70%, transparent); font-weight: 400; }
.sd-board text.sd-t-changed { font-weight: 700; text-decoration: underline; }
.sd-board text.sd-t-ruled { font-weight: 700; }
.sd-board .sd-ring { fill: none; stroke: var(--fg, #111); stroke-width: 1.5; }
/* A guess (decision) and a forced cell differ by shape (ring / corner triangle) and by colour. */
.sd-board .sd-ring-guess { stroke: var(--focus, #c2410c); stroke-width: 2; }
.sd-board text.sd-t-guess { fill: var(--focus, #c2410c); }
.sd-board .sd-forced-mark { fill: var(--accent, #1f4fbf); }
.sd-board text.sd-t-forced { fill: var(--accent, #1f4fbf); }
/* The key under a by-hand board: each entry a cell drawn as the board draws it, then its meaning. */
.sd-key { display: flex; flex-wrap: wrap; gap: 0.2rem 1rem; list-style: none; padding: 0; margin: 0.2rem 0 0.5rem; }
.sd-key li { display: flex; align-items: center; gap: 0.35rem; }
.sd-key svg { flex: none; }
.sd-textbox { display: grid; gap: 0.3rem; }
.sd-textbox textarea {
  width: 100%; box-sizing: border-box; font-family: var(--font-mono, monospace); font-size: 1rem; padding: 0.4rem;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: var(--fg, #111);
}
.sd-held { border: 1px dashed currentColor; border-radius: 4px; padding: 0.3rem 0.5rem; }
.sd-held p { margin: 0 0 0.3rem; overflow-wrap: anywhere; }
.sd-error { min-height: 1.4em; margin: 0.3rem 0; font-weight: 600; }
.sd-error:not(:empty)::before { content: "⚠ "; }
.sd-table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: 0.4rem 0; }
.sd-table th, .sd-table td { border: 1px solid var(--line, #888); padding: 0.15rem 0.45rem; text-align: right; }
.sd-table th { text-align: left; }
.sd-table th[scope='row'] { white-space: nowrap; }
.sd-table-wrap { overflow-x: auto; max-width: 100%; }
/* On a phone a wide table keeps its columns at their full width and scrolls (the wrap's visible scrollbar and edge shadow) instead of squeezing headings into one word a line. */
.sd-table-wrap > .sd-table:not(.sd-wrap-table) { width: max-content; }
.sd-table th[scope='col'] { white-space: nowrap; }
/* A figure with its unit ("0.02 s", "17 (21 %)") never breaks across lines. */
.sd-table td.sd-fig { white-space: nowrap; }
/* Placements per depth (DepthChart): HTML bars, so the labels keep the text's size at any width; the tallest is hatched and outlined. */
/* Backtracking's worked example (BacktrackWalk): the board at the dead end beside its steps, stacked on a phone. */
.sd-walk { display: flex; flex-wrap: wrap; gap: 0.4rem 1.2rem; align-items: flex-start; margin: 0.6rem 0; }
.sd-walk > div { flex: 1 1 18rem; min-width: 0; }
.sd-walk ol { margin: 0 0 0.3rem; padding-left: 1.4rem; }
.sd-walk .sd-board { margin: 0; }
/* Algorithm X's worked example (AlgorithmXWalk): a block the page lays out lazily, so its list's and paragraph's margins do not merge with the text's. */
.sd-walk-x > ol { margin-top: 0; }
.sd-walk-x > p:last-child { margin-bottom: 0; }
.sd-depth-chart { margin: 0.6rem 0; }
.sd-depth-why { margin-top: 0.5rem; }
.sd-bars-frame { margin-left: 4.2rem; }
.sd-bars { position: relative; display: flex; align-items: flex-end; gap: 1px; height: 10rem; margin-top: 1.6rem;
  border-left: 1px solid var(--fg, #111); border-bottom: 1px solid var(--fg, #111); }
.sd-bar { flex: 1 1 0; min-width: 0; background: color-mix(in srgb, var(--fg, #111) 45%, transparent); }
.sd-bar-peak { background: repeating-linear-gradient(45deg, var(--fg, #111) 0 2px, transparent 2px 4px); outline: 2px solid var(--fg, #111); }
/* 15 px: a one-digit tick ("0") then has over 10 px of ink (at 12 it had 8.6, too little to read on a phone). */
.sd-bar-tick { position: absolute; right: calc(100% + 0.3rem); transform: translateY(50%); font-size: 15px; line-height: 1; white-space: nowrap; font-variant-numeric: tabular-nums; }
.sd-bar-peak-label { position: absolute; transform: translate(-50%, calc(-100% - 0.3rem)); font-size: 12px; line-height: 1; white-space: nowrap; }
/* Asides a phone drops to keep small print short before the first control (the lesson's text says them too). */
@media (max-width: 480px) { .sd-wide-only { display: none; } }
/* A phone's worded sign over a box that hides more at its right (the edge shadow alone was missed). */
.sd-narrow-only { display: none; }
@media (max-width: 480px) { .sd-narrow-only { display: block; } }
.sd-scroll-sign { margin: 0.2rem 0; text-align: right; font-weight: 600; }
/* The run's first wrong placement (an early depth, its bar too low to label): named just above the axis, from its bar's left edge. */
.sd-bar-wrong-label { position: absolute; bottom: 0.3rem; font-size: 12px; line-height: 1; white-space: nowrap; }
.sd-bars-axis { display: flex; justify-content: space-between; gap: 0.5rem; font-size: 12px; margin-top: 0.2rem; }
.sd-bars-axis span:nth-child(2) { text-align: center; }
.sd-bars-axis span:first-child, .sd-bars-axis span:last-child { white-space: nowrap; }
/* Tables that fit the text column (reach, levels) at any width: figures and headings wrap between words ("over 60 s"), never inside one. */
.sd-table-wrap > .sd-table.sd-fit-table { width: 100%; }
.sd-fit-table th[scope='col'], .sd-fit-table th[scope='row'], .sd-fit-table td.sd-fig { white-space: normal; }
.sd-fit-table td:not(.sd-fig) { text-align: left; }
@media (max-width: 480px) { .sd-fit-table { font-size: 0.9rem; } .sd-fit-table th, .sd-fit-table td { padding: 0.15rem 0.3rem; } }
/* In a table of clause shapes the clause may wrap (at a phone's width it would squeeze the words beside it). */
.sd-wrap-table th[scope='row'] { white-space: normal; }
.sd-wrap-table .sd-lit { overflow-wrap: anywhere; }
/* Move 4's words beside its drawing: one short paragraph per term, spaced less than the text's paragraphs. */
.sd-uip-words p { margin: 0 0 0.45rem; }
.sd-uip-split > .sd-graph { margin: 0; }
/* A table that stacks on a phone (the Sinz counter's shapes): each row a block, each cell labelled by its column. */
@media (max-width: 480px) {
  .sd-stack-table, .sd-stack-table tbody, .sd-stack-table tr, .sd-stack-table th, .sd-stack-table td { display: block; width: auto; }
  .sd-stack-table thead { display: none; }
  .sd-stack-table tr { border: 1px solid var(--line, #888); margin-bottom: 0.4rem; }
  .sd-stack-table th, .sd-stack-table td { border: 0; text-align: left !important; }
  .sd-stack-table td:empty { display: none; }
  .sd-stack-table td[data-label]::before { content: attr(data-label) ': '; font-weight: 700; }
}
/* The clause families (ClauseFamilies): words and clause beside the counts; on a phone in a row of their own under them. */
.sd-families .sd-fam-narrow { display: none; }
@media (max-width: 480px) {
  .sd-families .sd-fam-wide { display: none; }
  .sd-families .sd-fam-narrow { display: table-row; }
  .sd-families th[scope='col'] { white-space: normal; }
}
/* A list shown whole, with no scroll box that could look finished before its end. */
.sd-steps.sd-steps-all { max-height: none; overflow: visible; }
.sd-steps { max-height: 22rem; overflow: auto; margin: 0.3rem 0; padding-left: 1.8rem; font-size: 0.92rem; }
.sd-steps li[aria-current='step'] { font-weight: 700; background: var(--mark-bg, #fff1b8); color: var(--fg, #111); }
.sd-sub { margin: 0.1rem 0 0.2rem 1rem; font-size: 0.88rem; }
.sd-lit { font-family: var(--font-mono, monospace); overflow-wrap: anywhere; }
/* 12.5rem: the three lanes side by side in the 42rem text column at 1280 px (one row instead of two), one above another on a phone. */
.sd-race { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fit, minmax(12.5rem, 1fr)); }
.sd-lane { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.5rem; }
.sd-lane h3 { margin: 0 0 0.3rem; font-size: 1rem; }
/* Each count is a row that wraps: the name wraps between words, never inside one; a figure too wide to share the
   line with its name moves under it, at the right, so no figure runs out of the lane at any width. */
.sd-lane dl { margin: 0.3rem 0; font-variant-numeric: tabular-nums; }
.sd-lane .sd-count { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: 0.6rem; margin-bottom: 0.15rem; }
.sd-lane dt { overflow-wrap: normal; min-width: 0; }
.sd-lane dd { margin: 0 0 0 auto; text-align: right; }
.sd-lane { min-width: 0; overflow-wrap: anywhere; }
.sd-matrix { display: flex; align-items: flex-start; }
.sd-matrix svg { display: block; max-width: none; flex: none; }
.sd-matrix .sd-matrix-heads { position: sticky; left: 0; z-index: 1; background: var(--bg, #fff); }
.sd-matrix text { font-size: 12px; fill: var(--fg, #111); font-family: var(--font-body, system-ui, sans-serif); }
.sd-matrix .sd-one { fill: var(--fg, #111); }
.sd-matrix .sd-col-band path { fill: none; stroke: var(--fg, #111); stroke-width: 1; }
.sd-matrix .sd-gone { opacity: 0.15; }
/* A covered column's head and a removed row's name stay readable (about 4.8:1 on white) and are struck through, so the cue is not lightness alone. */
.sd-matrix .sd-covered { opacity: 0.62; }
.sd-matrix text.sd-covered, .sd-matrix .sd-covered text { text-decoration: line-through; }
.sd-matrix .sd-halo { paint-order: stroke; stroke: var(--bg, #fff); stroke-width: 3px; }
.sd-matrix.scroll-y { max-height: min(55vh, 30rem); }
.sd-matrix .sd-empty-col { fill: none; stroke: var(--fg, #111); stroke-width: 3; stroke-dasharray: 4 2; }
.sd-matrix .sd-picked-col { fill: var(--mark-bg, #fff1b8); stroke: var(--fg, #111); stroke-width: 2; }
.sd-graph { margin: 0.5rem 0; }
.sd-graph svg { display: block; max-width: none; }
.sd-graph text { font-size: 12px; fill: var(--fg, #111); font-family: var(--font-mono, monospace); text-anchor: middle; dominant-baseline: central; }
.sd-graph rect { fill: var(--bg, #fff); stroke: var(--fg, #111); stroke-width: 1; }
.sd-graph .sd-graph-decision rect, .sd-graph .sd-graph-uip rect { stroke-width: 3; }
.sd-graph .sd-graph-conflict rect { fill: var(--mark-bg, #fff1b8); stroke-width: 3; stroke-dasharray: 5 2; }
.sd-graph .sd-graph-earlier rect { stroke-dasharray: 2 2; }
.sd-graph .sd-graph-decision text, .sd-graph .sd-graph-uip text, .sd-graph .sd-graph-conflict text { font-weight: 700; }
.sd-graph-edge { fill: none; stroke: var(--fg, #111); stroke-opacity: 0.6; stroke-width: 1.2; }
.sd-graph-arrow { fill: var(--fg, #111); }
.sd-graph-cut { stroke: var(--fg, #111); stroke-width: 1.5; stroke-dasharray: 8 4; }
.sd-choices { display: flex; flex-wrap: wrap; gap: 0.3rem; }
.sd-choices button[aria-pressed='true'] { font-weight: 700; outline: 2px solid var(--fg, #111); }
/* The wall of 32-56 column buttons stays a box of its own, scrolled inside (.scroll-y: the shared scroll sign; a bordered frame),
   so Undo and Start over stay near the matrix instead of two screens below it. */
.sd-col-wall .sd-col-scroll { max-height: min(15rem, 45vh); padding: 0.3rem; border: 1px solid color-mix(in srgb, var(--fg, #111) 35%, transparent); border-radius: 4px; }
/* On a phone the column buttons show their short names only ("r1c4 (1 row)"), several to a line, instead of a list
   1,500 px tall; the long name stays in each button's accessible name. */
@media (max-width: 480px) {
  .sd-col-long { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
}
.sd-play-scroll { overflow-x: auto; max-width: 100%; padding: 2px; }
.sd-play-grid { display: inline-block; }
/* The play board's labels: column names above, row names at the left, each as wide (or tall) as a cell. */
.sd-play-frame { display: inline-grid; grid-template-columns: auto auto; }
.sd-play-cols, .sd-play-rows { display: flex; font-size: 12px; line-height: 1; color: color-mix(in srgb, var(--fg, #111) 70%, transparent); font-variant-numeric: tabular-nums; }
.sd-play-cols span { flex: none; text-align: center; padding-bottom: 2px; }
.sd-play-rows { flex-direction: column; padding-right: 4px; }
.sd-play-rows span { flex: none; display: flex; align-items: center; justify-content: flex-end; }
.sd-pr { display: flex; }
/* A cell of the play board. */
.sd-pc { box-sizing: border-box; flex: none; display: flex; align-items: center; justify-content: center; border: 1px solid var(--line, #888); background: var(--bg, #fff); color: var(--fg, #111);
  cursor: pointer; font-variant-numeric: tabular-nums; line-height: 1; user-select: none; }
/* Box edges: thick and dark (classes say which of a cell's sides lie on one). */
.sd-pc.sd-pc-bt { border-top: 2px solid var(--fg, #111); }
.sd-pc.sd-pc-bl { border-left: 2px solid var(--fg, #111); }
.sd-pc.sd-pc-bb { border-bottom: 2px solid var(--fg, #111); }
.sd-pc.sd-pc-br { border-right: 2px solid var(--fg, #111); }
.sd-pc-given { background: var(--bg-alt, #ecebe6); font-weight: 700; cursor: default; }
/* The hint's cells: hatched and outlined with a dashed line, not only tinted. */
.sd-pc-look:not(.sd-pc-given):not(.sd-pc-wrong) { background-image: repeating-linear-gradient(45deg, transparent 0 5px, rgba(0, 0, 0, 0.16) 5px 7px); }
.sd-pc-look { outline: 2px dashed var(--fg, #111); outline-offset: -5px; }
/* A wrong placement: the digit stays as it is, with one mark, a bold ✗ in the top-right corner (its name says "wrong" too); never hatched. */
.sd-pc-wrong { position: relative; }
.sd-pc-wrong::after { content: '✗'; position: absolute; top: 1px; right: 2px; font-size: 11px; font-weight: 700; line-height: 1; pointer-events: none; }
/* A trial (a guess the hint proposed): a dotted outline and a small “try” tag, apart from the reader's own placements. */
.sd-pc-trial { position: relative; outline: 2px dotted var(--fg, #111); outline-offset: -4px; font-style: italic; }
.sd-pc-trial::before { content: 'try'; position: absolute; left: 2px; bottom: 1px; font-size: 11px; font-style: normal; line-height: 1; pointer-events: none; }
.sd-yours-mark { fill: none; stroke: var(--fg, #111); stroke-width: 1.5; stroke-dasharray: 2 2; }
.sd-play-solved { box-shadow: 0 0 0 4px var(--fg, #111); }
.sd-solved { font-weight: 700; }
.sd-pc[aria-selected='true'] { box-shadow: inset 0 0 0 3px var(--fg, #111); }
.sd-pc:focus-visible { outline: 3px solid var(--focus, #1a5fb4); outline-offset: -3px; }
.sd-pad .btn { min-width: 2.5rem; }
.sd-hint ol { margin: 0.3rem 0; padding-left: 1.4rem; }
.sd-hint li { margin: 0.2rem 0; }
@media print {
  .sd-steps, .sd-table-wrap, .sd-board { max-height: none; overflow: visible; }
  .sd-board svg { max-width: 100%; height: auto; }
}
`;

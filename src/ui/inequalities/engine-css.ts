/**
 * Styles of the engine genres' views (Akari, Shakashaka: every genre solved
 * by the inequality engine), under their own `eng-` names so neither genre
 * borrows the other's. A TypeScript string (not a .css file) because
 * the worked-example export is also rendered by the CLI under plain Node;
 * the islands emit it through <StyleSheet>, the export inlines it. Colours
 * fall back to fixed values when the site's variables are absent, and no
 * state is told by colour alone (borders, weight, glyphs and words change too).
 */
import { islandFrameCss } from '../island-frame-css';
/**
 * A sum set in columns needs about 3rem per column (a term like "−2x₂₈" and
 * its gap), two more for the relation and the right side, and one to spare; a narrower
 * panel shows the three-line form instead.
 */
const SUM_FIT_RULES = Array.from({ length: 9 }, (_, i) => i + 1)
  .map((c) => `@container eng-sum (max-width: ${(c + 2) * 3 + 1}rem) { .eng-sum-pick[data-columns="${c}"] > .eng-sum-aligned { display: none; } .eng-sum-pick[data-columns="${c}"] > .eng-sum-lines { display: block; } }`)
  .join('\n');

export const ENGINE_CSS = `
${islandFrameCss('eng')}.eng-board-figure { margin: 0.4rem 0; }
.eng-figure { margin: 1rem 0; }
.eng-cell { outline: none; }
.eng-cell-active { cursor: pointer; }
.eng-focus { stroke: var(--focus, #0b57d0); stroke-width: 4; stroke-opacity: 0; }
.eng-cell:focus-visible .eng-focus, .eng-board:focus-visible .eng-focus { stroke-opacity: 1; }
.eng-board:focus-visible { outline: 3px solid var(--focus, #0b57d0); outline-offset: 2px; }
/* The board's box: it pans when the board is wider than the page (a zoomed board, a narrow screen). */
.eng-board-pan { overflow: auto; max-width: 100%; }
.eng-board-zoomed { max-height: min(75vh, 44rem); border: 1px solid var(--line, #888); }
.eng-zoom { margin: 0.2rem 0; }
/* Black cells stay apart from a dark page. */
@media (prefers-color-scheme: dark) { .lesson .eng-black { fill: #6b6b72; } }
@media print { .eng-board-pan { overflow: visible; } }
.eng-split { display: grid; gap: 0.75rem; grid-template-columns: minmax(0, 22rem) minmax(0, 1fr); align-items: start; }
@media (max-width: 700px) { .eng-split { grid-template-columns: minmax(0, 1fr); } }
/*
 * A step's words and a why tree need room (formulas, a tree several hundred
 * pixels wide): beside a 22rem board they get what is left, about 280 px in a
 * lesson at 1280 px, while the space under the board stays empty. So when the
 * side column would be narrower than about 26rem (420 px), they go under the
 * board, across the whole panel (.eng-text-room holds an .eng-split-text).
 */
.eng-text-room { container: eng-text / inline-size; }
@container eng-text (max-width: 49rem) { .eng-split-text { grid-template-columns: minmax(0, 1fr); } }
.eng-sticky { position: sticky; top: 0.5rem; }
@media (max-width: 700px) { .eng-sticky { position: static; } }
.eng-groups { display: grid; gap: 0.5rem; min-width: 0; }
.eng-group > summary { cursor: pointer; font-weight: 600; padding: 0.3rem 0; }
/* Two lines kept for a status line, so what follows it does not jump when its text grows. */
.eng-status { min-height: 2.6em; }
/* Four lines of small text: the longest hint, in the board's column, without moving the board when it appears. */
.eng-hint { min-height: 6.4em; }
/* Lists of inequalities: formulas a little smaller than in the prose, so most fit their column without scrolling. */
.eng-groups .formula-item .katex, .model-detail .katex, .hand-item .katex { font-size: 1.05em; }
.eng-groups .formula-item, .model-detail .formula-item { grid-template-columns: 2.8rem minmax(0, 1fr); padding-left: 0.4rem; }
/*
 * The model explorer's side column: a box of fixed height for what the pointed cell is in (it scrolls inside,
 * with the shared scroll sign), then the groups. Fixed, so a long list never pushes the text under the figure down;
 * beside a 22rem board the box and the folded groups together stay shorter than the board.
 */
.model-in-view { margin: -0.3rem 0 0; }
/* Beside the board the folded groups sit close: the column stays about as tall as the board. */
.model-side .eng-groups { gap: 0.15rem; }
.model-side .eng-group > summary { padding: 0.15rem 0; }
.model-detail .formula-panel { margin: 0; }
.model-detail .formula-panel ol { gap: 0.1rem; }
.model-detail button.formula-item { min-height: 0; padding: 0 0.4rem; }
/* In the box a row stays one line, so six or more fit it; a long formula scrolls sideways in its row. Its fading edge
   read as the formula's end, so such a row carries a visible "→ more" (data-more, set by ModelExplorer.tsx). */
.model-detail .formula-item-body { white-space: nowrap; overflow-x: auto; }
.model-detail wbr { display: none; }
.model-detail .formula-item[data-more] { grid-template-columns: 2.8rem minmax(0, 1fr) auto; }
.model-detail .formula-item[data-more]::after { content: "→ more" / ""; font-size: 0.85rem; font-weight: 600; white-space: nowrap; align-self: center; padding-left: 0.3rem; }
/* On a phone the box is the screen's width: a long formula wraps between its terms instead (./FormulaPieces.tsx puts
   the break points in), so nothing is cut off there. */
@media (max-width: 700px) {
  .model-detail .formula-item-body { white-space: normal; }
  .model-detail wbr { display: inline; }
}
.model-side { display: grid; gap: 0.5rem; min-width: 0; align-content: start; }
/* Three lines, the longest status (a "lit" inequality in words, with its badge): a shorter one keeps the same room, so the box never moves. */
.model-status { min-height: 5em; min-height: calc(3lh + 2px); margin: 0; }
/* One line per inequality (its words go to the status), rows tighter than a list's: the box shows six or more at once.
   A row stays taller than 24 px (the formula's own height), a target a finger can hit. */
.model-detail { height: 12.2rem; padding: 0.3rem 0.5rem; border: 1px solid var(--line, #888); border-left-width: 4px; border-radius: 4px; }
.eng-textbox { display: grid; gap: 0.3rem; }
.eng-textbox textarea {
  width: 100%; box-sizing: border-box; font-family: var(--font-mono, monospace); font-size: 1rem; padding: 0.4rem;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: var(--fg, #111);
}
.eng-textbox textarea[aria-invalid="true"] { border: 2px dashed var(--fg, #111); }
.eng-error { min-height: 1.4em; margin: 0.3rem 0; font-weight: 600; }
.eng-error:not(:empty)::before { content: "⚠ "; }
.eng-fieldset { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.4rem 0.6rem; margin: 0.4rem 0; }
.eng-fieldset legend { font-weight: 600; padding: 0 0.3rem; }
.eng-choice { display: flex; gap: 0.4rem; align-items: baseline; margin: 0.25rem 0; }
.eng-choice input[type="radio"], .eng-choice input[type="checkbox"] { width: 1.1rem; height: 1.1rem; flex: none; margin: 0; }
.eng-number { width: 7rem; font: inherit; padding: 0.3rem; }
.eng-badge {
  display: inline-block; padding: 0.1rem 0.45rem; border: 2px solid var(--fg, #111); border-radius: var(--radius, 6px);
  font-weight: 700; font-size: 0.88rem; letter-spacing: 0.01em;
}
.eng-badge[data-tone="trial"], .eng-badge[data-tone="cap"], .eng-badge[data-tone="stall"] { border-style: dashed; }
.eng-badge[data-tone="contradiction"] { border-width: 3px; border-style: double; }
.eng-step { display: grid; gap: 0.5rem; grid-template-columns: minmax(0, 1fr); }
.eng-step-text { margin: 0.2rem 0; }
.eng-formula-block { overflow-x: auto; max-width: 100%; padding: 0.2rem 0; }
.eng-settled { list-style: none; padding: 0; margin: 0.2rem 0; display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; }
.eng-sums { margin: 0.3rem 0; padding-left: 1.3rem; }
.eng-sums li { margin: 0.3rem 0; }
.eng-sum-total { border-top: 1px solid currentColor; }
.eng-sum-lines .formula-display { margin: 0.15rem 0; }
/* A sum with columns, or the same sum as three lines when the columns would not fit (StepDetail.tsx, PairSum). */
.eng-sum-pick { container: eng-sum / inline-size; }
.eng-sum-pick > .eng-sum-lines { display: none; }
${SUM_FIT_RULES}
.eng-hypo { border-left: 4px dashed var(--fg, #111); padding-left: 0.6rem; }
.eng-verdict { border-left: 4px solid var(--fg, #111); padding: 0.2rem 0 0.2rem 0.6rem; margin: 0.5rem 0; }
.eng-verdict[data-ok="false"] { border-left-style: double; border-left-width: 6px; }
.eng-stats { border-collapse: collapse; font-size: 0.92rem; margin: 0.4rem 0; }
.eng-stats th, .eng-stats td { border-bottom: 1px solid var(--line, #888); padding: 0.2rem 0.5rem; text-align: left; }
.eng-stats td { text-align: right; font-variant-numeric: tabular-nums; }
.eng-why-tree { overflow-x: auto; max-width: 100%; }
/* On a phone the list is the view to read: it comes first, open, and the drawing follows. */
@media (max-width: 560px) {
  .eng-why { display: flex; flex-direction: column; }
  .eng-why > .eng-why-listbox { order: -1; }
}
/*
 * An exported page has no script to scroll a wide tree to its root, and its
 * labels are already at the smallest size drawn (11 px), so a tree wider than
 * the 50rem text column would open cut on the right. On a screen it spreads
 * over the window's width instead, centred on the column; only a window
 * narrower than the tree still scrolls it. On paper it shrinks (below).
 */
@media screen {
  .export-section .eng-why-tree { width: max-content; max-width: calc(100vw - 2rem); margin-left: 50%; transform: translateX(-50%); }
}
.eng-why-legend { list-style: none; padding: 0; margin: 0.3rem 0; display: flex; flex-wrap: wrap; gap: 0.2rem 1rem; }
@media print {
  .eng-why-tree .eng-why-svg { width: auto; height: auto; max-width: 100% !important; max-height: 100mm; }
  .eng-why-entry > h3 { break-after: avoid; }
}
.eng-why-node { cursor: pointer; outline: none; }
.eng-why-node:focus-visible .eng-why-ring { opacity: 1; }
.eng-why-ring { fill: none; stroke: var(--focus, #0b57d0); stroke-width: 3; opacity: 0; }
.eng-why-list, .eng-why-list ul { padding-left: 1.1rem; margin: 0.2rem 0; }
.eng-why-list li { margin: 0.25rem 0; }
.eng-why-list .eng-why-deep { padding-left: 3px; border-left: 1px solid var(--line, #888); }
.eng-why-detail { min-height: 3rem; border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.4rem 0.6rem; }
.eng-steps { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.6rem; }
.eng-steps > li { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.5rem; break-inside: avoid; }
.eng-steps .eng-step-board { max-width: 12rem; }
.eng-step-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.6rem; align-items: start; }
@media (max-width: 560px) { .eng-step-row { grid-template-columns: minmax(0, 1fr); } }
.eng-dense .formula-panel ol { grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); column-gap: 1rem; }
/* On paper: an inequality and its sentence on one line, step cards with a small board, so the page count stays low. */
@media print {
  .eng-groups .formula-item, .export-section .formula-item { padding: 0 0.3rem; min-height: 0; }
  .export-section .formula-panel ol { gap: 0; }
  .export-section .formula-item-body { display: flex; flex-wrap: wrap; column-gap: 0.8em; align-items: baseline; }
  .export-section .formula-item-note { display: inline; }
  .eng-steps { gap: 2mm; }
  .eng-steps > li { padding: 1.5mm 2mm; }
  .eng-steps .eng-step-board { max-width: 30mm; }
  .eng-steps .eng-step-board svg { min-width: 0 !important; }
  .eng-steps .eng-step-row > div > strong { float: left; margin: 0.25rem 0.4em 0 0; }
  .eng-steps .eng-step { gap: 0.2rem; }
  .eng-steps .eng-step-text, .eng-steps .eng-settled { margin: 0.1rem 0; }
  .eng-step .formula-display { margin: 0.15rem 0; }
}
`;

/**
 * Styles of the by-hand island (site only; it is not part of the export).
 * The engine genres' styles (ENGINE_CSS) come first; these only add the
 * pick list and the result panel. Picked and finished items differ by border
 * style and by words, not by colour alone.
 */
export const BY_HAND_CSS = `
.hand-side { display: grid; gap: 0.4rem; min-width: 0; align-content: start; }
.hand-list { list-style: none; margin: 0; padding: 0.1rem; display: grid; gap: 0.25rem; max-height: 26rem; overflow: auto;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); }
.hand-item {
  display: grid; grid-template-columns: minmax(3.2rem, max-content) minmax(0, 1fr); gap: 0.4rem; align-items: baseline; width: 100%;
  min-height: 2.75rem; padding: 0.3rem 0.5rem; text-align: left; font: inherit; color: inherit; cursor: pointer;
  background: none; border: 1px solid transparent; border-left: 4px solid transparent; border-radius: var(--radius, 6px);
}
.hand-item:hover { border-color: var(--line, #888); }
.hand-item:focus-visible { outline: 3px solid var(--focus, #0b57d0); outline-offset: -3px; }
.hand-item[aria-pressed="true"] { border-color: var(--fg, #111); border-left-width: 8px; background: var(--mark-bg, #fff1b8); }
/* The scroll sign's covers are painted in --bg: on a picked item that is its own colour, not the page's. */
.hand-item[aria-pressed="true"] .hand-item-body { --bg: var(--mark-bg, #fff1b8); }
.hand-item[data-done="true"] { opacity: 0.75; border-style: dotted; }
.hand-item-label { font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
/* A long formula wraps between its pieces (src/ui/FormulaPieces.tsx), never inside a term or a number. */
.formula-pieces { display: inline; }
/* A bracket stays on the line of the formula it opens. */
.hand-nowrap { white-space: nowrap; }
.hand-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0.4rem 0; }
.hand-actions > .eng-row { margin: 0; }
.hand-mini { display: none; }
/* The verdict's copy of the board is for the phone only (below): side by side the board itself stays beside the words. */
.hand-pick-board, .hand-pick-cells { display: none; }
/* Side by side, the hint (a trial's explanation can run to several lines) sits above the buttons, so Apply comes after the
   reason to press it and both stay in view under the board; on a phone the hint stays under the sticky bar instead. */
@media (min-width: 701px) {
  .hand .hand-board-column { display: flex; flex-direction: column; }
  .hand .hand-board-column > .eng-hint { order: 1; }
  .hand .hand-board-column > .hand-reason { order: 1; }
  .hand .hand-board-column > .hand-actions { order: 2; }
  /* The reason of a pick sits above Apply (HandReason): the hint's empty room would only push it away from the board. */
  .hand .hand-board-column > .eng-hint:empty:has(~ .hand-reason) { min-height: 0; margin: 0; }
  /* Its copy in the panel under the card is for the phone, where the panel follows the list. */
  .hand-result .hand-why[data-beside="true"] { display: none; }
  /* The hint keeps its room even before one is given: the column is sticky, and a column that grows while it is
     held at the bottom of its box moves the board up under the reader's eyes. */
}
/* On a phone the board, the list and the verdict stack up, in that order: the buttons (Hint and Apply among them) stay at the top of
   the screen while the reader scrolls through the rest of the island. The two wrappers step aside so that the bar's
   sticky box is the whole workspace, not the board's column. */
@media (max-width: 700px) {
  .hand .hand-split, .hand .hand-board-column { display: contents; }
  .hand .hand-reason { display: none; }
  .hand .hand-actions { position: sticky; top: 0; z-index: 2; background: var(--bg, #fff); padding: 0.35rem 0; margin: 0;
    border-bottom: 1px solid var(--line, #888); }
  .hand .hand-side { margin-top: 0.6rem; }
  /* Board, then the list to pick from, then what the pick forces and why (the result, next in the page's order): a list
     shorter than the screen leaves room for the result's first lines, so the pick and its reason are seen together. */
  .hand .hand-list { max-height: min(26rem, 45vh); }
  /* Anything the page scrolls to (a focused button, the verdict brought into view) stops below the bar, not under it. */
  .hand .hand-list, .hand .hand-side button, .hand .hand-result, .hand .hand-history { scroll-margin-top: 10rem; }
  /* The small board sits at the bar's right, beside the buttons, so the bar stays about as tall as the buttons. */
  .hand .hand-actions { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: start; gap: 0.4rem; }
  .hand .hand-actions > :not(.hand-mini) { grid-column: 1; }
  .hand .hand-actions > .hand-mini { display: block; grid-column: 2; grid-row: 1 / span 2; width: 6.5rem; margin: 0; pointer-events: none; }
  /* Narrower buttons, so Undo, Reset, Hint and Force to fixpoint fit one row at 390 px: a thin bar covers little of what scrolls under it. */
  .hand .hand-actions .btn { padding-left: 0.4rem; padding-right: 0.4rem; }
  /* Stacked, nothing sits under the hint to keep still: no blank room for a hint not given yet. */
  .hand .eng-hint:empty { min-height: 0; margin: 0; }
  /* A pick scrolls the board itself out of view: the verdict opens with a copy, the pick's cells marked as on the board,
     so the cells and why they are forced are seen together (HandLayout's pickBoard). Names are left off at this size,
     so the line under it names the pick's cells with their rows and columns. */
  .hand .hand-pick-board { display: block; width: 11.25rem; max-width: 100%; margin: 0 auto 0.3rem; }
  .hand .hand-pick-cells { display: block; margin-top: 0; text-align: center; }
  /* The bar floats over the list as it scrolls by: a shadow says it is on top, so the covered lines read as covered. */
  .hand .hand-actions { box-shadow: 0 6px 8px -6px rgba(0, 0, 0, 0.45); }
}
.hand-item-body { display: grid; gap: 0.1rem; min-width: 0; overflow-x: auto; overflow-y: hidden; }
.hand-item-now { font-size: 0.92em; }
.hand-item-note { font-size: 0.85em; color: var(--fg-muted, #444); }
.hand-result { border: 2px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.5rem 0.7rem; margin-top: 0.75rem; min-width: 0; }
/* Above the list (HandLayout's verdictAboveList) the column's gap spaces it, and the list is shorter, so that the verdict
   and the item picked fit on one screen together. */
.hand-side > .hand-result { margin-top: 0; }
.hand-side > .hand-result ~ .hand-list { max-height: 16rem; }
.hand-result[data-verdict="forces"] { border-color: var(--fg, #111); }
.hand-result[data-verdict="contradiction"] { border-style: double; border-width: 4px; }
.hand-result p { margin: 0.35rem 0; }
.hand-reason { margin: 0.3rem 0; }
.hand-written { list-style: none; padding: 0; margin: 0.2rem 0; display: grid; gap: 0.2rem; overflow-x: auto; }
/* The column sum is set at the text's size, not KaTeX's larger one, so a sum of five columns fits the panel beside the
   board at 1280 px and a phone's width; a longer one scrolls sideways in its box. */
.hand-sum .katex { font-size: 1em; }
.hand-sum .formula-display { margin: 0.2rem 0; }
.hand-history { margin-top: 0.6rem; }
.hand-history summary { cursor: pointer; font-weight: 600; }
.hand select { font: inherit; min-height: 2.75rem; }
`;

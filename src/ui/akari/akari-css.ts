/**
 * Styles of the Akari views. A TypeScript string (not a .css file) because
 * the worked-example export is also rendered by the CLI under plain Node;
 * the islands emit it through <StyleSheet>, the export inlines it. Colours
 * fall back to fixed values when the site's variables are absent, and no
 * state is told by colour alone (borders, weight, glyphs and words change too).
 */
export const AKARI_CSS = `
.ak-island { display: grid; gap: 0.25rem; }
.ak-card { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.75rem; margin: 0.75rem 0; min-width: 0; }
.ak-card > h3 { margin: 0 0 0.5rem; font-size: 1.05rem; }
.ak-row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0.4rem 0; }
.ak-small { font-size: 0.9rem; color: var(--fg-muted, #444); margin: 0.3rem 0; }
.ak-board-figure { margin: 0.4rem 0; }
.ak-figure { margin: 1rem 0; }
.ak-cell { outline: none; }
.ak-cell-active { cursor: pointer; }
.ak-focus { stroke: var(--focus, #0b57d0); stroke-width: 4; stroke-opacity: 0; }
.ak-cell:focus-visible .ak-focus, .ak-board:focus-visible .ak-focus { stroke-opacity: 1; }
.ak-board:focus-visible { outline: 3px solid var(--focus, #0b57d0); outline-offset: 2px; }
/* The board's box: it pans when the board is wider than the page (a zoomed board, a narrow screen). */
.ak-board-pan { overflow: auto; max-width: 100%; }
.ak-board-zoomed { max-height: min(75vh, 44rem); border: 1px solid var(--line, #888); }
.ak-zoom { margin: 0.2rem 0; }
/* Black cells stay apart from a dark page. */
@media (prefers-color-scheme: dark) { .lesson .ak-black { fill: #6b6b72; } }
@media print { .ak-board-pan { overflow: visible; } }
.ak-split { display: grid; gap: 0.75rem; grid-template-columns: minmax(0, 22rem) minmax(0, 1fr); align-items: start; }
@media (max-width: 700px) { .ak-split { grid-template-columns: minmax(0, 1fr); } }
.ak-sticky { position: sticky; top: 0.5rem; }
@media (max-width: 700px) { .ak-sticky { position: static; } }
.ak-groups { display: grid; gap: 0.5rem; min-width: 0; }
.ak-group > summary { cursor: pointer; font-weight: 600; padding: 0.3rem 0; }
/* No scroll box inside the page: a marked inequality is never hidden in one (the board stays beside the list). */
.ak-status { min-height: 2.6em; }
/* Four lines of small text: the longest hint, in the board's column, without moving the board when it appears. */
.ak-hint { min-height: 6.4em; }
/* Lists of inequalities: formulas a little smaller than in the prose, so most fit their column without scrolling. */
.ak-groups .formula-item .katex, .ak-marked .katex, .hand-item .katex { font-size: 1.05em; }
.ak-groups .formula-item { grid-template-columns: 2.8rem minmax(0, 1fr); padding-left: 0.4rem; }
.ak-marked { list-style: none; margin: 0.2rem 0; padding: 0.3rem 0.5rem; border-left: 4px solid var(--fg, #111); display: grid; gap: 0.15rem; }
.ak-marked-label { font-weight: 700; font-variant-numeric: tabular-nums; }
.ak-textbox { display: grid; gap: 0.3rem; }
.ak-textbox textarea {
  width: 100%; box-sizing: border-box; font-family: var(--font-mono, monospace); font-size: 1rem; padding: 0.4rem;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: var(--fg, #111);
}
.ak-textbox textarea[aria-invalid="true"] { border: 2px dashed var(--fg, #111); }
.ak-error { min-height: 1.4em; margin: 0.3rem 0; font-weight: 600; }
.ak-error:not(:empty)::before { content: "⚠ "; }
.ak-fieldset { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.4rem 0.6rem; margin: 0.4rem 0; }
.ak-fieldset legend { font-weight: 600; padding: 0 0.3rem; }
.ak-choice { display: flex; gap: 0.4rem; align-items: baseline; margin: 0.25rem 0; }
.ak-choice input[type="radio"], .ak-choice input[type="checkbox"] { width: 1.1rem; height: 1.1rem; flex: none; margin: 0; }
.ak-number { width: 7rem; font: inherit; padding: 0.3rem; }
.ak-badge {
  display: inline-block; padding: 0.1rem 0.45rem; border: 2px solid var(--fg, #111); border-radius: var(--radius, 6px);
  font-weight: 700; font-size: 0.88rem; letter-spacing: 0.01em;
}
.ak-badge[data-tone="trial"], .ak-badge[data-tone="cap"], .ak-badge[data-tone="stall"] { border-style: dashed; }
.ak-badge[data-tone="contradiction"] { border-width: 3px; border-style: double; }
.ak-step { display: grid; gap: 0.5rem; grid-template-columns: minmax(0, 1fr); }
.ak-step-text { margin: 0.2rem 0; }
.ak-formula-block { overflow-x: auto; max-width: 100%; padding: 0.2rem 0; }
.ak-settled { list-style: none; padding: 0; margin: 0.2rem 0; display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; }
.ak-sums { margin: 0.3rem 0; padding-left: 1.3rem; }
.ak-sums li { margin: 0.3rem 0; }
.ak-sum-total { border-top: 1px solid currentColor; }
.ak-sum-lines .formula-display { margin: 0.15rem 0; }
.ak-hypo { border-left: 4px dashed var(--fg, #111); padding-left: 0.6rem; }
.ak-verdict { border-left: 4px solid var(--fg, #111); padding: 0.2rem 0 0.2rem 0.6rem; margin: 0.5rem 0; }
.ak-verdict[data-ok="false"] { border-left-style: double; border-left-width: 6px; }
.ak-stats { border-collapse: collapse; font-size: 0.92rem; margin: 0.4rem 0; }
.ak-stats th, .ak-stats td { border-bottom: 1px solid var(--line, #888); padding: 0.2rem 0.5rem; text-align: left; }
.ak-stats td { text-align: right; font-variant-numeric: tabular-nums; }
.ak-why-tree { overflow-x: auto; max-width: 100%; }
@media print {
  .ak-why-tree .ak-why-svg { width: auto; height: auto; max-width: 100% !important; max-height: 100mm; }
  .ak-why-entry > h3 { break-after: avoid; }
}
.ak-why-node { cursor: pointer; outline: none; }
.ak-why-node:focus-visible .ak-why-ring { opacity: 1; }
.ak-why-ring { fill: none; stroke: var(--focus, #0b57d0); stroke-width: 3; opacity: 0; }
.ak-why-list, .ak-why-list ul { padding-left: 1.1rem; margin: 0.2rem 0; }
.ak-why-list li { margin: 0.25rem 0; }
.ak-why-list .ak-why-deep { padding-left: 3px; border-left: 1px solid var(--line, #888); }
.ak-why-detail { min-height: 3rem; border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.4rem 0.6rem; }
.ak-steps { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.6rem; }
.ak-steps > li { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.5rem; break-inside: avoid; }
.ak-steps .ak-step-board { max-width: 12rem; }
.ak-step-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.6rem; align-items: start; }
@media (max-width: 560px) { .ak-step-row { grid-template-columns: minmax(0, 1fr); } }
.ak-dense .formula-panel ol { grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); column-gap: 1rem; }
/* On paper: an inequality and its sentence on one line, step cards with a small board, so the page count stays low. */
@media print {
  .ak-groups .formula-item, .export-section .formula-item { padding: 0 0.3rem; min-height: 0; }
  .export-section .formula-panel ol { gap: 0; }
  .export-section .formula-item-body { display: flex; flex-wrap: wrap; column-gap: 0.8em; align-items: baseline; }
  .export-section .formula-item-note { display: inline; }
  .ak-steps { gap: 2mm; }
  .ak-steps > li { padding: 1.5mm 2mm; }
  .ak-steps .ak-step-board { max-width: 30mm; }
  .ak-steps .ak-step-board svg { min-width: 0 !important; }
  .ak-steps .ak-step-row > div > strong { float: left; margin: 0.25rem 0.4em 0 0; }
  .ak-steps .ak-step { gap: 0.2rem; }
  .ak-steps .ak-step-text, .ak-steps .ak-settled { margin: 0.1rem 0; }
  .ak-step .formula-display { margin: 0.15rem 0; }
}
`;

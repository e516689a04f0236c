/**
 * Styles of the Numberlink views. A TypeScript string (not a .css file)
 * because the worked-example export is also rendered by the CLI under plain
 * Node; the islands emit it through <StyleSheet>, the export inlines it.
 * Colours fall back to fixed values when the site's variables are absent, and
 * nothing is told by colour alone: paths carry their label at both ends, and
 * each mark on a board has its own shape (board-marks.tsx, which also draws
 * the legend): the frontier a dotted outline on a shaded cell, the edge being
 * decided thick dashes, an edge a hint points at a wide band, the cells a
 * rule is about a thick solid outline, the cursor corner brackets.
 */
import { islandFrameCss } from '../island-frame-css';
export const NL_CSS = `
${islandFrameCss('nl')}.nl-board-wrap { overflow-x: auto; max-width: 100%; margin: 0.4rem 0; }
.nl-order-tag { display: inline-block; margin: 0.2rem 0; padding: 0 0.4rem; border: 1px solid var(--rule, #999); border-radius: 0.3rem; font-size: 0.85em; line-height: 1.5; }
.nl-board { display: block; max-width: none; font-family: var(--font-body, sans-serif); }
.nl-board .nl-grid { stroke: var(--line, #888); stroke-width: 1; fill: none; }
.nl-board .nl-cellbg { fill: var(--bg, #fff); }
.nl-board .nl-frontier { fill: var(--mark-bg, #fff3c4); stroke: var(--fg, #111); stroke-width: 2.2; stroke-dasharray: 0.1 4; stroke-linecap: round; }
.nl-board .nl-cutcell { fill: none; stroke: var(--fg, #111); stroke-width: 3; }
.nl-board .nl-end { stroke: var(--fg, #111); stroke-width: 1.5; }
.nl-board .nl-end-text { font-size: 14px; font-weight: 700; fill: #111; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }
.nl-board .nl-tag { font-size: 16px; font-weight: 700; fill: var(--fg, #111); paint-order: stroke; stroke: var(--mark-bg, #fff3c4); stroke-width: 3px; stroke-linejoin: round; }
/* Tags of x-high glyphs (a, c, ✓, …): as tall in ink as the digits beside them (board-marks.tsx, tagClass). */
.nl-board .nl-tag-low { font-size: 19px; }
.nl-board .nl-path-edge { fill: none; stroke: #111; stroke-width: 9; stroke-linecap: round; stroke-linejoin: round; }
.nl-board .nl-path { fill: none; stroke-width: 7; stroke-linecap: round; stroke-linejoin: round; }
.nl-board .nl-tip-text { font-size: 14px; font-weight: 700; fill: var(--fg, #111); }
.nl-board .nl-link { stroke: var(--fg, #111); stroke-width: 5; stroke-linecap: round; }
.nl-board .nl-off { stroke: var(--fg-muted, #555); stroke-width: 2; stroke-linecap: round; fill: none; }
.nl-doomed button { min-height: 44px; font-size: 1rem; }
/* The walk on a phone: the doomed-branch button and the step's words come straight under the board, then the jumps,
   then the frontier note and the mate array. The board is not sticky: stuck at the top of the screen it covered the
   words as the reader scrolled to them; in this order the stepper, the board, the button and the words fit one screen. */
@media screen and (max-width: 700px) {
  .nl-split.nl-walk-view { flex-direction: column; flex-wrap: nowrap; align-items: stretch; }
  .nl-walk-view > .nl-walk-side { display: contents; }
  .nl-walk-view > .nl-walk-board { order: 1; width: 100%; }
  .nl-walk-side > .nl-walk-words, .nl-walk-side > .nl-doomed { order: 2; margin: 0; }
  .nl-walk-side > * { order: 3; }
  .nl-walk-side > .nl-walk-more, .nl-walk-side > .nl-mate { order: 4; }
}
.nl-key > summary { cursor: pointer; padding: 0.5rem 0; }
.nl-row > figure { margin: 0; }
/* The rule table: a line under every row and text from the top, so on a phone a wrapped description stays with its rule. */
.nl-rules table { border-collapse: collapse; }
.nl-rules tbody tr { border-bottom: 1px solid var(--line, #888); }
.nl-rules th, .nl-rules td { vertical-align: top; padding: 0.4rem 0.45rem; }
.nl-rules td:first-child { font-weight: 700; }
/* Beside a wide column a rule's name fits one line: names wrapped over three lines made the table twice as tall. */
@media (min-width: 701px) { .nl-rules td:first-child { white-space: nowrap; } .nl-rules th, .nl-rules td { padding: 0.3rem 0.45rem; } }
/* On a phone each row reads as one run of text, "name: when it cuts", across the whole column: as two columns the
   long descriptions squeezed a name like "no redundant detour" to one word a line. */
@media (max-width: 700px) {
  .nl-rules table, .nl-rules thead, .nl-rules tbody, .nl-rules tr { display: block; }
  .nl-rules tr { padding: 0.35rem 0; }
  .nl-rules th, .nl-rules td { display: inline; padding: 0; }
  .nl-rules th:first-child::after, .nl-rules td:first-child::after { content: ": "; }
}
/* A figure's default 40 px side margins would take 80 px from a drawing that already needs to scroll on a phone. */
.nl-zdd-fig { margin: 0.75rem 0; }
/* Butt ends: round ones would close the gaps of a thick dash pattern. */
.nl-board .nl-current-edge { stroke: var(--fg, #111); stroke-width: 8; stroke-dasharray: 7 5; stroke-linecap: butt; }
.nl-board .nl-current { stroke: var(--focus, #c2410c); stroke-width: 5; stroke-dasharray: 7 5; stroke-dashoffset: 0; stroke-linecap: butt; }
.nl-board .nl-noline { stroke: var(--fg, #111); stroke-width: 2.5; stroke-linecap: round; fill: none; }
.nl-board .nl-pointed { stroke: var(--focus, #c2410c); stroke-opacity: 0.45; stroke-width: 15; stroke-linecap: round; }
.nl-board .nl-cursor { fill: none; stroke: var(--focus, #c2410c); stroke-width: 3.5; stroke-linecap: square; }
.nl-board .nl-cursor-pen { stroke-width: 5; }
.nl-legend { list-style: none; padding: 0; margin: 0.3rem 0; max-width: 24rem; display: flex; flex-wrap: wrap; gap: 0.2rem 0.9rem; font-size: 0.85rem; }
.nl-legend li { display: flex; align-items: center; gap: 0.3rem; min-width: 0; }
/* A legend across an island's width (Play's): two entries a row where there is room. */
.nl-island > .nl-legend { max-width: none; }
.nl-island > .nl-legend li { flex: 1 1 18rem; }
.nl-legend .nl-swatch { flex: none; display: block; }
.nl-play-board { touch-action: none; cursor: crosshair; }
/* Inside the board's edge: the scrolling wrapper would clip an outline drawn outside it. */
.nl-play-board:focus { outline: 3px solid var(--focus, #0b57d0); outline-offset: -3px; }
.nl-hint { margin: 0.4rem 0; padding-left: 1.3rem; }
.nl-hint li { margin: 0.2rem 0; }
.nl-mate { border-collapse: collapse; font-size: 0.9rem; margin: 0.4rem 0; }
.nl-mate th, .nl-mate td { border: 1px solid var(--line, #888); padding: 0.15rem 0.4rem; text-align: left; }
/* A cell's name, "(1, 3)", never breaks across two lines on a phone. */
.nl-mate-cells th[scope="row"] { white-space: nowrap; }
/* A figure and its words or table side by side when both fit, else the second under the first. The figure column is as
   narrow as its drawing (its caption and legend wrap to it); a grid's auto column took the caption's whole line instead and
   squeezed the table beside it to one word per line. */
.nl-split { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: flex-start; }
.nl-split > :first-child { flex: 0 0 auto; width: min-content; max-width: 100%; }
.nl-split > :last-child { flex: 1 1 17rem; min-width: 0; }
/* A short worked example on the lesson's main path: a rule at the side marks where it starts and ends. */
.nl-worked { border-left: 4px solid var(--line, #888); padding-left: 0.75rem; margin: 1rem 0; }
.nl-worked > :first-child { margin-top: 0; }
.nl-worked > :last-child { margin-bottom: 0; }
.nl-cut { border-left: 4px solid var(--fg, #111); padding: 0.2rem 0.6rem; margin: 0.4rem 0; }
.nl-cut strong { font-weight: 700; }
.nl-textbox textarea {
  width: 100%; box-sizing: border-box; font-family: var(--font-mono, monospace); font-size: 1rem; padding: 0.4rem;
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); background: var(--bg, #fff); color: var(--fg, #111);
}
.nl-textbox textarea[aria-invalid="true"] { border: 2px dashed var(--fg, #111); }
.nl-error { min-height: 1.4em; margin: 0.3rem 0; font-weight: 600; }
.nl-error:not(:empty)::before { content: "⚠ "; }
.nl-zdd { display: block; max-width: none; }
.nl-zdd .nl-node { fill: var(--bg, #fff); stroke: var(--fg, #111); stroke-width: 1.5; }
.nl-zdd .nl-node-btn { cursor: pointer; }
.nl-zdd .nl-merge-mark { fill: none; stroke: var(--fg, #111); stroke-width: 1.5; }
.nl-zdd .nl-node-btn:focus { outline: none; }
.nl-zdd .nl-node-btn:focus .nl-node:last-of-type, .nl-zdd .nl-node-on { stroke: var(--focus, #0b57d0); stroke-width: 4; }
.nl-zdd .nl-node-btn:focus-visible .nl-node:last-of-type { stroke-dasharray: 3 2; }
/* A node under the pointer, previewed in the panel: a thin dashed ring, unlike the picked node's thick one. */
.nl-zdd .nl-node-preview { stroke: var(--focus, #0b57d0); stroke-width: 2.5; stroke-dasharray: 3 2; }
.nl-zdd .nl-count { font-size: 14px; font-weight: 700; }
/* A picture (not explorable) may shrink to fit a phone (ZddDrawing's LEAST_SCALE): its one-character labels are drawn larger, so they keep their ink. */
.nl-zdd-pic .nl-count { font-size: 16px; }
.nl-zdd-pic .nl-terminal text { font-size: 16px; }
/* The zero-suppression picture's node numbers and 0/1 tags: digits need 14 px bold for 10 px of ink (the layout guard's least). */
.nl-zdd.nl-suppress text { font-size: 15px; font-weight: 700; }
/* The drawing and the node's panel side by side, the panel following the scroll. On a phone there is no room
   beside it: the drawing gets a box of half the screen's height that scrolls inside (the picked node scrolls into
   view there), and the panel sits below that box, so the two are seen together and neither covers the other.
   A drawing wider than its column less the panel's 13rem scrolls sideways rather than push the panel below it
   (a 40-level drawing is 2,000 px tall: a panel below it is off the screen while the reader points at a node). */
.nl-zdd-explore { display: grid; grid-template-columns: minmax(0, max-content) minmax(13rem, 1fr); gap: 0.75rem; align-items: start; }
/* No taller than the screen (it scrolls inside, as .scroll-y), so the sticky panel stays in view beside any node. */
.nl-node-panel { position: sticky; top: 0.5rem; max-height: calc(100vh - 1rem);
  border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.5rem; background: var(--bg, #fff); }
/* Beside the drawing (wider screens) the panel needs no way back: the button is for phones, where the panel sits below the box. */
.nl-node-panel .nl-back-to-drawing { display: none; min-height: 44px; margin-top: 0.4rem; }
@media (max-width: 700px) {
  .nl-zdd-explore { grid-template-columns: minmax(0, 1fr); }
  .nl-zdd-explore > .nl-zdd-wrap.nl-zdd-box { max-height: 50vh; overflow: auto; border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); }
  .nl-node-panel { position: static; max-height: none; }
  .nl-node-panel .nl-back-to-drawing { display: block; }
}
.nl-node-panel p, .nl-node-panel ul { margin: 0.3rem 0; }
/* The rule sets as a list, not a table: on a phone three table columns left each a few words wide. Each item holds its own floated picture. */
.nl-rule-list { padding-left: 1.25rem; }
.nl-rule-list li { margin: 0.4rem 0; display: flow-root; }
/* A tiny picture beside a rule's words, the words wrapping round it (the no-touch rule's example in the list of rule sets). */
.nl-cell-pic { float: right; margin: 0.15rem 0 0.2rem 0.5rem; }
/* Stuck to the panel's bottom edge while the panel hides more below (ZddNodePanel.tsx). */
.nl-node-panel .more-below { bottom: -0.5rem; margin: 0 -0.5rem -0.5rem; }
.nl-node-panel ul { padding-left: 1.1rem; }
.nl-go { padding: 0 0.3rem; font-size: inherit; }
.nl-island select, .nl-zdd-fig select { font-size: 1rem; min-height: 44px; max-width: 100%; min-width: 0; }
/* The island's one column is never wider than the page's: a select sized to its longest option (a rule in words)
   would otherwise widen it, and with it every line below, past a phone's screen. A label wraps before its select. */
.nl-island { grid-template-columns: minmax(0, 1fr); }
/* The walk takes focus on a click only to hand its keys to its stepper (stepper-view-keys.ts): no ring for that. */
.nl-island[tabindex="-1"]:focus { outline: none; }
.nl-island .nl-row > label { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.3rem; min-width: 0; max-width: 100%; }
.nl-zdd .nl-term { fill: var(--bg-alt, #eee); stroke: var(--fg, #111); stroke-width: 1.5; }
.nl-zdd text { font-size: 13px; fill: var(--fg, #111); }
.nl-zdd .nl-arc1 { stroke: var(--fg, #111); stroke-width: 2; fill: none; }
.nl-zdd .nl-arc0 { stroke: var(--fg-muted, #555); stroke-width: 1.4; stroke-dasharray: 5 4; fill: none; }
.nl-zdd-wrap { overflow-x: auto; max-width: 100%; }
.nl-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; margin: 0.4rem 0; }
.nl-facts dt { font-weight: 600; }
.nl-facts dd { margin: 0; overflow-wrap: anywhere; }
@media print {
  .nl-board-wrap, .nl-zdd-wrap { overflow: visible; }
  /* A drawing cannot break across pages: none may be taller than about a third of one, so no page is left half empty. */
  .nl-board, .nl-zdd { max-width: 100%; max-height: 95mm; width: auto; height: auto; }
}
`;

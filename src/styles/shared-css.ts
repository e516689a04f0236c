/**
 * Styles of the components that appear both on the site and in exported
 * worked-example pages (formulas, formula panels, charts, tables).
 *
 * A TypeScript string rather than a .css file because the export is also
 * built by the CLI under plain Node, which cannot import CSS; the site's base
 * layout inlines the same string, so both always look alike.
 * Every colour has a fallback so the rules work without the site's variables.
 */
export const SHARED_COMPONENT_CSS = `
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%);
  white-space: nowrap;
}
/* Room below for the formula's deepest glyphs (subscripts, KaTeX's deep fonts),
   which the box would otherwise cut off: it hides what passes its bottom. */
.formula-display { display: block; margin: 0.5rem 0; padding-bottom: 0.35em; overflow-x: auto; overflow-y: hidden; }
/* On paper nothing scrolls: the box shows all of its formula and needs no extra room
   (the room would move page breaks of long exported pages). */
@media print { .formula-display { padding-bottom: 0; overflow: visible; } }
/*
 * Every box that scrolls shows that it does, one way everywhere (the browser
 * layout guard accepts no other): .scroll-x for a box that scrolls sideways,
 * .scroll-y for one that scrolls down, both for a box that does both. A shadow
 * shows at each edge that has more to see: covers in the page's colour scroll
 * with the content (background-attachment: local) and uncover the shadows,
 * which stay at the box's edges (scroll). The scrollbar stays visible (thin),
 * and src/ui/scroll-boxes.ts gives a box that scrolls a tab stop and a name,
 * so a keyboard can scroll it too. Formulas, KaTeX's displays, code and the
 * search tree's list carry the same sign under their own names.
 */
.scroll-x { overflow-x: auto; }
/* The worded sign of a box that still hides more below (src/ui/MoreBelowSign.tsx): readers missed the shadow alone. */
.more-below { position: sticky; bottom: 0; left: 0; margin: 0; padding: 0.3rem 0.5rem;
  background: var(--bg-alt, #eee); border-top: 1px solid var(--line, #888); font-size: 0.9rem; font-weight: 600; text-align: center; }
.scroll-y { overflow-y: auto; }
.formula-display, .scroll-x, .scroll-y, .formula-item-body, .search-tree-list, .katex-display {
  scrollbar-width: thin;
  scrollbar-color: color-mix(in srgb, var(--fg, #000) 45%, transparent) transparent;
}
.formula-display, .scroll-x, .formula-item-body, .katex-display {
  background:
    linear-gradient(to right, var(--bg, #fff) 30%, transparent) left center / 2rem 100% no-repeat local,
    linear-gradient(to left, var(--bg, #fff) 30%, transparent) right center / 2rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, color-mix(in srgb, var(--fg, #000) 35%, transparent), transparent) left center / 0.8rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--fg, #000) 35%, transparent), transparent) right center / 0.8rem 100% no-repeat scroll;
}
.scroll-y, .search-tree-list {
  background:
    linear-gradient(var(--bg, #fff) 30%, transparent) center top / 100% 2rem no-repeat local,
    linear-gradient(to top, var(--bg, #fff) 30%, transparent) center bottom / 100% 2rem no-repeat local,
    radial-gradient(farthest-side at 50% 0, color-mix(in srgb, var(--fg, #000) 35%, transparent), transparent) center top / 100% 0.8rem no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, color-mix(in srgb, var(--fg, #000) 35%, transparent), transparent) center bottom / 100% 0.8rem no-repeat scroll;
}
.scroll-x.scroll-y {
  background:
    linear-gradient(to right, var(--bg, #fff) 30%, transparent) left center / 2rem 100% no-repeat local,
    linear-gradient(to left, var(--bg, #fff) 30%, transparent) right center / 2rem 100% no-repeat local,
    linear-gradient(var(--bg, #fff) 30%, transparent) center top / 100% 2rem no-repeat local,
    linear-gradient(to top, var(--bg, #fff) 30%, transparent) center bottom / 100% 2rem no-repeat local,
    radial-gradient(farthest-side at 0 50%, color-mix(in srgb, var(--fg, #000) 35%, transparent), transparent) left center / 0.8rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--fg, #000) 35%, transparent), transparent) right center / 0.8rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 50% 0, color-mix(in srgb, var(--fg, #000) 35%, transparent), transparent) center top / 100% 0.8rem no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, color-mix(in srgb, var(--fg, #000) 35%, transparent), transparent) center bottom / 100% 0.8rem no-repeat scroll;
}
/*
 * Formulas written as MathML (islands, exported pages) are drawn by the browser.
 * Letters take KaTeX's math italic where the page has KaTeX's fonts, so they match
 * the lesson's other formulas. MathML Core has no rules between table rows and no
 * column alignment attributes: a sum written under its two parts (.formula-sum,
 * from \\begin{array}{r…rcl} … \\hline …) gets them here.
 */
.formula math mi { font-family: KaTeX_Math, 'Latin Modern Math', 'STIX Two Math', serif; font-style: italic; text-transform: none; }
.formula math :is(mn, mo) { font-family: KaTeX_Main, 'Latin Modern Math', 'STIX Two Math', serif; }
/* The box around a displayed formula scrolls (with its sign, above); the MathML inside must not scroll on its own. */
.formula-display math[display='block'] { overflow: visible; }
.formula-sum mtd { text-align: right; padding: 0.1em 0 0.1em 0.45em; }
.formula-sum mtd:nth-last-child(2) { text-align: center; padding-left: 0.6em; }
.formula-sum mtd:last-child { text-align: left; padding-left: 0.4em; }
.formula-sum mtr:last-child > mtd { border-top: 1px solid currentColor; }
.formula-error {
  font-family: var(--font-mono, monospace);
  border: 1px dashed currentColor; padding: 0 0.25rem;
}
.formula-panel { margin: 0.75rem 0; }
.formula-panel-title { font-size: 1rem; margin: 0 0 0.4rem; }
.formula-panel ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.formula-item {
  display: grid; grid-template-columns: minmax(3.5rem, auto) 1fr; gap: 0.5rem;
  align-items: baseline; width: 100%;
  padding: 0.3rem 0.5rem 0.3rem 0.75rem;
  border: 1px solid transparent; border-left: 4px solid transparent;
  border-radius: var(--radius, 6px);
  font: inherit; color: inherit; background: none; text-align: left;
}
button.formula-item { cursor: pointer; min-height: 2.75rem; }
button.formula-item:hover { border-color: var(--line, #888); }
.formula-item-label { font-weight: 600; font-variant-numeric: tabular-nums; }
.formula-item-body { overflow-x: auto; overflow-y: hidden; }
.formula-item-note { display: block; font-size: 0.88em; color: var(--fg-muted, #444); }
/* Highlight = thick left bar, outline and bold label, plus the background. */
.formula-item.is-highlighted {
  background: var(--mark-bg, #fff1b8);
  border-color: var(--fg, #000); border-left-color: var(--fg, #000);
}
/* The scroll sign's covers are painted in --bg: on a highlighted item that is the item's colour. */
.formula-item.is-highlighted .formula-item-body { --bg: var(--mark-bg, #fff1b8); }
.formula-item.is-highlighted .formula-item-label { text-decoration: underline; text-decoration-thickness: 2px; }
.line-chart { margin: 0.75rem 0; }
.line-chart figcaption { font-weight: 600; margin-bottom: 0.25rem; }
.line-chart > svg { display: block; width: 100%; max-width: 36rem; height: auto; overflow: visible; }
.line-chart .axis text { font-size: 13px; fill: currentColor; }
.line-chart .axis line, .line-chart .axis path { stroke: currentColor; stroke-opacity: 0.6; }
.line-chart .grid line { stroke: currentColor; stroke-opacity: 0.12; }
.line-chart .series path { fill: none; stroke: currentColor; stroke-width: 2; }
.line-chart .series-1 path { stroke-dasharray: 6 4; }
.line-chart .series-2 path { stroke-dasharray: 2 3; }
.line-chart .marker { fill: var(--bg, #fff); stroke: currentColor; stroke-width: 1.5; }
.line-chart .marker.is-highlighted { fill: currentColor; stroke-width: 3; }
.line-chart .legend li { display: inline-flex; align-items: center; gap: 0.3rem; }
.line-chart .legend svg { width: 14px; height: 14px; overflow: visible; }
.line-chart .legend { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.25rem 0 0; padding: 0; list-style: none; font-size: 0.9em; }
.line-chart details { margin-top: 0.25rem; font-size: 0.9em; }
.data-table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: 0.5rem 0; }
.data-table caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
.data-table th, .data-table td { border: 1px solid var(--line, #888); padding: 0.2rem 0.5rem; text-align: right; }
.data-table th[scope='row'], .data-table thead th { text-align: left; }
.data-table tr.is-highlighted { background: var(--mark-bg, #fff1b8); font-weight: 700; }
.search-tree .small { font-size: 0.9rem; }
.search-tree-grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(10rem, 16rem); gap: 0.75rem; align-items: start; }
@media (max-width: 40rem) { .search-tree-grid { grid-template-columns: minmax(0, 1fr); } }
.search-tree-canvas { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); max-height: 26rem; overflow: auto; }
.search-tree-canvas:focus-visible { outline: 3px solid var(--focus, #c2410c); outline-offset: 2px; }
.search-tree-list { font-size: 0.85rem; max-height: 20rem; overflow: auto; }
.search-tree-list ul { padding-left: 1rem; }
@media print { .search-tree-canvas { max-height: none; overflow: visible; } }
`;

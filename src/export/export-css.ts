/**
 * The base style of an exported worked-example page: readable on screen,
 * printed on A4. System fonts only and no url() anywhere, so the file needs
 * nothing beyond itself (formulas are MathML, which browsers draw natively).
 */
export const EXPORT_BASE_CSS = `
:root {
  --fg: #111; --fg-muted: #444; --bg: #fff; --bg-alt: #f3f3f0; --line: #777;
  --accent: #1f4fbf; --mark-bg: #fff1b8; --radius: 4px;
  --font-body: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
  --font-mono: ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0 auto; max-width: 50rem; padding: 1rem;
  font-family: var(--font-body); font-size: 1rem; line-height: 1.55;
  color: var(--fg); background: var(--bg); overflow-wrap: break-word;
}
h1 { font-size: 1.7rem; line-height: 1.2; margin: 0.25rem 0 0.75rem; }
h2 { font-size: 1.3rem; margin: 1.75rem 0 0.5rem; border-bottom: 1px solid var(--line); padding-bottom: 0.15rem; }
h3 { font-size: 1.1rem; margin: 1.25rem 0 0.4rem; }
code, pre, kbd { font-family: var(--font-mono); font-size: 0.92em; }
pre { white-space: pre-wrap; background: var(--bg-alt); padding: 0.5rem 0.75rem; border-radius: var(--radius); }
a { color: var(--accent); }
math { font-size: 1.1em; }
math[display='block'] { margin: 0.5rem 0; overflow-x: auto; }
.export-header { border-bottom: 2px solid var(--fg); margin-bottom: 1rem; }
.export-kicker { margin: 0; color: var(--fg-muted); font-size: 0.9rem; }
.export-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0.5rem 0 1rem; }
.export-facts dt { font-weight: 600; }
.export-facts dd { margin: 0; font-variant-numeric: tabular-nums; }
.export-footer { margin-top: 2rem; border-top: 1px solid var(--line); color: var(--fg-muted); font-size: 0.85rem; }
.export-section { margin-block: 1rem; }
/* A grid of small figures, e.g. the board after every step. */
.step-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.75rem; margin: 0.75rem 0; padding: 0; list-style: none; }
.step-card { border: 1px solid var(--line); border-radius: var(--radius); padding: 0.4rem; break-inside: avoid; }
.step-card h3, .step-card p { margin: 0 0 0.25rem; font-size: 0.9rem; }
figure { margin: 0.75rem 0; }
svg { max-width: 100%; }
.scroll-x { overflow-x: auto; }
details > summary { cursor: pointer; }
@media print {
  @page { size: A4; margin: 15mm 14mm 17mm; }
  body { max-width: none; padding: 0; font-size: 10pt; line-height: 1.4; }
  h1 { font-size: 18pt; }
  h2 { font-size: 13pt; break-after: avoid; }
  h3 { break-after: avoid; }
  a { color: inherit; }
  figure, table, svg, pre, math[display='block'], .print-keep, .step-card { break-inside: avoid; }
  tr { break-inside: avoid; }
  thead { display: table-header-group; }
  .scroll-x { overflow: visible; }
  .step-grid { grid-template-columns: repeat(4, 1fr); gap: 3mm; }
  details { display: block; }
  details > summary { display: none; }
  .no-print, [data-print='hide'], .btn, input, select, textarea, progress { display: none !important; }
}
`;

/**
 * The frame every island's styles start with — the island, its cards, a row
 * of controls, small print — written once for a class prefix (`eng`, `sd`,
 * `nl`). Each genre keeps its own prefix so its other rules stay scoped, but
 * the frame is the same on every lesson.
 */
export function islandFrameCss(prefix: string): string {
  return `.${prefix}-island { display: grid; gap: 0.25rem; }
.${prefix}-card { border: 1px solid var(--line, #888); border-radius: var(--radius, 6px); padding: 0.75rem; margin: 0.75rem 0; min-width: 0; }
.${prefix}-card > h3 { margin: 0 0 0.5rem; font-size: 1.05rem; }
.${prefix}-row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0.4rem 0; }
.${prefix}-small { font-size: 0.9rem; color: var(--fg-muted, #444); margin: 0.3rem 0; }
`;
}

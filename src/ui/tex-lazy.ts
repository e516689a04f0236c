/**
 * KaTeX, loaded only where it is needed. Rendering on the server and making
 * an export happen in one synchronous pass, so there the typesetter must be
 * at hand beforehand: importing `./tex` hands it over (tex.ts registers
 * itself), and the site's layout and the export renderer import it. In the
 * browser an island's formulas are already on the page as the server wrote
 * them; KaTeX (a few hundred kilobytes) is fetched only when a formula must
 * be typeset there, e.g. a sum the reader just picked (`loadTex`).
 */
import type { TexOptions, TexResult } from './tex';

export type TexRenderer = (tex: string, options?: TexOptions) => TexResult;

let renderer: TexRenderer | null = null;
let loading: Promise<TexRenderer> | null = null;

/** The typesetter when it is loaded; null until then (in the browser, before `loadTex`). */
export function texRenderer(): TexRenderer | null {
  return renderer;
}

/** Hands over the typesetter (tex.ts does so when it is imported). */
export function provideTexRenderer(render: TexRenderer): void {
  renderer = render;
}

/** Loads the typesetter once; later calls share the same promise. */
export function loadTex(): Promise<TexRenderer> {
  loading ??= import('./tex').then((m) => {
    renderer = m.renderTex;
    return m.renderTex;
  });
  return loading;
}

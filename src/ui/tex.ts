/**
 * TeX → HTML with KaTeX, without throwing: a formula typo in a lesson or a
 * generated constraint shows up as readable text, never as a broken island.
 * DOM-free, so the CLI's export can use it under Node. Importing this module
 * makes it the typesetter of every Formula (./tex-lazy.ts): the server
 * and the export renderer import it; islands in the browser load it only
 * when they must typeset something new.
 */
import katex from 'katex';
import { provideTexRenderer } from './tex-lazy';

/**
 * 'htmlAndMathml' (KaTeX's default) draws with KaTeX's fonts and keeps MathML
 * for screen readers; 'mathml' needs no fonts at all, which is what a
 * self-contained export wants (Chromium and Firefox render MathML natively).
 */
export type TexOutput = 'htmlAndMathml' | 'mathml' | 'html';

export type TexResult = { ok: true; html: string } | { ok: false; message: string };

export interface TexOptions {
  display?: boolean;
  output?: TexOutput;
}

export function renderTex(tex: string, { display = false, output = 'htmlAndMathml' }: TexOptions = {}): TexResult {
  try {
    const html = katex.renderToString(tex, {
      displayMode: display,
      output,
      throwOnError: true,
      // Lessons may use Unicode letters inside \text{}; that is fine, not a warning.
      strict: 'ignore',
      trust: false,
    });
    return { ok: true, html };
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^KaTeX parse error:\s*/, '') : String(error);
    return { ok: false, message };
  }
}

provideTexRenderer(renderTex);

/**
 * Preact views → static HTML for an export. Formulas below this point are
 * rendered as MathML, which needs no fonts, so the exported file stays
 * self-contained. Works under Node (the CLI) and in the browser alike.
 */
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { FormulaOutput } from '../ui/formula-output';
// The page is made in one synchronous pass: KaTeX must be at hand (src/ui/tex-lazy.ts).
import '../ui/tex';

export function renderToStaticHtml(view: ComponentChildren): string {
  return renderToString(<FormulaOutput.Provider value="mathml">{view}</FormulaOutput.Provider>);
}

/**
 * Which KaTeX output the formulas below a point in the tree use. The site
 * keeps the default; the export renderer provides 'mathml' so exported pages
 * need no font files (see src/export/render-static.tsx).
 */
import { createContext } from 'preact';
import type { TexOutput } from './tex';

export const FormulaOutput = createContext<TexOutput>('htmlAndMathml');

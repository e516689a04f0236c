/**
 * How the engine's views write inequalities and values, in a genre's words:
 * an inequality as a trace event carries it (known values already put in) in
 * KaTeX, and "x_{7} = 1". Labels of inequalities ("(12)") come from the
 * engine's step words.
 */
import { inequalityFromJson, type InequalityJson } from '../../inequalities/inequality';
import { inequalityToKatex, type KatexOptions } from '../../inequalities/katex';
import type { EngineVocabulary } from '../../inequalities/vocabulary';

export { inequalityLabel } from '../../inequalities/step-words';

/** KaTeX of an inequality as a trace event carries it. */
export function jsonToKatex(words: EngineVocabulary, json: InequalityJson, options: KatexOptions = {}): string {
  return inequalityToKatex(inequalityFromJson(json), words.tex, options);
}

/** `x_{7} = 1` style KaTeX for a settled variable. */
export function valueTex(words: EngineVocabulary, variable: number, value: number): string {
  return `${words.tex(variable)} = ${value}`;
}

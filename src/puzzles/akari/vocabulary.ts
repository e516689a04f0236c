/**
 * Akari's words for the engine's views (src/inequalities/vocabulary.ts): a
 * variable is a white cell, named x₁, x₂ … (subscripts, as in the formulas) in reading order as in the model;
 * 1 is a lamp, 0 no lamp.
 */
import { subscriptName, type EngineVocabulary } from '../../inequalities/vocabulary';
import type { AkariModel } from './model';

export const AKARI_WORDS: EngineVocabulary = {
  name: (v) => subscriptName(v),
  tex: (v) => `x_{${v + 1}}`,
  thing: 'cell',
  things: 'cells',
  valueWord: (value) => (value === 1 ? 'a lamp' : 'no lamp'),
  valueMark: (value) => (value === 1 ? 'lamp' : 'no lamp (×)'),
  choiceWord: (value) => (value === 1 ? 'a lamp there' : 'leaving it empty'),
  isWord: (value) => (value === 1 ? 'a lamp' : 'not a lamp'),
};

/** Akari's words on one board, which also say where a cell is: "row 5, column 4" (the by-hand tool's cancelled cells). */
export function akariWordsOn(model: Pick<AkariModel, 'variables'>): EngineVocabulary {
  return { ...AKARI_WORDS, place: (v) => `row ${model.variables[v].row + 1}, column ${model.variables[v].col + 1}` };
}

/**
 * Shakashaka's words for the inequality engine's views
 * (src/inequalities/vocabulary.ts). A variable is one state of one white
 * cell — variable 5k + s is state s of the k-th white cell in reading order,
 * as the model numbers them — so its name says both: "◢ at (3,4)" for the
 * triangle, "empty at (3,4)" for the cell left white; in formulas
 * x_{3,4}^{◢} and x_{3,4}^{0}, as model/words.ts writes the model. A value 1
 * chooses that state for the cell, 0 rules it out.
 */
import type { EngineVocabulary } from '../../inequalities/vocabulary';
import type { ShakashakaModel } from './model';
import { constraintWords, stateName } from './model/words';
import { isWhite, STATE_CHAR, type CellState, type ShakashakaPuzzle } from './puzzle';

/** [row, column] of each white cell in reading order: the cell of variables 5k … 5k + 4. */
export function whiteCells(puzzle: ShakashakaPuzzle): [number, number][] {
  const cells: [number, number][] = [];
  puzzle.rows.forEach((row, r) => [...row].forEach((ch, c) => isWhite(ch) && cells.push([r, c])));
  return cells;
}

/** The cell and state a variable stands for. */
export function variableCell(cells: readonly [number, number][], variable: number): { row: number; col: number; state: CellState } {
  const [row, col] = cells[Math.floor(variable / 5)] ?? [-1, -1];
  return { row, col, state: (variable % 5) as CellState };
}

/** "◢" for a triangle, "empty" for state 0. */
export function stateWord(state: CellState): string {
  return state === 0 ? 'empty' : STATE_CHAR[state];
}

const VALUE_WORDS = {
  thing: 'variable',
  things: 'variables',
  // "= 1 (taken)": the cell takes that state, as the lesson defines a 1. "Chosen" read as the reader's own choice
  // where a rule forced the 1.
  valueWord: (value: number) => (value === 1 ? 'taken' : 'ruled out'),
  valueMark: (value: number) => (value === 1 ? 'chosen' : 'ruled out (×)'),
  choiceWord: (value: number) => (value === 1 ? 'choosing it' : 'ruling it out'),
  isWord: (value: number) => (value === 1 ? 'chosen' : 'ruled out'),
};

const cache = new WeakMap<ShakashakaPuzzle, EngineVocabulary>();

/** The words for the variables of this board. */
export function shakashakaWords(puzzle: ShakashakaPuzzle): EngineVocabulary {
  const known = cache.get(puzzle);
  if (known) return known;
  const cells = whiteCells(puzzle);
  const words: EngineVocabulary = {
    ...VALUE_WORDS,
    name: (v) => {
      const { row, col, state } = variableCell(cells, v);
      return row < 0 ? `x${v + 1}` : `${stateWord(state)} at (${row + 1},${col + 1})`;
    },
    tex: (v) => {
      const { row, col, state } = variableCell(cells, v);
      return row < 0 ? `x_{${v + 1}}` : stateName(row, col, state);
    },
  };
  cache.set(puzzle, words);
  return words;
}

const modelCache = new WeakMap<ShakashakaModel, EngineVocabulary>();

/**
 * The board's words, and what each of the model's inequalities says: a step
 * that cites "(186)" then says what (186) is about, so a reader never has to
 * look a number up.
 */
export function shakashakaModelWords(model: ShakashakaModel): EngineVocabulary {
  const known = modelCache.get(model);
  if (known) return known;
  const words: EngineVocabulary = {
    ...shakashakaWords(model.puzzle),
    inequalityWords: (id) => (id >= 0 && id < model.constraints.length ? constraintWords(model, id) : undefined),
  };
  modelCache.set(model, words);
  return words;
}

/**
 * The words the replay needs: what the values mean, never a variable's name
 * (its notes count variables; the views name them with `shakashakaWords`).
 */
export const SHAKASHAKA_VALUE_WORDS: EngineVocabulary = {
  ...VALUE_WORDS,
  name: (v) => `x${v + 1}`,
  tex: (v) => `x_{${v + 1}}`,
};

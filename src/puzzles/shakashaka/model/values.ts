/**
 * Between a board and a 0/1 assignment of the model's variables, both ways:
 * the values a solver ends with become a board, and a known solution
 * becomes values to check the model against (check.ts).
 */
import type { ShakashakaModel } from './types';
import { STATE_CHAR } from '../puzzle';

/** The board a full 0/1 assignment describes: each white cell gets the character of its state set to 1. */
export function valuesToSolution(model: ShakashakaModel, values: ArrayLike<number>): string[] {
  const { puzzle, variableOf } = model;
  return puzzle.rows.map((row, r) =>
    [...row]
      .map((ch, c) => {
        const base = 5 * (r * puzzle.width + c);
        if (variableOf[base] < 0) return ch;
        for (let s = 0; s < 5; s++) if (values[variableOf[base + s]] === 1) return STATE_CHAR[s];
        return '?';
      })
      .join(''),
  );
}

/** The 0/1 assignment a filled board stands for (one 1 per white cell), or null when a cell holds no state. */
export function solutionToValues(model: ShakashakaModel, solution: readonly string[]): Int8Array | null {
  const values = new Int8Array(model.variables.length);
  for (let k = 0; k < model.variables.length; k += 5) {
    const { row, col } = model.variables[k];
    const s = STATE_CHAR.indexOf(solution[row]?.[col] ?? '');
    if (s < 0) return null;
    values[k + s] = 1;
  }
  return values;
}

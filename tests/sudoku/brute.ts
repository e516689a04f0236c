/**
 * The reference for small boards, built from nothing but the rules: every
 * filled 4×4 grid is found by trying every choice of four row permutations
 * (skipping a row that repeats a column value above it, which no grid can
 * have) and keeping those rules.ts accepts — there are 288. A puzzle's
 * solutions are the grids that keep its givens.
 */
import { checkSudoku } from '../../src/puzzles/sudoku/rules';
import type { SudokuPuzzle, SudokuSolution } from '../../src/puzzles/sudoku/puzzle';

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

let grids: SudokuSolution[] | null = null;

/** All filled 4×4 grids. */
export function all4x4Grids(): SudokuSolution[] {
  if (grids) return grids;
  const rows = permutations([1, 2, 3, 4]);
  const empty: SudokuPuzzle = { order: 2, size: 4, cells: new Array(16).fill(0) };
  const out: SudokuSolution[] = [];
  const fits = (row: number[], above: number[][]) => above.every((r) => r.every((v, c) => v !== row[c]));
  for (const a of rows) {
    for (const b of rows.filter((b) => fits(b, [a]))) {
      for (const c of rows.filter((c) => fits(c, [a, b]))) {
        for (const d of rows.filter((d) => fits(d, [a, b, c]))) {
          const g = [a, b, c, d];
          if (checkSudoku(empty, g).ok) out.push(g);
        }
      }
    }
  }
  grids = out;
  return out;
}

/** The solutions of a 4×4 puzzle, by brute force. */
export function bruteSolutions(p: SudokuPuzzle): SudokuSolution[] {
  return all4x4Grids().filter((g) => p.cells.every((v, i) => v === 0 || g[Math.floor(i / 4)][i % 4] === v));
}

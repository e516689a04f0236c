/**
 * The exact-cover matrix (./exact-cover-model.ts) as 0/1 inequalities, so
 * the inequality engine of the Akari and Shakashaka lessons can work on a
 * Sudoku: a variable for each matrix row (cell r2c1 takes 4, "r2c1#4"),
 * and for each column (a condition: "row 2 has a 4") its equality
 * Σ x = 1 written as the pair Σ x ≥ 1 and Σ x ≤ 1. In these terms the
 * Sudoku world's singles are forcing from one inequality: a ≥ 1 with one
 * open variable left is a naked single (a cell condition) or a hidden one
 * (a row, column or box condition); pointing and claiming are sums of two.
 */
import { listWords } from '../../core/list-words';
import { unitInequality } from '../../inequalities/inequality';
import { InequalitySystem } from '../../inequalities/system';
import { openCandidates } from './candidates';
import { conditionName, conditionOf, sudokuExactCover, type SudokuExactCover } from './exact-cover-model';
import type { SudokuPuzzle } from './puzzle';

export interface CoverInequalities {
  cover: SudokuExactCover;
  system: InequalitySystem;
  /** Column of given inequality i (2·column for ≥ 1, 2·column + 1 for ≤ 1). */
  columnOf(id: number): number;
}

/**
 * The system, or null when the givens already clash (a condition no open row can meet is found by the engine itself). */
export function coverInequalities(p: SudokuPuzzle, options: { boxesOnly?: boolean } = {}): CoverInequalities | null {
  const open = openCandidates(p);
  if (!open) return null;
  const cover = sudokuExactCover(p, open);
  if (!cover) return null;
  const { problem } = cover;
  const rows = problem.rowStart.length - 1;
  const members: number[][] = Array.from({ length: problem.primary }, () => []);
  for (let r = 0; r < rows; r++) for (let k = problem.rowStart[r]; k < problem.rowStart[r + 1]; k++) members[problem.items[k]].push(r);
  const system = new InequalitySystem(rows);
  members.forEach((vars, column) => {
    const condition = conditionOf(cover, column);
    const label = conditionName(cover.size, condition);
    // Rows are added in order, so each member list is already sorted. With
    // `boxesOnly` the "at least one" of cells, rows and columns becomes an
    // always-true 0 ≥ −1, so ids stay 2·column and 2·column + 1 and forcing
    // can place a value only as the last place for it in a box.
    const atLeast = options.boxesOnly && condition.kind !== 'box' ? unitInequality([], '>=', -1) : unitInequality(vars, '>=', 1);
    system.add(atLeast, { kind: 'given', label: `${label} (at least one)` });
    system.add(unitInequality(vars.slice(), '<=', 1), { kind: 'given', label: `${label} (at most one)` });
  });
  return { cover, system, columnOf: (id) => id >> 1 };
}

/**
 * Why the board has no solution when the engine's reasoning reached an
 * inequality (`id`) that can no longer hold, said as section 2's matrix says
 * it, since no Sudoku page numbers the engine's inequalities: a column left
 * with no row, a column whose rows are chosen twice, or, for a sum, the
 * columns it adds up, which cannot all be met.
 */
export function contradictionWords(model: CoverInequalities, id: number): string {
  const { cover, system } = model;
  const name = (given: number) => `“${conditionName(cover.size, conditionOf(cover, model.columnOf(given)))}”`;
  if (system.origin(id).kind === 'given') {
    return id % 2 === 0
      ? `what the givens force leaves the column ${name(id)} of the exact-cover matrix with no row: no candidate is left to meet it`
      : `what the givens force chooses two rows of the column ${name(id)} of the exact-cover matrix, which must be met exactly once`;
  }
  const columns = new Set<string>();
  const stack = [id];
  for (let seen = 0; stack.length > 0 && seen < 10_000; seen++) {
    const at = stack.pop()!;
    const o = system.origin(at);
    if (o.kind === 'given') columns.add(name(at));
    else if (o.kind === 'sum') stack.push(o.parents[1], o.parents[0]);
    else stack.push(...o.from);
  }
  return `what the givens force leaves the columns ${listWords([...columns])} of the exact-cover matrix impossible to meet all at once`;
}

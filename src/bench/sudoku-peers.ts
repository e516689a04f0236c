/**
 * The benchmark's peers, run on the same boards in the same process:
 *
 * - npm `dancing-links` (Knuth's DLX in JavaScript), given the Sudoku matrix
 *   in its usual form — rebuilt per board, one row per given and one per
 *   value of each empty cell, the form the package's users write — and,
 *   to compare the engines alone, our matrix (only the rows the givens
 *   leave open);
 * - npm `logic-solver` (MiniSat compiled to JavaScript), with the very
 *   clauses of our full formula built once per order and the givens passed
 *   as assumptions, as our `sat` method runs.
 *
 * Every answer is checked by the rules (a peer's wrong answer would make its
 * speed meaningless).
 */
import { DancingLinks } from 'dancing-links';
import Logic, { type Solver } from 'logic-solver';
import { openCandidates } from '../puzzles/sudoku/candidates';
import { fullSudokuCnf, givenLiterals } from '../puzzles/sudoku/cnf-model';
import { sudokuExactCover } from '../puzzles/sudoku/exact-cover-model';
import type { SudokuPuzzle, SudokuSolution } from '../puzzles/sudoku/puzzle';
import { checkSudoku } from '../puzzles/sudoku/rules';

export interface PeerSolver {
  name: string;
  /** Counts up to `count` solutions; returns the first (or null) and how many were found. */
  solve(p: SudokuPuzzle, count: number): { solution: SudokuSolution | null; found: number };
}

function grid(p: SudokuPuzzle, fill: (cells: number[]) => void): SudokuSolution {
  const cells = p.cells.slice();
  fill(cells);
  const rows: number[][] = [];
  for (let r = 0; r < p.size; r++) rows.push(cells.slice(r * p.size, (r + 1) * p.size));
  return rows;
}

const dlx = new DancingLinks<number>();

/** dancing-links with the usual matrix: 4N² columns; a row per given, N rows per empty cell. */
export const dancingLinksUsual: PeerSolver = {
  name: 'dancing-links (usual matrix)',
  solve(p, count) {
    const { size: n, order } = p;
    const solver = dlx.createSolver({ columns: 4 * n * n });
    for (let i = 0; i < n * n; i++) {
      const r = Math.floor(i / n);
      const c = i % n;
      const b = Math.floor(r / order) * order + Math.floor(c / order);
      for (let v = 1; v <= n; v++) {
        if (p.cells[i] !== 0 && p.cells[i] !== v) continue;
        solver.addSparseConstraint(i * (n + 1) + v, [i, n * n + r * n + v - 1, 2 * n * n + c * n + v - 1, 3 * n * n + b * n + v - 1]);
      }
    }
    const found = solver.find(count);
    const solution = found.length
      ? grid(p, (cells) => {
          for (const row of found[0]) cells[Math.floor(row.data / (n + 1))] = row.data % (n + 1);
        })
      : null;
    return { solution, found: found.length };
  },
};

/** dancing-links on our matrix (only what the givens leave open): the engines compared alone. */
export const dancingLinksReduced: PeerSolver = {
  name: 'dancing-links (our matrix)',
  solve(p, count) {
    const model = sudokuExactCover(p, openCandidates(p)!)!;
    const { problem } = model;
    const solver = dlx.createSolver({ columns: problem.primary });
    for (let r = 0; r + 1 < problem.rowStart.length; r++) {
      solver.addSparseConstraint(r, Array.from(problem.items.subarray(problem.rowStart[r], problem.rowStart[r + 1])));
    }
    const found = solver.find(count);
    const solution = found.length
      ? grid(p, (cells) => {
          for (const row of found[0]) cells[model.rowCell[row.data]] = model.rowValue[row.data];
        })
      : null;
    return { solution, found: found.length };
  },
};

const logicBases = new Map<number, { solver: Solver; valueVars: number; size: number }>();

/** logic-solver with our full formula of the order, built once, the givens as assumptions. */
export const logicSolver: PeerSolver = {
  name: 'logic-solver (same formula, givens assumed)',
  solve(p, count) {
    let base = logicBases.get(p.order);
    if (!base) {
      const model = fullSudokuCnf(p.order);
      const solver = new Logic.Solver();
      const { starts, lits } = model.cnf.storage();
      const name = (l: number) => (l > 0 ? `v${l}` : `-v${-l}`);
      for (let i = 0; i + 1 < starts.length; i++) {
        const clause: string[] = [];
        for (let k = starts[i]; k < starts[i + 1]; k++) clause.push(name(lits[k]));
        solver.require(Logic.or(clause));
      }
      base = { solver, valueVars: model.valueVars, size: p.size };
      logicBases.set(p.order, base);
    }
    const assumed = Array.from(givenLiterals(p), (l) => `v${l}`);
    const first = base.solver.solveAssuming(Logic.and(assumed));
    if (!first) return { solution: null, found: 0 };
    const n = p.size;
    const trueValues = first.getTrueVars().map((t) => Number(t.slice(1))).filter((v) => v >= 1 && v <= base!.valueVars);
    const solution = grid(p, (cells) => {
      for (const v of trueValues) cells[Math.floor((v - 1) / n)] = ((v - 1) % n) + 1;
    });
    if (count < 2) return { solution, found: 1 };
    // A second solution: the givens, and not all of the first solution's open values.
    const differs = trueValues.filter((v) => p.cells[Math.floor((v - 1) / n)] === 0).map((v) => `-v${v}`);
    const second = base.solver.solveAssuming(Logic.and(...assumed, Logic.or(differs)));
    return { solution, found: second ? 2 : 1 };
  },
};

/** Throws when a peer's answer breaks the rules (its speed would mean nothing). */
export function checkPeer(peer: PeerSolver, p: SudokuPuzzle, solution: SudokuSolution | null): void {
  if (!solution) return;
  const verdict = checkSudoku(p, solution);
  if (!verdict.ok) throw new Error(`${peer.name} answered wrongly: ${verdict.message}`);
}

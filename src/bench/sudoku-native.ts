/**
 * Native SAT solvers on the very formula our `sat` method solves: the board's
 * DIMACS (the genre's `dimacs` writer) handed to MiniSat and CaDiCaL when they
 * are installed, each under a time limit. Times are wall clock of the whole
 * process (reading the file included); a solver that is missing is said so.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sudokuGenre } from '../puzzles/sudoku/genre';
import type { SudokuPuzzle } from '../puzzles/sudoku/puzzle';

export interface NativeSolver {
  name: string;
  command: string;
  args: (cnf: string) => string[];
}

export const NATIVE: NativeSolver[] = [
  { name: 'minisat', command: 'minisat', args: (f) => ['-verb=0', f] },
  { name: 'cadical', command: 'cadical', args: (f) => ['-q', f] },
];

/** True when the command runs (it is installed). */
export function available(s: NativeSolver): boolean {
  const r = spawnSync(s.command, ['--help'], { encoding: 'utf8', timeout: 5000 });
  return !r.error;
}

export interface NativeRun {
  status: 'sat' | 'unsat' | 'timeout';
  ms: number;
}

/** Writes the board's formula once and runs the solver on it. */
export function runNative(s: NativeSolver, p: SudokuPuzzle, limitMs: number): NativeRun {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-cnf-'));
  try {
    const file = join(dir, 'board.cnf');
    writeFileSync(file, sudokuGenre.writers!.dimacs.write(p));
    const t = performance.now();
    const r = spawnSync(s.command, s.args(file), { encoding: 'utf8', timeout: limitMs, maxBuffer: 1 << 28 });
    const ms = performance.now() - t;
    if (r.error || r.signal) return { status: 'timeout', ms };
    // MiniSat and CaDiCaL both exit 10 for satisfiable and 20 for unsatisfiable.
    return { status: r.status === 10 ? 'sat' : r.status === 20 ? 'unsat' : 'timeout', ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

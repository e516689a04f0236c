/**
 * Measuring Sudoku solvers: throughput on a set (ours and the peers in the
 * same run, interleaved in blocks so a change in the machine's load falls on
 * all of them alike), and single boards under a time limit.
 *
 * Times: CPU time of this process (process.cpuUsage) is what the ratios use —
 * every solver here is single-threaded JavaScript in this one process, and
 * CPU time is far less disturbed than wall time by other jobs on a shared
 * machine; wall time is printed beside it.
 */
import type { SolveResult } from '../core/result';
import { sudokuGenre } from '../puzzles/sudoku/genre';
import type { SudokuPuzzle, SudokuSolution } from '../puzzles/sudoku/puzzle';
import { checkSudoku } from '../puzzles/sudoku/rules';
import { checkPeer, type PeerSolver } from './sudoku-peers';

/** Something that solves a board: one of our methods with its options, or a peer. */
export interface Runner {
  name: string;
  solve(p: SudokuPuzzle, count: number): { solution: SudokuSolution | null; found: number };
}

/** Our method `method` (with options) as a runner; every answer goes through the rules check. */
export function ours(method: string, params: Record<string, string | number> = {}, label?: string): Runner {
  return {
    name: label ?? `ours ${method}`,
    solve(p, count) {
      const r = sudokuGenre.methods[method].solve(p, { params: { ...params, count } });
      if (r.solution) {
        const verdict = checkSudoku(p, r.solution);
        if (!verdict.ok) throw new Error(`ours ${method} answered wrongly: ${verdict.message}`);
      }
      if (r.status !== 'solved' && r.status !== 'unsolvable') throw new Error(`ours ${method}: ${r.status} (${r.reason})`);
      return { solution: r.solution ?? null, found: r.stats.solutions ?? 0 };
    },
  };
}

export function peer(p: PeerSolver): Runner {
  return {
    name: p.name,
    solve(board, count) {
      const r = p.solve(board, count);
      checkPeer(p, board, r.solution);
      return r;
    },
  };
}

export interface Throughput {
  name: string;
  boards: number;
  /** Boards with a solution found; with count 2, boards found to have exactly one. */
  solved: number;
  unique: number;
  cpuMs: number;
  wallMs: number;
}

const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Every runner over every board, interleaved in blocks of `block` boards.
 * The order of the runners turns by one each block, so each goes first
 * equally often: whichever runs first after a pause pays for the garbage and
 * the compiler work left over from the one before (about a fifth more CPU on
 * a block of 9×9 boards, measured), and a fixed order put that on one runner.
 */
export function throughput(boards: SudokuPuzzle[], runners: Runner[], count: number, block = 50): Throughput[] {
  const out = runners.map((r) => ({ name: r.name, boards: boards.length, solved: 0, unique: 0, cpuMs: 0, wallMs: 0 }));
  // Warm up every runner (compilation, a base formula built once per order) on a block's worth of boards.
  for (const r of runners) for (const p of boards.slice(0, block)) r.solve(p, count);
  let turn = 0;
  for (let from = 0; from < boards.length; from += block, turn++) {
    const chunk = boards.slice(from, from + block);
    for (let j = 0; j < runners.length; j++) {
      const k = (j + turn) % runners.length;
      const runner = runners[k];
      const t = out[k];
      const c0 = cpuNow();
      const w0 = performance.now();
      for (const p of chunk) {
        const r = runner.solve(p, count);
        if (r.found > 0) t.solved++;
        if (r.found === 1) t.unique++;
      }
      t.cpuMs += cpuNow() - c0;
      t.wallMs += performance.now() - w0;
    }
  }
  return out;
}

export const perSecond = (boards: number, ms: number): number => (ms > 0 ? (boards * 1000) / ms : Infinity);

export interface Timed {
  result: SolveResult<SudokuSolution>;
  ms: number;
  /** CPU time of this process during the run (what the goals are judged on: other jobs on a shared machine stretch wall time). */
  cpuMs: number;
  /** Resident memory after the run, MB (the process's, so an upper bound for one board). */
  rssMb: number;
  heapMb: number;
}

/** One board through one of our methods under a time limit, timed (wall clock). */
export function timed(p: SudokuPuzzle, method: string, limitMs: number, params: Record<string, string | number> = {}): Timed {
  const t = performance.now();
  const c = cpuNow();
  const result = sudokuGenre.methods[method].solve(p, { budget: { limitMs }, params });
  const ms = performance.now() - t;
  const cpuMs = cpuNow() - c;
  if (result.solution) {
    const verdict = checkSudoku(p, result.solution);
    if (!verdict.ok) throw new Error(`ours ${method} answered wrongly: ${verdict.message}`);
  }
  const mem = process.memoryUsage();
  return { result, ms, cpuMs, rssMb: mem.rss / 1e6, heapMb: (mem.heapUsed + mem.arrayBuffers) / 1e6 };
}

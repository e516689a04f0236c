/**
 * One Akari board measured with one method: the figures the benchmark's
 * table prints (src/bench/akari.ts) and the lesson quotes (./collection.ts),
 * from the same code, so the two never disagree. Every answer is judged by the rules check and,
 * where the data has one, compared with the reference solution.
 */
import type { EngineMethod } from '../../inequalities/solve';
import type { AkariRecord } from '../../puzzles/akari/records';
import { checkAkari } from '../../puzzles/akari/rules';
import { runAkari } from '../../puzzles/akari/solve-engine';

export interface Measured {
  method: EngineMethod;
  /** The method settled every cell before any trial. */
  settled: boolean;
  /** The literal loop stopped at its cap. */
  capHit: boolean;
  /** Figures of the method phase (before trials). */
  rounds: number;
  built: number;
  tried: number;
  /** Trial conclusions and search nodes needed afterwards. */
  trials: number;
  searchNodes: number;
  /** Selective: chain sums used, and the most inequalities one of them added up. */
  chainSums: number;
  chainLongest: number;
  /** Whole solve, best of the runs, and the method phase alone. */
  ms: number;
  methodMs: number;
  /** Empty when the answer is right; otherwise what is wrong. */
  problem: string;
}

export interface MeasureOptions {
  runs: number;
  cap: number;
  limitMs: number;
  /** Selective: false for stars alone, without the chain-sum tier. */
  chains?: boolean;
}

export function measure(record: AkariRecord, method: EngineMethod, o: MeasureOptions): Measured {
  const { runs, cap, limitMs, chains } = o;
  let best: Measured | null = null;
  for (let k = 0; k < runs; k++) {
    const started = performance.now();
    const { result, engine } = runAkari(record.puzzle, method, { cap, chains, budget: { limitMs } });
    const ms = performance.now() - started;
    if (best && ms >= best.ms) continue;
    let problem = '';
    if (result.status !== 'solved') problem = `${result.status}: ${result.reason ?? ''}`;
    else {
      const verdict = checkAkari(record.puzzle, result.solution!);
      if (!verdict.ok) problem = verdict.message;
      else if (record.solution && record.solution.join('\n') !== result.solution!.join('\n')) problem = 'differs from the reference';
      else if (result.stats.multiple) problem = 'reported several solutions';
    }
    const m = engine.methodStats;
    best = {
      method,
      settled: engine.methodOutcome === 'solved',
      capHit: m.capHit > 0,
      rounds: m.rounds,
      built: m.sumsBuilt,
      tried: m.pairsTried,
      trials: engine.stats.trials,
      searchNodes: engine.stats.searchNodes,
      chainSums: m.chainSums,
      chainLongest: m.chainLongest,
      ms,
      methodMs: engine.methodMs,
      problem,
    };
  }
  return best!;
}

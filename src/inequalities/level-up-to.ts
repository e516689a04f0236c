/**
 * A board's level (./grade.ts) when it is at most a target, for a maker that
 * only needs to know "at or below the target, and exactly where" or "above":
 * the engine's run stops at the first tier the target does not allow, so a
 * board above the target costs only the cheap tiers. Level 1 needs forcing
 * alone; levels 2 and 3 the stars without the chain tier; level 4 the whole
 * selective method without trials; level 5 the full run (trials and the
 * closing search).
 *
 * The level found is the full run's: the selective method tries its tiers in
 * that order and calls the next only when the ones before stall, so a run
 * that settles the board without a tier has the same trace as the full run.
 * Settling every value by deduction also proves the solution unique.
 */
import type { Budget } from '../core/budget';
import type { EngineEvent } from './events';
import { gradeEngineRun } from './grade';
import { engineMethods } from './methods';
import { solveSystem, startRun } from './solve';
import type { InequalitySystem } from './system';

/** The level (≤ target), 'above' the target, 'none' (no solution or several), or 'stopped' by the budget. */
export type LevelUpTo = number | 'above' | 'none' | 'stopped';

/** The highest level, where the full run (trials and search) is needed. */
const TRIALS = 5;

/** `system` fresh from the model (the run changes it); `givenCount` its given inequalities (ids below it). */
export function levelUpTo(system: InequalitySystem, givenCount: number, target: number, budget?: Budget): LevelUpTo {
  const events: EngineEvent[] = [];
  const sink = (e: EngineEvent) => void events.push(e);
  if (target >= TRIALS) {
    const run = solveSystem(system, { method: 'selective', budget, sink });
    if (run.status === 'timeout' || run.status === 'cancelled') return 'stopped';
    if (run.status !== 'solved' || run.multiple) return 'none';
    return gradeEngineRun(events, run.stats, givenCount).level;
  }
  const run = startRun(system, { budget, sink: target === 2 ? stopAtWideSums(sink, givenCount) : sink });
  let outcome;
  try {
    outcome = target === 1 ? engineMethods.force.run(run, {}) : engineMethods.selective.run(run, { chains: target >= 4 });
  } catch (e) {
    if (e === WIDE_SUM) return 'above';
    throw e;
  }
  if (outcome === 'stopped') return 'stopped';
  if (outcome === 'contradiction') return 'none';
  if (outcome !== 'solved') return 'above';
  const level = gradeEngineRun(events, run.stats, givenCount).level;
  return level <= target ? level : 'above';
}

/** Thrown out of the engine's run (which is thrown away with it) when a step needs a sum of three or more givens. */
const WIDE_SUM = Symbol('wide sum');

/**
 * The sink for target 2: the run is abandoned at the first step that forces
 * by a sum of three or more of the model's inequalities (level 3 at least),
 * counted as ./grade.ts counts them — through the trace's `sum` events, and
 * 2 for a sum the trace does not show. Stopping early can only refuse a
 * board; a board kept is graded from its whole trace.
 */
function stopAtWideSums(sink: (e: EngineEvent) => void, givenCount: number): (e: EngineEvent) => void {
  const givens = new Map<number, number>();
  const count = (id: number): number => (id < givenCount ? 1 : (givens.get(id) ?? 2));
  return (e) => {
    sink(e);
    if (e.kind === 'sum') givens.set(e.id, count(e.parents[0]) + count(e.parents[1]));
    else if (e.kind === 'deduce' && e.source === 'sum' && count(e.by) >= 3) throw WIDE_SUM;
  };
}

/**
 * The race of `steps` and `highs` (src/puzzles/shakashaka/solve-race.ts), with
 * HiGHS run in this thread behind the race's interface, so who answers first
 * is decided by the test, not by the clock: a rival that never answers leaves
 * the board to `steps`; a rival that has answered stops `steps` at its next
 * look at the clock; a `steps` out of its work budget waits for the rival.
 * Every answer is judged by the rules check.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Budget } from '../../src/core/budget';
import { loadHighs } from '../../src/puzzles/shakashaka/highs/load';
import { checkShakashaka } from '../../src/puzzles/shakashaka/rules';
import { highsHere, type HighsEngine, type HighsRun } from '../../src/puzzles/shakashaka/solve-highs';
import { solveRace, type RacingHighs } from '../../src/puzzles/shakashaka/solve-race';
import { records } from './helpers';

let engine: HighsEngine;
beforeAll(async () => {
  await loadHighs();
  engine = highsHere()!;
});

const board = () => records('pzprjs')[0].puzzle;

/** HiGHS that answers when `finish` asks, and reports itself done from the start when `early`. */
function rival(early: boolean, log: string[]): RacingHighs {
  return {
    constants: engine.constants,
    start(lp: string, deadline: number, budget: Budget) {
      let run: HighsRun | null = early ? engine.run(lp, deadline, budget) : null;
      return {
        answered: () => run !== null,
        finish: () => {
          log.push('finish');
          return (run ??= engine.run(lp, deadline, budget));
        },
        cancel: () => log.push('cancel'),
      };
    },
  };
}

describe('the race of steps and highs', () => {
  it('answers by steps when HiGHS has not answered, and stops HiGHS', () => {
    const log: string[] = [];
    const result = solveRace(board(), { budget: { limitMs: 60_000 } }, rival(false, log));
    expect(result).toMatchObject({ status: 'solved', by: 'steps' });
    expect(checkShakashaka(board(), result.solution!).ok).toBe(true);
    expect(log).toEqual(['cancel']);
  });

  it('answers by highs when HiGHS has answered first: steps stops at once', () => {
    const log: string[] = [];
    const result = solveRace(board(), { budget: { limitMs: 60_000 } }, rival(true, log));
    expect(result).toMatchObject({ status: 'solved', by: 'highs' });
    expect(checkShakashaka(board(), result.solution!).ok).toBe(true);
    expect(log).toEqual(['finish']);
  });

  it('waits for HiGHS when steps runs out of its work budget', () => {
    const log: string[] = [];
    // 8,000 units of work build the model and its LP text for HiGHS, which solves this board without branching,
    // but are not enough for steps to settle it (it needs between 10,000 and 20,000).
    const result = solveRace(board(), { budget: { maxNodes: 8_000 } }, rival(false, log));
    expect(result).toMatchObject({ status: 'solved', by: 'highs' });
    expect(checkShakashaka(board(), result.solution!).ok).toBe(true);
    expect(log).toEqual(['finish']);
  });
});

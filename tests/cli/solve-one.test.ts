/**
 * A solver bug must never be printed as an answer: solveOne runs every
 * solution through the genre's rules check and throws SolverBugError (the
 * CLI exits 3) when the check fails or a `solved` result has no solution.
 */
import { describe, expect, it } from 'vitest';
import { SolverBugError } from '../../src/cli/errors';
import { solveOne } from '../../src/cli/solve-one';
import { createSlidingGenre } from '../../src/puzzles/sliding/genre';
import { parseSliding } from '../../src/puzzles/sliding/format';
import type { AnyGenre } from '../../src/puzzles/types';
import { bfsDistance, replay } from './sliding-referee';

const sliding = createSlidingGenre();
const START = [1, 2, 3, 4, 0, 6, 7, 5, 8];
const board = parseSliding(START.join(' '));

/** The real genre with one extra method that corrupts the real method's answer. */
function withBrokenMethod(corrupt: (r: ReturnType<typeof sliding.methods.ida.solve>) => void): AnyGenre {
  return {
    ...sliding,
    methods: {
      ...sliding.methods,
      broken: {
        name: 'broken',
        summary: 'the ida method with its answer damaged',
        solve: (p, o) => {
          const r = sliding.methods.ida.solve(p, o);
          corrupt(r);
          return r;
        },
      },
    },
  };
}

describe('solveOne', () => {
  it('returns the checked record for a correct answer', async () => {
    const { record } = await solveOne(sliding, board, { method: 'ida', trace: false });
    expect(record.status).toBe('solved');
    const { moves } = record.solution as { moves: number[] };
    expect(record.solution).toMatchObject({ optimal: true, length: bfsDistance(START, 3) });
    expect(replay(START, 3, moves)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
  });

  it('runs the limit from `startedAt` (when the parse began), so the parse counts: a limit spent before the call leaves the search none', async () => {
    // 38 moves from the goal: IDA* with Manhattan + linear conflicts proves it in about 150,000 nodes.
    const board38 = parseSliding('1 8 5 3 15 0 7 2 13 9 11 4 6 14 10 12');
    const fresh = await solveOne(sliding, board38, { method: 'ida', limitMs: 600_000, trace: false });
    expect(fresh.record.solution).toMatchObject({ optimal: true, length: 38 });
    // The same limit, started ten minutes before the call: IDA* stops at its first look and the fallback answers.
    const spent = await solveOne(sliding, board38, { method: 'ida', limitMs: 600_000, startedAt: Date.now() - 600_001, trace: false });
    expect(spent.record.status).toBe('solved');
    expect(spent.record.stats).toMatchObject({ timedOut: 1 });
    expect(spent.record.solution).toMatchObject({ optimal: false });
  });

  it('refuses an answer that breaks the rules', async () => {
    const genre = withBrokenMethod((r) => {
      r.solution!.moves.pop();
      r.solution!.length -= 1;
    });
    await expect(solveOne(genre, board, { method: 'broken', trace: false })).rejects.toThrow(SolverBugError);
  });

  it('refuses a claim of solved without an answer', async () => {
    const genre = withBrokenMethod((r) => delete r.solution);
    await expect(solveOne(genre, board, { method: 'broken', trace: false })).rejects.toThrow(/without a solution/);
  });
});

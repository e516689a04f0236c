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

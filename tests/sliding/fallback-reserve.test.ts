/**
 * On a 4×4 board IDA* leaves part of the user's limit to the fallback that
 * answers after it gives up, so the answer still comes within the limit; a
 * 3×3 board, whose fallback is IDA* without a limit, keeps nothing back.
 * Preparing the tables (loading or building them) leaves the same share.
 */
import { describe, expect, it } from 'vitest';
import { createSlidingGenre } from '../../src/puzzles/sliding/genre';
import { parseSlidingMany } from '../../src/puzzles/sliding/format';
import { needsTables } from '../../src/puzzles/sliding/heuristics/source';
import { idaLimitMs } from '../../src/puzzles/sliding/solve';
import type { PrepareContext } from '../../src/puzzles/types';

describe('the time IDA* gets', () => {
  it('is the limit less a quarter of it, at most 250 ms, on a 4×4 board', () => {
    expect(idaLimitMs(4, 100)).toBe(75);
    expect(idaLimitMs(4, 1000)).toBe(750);
    expect(idaLimitMs(4, 15_000)).toBe(14_750);
  });

  it('is the whole limit on a 3×3 board', () => {
    expect(idaLimitMs(3, 100)).toBe(100);
  });
});

describe('the time preparing the tables gets', () => {
  const genreSeeing = (seen: (number | undefined)[]) =>
    createSlidingGenre({
      strongest: {
        appliesTo: needsTables,
        prepare: async (context: PrepareContext) => void seen.push(context.deadline),
        heuristic: () => {
          throw new Error('not searched here');
        },
        unready: () => null,
        save: () => null,
        restore: () => undefined,
      },
    });
  const board = (text: string) => {
    const parsed = parseSlidingMany(text)[0];
    if (!parsed.ok) throw new Error('the board parses');
    return parsed.puzzle;
  };

  it('ends before the deadline by the fallback’s share on a 4×4 board (here 250 ms: a quarter of a limit over a second), and is not held without one', async () => {
    const seen: (number | undefined)[] = [];
    const genre = genreSeeing(seen);
    // A deadline a minute away: a quarter of what is left is over 250 ms whenever prepare reads the clock.
    const deadline = Date.now() + 60_000;
    await genre.methods.ida.prepare!(board('0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1'), { deadline });
    await genre.methods.ida.prepare!(board('0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1'), {});
    expect(seen).toEqual([deadline - 250, undefined]);
  });
});

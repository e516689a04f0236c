/**
 * On a 4×4 board IDA* leaves part of the user's limit to the fallback that
 * answers after it gives up, so the answer still comes within the limit; a
 * 3×3 board, whose fallback is IDA* without a limit, keeps nothing back.
 */
import { describe, expect, it } from 'vitest';
import { idaLimitMs } from '../../src/puzzles/sliding/solve';

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

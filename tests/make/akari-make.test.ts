/**
 * Akari boards made to order (src/puzzles/akari/make.ts): each made board has
 * the level asked for (by the grade, run again) and exactly one solution —
 * re-checked by brute force, which knows nothing of the inequality engine the
 * maker used — and the solution keeps the rules. The same seed gives the
 * same board; sizes and levels out of range are refused in words.
 */
import { describe, expect, it } from 'vitest';
import { gradeAkari } from '../../src/puzzles/akari/grade';
import { makeAkari } from '../../src/puzzles/akari/make';
import { checkAkari } from '../../src/puzzles/akari/rules';
import { bruteForceAkari } from '../../src/puzzles/akari/solve-brute';

describe('Akari boards made to order', () => {
  it.each([
    [1, 7, 7, 1],
    [2, 8, 8, 2],
    [3, 8, 6, 3],
    [4, 7, 7, 4],
    [5, 7, 7, 5],
  ])('level %i on %i×%i (seed %i): made, one solution by brute force, graded at that level', (level, width, height, seed) => {
    const m = makeAkari({ width, height, level, seed });
    expect(m.status).toBe('made');
    const board = m.puzzle!;
    expect([board.width, board.height]).toEqual([width, height]);
    expect(gradeAkari(board).level).toBe(level);
    expect(m.grade?.level).toBe(level);
    const brute = bruteForceAkari(board, 2, { maxNodes: 20_000_000 });
    expect(brute.complete).toBe(true);
    expect(brute.count).toBe(1);
    expect(checkAkari(board, brute.solutions[0])).toEqual({ ok: true });
    expect(m.certificate).toMatch(level < 5 ? /without a trial/ : /tried every way to fill the cells still open and found no second solution/);
  });

  it('the same seed gives the same board, another seed another', () => {
    const a = makeAkari({ width: 6, height: 6, level: 2, seed: 11 });
    const b = makeAkari({ width: 6, height: 6, level: 2, seed: 11 });
    const c = makeAkari({ width: 6, height: 6, level: 2, seed: 12 });
    expect(a.puzzle).toEqual(b.puzzle);
    expect(a.puzzle).not.toEqual(c.puzzle);
  });

  it('refuses sizes and levels it does not make, in words', () => {
    expect(makeAkari({ width: 2, height: 9, level: 1, seed: 1 })).toMatchObject({ status: 'refused', reason: expect.stringContaining('3×3 to 30×30') });
    expect(makeAkari({ width: 9, height: 9, level: 6, seed: 1 })).toMatchObject({ status: 'refused', reason: expect.stringContaining('1 to 5') });
  });

  it('stops at its limit with a board labelled as missed, or none', () => {
    const m = makeAkari({ width: 12, height: 12, level: 5, seed: 3, budget: { limitMs: 1 } });
    expect(['missed', 'timeout']).toContain(m.status);
    if (m.status === 'timeout') expect(m.puzzle).toBeNull();
  });
});

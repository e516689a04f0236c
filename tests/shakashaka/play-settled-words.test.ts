/**
 * What a hint's deduction leaves on a cell, in the board's words: a state
 * ruled out is not something a reader can place, so the sentence says what
 * the cell may still be, or what it must be when one state is left.
 */
import { describe, expect, it } from 'vitest';
import { settledWords } from '../../src/puzzles/shakashaka/play';
import { EMPTY, STATE_CHAR } from '../../src/puzzles/shakashaka/puzzle';

const place = (cell: number) => `row 1, column ${cell + 1}`;

describe('settledWords', () => {
  it('names the states a cell may still take after one is ruled out', () => {
    const values = [-1, -1, -1, -1, -1];
    const tri = [1, 2, 3, 4].find((s) => s !== EMPTY)!;
    values[tri] = 0;
    const said = settledWords([tri], values, place);
    expect(said).toContain(`cannot hold ${STATE_CHAR[tri]}`);
    expect(said).toMatch(/: it is still /);
    expect(said).not.toMatch(new RegExp(`still[^.]*${STATE_CHAR[tri]}`));
  });

  it('says what the cell must be when one state is left', () => {
    const values = [0, 0, 0, 0, 0];
    const last = EMPTY;
    values[last] = -1;
    const ruled = [0, 1, 2, 3, 4].filter((s) => s !== last);
    expect(settledWords(ruled, values, place)).toMatch(/, so it is empty$/);
  });
});

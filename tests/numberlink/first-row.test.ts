import { describe, expect, it } from 'vitest';
import { firstRowWidth, runCompositions, SHORTEST_RUN } from '../../src/lessons/numberlink/first-row';

describe('the first row of an empty board (the lesson’s honest limits)', () => {
  it('the solver’s width after the first row is the number of ways to cut the row into runs', () => {
    for (const rule of ['fill', 'fill-notouch'] as const) {
      for (let width = 6; width <= 13; width++) {
        expect({ rule, width, states: BigInt(firstRowWidth(width, rule)) }).toEqual({ rule, width, states: runCompositions(width, SHORTEST_RUN[rule]) });
      }
    }
  });

  it('runs of at least 2 cells are counted by the Fibonacci numbers, of at least 4 by c(n) = c(n−1) + c(n−4)', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => runCompositions(n, 2))).toEqual([1n, 1n, 2n, 3n, 5n, 8n, 13n]);
    expect(runCompositions(50, 2)).toBe(7_778_742_049n);
    expect([4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => runCompositions(n, 4))).toEqual([1n, 1n, 1n, 1n, 2n, 3n, 4n, 5n, 7n]);
  });
});

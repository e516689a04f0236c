/**
 * The sum count the lesson prints: the selective method's counter against the
 * sums its forcing steps take (n − 1 for a sum of n inequalities).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { selectiveSumCount, sumCountSentence } from '../../src/lessons/akari/sum-count';

const board = (id: string) => {
  const r = parseAkari(readFileSync(`content/examples/akari/${id}.txt`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

describe('the selective method’s sums, split into the steps that use them', () => {
  it('on the tricky board: the counter matches the run, and the stars take n − 1 sums each', () => {
    const puzzle = board('tricky-7x7');
    const c = selectiveSumCount(puzzle);
    expect(c.built).toBe(runAkari(puzzle, 'selective').engine.methodStats.sumsBuilt);
    expect(c.stepParts.length).toBeGreaterThan(0);
    expect(c.stepParts.every((n) => n >= 2)).toBe(true);
    // Each step's sum is its own (a sum is never shared by two steps here), so the used count is Σ (n − 1).
    expect(c.used).toBeLessThanOrEqual(c.stepParts.reduce((t, n) => t + n - 1, 0));
    expect(c.used).toBeLessThanOrEqual(c.built);
    expect(sumCountSentence(c)).toContain(`take ${c.used} sum`);
  });

  it('says when some sums found no use, and names pairs apart from stars', () => {
    expect(sumCountSentence({ built: 5, stepParts: [2, 3], used: 3 })).toBe(
      'A sum of n inequalities is built as n − 1 sums, two at a time, so the steps that use them (one sum of two and one star of 3 inequalities) take 3 sums; the other 2 are sums it built and found no use for.',
    );
    expect(sumCountSentence({ built: 4, stepParts: [3, 3], used: 4 })).toBe(
      'A sum of n inequalities is built as n − 1 sums, two at a time, so the steps that use them (2 stars of 3 inequalities each) take 4 sums: all 4 it builds.',
    );
  });
});

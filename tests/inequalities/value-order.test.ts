/**
 * The search's value order (firstValue in src/inequalities/search.ts): the
 * value that satisfies more of a variable's open inequalities first. On a
 * small system it picks by the signs; on both genres' empty boards — where
 * deduction settles little and the search does the work — the search ends
 * in few nodes (a lamp first in Akari, "not this shape" first in Shakashaka).
 * Node counts are bounded loosely; the old order took 84,000 nodes on the
 * empty 3×20 Shakashaka board and ran out of time on 3×30.
 */
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { EngineRun } from '../../src/inequalities/run';
import { firstValue } from '../../src/inequalities/search';
import { parseAkari } from '../../src/puzzles/akari/format';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { checkAkari } from '../../src/puzzles/akari/rules';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { build } from './helpers';

const emptyRows = (height: number, width: number): string => Array.from({ length: height }, () => '.'.repeat(width)).join('\n');

describe('the value the search tries first', () => {
  it('is the value that satisfies more of the open inequalities, 1 on a tie', () => {
    // x0 is positive in two inequalities and negative in one: 1 first. x1 the other way round: 0 first. x2: one each, a tie.
    const { sys } = build(4, [
      [[[0, 1], [1, -1], [3, 1]], '>=', 0],
      [[[0, 1], [1, -1], [2, 1]], '>=', 0],
      [[[0, -1], [1, -1], [2, -1]], '>=', -2],
    ]);
    const run = new EngineRun(sys, new BudgetClock());
    expect(firstValue(run, 0)).toBe(1);
    expect(firstValue(run, 1)).toBe(0);
    expect(firstValue(run, 2)).toBe(1);
  });

  it('ignores inequalities already satisfied for sure', () => {
    // x0 is negative in two inequalities and positive in one: 0 first. Once x3 = 1 satisfies the first for sure, a tie: 1.
    const { sys } = build(4, [
      [[[0, -1], [3, 1]], '>=', 0],
      [[[0, 1], [1, 1]], '>=', 1],
      [[[0, -1], [2, -1]], '>=', -1],
    ]);
    const run = new EngineRun(sys, new BudgetClock());
    expect(firstValue(run, 0)).toBe(0);
    sys.assign(3, 1, { kind: 'assumption' });
    expect(firstValue(run, 0)).toBe(1);
  });
});

describe('the search on empty boards', () => {
  it.each([
    [3, 20],
    [60, 3],
  ])('answers the empty %i×%i Shakashaka board in few search nodes', (h, w) => {
    const parsed = parseShakashaka(emptyRows(h, w));
    if (!parsed.ok) throw new Error('board did not parse');
    const { result } = runSteps(parsed.puzzle, { budget: { maxNodes: 50_000_000 } });
    expect(result.status).toBe('solved');
    expect(result.stats.searchNodes).toBeGreaterThan(0);
    expect(result.stats.searchNodes).toBeLessThan(5_000);
  });

  it.each([
    [3, 20],
    [10, 10],
  ])('answers the empty %i×%i Akari board in few search nodes', (h, w) => {
    const parsed = parseAkari(emptyRows(h, w));
    if (!parsed.ok) throw new Error('board did not parse');
    const { result } = runAkari(parsed.puzzle, 'selective', { budget: { maxNodes: 50_000_000 } });
    expect(result.status).toBe('solved');
    expect(checkAkari(parsed.puzzle, result.solution!).ok).toBe(true);
    expect(result.stats.searchNodes).toBeGreaterThan(0);
    expect(result.stats.searchNodes).toBeLessThan(1_000);
  });
});

/**
 * The search's judge (`accept`, for a model known to admit assignments that
 * are no solution): a full assignment it refuses is a dead end, never an
 * answer, and the search goes on; when deduction alone settles every
 * variable and the judge refuses that assignment, there is no solution.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import type { EngineEvent } from '../../src/inequalities/events';
import type { Term } from '../../src/inequalities/inequality';
import { EngineRun } from '../../src/inequalities/run';
import { searchSolutions } from '../../src/inequalities/search';
import { solveSystem } from '../../src/inequalities/solve';
import { allSolutions, build, type Spec } from './helpers';

/** A judge that refuses assignments with an odd number of ones among the first four variables. */
const evenHead = (values: ArrayLike<number>): boolean => (values[0] + values[1] + values[2] + values[3]) % 2 === 0;

describe('the search with a judge', () => {
  it('counts only the assignments the judge accepts, and answers one of them', () => {
    const literal = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.boolean());
    const clause = fc.uniqueArray(literal, { minLength: 3, maxLength: 3, selector: ([v]) => v }).map((lits): Spec => {
      const negatives = lits.filter(([, positive]) => !positive).length;
      return [lits.map(([v, positive]) => [v, positive ? 1 : -1] as Term), '>=', 1 - negatives];
    });
    let refused = 0;
    fc.assert(
      fc.property(fc.array(clause, { minLength: 10, maxLength: 40 }), (list) => {
        const { sys, ineqs } = build(10, list);
        const accepted = allSolutions(10, ineqs).filter(evenHead);
        const run = new EngineRun(sys, new BudgetClock());
        if (run.propagate() !== 'ok') return;
        let asked = 0;
        const result = searchSolutions(run, 2, (values) => {
          asked++;
          return evenHead(values);
        });
        expect(result.solutions).toBe(Math.min(2, accepted.length));
        expect(result.refused).toBe(asked - result.solutions);
        if (result.first) expect(evenHead(result.first)).toBe(true);
        refused += result.refused;
      }),
      { numRuns: 150 },
    );
    // Worth something only if the judge refused some assignments the inequalities allowed.
    expect(refused).toBeGreaterThan(20);
  });

  it('records a refused assignment as a dead end of the tree', () => {
    // Two free variables, no inequality that can fail: four assignments; refuse all but x1 = 0, x2 = 0.
    const { sys } = build(2, [[[[0, 1], [1, 1]], '>=', 0]]);
    const events: EngineEvent[] = [];
    const run = new EngineRun(sys, new BudgetClock(), (e) => events.push(e));
    const result = searchSolutions(run, 2, (values) => values[0] === 0 && values[1] === 0);
    expect(result).toMatchObject({ solutions: 1, refused: 3 });
    expect(Array.from(result.first!)).toEqual([0, 0]);
    const leaves = events.filter((e) => e.kind === 'search-node' && e.numbers?.depth === 2);
    expect(leaves.map((e) => e.kind === 'search-node' && e.outcome).sort()).toEqual(['dead-end', 'dead-end', 'dead-end', 'goal']);
  });

  it('with deduction settling everything: a refused assignment means no solution', () => {
    // x1 ≥ 1 and x2 ≥ 1: forcing settles both, and the judge refuses x1 = x2 = 1.
    const spec: Spec[] = [
      [[[0, 1]], '>=', 1],
      [[[1, 1]], '>=', 1],
    ];
    const refused = solveSystem(build(2, spec).sys, { method: 'selective', accept: () => false });
    expect(refused.status).toBe('unsolvable');
    expect(refused.values).toBeNull();
    expect(refused.reason).toMatch(/no solution|there is none/);
    const accepted = solveSystem(build(2, spec).sys, { method: 'selective', accept: () => true });
    expect(accepted.status).toBe('solved');
    expect(Array.from(accepted.values!)).toEqual([1, 1]);
  });
});

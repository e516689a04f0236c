import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { NO_CONFLICT, UNKNOWN } from '../../src/inequalities/forcing';
import { makeInequality, type Term } from '../../src/inequalities/inequality';
import { EngineRun } from '../../src/inequalities/run';
import { InequalitySystem } from '../../src/inequalities/system';
import { allSolutions } from './helpers';

function systemOf(n: number, list: [Term[], '>=' | '<=', number][]) {
  const sys = new InequalitySystem(n);
  const ineqs = list.map(([t, s, r]) => makeInequality(t, s, r));
  ineqs.forEach((q, i) => sys.add(q, { kind: 'given', label: `#${i}` }));
  return { sys, ineqs };
}

describe('forcing to a fixpoint', () => {
  it('chains deductions and records which inequality forced each variable', () => {
    // x0 = 1 by #0; then #1 (x0 + x1 ≤ 1) gives x1 = 0; then #2 (x1 + x2 ≥ 1) gives x2 = 1.
    const { sys } = systemOf(3, [
      [[[0, 1]], '>=', 1],
      [[[0, 1], [1, 1]], '<=', 1],
      [[[1, 1], [2, 1]], '>=', 1],
    ]);
    expect(sys.propagate()).toBe(NO_CONFLICT);
    expect([...sys.values]).toEqual([1, 0, 1]);
    expect([0, 1, 2].map((v) => sys.reason(v))).toEqual([
      { kind: 'inequality', id: 0 },
      { kind: 'inequality', id: 1 },
      { kind: 'inequality', id: 2 },
    ]);
  });

  it('names the inequality that can no longer hold', () => {
    const { sys } = systemOf(2, [
      [[[0, 1]], '>=', 1],
      [[[1, 1]], '>=', 1],
      [[[0, 1], [1, 1]], '<=', 1],
    ]);
    expect(sys.propagate()).toBe(2);
  });

  it('undo restores the counters exactly (trial and error leaves no trace)', () => {
    const { sys } = systemOf(4, [
      [[[0, 1], [1, 1], [2, 1]], '<=', 1],
      [[[1, 1], [3, 1]], '>=', 1],
      [[[2, 2], [3, -1]], '>=', 0],
    ]);
    const before = [0, 1, 2].map((id) => [sys.slack(id), sys.isSatisfiedForSure(id)]);
    const mark = sys.mark();
    sys.assign(0, 1, { kind: 'assumption' });
    sys.propagate();
    expect(sys.assignedCount).toBeGreaterThan(1);
    sys.undo(mark);
    expect([...sys.values]).toEqual([UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN]);
    expect([0, 1, 2].map((id) => [sys.slack(id), sys.isSatisfiedForSure(id)])).toEqual(before);
  });

  it('refuses to store a sum while a trial is open', () => {
    const { sys } = systemOf(2, [[[[0, 1], [1, 1]], '>=', 1]]);
    sys.mark();
    expect(() => sys.add(makeInequality([[0, 1]], '>=', 0), { kind: 'sum', parents: [0, 0], at: 0 })).toThrow();
  });

  it('stores an equal sum once', () => {
    const { sys } = systemOf(2, [[[[0, 1], [1, 1]], '>=', 1]]);
    const sum = makeInequality([[0, 2], [1, 2]], '>=', 2);
    const first = sys.add(sum, { kind: 'sum', parents: [0, 0], at: 0 });
    const again = sys.add({ ...sum }, { kind: 'sum', parents: [0, 0], at: 0 });
    expect(again).toEqual({ id: first.id, isNew: false });
  });

  it('never forces a value that some solution does not have (random systems)', () => {
    const term = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: -2, max: 2 }));
    const ineq = fc.tuple(fc.array(term, { minLength: 1, maxLength: 4 }), fc.constantFrom('>=' as const, '<=' as const), fc.integer({ min: -2, max: 3 }));
    fc.assert(
      fc.property(fc.array(ineq, { minLength: 1, maxLength: 7 }), (list) => {
        const { sys, ineqs } = systemOf(6, list);
        const solutions = allSolutions(6, ineqs);
        const conflict = sys.propagate();
        if (conflict >= 0) {
          expect(solutions).toEqual([]);
          return;
        }
        for (const x of solutions) for (let v = 0; v < 6; v++) if (sys.values[v] !== UNKNOWN) expect(x[v]).toBe(sys.values[v]);
      }),
    );
  });
});

describe('the run', () => {
  it('emits one deduce step per forcing inequality, with the inequality as it stood', () => {
    const { sys } = systemOf(3, [
      [[[0, 1]], '>=', 1],
      [[[0, 1], [1, 1], [2, 1]], '<=', 1],
    ]);
    const events: unknown[] = [];
    const run = new EngineRun(sys, new BudgetClock(), (e) => events.push(e));
    expect(run.propagate()).toBe('ok');
    expect(events).toEqual([
      { kind: 'deduce', depth: 0, by: 0, inequality: { terms: [[0, 1]], rhs: 1 }, forced: [{ variable: 0, value: 1 }], source: 'given' },
      {
        kind: 'deduce',
        depth: 0,
        by: 1,
        inequality: { terms: [[1, -1], [2, -1]], rhs: 0 },
        forced: [
          { variable: 1, value: 0 },
          { variable: 2, value: 0 },
        ],
        source: 'given',
      },
    ]);
    expect(run.stats.deductions).toBe(2);
  });

  it('stops cleanly when the signal is aborted', () => {
    const { sys } = systemOf(2, [[[[0, 1]], '>=', 1]]);
    const controller = new AbortController();
    controller.abort();
    const run = new EngineRun(sys, new BudgetClock({ signal: controller.signal }));
    expect(run.propagate()).toBe('stopped');
    expect(run.stopped).toBe('cancelled');
  });
});

/**
 * Watched forcing (fast trials) against counted forcing (exact trials): on
 * random systems and random assumptions they reach a contradiction together,
 * and otherwise force exactly the same values; undo leaves no trace in
 * either. Learned inequalities and cuts may be added inside a trial, sums not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_CONFLICT, STOPPED, UNKNOWN } from '../../src/inequalities/forcing';
import { makeInequality, type Term } from '../../src/inequalities/inequality';
import { InequalitySystem } from '../../src/inequalities/system';

type Spec = [Term[], '>=' | '<=', number];

function build(n: number, list: Spec[]) {
  const sys = new InequalitySystem(n);
  list.forEach(([t, s, r], i) => sys.add(makeInequality(t, s, r), { kind: 'given', label: `#${i}` }));
  return sys;
}

/** Assumes the given values in a trial of `mode`, forces, and reads the outcome; then undoes. */
function lookAhead(sys: InequalitySystem, mode: 'exact' | 'fast', assumptions: [number, 0 | 1][]) {
  const mark = sys.mark(mode);
  let outcome = NO_CONFLICT;
  for (const [v, value] of assumptions) {
    if (sys.values[v] !== UNKNOWN) continue;
    sys.assign(v, value, InequalitySystem.assumption);
    outcome = sys.propagate();
    if (outcome !== NO_CONFLICT) break;
  }
  const values = [...sys.values];
  sys.undo(mark);
  return { conflict: outcome !== NO_CONFLICT, values: outcome === NO_CONFLICT ? values : null };
}

const term = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: -3, max: 3 }));
const spec = fc.tuple(fc.array(term, { minLength: 1, maxLength: 5 }), fc.constantFrom('>=' as const, '<=' as const), fc.integer({ min: -3, max: 4 }));
const assumption = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.constantFrom(0 as const, 1 as const));

describe('watched forcing agrees with counted forcing', () => {
  it('on random systems and random chains of assumptions, again and again on one system', () => {
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 10 }), fc.array(fc.array(assumption, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (list, trials) => {
        const sys = build(8, list);
        if (sys.propagate() !== NO_CONFLICT) return;
        const before = [...sys.values];
        for (const assumptions of trials) {
          const exact = lookAhead(sys, 'exact', assumptions);
          const fast = lookAhead(sys, 'fast', assumptions);
          expect(fast).toEqual(exact);
          expect([...sys.values]).toEqual(before);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a fast trial leaves the counters as they were', () => {
    const sys = build(4, [
      [[[0, 1], [1, 1], [2, 1]], '<=', 1],
      [[[1, 1], [3, 1]], '>=', 1],
      [[[2, 2], [3, -1]], '>=', 0],
    ]);
    const slacks = () => [0, 1, 2].map((id) => [sys.slack(id), sys.isSatisfiedForSure(id)]);
    const before = slacks();
    const mark = sys.mark('fast');
    sys.assign(0, 1, InequalitySystem.assumption);
    // x0 = 1 leaves x1 = x2 = 0, then x3 = 1, and 2·x2 − x3 ≥ 0 fails.
    expect(sys.propagate()).toBe(2);
    expect(sys.assignedCount).toBeGreaterThan(1);
    sys.undo(mark);
    expect(slacks()).toEqual(before);
  });

  it('stops when told to', () => {
    const sys = build(3, [[[[0, 1], [1, 1]], '<=', 1], [[[1, -1], [2, 1]], '>=', 0]]);
    const mark = sys.mark('fast');
    sys.assign(0, 1, InequalitySystem.assumption);
    expect(sys.propagate(undefined, () => true)).toBe(STOPPED);
    sys.undo(mark);
  });
});

describe('what may be added inside a trial', () => {
  it('a learned inequality or a cut, which then forces in the trial and stays after it', () => {
    for (const mode of ['exact', 'fast'] as const) {
      const sys = build(3, [[[[0, 1], [1, 1], [2, 1]], '>=', 1]]);
      const mark = sys.mark(mode);
      sys.assign(0, 0, InequalitySystem.assumption);
      expect(sys.propagate()).toBe(NO_CONFLICT);
      const learned = sys.add(makeInequality([[1, 1]], '<=', 0), { kind: 'learned', from: [0], note: 'test' });
      expect(sys.propagate()).toBe(NO_CONFLICT);
      expect([sys.values[1], sys.values[2]]).toEqual([0, 1]);
      sys.undo(mark);
      expect([...sys.values]).toEqual([UNKNOWN, UNKNOWN, UNKNOWN]);
      expect(sys.isActive(learned.id)).toBe(true);
      // At the top it forces like any other inequality.
      const cut = sys.add(makeInequality([[2, 1]], '<=', 0), { kind: 'cut', from: [0], note: 'test' });
      expect(sys.origin(cut.id)).toMatchObject({ kind: 'cut' });
    }
  });

  it('not a sum: it would only hold under the assumption', () => {
    const sys = build(2, [[[[0, 1], [1, 1]], '>=', 1]]);
    sys.mark('fast');
    expect(() => sys.add(makeInequality([[0, 1]], '>=', 0), { kind: 'sum', parents: [0, 0], at: 0 })).toThrow();
  });
});

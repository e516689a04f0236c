import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addInequalities,
  inequalityFromJson,
  inequalityToJson,
  isContradiction,
  isTautology,
  makeInequality,
  maxLhs,
  minLhs,
  satisfiedBy,
  slackOf,
} from '../../src/inequalities/inequality';
import { hashInequality, InequalitySet } from '../../src/inequalities/inequality-set';

const term = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: -3, max: 3 }));
const ineqArb = fc
  .tuple(fc.array(term, { maxLength: 6 }), fc.constantFrom('>=' as const, '<=' as const), fc.integer({ min: -4, max: 4 }))
  .map(([terms, sense, rhs]) => makeInequality(terms, sense, rhs));
const assignment = fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 6, maxLength: 6 });

describe('normal form', () => {
  it('writes ≤ as ≥ multiplied by −1, merges repeats and drops zeros', () => {
    const q = makeInequality([[2, 1], [0, 1], [2, 2], [1, 3], [1, -3]], '<=', 2);
    expect(q).toEqual({ vars: [0, 2], coefs: [-1, -3], rhs: -2 });
  });

  it('keeps the meaning: the same assignments satisfy both forms', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 6 }), fc.integer({ min: -4, max: 4 }), assignment, (terms, rhs, x) => {
        let lhs = 0;
        for (const [v, c] of terms) lhs += c * x[v];
        expect(satisfiedBy(makeInequality(terms, '<=', rhs), x)).toBe(lhs <= rhs);
        expect(satisfiedBy(makeInequality(terms, '>=', rhs), x)).toBe(lhs >= rhs);
      }),
    );
  });

  it('rejects non-integer coefficients', () => {
    expect(() => makeInequality([[0, 0.5]], '>=', 0)).toThrow(RangeError);
  });
});

describe('sums', () => {
  it("adds the lesson's pair: a + b ≥ 1 and a + b + 3c ≤ 3 give −3c ≥ −2", () => {
    const sum = addInequalities(makeInequality([[0, 1], [1, 1]], '>=', 1), makeInequality([[0, 1], [1, 1], [2, 3]], '<=', 3));
    expect(sum).toEqual({ vars: [2], coefs: [-3], rhs: -2 });
  });

  it('is implied by its parts: whatever satisfies both satisfies the sum', () => {
    fc.assert(
      fc.property(ineqArb, ineqArb, assignment, (a, b, x) => {
        fc.pre(satisfiedBy(a, x) && satisfiedBy(b, x));
        expect(satisfiedBy(addInequalities(a, b), x)).not.toBe(false);
      }),
    );
  });
});

describe('bounds of the left side', () => {
  it('slack, tautology and contradiction agree with enumeration', () => {
    fc.assert(
      fc.property(ineqArb, (q) => {
        const values: number[] = [];
        for (let mask = 0; mask < 64; mask++) {
          let lhs = 0;
          q.vars.forEach((v, i) => (lhs += q.coefs[i] * ((mask >> v) & 1)));
          values.push(lhs);
        }
        expect(maxLhs(q)).toBe(Math.max(...values));
        expect(minLhs(q)).toBe(Math.min(...values));
        expect(slackOf(q)).toBe(Math.max(...values) - q.rhs);
        expect(isTautology(q)).toBe(values.every((l) => l >= q.rhs));
        expect(isContradiction(q)).toBe(values.every((l) => l < q.rhs));
      }),
    );
  });
});

describe('json and duplicate detection', () => {
  it('round-trips through JSON', () => {
    fc.assert(
      fc.property(ineqArb, (q) => {
        expect(inequalityFromJson(JSON.parse(JSON.stringify(inequalityToJson(q))))).toEqual(q);
      }),
    );
  });

  it('finds equal inequalities and only those', () => {
    fc.assert(
      fc.property(fc.array(ineqArb, { maxLength: 12 }), ineqArb, (list, probe) => {
        const set = new InequalitySet((k) => list[k]);
        list.forEach((q, k) => {
          if (set.find(q) === undefined) set.add(k, hashInequality(q));
        });
        const found = set.find(probe);
        const expected = list.findIndex((q) => JSON.stringify(q) === JSON.stringify(probe));
        expect(found ?? -1).toBe(expected);
      }),
    );
  });
});

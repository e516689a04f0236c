import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forcedBy, substitute, UNKNOWN } from '../../src/inequalities/forcing';
import { makeInequality, satisfiedBy } from '../../src/inequalities/inequality';

// Variables a, b, c are 0, 1, 2.
const [a, b, c] = [0, 1, 2];

describe('forcing from one inequality (the lesson’s examples)', () => {
  it('a + b + 2c ≥ 3 forces c = 1 and nothing else', () => {
    const out = forcedBy(makeInequality([[a, 1], [b, 1], [c, 2]], '>=', 3));
    expect(out).toEqual({ contradiction: false, slack: 1, forced: [{ variable: c, value: 1 }] });
  });

  it('a + b + 3c ≤ 2 forces c = 0 and nothing else', () => {
    const out = forcedBy(makeInequality([[a, 1], [b, 1], [c, 3]], '<=', 2));
    expect(out).toEqual({ contradiction: false, slack: 2, forced: [{ variable: c, value: 0 }] });
  });

  it('a + b ≥ 1 forces nothing until a = 0 is known, then b = 1', () => {
    const q = makeInequality([[a, 1], [b, 1]], '>=', 1);
    expect(forcedBy(q)).toMatchObject({ forced: [] });
    expect(forcedBy(q, [0, UNKNOWN, UNKNOWN])).toMatchObject({ forced: [{ variable: b, value: 1 }] });
  });

  it('reports a contradiction when the known values leave no way out', () => {
    const q = makeInequality([[a, 1], [b, 1]], '>=', 1);
    expect(forcedBy(q, [0, 0, UNKNOWN])).toMatchObject({ contradiction: true });
  });
});

describe('forcing is exactly right', () => {
  const term = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -3, max: 3 }));
  const partial = fc.array(fc.constantFrom(UNKNOWN, 0, 1), { minLength: 5, maxLength: 5 });

  it('forces a value iff every completion that satisfies it has that value', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 5 }), fc.integer({ min: -4, max: 5 }), partial, (terms, rhs, known) => {
        const q = makeInequality(terms, '>=', rhs);
        const completions: number[][] = [];
        for (let mask = 0; mask < 32; mask++) {
          const x = known.map((k, v) => (k === UNKNOWN ? (mask >> v) & 1 : k));
          if (x.every((val, v) => known[v] === UNKNOWN || val === known[v]) && satisfiedBy(q, x)) completions.push(x);
        }
        const out = forcedBy(q, known);
        expect(out.contradiction).toBe(completions.length === 0);
        if (out.contradiction) return;
        for (const f of out.forced) for (const x of completions) expect(x[f.variable]).toBe(f.value);
        // Conversely a variable of the reduced inequality that no completion varies is forced
        // (single-inequality forcing is complete for its own variables).
        const free = substitute(q, known).vars;
        for (const v of free) {
          const vals = new Set(completions.map((x) => x[v]));
          if (vals.size === 1) expect(out.forced.map((f) => f.variable)).toContain(v);
        }
      }),
    );
  });
});

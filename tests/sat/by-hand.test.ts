import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Cnf, satisfies } from '../../src/sat/cnf';
import { conflictCut, propagate, unitStep, type TrailEntry } from '../../src/sat/by-hand';

/** True when every assignment of variables 1 … n that satisfies the clauses satisfies `c` too. */
function implied(clauses: number[][], c: number[], n: number): boolean {
  const cnf = new Cnf();
  cnf.reserveVars(n);
  for (const k of clauses) cnf.addClause(k);
  for (let a = 0; a < 1 << n; a++) {
    const value = (v: number) => ((a >> (v - 1)) & 1) === 1;
    if (satisfies(cnf, value) && !c.some((l) => (l > 0 ? value(l) : !value(-l)))) return false;
  }
  return true;
}

describe('unit propagation by hand', () => {
  it('one step at a time: a unit clause, then a conflict', () => {
    const clauses = [[1, 2], [-1, 3], [-3, -2]];
    const a = new Map([[1, true]]);
    expect(unitStep(clauses, a)).toEqual({ kind: 'unit', clause: 1, literal: 3 });
    a.set(3, true);
    expect(unitStep(clauses, a)).toEqual({ kind: 'unit', clause: 2, literal: -2 });
    a.set(2, true);
    expect(unitStep(clauses, a)).toEqual({ kind: 'conflict', clause: 2 });
  });
});

describe('the conflict cut', () => {
  it('a textbook case: the first UIP and its learned clause', () => {
    // x1 decided at level 1; x2 at level 2, which implies x3 and x4, and they clash on (−x3 ∨ −x4 ∨ −x1).
    const clauses = [[-2, 3], [-2, 4], [-3, -4, -1]];
    const trail: TrailEntry[] = [{ literal: 1, level: 1, reason: null }, { literal: 2, level: 2, reason: null }];
    const { trail: t, conflict } = propagate(clauses, trail, 2);
    expect(conflict).toEqual([-3, -4, -1]);
    const cut = conflictCut(t, conflict!);
    expect(cut.uip).toBe(2);
    expect(cut.learned).toEqual([-2, -1]);
    expect(cut.backjump).toBe(1);
    expect(cut.conflictSide.sort()).toEqual([3, 4]);
  });

  it('on random formulas: the learned clause is implied by the formula and has one literal of the conflict level', () => {
    const lit = fc.integer({ min: 1, max: 6 }).chain((v) => fc.constantFrom(v, -v));
    fc.assert(
      fc.property(fc.array(fc.array(lit, { minLength: 2, maxLength: 3 }), { minLength: 3, maxLength: 14 }), fc.array(lit, { minLength: 1, maxLength: 6 }), (clauses, decisions) => {
        let trail: TrailEntry[] = [];
        let level = 0;
        let first = propagate(clauses, trail, 0);
        if (first.conflict) return; // unsatisfiable at level 0: nothing to analyse
        trail = first.trail;
        for (const d of decisions) {
          if (trail.some((e) => Math.abs(e.literal) === Math.abs(d))) continue;
          level++;
          trail.push({ literal: d, level, reason: null });
          first = propagate(clauses, trail, level);
          trail = first.trail;
          if (!first.conflict) continue;
          const cut = conflictCut(trail, first.conflict);
          expect(implied(clauses, cut.learned, 6)).toBe(true);
          const levelOf = (l: number) => trail.find((e) => Math.abs(e.literal) === Math.abs(l))!.level;
          expect(cut.learned.filter((l) => levelOf(l) === level)).toEqual([-cut.uip]);
          expect(cut.backjump).toBeLessThan(level);
          return;
        }
      }),
      { numRuns: 400 },
    );
  });
});

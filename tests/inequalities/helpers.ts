/**
 * Test helpers for the inequality engine: every 0/1 assignment of a few
 * variables, to judge deductions against the definition of a solution.
 */
import { makeInequality, satisfiedBy, type Inequality, type Term } from '../../src/inequalities/inequality';
import { InequalitySystem } from '../../src/inequalities/system';

/** An inequality as a test writes it: terms, sense, right-hand side. */
export type Spec = [Term[], '>=' | '<=', number];

/** A system of the given inequalities (given ones, labelled #0, #1, …), and the inequalities themselves. */
export function build(n: number, list: Spec[]) {
  const sys = new InequalitySystem(n);
  const ineqs = list.map(([t, s, r]) => makeInequality(t, s, r));
  ineqs.forEach((q, i) => sys.add(q, { kind: 'given', label: `#${i}` }));
  return { sys, ineqs };
}

/** All assignments of `n` variables (n ≤ 12) satisfying every inequality. */
export function allSolutions(n: number, ineqs: readonly Inequality[]): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const values = Array.from({ length: n }, (_, v) => (mask >> v) & 1);
    if (ineqs.every((q) => satisfiedBy(q, values))) out.push(values);
  }
  return out;
}

/**
 * Test helpers for the inequality engine: every 0/1 assignment of a few
 * variables, to judge deductions against the definition of a solution.
 */
import { satisfiedBy, type Inequality } from '../../src/inequalities/inequality';

/** All assignments of `n` variables (n ≤ 12) satisfying every inequality. */
export function allSolutions(n: number, ineqs: readonly Inequality[]): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const values = Array.from({ length: n }, (_, v) => (mask >> v) & 1);
    if (ineqs.every((q) => satisfiedBy(q, values))) out.push(values);
  }
  return out;
}

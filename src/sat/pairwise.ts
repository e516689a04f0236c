/**
 * "At most one" without auxiliary variables: ¬xᵢ ∨ ¬xⱼ for every pair, the
 * naive (pairwise) encoding. It has n(n−1)/2 clauses where Sinz's counter
 * (./sinz.ts) has 3n − 4, but for a handful of literals that is hardly more,
 * and it propagates in one step what the counter does through a chain of
 * s-variables: once xᵢ is true, every other xⱼ is false at once, and a
 * conflict clause learned from it names the x's themselves.
 */
import type { Cnf } from './cnf';

/** Clauses the pairwise encoding adds for n literals. */
export function pairwiseClauseCount(n: number): number {
  return n <= 1 ? 0 : (n * (n - 1)) / 2;
}

/** At most one of `lits` is true: one two-literal clause per pair. */
export function atMostOnePairwise(cnf: Cnf, lits: ArrayLike<number>): void {
  const n = lits.length;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) cnf.add2(-lits[i], -lits[j]);
}

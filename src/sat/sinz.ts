/**
 * "Exactly one" as clauses: one clause says at least one literal is true,
 * and Carsten Sinz's sequential counter ("Towards an Optimal CNF Encoding of
 * Boolean Cardinality Constraints", CP 2005) says at most one is.
 *
 * The counter for x₁ … xₙ adds n − 1 auxiliary variables s₁ … sₙ₋₁, where sᵢ
 * means "one of x₁ … xᵢ is true", and 3n − 4 clauses of two literals:
 *
 *   ¬x₁ ∨ s₁
 *   ¬xᵢ ∨ sᵢ,   ¬sᵢ₋₁ ∨ sᵢ,   ¬xᵢ ∨ ¬sᵢ₋₁     for 1 < i < n
 *   ¬xₙ ∨ ¬sₙ₋₁
 *
 * so the formula grows linearly with n, where the pairwise encoding
 * (¬xᵢ ∨ ¬xⱼ for every pair) grows with n². Unit propagation still does all
 * it can: once some xᵢ is true, every other xⱼ becomes false through the s's.
 */
import type { Cnf } from './cnf';

/** Clauses the counter adds for n literals (0 for n ≤ 1). */
export function sinzClauseCount(n: number): number {
  return n <= 1 ? 0 : 3 * n - 4;
}

/** At most one of `lits` is true (Sinz's sequential counter). */
export function atMostOne(cnf: Cnf, lits: ArrayLike<number>): void {
  const n = lits.length;
  if (n <= 1) return;
  const s = cnf.newVars(n - 1); // s_i is variable s + i − 1
  cnf.add2(-lits[0], s);
  for (let i = 1; i < n - 1; i++) {
    const si = s + i;
    const prev = si - 1;
    cnf.add2(-lits[i], si);
    cnf.add2(-prev, si);
    cnf.add2(-lits[i], -prev);
  }
  cnf.add2(-lits[n - 1], -(s + n - 2));
}

/** At least one of `lits` is true: one clause (the empty clause for no literals). */
export function atLeastOne(cnf: Cnf, lits: ArrayLike<number>): void {
  cnf.addClause(lits);
}

/** Exactly one of `lits`, the "at least" clause under `family` + " ≥ 1", the counter under `family` + " ≤ 1". */
export function exactlyOne(cnf: Cnf, lits: ArrayLike<number>, family?: string): void {
  if (family) cnf.family(`${family} ≥ 1`);
  atLeastOne(cnf, lits);
  if (family) cnf.family(`${family} ≤ 1`);
  atMostOne(cnf, lits);
}

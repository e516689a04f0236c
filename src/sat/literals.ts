/**
 * The solver's literal numbering beside DIMACS's: variable v (1-based) is
 * 2(v−1) when true and 2(v−1)+1 when false, so a literal's negation is
 * `lit ^ 1` and its variable `lit >> 1` — array indexes, not signs.
 */

/** DIMACS literal v / −v → internal 2(v−1) / 2(v−1)+1. */
export const toInternal = (l: number): number => (l > 0 ? (l - 1) << 1 : ((-l - 1) << 1) | 1);

/** Internal literal → DIMACS. */
export const toDimacs = (lit: number): number => (lit & 1 ? -((lit >> 1) + 1) : (lit >> 1) + 1);

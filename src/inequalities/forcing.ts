/**
 * Forcing from one inequality, the step the whole method is built on.
 *
 * With the known values substituted, Σ a_i x_i ≥ b has a largest possible left
 * side M (every positive term at 1). Its slack is M − b. A variable whose
 * coefficient is larger (in size) than the slack cannot take the value that
 * loses that coefficient: a positive coefficient forces x = 1, a negative one
 * x = 0. Examples from the seed: a + b + 2c ≥ 3 has M = 4, slack 1, so c = 1;
 * a + b + 3c ≤ 2 is −a − b − 3c ≥ −2 with M = 0, slack 2, so c = 0.
 * Negative slack means no assignment satisfies it: a contradiction.
 */
import type { Inequality } from './inequality';

/** Value of a variable: 0, 1, or UNKNOWN while it has none. */
export const UNKNOWN = -1;

/**
 * What forcing to a fixpoint returns besides the id (≥ 0) of an inequality
 * that can no longer hold: NO_CONFLICT when the fixpoint was reached,
 * STOPPED when the budget ran out first.
 */
export const NO_CONFLICT = -1;
export const STOPPED = -2;

/** Substitutes the known values (indexed by variable; UNKNOWN where there is none). */
export function substitute(ineq: Inequality, values: ArrayLike<number>): Inequality {
  const vars: number[] = [];
  const coefs: number[] = [];
  let rhs = ineq.rhs;
  for (let i = 0; i < ineq.vars.length; i++) {
    const v = ineq.vars[i];
    const value = values[v];
    if (value === UNKNOWN) {
      vars.push(v);
      coefs.push(ineq.coefs[i]);
    } else {
      rhs -= ineq.coefs[i] * value;
    }
  }
  return { vars, coefs, rhs };
}

export interface Forced {
  variable: number;
  value: 0 | 1;
}

export type ForcingOutcome =
  | { contradiction: true; slack: number }
  | { contradiction: false; slack: number; forced: Forced[] };

/**
 * What one inequality forces on its own. Pass `values` to substitute known
 * variables first; without it every variable is taken as unknown.
 */
export function forcedBy(ineq: Inequality, values?: ArrayLike<number>): ForcingOutcome {
  const reduced = values ? substitute(ineq, values) : ineq;
  let max = 0;
  for (const c of reduced.coefs) if (c > 0) max += c;
  const slack = max - reduced.rhs;
  if (slack < 0) return { contradiction: true, slack };
  const forced: Forced[] = [];
  for (let i = 0; i < reduced.vars.length; i++) {
    const c = reduced.coefs[i];
    if (Math.abs(c) > slack) forced.push({ variable: reduced.vars[i], value: c > 0 ? 1 : 0 });
  }
  return { contradiction: false, slack, forced };
}

/**
 * A 0/1 linear inequality in one normal form: Σ coefs[i]·x_{vars[i]} ≥ rhs,
 * integer coefficients, every variable 0 or 1.
 *
 * One direction only, because then any two inequalities can be added as they
 * stand: "aligning the signs" (multiplying a ≤ by −1) happens once, when the
 * inequality is made. Variables are sorted and unique and no coefficient is 0,
 * so equal inequalities have equal arrays (inequality-set.ts finds duplicates
 * that way) and a sum is a merge of two sorted lists.
 */

export interface Inequality {
  /** Variable indices, strictly increasing. */
  readonly vars: readonly number[];
  /** Non-zero integer coefficients, parallel to `vars`. */
  readonly coefs: readonly number[];
  /** Right-hand side of Σ coefs·x ≥ rhs. */
  readonly rhs: number;
}

export type Sense = '>=' | '<=';

/** A term as callers write it: [variable, coefficient]. */
export type Term = readonly [number, number];

/**
 * Builds the normal form of Σ terms (sense) rhs: a ≤ is multiplied by −1,
 * repeated variables are merged and zero coefficients dropped.
 */
export function makeInequality(terms: Iterable<Term>, sense: Sense, rhs: number): Inequality {
  const sign = sense === '>=' ? 1 : -1;
  const merged = new Map<number, number>();
  for (const [v, c] of terms) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`bad variable index ${v}`);
    if (!Number.isInteger(c)) throw new RangeError(`coefficient ${c} is not an integer`);
    merged.set(v, (merged.get(v) ?? 0) + sign * c);
  }
  if (!Number.isInteger(rhs)) throw new RangeError(`right-hand side ${rhs} is not an integer`);
  const vars = [...merged.keys()].filter((v) => merged.get(v) !== 0).sort((a, b) => a - b);
  // 0 − rhs rather than −1·rhs: no −0 to tell apart from 0 in comparisons and JSON.
  return { vars, coefs: vars.map((v) => merged.get(v)!), rhs: sign > 0 ? rhs : 0 - rhs };
}

/**
 * Σ x (sense) rhs over variables already sorted and unique, every
 * coefficient 1: the normal form without the general merge (a model builds
 * tens of thousands of these). `sortedVars` becomes the inequality's own
 * array; the coefficient arrays (all +1 or all −1) are shared, as nothing
 * changes an inequality once made.
 */
export function unitInequality(sortedVars: number[], sense: Sense, rhs: number): Inequality {
  const sign = sense === '>=' ? 1 : -1;
  const key = 2 * sortedVars.length + (sign > 0 ? 1 : 0);
  let coefs = unitCoefficients.get(key);
  if (!coefs) {
    coefs = Object.freeze(new Array<number>(sortedVars.length).fill(sign));
    unitCoefficients.set(key, coefs);
  }
  return { vars: sortedVars, coefs, rhs: sign > 0 ? rhs : 0 - rhs };
}

const unitCoefficients = new Map<number, readonly number[]>();

/** The sum of two inequalities in normal form (a merge of the sorted terms). */
export function addInequalities(a: Inequality, b: Inequality): Inequality {
  const vars: number[] = [];
  const coefs: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.vars.length || j < b.vars.length) {
    const va = i < a.vars.length ? a.vars[i] : Infinity;
    const vb = j < b.vars.length ? b.vars[j] : Infinity;
    if (va < vb) {
      vars.push(va);
      coefs.push(a.coefs[i++]);
    } else if (vb < va) {
      vars.push(vb);
      coefs.push(b.coefs[j++]);
    } else {
      const c = a.coefs[i++] + b.coefs[j++];
      if (c !== 0) {
        vars.push(va);
        coefs.push(c);
      }
    }
  }
  return { vars, coefs, rhs: a.rhs + b.rhs };
}

/** Largest value the left side can take over 0/1 (every positive term at 1). */
export function maxLhs(ineq: Inequality): number {
  let m = 0;
  for (const c of ineq.coefs) if (c > 0) m += c;
  return m;
}

/** Smallest value the left side can take over 0/1 (every negative term at 1). */
export function minLhs(ineq: Inequality): number {
  let m = 0;
  for (const c of ineq.coefs) if (c < 0) m += c;
  return m;
}

/**
 * How far the left side may fall below its maximum and still satisfy the
 * inequality. Negative slack: no 0/1 assignment satisfies it.
 */
export function slackOf(ineq: Inequality): number {
  return maxLhs(ineq) - ineq.rhs;
}

/** True when every 0/1 assignment satisfies it: it can never force anything. */
export function isTautology(ineq: Inequality): boolean {
  return minLhs(ineq) >= ineq.rhs;
}

/** True when no 0/1 assignment satisfies it (e.g. 0 ≥ 1 after substitution). */
export function isContradiction(ineq: Inequality): boolean {
  return slackOf(ineq) < 0;
}

/** True when the 0/1 values (indexed by variable) satisfy the inequality. */
export function satisfiedBy(ineq: Inequality, values: ArrayLike<number>): boolean {
  let lhs = 0;
  for (let i = 0; i < ineq.vars.length; i++) lhs += ineq.coefs[i] * values[ineq.vars[i]];
  return lhs >= ineq.rhs;
}

/** Plain JSON form for traces: [[variable, coefficient], …] and the right side. */
export interface InequalityJson {
  terms: [number, number][];
  rhs: number;
}

export function inequalityToJson(ineq: Inequality): InequalityJson {
  return { terms: ineq.vars.map((v, i) => [v, ineq.coefs[i]]), rhs: ineq.rhs };
}

export function inequalityFromJson(json: InequalityJson): Inequality {
  return makeInequality(json.terms, '>=', json.rhs);
}

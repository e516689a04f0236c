/**
 * Duplicate detection for inequalities without building strings: a numeric
 * hash of the normal form picks a bucket, and equal arrays decide. The pair
 * loop checks hundreds of thousands of sums, and string keys made the garbage
 * collector the busiest part of it.
 */
import type { Inequality } from './inequality';

/** Hash of Σ coefs·x ≥ rhs over the first `length` terms (FNV-1a style, 32 bits). */
export function hashTerms(vars: ArrayLike<number>, coefs: ArrayLike<number>, length: number, rhs: number): number {
  let h = 0x811c9dc5 ^ rhs;
  for (let i = 0; i < length; i++) {
    h = Math.imul(h ^ vars[i], 0x01000193);
    h = Math.imul(h ^ (coefs[i] + 0x9e37), 0x01000193);
  }
  return h >>> 0;
}

export function hashInequality(ineq: Inequality): number {
  return hashTerms(ineq.vars, ineq.coefs, ineq.vars.length, ineq.rhs);
}

function sameTerms(ineq: Inequality, vars: ArrayLike<number>, coefs: ArrayLike<number>, length: number, rhs: number): boolean {
  if (ineq.rhs !== rhs || ineq.vars.length !== length) return false;
  for (let i = 0; i < length; i++) if (ineq.vars[i] !== vars[i] || ineq.coefs[i] !== coefs[i]) return false;
  return true;
}

/** A set of inequalities identified by number; `lookup` returns the inequality of an id. */
export class InequalitySet {
  private readonly buckets = new Map<number, number | number[]>();

  constructor(private readonly lookup: (id: number) => Inequality) {}

  /** The id of an equal member, or undefined. The terms may sit in scratch buffers. */
  findTerms(vars: ArrayLike<number>, coefs: ArrayLike<number>, length: number, rhs: number, hash: number): number | undefined {
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) return undefined;
    if (typeof bucket === 'number') {
      return sameTerms(this.lookup(bucket), vars, coefs, length, rhs) ? bucket : undefined;
    }
    for (const id of bucket) if (sameTerms(this.lookup(id), vars, coefs, length, rhs)) return id;
    return undefined;
  }

  find(ineq: Inequality): number | undefined {
    return this.findTerms(ineq.vars, ineq.coefs, ineq.vars.length, ineq.rhs, hashInequality(ineq));
  }

  /** Adds member `id` (its inequality must not change afterwards). */
  add(id: number, hash = hashInequality(this.lookup(id))): void {
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) this.buckets.set(hash, id);
    else if (typeof bucket === 'number') this.buckets.set(hash, [bucket, id]);
    else bucket.push(id);
  }
}

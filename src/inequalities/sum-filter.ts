/**
 * Which sums the literal pair loop keeps (pairs.ts). A sum is dropped when
 * it always holds, when it is already in the set, when it says the same as a
 * member in other numbers, or when a member with the same variables makes it
 * redundant. Without the last two a tiny board fills the set: on `#.` / `..`
 * (three cells) the sums of the same five inequalities come back with ever
 * larger coefficients, 3.7 million pairs before the cap.
 *
 * - Same statement: in literal form Σ cᵢ·lᵢ ≥ d (lᵢ = x or 1 − x) a
 *   coefficient above d can be cut to d, and all can be divided by their
 *   greatest common divisor with d rounded up; neither changes which 0/1
 *   points satisfy it (the left side is a whole number). Sums equal after
 *   that are duplicates.
 * - Redundant, on at most SEMANTIC_VARIABLES variables: Q is
 *   dropped when a member on the same variables holds on no 0/1 point where
 *   Q fails (its points are a subset of Q's). What one inequality forces is
 *   exactly what all its points agree on, so Q forces nothing that member
 *   does not; there are only finitely many such point sets, so the set of
 *   sums on few variables cannot grow without end.
 *   Its price: a dropped sum is also a summand the loop no longer has, and two
 *   inequalities with the same points can add to different sums with a third.
 *   With the member −2x₁ − x₂ + 2x₃ ≥ 0, the sum −x₁ − 2x₂ + 2x₃ ≥ 0 (same
 *   points) is dropped; yet it plus x₁ − x₂ ≥ 0 is −3x₂ + 2x₃ ≥ 0, which
 *   forces x₂ = 0, while the member plus x₁ − x₂ ≥ 0 forces nothing. So the
 *   loop can miss a deduction of a sum of sums; it stays finite, and every
 *   deduction it makes is still a proof.
 */
import { hashTerms, InequalitySet } from './inequality-set';
import type { Inequality } from './inequality';

export type Verdict = 'new' | 'always holds' | 'duplicate' | 'same statement' | 'redundant';

/** Sums on this many variables or fewer are compared by their 0/1 points (16 at most; more would cost more than it saves). */
export const SEMANTIC_VARIABLES = 4;

export class SumFilter {
  private readonly members: Inequality[] = [];
  private readonly normals: Inequality[] = [];
  private readonly exact = new InequalitySet((k) => this.members[k]);
  private readonly normal = new InequalitySet((k) => this.normals[k]);
  /**
   * Members on few variables, by the hash of the variable list: every point
   * set seen (one bit per 0/1 point, as a key), and the strongest ones (none
   * includes another).
   */
  private readonly pointSets = new Map<number, { vars: readonly number[]; exact: Set<string>; strongest: Uint32Array[] }>();
  private normalCoefs = new Int32Array(64);
  /** Units of work done (terms compared), for the budget. */
  work = 0;

  /** @param semanticVariables compare sums on at most this many variables by their 0/1 points (0: by their terms only). */
  constructor(private readonly semanticVariables = SEMANTIC_VARIABLES) {}

  /** Judges the sum held in scratch arrays (the first `length` terms). */
  judge(vars: Int32Array, coefs: Int32Array, length: number, rhs: number): Verdict {
    let min = 0;
    for (let k = 0; k < length; k++) if (coefs[k] < 0) min += coefs[k];
    this.work += length;
    if (min >= rhs) return 'always holds';
    if (this.exact.findTerms(vars, coefs, length, rhs, hashTerms(vars, coefs, length, rhs)) !== undefined) return 'duplicate';
    if (this.normalCoefs.length < length) this.normalCoefs = new Int32Array(2 * length);
    const nrhs = normalize(coefs, length, rhs, this.normalCoefs);
    if (this.normal.findTerms(vars, this.normalCoefs, length, nrhs, hashTerms(vars, this.normalCoefs, length, nrhs)) !== undefined) {
      return 'same statement';
    }
    if (length <= this.semanticVariables) {
      // Few variables: compare the 0/1 points themselves.
      const points = pointsOf(coefs, length, rhs);
      this.work += points.length << 5;
      const group = this.pointSets.get(hashVariables(vars, length));
      if (!group || !sameVariables(group, vars, length)) return 'new';
      if (group.exact.has(pointsKey(points))) return 'same statement';
      for (const p of group.strongest) if (isSubset(p, points)) return 'redundant';
      return 'new';
    }
    return 'new';
  }

  /** Adds a member (its arrays must not change afterwards). */
  add(ineq: Inequality): void {
    const k = this.members.length;
    this.members.push(ineq);
    const n = ineq.vars.length;
    this.exact.add(k);
    if (n <= this.semanticVariables) {
      const key = hashVariables(ineq.vars, n);
      const points = pointsOf(ineq.coefs, n, ineq.rhs);
      let group = this.pointSets.get(key);
      // A hash collision between two variable lists: the later list is judged by syntax only.
      if (group && !sameVariables(group, ineq.vars, n)) return;
      if (!group) {
        group = { vars: ineq.vars, exact: new Set(), strongest: [] };
        this.pointSets.set(key, group);
      }
      group.exact.add(pointsKey(points));
      // Keep only the strongest: a member whose points include the new one's is redundant now.
      group.strongest = group.strongest.filter((p) => !isSubset(points, p));
      group.strongest.push(points);
      this.work += group.strongest.length * points.length + (points.length << 5);
    }
    const coefs = new Int32Array(n);
    const rhs = normalize(ineq.coefs, n, ineq.rhs, coefs);
    this.normals.push({ vars: ineq.vars, coefs: Array.from(coefs), rhs });
    this.normal.add(k);
    this.work += 3 * n;
  }
}

/**
 * The same inequality with coefficients cut to the literal form's d and
 * divided by their common divisor (d rounded up), written into `out`;
 * returns the new right-hand side.
 */
export function normalize(coefs: ArrayLike<number>, length: number, rhs: number, out: Int32Array): number {
  if (length === 0) return rhs;
  let d = rhs;
  for (let k = 0; k < length; k++) if (coefs[k] < 0) d -= coefs[k];
  let g = 0;
  for (let k = 0; k < length; k++) {
    const c = Math.min(Math.abs(coefs[k]), Math.max(d, 1));
    out[k] = c;
    g = gcd(g, c);
  }
  g = Math.max(g, 1);
  const nd = Math.ceil(d / g);
  let negatives = 0;
  for (let k = 0; k < length; k++) {
    out[k] = (coefs[k] < 0 ? -out[k] : out[k]) / g;
    if (out[k] < 0) negatives -= out[k];
  }
  return nd - negatives;
}

/** The 0/1 points (bit i: variable k at (i >> k) & 1) on which Σ coefs·x ≥ rhs holds. */
function pointsOf(coefs: ArrayLike<number>, length: number, rhs: number): Uint32Array {
  const count = 1 << length;
  const points = new Uint32Array(Math.max(1, count >> 5));
  for (let i = 0; i < count; i++) {
    let lhs = 0;
    for (let k = 0; k < length; k++) if ((i >> k) & 1) lhs += coefs[k];
    if (lhs >= rhs) points[i >> 5] |= 1 << (i & 31);
  }
  return points;
}

function isSubset(small: Uint32Array, large: Uint32Array): boolean {
  for (let w = 0; w < small.length; w++) if ((small[w] & ~large[w]) !== 0) return false;
  return true;
}

function pointsKey(points: Uint32Array): string {
  return points.join(',');
}

function sameVariables(p: { vars: readonly number[] }, vars: ArrayLike<number>, length: number): boolean {
  if (p.vars.length !== length) return false;
  for (let k = 0; k < length; k++) if (p.vars[k] !== vars[k]) return false;
  return true;
}

function hashVariables(vars: ArrayLike<number>, length: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < length; k++) h = Math.imul(h ^ vars[k], 0x01000193);
  return h >>> 0;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * The inequalities an InequalitySystem (./system.ts) holds, by id, with
 * where each came from (its origin) and the one shared derivation "forced by
 * inequality id" every variable it forces points to; and the lookup that
 * finds a derived inequality equal to one already stored, so a sum met twice
 * keeps one id.
 *
 * Given inequalities are hashed only when a derived one is first looked up:
 * a model of two million terms need not be hashed for a run that builds no
 * sum. The arrays are shared with the system by reference (its hot loops
 * index them directly); they only ever grow.
 */
import type { Derivation, Origin } from './derivation';
import type { Inequality } from './inequality';
import { hashInequality, InequalitySet } from './inequality-set';

export class InequalityRecords {
  readonly list: Inequality[] = [];
  readonly origins: Origin[] = [];
  /** One shared "forced by inequality id" derivation per inequality. */
  readonly forcedBy: Derivation[] = [];
  /** Terms hashed so far, for the budget. */
  work = 0;
  private readonly known = new InequalitySet((id) => this.list[id]);
  /** Inequalities below this id are in `known` (hashUpTo). */
  private hashed = 0;

  /**
   * The id of a stored inequality equal to `ineq`, or −1 when there is none;
   * then `ineq` is known from now on under the next id, and the caller must
   * `push` it next.
   */
  findOrClaim(ineq: Inequality): number {
    this.hashUpTo(this.list.length);
    const hash = hashInequality(ineq);
    const existing = this.known.findTerms(ineq.vars, ineq.coefs, ineq.vars.length, ineq.rhs, hash);
    if (existing !== undefined) return existing;
    this.known.add(this.list.length, hash);
    this.hashed++;
    return -1;
  }

  /** Stores `ineq` under the next id and returns it. */
  push(ineq: Inequality, origin: Origin): number {
    const id = this.list.length;
    this.list.push(ineq);
    this.origins.push(origin);
    this.forcedBy.push({ kind: 'inequality', id });
    return id;
  }

  /** Puts the inequalities below `end` into the set of known ones, in id order. */
  private hashUpTo(end: number): void {
    for (; this.hashed < end; this.hashed++) {
      this.known.add(this.hashed, hashInequality(this.list[this.hashed]));
      this.work += this.list[this.hashed].vars.length;
    }
  }
}

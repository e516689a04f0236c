/**
 * The sentinel index of the selective method's weighing (aim.ts explains
 * the rule it serves). Every active inequality b keeps some of its free
 * terms as sentinels, of mass at least Q(b) + SENTINEL_SPARE, where
 * Q(b) = free mass − slack. A base can only grow into a forcing chain when
 * less than that much of its free mass lies outside an aim's aids, so one of
 * its sentinels is then on an aid's variable; an aim looks up the bases that
 * chose the aids' variables instead of every inequality that meets the aids.
 *
 * Kept apart from the weighing because it is its own bookkeeping: choosing
 * sentinels, and replacing them as their variables are set. The weighing
 * only reads the lists.
 */
import { UNKNOWN } from './forcing';
import { OccurrenceLists } from './occurrences';
import type { EngineRun } from './run';
import { grownInt32 } from './typed-arrays';

/**
 * Sentinel mass a base keeps beyond Q(b), and so the most Φ an aim may have
 * to use the sentinel route (aim.ts); aims whose aids of both signs cancel
 * each other by more use partners.
 */
export const SENTINEL_SPARE = 0;

export class SentinelIndex {
  /**
   * Per literal 2·v + (1 for a positive coefficient): the inequalities for
   * which the variable is a sentinel with that sign, with the term's place
   * (kept in the lists' `coefs`). A variable's lists are emptied when it is
   * set, so no entry is ever stale.
   */
  readonly lists: OccurrenceLists;
  /** Per inequality: the mass of its sentinels. */
  private mass = new Int32Array(0);
  /** Per inequality: the term its scan for sentinels starts at, and how many terms the scan has passed. */
  private start = new Int32Array(0);
  private scanned = new Int32Array(0);
  private seed = 0x6b43a9b5;

  constructor(
    private readonly run: EngineRun,
    variableCount: number,
  ) {
    this.lists = new OccurrenceLists(2 * variableCount);
  }

  /** Chooses the first sentinels of inequality `id` (new, or every one again after `clear`). */
  startFor(id: number): void {
    const n = this.run.system.inequality(id).vars.length;
    this.mass[id] = 0;
    this.scanned[id] = 0;
    // A spread-out start, so the first variables of neighbouring inequalities do not collect them all.
    this.seed ^= this.seed << 13;
    this.seed ^= this.seed >>> 17;
    this.seed ^= this.seed << 5;
    this.start[id] = n > 0 ? (this.seed >>> 0) % n : 0;
    this.extend(id);
  }

  /** Variable `w` was set: the inequalities it was a sentinel of lose that term and choose more. */
  variableSet(w: number): void {
    const sys = this.run.system;
    const lists = this.lists;
    for (let literal = 2 * w; literal <= 2 * w + 1; literal++) {
      this.run.tick(lists.count[literal]);
      // Extending may move the pool (not w's lists: w is set), so it is read afresh each time.
      for (let k = 0; k < lists.count[literal]; k++) {
        const j = lists.start[literal] + k;
        const b = lists.ids[j];
        this.mass[b] -= Math.abs(sys.inequality(b).coefs[lists.coefs[j]]);
        this.extend(b);
      }
      // w is set for good: nothing will look it up again.
      lists.clear(literal);
    }
  }

  /** Forgets every sentinel (the occurrence lists were rebuilt; `startFor` chooses them again). */
  clear(): void {
    this.lists.clearAll();
  }

  /** Makes room for inequality ids below `size`. */
  grow(size: number): void {
    this.mass = grownInt32(this.mass, size);
    this.start = grownInt32(this.start, size);
    this.scanned = grownInt32(this.scanned, size);
  }

  /** Adds free terms of `b` as sentinels until their mass is Q(b) + SENTINEL_SPARE (or none is left). */
  private extend(b: number): void {
    const sys = this.run.system;
    const ineq = sys.inequality(b);
    const n = ineq.vars.length;
    const wanted = sys.freeMass(b) - sys.slack(b) + SENTINEL_SPARE;
    let scanned = this.scanned[b];
    const start = this.start[b];
    while (this.mass[b] < wanted && scanned < n) {
      const t = (start + scanned++) % n;
      const w = ineq.vars[t];
      if (sys.values[w] !== UNKNOWN) continue;
      this.mass[b] += Math.abs(ineq.coefs[t]);
      this.lists.add(2 * w + (ineq.coefs[t] > 0 ? 1 : 0), b, t);
    }
    this.run.tick(scanned - this.scanned[b]);
    this.scanned[b] = scanned;
  }
}

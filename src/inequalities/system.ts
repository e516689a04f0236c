/**
 * A set of 0/1 inequalities with a partial assignment, the state every method
 * works on. Forcing is run to a fixpoint with counters instead of rescans:
 * each inequality keeps Σ of its fixed terms and Σ of its free positive and
 * negative coefficients, so its slack is known in O(1) and only the
 * inequalities whose slack just fell are looked at again. That order of
 * deductions is what the trace shows.
 *
 * Assignments go on a trail so a trial ("assume a lamp …") can be undone. A
 * trial is opened in one of two modes:
 * - 'exact': the counters follow, as at the top level; what forcing does
 *   under the assumption is what the trace will show.
 * - 'fast': only the watched literals follow (watches.ts); it answers "does
 *   this lead to a contradiction, and what is forced?" at a fraction of the
 *   cost, but the counters (slack, isSatisfiedForSure) are stale until the
 *   trial is undone.
 *
 * Sums are built from inequalities with the known values substituted, so a
 * sum is valid only under the knowns it was built with: adding one while a
 * trial is open is refused. Learned inequalities and cuts hold whatever is
 * assumed and may be added at any time.
 *
 * Every assigned variable keeps its derivation (which inequality forced it, or
 * which trial) and the time it was set.
 */
import type { Inequality } from './inequality';
import { InequalityRecords } from './inequality-records';
import { NO_CONFLICT, STOPPED, UNKNOWN, type Forced } from './forcing';
import type { DeduceListener, Derivation, Origin } from './derivation';
import { grownInt32 } from './typed-arrays';
import { OccurrenceLists } from './occurrences';
import { WatchedPropagation } from './watches';

export type { DeduceListener, Derivation, Origin, OriginKind, TrialStep } from './derivation';

export type TrialMode = 'exact' | 'fast';

/** Slots of one inequality in `counters`. */
const FIXED = 0;
const POS_FREE = 1;
const NEG_FREE = 2;
const RHS = 3;
const COUNTERS = 4;

const ASSUMPTION: Derivation = { kind: 'assumption' };
const neverStop = (): boolean => false;

export class InequalitySystem {
  readonly values: Int8Array;
  private readonly reasons: (Derivation | null)[];
  private readonly setAt: Int32Array;
  /** Position of each assigned variable on the trail. */
  private readonly trailPos: Int32Array;
  /** The inequalities by id, their origins and dedupe (inequality-records.ts); ineqs and forcedBy are its arrays. */
  private readonly records = new InequalityRecords();
  private readonly ineqs: Inequality[] = this.records.list;
  private readonly forcedBy: Derivation[] = this.records.forcedBy;
  private readonly active: boolean[] = [];
  /** Set aside by retain(); never comes back. */
  private readonly retired: boolean[] = [];
  // Per inequality, side by side in one typed array that grows (one cache line
  // serves every counter of an inequality: these are read in every hot loop):
  // Σ coef·value of assigned terms, Σ of free positive / negative coefficients, the right-hand side.
  private counters = new Int32Array(64 * COUNTERS);
  /** Largest |coef| of each inequality. */
  private maxAbs = new Int32Array(64);
  private changedAtTimes = new Float64Array(64);
  /** Which active inequalities each variable is in (occurrences.ts). */
  readonly occurrenceLists: OccurrenceLists;
  private readonly trail: number[] = [];
  private readonly queue: number[] = [];
  private queueHead = 0;
  private readonly queued: boolean[] = [];
  /** Trail lengths of the open trials, innermost last. */
  private readonly marks: number[] = [];
  /** Trail position from which assignments are fast (counters not kept); Infinity when none. */
  private fastFrom = Infinity;
  private readonly watches: WatchedPropagation;
  private readonly pendingChecks: number[] = [];
  /** Ticks on every assignment and every added inequality. */
  time = 0;
  /** Bumped when the occurrence lists are rebuilt (retain), so indexes over them know to start again. */
  layoutVersion = 0;
  /** Counts assignments outside every trial and every added inequality. */
  topChanges = 0;
  /** Ids in the order they were made active (an inequality stored inactive may be activated later). */
  readonly activations: number[] = [];
  private countedWork = 0;

  constructor(readonly variableCount: number) {
    this.values = new Int8Array(variableCount).fill(UNKNOWN);
    this.reasons = new Array(variableCount).fill(null);
    this.setAt = new Int32Array(variableCount);
    this.trailPos = new Int32Array(variableCount);
    this.occurrenceLists = new OccurrenceLists(variableCount);
    this.watches = new WatchedPropagation(variableCount, this.values);
  }

  get size(): number {
    return this.ineqs.length;
  }

  /** System time at which the slack of each inequality last fell (or it was added), by id. */
  get changedAt(): Float64Array {
    return this.changedAtTimes;
  }

  get assignedCount(): number {
    return this.trail.length;
  }

  /** Units of work done so far (terms and occurrences visited), for the budget. */
  get work(): number {
    return this.countedWork + this.records.work + this.watches.work;
  }

  /** Number of open trials. */
  get depth(): number {
    return this.marks.length;
  }

  /** The variable assigned `k`-th (0-based) on the trail. */
  trailAt(k: number): number {
    return this.trail[k];
  }

  /** Where assigned variable `v` stands on the trail. */
  trailPosition(v: number): number {
    return this.trailPos[v];
  }

  /**
   * Has `id` looked at by the next forcing, even if nothing it watches
   * changes (a learned inequality that already fails where the search is).
   */
  recheck(id: number): void {
    this.pendingChecks.push(id);
  }

  inequality(id: number): Inequality {
    return this.ineqs[id];
  }

  origin(id: number): Origin {
    return this.records.origins[id];
  }

  isActive(id: number): boolean {
    return this.active[id];
  }

  /**
   * Adds an inequality and queues it for forcing. Given inequalities are always
   * appended (their ids stay the model's indices); a derived one equal to a
   * stored inequality returns the stored id instead. An inactive inequality is
   * only kept as a record (the middle of a chain of sums): it takes no part in
   * forcing until it is added again as active.
   */
  add(ineq: Inequality, origin: Origin, active = true): { id: number; isNew: boolean } {
    if (origin.kind === 'sum' && this.marks.length > 0) {
      throw new Error('a sum built under an open trial would only hold under its assumption');
    }
    // A given inequality is always appended (its id is the model's index); only derived ones are looked up.
    if (origin.kind !== 'given') {
      const existing = this.records.findOrClaim(ineq);
      if (existing >= 0) {
        if (active && !this.active[existing] && !this.retired[existing]) this.activate(existing);
        return { id: existing, isNew: false };
      }
    }
    const id = this.records.push(ineq, origin);
    this.active.push(false);
    this.retired.push(false);
    this.queued.push(false);
    if (id >= this.maxAbs.length) this.growCounters(2 * id + 64);
    const at = COUNTERS * id;
    this.counters[at + FIXED] = 0;
    this.counters[at + POS_FREE] = 0;
    this.counters[at + NEG_FREE] = 0;
    this.counters[at + RHS] = ineq.rhs;
    this.maxAbs[id] = 0;
    this.changedAtTimes[id] = ++this.time;
    if (active) this.activate(id);
    return { id, isNew: true };
  }

  /** Lets inequality `id` take part in forcing from now on. */
  private activate(id: number): void {
    const ineq = this.ineqs[id];
    const occ = this.occurrenceLists;
    // The counters see the values they follow: not those of an open fast trial.
    const counting = this.fastFrom === Infinity;
    let fixed = 0;
    let pos = 0;
    let neg = 0;
    let maxAbs = 0;
    for (let i = 0; i < ineq.vars.length; i++) {
      const v = ineq.vars[i];
      const c = ineq.coefs[i];
      if (c > maxAbs) maxAbs = c;
      else if (-c > maxAbs) maxAbs = -c;
      occ.add(v, id, c);
      const value = counting ? this.values[v] : this.countsValueOf(v);
      if (value === UNKNOWN) {
        if (c > 0) pos += c;
        else neg += c;
      } else fixed += c * value;
    }
    this.countedWork += ineq.vars.length;
    const at = COUNTERS * id;
    this.counters[at + FIXED] = fixed;
    this.counters[at + POS_FREE] = pos;
    this.counters[at + NEG_FREE] = neg;
    this.maxAbs[id] = maxAbs;
    this.active[id] = true;
    this.activations.push(id);
    this.changedAtTimes[id] = ++this.time;
    // A new inequality can make any look-ahead go further: what was harmless may not be.
    this.topChanges++;
    const mayForce = this.watches.activate(id, ineq);
    if (this.fastFrom === Infinity) this.enqueue(id);
    else if (mayForce) this.watches.enqueue(id);
  }

  /** The value the counters account for: unknown while it was set by an open fast trial. */
  private countsValueOf(v: number): number {
    const value = this.values[v];
    if (value === UNKNOWN || this.fastFrom === Infinity) return value;
    return this.trailPos[v] >= this.fastFrom ? UNKNOWN : value;
  }

  /** Largest left side still possible minus the right side; < 0 is a contradiction. Stale inside a fast trial. */
  slack(id: number): number {
    const at = COUNTERS * id;
    return this.counters[at + FIXED] + this.counters[at + POS_FREE] - this.counters[at + RHS];
  }

  /** True when the inequality holds whatever the free variables become. Stale inside a fast trial. */
  isSatisfiedForSure(id: number): boolean {
    const at = COUNTERS * id;
    return this.counters[at + FIXED] + this.counters[at + NEG_FREE] >= this.counters[at + RHS];
  }

  /** Σ |coefficient| over the free terms. Stale inside a fast trial. */
  freeMass(id: number): number {
    return this.counters[COUNTERS * id + POS_FREE] - this.counters[COUNTERS * id + NEG_FREE];
  }

  /** Largest coefficient (in size) of the inequality. */
  largestCoefficient(id: number): number {
    return this.maxAbs[id];
  }

  /**
   * The inequality with the values known at system time `time` substituted
   * (all known values by default): what a reader sees at that step.
   */
  reduced(id: number, time = Infinity): Inequality {
    const ineq = this.ineqs[id];
    const vars: number[] = [];
    const coefs: number[] = [];
    let rhs = ineq.rhs;
    for (let i = 0; i < ineq.vars.length; i++) {
      const v = ineq.vars[i];
      if (this.values[v] !== UNKNOWN && this.setAt[v] <= time) rhs -= ineq.coefs[i] * this.values[v];
      else {
        vars.push(v);
        coefs.push(ineq.coefs[i]);
      }
    }
    this.countedWork += ineq.vars.length;
    return { vars, coefs, rhs };
  }

  /**
   * Ids and coefficients of the active inequalities that contain `v` (views,
   * valid until the next inequality is added; hot loops read
   * `occurrenceLists` directly).
   */
  occurrences(v: number): { ids: Int32Array; coefs: Int32Array } {
    const occ = this.occurrenceLists;
    const s = occ.start[v];
    const e = s + occ.count[v];
    return { ids: occ.ids.subarray(s, e), coefs: occ.coefs.subarray(s, e) };
  }

  /**
   * Room for `more[v]` further occurrences of each variable v, for a caller
   * about to add many inequalities at once (a model): their lists are then
   * laid out once instead of growing.
   */
  reserveOccurrences(more: ArrayLike<number>): void {
    this.occurrenceLists.reserve(more);
  }

  reason(v: number): Derivation | null {
    return this.reasons[v];
  }

  /** System time at which `v` was assigned (meaningless while unknown). */
  assignedAt(v: number): number {
    return this.setAt[v];
  }

  assign(v: number, value: 0 | 1, reason: Derivation): void {
    if (this.values[v] !== UNKNOWN) throw new Error(`variable ${v} is already assigned`);
    this.values[v] = value;
    this.reasons[v] = reason;
    this.setAt[v] = ++this.time;
    this.trailPos[v] = this.trail.length;
    this.trail.push(v);
    if (this.marks.length === 0) this.topChanges++;
    if (this.fastFrom !== Infinity) {
      this.watches.assigned(v, value, true);
      return;
    }
    this.watches.assigned(v, value, false);
    const occ = this.occurrenceLists;
    const ids = occ.ids;
    const coefs = occ.coefs;
    const counters = this.counters;
    const end = occ.start[v] + occ.count[v];
    this.countedWork += occ.count[v];
    for (let k = occ.start[v]; k < end; k++) {
      const id = ids[k];
      const c = coefs[k];
      const at = COUNTERS * id;
      if (c > 0) counters[at + POS_FREE] -= c;
      else counters[at + NEG_FREE] -= c;
      if (value === 1) counters[at + FIXED] += c;
      // The slack falls when a positive term is set to 0 or a negative one to 1.
      if ((c > 0) !== (value === 1)) {
        this.changedAtTimes[id] = this.time;
        this.enqueue(id);
      }
    }
  }

  /**
   * Opens a trial: the assignments after this point can be undone. Trials
   * nest; a fast trial may only hold fast trials inside it.
   */
  mark(mode: TrialMode = 'exact'): number {
    if (mode === 'exact' && this.fastFrom !== Infinity) throw new Error('an exact trial cannot open inside a fast one');
    if (mode === 'fast' && this.fastFrom === Infinity) {
      this.fastFrom = this.trail.length;
      this.clearQueue();
    }
    this.marks.push(this.trail.length);
    return this.trail.length;
  }

  /** Undoes every assignment made after `mark` and closes that trial (and any inside it). */
  undo(mark: number): void {
    while (this.trail.length > mark) {
      const v = this.trail.pop()!;
      const value = this.values[v] as 0 | 1;
      this.watches.unassigned(v, value);
      if (this.trail.length < this.fastFrom) {
        const occ = this.occurrenceLists;
        const ids = occ.ids;
        const coefs = occ.coefs;
        const counters = this.counters;
        const end = occ.start[v] + occ.count[v];
        this.countedWork += occ.count[v];
        for (let k = occ.start[v]; k < end; k++) {
          const c = coefs[k];
          const at = COUNTERS * ids[k];
          if (c > 0) counters[at + POS_FREE] += c;
          else counters[at + NEG_FREE] += c;
          if (value === 1) counters[at + FIXED] -= c;
        }
      }
      this.values[v] = UNKNOWN;
      this.reasons[v] = null;
    }
    while (this.marks.length > 0 && this.marks[this.marks.length - 1] >= mark) this.marks.pop();
    if (this.trail.length <= this.fastFrom) this.fastFrom = Infinity;
    this.clearQueue();
    this.watches.clear();
  }

  /**
   * Forcing to a fixpoint, in the counters' order (what the trace shows).
   * Returns the id of an inequality that can no longer be satisfied,
   * NO_CONFLICT when none, or STOPPED when `shouldStop` said so (budget).
   * Inside a fast trial it forces by watches instead, without a listener.
   */
  propagate(listener?: DeduceListener, shouldStop?: () => boolean): number {
    if (this.fastFrom !== Infinity) {
      for (const id of this.pendingChecks) this.watches.enqueue(id);
      this.pendingChecks.length = 0;
      return this.watches.propagate(this.forceFast, shouldStop ?? neverStop);
    }
    for (const id of this.pendingChecks) this.enqueue(id);
    this.pendingChecks.length = 0;
    while (this.queueHead < this.queue.length) {
      const id = this.queue[this.queueHead++];
      this.queued[id] = false;
      this.countedWork++;
      if (shouldStop && shouldStop()) {
        this.clearQueue();
        return STOPPED;
      }
      const slack = this.slack(id);
      if (slack < 0) {
        this.clearQueue();
        return id;
      }
      if (slack >= this.maxAbs[id]) continue;
      const before = this.time;
      const forced = this.forceFrom(id, slack);
      if (forced.length > 0 && listener) listener(id, forced, before);
    }
    this.clearQueue();
    return NO_CONFLICT;
  }

  /** Keeps only the inequalities `keep` accepts in the occurrence lists. */
  retain(keep: (id: number) => boolean): void {
    if (this.marks.length > 0) throw new Error('retain() during a trial');
    for (let id = 0; id < this.ineqs.length; id++) {
      if (keep(id)) continue;
      this.active[id] = false;
      this.retired[id] = true;
      this.watches.retire(id);
    }
    this.occurrenceLists.filter((id) => this.active[id]);
    this.layoutVersion++;
  }

  private readonly forceFast = (v: number, value: 0 | 1, by: number): void => this.assign(v, value, this.forcedBy[by]);

  /** An assumption, as a derivation (shared: it carries nothing). */
  static readonly assumption: Derivation = ASSUMPTION;

  private forceFrom(id: number, slack: number): Forced[] {
    const ineq = this.ineqs[id];
    const forced: Forced[] = [];
    this.countedWork += ineq.vars.length;
    for (let i = 0; i < ineq.vars.length; i++) {
      const v = ineq.vars[i];
      const c = ineq.coefs[i];
      if (this.values[v] !== UNKNOWN || Math.abs(c) <= slack) continue;
      const value = c > 0 ? 1 : 0;
      this.assign(v, value, this.forcedBy[id]);
      forced.push({ variable: v, value });
    }
    return forced;
  }

  private growCounters(size: number): void {
    this.counters = grownInt32(this.counters, COUNTERS * size);
    this.maxAbs = grownInt32(this.maxAbs, size);
    const times = new Float64Array(size);
    times.set(this.changedAtTimes);
    this.changedAtTimes = times;
  }

  private enqueue(id: number): void {
    if (this.queued[id] || !this.active[id]) return;
    this.queued[id] = true;
    this.queue.push(id);
  }

  private clearQueue(): void {
    for (let k = this.queueHead; k < this.queue.length; k++) this.queued[this.queue[k]] = false;
    this.queue.length = 0;
    this.queueHead = 0;
  }
}

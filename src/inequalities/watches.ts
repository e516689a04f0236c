/**
 * Watched forcing: the cheap way to follow an assumption to its end.
 *
 * The system's own forcing (system.ts) keeps exact counters for every
 * inequality, so each assignment touches every inequality its variable is
 * in. That is what the trace needs (the order of deductions is part of what a
 * reader sees), but a look-ahead that is undone at once — a probe, a node of
 * the search — pays it again and again: on an open 100×100 board one lamp
 * touches 40,000 counters. Here an inequality only hears about the few
 * variables it watches, as SAT solvers do with clauses (Chai and Kuehlmann,
 * "A fast pseudo-Boolean constraint solver", 2003, for the weighted form).
 *
 * In literal form Σ cᵢ·lᵢ ≥ d (cᵢ = |aᵢ| > 0, lᵢ = x for a positive
 * coefficient, 1 − x for a negative one), an inequality watches some of its
 * literals that are not false, enough that their coefficients exceed
 * d + max c. While that holds nothing can be forced. When a watched literal
 * turns false, unwatched ones take its place; only when none is left can the
 * inequality force, and only then is it read in full. Backtracking needs no
 * repair beyond giving back the coefficients of watched literals that turn
 * un-false again, so undo costs what the assignment cost.
 *
 * Which inequality forced what, and in which order, may differ from the
 * counters' order; the set of forced values does not (forcing to a fixpoint
 * has one result), nor does whether a contradiction is reached. Callers use
 * this engine only where that is all they need.
 *
 * The terms live in flat typed arrays (one slot per term of every
 * inequality), because this loop is bound by memory reads, not arithmetic.
 */
import { NO_CONFLICT, STOPPED, UNKNOWN } from './forcing';
import type { Inequality } from './inequality';
import { grownInt32, grownUint8 } from './typed-arrays';

/** A growable list of (term slot, inequality) pairs with its own length. */
interface WatchList {
  items: number[];
  length: number;
}

export class WatchedPropagation {
  // Per term slot: the literal's variable·2 + the value that falsifies it, its coefficient |a|, and whether it is watched.
  private termLiteral = new Int32Array(1024);
  private termCoef = new Int32Array(1024);
  private termWatched = new Uint8Array(1024);
  private terms = 0;
  // Per inequality.
  private start = new Int32Array(64);
  private count = new Int32Array(64);
  private rhs = new Int32Array(64);
  /** Σ coefficients of watched literals that are not false, minus d. */
  private wslack = new Int32Array(64);
  private maxc = new Int32Array(64);
  private pointer = new Int32Array(64);
  private active = new Uint8Array(64);
  private queuedFlags = new Uint8Array(64);
  /** watchers[2·v + value]: the watched literals that `v = value` falsifies. */
  private readonly watchers: WatchList[];
  private readonly queue: number[] = [];
  private queueHead = 0;
  /** Units of work done, for the budget. */
  work = 0;
  private seed = 0x2545f491;

  constructor(
    variableCount: number,
    private readonly values: Int8Array,
  ) {
    this.watchers = Array.from({ length: 2 * variableCount }, () => ({ items: [], length: 0 }));
  }

  /** Starts watching inequality `id` with the current values; true when it may force now. */
  activate(id: number, ineq: Inequality): boolean {
    if (id >= this.start.length) this.growInequalities(id + 1);
    const n = ineq.vars.length;
    if (this.terms + n > this.termLiteral.length) this.growTerms(this.terms + n);
    const s = this.terms;
    this.terms += n;
    let d = ineq.rhs;
    let maxc = 0;
    for (let i = 0; i < n; i++) {
      const a = ineq.coefs[i];
      const c = a > 0 ? a : -a;
      if (a < 0) d += c;
      if (c > maxc) maxc = c;
      this.termLiteral[s + i] = 2 * ineq.vars[i] + (a > 0 ? 0 : 1);
      this.termCoef[s + i] = c;
    }
    this.start[id] = s;
    this.count[id] = n;
    this.rhs[id] = ineq.rhs;
    this.maxc[id] = maxc;
    // Start at a spread-out place, not at every inequality's first term: the
    // first terms of neighbouring inequalities are often the same variables.
    this.pointer[id] = n > 0 ? this.nextRandom() % n : 0;
    this.wslack[id] = -d;
    this.active[id] = 1;
    this.work += n;
    return !this.refill(id);
  }

  /** Inequality `id` takes no part any more (set aside by the system). */
  retire(id: number): void {
    this.active[id] = 0;
  }

  /**
   * `v` has just been set to `value`: every inequality watching a literal this
   * falsifies loses that coefficient and looks for replacements. With
   * `enqueue`, those that may now force are queued for `propagate`.
   */
  assigned(v: number, value: 0 | 1, enqueue: boolean): void {
    const list = this.watchers[2 * v + value];
    const items = list.items;
    const length = list.length;
    let keep = 0;
    this.work += length;
    for (let k = 0; k < length; k += 2) {
      const slot = items[k];
      const id = items[k + 1];
      if (this.active[id] === 0) continue;
      this.wslack[id] -= this.termCoef[slot];
      if (this.wslack[id] < this.maxc[id]) {
        if (this.refill(id)) {
          // Enough watched without this literal: drop it.
          this.termWatched[slot] = 0;
          continue;
        }
        if (enqueue && this.queuedFlags[id] === 0) {
          this.queuedFlags[id] = 1;
          this.queue.push(id);
        }
      }
      items[keep++] = slot;
      items[keep++] = id;
    }
    // A replacement never lands in this list: its variable is `v`, which is now false here.
    list.length = keep;
  }

  /** `v` is unknown again (it was `value`): watched literals it had falsified count again. */
  unassigned(v: number, value: 0 | 1): void {
    const list = this.watchers[2 * v + value];
    const items = list.items;
    this.work += list.length;
    for (let k = 0; k < list.length; k += 2) this.wslack[items[k + 1]] += this.termCoef[items[k]];
  }

  /**
   * Watches further non-false literals of `id`, scanning from its pointer,
   * until the watched slack reaches max c again; false when there are not
   * enough. The pointer then jumps to a random place: scanning on from the
   * replacement would make the watches of many inequalities travel together
   * ahead of a sweep of look-aheads, each of which would wake them all again.
   */
  private refill(id: number): boolean {
    const s = this.start[id];
    const n = this.count[id];
    const maxc = this.maxc[id];
    const values = this.values;
    let p = this.pointer[id];
    let scanned = 0;
    for (; scanned < n && this.wslack[id] < maxc; scanned++) {
      const slot = s + p;
      if (++p === n) p = 0;
      if (this.termWatched[slot] !== 0) continue;
      const literal = this.termLiteral[slot];
      if (values[literal >> 1] === (literal & 1)) continue;
      this.termWatched[slot] = 1;
      this.wslack[id] += this.termCoef[slot];
      const list = this.watchers[literal];
      if (list.length + 2 > list.items.length) list.items.push(slot, id);
      else {
        list.items[list.length] = slot;
        list.items[list.length + 1] = id;
      }
      list.length += 2;
    }
    this.work += scanned;
    this.pointer[id] = n > 1 ? this.nextRandom() % n : 0;
    return this.wslack[id] >= maxc;
  }

  /** Queues `id` for a look in the next `propagate` (a new inequality that may force at once). */
  enqueue(id: number): void {
    if (this.queuedFlags[id] === 0) {
      this.queuedFlags[id] = 1;
      this.queue.push(id);
    }
  }

  /**
   * Forcing to a fixpoint from the queued inequalities. `assign` sets a
   * variable (and must call `assigned` with enqueue on). Returns the id of an
   * inequality that cannot hold any more, NO_CONFLICT at the fixpoint, or
   * STOPPED when `shouldStop` said so.
   */
  propagate(assign: (v: number, value: 0 | 1, by: number) => void, shouldStop: () => boolean): number {
    const values = this.values;
    while (this.queueHead < this.queue.length) {
      const id = this.queue[this.queueHead++];
      this.queuedFlags[id] = 0;
      if (this.active[id] === 0) continue;
      if (shouldStop()) {
        this.clear();
        return STOPPED;
      }
      const s = this.start[id];
      const e = s + this.count[id];
      // The true slack: every non-false literal, watched or not, minus d.
      let slack = -this.rhs[id];
      for (let slot = s; slot < e; slot++) {
        const literal = this.termLiteral[slot];
        const x = values[literal >> 1];
        if (literal & 1) {
          // Negative coefficient: −c·x; its literal 1 − x counts c when x = 0, and d carries +c.
          if (x === 1) slack -= this.termCoef[slot];
        } else if (x !== 0) slack += this.termCoef[slot];
      }
      this.work += e - s;
      if (slack < 0) {
        this.clear();
        return id;
      }
      if (slack >= this.maxc[id]) continue;
      for (let slot = s; slot < e; slot++) {
        const literal = this.termLiteral[slot];
        if (values[literal >> 1] === UNKNOWN && this.termCoef[slot] > slack) assign(literal >> 1, literal & 1 ? 0 : 1, id);
      }
    }
    this.clear();
    return NO_CONFLICT;
  }

  clear(): void {
    for (let k = this.queueHead; k < this.queue.length; k++) this.queuedFlags[this.queue[k]] = 0;
    this.queue.length = 0;
    this.queueHead = 0;
  }

  private growInequalities(size: number): void {
    const next = Math.max(size, 2 * this.start.length);
    this.start = grownInt32(this.start, next);
    this.count = grownInt32(this.count, next);
    this.rhs = grownInt32(this.rhs, next);
    this.wslack = grownInt32(this.wslack, next);
    this.maxc = grownInt32(this.maxc, next);
    this.pointer = grownInt32(this.pointer, next);
    this.active = grownUint8(this.active, next);
    this.queuedFlags = grownUint8(this.queuedFlags, next);
  }

  private growTerms(size: number): void {
    const next = Math.max(size, 2 * this.termLiteral.length);
    this.termLiteral = grownInt32(this.termLiteral, next);
    this.termCoef = grownInt32(this.termCoef, next);
    this.termWatched = grownUint8(this.termWatched, next);
  }

  /** A fixed pseudo-random sequence (xorshift), so runs stay reproducible. */
  private nextRandom(): number {
    let x = this.seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.seed = x;
    return x >>> 0;
  }
}

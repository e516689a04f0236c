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
 * Everything lives in flat typed arrays, because this loop is bound by
 * memory reads, not arithmetic: the terms (one slot per term of every
 * inequality, its literal beside its coefficient), the per-inequality state
 * side by side (one cache line holds what a step reads of an inequality),
 * and the watch lists in one pool (occurrences.ts).
 */
import { NO_CONFLICT, STOPPED, UNKNOWN } from './forcing';
import type { Inequality } from './inequality';
import { OccurrenceLists } from './occurrences';
import { grownInt32 } from './typed-arrays';

// Per term slot, side by side in `terms`: the literal (variable·2 + the value that falsifies it), then
// the coefficient |a|·2 + 1 while the literal is watched (|a|·2 while not).
const LITERAL = 0;
const COEF = 1;
const TERM = 2;
// Per inequality, side by side in `state`.
const START = 0;
const COUNT = 1;
const RHS = 2;
/** Σ coefficients of watched literals that are not false, minus d. */
const WSLACK = 3;
const MAXC = 4;
const POINTER = 5;
const ACTIVE = 6;
const QUEUED = 7;
const STATE = 8;

export class WatchedPropagation {
  private terms = new Int32Array(1024 * TERM);
  private termCount = 0;
  private state = new Int32Array(64 * STATE);
  /** Lists per literal 2·v + value: the watched term slots (in `ids`) of inequalities (in `coefs`) that `v = value` falsifies. */
  private readonly watchers: OccurrenceLists;
  private readonly queue: number[] = [];
  private queueHead = 0;
  /** Units of work done, for the budget. */
  work = 0;
  private seed = 0x2545f491;

  constructor(
    variableCount: number,
    private readonly values: Int8Array,
  ) {
    this.watchers = new OccurrenceLists(2 * variableCount);
  }

  /** Starts watching inequality `id` with the current values; true when it may force now. */
  activate(id: number, ineq: Inequality): boolean {
    if ((id + 1) * STATE > this.state.length) this.state = grownInt32(this.state, Math.max((id + 1) * STATE, 2 * this.state.length));
    const n = ineq.vars.length;
    if ((this.termCount + n) * TERM > this.terms.length) this.terms = grownInt32(this.terms, Math.max((this.termCount + n) * TERM, 2 * this.terms.length));
    const s = this.termCount;
    this.termCount += n;
    const terms = this.terms;
    let d = ineq.rhs;
    let maxc = 0;
    for (let i = 0; i < n; i++) {
      const a = ineq.coefs[i];
      const c = a > 0 ? a : -a;
      if (a < 0) d += c;
      if (c > maxc) maxc = c;
      terms[(s + i) * TERM + LITERAL] = 2 * ineq.vars[i] + (a > 0 ? 0 : 1);
      terms[(s + i) * TERM + COEF] = 2 * c;
    }
    const at = id * STATE;
    const state = this.state;
    state[at + START] = s;
    state[at + COUNT] = n;
    state[at + RHS] = ineq.rhs;
    state[at + MAXC] = maxc;
    // Start at a spread-out place, not at every inequality's first term: the
    // first terms of neighbouring inequalities are often the same variables.
    state[at + POINTER] = n > 0 ? this.nextRandom() % n : 0;
    state[at + WSLACK] = -d;
    state[at + ACTIVE] = 1;
    this.work += n;
    return !this.refill(id);
  }

  /** Inequality `id` takes no part any more (set aside by the system). */
  retire(id: number): void {
    this.state[id * STATE + ACTIVE] = 0;
  }

  /**
   * `v` has just been set to `value`: every inequality watching a literal this
   * falsifies loses that coefficient and looks for replacements. With
   * `enqueue`, those that may now force are queued for `propagate`.
   */
  assigned(v: number, value: 0 | 1, enqueue: boolean): void {
    const lists = this.watchers;
    const literal = 2 * v + value;
    const start = lists.start[literal];
    const length = lists.count[literal];
    const state = this.state;
    let keep = 0;
    this.work += length;
    for (let k = 0; k < length; k++) {
      // Read afresh: a refill may have moved the pool (never this list: its variable is set).
      const slot = lists.ids[start + k];
      const id = lists.coefs[start + k];
      const at = id * STATE;
      if (state[at + ACTIVE] === 0) continue;
      state[at + WSLACK] -= this.terms[slot * TERM + COEF] >> 1;
      if (state[at + WSLACK] < state[at + MAXC]) {
        if (this.refill(id)) {
          // Enough watched without this literal: drop it.
          this.terms[slot * TERM + COEF] &= ~1;
          continue;
        }
        if (enqueue && state[at + QUEUED] === 0) {
          state[at + QUEUED] = 1;
          this.queue.push(id);
        }
      }
      lists.ids[start + keep] = slot;
      lists.coefs[start + keep++] = id;
    }
    lists.count[literal] = keep;
  }

  /** `v` is unknown again (it was `value`): watched literals it had falsified count again. */
  unassigned(v: number, value: 0 | 1): void {
    const lists = this.watchers;
    const literal = 2 * v + value;
    const { ids, coefs } = lists;
    const state = this.state;
    const terms = this.terms;
    const end = lists.start[literal] + lists.count[literal];
    this.work += lists.count[literal];
    for (let k = lists.start[literal]; k < end; k++) state[coefs[k] * STATE + WSLACK] += terms[ids[k] * TERM + COEF] >> 1;
  }

  /**
   * Watches further non-false literals of `id`, scanning from its pointer,
   * until the watched slack reaches max c again; false when there are not
   * enough. The pointer then jumps to a random place: scanning on from the
   * replacement would make the watches of many inequalities travel together
   * ahead of a sweep of look-aheads, each of which would wake them all again.
   */
  private refill(id: number): boolean {
    const state = this.state;
    const at = id * STATE;
    const s = state[at + START];
    const n = state[at + COUNT];
    const maxc = state[at + MAXC];
    const values = this.values;
    const terms = this.terms;
    let wslack = state[at + WSLACK];
    let p = state[at + POINTER];
    let scanned = 0;
    for (; scanned < n && wslack < maxc; scanned++) {
      const slot = s + p;
      if (++p === n) p = 0;
      const coef = terms[slot * TERM + COEF];
      if ((coef & 1) !== 0) continue;
      const literal = terms[slot * TERM + LITERAL];
      if (values[literal >> 1] === (literal & 1)) continue;
      terms[slot * TERM + COEF] = coef | 1;
      wslack += coef >> 1;
      this.watchers.add(literal, slot, id);
    }
    state[at + WSLACK] = wslack;
    this.work += scanned;
    state[at + POINTER] = n > 1 ? this.nextRandom() % n : 0;
    return wslack >= maxc;
  }

  /** Queues `id` for a look in the next `propagate` (a new inequality that may force at once). */
  enqueue(id: number): void {
    if (this.state[id * STATE + QUEUED] === 0) {
      this.state[id * STATE + QUEUED] = 1;
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
      const at = id * STATE;
      this.state[at + QUEUED] = 0;
      if (this.state[at + ACTIVE] === 0) continue;
      if (shouldStop()) {
        this.clear();
        return STOPPED;
      }
      // `assign` may grow the arrays (a learned inequality): read them afresh for each inequality.
      const terms = this.terms;
      const s = this.state[at + START];
      const e = s + this.state[at + COUNT];
      // The true slack: every non-false literal, watched or not, minus d.
      let slack = -this.state[at + RHS];
      for (let slot = s; slot < e; slot++) {
        const literal = terms[slot * TERM + LITERAL];
        const x = values[literal >> 1];
        if (literal & 1) {
          // Negative coefficient: −c·x; its literal 1 − x counts c when x = 0, and d carries +c.
          if (x === 1) slack -= terms[slot * TERM + COEF] >> 1;
        } else if (x !== 0) slack += terms[slot * TERM + COEF] >> 1;
      }
      this.work += e - s;
      if (slack < 0) {
        this.clear();
        return id;
      }
      if (slack >= this.state[at + MAXC]) continue;
      for (let slot = s; slot < e; slot++) {
        const literal = this.terms[slot * TERM + LITERAL];
        if (values[literal >> 1] === UNKNOWN && this.terms[slot * TERM + COEF] >> 1 > slack) assign(literal >> 1, literal & 1 ? 0 : 1, id);
      }
    }
    this.clear();
    return NO_CONFLICT;
  }

  clear(): void {
    for (let k = this.queueHead; k < this.queue.length; k++) this.state[this.queue[k] * STATE + QUEUED] = 0;
    this.queue.length = 0;
    this.queueHead = 0;
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

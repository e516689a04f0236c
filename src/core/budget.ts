/**
 * Budgets: every search accepts a deadline, a node cap and an AbortSignal and
 * stops cleanly with `timeout` or `cancelled`.
 *
 * Checking `Date.now()` per node would cost more than the node itself, so the
 * solver calls `tick(n)` with its node count and the clock is read only now
 * and then: at most every `checkEvery` nodes, and more often when nodes are
 * slow. The interval starts small and doubles while the clock was read less
 * than a millisecond ago, and halves when more than a few went by: with a
 * fixed interval of thousands of nodes, a search whose nodes are expensive
 * (or whose code is not compiled yet) could pass a short limit before its
 * first look. A search whose nodes turn much slower after a fast start is
 * still seen late — only reading the clock can tell — so work that is slow
 * in one piece should tick with its own measure. The node cap is checked at
 * exactly `maxNodes`, so where a capped search stops never depends on timing.
 * Phases that share a clock may each count from 0: a count that goes back
 * is looked at at once and starts again from the first, small interval (a phase that would not be
 * looked at before it passed the last one's count could run unwatched).
 * The node cap applies to the count given, so capped phases pass a running
 * total (src/core/build-stop.ts, WorkMeter).
 */

export interface Budget {
  /** Wall-clock limit in milliseconds from the start of the search. */
  limitMs?: number;
  /** Maximum number of nodes (the solver says what a node is). */
  maxNodes?: number;
  /** Cancels the search from outside (a button, a worker message). */
  signal?: AbortSignal;
  /**
   * Cancels the search when it returns true, read when the clock is: for a
   * condition no event can deliver while the search holds the thread (a
   * rival in another thread has answered; src/puzzles/shakashaka/solve-race.ts).
   */
  stopWhen?: () => boolean;
}

export type StopReason = 'timeout' | 'cancelled';

/** Nodes before the first look at the clock (fewer when checkEvery is smaller). */
const FIRST_INTERVAL = 64;

export class BudgetClock {
  readonly startedAt: number;
  private readonly deadline: number;
  private readonly maxNodes: number;
  private readonly signal?: AbortSignal;
  private readonly stopWhen?: () => boolean;
  private nextCheck: number;
  /** The count given at the last look: a smaller one means a new phase counting from 0 again. */
  private lastCount = 0;
  /** Nodes between two looks at the clock: FIRST_INTERVAL … checkEvery, adapted to how long nodes take. */
  private interval: number;
  private lastLook: number;
  /** Set once the budget ran out; stays set. */
  stopped: StopReason | null = null;

  constructor(
    budget: Budget = {},
    private readonly checkEvery = 1 << 14,
  ) {
    this.startedAt = Date.now();
    this.lastLook = this.startedAt;
    this.deadline = budget.limitMs === undefined ? Infinity : this.startedAt + budget.limitMs;
    this.maxNodes = budget.maxNodes ?? Infinity;
    this.signal = budget.signal;
    this.stopWhen = budget.stopWhen;
    this.interval = Math.max(1, Math.min(checkEvery, FIRST_INTERVAL));
    this.nextCheck = Math.min(this.interval, this.maxNodes);
    if (this.signal?.aborted) this.stopped = 'cancelled';
  }

  /**
   * Cheap test for the hot loop: returns true when the search must stop.
   * `nodes` is the solver's running node count.
   */
  tick(nodes: number): boolean {
    if (this.stopped) return true;
    // A count below the last look's is a new phase on the same clock counting from 0 (a probe, then the
    // build): it gets a look now and its own interval, instead of none until it passes the old phase's mark.
    if (nodes < this.nextCheck && nodes >= this.lastCount) return false;
    const now = Date.now();
    const since = now - this.lastLook;
    this.lastLook = now;
    // A new phase's nodes may cost far more than the last one's: its interval starts small again.
    if (nodes < this.lastCount) this.interval = Math.max(1, Math.min(this.checkEvery, FIRST_INTERVAL));
    else if (since < 1) this.interval = Math.min(this.checkEvery, this.interval * 2);
    else if (since > 4) this.interval = Math.max(1, this.interval >> 1);
    this.lastCount = nodes;
    this.nextCheck = Math.min(nodes + this.interval, this.maxNodes);
    return this.check(nodes);
  }

  /** Full check: cancel signal, node cap, deadline. */
  check(nodes = 0): boolean {
    if (this.stopped) return true;
    if (this.signal?.aborted || this.stopWhen?.()) this.stopped = 'cancelled';
    else if (nodes >= this.maxNodes) this.stopped = 'timeout';
    else if (Date.now() >= this.deadline) this.stopped = 'timeout';
    return this.stopped !== null;
  }

  /**
   * Wall-clock milliseconds since the clock started, on the clock the deadline is kept on (Date.now), so elapsed
   * and remaining always add up to the limit. In Chromium's workers Date.now moves in 1 ms steps and agreed with
   * performance.now to within 1 ms over 4 minutes here; what makes equal searches read differently is the wait
   * for a processor on a busy machine, which any wall clock counts (src/ui/sliding/IterationTable.tsx, TIME_WORDS).
   */
  elapsedMs(): number {
    return Date.now() - this.startedAt;
  }

  /** Milliseconds left before the deadline (Infinity when there is none). */
  remainingMs(): number {
    return this.deadline - Date.now();
  }
}

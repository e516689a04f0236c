/**
 * Budgets: every search accepts a deadline, a node cap and an AbortSignal and
 * stops cleanly with `timeout` or `cancelled`.
 *
 * Checking `Date.now()` per node would cost more than the node itself, so the
 * solver calls `tick(n)` with its node count and the clock is read only every
 * `checkEvery` nodes.
 */

export interface Budget {
  /** Wall-clock limit in milliseconds from the start of the search. */
  limitMs?: number;
  /** Maximum number of nodes (the solver says what a node is). */
  maxNodes?: number;
  /** Cancels the search from outside (a button, a worker message). */
  signal?: AbortSignal;
}

export type StopReason = 'timeout' | 'cancelled';

export class BudgetClock {
  readonly startedAt: number;
  private readonly deadline: number;
  private readonly maxNodes: number;
  private readonly signal?: AbortSignal;
  private nextCheck: number;
  /** Set once the budget ran out; stays set. */
  stopped: StopReason | null = null;

  constructor(
    budget: Budget = {},
    private readonly checkEvery = 1 << 14,
  ) {
    this.startedAt = Date.now();
    this.deadline = budget.limitMs === undefined ? Infinity : this.startedAt + budget.limitMs;
    this.maxNodes = budget.maxNodes ?? Infinity;
    this.signal = budget.signal;
    this.nextCheck = checkEvery;
    if (this.signal?.aborted) this.stopped = 'cancelled';
  }

  /**
   * Cheap test for the hot loop: returns true when the search must stop.
   * `nodes` is the solver's running node count.
   */
  tick(nodes: number): boolean {
    if (this.stopped) return true;
    if (nodes < this.nextCheck) return false;
    this.nextCheck = nodes + this.checkEvery;
    return this.check(nodes);
  }

  /** Full check: cancel signal, node cap, deadline. */
  check(nodes = 0): boolean {
    if (this.stopped) return true;
    if (this.signal?.aborted) this.stopped = 'cancelled';
    else if (nodes >= this.maxNodes) this.stopped = 'timeout';
    else if (Date.now() >= this.deadline) this.stopped = 'timeout';
    return this.stopped !== null;
  }

  elapsedMs(): number {
    return Date.now() - this.startedAt;
  }

  /** Milliseconds left before the deadline (Infinity when there is none). */
  remainingMs(): number {
    return this.deadline - Date.now();
  }
}

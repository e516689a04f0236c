/**
 * Builders (formulas, models, edge orders) stop at the user's deadline as
 * searches do: they take a `WorkTick` — usually `BudgetClock.tick` — and call
 * it with their running work count every so many clauses, rows or edges, so
 * the clock is read in proportion to the work and never per item. A builder
 * that was stopped says where: which phase, and how far it got, so the answer
 * tells the user what the limit cut (a formula half written) rather than a
 * search that never ran.
 */
import type { BudgetClock, StopReason } from './budget';

/** A builder's stop test: given the work done so far (its own measure), true when it must stop. */
export type WorkTick = (work: number) => boolean;

/** The tick of a budget clock (its node count is the builder's work count). */
export function clockTick(clock: BudgetClock): WorkTick {
  return (work) => clock.tick(work);
}

/**
 * A stop test for a build of several phases, each counting its work from 0:
 * it remembers the last count it was given (where a builder that only
 * returns "stopped" had got to) and hands the clock one running total, since
 * `BudgetClock.tick` reads the clock only once the count passes its next
 * mark — a phase counting from 0 again would not be looked at until it had
 * caught up with the phase before.
 */
export class WorkMeter {
  /** The current phase's last count. */
  last = 0;
  private before = 0;
  constructor(private readonly inner: WorkTick) {}
  readonly tick: WorkTick = (work) => {
    this.last = work;
    return this.inner(this.before + work);
  };
  /** The next calls count a new phase from 0. */
  nextPhase(): void {
    this.before += this.last;
    this.last = 0;
  }
}

/** Where a builder was stopped: the phase, and how far it got in its own unit. */
export interface BuildStop {
  /** What was being built, as a verb phrase: "writing the formula". */
  phase: string;
  done: number;
  /** The whole, when known. */
  total?: number;
  /** What `done` counts: "clauses", "rows". */
  unit: string;
}

/** Tells a builder's stop from what it built (a builder returns one or the other). */
export function isBuildStop(x: object): x is BuildStop {
  return 'phase' in x && 'unit' in x && 'done' in x;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** "the time or work limit ran out while writing the formula (1,234 of 5,678 clauses)": a node cap stops a build as a deadline does (both are `timeout`). */
export function buildStopPhrase(stopped: StopReason, at: BuildStop): string {
  const how = stopped === 'cancelled' ? 'cancelled' : 'the time or work limit ran out';
  const far = at.total === undefined ? `${count(at.done)} ${at.unit}` : `${count(at.done)} of ${count(at.total)} ${at.unit}`;
  return `${how} while ${at.phase} (${far})`;
}

/** The answer's reason for a build that was stopped before any search: the phrase above, and that no search ran. */
export function buildStopReason(stopped: StopReason, at: BuildStop): string {
  return `${buildStopPhrase(stopped, at)}; no search was run`;
}

/**
 * Provenance records: where an inequality came from and why a variable has its
 * value. They are what the "why is this a lamp?" tree is rebuilt from.
 */
import type { Forced } from './forcing';

/**
 * Where an inequality came from. `at` is the system time a sum was built.
 *
 * A sum is built from inequalities with the known values put in, so it holds
 * only under those values and is refused while a trial is open. A learned
 * inequality or a cut is derived from the inequalities as given (a
 * contradiction the search met, a cutting plane): it holds in every solution
 * whatever is assumed, so it may be added at any time, trials included.
 */
export type Origin =
  | { kind: 'given'; label: string }
  | { kind: 'sum'; parents: [number, number]; at: number }
  | { kind: 'learned'; from: number[]; note: string }
  | { kind: 'cut'; from: number[]; note: string };

export type OriginKind = Origin['kind'];

export interface TrialStep {
  variable: number;
  value: 0 | 1;
  by: number;
}

/** Why a variable has its value. */
export type Derivation =
  | { kind: 'inequality'; id: number }
  /** Assuming `assumed` led by forcing (`steps`) to `conflict`, an inequality that failed. */
  | { kind: 'trial'; assumed: 0 | 1; conflict: number; steps: TrialStep[] }
  /** A branch of the last-resort search, not a deduction. */
  | { kind: 'assumption' };

/**
 * Called once per inequality that forced something; `before` is the system time
 * just before it forced (to show the inequality as it stood).
 */
export type DeduceListener = (id: number, forced: Forced[], before: number) => void;


/**
 * Trace events of the inequality engine, shared by every genre built on it
 * (Akari and Shakashaka). Variables and inequalities are referred to by
 * index; the genre's model maps them to cells and names.
 *
 * Depth 0 is one deduction a reader steps through (an inequality forcing
 * cells, a round of pair sums, a trial); depth 1 explains the step before it
 * (how a sum was built, what happened inside a trial).
 */
import type { SearchNodeEvent } from '../core/search-tree';
import type { TraceEventBase } from '../core/trace';
import type { OriginKind } from './derivation';
import type { Forced } from './forcing';
import type { InequalityJson } from './inequality';

/** An inequality forced variables; `inequality` is shown as it stood then. */
export interface DeduceEvent extends TraceEventBase {
  kind: 'deduce';
  depth: 0;
  by: number;
  inequality: InequalityJson;
  forced: Forced[];
  /** Whether `by` is one of the model's inequalities, a sum built later, or a learned inequality or cut. */
  source: OriginKind;
}

/** How a sum came about: its two parents as they were added, and the result. */
export interface SumEvent extends TraceEventBase {
  kind: 'sum';
  depth: 1;
  id: number;
  parents: [number, number];
  left: InequalityJson;
  right: InequalityJson;
  inequality: InequalityJson;
}

/** One round of the literal pair loop (or one pass of the selective method). */
export interface RoundEvent extends TraceEventBase {
  kind: 'round';
  depth: 0;
  method: string;
  round: number;
  /** Size of the working set of inequalities after the round. */
  inequalities: number;
  /** Sums kept in this round, and pairs of inequalities added up or examined. */
  built: number;
  tried: number;
  /** The literal loop stopped because the set reached `cap` inequalities. */
  capHit: boolean;
  cap: number | null;
}

/**
 * The selective method's look-ahead: forcing from `assumed` for `variable`
 * ran through these inequalities into a contradiction; their sum (built
 * next, as `sum` sub-events of the `deduce` step that follows) forces the
 * other value with no assumption in it.
 */
export interface ChainEvent extends TraceEventBase {
  kind: 'chain';
  depth: 0;
  variable: number;
  assumed: 0 | 1;
  inequalities: number[];
}

/** The method can deduce nothing more on its own. */
export interface StallEvent extends TraceEventBase {
  kind: 'stall';
  depth: 0;
  method: string;
  undecided: number;
  reason: string;
}

/**
 * A trial, clearly not a deduction by the method: assuming `assumed` for
 * `variable`, forcing reached an inequality that cannot hold, so the variable
 * takes the other value.
 */
export interface TrialEvent extends TraceEventBase {
  kind: 'trial';
  depth: 0;
  variable: number;
  assumed: 0 | 1;
  concluded: 0 | 1;
  conflict: number;
  conflictInequality: InequalityJson;
  /** Number of variables forced under the assumption before the conflict. */
  steps: number;
  /**
   * The chain sum a look-ahead would use (the inequalities the conflict depends on, added up with the values known
   * before the supposition): how many inequalities, its slack in ≥ form, and the variable's coefficient in it, whose
   * size is not larger than the slack, which is why it forces nothing and this is a trial. Absent in older traces.
   */
  chain?: { inequalities: number; slack: number; coefficient: number } | null;
}

/** A variable forced under the assumption of the trial before it. */
export interface TrialStepEvent extends TraceEventBase {
  kind: 'trial-step';
  depth: 1;
  variable: number;
  value: 0 | 1;
  by: number;
}

/** An inequality that no assignment can satisfy any more: no solution. */
export interface ContradictionEvent extends TraceEventBase {
  kind: 'contradiction';
  depth: 0;
  by: number;
  inequality: InequalityJson;
}

/**
 * The last resort: a search over the undecided variables, counting solutions
 * up to 2. Its first `recorded` nodes follow as `search-node` sub-events.
 */
export interface SearchEvent extends TraceEventBase {
  kind: 'search';
  depth: 0;
  undecided: number;
  nodes: number;
  solutions: number;
  /** Nodes recorded as sub-events (the first ones, up to a cap). */
  recorded: number;
  /** Inequalities learned from dead ends (origin 'learned'). */
  learned: number;
  /** Dead ends met before the first solution was found (SearchResult's). */
  deadEndsToFirst: number;
}

export type { SearchNodeEvent } from '../core/search-tree';

export type EngineEvent =
  | DeduceEvent
  | SumEvent
  | RoundEvent
  | StallEvent
  | ChainEvent
  | TrialEvent
  | TrialStepEvent
  | ContradictionEvent
  | SearchEvent
  | SearchNodeEvent;

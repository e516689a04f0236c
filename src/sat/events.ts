/**
 * Trace events of the CDCL solver (./cdcl.ts). Literals are DIMACS numbers
 * (v or −v); a genre wraps these events with what its variables mean.
 *
 * The nesting follows a CDCL step as the lesson tells it: a decision (depth
 * 0) with the count of what unit propagation then implied; a conflict (depth
 * 0) whose sub-events (depth 1) are the analysis (the part of the
 * implication graph that matters: the literals of the conflict level resolved
 * away, each with the clause that implied it, and the cut) and the learned
 * clause; then the backjump (depth 0, a step of its own, so a step view shows
 * the board at the conflict first and the board after the jump next) with
 * what propagated after it. Restarts and clause-database reductions are steps
 * of their own.
 */
import type { TraceEventBase } from '../core/trace';

/** The assumptions (a puzzle's givens) and what unit propagation implied from them at level 0. */
export interface SatAssumeEvent extends TraceEventBase {
  kind: 'sat-assume';
  depth: 0;
  assumptions: number;
  /** The formula's unit clauses (one literal each) that set a literal before propagation. */
  units: number;
  /** Literals set at level 0 beyond the assumptions and unit clauses. */
  implied: number;
  /** True literals of shown variables set at level 0 (see CdclRun.shown). */
  shown: number[];
}

/** A decision: the literal set true at a new level, and how many literals propagation implied from it. */
export interface SatDecideEvent extends TraceEventBase {
  kind: 'sat-decide';
  depth: 0;
  level: number;
  literal: number;
  implied: number;
  /** True literals of shown variables set at this level, the decision included. */
  shown: number[];
  /**
   * Why this variable (the one with the highest activity): how many conflict
   * analyses so far met it, the conflict of the latest (0: none), and the
   * conflicts so far.
   */
  activity?: { bumps: number; lastConflict: number; conflicts: number };
}

/** Every literal of a clause is false. */
export interface SatConflictEvent extends TraceEventBase {
  kind: 'sat-conflict';
  depth: 0;
  level: number;
  clause: number[];
  /** Conflicts so far, this one included. */
  conflicts: number;
}

/** One literal resolved away during analysis: it was implied by `reason` (its clause, the literal first). */
export interface ResolvedLiteral {
  literal: number;
  reason: number[];
}

/** A true literal of a conflict's implication graph: its level and the clause that implied it (literal first; null for a decision or a literal of an earlier level). */
export interface ConeEntry {
  literal: number;
  level: number;
  reason: number[] | null;
}

/**
 * Conflict analysis: walking the trail back from the conflict, each literal
 * of the conflict level is replaced by the other literals of the clause that
 * implied it, until one literal of that level is left: the first unique
 * implication point (UIP). The cut between the UIP's side and the conflict
 * side of the implication graph gives the learned clause.
 */
export interface SatAnalyseEvent extends TraceEventBase {
  kind: 'sat-analyse';
  depth: 1;
  level: number;
  /** In the order resolved (latest on the trail first). */
  resolved: ResolvedLiteral[];
  /** The first UIP, as the true literal on the trail. */
  uip: number;
  /** Literals of earlier levels that reach the conflict (the other side of the cut), as false literals. */
  reasonSide: number[];
  /** Literals the minimisation dropped from the clause (implied by the others). */
  minimisedAway: number[];
  /** Blocks of one earlier level that shrinking replaced by their UIP (empty when none). */
  shrunk: ShrunkBlock[];
  /**
   * The implication graph the conflict depends on (./implication-cone.ts):
   * earlier levels' literals first, then the conflict level's in trail order;
   * null when it has more than CONE_CAP literals (too many to draw).
   */
  cone?: ConeEntry[] | null;
  /** How many literals that graph has (above level 0). */
  coneSize?: number;
}

/** Literals of one level in a learned clause (false literals), and the true literal of that level that implies them all. */
export interface ShrunkBlock {
  level: number;
  block: number[];
  uip: number;
}

/** The clause learned: the UIP's negation first; `lbd` = the number of levels among its literals. */
export interface SatLearnEvent extends TraceEventBase {
  kind: 'sat-learn';
  depth: 1;
  clause: number[];
  /** The decision level of each literal of `clause`, in the same order (what the LBD counts). */
  levels?: number[];
  lbd: number;
}

/** Back to level `to` (the second-highest level in the learned clause), where it now implies `asserted`. */
export interface SatBackjumpEvent extends TraceEventBase {
  kind: 'sat-backjump';
  depth: 0;
  from: number;
  to: number;
  asserted: number;
  /** Literals propagation implied after the asserted one (the asserted one not counted). */
  implied: number;
  /** True literals of shown variables set at level `to` by this step. */
  shown: number[];
}

/** Back to level 0, keeping the learned clauses. */
export interface SatRestartEvent extends TraceEventBase {
  kind: 'sat-restart';
  depth: 0;
  restarts: number;
  conflicts: number;
  learnts: number;
}

/** Half of the learned clauses with the most levels (LBD) are forgotten. */
export interface SatReduceEvent extends TraceEventBase {
  kind: 'sat-reduce';
  depth: 0;
  removed: number;
  kept: number;
}

/** Every variable has a value and no clause is false: a model. */
export interface SatModelEvent extends TraceEventBase {
  kind: 'sat-model';
  depth: 0;
  /** 1 for the first model, 2 for the second … */
  index: number;
  decisions: number;
  conflicts: number;
}

/** A clause that excludes the model just found, so the search goes on for another. */
export interface SatBlockEvent extends TraceEventBase {
  kind: 'sat-block';
  depth: 0;
  /** Literals in the clause (before those false at level 0 were dropped). */
  size: number;
}

/** The formula has no model (under the assumptions): a conflict at level 0. */
export interface SatUnsatEvent extends TraceEventBase {
  kind: 'sat-unsat';
  depth: 0;
  conflicts: number;
}

export type SatEvent =
  | SatAssumeEvent
  | SatDecideEvent
  | SatConflictEvent
  | SatAnalyseEvent
  | SatLearnEvent
  | SatBackjumpEvent
  | SatRestartEvent
  | SatReduceEvent
  | SatModelEvent
  | SatBlockEvent
  | SatUnsatEvent;

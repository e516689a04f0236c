/**
 * Trace events of the Shakashaka solvers: the inequality engine's events
 * (variables are the model's cell states, inequalities its rows' halves),
 * the HiGHS run, and the end of a run.
 */
import type { TraceEventBase } from '../../core/trace';
import type { EngineEvent } from '../../inequalities/events';

export type {
  ChainEvent,
  ContradictionEvent,
  DeduceEvent,
  RoundEvent,
  SearchEvent,
  StallEvent,
  SumEvent,
  TrialEvent,
  TrialStepEvent,
} from '../../inequalities/events';

/** The answer, as the board with triangles. */
export interface SolutionEvent extends TraceEventBase {
  kind: 'solution';
  depth: 0;
  rows: string[];
  /** The puzzle has other solutions too under the model; this is one of them. */
  multiple: boolean;
}

/** The run ended without an answer: no solution, the budget ran out, or the model was refused. */
export interface EndEvent extends TraceEventBase {
  kind: 'end';
  depth: 0;
  status: 'unsolvable' | 'timeout' | 'cancelled';
  reason: string;
}

/** What the integer programming solver reported: one step, since it is a black box to the reader. */
export interface MipEvent extends TraceEventBase {
  kind: 'mip';
  depth: 0;
  solver: string;
  /** The solver's own status word ("Optimal", "Infeasible", "Time limit reached" …). */
  status: string;
  variables: number;
  rows: number;
  /** Branch-and-bound nodes, when the solver says. */
  nodes: number | null;
  ms: number;
}

export type ShakashakaEvent = EngineEvent | MipEvent | SolutionEvent | EndEvent;

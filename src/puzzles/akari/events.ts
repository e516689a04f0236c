/**
 * Trace events of the Akari solvers: the inequality engine's events (variables
 * are the model's white cells, inequalities the model's constraints and the
 * sums built from them) plus the end of the run.
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

/** The answer, as the board with '*' lamps. */
export interface SolutionEvent extends TraceEventBase {
  kind: 'solution';
  depth: 0;
  rows: string[];
  /** The puzzle has other solutions too; this is one of them. */
  multiple: boolean;
}

/** The run ended without an answer: no solution, or the budget ran out. */
export interface EndEvent extends TraceEventBase {
  kind: 'end';
  depth: 0;
  status: 'unsolvable' | 'timeout' | 'cancelled';
  reason: string;
}

export type AkariEvent = EngineEvent | SolutionEvent | EndEvent;

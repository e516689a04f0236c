/**
 * Trace events of the Akari solvers: the inequality engine's events (variables
 * are the model's white cells, inequalities the model's constraints and the
 * sums built from them) plus the end of the run (../run-events.ts, shared by
 * the grid genres).
 */
import type { EngineEvent } from '../../inequalities/events';
import type { EndEvent, SolutionEvent } from '../run-events';

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
export type { EndEvent, SolutionEvent } from '../run-events';

/** The solution event's rows draw lamps as '*'. */
export type AkariEvent = EngineEvent | SolutionEvent | EndEvent;

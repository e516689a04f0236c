/**
 * Trace events of the Shakashaka solvers: the inequality engine's events
 * (src/inequalities/events.ts; variables are the model's cell states,
 * inequalities its rows' halves), the HiGHS run, and the end of a run (shared
 * with the other grid genres).
 */
import type { TraceEventBase } from '../../core/trace';
import type { EngineEvent } from '../../inequalities/events';
import type { EndEvent, SolutionEvent } from '../run-events';

export type { EndEvent, SolutionEvent } from '../run-events';

/** What the integer programming solver reported: one step, since it is a black box to the reader. */
export interface MipEvent extends TraceEventBase {
  kind: 'mip';
  depth: 0;
  solver: string;
  /** HiGHS's name for how the model ended ('optimal', 'infeasible', 'timeLimit' …). */
  status: string;
  variables: number;
  rows: number;
  /** Branch-and-bound nodes, when the solver says. */
  nodes: number | null;
  ms: number;
}

export type ShakashakaEvent = EngineEvent | MipEvent | SolutionEvent | EndEvent;

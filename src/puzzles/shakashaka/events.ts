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
  /** Lines of the model as written (an equality is one line, two inequalities), plus one per cut. */
  rows: number;
  /** The model's inequalities, as the engine and the lesson's tables count them (an equality is two). */
  inequalities: number;
  /** Cuts added before this call: 0 on the first call, so its words explain what later calls only refer to. */
  cuts: number;
  /** Branch-and-bound nodes, when the solver says. */
  nodes: number | null;
  ms: number;
}

/**
 * A filling that satisfies every inequality of the model yet breaks a rule
 * of the puzzle — what the published families (A–E) allow. The rows are that
 * filling. HiGHS answered it: a cut that excludes exactly it is added and
 * HiGHS runs again. The engine's search reached it: the search counted it as
 * a dead end and went on.
 */
export interface RejectedEvent extends TraceEventBase {
  kind: 'rejected';
  depth: 0;
  /** Who produced the filling, which says what was done with it. */
  by: 'highs' | 'search';
  rows: string[];
  /** The rule broken (a code of rules.ts) and the rules check's sentence. */
  rule: string;
  message: string;
  /** How many fillings were rejected so far, this one included (for HiGHS, the cuts added). */
  cuts: number;
}

export type ShakashakaEvent = EngineEvent | MipEvent | RejectedEvent | SolutionEvent | EndEvent;

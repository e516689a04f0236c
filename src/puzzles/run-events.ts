/**
 * The two trace events that close a run of any grid genre's solver: the
 * answer as the board's rows (what the CLI prints as `solution`), or the
 * reason there is none. The same for every grid genre.
 */
import type { TraceEventBase } from '../core/trace';

/** The answer, as the board's rows with the solution drawn in ('*' lamps, triangles …). */
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

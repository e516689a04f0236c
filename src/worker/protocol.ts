/**
 * What crosses the worker boundary, for every genre: plain, cloneable data
 * (no classes, no functions except Comlink-proxied callbacks).
 */
import type { SolveResult } from '../core/result';
import type { Trace, TraceEventBase } from '../core/trace';

/** Progress of a long preparation or search, 0 … 1, with a short label. */
export type ProgressFn = (fraction: number, label: string) => void;

export interface SolveRequestBase {
  /** Name of one of the genre's methods; the genre's default when absent. */
  method?: string;
  /** Wall-clock limit of the search in ms (the genre's default when absent). */
  limitMs?: number;
  maxNodes?: number;
  /** Cap on recorded trace events (later ones are counted as dropped). */
  maxEvents?: number;
}

export interface SolveReply<S, E extends TraceEventBase> {
  result: SolveResult<S>;
  /** Every recorded event, for the player, the views and the export. */
  trace: Trace<E>;
  /** Wall-clock time of the solve inside the worker (noisy on a busy machine). */
  ms: number;
}

/**
 * How a call to a worker ended. Cancelling is an outcome, not an error: the
 * Cancel button resolves the pending call with `cancelled`.
 */
export type Outcome<T> =
  | { status: 'done'; value: T }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

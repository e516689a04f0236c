/**
 * What crosses the worker boundary, for every genre: plain, cloneable data
 * (no classes, no functions except Comlink-proxied callbacks).
 */
import type { SolveResult } from '../core/result';
import type { OptionValues, Trace, TraceEventBase } from '../core/trace';
import type { GenreName } from '../puzzles/index';
import type { MadeBoard } from '../puzzles/types';

/** Progress of a long preparation or search, 0 … 1, with a short label. */
export type ProgressFn = (fraction: number, label: string) => void;

export interface SolveRequest<P = unknown> {
  genre: GenreName;
  puzzle: P;
  /** Name of one of the genre's methods; the genre's default when absent. */
  method?: string;
  /** The method's options; absent ones take their defaults. */
  params?: OptionValues;
  /** Wall-clock limit of the search in ms (the genre's default when absent). */
  limitMs?: number;
  maxNodes?: number;
  /** Cap on recorded trace events (the recorder keeps the head and the tail). */
  maxEvents?: number;
}

/** A grade asked of the worker (`Genre.grade`), under a time limit. */
export interface GradeRequest<P = unknown> {
  genre: GenreName;
  puzzle: P;
  limitMs: number;
  /** The grade's settings (`Genre.gradeOptions`: Numberlink's rule). */
  params?: OptionValues;
}

/** A board made to order in the worker (`Genre.make`), under a time limit. */
export interface MakeBoardRequest {
  genre: GenreName;
  width: number;
  height: number;
  level: number;
  seed: number;
  limitMs: number;
  /** The maker's options (`PuzzleMaker.options`: Numberlink's rule). */
  params?: OptionValues;
}

/** A made board as it crosses back: the puzzle written as the genre's text, for the island's box. */
export type MadeBoardText = Omit<MadeBoard<unknown>, 'puzzle'> & { puzzle: string | null };

export interface SolveReply<S, E extends TraceEventBase> {
  result: SolveResult<S>;
  /** The recorded trace with its envelope: everything the views and the export read. */
  trace: Trace<E>;
  /** Wall-clock time of the solve inside the worker (noisy on a busy machine). */
  ms: number;
}

/** What a page sees while a solve runs: a few reports a second, never one per event. */
export interface LiveReport<E extends TraceEventBase> {
  /** Whole steps (depth-0 events) so far. */
  steps: number;
  /** Events of any depth so far. */
  events: number;
  elapsedMs: number;
  /** The whole steps since the previous report (at most a few dozen; the rest are only counted). */
  recent: E[];
  /** The latest whole step at the time of the report (the one `steps` ends on), so a view can tell where the search stands. */
  latest?: E;
}

export interface PrepareReply {
  /** Milliseconds the preparation took (0 when there was nothing to do). */
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

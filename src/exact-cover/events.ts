/**
 * Trace events of Algorithm X with dancing links (./dlx.ts), for any
 * exact-cover problem. Columns and rows are the problem's indices; a genre
 * wraps these events with what its rows and columns mean (a Sudoku row is a
 * cell and a value).
 *
 * Steps (depth 0): choose a column, try one of its rows, undo a row whose
 * subtree failed, give up on a column whose rows are all tried, a solution.
 * Covers are sub-events (depth 1) of the choose or try that made them.
 */
import type { SearchNodeEvent } from '../core/search-tree';
import type { TraceEventBase } from '../core/trace';

/** The column with the fewest rows left was chosen (first among equals); size 0 is a dead end. */
export interface XcChooseEvent extends TraceEventBase {
  kind: 'xc-choose';
  depth: 0;
  /** Search level: the number of rows chosen so far. */
  level: number;
  column: number;
  /** Rows still able to cover it. */
  size: number;
}

/** A column left the matrix, and with it `removed` rows that clash with the choice. */
export interface XcCoverEvent extends TraceEventBase {
  kind: 'xc-cover';
  depth: 1;
  column: number;
  /** Rows taken out of the other columns (those that also cover this one). */
  removed: number;
  /**
   * True for the column just chosen: its removed rows are its own candidates,
   * one of which is tried next, not rows that clash with a choice.
   */
  chosen: boolean;
}

/** Row `row` is tried as the `option`-th (counted from 1) of `of` rows of the chosen column. */
export interface XcTryEvent extends TraceEventBase {
  kind: 'xc-try';
  depth: 0;
  level: number;
  row: number;
  option: number;
  of: number;
}

/** Everything below row `row` failed (or was counted): its covers are undone. */
export interface XcUndoEvent extends TraceEventBase {
  kind: 'xc-undo';
  depth: 0;
  level: number;
  row: number;
}

/** Every row of the column at this level has been tried: back up one level. */
export interface XcExhaustedEvent extends TraceEventBase {
  kind: 'xc-exhausted';
  depth: 0;
  level: number;
  column: number;
}

/** Every primary column is covered: the rows chosen are a solution. */
export interface XcSolutionEvent extends TraceEventBase {
  kind: 'xc-solution';
  depth: 0;
  /** 1 for the first solution, 2 for the second … */
  index: number;
  rows: number[];
}

export type ExactCoverEvent =
  | XcChooseEvent
  | XcCoverEvent
  | XcTryEvent
  | XcUndoEvent
  | XcExhaustedEvent
  | XcSolutionEvent
  | SearchNodeEvent;

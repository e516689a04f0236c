/**
 * Trace events of the Sudoku methods. Depth 0 = a step a reader walks
 * through; depth d + 1 = a sub-event of the nearest earlier event of depth d
 * (src/core/trace.ts).
 *
 * Every run starts with `start` (the model's size) and ends with `solution`
 * events and `end`. Between them:
 * - backtracking: `bt-place` / `bt-back` per placement and per step back, the
 *   capped search tree as depth-1 `search-node` events, and `bt-counts`
 *   (placements and steps back per depth) before the end;
 * - dancing links: the exact-cover events (src/exact-cover/events.ts), each
 *   with what its row or column means on the board;
 * - SAT: the CDCL events (src/sat/events.ts) with the cells they place and
 *   the names of the variables they mention.
 * Cells are indices r·N + c; values 1 … N.
 */
import type { SearchNodeEvent } from '../../core/search-tree';
import type { TraceEventBase } from '../../core/trace';
import type {
  XcChooseEvent,
  XcCoverEvent,
  XcExhaustedEvent,
  XcSolutionEvent,
  XcTryEvent,
  XcUndoEvent,
} from '../../exact-cover/events';
import type {
  SatAnalyseEvent,
  SatAssumeEvent,
  SatBackjumpEvent,
  SatBlockEvent,
  SatConflictEvent,
  SatDecideEvent,
  SatLearnEvent,
  SatModelEvent,
  SatReduceEvent,
  SatRestartEvent,
  SatUnsatEvent,
} from '../../sat/events';
import type { Condition } from './exact-cover-model';

export type SudokuMethodName = 'backtrack' | 'dlx' | 'sat';

/** The run begins: which method, and the size of what it works on. */
export interface StartEvent extends TraceEventBase {
  kind: 'start';
  depth: 0;
  method: SudokuMethodName;
  order: number;
  /** Filled cells at the start: the givens, and with `placed` the reader's placements too. */
  givens: number;
  /** Explain from here: how many of `givens` are the reader's placements (set by the page, not the solver). */
  placed?: number;
  empty: number;
  /** The model's size: rows/columns/entries (dlx), variables/clauses (sat), cells to fill (backtrack). */
  model: Record<string, number>;
  /** SAT: the clause families with their counts and formulas (see clause-families.ts). */
  families?: { name: string; tex: string; clauses: number; auxVariables: number }[];
}

/** A solution: the whole board. `index` 2 means the puzzle has more than one. */
export interface SolutionEvent extends TraceEventBase {
  kind: 'solution';
  depth: 0;
  index: number;
  rows: number[][];
}

/** The run is over. */
export interface EndEvent extends TraceEventBase {
  kind: 'end';
  depth: 0;
  status: 'solved' | 'unsolvable' | 'timeout' | 'cancelled';
  solutions: number;
  reason: string;
}

// --- backtracking

/** Value `value` fits cell `cell` (no equal value in its row, column or box): it is placed. */
export interface PlaceEvent extends TraceEventBase {
  kind: 'bt-place';
  depth: 0;
  /** How many empty cells were filled before this one (the depth of the search). */
  level: number;
  cell: number;
  value: number;
  /** Values checked and rejected at this cell just before this one. */
  rejected: number;
}

/** No further value fits cell `cell`: it is emptied and the search goes back to the cell before. */
export interface BackEvent extends TraceEventBase {
  kind: 'bt-back';
  depth: 0;
  level: number;
  cell: number;
  /** Values checked and rejected at this cell before giving up. */
  rejected: number;
}

/** Placements and steps back per depth (index = level), over the whole run. */
export interface CountsEvent extends TraceEventBase {
  kind: 'bt-counts';
  depth: 0;
  placements: number[];
  backtracks: number[];
}

// --- dancing links: the exact-cover events with their meaning on the board

export type DlxChooseEvent = XcChooseEvent & { condition: Condition; name: string };
export type DlxCoverEvent = XcCoverEvent & { condition: Condition; name: string };
export type DlxTryEvent = XcTryEvent & { cell: number; value: number; name: string };
export type DlxUndoEvent = XcUndoEvent & { cell: number; value: number };
export type DlxExhaustedEvent = XcExhaustedEvent & { condition: Condition; name: string };

// --- SAT: the CDCL events, with cells placed ([cell, value] pairs, flattened) and variable names

/** Names of the variables an event mentions (key: variable number). */
export type VariableNames = Record<string, string>;

export type SatGivensEvent = SatAssumeEvent & { placed: number[] };
/** `ruledOut`: a guess that a cell does NOT hold a number, as [cell, value] (empty for any other decision): it places nothing, so the board marks it apart. */
export type SatDecisionEvent = SatDecideEvent & { placed: number[]; names: VariableNames; ruledOut: number[] };
/** `cells`: the board cells of the clause's value variables, in clause order without repeats (helpers have none), so the board can mark where the conflict is. */
export type SatConflictStep = SatConflictEvent & { names: VariableNames; cells: number[] };
export type SatAnalysisEvent = SatAnalyseEvent & { names: VariableNames };
export type SatLearnedEvent = SatLearnEvent & { names: VariableNames };
export type SatBackjumpStep = SatBackjumpEvent & { placed: number[]; names: VariableNames };

export type SudokuEvent =
  | StartEvent
  | SolutionEvent
  | EndEvent
  | PlaceEvent
  | BackEvent
  | CountsEvent
  | SearchNodeEvent
  | DlxChooseEvent
  | DlxCoverEvent
  | DlxTryEvent
  | DlxUndoEvent
  | DlxExhaustedEvent
  | XcSolutionEvent
  | SatGivensEvent
  | SatDecisionEvent
  | SatConflictStep
  | SatAnalysisEvent
  | SatLearnedEvent
  | SatBackjumpStep
  | SatRestartEvent
  | SatReduceEvent
  | SatModelEvent
  | SatBlockEvent
  | SatUnsatEvent;

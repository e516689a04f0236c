/**
 * Trace events of the sliding puzzle's solvers. Depth 0 = one step a reader
 * walks through; depth 1 = detail of the step before it.
 *
 * The search emits per IDA* iteration, never per node, unless the caller asks
 * for a capped search tree (`treeNodeCap`, used for the 8-puzzle lesson view).
 */
import type { TraceEventBase } from '../../core/trace';

/** Before any search: the inversion-parity argument. */
export interface ParityEvent extends TraceEventBase {
  kind: 'parity';
  depth: 0;
  inversions: number;
  /** 1-based row of the blank counted from the bottom; only counted on even widths. */
  blankRowFromBottom: number | null;
  solvable: boolean;
}

/** The heuristic value at the root, and which heuristic. */
export interface RootEvent extends TraceEventBase {
  kind: 'root';
  depth: 0;
  heuristic: string;
  h: number;
}

/** One finished IDA* iteration: every path with f ≤ bound was explored. */
export interface IterationEvent extends TraceEventBase {
  kind: 'iteration';
  depth: 0;
  bound: number;
  /** Nodes generated in this iteration, and in all iterations so far. */
  nodes: number;
  totalNodes: number;
  /** Smallest f that exceeded the bound: the next bound (Infinity → none). */
  nextBound: number | null;
  found: boolean;
  ms: number;
}

/** A node of the capped search tree (8-puzzle teaching view). */
export interface TreeNodeEvent extends TraceEventBase {
  kind: 'tree-node';
  depth: 1;
  /** Iteration bound this node belongs to. */
  bound: number;
  id: number;
  parent: number | null;
  /** Tile slid to reach this node (null at the root). */
  tile: number | null;
  g: number;
  h: number;
  /** pruned: f > bound; goal: solution found here. */
  outcome: 'expanded' | 'pruned' | 'goal';
}

/** The search stopped by its budget. */
export interface StopEvent extends TraceEventBase {
  kind: 'stop';
  depth: 0;
  reason: 'timeout' | 'cancelled';
  /** Best proven lower bound on the solution length when it stopped: the bound of the iteration it cut. */
  lowerBound: number;
  /**
   * Nodes the cut iteration had generated when it stopped, and in all iterations so far: the bounds table
   * shows the cut iteration as a last row marked cut, so its count agrees with "N iterations" (optional: traces
   * recorded before these fields existed lack them).
   */
  nodes?: number;
  totalNodes?: number;
}

/** A phase of the fast non-optimal fallback (rows, columns, final 3×3). */
export interface FallbackEvent extends TraceEventBase {
  kind: 'fallback';
  depth: 0;
  phase: string;
  /** Moves added by this phase. */
  moves: number[];
}

export interface SolutionEvent extends TraceEventBase {
  kind: 'solution';
  depth: 0;
  moves: number[];
  optimal: boolean;
}

export type SlidingEvent =
  | ParityEvent
  | RootEvent
  | IterationEvent
  | TreeNodeEvent
  | StopEvent
  | FallbackEvent
  | SolutionEvent;

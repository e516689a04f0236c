/**
 * The search-tree event every genre's backtracking search can share (IDA*,
 * plain backtracking, DLX, branch and bound): one node of the tree the search
 * walked, with the choice that led to it. Emitted only when a teaching view
 * asks for it, and then under a cap — never per node of a real search.
 * The generic tree view (src/ui/search-tree/SearchTree.tsx) draws these.
 */
import type { TraceEventBase } from './trace';

export type SearchNodeOutcome = 'expanded' | 'pruned' | 'dead-end' | 'goal';

export interface SearchNodeEvent extends TraceEventBase {
  kind: 'search-node';
  /** Unique within the trace; a child's `parent` names it. */
  id: number;
  parent: number | null;
  /** The choice that led here, short ("slide 5", "r1c2 = 7", "row 12"); empty at a root. */
  label: string;
  /** The same choice as data (a tile, a candidate row), so a view can rebuild the board along a path; null at a root. */
  choice: number | null;
  /** expanded: children follow; pruned: cut by a bound; dead-end: no way on; goal: a solution. */
  outcome: SearchNodeOutcome;
  /** Numbers shown beside the node (g, h; a column's size …), in display order. */
  numbers?: Record<string, number>;
  /** Which pass the node belongs to (an IDA* bound, a restart); trees of one group are drawn together. */
  group?: number;
}

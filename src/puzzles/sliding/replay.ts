/**
 * The trace player's view state for the sliding puzzle: what the lesson shows
 * after the first k events. Pure: each event returns a new view and shares
 * the untouched parts of the old one (the player keeps old views as
 * checkpoints, so nothing may be mutated).
 *
 * `board` stays the starting board: stepping through the answer's moves is
 * the answer player's job (board.ts applyMoves), not the search trace's.
 */
import type { SlidingPuzzle } from './board';
import type { ParityEvent, RootEvent, SlidingEvent, StopEvent, TreeNodeEvent } from './events';

export interface IterationRow {
  bound: number;
  nodes: number;
  totalNodes: number;
  ms: number;
  nextBound: number | null;
  found: boolean;
}

export interface SlidingView {
  size: number;
  board: readonly number[];
  parity?: ParityEvent;
  root?: RootEvent;
  /** One row per finished IDA* iteration: the bounds table. */
  iterations: readonly IterationRow[];
  /** The recorded search-tree nodes so far (capped by the solver). */
  tree: readonly TreeNodeEvent[];
  stopped?: StopEvent;
  solution?: { moves: readonly number[]; optimal: boolean };
  fallbackPhases: readonly { phase: string; moves: readonly number[] }[];
}

export function initialView(p: SlidingPuzzle): SlidingView {
  return { size: p.size, board: p.tiles.slice(), iterations: [], tree: [], fallbackPhases: [] };
}

export function reduceSliding(view: SlidingView, event: SlidingEvent): SlidingView {
  switch (event.kind) {
    case 'parity':
      return { ...view, parity: event };
    case 'root':
      return { ...view, root: event };
    case 'iteration': {
      const { bound, nodes, totalNodes, ms, nextBound, found } = event;
      return { ...view, iterations: [...view.iterations, { bound, nodes, totalNodes, ms, nextBound, found }] };
    }
    case 'tree-node':
      return { ...view, tree: [...view.tree, event] };
    case 'stop':
      return { ...view, stopped: event };
    case 'fallback':
      return { ...view, fallbackPhases: [...view.fallbackPhases, { phase: event.phase, moves: event.moves }] };
    case 'solution':
      return { ...view, solution: { moves: event.moves, optimal: event.optimal } };
    default:
      return view;
  }
}

/**
 * The trace player's view state for the sliding puzzle: what the lesson shows
 * after the first k events. `applySliding` changes a view in place; the
 * growing lists are logs (src/core/log.ts), so the player's checkpoints are
 * cheap clones.
 *
 * `board` stays the starting board: stepping through the answer's moves is
 * the answer player's job (board.ts applyMoves), not the search trace's.
 */
import { appendLog, emptyLog, type Log } from '../../core/log';
import type { Replay } from '../../core/player';
import type { SlidingPuzzle } from './board';
import type { SearchNodeEvent } from '../../core/search-tree';
import type { FallbackEvent, IterationEvent, ParityEvent, RootEvent, SlidingEvent, StopEvent, TreeNodeEvent } from './events';

/** A row of the bounds table: the iteration event itself (logs share their items, see src/core/log.ts). */
export type IterationRow = IterationEvent;

export interface SlidingView {
  size: number;
  board: readonly number[];
  parity?: ParityEvent;
  root?: RootEvent;
  /** One row per finished IDA* iteration: the bounds table. */
  iterations: Log<IterationRow>;
  /** The recorded search-tree nodes so far (capped by the solver), as the shared search-tree event. */
  tree: Log<SearchNodeEvent>;
  stopped?: StopEvent;
  solution?: { moves: readonly number[]; optimal: boolean };
  fallbackPhases: Log<FallbackEvent>;
}

export function initialView(p: SlidingPuzzle): SlidingView {
  return { size: p.size, board: p.tiles.slice(), iterations: emptyLog(), tree: emptyLog(), fallbackPhases: emptyLog() };
}

export function applySliding(view: SlidingView, event: SlidingEvent): void {
  switch (event.kind) {
    case 'parity':
      view.parity = event;
      return;
    case 'root':
      view.root = event;
      return;
    case 'iteration':
      view.iterations = appendLog(view.iterations, event);
      return;
    case 'tree-node':
      view.tree = appendLog(view.tree, searchNodeOf(event));
      return;
    case 'stop':
      view.stopped = event;
      return;
    case 'fallback':
      view.fallbackPhases = appendLog(view.fallbackPhases, event);
      return;
    case 'solution':
      view.solution = { moves: event.moves, optimal: event.optimal };
      return;
  }
}

// One shared object per event, so a log that replays over the same events again reuses its storage.
const asSearchNode = new WeakMap<TreeNodeEvent, SearchNodeEvent>();

/** A node of the IDA* tree as the shared search-tree event: the tile slid, g, h and f, grouped by bound. */
export function searchNodeOf(e: TreeNodeEvent): SearchNodeEvent {
  let node = asSearchNode.get(e);
  if (!node) {
    node = toSearchNode(e);
    asSearchNode.set(e, node);
  }
  return node;
}

function toSearchNode(e: TreeNodeEvent): SearchNodeEvent {
  return {
    kind: 'search-node',
    depth: e.depth,
    id: e.id,
    parent: e.parent,
    label: e.tile === null ? '' : String(e.tile),
    choice: e.tile,
    outcome: e.outcome,
    numbers: { g: e.g, h: e.h, f: e.g + e.h },
    group: e.bound,
  };
}

export const slidingReplay: Replay<SlidingPuzzle, SlidingView, SlidingEvent> = {
  initial: initialView,
  apply: applySliding,
  clone: (view) => ({ ...view }),
};

/**
 * The search tree of one IDA* iteration (8-puzzle, capped): the shared search
 * tree view (src/ui/search-tree/SearchTree.tsx) with the sliding puzzle's
 * words — each node names the tile slid to reach it, shows f = g + h under
 * it, and the board at the chosen node is drawn beside the tree.
 */
import type { JSX } from 'preact';
import type { SearchNodeEvent } from '../../core/search-tree';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { applyMoves } from '../../puzzles/sliding/board';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import { searchNodeOf } from '../../puzzles/sliding/replay';
import { SearchTree } from '../search-tree/SearchTree';
import { layoutSearchTree, nodesOfGroup, type PlacedNode } from '../search-tree/layout';
import { SlidingBoard } from './SlidingBoard';

/**
 * An IDA* tree is bushy (every expanded board has two or three children) and most of its
 * leaves are cut-off boards: cousins packed as close as siblings keep it about a third narrower.
 */
const IDA_TREE_LAYOUT = { cousinGap: 1 };

/** The width in px of the widest iteration's tree drawn from a trace, as SearchTreeView lays it out (0 without a tree). */
export function widestIdaTree(events: readonly SlidingEvent[]): number {
  const nodes = events.flatMap((e) => (e.kind === 'tree-node' ? [searchNodeOf(e)] : []));
  const bounds = new Set(nodes.map((n) => n.group));
  return Math.max(0, ...[...bounds].map((b) => layoutSearchTree(nodesOfGroup(nodes, b), IDA_TREE_LAYOUT).width));
}

export interface SearchTreeViewProps {
  puzzle: SlidingPuzzle;
  bound: number;
  nodes: readonly SearchNodeEvent[];
  /** True when the solver stopped recording nodes for this iteration at its cap. */
  capped?: boolean;
  /** Prefix for element ids and test ids, distinct per tree on a page. */
  idBase?: string;
  /** The node chosen from outside (the branch a stepper's step talks about); else the goal, or the start. */
  selected?: number | null;
}

export function SearchTreeView({ puzzle, bound, nodes, capped, idBase = 'search-tree', selected }: SearchTreeViewProps): JSX.Element {
  const generated = nodes.length - 1;
  // Above the drawing only what this tree is (short, so the tree stays next to the stepper's buttons);
  // how to read its marks, the key, sits directly under the drawing (SearchTree's legend).
  const caption =
    // The count is the boards generated, as the iteration table's Nodes column counts them: the start board (S) is
    // drawn but not counted, and "the start board and the 7 boards" beside a Nodes of 7 read as a count that disagreed.
    `Bound ${bound}: ${generated} node${generated === 1 ? '' : 's'}, the boards generated from the start board S ` +
    `(the table's Nodes count; S itself is not counted)` +
    `${capped ? ' before the drawing stopped at its cap (the search itself went on)' : ''}.`;
  const legend =
    `Key: in each node, the tile slid to reach it (S: the start); under it: its f = g + h. Circle: expanded (the boards ` +
    `one move on were generated); dashed square: cut off, its f above ${bound}; a double ring with a star beside it: the ` +
    `goal; a thick outer ring: the chosen node, described next to the tree. No node gets the child that slides ` +
    `the same tile straight back: it would only return to the parent's board, one move longer.`;
  const describe = (p: PlacedNode) => {
    const { g = 0, h = 0 } = p.node.numbers ?? {};
    // The way from S in words: in a tree taller than its box, S may be scrolled out of sight above the node.
    const how = p.node.parent === null ? 'Start board' : `From S, after sliding ${p.path.join(', ')}`;
    const f = g + h;
    const outcome =
      p.node.outcome === 'pruned' ? `f = ${f} > bound ${bound}, so this branch is cut off: every solution through it has more than ${bound} moves`
        : p.node.outcome === 'goal' ? `the goal: h = 0, so f = g = ${g} ≤ bound ${bound}, a solution of ${g} moves`
        : `f = ${f} ≤ bound ${bound}, so it was expanded: the boards one move on were generated`;
    return `${how}: g = ${g} moves made, h = ${h} estimated still to go; ${outcome}.${p.onGoalPath ? ' It lies on the way to the goal.' : ''}`;
  };
  // The board draws an arrow out of its blank for the node's move; it is explained under the board, where it is
  // seen, since nothing else on the tree says what that arrow is.
  const detail = (p: PlacedNode) => (
    <div>
      <SlidingBoard size={puzzle.size} tiles={applyMoves(puzzle.tiles, puzzle.size, p.path) ?? puzzle.tiles} lastMove={p.node.choice}
        maxWidth={150} label="Board at the chosen node" />
      {p.node.choice != null && (
        <p class="sl-small" data-testid={`${idBase}-arrow-words`}>
          The arrow from the blank points at tile {p.node.choice}, the tile slid to reach this node: it came from the
          blank’s square.
        </p>
      )}
    </div>
  );
  return (
    <div data-bound={bound}>
      <SearchTree nodes={nodes} caption={caption} describe={describe} detail={detail} idBase={idBase} selected={selected} {...IDA_TREE_LAYOUT}
        underNode={(n) => String(n.numbers?.f ?? '')} legend={legend} />
    </div>
  );
}

/**
 * The IDA* tree's caption counts what the iteration table's Nodes column counts: the boards generated from the
 * start board, not the start itself (a reader saw "the start board and the 7 boards" beside a Nodes of 7). And the
 * arrow drawn in the blank of the board beside the tree is said in words under that board.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { TREE_BOARD } from '../../src/lessons/sliding/facts';
import type { IterationEvent, SlidingEvent } from '../../src/puzzles/sliding/events';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { searchNodeOf } from '../../src/puzzles/sliding/replay';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { nodesOfGroup } from '../../src/ui/search-tree/layout';
import { SearchTreeView } from '../../src/ui/sliding/SearchTreeView';

const parsed = parseSliding(TREE_BOARD);
if (!parsed.ok) throw new Error('the lesson board does not parse');
const events: SlidingEvent[] = [];
solveIdaStar(parsed.puzzle, { heuristic: manhattanLcHeuristic(parsed.puzzle.size), sink: (e) => events.push(e), treeNodeCap: 400 });
const first = events.find((e): e is IterationEvent => e.kind === 'iteration')!;
const nodes = nodesOfGroup(events.flatMap((e) => (e.kind === 'tree-node' ? [searchNodeOf(e)] : [])), first.bound);

describe('the IDA* tree beside the iteration table', () => {
  it('gives the same node count as the table, and says the start board is not in it', () => {
    const html = renderToString(h(SearchTreeView, { puzzle: parsed.puzzle, bound: first.bound, nodes }));
    expect(html).toContain(`Bound ${first.bound}: ${first.nodes} node${first.nodes === 1 ? '' : 's'}, the boards generated from the start board S`);
    expect(html).toContain('S itself is not counted');
  });

  it('says what the arrow in the blank means, under the board that draws it', () => {
    // The view opens on the goal when its tree has one (a board reached by a slide), else on the start board.
    const all = events.flatMap((e) => (e.kind === 'tree-node' ? [searchNodeOf(e)] : []));
    const goal = all.find((n) => n.outcome === 'goal')!;
    const html = renderToString(h(SearchTreeView, { puzzle: parsed.puzzle, bound: goal.group!, nodes: nodesOfGroup(all, goal.group!) }));
    expect(html).toContain(`The arrow from the blank points at tile ${goal.choice}, the tile slid to reach this node`);
    const start = renderToString(h(SearchTreeView, { puzzle: parsed.puzzle, bound: first.bound, nodes }));
    expect(start).not.toContain('The arrow from the blank');
  });
});

/**
 * The IDA* tree's caption counts what the iteration table's Nodes column counts: the boards generated from the
 * start board, not the start itself (a reader saw "the start board and the 7 boards" beside a Nodes of 7). And the
 * arrow drawn in the blank of the board beside the tree is said in words under that board. The key to the marks
 * sits directly under the drawing (a reader found it above and far from the tree), in words.
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

  it('puts the key, in words, directly under the drawing: before the chosen node\'s board, the thick line named there', () => {
    const all = events.flatMap((e) => (e.kind === 'tree-node' ? [searchNodeOf(e)] : []));
    const goal = all.find((n) => n.outcome === 'goal')!;
    const html = renderToString(h(SearchTreeView, { puzzle: parsed.puzzle, bound: goal.group!, nodes: nodesOfGroup(all, goal.group!) }));
    const canvasEnd = html.indexOf('</svg></div>', html.indexOf('data-testid="search-tree-canvas"'));
    const legendAt = html.indexOf('data-testid="search-tree-legend"');
    expect(canvasEnd).toBeGreaterThan(0);
    // Nothing but the key's own opening tag between the drawing's end and the key.
    expect(html.slice(canvasEnd + '</svg></div>'.length, legendAt)).toMatch(/^<p class="small"\s*$/);
    expect(legendAt).toBeLessThan(html.indexOf('search-tree-detail'));
    const legend = html.slice(legendAt, html.indexOf('</p>', legendAt));
    for (const words of ['Circle: expanded (the boards one move on were generated)', 'a thick outer ring: the chosen node', `dashed square: cut off, its f above ${goal.group}`, 'a double ring with a star beside it: the goal', 'The thick line is the way to the goal']) {
      expect(legend).toContain(words);
    }
    // Said once, under the tree, not also in the caption above it.
    expect(html.split('The thick line is the way to the goal').length).toBe(2);
  });
});

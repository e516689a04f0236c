/**
 * The sliding views' pure helpers and the worked-example export, under Node
 * (the same code the CLI's export command runs).
 */
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { goalTiles } from '../../src/puzzles/sliding/board';
import type { SlidingEvent, TreeNodeEvent } from '../../src/puzzles/sliding/events';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { solveSliding } from '../../src/puzzles/sliding/solve';
import { renderSlidingExport } from '../../src/export/sliding';
import { tileForArrow } from '../../src/ui/sliding/board-geometry';
import { boardsAlong } from '../../src/ui/sliding/StepBoards';
import { layoutSearchTree, neighbourFor, nodesOfGroup } from '../../src/ui/search-tree/layout';
import { searchNodeOf } from '../../src/puzzles/sliding/replay';
import { EXAMPLES } from '../../src/ui/sliding/examples';

const puzzleOf = (text: string) => {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const example = (id: string) => puzzleOf(EXAMPLES.find((e) => e.id === id)!.text);

function solveTraced(text: string) {
  const puzzle = puzzleOf(text);
  const rec = recorder<SlidingEvent>();
  const result = solveSliding(puzzle, { sink: rec.sink, treeNodeCap: 300 });
  return { puzzle, result, trace: rec.trace('sliding', 'ida') };
}

describe('arrow keys move the tile the way the arrow points', () => {
  // Blank in the centre of a 3×3 board: the four neighbours are 2 (up), 8 (down), 4 (left), 6 (right).
  const tiles = [1, 2, 3, 4, 0, 6, 7, 8, 5];
  it('picks the neighbour on the opposite side of the arrow', () => {
    expect(tileForArrow(tiles, 3, 'ArrowUp')).toBe(8);
    expect(tileForArrow(tiles, 3, 'ArrowDown')).toBe(2);
    expect(tileForArrow(tiles, 3, 'ArrowLeft')).toBe(6);
    expect(tileForArrow(tiles, 3, 'ArrowRight')).toBe(4);
  });
  it('returns null at an edge', () => {
    const goal = goalTiles(3); // blank bottom-right: nothing below or to the right of it
    expect(tileForArrow(goal, 3, 'ArrowUp')).toBeNull();
    expect(tileForArrow(goal, 3, 'ArrowLeft')).toBeNull();
  });
});

describe('answer boards', () => {
  it('start at the puzzle and end at the goal', () => {
    const { puzzle, result } = solveTraced(EXAMPLES[0].text);
    const boards = boardsAlong(puzzle, result.solution!.moves);
    expect(boards).toHaveLength(result.solution!.moves.length + 1);
    expect(boards[0]).toEqual(puzzle.tiles);
    expect(boards[boards.length - 1]).toEqual(goalTiles(puzzle.size));
  });
});

describe('search tree layout', () => {
  const solved = solveTraced('5 1 3 / 4 _ 2 / 7 8 6');
  const { events } = solved.trace;
  const tree = events.filter((e): e is TreeNodeEvent => e.kind === 'tree-node').map(searchNodeOf);
  const firstBound = tree[0].group!;
  const lastBound = tree[tree.length - 1].group!;

  it('places every recorded node of a bound once, root first', () => {
    const nodes = nodesOfGroup(tree, firstBound);
    const layout = layoutSearchTree(nodes);
    expect(layout.order).toHaveLength(nodes.length);
    expect(layout.order[0]).toBe(layout.rootId);
    expect(layout.links).toHaveLength(nodes.length - 1);
    for (const p of layout.nodes.values()) expect(p.path).toHaveLength(p.node.numbers!.g);
  });

  it('drops nodes whose parent was not recorded', () => {
    const nodes = nodesOfGroup(tree, firstBound);
    const orphan = { ...nodes[1], id: 99_999, parent: 88_888 };
    expect(nodesOfGroup([...nodes, orphan], firstBound)).toHaveLength(nodes.length);
  });

  it('marks the way from the start to the goal, and End jumps to the goal', () => {
    const layout = layoutSearchTree(nodesOfGroup(tree, lastBound));
    expect(layout.goalId).not.toBeNull();
    const onPath = [...layout.nodes.values()].filter((p) => p.onGoalPath);
    // The start, then one node per move of the answer.
    const moves = solved.result.solution!.moves;
    expect(onPath.map((p) => p.path.length).sort((a, b) => a - b)).toEqual(moves.map((_, i) => i).concat(moves.length));
    expect(layout.nodes.get(layout.goalId!)!.path).toEqual(moves);
    expect(neighbourFor(layout, layout.rootId, 'End')).toBe(layout.goalId);
    expect(neighbourFor(layout, layout.goalId, 'Home')).toBe(layout.rootId);
  });
});

describe('worked-example export', () => {
  it('draws every board of the answer and makes no request', () => {
    const { puzzle, result, trace } = solveTraced(EXAMPLES[0].text);
    const html = renderSlidingExport({ puzzle, result, trace, footer: 'test' });
    const cards = html.match(/class="step-card"/g) ?? [];
    expect(cards).toHaveLength(result.solution!.length + 1);
    expect(html).toContain("default-src 'none'");
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain('Proven optimal');
  });

  it('is the same file for the same input', () => {
    const { puzzle, result, trace } = solveTraced(EXAMPLES[1].text);
    const a = renderSlidingExport({ puzzle, result, trace, footer: 'x' });
    const b = renderSlidingExport({ puzzle, result, trace, footer: 'x' });
    expect(a).toBe(b);
  });

  it('explains an unsolvable board without a search section', () => {
    const puzzle = example('swapped-14-15');
    const rec = recorder<SlidingEvent>();
    const result = solveSliding(puzzle, { sink: rec.sink });
    expect(result.status).toBe('unsolvable');
    const html = renderSlidingExport({ puzzle, result, trace: rec.trace('sliding', 'ida') });
    expect(html).toContain('Not solvable.');
    expect(html).not.toContain('class="step-card"');
    expect(html).not.toContain('data-testid="iteration-table"');
  });
});

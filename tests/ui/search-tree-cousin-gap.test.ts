/**
 * The search tree's cousin gap: packing the children of different parents as
 * close as siblings makes the lesson's IDA* trees narrower without letting any
 * two nodes of a level come closer than one node width, and the tree card's
 * room (widestIdaTree) is the widest of those layouts.
 */
import { describe, expect, it } from 'vitest';
import { TREE_BOARD } from '../../src/lessons/sliding/facts';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { searchNodeOf } from '../../src/puzzles/sliding/replay';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { layoutSearchTree, NODE_DX, nodesOfGroup } from '../../src/ui/search-tree/layout';
import { widestIdaTree } from '../../src/ui/sliding/SearchTreeView';

function lessonTrace(): SlidingEvent[] {
  const parsed = parseSliding(TREE_BOARD);
  if (!parsed.ok) throw new Error('the lesson board does not parse');
  const events: SlidingEvent[] = [];
  solveIdaStar(parsed.puzzle, { heuristic: manhattanLcHeuristic(parsed.puzzle.size), sink: (e) => events.push(e), treeNodeCap: 400 });
  return events;
}

describe('search tree cousin gap', () => {
  const events = lessonTrace();
  const nodes = events.flatMap((e) => (e.kind === 'tree-node' ? [searchNodeOf(e)] : []));
  const bounds = [...new Set(nodes.map((n) => n.group!))];

  it('keeps every level at least one node width apart, and is never wider than the default', () => {
    for (const b of bounds) {
      const group = nodesOfGroup(nodes, b);
      const compact = layoutSearchTree(group, { cousinGap: 1 });
      expect(compact.width).toBeLessThanOrEqual(layoutSearchTree(group).width);
      const levels = new Map<number, number[]>();
      for (const p of compact.nodes.values()) levels.set(p.y, [...(levels.get(p.y) ?? []), p.x]);
      for (const xs of levels.values()) {
        xs.sort((a, c) => a - c);
        for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(NODE_DX - 1e-6);
      }
    }
  });

  it('makes the widest lesson tree narrower, and widestIdaTree measures that width', () => {
    const widths = bounds.map((b) => layoutSearchTree(nodesOfGroup(nodes, b), { cousinGap: 1 }).width);
    const before = Math.max(...bounds.map((b) => layoutSearchTree(nodesOfGroup(nodes, b)).width));
    expect(widestIdaTree(events)).toBe(Math.max(...widths));
    expect(widestIdaTree(events)).toBeLessThan(before);
    expect(widestIdaTree([])).toBe(0);
  });
});

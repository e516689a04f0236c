/**
 * The lesson's first look at a diagram shows a merge: two different sets of
 * decisions that left the same mate array, stored once. This finds, in the
 * tiny board's diagram (node events in build order), the first node that two
 * arcs reach, how many levels a drawing needs to show it (at least `least`),
 * and one way down to it through each of its first two parents, as the edges
 * taken and left out, so the lesson can draw both ways side by side with the
 * one mate array they share. Nothing is typed in: a diagram without a merge
 * throws, and the lesson's words would need a look.
 */
import type { NodeEvent } from '../../puzzles/numberlink/events';
import type { Cell } from '../../puzzles/numberlink/puzzle';

export interface MergeWay {
  links: [Cell, Cell][];
  off: [Cell, Cell][];
  /** The choice on the last arc, into the merged node. */
  last: 0 | 1;
}

export interface FirstMerge {
  /** Levels the first drawing shows (its `upTo`): enough to include the merged node. */
  levels: number;
  /** The merged node's level (1-based, as the drawing numbers its rows) and its mate array. */
  level: number;
  frontier: Cell[];
  mate: number[];
  /** Arcs that reach it in the drawing. */
  arcs: number;
  ways: [MergeWay, MergeWay];
}

/** The first way down from the root to `target` (0-arc first), as the choice made at each level. */
function wayTo(byId: Map<number, NodeEvent>, root: number, target: number): (0 | 1)[] | null {
  const go = (id: number, path: (0 | 1)[]): (0 | 1)[] | null => {
    if (id === target) return path;
    const n = byId.get(id);
    if (!n || n.level >= byId.get(target)!.level) return null;
    for (const [child, choice] of [[n.lo, 0], [n.hi, 1]] as const) {
      if (child <= 1) continue;
      const found = go(child, [...path, choice]);
      if (found) return found;
    }
    return null;
  };
  return go(root, []);
}

export function firstMerge(nodes: readonly NodeEvent[], edges: readonly [Cell, Cell][], least: number): FirstMerge {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parents = new Map<number, NodeEvent[]>();
  for (const n of nodes) for (const c of [n.lo, n.hi]) if (c > 1) parents.set(c, [...(parents.get(c) ?? []), n]);
  // Nodes come level by level, so the first one with two parents is on the highest level that has a merge.
  const merged = nodes.find((n) => (parents.get(n.id)?.length ?? 0) >= 2);
  if (!merged) throw new Error('the tiny diagram has no merge: the lesson text needs a look');
  const root = nodes[0].id;
  const ways = parents.get(merged.id)!.slice(0, 2).map((p): MergeWay => {
    const choices = [...wayTo(byId, root, p.id)!, (p.hi === merged.id ? 1 : 0) as 0 | 1];
    return {
      links: edges.filter((_, i) => choices[i] === 1),
      off: edges.filter((_, i) => i < choices.length && choices[i] === 0),
      last: choices[choices.length - 1],
    };
  }) as [MergeWay, MergeWay];
  return {
    levels: Math.max(least, merged.level + 1),
    level: merged.level + 1,
    frontier: merged.frontier,
    mate: merged.mate,
    arcs: parents.get(merged.id)!.length,
    ways,
  };
}

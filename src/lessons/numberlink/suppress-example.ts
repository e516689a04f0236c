/**
 * The lesson's worked example of zero suppression: the highest node of the
 * tiny board's drawn diagram whose 1-arc a rule cut to ⊥. Every way through
 * it leaves its edge out, so the reduction removes it and sends each arc that
 * came into it straight on to its 0-child, a level further down. This finds
 * that node, the rule that cut its 1-arc, how many arcs came into it and where
 * its 0-arc leads, so the lesson can say each of those in words beside the
 * reduced drawing. A diagram with no such node throws: the words would need
 * a look.
 */
import type { CutName } from '../../puzzles/numberlink/mate';
import type { NodeEvent } from '../../puzzles/numberlink/events';
import type { Cell } from '../../puzzles/numberlink/puzzle';
import { nodeCounts } from '../../puzzles/numberlink/zdd-reduce';

export interface SuppressExample {
  /** The node's level (1-based, as the drawing names its rows), the edge it decides and its count. */
  level: number;
  /** Its number in the whole drawing (nodes numbered 1, 2, … level by level, in built order, as src/ui/numberlink/zdd-layout.ts numbers them), its place on its level from the left (1-based) and how many nodes that level has. */
  number: number;
  place: number;
  levelSize: number;
  edge: [Cell, Cell];
  count: string;
  /** The rule that cut its 1-arc. */
  rule: CutName;
  /** Arcs into it, and the level its 0-child sits on (⊤ is level 0 here: it has none). */
  parents: number;
  childLevel: number;
  /** For the before-and-after picture: the first arc into it (its node's number and level, and which arc it is) and its 0-child's number. */
  from: { number: number; level: number; arc: 0 | 1 };
  childNumber: number;
  /** How many dead ends (count 0) the built diagram has: zero suppression removes each, as its 1-arc ends at ⊥ once those below are gone. */
  deadEnds: number;
}

export function suppressExample(nodes: readonly NodeEvent[], edges: readonly [Cell, Cell][]): SuppressExample {
  const counts = nodeCounts(nodes);
  // Top level first; within a level, the built order, as the drawing has them.
  const sorted = [...nodes].sort((a, b) => a.level - b.level);
  const node = sorted.find((n) => n.hi === 0 && n.hiCut && n.lo > 1);
  if (!node) throw new Error('no node of the diagram has its 1-arc cut to ⊥ and a node as its 0-child');
  const child = nodes.find((n) => n.id === node.lo)!;
  const row = sorted.filter((n) => n.level === node.level);
  const parent = sorted.find((n) => n.lo === node.id || n.hi === node.id)!;
  return {
    level: node.level + 1,
    number: sorted.indexOf(node) + 1,
    place: row.indexOf(node) + 1,
    levelSize: row.length,
    edge: edges[node.level],
    count: String(counts.get(node.id) ?? 0n),
    rule: node.hiCut!,
    parents: nodes.reduce((s, n) => s + (n.lo === node.id ? 1 : 0) + (n.hi === node.id ? 1 : 0), 0),
    childLevel: child.level + 1,
    from: { number: sorted.indexOf(parent) + 1, level: parent.level + 1, arc: parent.hi === node.id ? 1 : 0 },
    childNumber: sorted.indexOf(child) + 1,
    deadEnds: nodes.filter((n) => (counts.get(n.id) ?? 0n) === 0n).length,
  };
}

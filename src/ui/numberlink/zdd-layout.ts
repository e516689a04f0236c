/**
 * Where each node of a drawn diagram sits, how many arcs reach it (two or
 * more: a merge), its number in reading order, and which node an arrow key
 * or 0/1 moves to — the geometry and keyboard map of ZddDrawing, kept apart
 * so the drawing file only draws.
 */
import type { NodeEvent } from '../../puzzles/numberlink/events';

const ROW = 46;
const GAP = 40;
const LEFT = 118;

export interface ZddLayout {
  pos: Map<number, [number, number]>;
  parents: Map<number, number>;
  /** Nodes numbered 1, 2, … level by level, left to right. */
  number: Map<number, number>;
  byLevel: NodeEvent[][];
  width: number;
  height: number;
  bottom: number;
  cutArcs: number;
  rowY: (level: number) => number;
}

export function zddLayout(nodes: readonly NodeEvent[], levels: number): ZddLayout {
  const byLevel: NodeEvent[][] = Array.from({ length: levels }, () => []);
  for (const n of nodes) byLevel[n.level]?.push(n);
  const widest = Math.max(1, ...byLevel.map((l) => l.length));
  const rowY = (lv: number) => 20 + lv * ROW;
  const pos = new Map<number, [number, number]>();
  const number = new Map<number, number>();
  byLevel.forEach((row, lv) =>
    row.forEach((n, k) => {
      pos.set(n.id, [LEFT + (k + 0.5) * GAP + ((widest - row.length) * GAP) / 2, rowY(lv)]);
      number.set(n.id, number.size + 1);
    }),
  );
  const bottom = rowY(levels);
  pos.set(0, [LEFT + (widest * GAP) / 3, bottom]);
  pos.set(1, [LEFT + (2 * widest * GAP) / 3, bottom]);
  const parents = new Map<number, number>();
  let cutArcs = 0;
  for (const n of nodes) {
    for (const child of [n.lo, n.hi]) {
      if (child === 0) cutArcs++;
      else parents.set(child, (parents.get(child) ?? 0) + 1);
    }
  }
  return { pos, parents, number, byLevel, width: LEFT + widest * GAP + 20, height: (levels + 1) * ROW + 30, bottom, cutArcs, rowY };
}

/** The node a key moves to from node `id`, or null: arrows left/right in the level, up/down to the nearest node a level away, 0/1 along an arc. */
export function zddMove(L: ZddLayout, nodes: readonly NodeEvent[], id: number, key: string): number | null {
  const node = nodes.find((n) => n.id === id);
  if (!node) return null;
  const row = L.byLevel[node.level];
  const k = row.indexOf(node);
  const nearestIn = (lv: number): number | null => {
    const r = L.byLevel[lv];
    if (!r || r.length === 0) return null;
    const x = L.pos.get(id)![0];
    return r.reduce((best, n) => (Math.abs(L.pos.get(n.id)![0] - x) < Math.abs(L.pos.get(best.id)![0] - x) ? n : best)).id;
  };
  switch (key) {
    case 'ArrowLeft':
      return row[Math.max(0, k - 1)].id;
    case 'ArrowRight':
      return row[Math.min(row.length - 1, k + 1)].id;
    case 'ArrowUp':
      return nearestIn(node.level - 1);
    case 'ArrowDown':
      return nearestIn(node.level + 1);
    case 'Home':
      return nodes[0].id;
    case 'End':
      return nodes[nodes.length - 1].id;
    case '0':
      return node.lo > 1 ? node.lo : null;
    case '1':
      return node.hi > 1 ? node.hi : null;
    default:
      return null;
  }
}

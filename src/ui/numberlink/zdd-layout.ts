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

/** How far an arc must stay from the centre of a node it does not join: the node's ring (12 px) and a little air. */
export const ARC_CLEARANCE = 15;

/**
 * The bend of an arc that skips levels (a reduced diagram's zero-suppressed
 * arc, or an arc to a terminal from high up): a quadratic curve bowed to its
 * side (`side` −1 left for a 0-arc, +1 right for a 1-arc), bowed further, or
 * to the other side, until no node of the levels it passes lies within
 * ARC_CLEARANCE of it. Returns the control point's x; when no bow
 * up to the drawing's width clears them (then the widest tried is drawn).
 */
export function arcBow(L: ZddLayout, from: [number, number], to: [number, number], side: -1 | 1): number {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const between: [number, number][] = [];
  for (const [id, p] of L.pos) if (id > 1 && p[1] > y1 + 1 && p[1] < y2 - 1) between.push(p);
  const mid = (x1 + x2) / 2;
  const clear = (cx: number): boolean => {
    for (let k = 1; k < 40; k++) {
      const [x, y] = arcPoint(from, to, cx, k / 40);
      for (const [px, py] of between) if (Math.hypot(x - px, y - py) < ARC_CLEARANCE) return false;
    }
    return true;
  };
  let widest = mid + side * 20;
  for (let bow = 20; bow <= L.width; bow += 10) {
    for (const s of [side, -side]) {
      const cx = mid + s * bow;
      if (clear(cx)) return cx;
    }
    widest = mid + side * bow;
  }
  return widest;
}

/** A point of the quadratic arc from `from` to `to` bowed through control x `cx` (for tests: the drawn curve). */
export function arcPoint(from: [number, number], to: [number, number], cx: number, t: number): [number, number] {
  const cy = (from[1] + to[1]) / 2;
  return [
    (1 - t) * (1 - t) * from[0] + 2 * (1 - t) * t * cx + t * t * to[0],
    (1 - t) * (1 - t) * from[1] + 2 * (1 - t) * t * cy + t * t * to[1],
  ];
}

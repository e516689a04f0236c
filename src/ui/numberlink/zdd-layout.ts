/**
 * Where each node of a drawn diagram sits, how many arcs reach it (two or
 * more: a merge), its number in reading order, and which node an arrow key
 * or 0/1 moves to — the geometry and keyboard map of ZddDrawing, kept apart
 * so the drawing file only draws.
 */
import type { NodeEvent } from '../../puzzles/numberlink/events';

const ROW = 40;
const GAP = 40;
/** Where the nodes start: the column left of it holds each level's name, which no arc may cross. */
export const LEFT = 136;
/** Room right of the widest level, for arcs bowed round the nodes (when some arc skips a level). */
const RIGHT_ROOM = 120;
/** Half the side of a terminal's box (ZddDrawing draws them 24 px square). */
export const TERMINAL_HALF = 12;
/** The least distance between the centres of ⊥ and ⊤: their two boxes and the count written right of ⊥. */
const TERMINAL_APART = 48;
/** Room right of a terminal's box for its count (one digit, 14 px bold, 3 px off the box). */
const TERMINAL_COUNT_ROOM = 16;

export interface ZddLayout {
  pos: Map<number, [number, number]>;
  parents: Map<number, number>;
  /** Nodes numbered 1, 2, … level by level, left to right. */
  number: Map<number, number>;
  byLevel: NodeEvent[][];
  /** The levels drawn as rows, top to bottom (every level, or in a compact layout only those with nodes). */
  shown: number[];
  width: number;
  height: number;
  /** The y of the row of stubs and its "not drawn" words, under the last drawn level (a drawing cut to its first levels). */
  stubY: number;
  /** The y of the terminals ⊥ and ⊤: a row of their own under every drawn row, so their boxes overlap nothing. */
  bottom: number;
  cutArcs: number;
  rowY: (level: number) => number;
}

/**
 * With `compact` (a reduced diagram, whose zero suppression empties many
 * levels), only the levels that keep a node get a row, and each row is put in
 * the order of the mean place of its nodes' parents, then of their children
 * (the barycentre heuristic of layered drawing, two sweeps each way), so arcs
 * run short and cross less. Without it a level's nodes keep the order they
 * were built in, the order the node numbers follow.
 */
export function zddLayout(nodes: readonly NodeEvent[], levels: number, { compact = false, stubs = false }: { compact?: boolean; stubs?: boolean } = {}): ZddLayout {
  const byLevel: NodeEvent[][] = Array.from({ length: levels }, () => []);
  for (const n of nodes) byLevel[n.level]?.push(n);
  const shown = compact ? byLevel.flatMap((row, lv) => (row.length > 0 ? [lv] : [])) : byLevel.map((_, lv) => lv);
  const rowOf = new Map(shown.map((lv, r) => [lv, r]));
  const widest = Math.max(1, ...byLevel.map((l) => l.length));
  const rowY = (lv: number) => 20 + (rowOf.get(lv) ?? lv) * ROW;
  // Under the drawn rows: the stubs' row (when the drawing is cut), then the terminals' row. Both count from the rows
  // drawn, not from the level numbers: a compact layout draws fewer rows than it has levels, and the terminals once
  // landed on the stubs' row, over the "not drawn" words.
  const stubY = 20 + shown.length * ROW;
  const bottom = stubY + (stubs ? ROW : 0);
  if (compact) orderByBarycentre(byLevel, nodes);
  const pos = new Map<number, [number, number]>();
  const number = new Map<number, number>();
  byLevel.forEach((row, lv) =>
    row.forEach((n, k) => {
      pos.set(n.id, [LEFT + (k + 0.5) * GAP + ((widest - row.length) * GAP) / 2, rowY(lv)]);
      number.set(n.id, number.size + 1);
    }),
  );
  // ⊥ and ⊤ either side of the nodes' middle, at least TERMINAL_APART from each other (a narrow diagram once had
  // their boxes touch or overlap).
  const middle = LEFT + (widest * GAP) / 2;
  const half = Math.max(TERMINAL_APART, (widest * GAP) / 3) / 2;
  pos.set(0, [middle - half, bottom]);
  pos.set(1, [middle + half, bottom]);
  const parents = new Map<number, number>();
  let cutArcs = 0;
  for (const n of nodes) {
    for (const child of [n.lo, n.hi]) {
      if (child === 0) cutArcs++;
      else parents.set(child, (parents.get(child) ?? 0) + 1);
    }
  }
  // Room for bowed arcs only where some arc skips a level (a reduced diagram): a full one keeps its phone width.
  const skips = nodes.some((n) => [n.lo, n.hi].some((c) => {
    const to = c >= 1 ? pos.get(c) : undefined;
    return to !== undefined && to[1] - pos.get(n.id)![1] > ROW + 1;
  }));
  const inner = LEFT + widest * GAP;
  // Wide enough for ⊤'s box and the count written beside it; tall enough for the terminals' boxes and counts.
  const room = Math.max(skips ? rightRoom(nodes, pos, inner) : 20, middle + half + TERMINAL_HALF + TERMINAL_COUNT_ROOM - inner);
  return { pos, parents, number, byLevel, shown, width: inner + room, height: bottom + TERMINAL_HALF + 14, stubY, bottom, cutArcs, rowY };
}

/** Reorders each level's nodes (in place) by the mean place, within their rows, of the nodes they are joined to. */
function orderByBarycentre(byLevel: NodeEvent[][], nodes: readonly NodeEvent[]): void {
  const place = new Map<number, number>();
  const mark = () => byLevel.forEach((row) => row.forEach((n, k) => place.set(n.id, (k + 0.5) / row.length)));
  const up = new Map<number, number[]>();
  for (const n of nodes) for (const c of [n.lo, n.hi]) if (c > 1) up.set(c, [...(up.get(c) ?? []), n.id]);
  const down = new Map(nodes.map((n) => [n.id, [n.lo, n.hi].filter((c) => c > 1)]));
  const mean = (ids: number[] | undefined, own: number): number => (ids && ids.length > 0 ? ids.reduce((s, i) => s + place.get(i)!, 0) / ids.length : own);
  for (let sweep = 0; sweep < 2; sweep++) {
    for (const neighbours of [up, down]) {
      mark();
      const order = neighbours === up ? byLevel.map((_, i) => i) : byLevel.map((_, i) => byLevel.length - 1 - i);
      for (const lv of order) {
        const row = byLevel[lv];
        const key = new Map(row.map((n) => [n.id, mean(neighbours.get(n.id), place.get(n.id)!)]));
        row.sort((a, b) => key.get(a.id)! - key.get(b.id)!);
        row.forEach((n, k) => place.set(n.id, (k + 0.5) / row.length));
      }
    }
  }
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

/** An arc's bend: the x of its two control points (see arcControls). */
export interface Bow {
  c1x: number;
  c2x: number;
}

/**
 * The bend of an arc that skips levels (a reduced diagram's zero-suppressed
 * arc, or an arc to a terminal from high up): a curve (arcPath) bowed to its
 * side (`side` −1 left for a 0-arc, +1 right for a 1-arc), bowed further, or
 * to the other side, until no node of the levels it passes lies within
 * ARC_CLEARANCE of it and it stays between the level names and the drawing's
 * right edge. Each bow is tried three ways: out at once, or first straight
 * down from its node (through a gap of a full level below it), or coming
 * straight down into its child. When none clears, the first one tried is drawn.
 */
export function arcBow(L: ZddLayout, from: [number, number], to: [number, number], side: -1 | 1): Bow {
  const mid = (from[0] + to[0]) / 2;
  return clearBow(L, from, to, side) ?? { c1x: mid + side * 20, c2x: mid + side * 20 };
}

/** The first bow tried that clears (as arcBow), or null when none does within the drawing's width. */
function clearBow(L: Pick<ZddLayout, 'pos' | 'width'>, from: [number, number], to: [number, number], side: -1 | 1): Bow | null {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const between: [number, number][] = [];
  for (const [id, p] of L.pos) if (id > 1 && p[1] > y1 + 1 && p[1] < y2 - 1) between.push(p);
  const mid = (x1 + x2) / 2;
  const clear = (bow: Bow): boolean => {
    for (let k = 1; k < 60; k++) {
      const [x, y] = arcPoint(from, to, bow, k / 60);
      // Out of the names' column on the left and inside the drawing on the right.
      if (x < LEFT + 4 || x > L.width - 4) return false;
      for (const [px, py] of between) if (Math.hypot(x - px, y - py) < ARC_CLEARANCE) return false;
    }
    return true;
  };
  for (let reach = 20; reach <= L.width; reach += 10) {
    for (const s of [side, -side]) {
      const cx = mid + s * reach;
      for (const bow of [{ c1x: cx, c2x: cx }, { c1x: x1, c2x: cx }, { c1x: cx, c2x: x2 }]) if (clear(bow)) return bow;
    }
  }
  return null;
}

/**
 * The arcs ZddDrawing bows (those that skip levels: more than SKIP_DROP down), from just under their node to just
 * above their child, each with its side (−1 a 0-arc, +1 a 1-arc).
 */
export const SKIP_DROP = 60;
function bowedArcs(nodes: readonly NodeEvent[], pos: Map<number, [number, number]>): [[number, number], [number, number], -1 | 1][] {
  const out: [[number, number], [number, number], -1 | 1][] = [];
  for (const n of nodes) {
    const [x, y] = pos.get(n.id)!;
    for (const [child, side] of [[n.lo, -1], [n.hi, 1]] as const) {
      const to = child === 0 ? undefined : pos.get(child);
      if (to && to[1] - y > SKIP_DROP) out.push([[x + 4 * side, y + 9], [to[0], to[1] - 12], side]);
    }
  }
  return out;
}

/**
 * The least room right of the widest level, in steps of 10 px up to RIGHT_ROOM, in which every bowed arc clears:
 * the tiny board's reduced diagram took 120 px and came out 416 px wide, past a phone's 358 px column, where a
 * reader found it cut off.
 */
function rightRoom(nodes: readonly NodeEvent[], pos: Map<number, [number, number]>, inner: number): number {
  const arcs = bowedArcs(nodes, pos);
  for (let room = 20; room < RIGHT_ROOM; room += 10) {
    const L = { pos, width: inner + room };
    if (arcs.every(([from, to, side]) => clearBow(L, from, to, side) !== null)) return room;
  }
  return RIGHT_ROOM;
}

/**
 * The arc's two control points, a third and two thirds of the way down, at
 * the bow's two x: so the curve leaves its node, runs down beside the levels
 * it skips, and comes back in to its child (a cubic Bézier).
 */
export function arcControls(from: [number, number], to: [number, number], bow: Bow): [[number, number], [number, number]] {
  const dy = to[1] - from[1];
  return [[bow.c1x, from[1] + dy / 3], [bow.c2x, from[1] + (2 * dy) / 3]];
}

/** A point of the arc from `from` to `to` with bend `bow`, at t in [0, 1]: the curve the drawing draws. */
export function arcPoint(from: [number, number], to: [number, number], bow: Bow, t: number): [number, number] {
  const [c1, c2] = arcControls(from, to, bow);
  const u = 1 - t;
  const at = (k: 0 | 1) => u * u * u * from[k] + 3 * u * u * t * c1[k] + 3 * u * t * t * c2[k] + t * t * t * to[k];
  return [at(0), at(1)];
}

/** The arc as an SVG path. */
export function arcPath(from: [number, number], to: [number, number], bow: Bow): string {
  const [c1, c2] = arcControls(from, to, bow);
  return `M${from[0]} ${from[1]}C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${to[0]} ${to[1]}`;
}

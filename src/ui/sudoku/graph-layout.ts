/**
 * Where the implication graph's boxes and arrows go (DOM-free, so a test can
 * check the drawing's geometry). The graph (src/puzzles/sudoku/implication-graph.ts)
 * gives each node a layer; boxes sit in horizontal bands, one band per layer.
 *
 * An arrow that skips layers would otherwise be drawn straight through the
 * boxes of the layers in between, looking as if it fed them. So, as in the
 * layered drawings of Sugiyama and others, such an arrow gets a waypoint of
 * its own in every band it crosses: a narrow empty slot in that band's row,
 * placed among the boxes like a box. Inside a band the arrow runs straight
 * down through its slot; between bands it is a vertical-tangent curve whose y
 * stays in the gap, where there are no boxes. So no arrow can pass through a
 * box it does not start or end at.
 */
import type { GraphNode, ImplicationGraph } from '../../puzzles/sudoku/implication-graph';

export const ROW = 54;
export const BOX_H = 24;
const GAP = 10;
/** Width of an arrow's slot in a band it passes through. */
const LANE = 8;
const CHAR = 7.4;
const PAD = 12;
const TOP = 8;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GraphLayout {
  /** The inner width (boxes and lanes), without room for notes. */
  width: number;
  height: number;
  boxes: Box[];
  /** Each edge as the points it runs through, top to bottom: the source's bottom, a top and bottom point per band crossed, the target's top. */
  edges: { from: number; to: number; points: [number, number][] }[];
}

/** An item of a band's row: a node's box, or the lane of an edge passing through. */
type Item = { node: number } | { edge: number };

/** The text in a node's box: its role in words, then its literal. */
export function nodeLabel(n: GraphNode, name: (lit: number) => string): string {
  if (n.role === 'conflict') return '✗ conflict';
  if (n.role === 'decision') return `decision ${name(n.literal)}`;
  if (n.role === 'uip') return `UIP ${name(n.literal)}`;
  if (n.role === 'earlier') return `level ${n.level}: ${name(n.literal)}`;
  return name(n.literal);
}

/** A box's width for its label. */
export const boxWidth = (text: string) => Math.ceil(text.length * CHAR) + PAD;

export function layoutGraph(graph: ImplicationGraph, texts: readonly string[]): GraphLayout {
  const { nodes, edges, layers } = graph;
  const widths = texts.map(boxWidth);
  // Each band's row of items, ordered by the mean position of what feeds them from the band above (fewer crossings).
  const rows: Item[][] = [];
  const posIn = new Map<string, number>();
  const keyOf = (it: Item) => ('node' in it ? `n${it.node}` : `e${it.edge}`);
  for (let l = 0; l < layers; l++) {
    const items: { it: Item; key: number; tie: number }[] = [];
    nodes.forEach((n, i) => {
      if (n.layer !== l) return;
      const feeds = edges.map((e, k) => ({ e, k })).filter(({ e }) => e.to === i)
        .map(({ e, k }) => posIn.get(nodes[e.from].layer === l - 1 ? `n${e.from}` : `e${k}`))
        .filter((p): p is number => p !== undefined);
      items.push({ it: { node: i }, key: feeds.length > 0 ? feeds.reduce((s, p) => s + p, 0) / feeds.length : n.slot, tie: n.slot });
    });
    edges.forEach((e, k) => {
      const a = nodes[e.from].layer;
      const b = nodes[e.to].layer;
      if (a >= l || b <= l) return;
      const above = posIn.get(a === l - 1 ? `n${e.from}` : `e${k}`) ?? 0;
      items.push({ it: { edge: k }, key: above, tie: -1 });
    });
    items.sort((p, q) => p.key - q.key || p.tie - q.tie);
    rows.push(items.map((x) => x.it));
    items.forEach((x, k) => posIn.set(keyOf(x.it), k));
  }
  const itemWidth = (it: Item) => ('node' in it ? widths[it.node] : LANE);
  const rowWidth = rows.map((r) => r.reduce((s, it) => s + itemWidth(it) + GAP, -GAP));
  const width = Math.max(...rowWidth) + 2 * GAP;
  const bandTop = (l: number) => TOP + l * ROW;
  const boxes: Box[] = new Array(nodes.length);
  const lane = new Map<string, number>();
  rows.forEach((r, l) => {
    let x = (width - rowWidth[l]) / 2;
    for (const it of r) {
      const w = itemWidth(it);
      if ('node' in it) boxes[it.node] = { x, y: bandTop(l), width: w, height: BOX_H };
      else lane.set(`${it.edge}@${l}`, x + w / 2);
      x += w + GAP;
    }
  });
  const centre = (b: Box) => b.x + b.width / 2;
  const laid = edges.map((e, k) => {
    const a = boxes[e.from];
    const b = boxes[e.to];
    const points: [number, number][] = [[centre(a), a.y + BOX_H]];
    for (let l = nodes[e.from].layer + 1; l < nodes[e.to].layer; l++) {
      const x = lane.get(`${k}@${l}`)!;
      points.push([x, bandTop(l)], [x, bandTop(l) + BOX_H]);
    }
    points.push([centre(b), b.y - 1]);
    return { from: e.from, to: e.to, points };
  });
  return { width, height: TOP + layers * ROW, boxes, edges: laid };
}

/**
 * The SVG path of an edge: a vertical-tangent cubic curve across each gap
 * between bands, a straight line down each band it passes through.
 */
export function edgePath(points: readonly [number, number][]): string {
  let d = `M${points[0][0]} ${points[0][1]}`;
  for (let k = 1; k < points.length; k++) {
    const [x0, y0] = points[k - 1];
    const [x1, y1] = points[k];
    if (x0 === x1 && k % 2 === 0) d += ` L${x1} ${y1}`;
    else {
      const my = (y0 + y1) / 2;
      d += ` C${x0} ${my} ${x1} ${my} ${x1} ${y1}`;
    }
  }
  return d;
}

/** Points along an edge as drawn by edgePath, `per` of them on each piece (for a test of the geometry). */
export function sampleEdge(points: readonly [number, number][], per = 24): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 1; k < points.length; k++) {
    const [x0, y0] = points[k - 1];
    const [x1, y1] = points[k];
    const my = (y0 + y1) / 2;
    for (let j = 0; j <= per; j++) {
      const t = j / per;
      const u = 1 - t;
      // A straight piece is the same cubic with its control points on the line.
      const straight = x0 === x1 && k % 2 === 0;
      const c0: [number, number] = straight ? [x0, y0 + (y1 - y0) / 3] : [x0, my];
      const c1: [number, number] = straight ? [x1, y0 + (2 * (y1 - y0)) / 3] : [x1, my];
      out.push([
        u * u * u * x0 + 3 * u * u * t * c0[0] + 3 * u * t * t * c1[0] + t * t * t * x1,
        u * u * u * y0 + 3 * u * u * t * c0[1] + 3 * u * t * t * c1[1] + t * t * t * y1,
      ]);
    }
  }
  return out;
}

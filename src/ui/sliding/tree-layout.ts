/**
 * Lays out the capped search tree of one IDA* iteration with d3-hierarchy's
 * tidy tree. Pure data in, coordinates out, so the view only draws.
 *
 * The solver stops recording tree nodes at a cap, so a recorded child may in
 * principle lack its parent; such orphans are dropped rather than letting
 * d3.stratify throw on them.
 */
import { stratify, tree } from 'd3-hierarchy';
import type { TreeNodeEvent } from '../../puzzles/sliding/events';
import { treeExtent } from '../tree-extent';

export interface PlacedNode {
  node: TreeNodeEvent;
  x: number;
  y: number;
  /** Ids of the children, in search order. */
  children: number[];
  /** Tiles slid from the root to reach this node. */
  path: number[];
}

export interface TreeLayout {
  nodes: Map<number, PlacedNode>;
  order: number[];
  links: { from: number; to: number }[];
  rootId: number | null;
  width: number;
  height: number;
}

export const NODE_DX = 30;
export const NODE_DY = 54;
const MARGIN = 22;

/** The nodes recorded for one bound, with every node's parent present. */
export function nodesOfBound(events: readonly TreeNodeEvent[], bound: number): TreeNodeEvent[] {
  const kept = new Set<number>();
  const out: TreeNodeEvent[] = [];
  for (const e of events) {
    if (e.bound !== bound) continue;
    if (e.parent === null ? out.length === 0 : kept.has(e.parent)) {
      kept.add(e.id);
      out.push(e);
    }
  }
  return out;
}

export function layoutTree(nodes: readonly TreeNodeEvent[]): TreeLayout {
  const empty: TreeLayout = { nodes: new Map(), order: [], links: [], rootId: null, width: 0, height: 0 };
  if (nodes.length === 0) return empty;
  const root = stratify<TreeNodeEvent>()
    .id((d) => String(d.id))
    .parentId((d) => (d.parent === null ? null : String(d.parent)))(nodes as TreeNodeEvent[]);
  const laid = tree<TreeNodeEvent>().nodeSize([NODE_DX, NODE_DY])(root);
  const { minX, maxX, maxY } = treeExtent(laid);
  const placed = new Map<number, PlacedNode>();
  const order: number[] = [];
  const links: { from: number; to: number }[] = [];
  laid.eachBefore((n) => {
    const parentPath = n.parent ? placed.get(n.parent.data.id)!.path : [];
    placed.set(n.data.id, {
      node: n.data,
      x: n.x - minX + MARGIN,
      y: n.y + MARGIN,
      children: (n.children ?? []).map((c) => c.data.id),
      path: n.data.tile === null ? parentPath : [...parentPath, n.data.tile],
    });
    order.push(n.data.id);
    if (n.parent) links.push({ from: n.parent.data.id, to: n.data.id });
  });
  return {
    nodes: placed,
    order,
    links,
    rootId: laid.data.id,
    width: maxX - minX + MARGIN * 2,
    height: maxY + MARGIN * 2 + 14,
  };
}

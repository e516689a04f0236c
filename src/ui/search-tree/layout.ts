/**
 * Lays out a recorded search tree (SearchNodeEvent, src/core/search-tree.ts)
 * with d3-hierarchy's tidy tree. Pure data in, coordinates out, so the view
 * only draws.
 *
 * A solver stops recording nodes at a cap, so a recorded child may lack its
 * parent; such orphans are dropped rather than letting d3.stratify throw.
 */
import { stratify, tree } from 'd3-hierarchy';
import type { SearchNodeEvent } from '../../core/search-tree';
import { treeExtent } from '../tree-extent';

export interface PlacedNode {
  node: SearchNodeEvent;
  x: number;
  y: number;
  /** Ids of the children, in search order. */
  children: number[];
  /** The choices from the root to this node. */
  path: number[];
  /** True on the way from the root to a goal. */
  onGoalPath: boolean;
}

export interface TreeLayout {
  nodes: Map<number, PlacedNode>;
  order: number[];
  links: { from: number; to: number }[];
  rootId: number | null;
  /** The first goal node, if one was recorded. */
  goalId: number | null;
  width: number;
  height: number;
}

export const NODE_DX = 34;
export const NODE_DY = 68;
/** Room around the tree: the widest mark (a goal's ring and the star beside it) reaches 28 px from its node's centre. */
const MARGIN = 32;
/** Baseline of the 12 px text under a node (its numbers), below the node's centre. */
export const UNDER_Y = 27;
/** An edge leaves its parent this far below the parent's centre (under its numbers) … */
export const EDGE_START = UNDER_Y + 5;
/** … and ends this far above the child's centre, at the top of its mark (a goal's outer ring has radius 13). */
export const EDGE_END = 14;

/** The nodes of one group (an IDA* bound, a restart), each with its parent present; all nodes when `group` is undefined. */
export function nodesOfGroup(events: readonly SearchNodeEvent[], group?: number): SearchNodeEvent[] {
  const kept = new Set<number>();
  const out: SearchNodeEvent[] = [];
  for (const e of events) {
    if (group !== undefined && e.group !== group) continue;
    if (e.parent === null ? out.length === 0 : kept.has(e.parent)) {
      kept.add(e.id);
      out.push(e);
    }
  }
  return out;
}

export interface TreeLayoutOptions {
  /**
   * Room between neighbours of different parents, in node widths (d3's default 2; siblings always get 1).
   * 1 packs a bushy tree much narrower — the lesson's IDA* tree of bound 12 from 1,339 to 880 px — and its
   * edges still show whose child a node is.
   */
  cousinGap?: number;
}

export function layoutSearchTree(nodes: readonly SearchNodeEvent[], { cousinGap = 2 }: TreeLayoutOptions = {}): TreeLayout {
  const empty: TreeLayout = { nodes: new Map(), order: [], links: [], rootId: null, goalId: null, width: 0, height: 0 };
  if (nodes.length === 0) return empty;
  const root = stratify<SearchNodeEvent>()
    .id((d) => String(d.id))
    .parentId((d) => (d.parent === null ? null : String(d.parent)))(nodes as SearchNodeEvent[]);
  const laid = tree<SearchNodeEvent>().nodeSize([NODE_DX, NODE_DY]).separation((a, b) => (a.parent === b.parent ? 1 : cousinGap))(root);
  const { minX, maxX, maxY } = treeExtent(laid);
  const placed = new Map<number, PlacedNode>();
  const order: number[] = [];
  const links: { from: number; to: number }[] = [];
  let goalId: number | null = null;
  laid.eachBefore((n) => {
    const parentPath = n.parent ? placed.get(n.parent.data.id)!.path : [];
    placed.set(n.data.id, {
      node: n.data,
      x: n.x - minX + MARGIN,
      y: n.y + MARGIN,
      children: (n.children ?? []).map((c) => c.data.id),
      path: n.data.choice === null ? parentPath : [...parentPath, n.data.choice],
      onGoalPath: false,
    });
    order.push(n.data.id);
    if (n.parent) links.push({ from: n.parent.data.id, to: n.data.id });
    if (goalId === null && n.data.outcome === 'goal') goalId = n.data.id;
  });
  for (let id: number | null = goalId; id !== null; id = placed.get(id)!.node.parent) placed.get(id)!.onGoalPath = true;
  return { nodes: placed, order, links, rootId: laid.data.id, goalId, width: maxX - minX + MARGIN * 2, height: maxY + MARGIN * 2 + 14 };
}

/**
 * The node the arrow key leads to from `focus`: ↑ parent, ↓ first child, ← → siblings, Home the root, End the goal —
 * or, in a tree with no goal recorded (a search stopped or cut short), the last node recorded, so End does the same
 * thing in every method's tree and the caption (treeKeyWords) can say what it does.
 */
export function neighbourFor(layout: TreeLayout, focus: number | null, key: string): number | undefined {
  if (focus === null) return undefined;
  const here = layout.nodes.get(focus);
  if (!here) return undefined;
  const parentId = here.node.parent;
  const siblings = parentId === null ? [focus] : layout.nodes.get(parentId)?.children ?? [focus];
  const i = siblings.indexOf(focus);
  if (key === 'ArrowUp' && parentId !== null) return parentId;
  if (key === 'ArrowDown' && here.children.length > 0) return here.children[0];
  if (key === 'ArrowLeft' && i > 0) return siblings[i - 1];
  if (key === 'ArrowRight' && i < siblings.length - 1) return siblings[i + 1];
  if (key === 'Home' && layout.rootId !== null) return layout.rootId;
  if (key === 'End' && layout.order.length > 0) return layout.goalId ?? layout.order[layout.order.length - 1];
  return undefined;
}

/** What Home and End do in this tree, as its caption says it (neighbourFor's keys). */
export function treeKeyWords(layout: TreeLayout): string {
  return `Home: the start, End: ${layout.goalId !== null ? 'the goal' : 'the last node recorded'}`;
}

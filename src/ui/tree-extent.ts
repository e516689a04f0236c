/**
 * The extent of a d3 tree layout (d3-hierarchy's `tree().nodeSize(...)`
 * places the root at x = 0 with children left and right of it), so a view
 * can size its SVG and shift every node into view. Shared by the sliding
 * search tree and the Akari "why" tree.
 */
import type { HierarchyPointNode } from 'd3-hierarchy';

export interface TreeExtent {
  minX: number;
  maxX: number;
  maxY: number;
}

export function treeExtent<T>(laid: HierarchyPointNode<T>): TreeExtent {
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  laid.each((n) => {
    minX = Math.min(minX, n.x);
    maxX = Math.max(maxX, n.x);
    maxY = Math.max(maxY, n.y);
  });
  return { minX, maxX, maxY };
}

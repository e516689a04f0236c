/**
 * Where a search tree's box scrolls to show the chosen node. A tree is read from its root down, so the root stays
 * in view whenever it fits in the box together with the node; when it does not, the node goes to the box's lower
 * edge, so as much as possible of the way down to it (its ancestors) is in view above it. A node already in view
 * leaves the box where it is (stepping through nodes must not make the tree jump).
 */

/** Room in px above a node's centre for its mark, and below it for its mark and the numbers under it. */
export const ROOM_ABOVE = 40;
export const ROOM_BELOW = 45;
/** Room in px beside a node's centre for its mark and label. */
const ROOM_SIDE = 40;

export interface TreeView {
  /** The box's visible size, and how far it is scrolled now. */
  width: number;
  height: number;
  left: number;
  top: number;
}

export function scrollToNode(view: TreeView, node: { x: number; y: number }, root?: { x: number; y: number }): { left: number; top: number } {
  const rootFitsY = root !== undefined && node.y + ROOM_BELOW - (root.y - ROOM_ABOVE) <= view.height;
  const inViewY = node.y - ROOM_ABOVE >= view.top && node.y + ROOM_BELOW <= view.top + view.height;
  const top = rootFitsY ? Math.max(0, root!.y - ROOM_ABOVE)
    : inViewY ? view.top
    : Math.max(0, node.y + ROOM_BELOW - view.height);
  // Sideways: both columns when they fit (centred between them), else the node centred.
  const rootFitsX = root !== undefined && Math.abs(root.x - node.x) + 2 * ROOM_SIDE <= view.width;
  const centre = rootFitsX ? (root!.x + node.x) / 2 : node.x;
  return { left: Math.max(0, centre - view.width / 2), top };
}

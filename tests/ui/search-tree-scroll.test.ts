/**
 * Where a search tree's box scrolls for the chosen node (src/ui/search-tree/scroll-to-node.ts): a reader stepping
 * to the goal of a tall tree saw it ringed at the top of the box with the root and the top rows cut off. The root
 * now stays in view whenever it fits with the node; when it does not, the node sits at the box's lower edge, its
 * ancestors above it.
 */
import { describe, expect, it } from 'vitest';
import { ROOM_ABOVE, ROOM_BELOW, scrollToNode } from '../../src/ui/search-tree/scroll-to-node';

const root = { x: 300, y: 30 };
const box = { width: 600, height: 416, left: 0, top: 0 };

describe('scrolling a search tree to the chosen node', () => {
  it('keeps the root in view when the root and the node fit in the box together', () => {
    const node = { x: 500, y: 30 + 4 * 68 };
    expect(scrollToNode({ ...box, top: 200, left: 300 }, node, root)).toEqual({ top: 0, left: 100 });
  });

  it('puts a node too deep for the root to fit at the lower edge, its ancestors above it in view', () => {
    const node = { x: 300, y: 30 + 12 * 68 };
    const to = scrollToNode(box, node, root);
    expect(to.top).toBe(node.y + ROOM_BELOW - box.height);
    // The node is in view, with the most room above it that the box allows.
    expect(node.y - ROOM_ABOVE).toBeGreaterThanOrEqual(to.top);
    expect(node.y + ROOM_BELOW).toBe(to.top + box.height);
  });

  it('leaves the box where it is when the node is already in view and the root cannot fit', () => {
    const node = { x: 300, y: 30 + 12 * 68 };
    const top = node.y - 100;
    expect(scrollToNode({ ...box, top }, node, root).top).toBe(top);
  });

  it('centres the node sideways when it and the root are too far apart to show both', () => {
    const node = { x: 2000, y: 100 };
    expect(scrollToNode(box, node, root).left).toBe(2000 - box.width / 2);
  });
});

/**
 * The line under a search tree larger than its box says which way it scrolls: a tall tree scrolls at every width
 * (it opens scrolled to the chosen node, its root out of sight), a wide one on a phone.
 */
import { describe, expect, it } from 'vitest';
import { treeScrollWords } from '../../src/ui/search-tree/SearchTree';

describe('treeScrollWords', () => {
  it('names the way the box scrolls', () => {
    expect(treeScrollWords(false, true)).toMatch(/^The tree is taller than this box: swipe or scroll it up or down, or use the arrow keys \(Home: the start\)/);
    expect(treeScrollWords(true, false)).toMatch(/^The tree is wider than this box: swipe or scroll it sideways,/);
    expect(treeScrollWords(true, true)).toMatch(/^The tree is wider and taller than this box: swipe or scroll it sideways and up or down,/);
  });
});

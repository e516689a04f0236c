/**
 * The mate array in words: a done cell's entry says why it is still on the
 * frontier, and two loose ends tagged with one label say they are two pieces
 * of that label's line, not yet joined (readers took two tags "2" for a
 * mistake). The node panel's board fits the panel's narrowest width.
 */
import { describe, expect, it } from 'vitest';
import { mateEntries } from '../../src/ui/numberlink/mate-words';
import { panelCellSize } from '../../src/ui/numberlink/ZddNodePanel';
import { TAG_BASELINE } from '../../src/ui/numberlink/NumberlinkBoard';

describe('mate entries in words', () => {
  const labels = ['1', '2'];
  it('a done cell says it stays on the frontier until its last edges are decided, which must be left out', () => {
    const [done] = mateEntries([[0, 0]], [-1], labels, 4);
    expect(done.tag).toBe('✓');
    expect(done.words).toMatch(/stays on the frontier until its last undecided edges are decided/);
    expect(done.words).toMatch(/left out/);
  });
  it('two loose ends of one label: two pieces of one line not yet joined, each naming the other', () => {
    const label2 = -3 - 1;
    const [a, b, c] = mateEntries([[0, 1], [1, 2], [1, 3]], [label2, -2, label2], labels, 4);
    expect(a.tag).toBe('2');
    expect(c.tag).toBe('2');
    expect(a.words).toBe("loose end of one of label 2's two pieces, not yet joined; the other piece's loose end is at (2, 4)");
    expect(c.words).toContain('the other piece\'s loose end is at (1, 2)');
    expect(b.words).toBe('free: no line yet');
  });
  it('one loose end of a label is the piece that starts there', () => {
    const [a] = mateEntries([[0, 1]], [-3], labels, 4);
    expect(a.words).toBe('loose end of the piece that starts at label 1');
  });
});

describe("the node panel's board", () => {
  it('fits a 5-wide board inside the 13rem panel (about 188 px inside), never under 28 px a cell', () => {
    for (const w of [3, 4, 5, 6]) expect(w * panelCellSize(w) + 8).toBeLessThanOrEqual(188);
    expect(panelCellSize(12)).toBe(28);
  });
  it('uses the width the panel really has, so the tiny 4-wide board gets cells of 44 px or more at 1280 px (286 px inside) and on a phone (340 px)', () => {
    for (const room of [286, 340]) {
      expect(panelCellSize(4, room)).toBeGreaterThanOrEqual(44);
      expect(4 * panelCellSize(4, room) + 8).toBeLessThanOrEqual(room);
    }
  });
  it('from 44 px a cell, the mate tag (16 px bold, halo 1.5 px) ends above a × on the side (4 px arms) and left of a line down the middle (thick dashes, 8 px)', () => {
    const s = 44;
    const capHeight = 0.73 * 16;
    expect(TAG_BASELINE).toBeGreaterThanOrEqual(capHeight + 2);
    expect(TAG_BASELINE + 1.5).toBeLessThan(s / 2 - 5);
    // The tag starts 3 px in; a digit is about 0.7 em wide.
    expect(3 + 0.7 * 16 + 1.5).toBeLessThan(s / 2 - 4);
  });
});

/**
 * The parity lab's sentences: a change of the inversion count is said as a
 * change ("unchanged", "+2") with the counts before and after, an up-or-down
 * slide says how many pairs flipped each way, and the swap names its tiles.
 */
import { describe, expect, it } from 'vitest';
import { countChange, slideWords, swapWords } from '../../src/ui/sliding/lesson/parity-lab-words';
import { parity } from '../../src/puzzles/sliding/parity';

describe('parity lab words', () => {
  it('says "unchanged", never a bare 0, when the count stays', () => {
    expect(countChange(5, 5)).toBe('unchanged (5 → 5)');
    expect(countChange(4, 6)).toBe('+2 (4 → 6)');
    expect(countChange(5, 4)).toBe('−1 (5 → 4)');
  });
  it('counts the pairs a vertical slide flips, and they add up to the real change', () => {
    // From the goal, 6 slides down into the blank: from cell 5 to cell 8, jumping over 7 and 8.
    const before = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    const after = [1, 2, 3, 4, 5, 0, 7, 8, 6];
    const note = { tile: 6, vertical: true, jumped: [7, 8], from: 5, to: 8,
      before: parity({ size: 3, tiles: before }).inversions, after: parity({ size: 3, tiles: after }).inversions };
    const words = slideWords(note, false);
    expect(words).toMatch(/^6 moved down, jumping over 7, 8 in reading order: 2 pairs became inverted \(\+2\), so/);
    expect(words).toContain('inversions +2 (0 → 2), still even');
    // Back up: both pairs stop being inverted.
    const back = slideWords({ ...note, from: 8, to: 5, before: note.after, after: note.before }, false);
    expect(back).toMatch(/^6 moved up, jumping over 7, 8 in reading order: 2 pairs stopped being inverted \(−2\), so/);
    expect(back).toContain('inversions −2 (2 → 0)');
  });
  it('says a sideways slide leaves the count unchanged', () => {
    expect(slideWords({ tile: 8, vertical: false, jumped: [], from: 7, to: 8, before: 3, after: 3 }, false))
      .toBe('8 moved sideways: the reading order is the same, inversions unchanged (3 → 3).');
  });
  it('names the swapped tiles and the count before and after', () => {
    const words = swapWords(1, 3, 5, 4);
    expect(words).toMatch(/^Tiles 1 and 3 \(the first two in reading order, skipping the blank\)/);
    expect(words).toContain('inversions −1 (5 → 4)');
    // A second swap turns the parity back, so the words must not say no move can undo it.
    expect(words).toMatch(/turns the parity: no slide can, only a swap\.$/);
    expect(words).not.toMatch(/undo/);
  });
});

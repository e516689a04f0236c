/**
 * Part 4's fold says why a table takes more bytes than it has entries: one byte per way to give every tile of the
 * group a cell (16^k), impossible ways included, so the index is the tiles' cell numbers side by side.
 */
import { describe, expect, it } from 'vitest';
import { lessonFacts } from '../../src/lessons/sliding/facts';

describe('the 15-puzzle tables’ size', () => {
  const F = lessonFacts();
  it('has one byte for each of 16^k cell choices, more than the placements, which are entries', () => {
    for (const p of F.pdb) {
      expect(p.bytes).toBe(16 ** p.tiles.length);
      expect(p.placements).toBeLessThan(p.bytes);
    }
  });
});

/**
 * The holed diamond's outline for the lesson's figure is read off the filling:
 * the cells inside the outlined region are exactly the empty cells of the
 * white area, and the cells its slanted sides cut through hold triangles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holedDiamondOutline } from '../../src/lessons/shakashaka/diamond-outline';
import { readShakashakaRecords } from '../../src/puzzles/shakashaka/records';

const records = readShakashakaRecords(readFileSync(join(process.cwd(), 'tests', 'data', 'shakashaka', 'model-counterexample.txt'), 'utf8'));

describe('holedDiamondOutline', () => {
  for (const id of ['holed-diamond-8x6', 'holed-diamond-8x6-clue0']) {
    it(`outlines the white area of ${id}`, () => {
      const r = records.find((x) => x.id === id)!;
      const rows = r.solution!;
      const [outer, hole] = holedDiamondOutline(rows);
      expect(hole).toEqual([[3, 2], [5, 2], [5, 4], [3, 4]]);
      const [[cx, top], , [, bottom]] = outer;
      const d = (bottom - top) / 2;
      const cy = top + d;
      rows.forEach((row, y) =>
        [...row].forEach((ch, x) => {
          const dist = Math.abs(x + 0.5 - cx) + Math.abs(y + 0.5 - cy);
          const inHole = x >= 3 && x < 5 && y >= 2 && y < 4;
          if (inHole) return;
          if (dist < d) expect(ch, `(${y},${x}) inside the outline is empty`).toBe('.');
          if (dist === d) expect('◤◥◢◣', `(${y},${x}) on the outline holds a triangle`).toContain(ch);
        }),
      );
    });
  }
  it('refuses a board without a 2×2 block', () => {
    expect(() => holedDiamondOutline(['...', '...'])).toThrow(/2×2 black block/);
  });
});

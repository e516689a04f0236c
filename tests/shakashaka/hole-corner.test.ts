/**
 * The lesson's worked corner of the holed diamond (src/lessons/shakashaka/hole-corner.ts):
 * the cells it names are the ones the filling has there, rule (4) (family D)
 * holds on them and family F does not, and the sums it prints add up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holeCorner } from '../../src/lessons/shakashaka/hole-corner';
import { readShakashakaRecords } from '../../src/puzzles/shakashaka/records';
import { WHITE } from '../../src/puzzles/shakashaka/puzzle';

const records = readShakashakaRecords(readFileSync(join(process.cwd(), 'tests', 'data', 'shakashaka', 'model-counterexample.txt'), 'utf8'));

describe('holeCorner', () => {
  for (const id of ['holed-diamond-8x6', 'holed-diamond-8x6-clue0']) {
    it(`on ${id}: a triangle and two empty cells around a black corner; D holds, F breaks`, () => {
      const r = records.find((x) => x.id === id)!;
      const rows = r.solution!;
      const hc = holeCorner(r.puzzle, rows);
      const at = ([row, col]: readonly [number, number]) => [...rows[row - 1]][col - 1];
      expect(at([hc.triangle.row, hc.triangle.col])).toBe(hc.triangle.char);
      expect('◤◥◢◣').toContain(hc.triangle.char);
      for (const b of hc.beside) expect(at(b), `(${b}) is empty`).toBe(WHITE);
      expect(r.puzzle.rows[hc.across[0] - 1][hc.across[1] - 1], 'the cell across is black').not.toBe(WHITE);
      // The four cells make a 2×2 block: the triangle and the black cell sit diagonally across from each other.
      expect(Math.abs(hc.triangle.row - hc.across[0])).toBe(1);
      expect(Math.abs(hc.triangle.col - hc.across[1])).toBe(1);
      // Five variables for each of the three white cells, to mark them.
      expect(hc.variables).toHaveLength(15);
      for (const s of [hc.d, hc.f]) expect(s.terms.reduce((a, b) => a + b, 0)).toBe(s.left);
      expect(hc.d.left).toBeLessThanOrEqual(hc.d.bound);
      expect(hc.f.left).toBeGreaterThan(hc.f.bound);
      // D counts the triangle's cell only when it is empty: its first term is 0 there, F's is 1.
      expect(hc.d.terms[0]).toBe(0);
      expect(hc.f.terms[0]).toBe(1);
      // The fourth cell is the black corner of the hole: no variables, so both right sides are the bare constant.
      expect(hc.f.rightTerms).toBe(0);
      expect(hc.d.rightTerms).toBe(0);
    });
  }
});

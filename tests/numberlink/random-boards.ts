/**
 * Random small Numberlink boards for property tests: a size up to 6×6 and a
 * few labels, each placed on two random empty cells (fast-check arbitrary).
 */
import fc from 'fast-check';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';

export function randomBoard(maxSide = 6, maxLabels = 5): fc.Arbitrary<NumberlinkPuzzle> {
  return fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      labels: fc.integer({ min: 0, max: maxLabels }),
      places: fc.array(fc.nat(), { minLength: 2 * maxLabels, maxLength: 2 * maxLabels }),
    })
    .map(({ width, height, labels, places }) => {
      const n = width * height;
      const k = Math.min(labels, Math.floor(n / 2));
      const raw = new Array<number>(n).fill(-1);
      for (let i = 0; i < 2 * k; i++) {
        let at = places[i] % n;
        while (raw[at] !== -1) at = (at + 1) % n;
        raw[at] = i >> 1;
      }
      // Number labels in order of first appearance, as the parser does.
      const order: number[] = [];
      for (const c of raw) if (c >= 0 && !order.includes(c)) order.push(c);
      return { width, height, cells: raw.map((c) => (c < 0 ? -1 : order.indexOf(c))), labels: order.map((_, i) => String(i + 1)) };
    });
}

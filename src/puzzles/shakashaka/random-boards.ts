/**
 * Seeded random boards for measuring the model against the rules: small
 * enough to enumerate everything a model admits. Black cells are scattered,
 * and half the boards also get a 2×2 black block — the shape the published
 * model's flaw needs (a black block strictly inside a 45° rectangle). Few
 * clues, so most boards have many fillings to compare.
 */
import { randomInt, seededRandom } from '../../core/random';
import { neighbours, type ShakashakaPuzzle } from './puzzle';

export function randomShakashakaBoard(seed: number): ShakashakaPuzzle {
  const random = seededRandom(seed);
  // Boards with a block are larger: the smallest filling with the flaw needs 8×6 (width × height).
  const block = seed % 2 === 0;
  const width = (block ? 6 : 4) + randomInt(random, block ? 4 : 5);
  const height = (block ? 6 : 4) + randomInt(random, 3);
  const density = (block ? 0.02 : 0.04) + 0.1 * random();
  const grid: string[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => (random() < density ? '#' : '.')));
  if (block) {
    const r = 1 + randomInt(random, height - 3);
    const c = 1 + randomInt(random, width - 3);
    for (const [dr, dc] of [[0, 0], [0, 1], [1, 0], [1, 1]]) grid[r + dr][c + dc] = '#';
  }
  // A few clues, each a count its white neighbours can hold.
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (grid[r][c] !== '#' || random() < 0.7) continue;
      const free = neighbours({ width, height }, r, c).filter(([rr, cc]) => grid[rr][cc] === '.').length;
      grid[r][c] = String(randomInt(random, free + 1));
    }
  }
  return { width, height, rows: grid.map((row) => row.join('')) };
}

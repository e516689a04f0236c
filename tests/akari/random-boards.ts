/**
 * Seeded random Akari boards for tests, small enough for brute force. Half
 * take their clues from a random maximal lamp placement (so they have at least
 * one solution, often several); half get random clue numbers (often none).
 */
import { randomInt, seededRandom } from '../../src/core/random';
import { isWhite, neighbours, type AkariPuzzle } from '../../src/puzzles/akari/puzzle';

export function randomBoard(seed: number): AkariPuzzle {
  const random = seededRandom(seed);
  const width = 2 + randomInt(random, 4);
  const height = 2 + randomInt(random, 4);
  const grid: string[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => (random() < 0.3 ? '#' : '.')));
  const board = (): AkariPuzzle => ({ width, height, rows: grid.map((r) => r.join('')) });
  const whiteAround = (r: number, c: number) => neighbours(board(), r, c).filter(([rr, cc]) => isWhite(grid[rr][cc]));
  if (seed % 2 === 0) {
    const lamps = new Set<number>();
    const lit = new Set<number>();
    const cells = grid.flatMap((row, r) => row.flatMap((ch, c) => (ch === '.' ? [r * width + c] : [])));
    for (let k = cells.length - 1; k > 0; k--) {
      const j = randomInt(random, k + 1);
      [cells[k], cells[j]] = [cells[j], cells[k]];
    }
    for (const cell of cells) {
      if (lit.has(cell)) continue;
      lamps.add(cell);
      lit.add(cell);
      const [r, c] = [Math.floor(cell / width), cell % width];
      for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
        for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < height && cc >= 0 && cc < width && grid[rr][cc] === '.'; rr += dr, cc += dc) {
          lit.add(rr * width + cc);
        }
      }
    }
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        if (grid[r][c] !== '#' || random() < 0.4) continue;
        grid[r][c] = String(whiteAround(r, c).filter(([rr, cc]) => lamps.has(rr * width + cc)).length);
      }
    }
  } else {
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        if (grid[r][c] !== '#' || random() < 0.5) continue;
        grid[r][c] = String(randomInt(random, whiteAround(r, c).length + 1));
      }
    }
  }
  return board();
}

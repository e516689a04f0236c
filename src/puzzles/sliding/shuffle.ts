/**
 * A uniformly random solvable position.
 *
 * Shuffle all cells uniformly; if the result fails the parity test, swap the
 * tiles in the first two non-blank cells. That swap flips the parity and
 * keeps the blank where it is, so it pairs each unsolvable arrangement with
 * exactly one solvable one: every solvable position ends up with probability
 * 2/(n²)!, i.e. uniform over the solvable half.
 */
import { shuffleInPlace, type Random } from '../../core/random';
import { goalTiles, type SlidingPuzzle } from './board';
import { parity } from './parity';

export function randomSolvable(size: number, random: Random): SlidingPuzzle {
  const tiles = shuffleInPlace(random, goalTiles(size));
  if (!parity({ size, tiles }).solvable) {
    const a = tiles[0] === 0 ? 1 : 0;
    const b = tiles[a + 1] === 0 ? a + 2 : a + 1;
    [tiles[a], tiles[b]] = [tiles[b], tiles[a]];
  }
  return { size, tiles };
}

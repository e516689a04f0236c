/**
 * The two goals sliding-puzzle boards are published for. This site, like most
 * puzzle books, wants 1 … N−1 in reading order with the blank last. Korf's
 * hundred 15-puzzle test boards (R. E. Korf, "Depth-first iterative-deepening:
 * an optimal admissible tree search", 1985) and many papers after them want
 * the blank first: _ 1 2 3 / 4 5 6 7 / … .
 *
 * Turning a board half a turn and renumbering every tile t as N − t maps the
 * blank-first goal onto the blank-last one, and a slide onto a slide (a half
 * turn keeps neighbours neighbours). So a board can be solved toward the
 * blank-first goal by solving its "half-turned" twin toward ours, then reading
 * every move t of the answer as tile N − t. On a 4-wide board the two goals
 * lie in the two parity classes, so every board reaches exactly one of them;
 * on a 3-wide board both goals lie in the same class.
 */
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { parity } from '../../puzzles/sliding/parity';

/** The board turned half a turn with every tile t renumbered N − t (N = size²); the blank stays the blank. */
export function halfTurnTwin(p: SlidingPuzzle): SlidingPuzzle {
  const n = p.size * p.size;
  const tiles = p.tiles
    .slice()
    .reverse()
    .map((t) => (t === 0 ? 0 : n - t));
  return { size: p.size, tiles };
}

/** A move of the twin's answer (tile t) as the move on the original board (tile N − t). */
export function twinMoveOnOriginal(tile: number, size: number): number {
  return size * size - tile;
}

/** The blank-first goal: _ 1 2 … N−1. */
export function blankFirstGoal(size: number): number[] {
  return Array.from({ length: size * size }, (_, i) => i);
}

/**
 * True when the board cannot reach our goal but does reach the blank-first
 * one: then it most likely was written for that goal. Only 4-wide (even)
 * boards can be like this.
 */
export function fitsBlankFirstOnly(p: SlidingPuzzle): boolean {
  return !parity(p).solvable && parity(halfTurnTwin(p)).solvable;
}

/**
 * The reference table of 8-puzzle distances: a breadth-first search over the
 * whole 8-puzzle from the goal gives the exact distance of every position,
 * which the IDA* answers (and the lesson's figures) are checked against. 9! = 362,880 arrangements, of which half (181,440) are reachable.
 *
 * Positions are numbered by their Lehmer code (the rank of the permutation in
 * lexicographic order), so the distances fit one Uint8Array indexed by rank.
 */
import { goalTiles, neighbourTable } from '../board';

export const STATES_3X3 = 362_880;
/** Distance value of an arrangement the goal cannot reach. */
export const UNREACHED = 255;

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320];

/** Lexicographic rank of a 3×3 board (cell → tile, 0 = blank), 0 … 9!−1. */
export function rank3x3(tiles: ArrayLike<number>): number {
  let rank = 0;
  for (let i = 0; i < 9; i++) {
    let smaller = 0;
    for (let j = i + 1; j < 9; j++) if (tiles[j] < tiles[i]) smaller++;
    rank += smaller * FACTORIAL[8 - i];
  }
  return rank;
}

/** The board with this rank. */
export function unrank3x3(rank: number): number[] {
  const left = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const tiles: number[] = [];
  for (let i = 0; i < 9; i++) {
    const f = FACTORIAL[8 - i];
    const d = Math.floor(rank / f);
    rank -= d * f;
    tiles.push(left.splice(d, 1)[0]);
  }
  return tiles;
}

let cached: Uint8Array | null = null;

/**
 * dist[rank3x3(board)] = number of moves to the goal, or UNREACHED. Computed
 * once (about a tenth of a second) and shared; callers must not write to it.
 */
export function bfsDistances3x3(): Uint8Array {
  if (cached) return cached;
  const dist = new Uint8Array(STATES_3X3).fill(UNREACHED);
  const queue = new Int32Array(STATES_3X3 / 2);
  const nbr = neighbourTable(3);
  const start = rank3x3(goalTiles(3));
  dist[start] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  while (head < tail) {
    const rank = queue[head++];
    const board = unrank3x3(rank);
    const blank = board.indexOf(0);
    const d = dist[rank] + 1;
    for (const cell of nbr[blank]) {
      board[blank] = board[cell];
      board[cell] = 0;
      const next = rank3x3(board);
      if (dist[next] === UNREACHED) {
        dist[next] = d;
        queue[tail++] = next;
      }
      board[cell] = board[blank];
      board[blank] = 0;
    }
  }
  cached = dist;
  return dist;
}

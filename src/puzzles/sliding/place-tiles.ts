/**
 * Places a few tiles on their goal cells by a breadth-first search that
 * tracks only those tiles and the blank (every other tile is anonymous), the
 * blank moving only through cells that are not yet locked. With at most two
 * tracked tiles and 16 cells that is ≤ 16³ states: exact and instant.
 *
 * The fallback uses it for the classic hand method: a line's last two tiles
 * are placed together, which the search finds without being told the
 * park-and-rotate trick (it discovers that trick, or a shorter equivalent).
 */
import { neighbourTable } from './board';

/**
 * Moves (tile numbers) that bring `tiles[i]` to `targets[i]` for every i,
 * sliding only tiles in unlocked cells; applies them to `board` in place.
 * Null when no such sequence exists (never, for the groups the fallback asks).
 */
export function placeTiles(
  board: number[],
  size: number,
  locked: readonly boolean[],
  tiles: readonly number[],
  targets: readonly number[],
): number[] | null {
  const cells = size * size;
  const k = tiles.length;
  const nbr = neighbourTable(size);
  // State code: blank + cells·(pos₀ + cells·pos₁ …); `rest` is the part after the blank.
  // Whole-number arithmetic only: this runs right after a timed-out search,
  // on a cold process, where every allocation per state showed.
  let start = 0;
  let goalRest = 0;
  for (let i = k - 1; i >= 0; i--) {
    start = start * cells + board.indexOf(tiles[i]);
    goalRest = goalRest * cells + targets[i];
  }
  start = start * cells + board.indexOf(0);
  const stateCount = cells ** (k + 1);
  // prev[code] = code of the state before it, +1 (0 = not visited).
  const prev = new Int32Array(stateCount);
  const queue = new Int32Array(stateCount);
  prev[start] = start + 1;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  let goal = -1;
  while (head < tail) {
    const code = queue[head++];
    const blank = code % cells;
    const rest = (code - blank) / cells;
    if (rest === goalRest) {
      goal = code;
      break;
    }
    const around = nbr[blank];
    for (let j = 0; j < around.length; j++) {
      const cell = around[j];
      if (locked[cell]) continue;
      // A tracked tile on `cell` slides to `blank`; the blank moves to `cell`.
      let nextRest = rest;
      for (let i = 0, r = rest, weight = 1; i < k; i++, weight *= cells) {
        const at = r % cells;
        if (at === cell) nextRest += (blank - cell) * weight;
        r = (r - at) / cells;
      }
      const nextCode = nextRest * cells + cell;
      if (prev[nextCode] === 0) {
        prev[nextCode] = code + 1;
        queue[tail++] = nextCode;
      }
    }
  }
  if (goal < 0) return null;
  // Walk back to the start for the blank's path, then slide the real tiles.
  const blanks: number[] = [];
  for (let code = goal; code !== start; code = prev[code] - 1) blanks.push(code % cells);
  blanks.reverse();
  const moves: number[] = [];
  let blank = board.indexOf(0);
  for (const cell of blanks) {
    const tile = board[cell];
    moves.push(tile);
    board[blank] = tile;
    board[cell] = 0;
    blank = cell;
  }
  return moves;
}

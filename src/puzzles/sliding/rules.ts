/**
 * The judge: replays a list of moves from the puzzle's own rules, written
 * independently of the solver's tables (no neighbour table, no heuristic), so
 * a solver bug cannot hide behind a shared helper.
 *
 * Rules: a move names a tile; that tile must share a side with the blank; it
 * slides into the blank. After the last move the tiles read 1 … n·n−1 with the
 * blank in the bottom-right corner. Each failure carries the code of the rule
 * it breaks (SLIDING_RULE_CODES).
 */
import type { CheckResult } from '../types';
import type { SlidingPuzzle } from './board';

export const SLIDING_RULE_CODES = ['board', 'notATile', 'notAdjacent', 'notSolved'] as const;

export function checkSliding(p: SlidingPuzzle, moves: readonly number[]): CheckResult {
  const n = p.size;
  const board = p.tiles.slice();
  if (board.length !== n * n) return { ok: false, code: 'board', message: `The board has ${board.length} cells, not ${n * n}.` };
  const sorted = board.slice().sort((a, b) => a - b);
  if (sorted.some((t, i) => t !== i)) return { ok: false, code: 'board', message: 'The board is not a permutation of 0 … n·n−1.' };

  for (let k = 0; k < moves.length; k++) {
    const tile = moves[k];
    const at = board.indexOf(tile);
    if (!Number.isInteger(tile) || tile <= 0 || at < 0) {
      return { ok: false, code: 'notATile', message: `Move ${k + 1}: ${String(tile)} is not a tile on this board.` };
    }
    const hole = board.indexOf(0);
    const rowGap = Math.abs(Math.floor(at / n) - Math.floor(hole / n));
    const colGap = Math.abs((at % n) - (hole % n));
    if (rowGap + colGap !== 1) {
      return { ok: false, code: 'notAdjacent', message: `Move ${k + 1}: tile ${tile} is not next to the blank.` };
    }
    board[hole] = tile;
    board[at] = 0;
  }
  for (let cell = 0; cell < n * n; cell++) {
    const want = cell === n * n - 1 ? 0 : cell + 1;
    if (board[cell] !== want) {
      return {
        ok: false,
        code: 'notSolved',
        message: `After ${moves.length} moves the board is not solved: cell ${cell + 1} holds ${board[cell] === 0 ? 'the blank' : `tile ${board[cell]}`}.`,
      };
    }
  }
  return { ok: true };
}

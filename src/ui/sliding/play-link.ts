/**
 * The reader's own moves in "Slide it yourself", kept in the page's link
 * (`?played=12-8-4`: the tiles slid, in order), so a copied link reopens the
 * same position. Replayed from the island's start board; a move that cannot
 * be made there stops the replay, and a sentence says which one and why.
 */
import { slide } from '../../puzzles/sliding/board';

/** The URL key of the reader's moves. */
export const PLAYED_KEY = 'played';

export interface PlayedReplay {
  tiles: number[];
  moves: number[];
  /** Why the replay stopped early, or null when every move in the link was made. */
  problem: string | null;
}

/** The moves as the link writes them, or null for none (the key is then dropped). */
export function playedText(moves: readonly number[]): string | null {
  return moves.length === 0 ? null : moves.join('-');
}

/** Replays the link's moves on the start board, as far as they can be made. */
export function replayPlayed(startTiles: readonly number[], size: number, text: string): PlayedReplay {
  let tiles = [...startTiles];
  const moves: number[] = [];
  const parts = text.split('-');
  for (let i = 0; i < parts.length; i++) {
    const tile = /^\d{1,2}$/.test(parts[i]) ? Number(parts[i]) : NaN;
    const next = Number.isInteger(tile) && tile >= 1 ? slide(tiles, size, tile) : null;
    if (!next) {
      const what = Number.isNaN(tile) || tile < 1 || tile >= size * size
        ? `“${parts[i]}” is not a tile of this board`
        : `tile ${tile} is not next to the blank there, and only a tile next to the blank can slide`;
      const shown = moves.length === 0 ? 'the start board' : `the position after the ${moves.length === 1 ? 'move' : `${moves.length} moves`} before it`;
      return { tiles, moves, problem: `The moves in this page’s link stop at move ${i + 1}: ${what}. The board shows ${shown}.` };
    }
    tiles = next;
    moves.push(tile);
  }
  return { tiles, moves, problem: null };
}

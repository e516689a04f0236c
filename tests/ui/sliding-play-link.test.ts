/**
 * The reader's moves in the solver's link (src/ui/sliding/play-link.ts):
 * written as the tiles slid, replayed on the start board, and a move that
 * cannot be made stops the replay with a sentence that names it.
 */
import { describe, expect, it } from 'vitest';
import { slide } from '../../src/puzzles/sliding/board';
import { playedText, replayPlayed } from '../../src/ui/sliding/play-link';
import { readSolverLink } from '../../src/ui/sliding/solver-link';

// 1 2 3 / 4 5 6 / 7 _ 8: tiles 5, 7 and 8 stand next to the blank.
const START = [1, 2, 3, 4, 5, 6, 7, 0, 8];

describe('play moves in the link', () => {
  it('is read with the rest of the solver link', () => {
    expect(readSolverLink(new URLSearchParams('board=1+2+3+/+4+5+6+/+7+_+8&played=5-2')).played).toBe('5-2');
    expect(readSolverLink(new URLSearchParams('board=1+2+3+/+4+5+6+/+7+_+8')).played).toBeNull();
  });

  it('round-trips the moves and lands on the board they make', () => {
    const moves = [5, 2, 3, 6];
    let tiles = START;
    for (const t of moves) tiles = slide(tiles, 3, t)!;
    const replay = replayPlayed(START, 3, playedText(moves)!);
    expect(replay).toEqual({ tiles, moves, problem: null });
  });

  it('writes nothing for no moves', () => {
    expect(playedText([])).toBeNull();
  });

  it('stops at a tile that is not next to the blank, keeping the moves before it', () => {
    const replay = replayPlayed(START, 3, '5-1');
    expect(replay.moves).toEqual([5]);
    expect(replay.tiles).toEqual(slide(START, 3, 5));
    expect(replay.problem).toMatch(/^The moves in this page’s link stop at move 2: tile 1 is not next to the blank there, .*The board shows the position after the move before it\.$/);
  });

  it('names a value that is no tile', () => {
    expect(replayPlayed(START, 3, '9').problem).toMatch(/move 1: “9” is not a tile of this board\. The board shows the start board\.$/);
    expect(replayPlayed(START, 3, 'x').problem).toMatch(/move 1: “x” is not a tile/);
  });
});

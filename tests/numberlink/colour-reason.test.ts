/**
 * The reason a board fails the chessboard colouring check (colours.ts): one
 * sentence that explains the colouring, what must hold and why, the board's
 * value with a true minus sign, and the same words from both methods.
 */
import { describe, expect, it } from 'vitest';
import { colourBalance, colourFailureReason } from '../../src/puzzles/numberlink/colours';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { zddMethod } from '../../src/puzzles/numberlink/solve-zdd';
import { satMethod } from '../../src/puzzles/numberlink/sat/solve-sat';

function puzzle(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('the colouring reason', () => {
  it('explains itself: the chessboard colouring, the sum that must be 0, and why', () => {
    const words = colourFailureReason('fill', puzzle('A.A\n...'));
    expect(words).toMatch(/^no solution under the fill rule: colour the board like a chessboard, black cells \+1 and white cells −1 \(the top-left cell black\); /);
    expect(words).toContain('a path steps from black to white and back');
    expect(words).toContain('as the paths must cover every cell');
    // The board's own arithmetic: A.A over ... has its two labels on black cells and 1 black, 3 white plain cells.
    expect(words).toMatch(/must be 0, but here it is −2: the plain cells are 1 black and 3 white, summing to −2, the labelled cells 2 black and 0 white, summing to 2, and 2 × \(−2\) \+ 2 = −2$/);
    expect(words).not.toContain('-2');
    expect(words).not.toContain('chessboard test');
  });

  it('is what both methods give for a board that fails it, with the board’s own value', () => {
    const p = puzzle('A.A\n...');
    expect(colourBalance(p)).toBe(-2);
    const zdd = zddMethod.solve(p, { params: { rule: 'fill' } });
    expect(zdd).toMatchObject({ status: 'unsolvable', reason: colourFailureReason('fill', p) });
    const sat = satMethod.solve(p, { params: { rule: 'fill' } });
    expect(sat).toMatchObject({ status: 'unsolvable', reason: colourFailureReason('fill', p) });
    expect(zddMethod.solve(puzzle('.'), { params: { rule: 'fill' } }).reason).toMatch(/here it is 2: the plain cells are 1 black and 0 white, summing to 1, the labelled cells 0 black and 0 white, summing to 0, and 2 × 1 \+ 0 = 2$/);
  });
});

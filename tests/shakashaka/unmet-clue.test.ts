/**
 * A board with no solution names the number that cannot be met, near where it
 * fails, besides the inequality that broke last (which may lie cells away).
 */
import { describe, expect, it } from 'vitest';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import type { ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { unmetClue } from '../../src/puzzles/shakashaka/unmet-clue';
import { verdictOf } from '../../src/ui/shakashaka/RunSummary';

function puzzleOf(text: string): ShakashakaPuzzle {
  const r = parseShakashaka(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('unmetClue', () => {
  it('names a 4 next to the edge and the two neighbours that cannot face it', () => {
    const words = unmetClue(puzzleOf('.....\n.4...\n.....\n.....\n.....'));
    expect(words).toBe(
      'the 4 at row 2, column 2 needs 4 triangles facing it, but only 2 of its neighbours can hold one. The neighbours above it (row 1, column 2) ' +
        'and to its left (row 2, column 1) cannot: there a triangle facing the 4 would turn its white side against a black cell or the edge',
    );
  });

  it('counts a black cell beyond a neighbour as the edge', () => {
    // The cells named are the subject of "cannot", never listed after "can hold one".
    expect(unmetClue(puzzleOf('2.2\n...\n...'))).toMatch(/^the 2 at row 1, column 1 needs 2 triangles facing it, but only 1 of its neighbours can hold one\. The neighbour to its right \(row 1, column 2\) cannot: /);
  });

  it('says nothing on a board whose numbers can all be met', () => {
    expect(unmetClue(puzzleOf('2..\n...\n..2'))).toBeNull();
    expect(unmetClue(puzzleOf('.....\n.....\n..4..\n.....\n.....'))).toBeNull();
  });

  it('is added to the engine’s reason when the board has no solution', () => {
    const puzzle = puzzleOf('.....\n.4...\n.....\n.....\n.....');
    const { result } = runSteps(puzzle);
    expect(result.status).toBe('unsolvable');
    // The cause first, then the broken inequality as the place the engine met it.
    expect(result.reason).toMatch(/^no solution: the cause is the 4 at row 2, column 2 needs 4 triangles.*\. The engine's forcing ran into this at inequality \(\d+\), .*, which can no longer be satisfied$/);
    // The engine card says the verdict once ("No solution: no solution. …" was said before).
    const text = verdictOf(puzzle, result).text;
    expect(text).toMatch(/^No solution: the cause is the 4 at row 2, column 2/);
    expect(text.match(/no solution/gi)).toHaveLength(1);
  });
});

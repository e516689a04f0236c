/**
 * When a 15-puzzle board cannot reach this site's goal (blank last), it can
 * always reach the other common goal, blank first — the one Korf's hundred
 * test boards and many papers use. Say so, and offer the board's half-turned
 * twin: the same puzzle written for our goal, whose answer read tile by tile
 * as N − t solves the original toward the blank-first goal
 * (src/puzzles/sliding/goal.ts). `HalfTurnNote` then translates the answer back.
 */
import type { JSX } from 'preact';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { printSliding } from '../../puzzles/sliding/format';
import { blankFirstGoal, fitsBlankFirstOnly, halfTurnTwin, twinMoveOnOriginal } from '../../puzzles/sliding/goal';

export interface KorfHintProps {
  puzzle: SlidingPuzzle;
  /** Puts the twin on the board (remembering the original). */
  onTwin: (original: SlidingPuzzle, twin: SlidingPuzzle) => void;
}

export function KorfHint({ puzzle, onTwin }: KorfHintProps): JSX.Element | null {
  if (!fitsBlankFirstOnly(puzzle)) return null;
  const n = puzzle.size * puzzle.size;
  const twin = halfTurnTwin(puzzle);
  const goal = printSliding({ size: puzzle.size, tiles: blankFirstGoal(puzzle.size) });
  return (
    <div class="sl-hint" data-testid="korf-hint">
      <p>
        <strong>Written for the other goal?</strong> Every {n - 1}-puzzle board reaches exactly one of the two goals in
        common use: ours, with the blank last, or <code>{goal}</code> with the blank first, the goal of Korf’s hundred
        test boards (1985) and of many papers since. This board reaches the blank-first goal.
      </p>
      <p>
        Turned half a turn with every tile <var>t</var> renumbered {n} − <var>t</var>, as the lesson turns Korf’s
        boards, it becomes <code>{printSliding(twin)}</code>: the same puzzle for our goal.
        Its answer, read tile by tile as {n} − <var>t</var>, solves this board toward the blank-first goal.
      </p>
      <button type="button" class="btn" data-testid="korf-twin" onClick={() => onTwin(puzzle, twin)}>
        Solve it toward the blank-first goal (load the twin)
      </button>
    </div>
  );
}

/** Above the answer while the twin is on the board: where it came from, and its answer on the original board. */
export function HalfTurnNote({ original, moves }: { original: SlidingPuzzle; moves: readonly number[] | null }): JSX.Element {
  const n = original.size * original.size;
  return (
    <div class="sl-hint" data-testid="half-turn-note">
      <p>
        This board is the half-turned twin of <code>{printSliding(original)}</code> (every tile <var>t</var> there is{' '}
        {n} − <var>t</var> here).
        {moves
          ? ' On the original board the same answer slides, toward the blank-first goal: '
          : ' Once it is solved, its answer is also given here for the original board.'}
        {moves && <strong data-testid="half-turn-moves">{moves.map((t) => twinMoveOnOriginal(t, original.size)).join(', ')}</strong>}
        {moves && '.'}
      </p>
    </div>
  );
}

/**
 * Explain from here runs a solver with the reader's placements taken as
 * givens, so the solver's own words ("the givens rule out …") would count
 * those placements as givens. This puts them back in the sentence: "the
 * givens and your placements" wherever a run with placements says "the givens".
 */
import { plural } from '../../core/numbers';
import type { SudokuEvent } from '../../puzzles/sudoku/events';

/** A solver's sentence with "the givens" widened to the givens and the reader's placements when there are any. */
export function withPlacements(text: string, placed: number): string {
  if (placed === 0) return text;
  return text.replace(/\b([Tt])he givens\b/g, (_, t: string) => `${t}he givens and your placements`);
}

/**
 * The end of a run from the reader's position in words: the solver's reason,
 * widened, and when nothing fits, what that means for the reader: a board of
 * their own may itself have no solution, so the sentence says "if".
 */
export function endWithPlacements(status: string, reason: string, placed: number): string {
  const widened = withPlacements(reason, placed);
  return status === 'unsolvable' && placed > 0 ? `${widened}; so, if the puzzle itself has a solution, one of your placements must be wrong` : widened;
}

/**
 * The trace with its end reason so widened, and its start told how many of its
 * "givens" are the reader's placements (the other events do not speak of the givens).
 */
export function eventsWithPlacements(events: readonly SudokuEvent[], placed: number): SudokuEvent[] {
  if (placed === 0) return events.slice();
  return events.map((e) => (e.kind === 'end' ? { ...e, reason: endWithPlacements(e.status, e.reason, placed) } : e.kind === 'start' ? { ...e, placed } : e));
}

/** "17 givens", or "17 givens and 5 of your placements" when `placed` of the `filled` cells are the reader's. */
export function givensWords(filled: number, placed = 0): string {
  const givens = plural(filled - placed, 'given');
  if (placed === 0) return givens;
  return `${givens} and ${placed === 1 ? 'your one placement' : `${placed} of your placements`}`;
}

/** What the board shows before the first step. */
export function startWords(placed: number): string {
  return `Only ${placed === 0 ? 'the givens are' : 'the givens and your placements are'} on the board.`;
}

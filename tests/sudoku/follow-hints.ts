/**
 * Follows the play hints from a position as a reader pressing Hint and Apply
 * would, trials included, until a hint says which trial to undo (or `most`
 * hints). Shared by the unit test and the lesson's browser test, which
 * replays the same presses on the page.
 */
import { nextHint, type Hint } from '../../src/puzzles/sudoku/play/hint';
import { place, placeTrial, trialsOf, type PlayPosition } from '../../src/puzzles/sudoku/play/position';

export function followHints(start: PlayPosition, most: number): { chain: PlayPosition[]; hints: Hint[] } {
  const chain = [start];
  const hints: Hint[] = [];
  for (let k = 0; k < most; k++) {
    const pos = chain[chain.length - 1];
    const h = nextHint(pos, undefined, trialsOf(chain));
    hints.push(h);
    if (h.undoTrial || !h.apply) break;
    const a = h.apply;
    chain.push(a.trial ? placeTrial(pos, a.cell, a.value, a.values ?? [a.value]) : place(pos, a.cell, a.value));
  }
  return { chain, hints };
}

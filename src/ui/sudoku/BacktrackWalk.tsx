/**
 * Section 1's worked example: backtracking's whole run on a small board, from
 * the solver's own trace (src/puzzles/sudoku/backtrack-walk.ts), one step at a
 * time in the shared Stepper, each step in words that say why — which row,
 * column or box already holds each number refused, and at the dead end which
 * placement is to blame and where the search goes back to. Beside it, the
 * board after the step. The steps are computed when the site is built; the
 * island only moves through them.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { listWords } from '../../core/list-words';
import type { BacktrackWalk as Walk, RefusedNumber, WalkStep } from '../../puzzles/sudoku/backtrack-walk';
import { cellName, type SudokuPuzzle } from '../../puzzles/sudoku/puzzle';
import Stepper from '../Stepper';
import { SudokuBoard } from './SudokuBoard';

/** "1 is in column 1, 2 and 3 in row 2 (r2c1 holds the 3 placed at step 2)": the refused numbers grouped by the unit that holds them. */
export function refusedWords(refused: readonly RefusedNumber[], steps: readonly WalkStep[], upTo: number, size: number): string {
  const groups: { unit: string; values: number[] }[] = [];
  for (const r of refused) {
    const unit = `${r.blocker.unit} ${r.blocker.number}`;
    const last = groups.at(-1);
    if (last && last.unit === unit) last.values.push(r.value);
    else groups.push({ unit, values: [r.value] });
  }
  const parts = groups.map((g, k) => `${listWords(g.values.map(String))} ${k === 0 ? (g.values.length > 1 ? 'are already in' : 'is already in') : 'in'} ${g.unit}`);
  // A number the search itself placed is the one that may be wrong: say which step put it there.
  const placed = refused.filter((r) => r.placedEarlier).map((r) => {
    const at = steps.slice(0, upTo).map((s, k) => ({ s, k })).reverse().find(({ s }) => s.kind === 'place' && s.cell === r.blocker.at);
    return `the ${r.value} in ${cellName(size, r.blocker.at)} was placed at step ${at ? at.k + 1 : '?'}`;
  });
  return `${parts.join(', ')}${placed.length ? ` (${placed.join('; ')})` : ''}`;
}

/** "1 is already in box 1, 2 and 3 in row 2": the refused numbers by unit, without saying who placed them. */
function unitWords(refused: readonly RefusedNumber[], size: number): string {
  return refusedWords(refused.map((r) => ({ ...r, placedEarlier: false })), [], 0, size);
}

/**
 * At a dead end, which of the refusing numbers can be wrong: the givens cannot,
 * so the blame falls on the search's own placements, each named with its step.
 */
export function blameWords(refused: readonly RefusedNumber[], steps: readonly WalkStep[], upTo: number, size: number): string {
  const placed = refused.filter((r) => r.placedEarlier).map((r) => {
    const at = steps.slice(0, upTo).map((s, k) => ({ s, k })).reverse().find(({ s }) => s.kind === 'place' && s.cell === r.blocker.at);
    return `the ${r.value} in ${cellName(size, r.blocker.at)} (placed at step ${at ? at.k + 1 : '?'})`;
  });
  if (placed.length === 0) return 'the givens alone leave it no number, so the board has no solution';
  if (placed.length === refused.length) return `none of these numbers is a given: ${listWords(placed)}, so one of those placements is to blame`;
  return placed.length === 1
    ? `of these numbers only ${placed[0]} is not a given, so that placement is to blame`
    : `of these numbers only ${listWords(placed)} are not givens, so one of those placements is to blame`;
}

/**
 * Backtracking does not read the blame: it always returns to the previous cell.
 * Said so that a reader does not take the blame sentence for the reason it goes there.
 */
function backWords(refused: readonly RefusedNumber[], to: number | undefined): string {
  const blamed = refused.filter((r) => r.placedEarlier).map((r) => r.blocker.at);
  if (to === undefined || blamed.length === 0) return '';
  const here = !blamed.includes(to) ? 'here that cell is not one of those to blame'
    : blamed.length === 1 ? 'here that cell happens to be the one to blame'
    : 'here that cell happens to be one of those to blame';
  return ` Backtracking does not work out blame: it always goes back to the previous cell; ${here}.`;
}

/** One step in words: what happened, then why; the last step says the board is solved. */
export function walkStepWords(walk: Walk, k: number, size: number): string {
  const s = walk.steps[k];
  const name = cellName(size, s.cell);
  const why = s.refused.length ? refusedWords(s.refused, walk.steps, k, size) : '';
  if (s.kind === 'back') {
    const to = walk.steps[k + 1] ? cellName(size, walk.steps[k + 1].cell) : 'the cell before';
    // The step that placed a blamed number is said in the blame, not after the units, where it read as explaining the last unit.
    const blame = blameWords(s.refused, walk.steps, k, size);
    return `Dead end at ${name}: ${unitWords(s.refused, size)}. No number fits: ${blame}. Empty ${name} and go back to ${to}.${backWords(s.refused, walk.steps[k + 1]?.cell)}`;
  }
  const solved = k === walk.steps.length - 1 ? ' Every cell is filled: the board is solved.' : '';
  if (s.cameBackFrom !== null) {
    return `Back at ${name}: its ${s.cameBackFrom} led to the dead end, so it moves on to the next number${why ? ` (${why})` : ''}: ${s.value} fits.${solved}`;
  }
  // The numbers below it are each refused with their unit named, so that list is the reason this one is the first to fit.
  return (why ? `Place ${s.value} in ${name}: ${why}.` : `Place ${s.value} in ${name}: no cell of its row, column or box holds it.`) + solved;
}

/** Step 0, before any step: where the walk starts. */
export function walkStartWords(walk: Walk, size: number): string {
  return `The givens alone. Backtracking starts at ${cellName(size, walk.steps[0].cell)}, the first empty cell, and tries 1 first.`;
}

export default function BacktrackWalk({ puzzle, walk, testId = 'bt-walk' }: { puzzle: SudokuPuzzle; walk: Walk; testId?: string }): JSX.Element {
  const { size, order } = puzzle;
  const [k, setK] = useState(0);
  const step = k > 0 ? walk.steps[k - 1] : null;
  const given = Uint8Array.from(puzzle.cells, (v) => (v === 0 ? 0 : 1));
  const describe = (j: number) => (j === 0 ? walkStartWords(walk, size) : walkStepWords(walk, j - 1, size));
  return (
    <figure class="sd-walk" data-testid={testId} data-step={k}>
      <SudokuBoard order={order} cells={step ? step.cells : puzzle.cells} given={given} changed={step ? [step.cell] : []}
        outlined={step?.kind === 'back' ? [step.cell] : []} markEmptied
        label={step ? `The board after step ${k}` : 'The walk board before the first step'} testId={`${testId}-board`} />
      <div>
        <Stepper id="walk-step" count={walk.steps.length} value={k} onChange={setK} syncUrl={false}
          label="Backtracking on the walk board, one placement or step back at a time" describe={describe} />
        <p class="sd-small" data-testid={`${testId}-key`}>
          On grey: givens. Bold, underlined: the step’s cell (a dash: emptied).
        </p>
      </div>
    </figure>
  );
}

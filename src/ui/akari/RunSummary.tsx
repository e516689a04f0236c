/**
 * What a Akari solve came to: the engine genres' run summary
 * (src/ui/inequalities/EngineRunSummary.tsx) configured with Akari's
 * counters, in its words, and its rules check. The island and the export
 * (which imports `RunSummary` and `verdictOf` from here) share it.
 */
import type { AkariPuzzle, AkariSolution } from '../../puzzles/akari/puzzle';
import { checkAkari } from '../../puzzles/akari/rules';
import { engineRunSummary } from '../inequalities/EngineRunSummary';
import type { RowWords } from '../RunSummaryView';

// Alike by intent: shakashaka/RunSummary.tsx has the same shape (each genre's table for the shared run summary).
/** The counters worth a row, in words, in the order a reader asks about them. */
/**
 * One name per thing: a round of the literal loop and a pass of the selective method are named as the grade line
 * names them, and the pairs the method went through (most never kept) are told apart from the sums it kept.
 */
const ROWS: readonly [string, RowWords][] = [
  ['variables', 'Variables (white cells)'],
  ['given', 'The board’s own inequalities'],
  ['inequalities', 'Inequalities at the end (with kept sums)'],
  ['deductions', 'Inequalities that forced something'],
  ['rounds', (m) => (m === 'selective' ? 'Passes of the selective method over the open cells' : m === 'pairs' ? 'Rounds of the pair loop over the inequalities' : 'Rounds of adding sums (none: forcing alone adds none)')],
  ['pairsTried', (m) => (m === 'selective' ? 'Pairs of inequalities weighed (looked at before adding; most never added up)' : 'Pairs of inequalities added up, kept or not')],
  ['sumsBuilt', 'Sums kept as new inequalities (numbered on after the board’s own)'],
  ['capHit', 'Cap hit (1 = yes)'],
  ['chainSums', 'Chain sums that forced'],
  ['undecidedAfterMethod', 'Cells the method left undecided'],
  ['trials', 'Trial conclusions'],
  ['searchNodes', 'Positions the final search tried'],
  ['ms', 'Time in ms (noisy)'],
];

/** What the rules check looked at, said after the verdict. */
const JUDGED_BY =
  'Checked against the rules themselves: every white cell is lit, no lamp sees another, every clue has exactly its number of lamps.';

export const { verdictOf, RunSummary } = engineRunSummary<AkariPuzzle, AkariSolution>({ rows: ROWS, check: checkAkari, judgedBy: JUDGED_BY });

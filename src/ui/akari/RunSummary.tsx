/**
 * What a solve came to: the verdict in a sentence (solved and checked by the
 * rules, no solution, several solutions, stopped), and the counters the
 * benchmark reports, as a table (drawn by ../RunSummaryView.tsx). Pure; the
 * island and the export share it.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { AkariPuzzle, AkariSolution } from '../../puzzles/akari/puzzle';
import { checkAkari } from '../../puzzles/akari/rules';
import { RunSummaryView, type Verdict } from '../RunSummaryView';
import { engineVerdict } from '../inequalities/engine-verdict';

export interface RunSummaryProps {
  puzzle: AkariPuzzle;
  result: SolveResult<AkariSolution>;
  method: string;
  /** Off in exports, so the same input always gives the same file. */
  showTime?: boolean;
  testId?: string;
}

/** The counters worth a row, in words, in the order a reader asks about them. */
const ROWS: [string, string][] = [
  ['variables', 'Variables (white cells)'],
  ['given', 'Inequalities of the model'],
  ['inequalities', 'Inequalities at the end (with kept sums)'],
  ['deductions', 'Inequalities that forced something'],
  ['rounds', 'Rounds / passes'],
  ['pairsTried', 'Pairs added up or weighed'],
  ['sumsBuilt', 'Sums built and kept'],
  ['capHit', 'Cap hit (1 = yes)'],
  ['chainSums', 'Chain sums that forced'],
  ['undecidedAfterMethod', 'Cells the method left undecided'],
  ['trials', 'Trial conclusions'],
  ['searchNodes', 'Search nodes (last resort)'],
  ['ms', 'Time in ms (noisy)'],
];

/** What the rules check looked at, said after the verdict. */
const JUDGED_BY =
  'Checked against the rules themselves: every white cell is lit, no lamp sees another, every clue has exactly its number of lamps.';

export function verdictOf(puzzle: AkariPuzzle, result: SolveResult<AkariSolution>): Verdict {
  return engineVerdict(result, (solution) => checkAkari(puzzle, solution), JUDGED_BY);
}

export function RunSummary({ puzzle, result, method, showTime = true, testId = 'run-summary' }: RunSummaryProps): JSX.Element {
  return (
    <RunSummaryView verdict={verdictOf(puzzle, result)} status={result.status} stats={result.stats} rows={ROWS} method={method}
      showTime={showTime} testId={testId} />
  );
}

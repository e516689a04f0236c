/**
 * What a Shakashaka solve came to: the verdict in a sentence (solved and
 * judged by the geometric rules check, no solution, several solutions,
 * stopped) and the run's counters as a table. Pure; the island's two lanes
 * and the export share it. The verdict and the table are drawn by
 * ../RunSummaryView.tsx.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { ShakashakaPuzzle, ShakashakaSolution } from '../../puzzles/shakashaka/puzzle';
import { checkShakashaka } from '../../puzzles/shakashaka/rules';
import { RunSummaryView, type Verdict } from '../RunSummaryView';
import { engineVerdict } from '../inequalities/engine-verdict';

export interface RunSummaryProps {
  puzzle: ShakashakaPuzzle;
  result: SolveResult<ShakashakaSolution>;
  method: string;
  /** Off in exports, so the same input always gives the same file. */
  showTime?: boolean;
  testId?: string;
}

/** The counters worth a row, in words, in the order a reader asks about them (each method reports its own). */
const ROWS: [string, string][] = [
  ['variables', 'Variables (5 per white cell)'],
  ['constraints', 'Rows of the model (an equality is one row)'],
  ['inequalities', 'Inequalities the engine works on (an equality is two)'],
  ['deductions', 'Inequalities that forced something'],
  ['rounds', 'Passes of the selective method'],
  ['sumsBuilt', 'Sums built and kept'],
  ['chainSums', 'Chain sums'],
  ['undecidedAfterMethod', 'Variables deduction left open'],
  ['trials', 'Trial conclusions'],
  ['searchNodes', 'Search nodes (last resort)'],
  ['nodes', 'Branch-and-bound nodes (HiGHS)'],
  ['buildMs', 'Time to build the model, ms (noisy)'],
  ['highsMs', 'Time in HiGHS, ms (noisy)'],
  ['ms', 'Time in all, ms (noisy)'],
];

/** What the rules check looked at, said after the verdict. */
const JUDGED_BY =
  'Judged by the rules themselves, by geometry and not by the model: every clue counts its triangles, and every white area is a rectangle, upright or at 45°.';

export function verdictOf(puzzle: ShakashakaPuzzle, result: SolveResult<ShakashakaSolution>): Verdict {
  return engineVerdict(result, (solution) => checkShakashaka(puzzle, solution), JUDGED_BY);
}

export function RunSummary({ puzzle, result, method, showTime = true, testId = 'run-summary' }: RunSummaryProps): JSX.Element {
  return (
    <RunSummaryView verdict={verdictOf(puzzle, result)} status={result.status} stats={result.stats} rows={ROWS} method={method}
      showTime={showTime} testId={testId} />
  );
}

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

export function verdictOf(puzzle: ShakashakaPuzzle, result: SolveResult<ShakashakaSolution>): Verdict {
  if (result.status === 'solved' && result.solution) {
    const check = checkShakashaka(puzzle, result.solution);
    if (!check.ok) return { ok: false, text: `The answer breaks a rule: ${check.message}` };
    const several = result.stats.multiple === 1;
    const how = (result.stats.searchNodes ?? 0) > 0 ? ' with the help of a search' : (result.stats.trials ?? 0) > 0 ? ' with the help of trials' : result.stats.deductions !== undefined ? ' by deduction alone' : '';
    const judged = 'Judged by the rules themselves, by geometry and not by the model: every clue counts its triangles, and every white area is a rectangle, upright or at 45°.';
    return { ok: true, text: `${several ? 'Solved, but the board has more than one solution; this is one of them' : `Solved${how}`}. ${judged}` };
  }
  if (result.status === 'unsolvable') return { ok: false, text: `No solution: ${result.reason ?? 'the inequalities contradict each other'}.` };
  if (result.status === 'timeout') return { ok: false, text: `Stopped before the end: ${result.reason ?? 'the budget ran out'}.` };
  return { ok: false, text: 'Cancelled.' };
}

export function RunSummary({ puzzle, result, method, showTime = true, testId = 'run-summary' }: RunSummaryProps): JSX.Element {
  return (
    <RunSummaryView verdict={verdictOf(puzzle, result)} status={result.status} stats={result.stats} rows={ROWS} method={method}
      showTime={showTime} testId={testId} />
  );
}

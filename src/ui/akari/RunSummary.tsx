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

export function verdictOf(puzzle: AkariPuzzle, result: SolveResult<AkariSolution>): Verdict {
  if (result.status === 'solved' && result.solution) {
    const check = checkAkari(puzzle, result.solution);
    if (!check.ok) return { ok: false, text: `The answer breaks a rule: ${check.message}` };
    const several = result.stats.multiple === 1;
    const byTrial = (result.stats.trials ?? 0) > 0;
    const bySearch = (result.stats.searchNodes ?? 0) > 0;
    const how = bySearch ? 'with the help of a search' : byTrial ? 'with the help of trials' : 'by deduction alone';
    return {
      ok: true,
      text: `${several ? 'Solved, but the board has more than one solution; this is one of them' : `Solved ${how}`}. Checked against the rules themselves: every white cell is lit, no lamp sees another, every clue has exactly its number of lamps.`,
    };
  }
  if (result.status === 'unsolvable') {
    // The solver's reason may start with the verdict itself ("no solution: …"): say it once.
    const reason = (result.reason ?? 'the inequalities contradict each other').replace(/^no solution:\s*/i, '').replace(/\.$/, '');
    return { ok: false, text: `No solution: ${reason}.` };
  }
  if (result.status === 'timeout') return { ok: false, text: `Stopped before the end: ${result.reason ?? 'the budget ran out'}.` };
  return { ok: false, text: 'Cancelled.' };
}

export function RunSummary({ puzzle, result, method, showTime = true, testId = 'run-summary' }: RunSummaryProps): JSX.Element {
  return (
    <RunSummaryView verdict={verdictOf(puzzle, result)} status={result.status} stats={result.stats} rows={ROWS} method={method}
      showTime={showTime} testId={testId} />
  );
}

/**
 * What a solve in an engine genre came to: the verdict in a sentence (solved
 * and checked by the genre's rules, no solution, several solutions, stopped:
 * ./engine-verdict.ts) and the run's counters as a table (drawn by
 * ../RunSummaryView.tsx). A genre gives a table: which counters, in its
 * words, its rules check and what that check looked at. Pure; islands and
 * exports share it.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { CheckResult } from '../../puzzles/types';
import { RunSummaryView, type RowWords, type Verdict } from '../RunSummaryView';
import { engineVerdict } from './engine-verdict';

export interface SummaryConfig<P, S> {
  /** The counters worth a row: [stats key, words], in the order a reader asks about them. */
  rows: readonly [string, RowWords][];
  check: (puzzle: P, solution: S) => CheckResult;
  /** What the rules check looked at, said after the verdict. */
  judgedBy: string;
}

export interface RunSummaryProps<P, S> {
  puzzle: P;
  result: SolveResult<S>;
  method: string;
  /** Off in exports, so the same input always gives the same file. */
  showTime?: boolean;
  /** Counters in a closed fold with this summary (RunSummaryView). */
  foldSummary?: string;
  testId?: string;
}

/** The genre's `verdictOf` and `RunSummary`, from its table. */
export function engineRunSummary<P, S>(config: SummaryConfig<P, S>) {
  const verdictOf = (puzzle: P, result: SolveResult<S>, method?: string): Verdict =>
    engineVerdict(result, (solution) => config.check(puzzle, solution), config.judgedBy, method);
  function RunSummary({ puzzle, result, method, showTime = true, foldSummary, testId = 'run-summary' }: RunSummaryProps<P, S>): JSX.Element {
    return (
      <RunSummaryView verdict={verdictOf(puzzle, result, method)} status={result.status} stats={result.stats} rows={config.rows} method={method}
        showTime={showTime} foldSummary={foldSummary} testId={testId} />
    );
  }
  return { verdictOf, RunSummary };
}

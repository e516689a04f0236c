/**
 * What a Shakashaka solve came to: the verdict in a sentence (solved and
 * judged by the geometric rules check, no solution, several solutions,
 * stopped) and the run's counters as a table. Pure; the island's two lanes
 * and the export share it.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { ShakashakaPuzzle, ShakashakaSolution } from '../../puzzles/shakashaka/puzzle';
import { checkShakashaka } from '../../puzzles/shakashaka/rules';

export interface RunSummaryProps {
  puzzle: ShakashakaPuzzle;
  result: SolveResult<ShakashakaSolution>;
  method: string;
  /** Off in exports, so the same input always gives the same file. */
  showTime?: boolean;
  testId?: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

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

export function verdictOf(puzzle: ShakashakaPuzzle, result: SolveResult<ShakashakaSolution>): { ok: boolean; text: string } {
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
  const verdict = verdictOf(puzzle, result);
  const rows = ROWS.filter(([key]) => result.stats[key] !== undefined && (showTime || !/ms$/i.test(key)));
  return (
    <div data-testid={testId} data-status={result.status}>
      <p class="ak-verdict" data-ok={verdict.ok ? 'true' : 'false'} data-testid={`${testId}-verdict`}>
        <strong>{verdict.ok ? '✓ ' : '✗ '}</strong>
        {verdict.text}
      </p>
      <table class="ak-stats" data-testid={`${testId}-stats`}>
        <caption class="sk-small">Counters of this run (method: {method})</caption>
        <tbody>
          {rows.map(([key, label]) => (
            <tr key={key} data-stat={key}>
              <th scope="row">{label}</th>
              <td>{fmt(result.stats[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

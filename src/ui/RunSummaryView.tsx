/**
 * What a solve came to, for any genre: the verdict in a sentence (✓ or ✗) and
 * the run's counters as a table, each counter a row in the genre's words. The
 * genre says the verdict and chooses the counters (src/ui/akari/RunSummary.tsx,
 * src/ui/shakashaka/RunSummary.tsx). Pure; islands and exports share it.
 */
import type { JSX } from 'preact';

export interface Verdict {
  ok: boolean;
  text: string;
}

export interface RunSummaryViewProps {
  verdict: Verdict;
  status: string;
  stats: Record<string, number>;
  /**
   * The counters worth a row, [key, words], in the order a reader asks about them; absent ones are left out. The words
   * may depend on the method (a round of the pair loop is a pass of the selective method), named as the method names it.
   */
  rows: readonly (readonly [string, RowWords])[];
  method: string;
  /** Off in exports, so the same input always gives the same file. */
  showTime?: boolean;
  /** When given, the counters sit in a closed fold with this summary, so the verdict stays short. */
  foldSummary?: string;
  testId?: string;
}

/** A row's words: fixed, or by the method that ran. */
export type RowWords = string | ((method: string) => string);

// Fractions kept: a time in ms may be one.
const fmt = (n: number) => n.toLocaleString('en-US');

/** Times are the counters named `ms` or ending in `Ms`. */
const isTime = (key: string): boolean => key === 'ms' || key.endsWith('Ms');

export function RunSummaryView({ verdict, status, stats, rows, method, showTime = true, foldSummary, testId = 'run-summary' }: RunSummaryViewProps): JSX.Element {
  const shown = rows.filter(([key]) => stats[key] !== undefined && (showTime || !isTime(key)));
  const table = (
    <table class="eng-stats" data-testid={`${testId}-stats`}>
      <caption class="eng-small">Counters of this run (method: {method})</caption>
      <tbody>
        {shown.map(([key, label]) => (
          <tr key={key} data-stat={key}>
            <th scope="row">{typeof label === 'string' ? label : label(method)}</th>
            <td>{fmt(stats[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div data-testid={testId} data-status={status}>
      <p class="eng-verdict" data-ok={verdict.ok ? 'true' : 'false'} data-testid={`${testId}-verdict`}>
        <strong>{verdict.ok ? '✓ ' : '✗ '}</strong>
        {verdict.text}
      </p>
      {foldSummary ? (
        <details data-testid={`${testId}-fold`}>
          <summary>{foldSummary}</summary>
          {table}
        </details>
      ) : table}
    </div>
  );
}

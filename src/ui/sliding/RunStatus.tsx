/**
 * One sentence on how the last solve ended: solved (proven optimal or by the
 * fast method after the time limit), not solvable, cancelled or failed, with
 * the work it took. Announced politely to screen readers.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { IterationEvent, SlidingEvent } from '../../puzzles/sliding/events';
import type { SlidingSolution } from '../../puzzles/sliding/solve-idastar';
import { BoundChart } from './BoundChart';
import { IterationTable } from './IterationTable';
import type { SlidingRun } from './sliding-run';

import { fmt } from './numbers';

export function runSentence(run: SlidingRun, result: SolveResult<SlidingSolution> | null): string {
  if (run.phase === 'cancelled') return 'Cancelled. Solve again whenever you like.';
  if (run.phase === 'failed') return `Something went wrong: ${run.message}`;
  if (run.phase !== 'done' || !result) return '';
  const s = result.stats;
  const work = `${fmt(s.nodes ?? 0)} nodes in ${fmt(s.iterations ?? 0)} iteration${s.iterations === 1 ? '' : 's'}`;
  const ms = run.reply ? `, ${fmt(run.reply.ms)} ms in the worker` : '';
  if (result.status === 'unsolvable') return `Not solvable, decided before any search: ${result.reason ?? ''}`;
  if (result.status === 'cancelled') return 'Cancelled.';
  if (result.status === 'timeout') return `No answer within the time limit: ${result.reason ?? ''}`;
  const sol = result.solution;
  if (!sol) return '';
  if (s.timedOut === 1) {
    const bound = s.lowerBound !== undefined ? ` (so no solution is shorter than ${s.lowerBound} moves)` : '';
    const how = sol.optimal
      ? 'IDA* then ran again without a limit'
      : 'the fast method (top row, first column, then the last 3×3) answered';
    return `The time limit ran out after ${work}${bound}; ${how}: ${sol.length} moves${sol.optimal ? ', proven optimal' : ', not proven shortest'}${ms}.`;
  }
  return `Solved: ${sol.length} moves, proven optimal, after ${work}${ms}.`;
}

export function RunStatus({ run, result }: { run: SlidingRun; result: SolveResult<SlidingSolution> | null }): JSX.Element {
  // A preparation that took real time built the databases (an instant one found them ready).
  const built = run.prepareMs !== null && run.prepareMs >= 50;
  const build = built
    ? ` The pattern databases were built first, in ${(run.prepareMs! / 1000).toFixed(1)} s in your browser; they stay ready for this visit.`
    : '';
  const sentence = runSentence(run, result) + (run.phase === 'done' || run.phase === 'solving' ? build : '');
  return (
    <p class="sl-status" role="status" aria-live="polite" data-testid="run-status" data-status={result?.status ?? run.phase}>
      {sentence}
    </p>
  );
}

/** While the search runs: the iterations finished so far, as they arrive from the worker. */
export function LiveIterations({ events }: { events: readonly SlidingEvent[] }): JSX.Element | null {
  const rows = events.filter((e): e is IterationEvent => e.kind === 'iteration');
  if (rows.length === 0) return null;
  return (
    <div data-testid="live-iterations">
      <IterationTable rows={rows} currentIndex={rows.length - 1} />
      <BoundChart bounds={rows.map((r) => r.bound)} />
    </div>
  );
}

/**
 * How the last solve ended, in one sentence: solved (proven optimal, or by
 * the fast method after the time limit), cancelled — saying what became of a
 * table build cut short — or failed, with the work it took. Announced politely
 * to screen readers. After a time-out it offers to search again with four
 * times the time; while a search runs, the iterations finished so far.
 */
import type { JSX } from 'preact';
import type { SolveResult } from '../../core/result';
import type { IterationEvent, RootEvent, SlidingEvent } from '../../puzzles/sliding/events';
import type { SlidingSolution } from '../../puzzles/sliding/solve-idastar';
import { BoundChart } from './BoundChart';
import { IterationTable } from './IterationTable';
import { fmt, plural } from '../../core/numbers';
import { MAX_LIMIT_SEC } from './solver-link';
import { idaLimitMs } from '../../puzzles/sliding/solve';
import type { SlidingRun } from './sliding-run';

/**
 * What a cancel did, said so the reader knows what the next Solve will do.
 * `tablesNeeded`: the run had to build the pattern databases first.
 * `tablesNow`: the page has the tables all the same (part 5's Hint, in a worker of its own, built them meanwhile);
 * part 4 then shows their numbers, so the sentence says where they came from instead of a build to come.
 */
export function cancelSentence(run: SlidingRun, tablesNeeded: boolean, tablesNow = false): string {
  // Stopped before the search began, while the tables were being built.
  if (run.prepareMs === null && tablesNeeded) {
    const done = Math.floor(run.progress * 100);
    const next = tablesNow
      ? '; part 5’s Hint built them meanwhile in a worker of its own, so part 4 shows their numbers and the next solve uses them.'
      : ', so the next solve of a 15-puzzle with them builds them again from the start (until then part 4 shows no table’s numbers).';
    return `Cancelled while the pattern databases were being built (${done}% done). The part built so far is thrown away${next}`;
  }
  return `Cancelled: the search stopped${provenWords(run.liveSteps)} Solve again whenever you like.`;
}

/**
 * What a cancelled search had proven, as a time-out says it: every iteration that finished searched all paths
 * with f up to its bound without reaching the goal, so no solution is shorter than the next bound (the smallest
 * f it cut off). Before any iteration finished, the start board's estimate is the bound, since it never overshoots.
 */
export function provenWords(steps: readonly SlidingEvent[]): string {
  const finished = steps.filter((e): e is IterationEvent => e.kind === 'iteration');
  const last = finished[finished.length - 1];
  const root = steps.find((e): e is RootEvent => e.kind === 'root');
  const proven = last ? last.nextBound : root ? root.h : null;
  if (proven === null || proven === undefined || !Number.isFinite(proven) || last?.found) return ' and its work so far is dropped.';
  const done = !last
    ? 'no iteration had finished, and the start board’s estimate never overshoots'
    : finished.length === 1
      ? `iteration 1 (bound ${last.bound}) had finished without reaching the goal, and ${proven} is the smallest f it cut off`
      : `iterations 1 to ${finished.length} (up to bound ${last.bound}) had finished without reaching the goal, and ${proven} is the smallest f the last one cut off`;
  return ` during iteration ${finished.length + 1} (bound ${proven}). Proven before you cancelled: no solution is shorter ` +
    `than ${plural(proven, 'move')}, since ${done}${last ? ' (the table below keeps the finished iterations)' : ''}. The rest of its work is dropped.`;
}

/**
 * Where a search stopped by its limit was, in the bounds table's own terms: the run counts the iteration it
 * cut, and the table shows that one as its last row, marked cut, so "iteration 7" is row 7 of the table.
 */
export function cutWords(iterations: number, lowerBound: number | undefined, nodes: number): string {
  if (iterations === 0 || lowerBound === undefined) return `after ${plural(nodes, 'node')}`;
  const finished = iterations - 1;
  const done = finished === 0
    ? 'none had finished, and the first bound is the estimate on the start board'
    : finished === 1
      ? 'iteration 1 had finished'
      : `iterations 1 to ${finished} had finished`;
  return `during iteration ${iterations} (bound ${lowerBound}, the row marked cut), after ${plural(nodes, 'node')} in all: ` +
    `${done}, so no solution is shorter than ${plural(lowerBound, 'move')}`;
}

/** " (1.5 s of the 2 s limit; the rest is kept for the fast method)": the optimal search's share of the limit. */
export function shareWords(run: SlidingRun): string {
  const limitMs = run.request?.limitMs;
  if (limitMs === undefined) return '';
  // The board's width from its printed key (9 or 16 entries); without a key, only the limit is said.
  const entries = (run.key ?? '').split(/[\s/]+/).filter(Boolean).length;
  if (entries === 0) return ` (the ${String(limitMs / 1000)} s limit)`;
  const size = Math.round(Math.sqrt(entries));
  const share = idaLimitMs(size, limitMs);
  // Seconds as they are (0.75, 1.5, 2): fmt would round them to whole numbers.
  const sec = (ms: number) => String(Math.round(ms) / 1000);
  return share >= limitMs
    ? ` (the whole ${sec(limitMs)} s limit)`
    : ` (${sec(share)} s of the ${sec(limitMs)} s limit; the rest is kept for the fast method)`;
}

export function runSentence(run: SlidingRun, result: SolveResult<SlidingSolution> | null, tablesNeeded = false, tablesNow = false): string {
  if (run.phase === 'cancelled') return cancelSentence(run, tablesNeeded, tablesNow);
  if (run.phase === 'failed') return `Something went wrong: ${run.message}`;
  if (run.phase !== 'done' || !result) return '';
  const s = result.stats;
  const work = `${plural(s.nodes ?? 0, 'node')} in ${plural(s.iterations ?? 0, 'iteration')}`;
  // The whole solve (parity test, tables read, every iteration, the recording of the trace), not the table's
  // Time column, which counts each iteration's search alone: the two differ, and the reader is told so.
  const ms = run.reply ? `, ${fmt(run.reply.ms)} ms in the worker for the whole solve (the table’s Time column counts each iteration’s search alone)` : '';
  // The parity test's own sentence says "cannot be solved"; it is not repeated.
  if (result.status === 'unsolvable') return `Decided before any search: ${result.reason ?? 'this board cannot be solved.'}`;
  if (result.status === 'cancelled') return cancelSentence(run, tablesNeeded, tablesNow);
  if (result.status === 'timeout') return `No answer within the time limit: ${result.reason ?? ''}`;
  const sol = result.solution;
  if (!sol) return '';
  if (s.timedOut === 1) {
    const how = sol.optimal
      ? 'IDA* then ran again without a limit'
      : 'the fast method (top row, first column, then the last 3×3) answered';
    // The search for a shortest solution gets only its share of the limit on a 15-puzzle (the rest is kept for the
    // fast method), so the worker's time for the whole solve can be under the limit: both are said, with which is which.
    const whole = run.reply ? ` The whole solve took ${fmt(run.reply.ms)} ms in the worker.` : '';
    // The two numbers enclose the true length: the proven bound below, the fallback's answer above.
    const between = !sol.optimal && s.lowerBound !== undefined && s.lowerBound < sol.length
      ? ` So a shortest solution has between ${s.lowerBound} and ${sol.length} moves.`
      : '';
    return `The search for a shortest solution ran out of its time${shareWords(run)} ${cutWords(s.iterations ?? 0, s.lowerBound, s.nodes ?? 0)}; ${how}: ` +
      `${plural(sol.length, 'move')}${sol.optimal ? ', proven shortest' : ', not proven shortest'}.${between}${whole}`;
  }
  return `Solved: ${plural(sol.length, 'move')}, proven shortest, after ${work}${ms}.`;
}

export interface RunStatusProps {
  run: SlidingRun;
  result: SolveResult<SlidingSolution> | null;
  /** Seconds the last search had; the offer to search longer uses four times this. */
  limitSec: number;
  /** Search again with this many seconds. */
  onExtend?: (seconds: number) => void;
  /** The run had to build the pattern databases before searching (a 15-puzzle, the default estimate, no tables yet). */
  tablesNeeded?: boolean;
  /** The page has the tables now (part 4 shows their numbers when it has). */
  tablesNow?: boolean;
  /** How long the build that made the page's tables took (null: not built on this page). */
  pageBuildMs?: number | null;
}

/**
 * The build a finished run waited for, said with the same time part 4's fold shows (`pageBuildMs`, the page's own
 * measure of the build that made the tables), not this run's wait: a build started ahead (when the solver came on
 * screen) leaves the run only its last part to wait for, and a reader who watched the bar for seconds read "0.2 s"
 * as false. Nothing when the page had the tables before Solve was pressed (`tablesNeeded` false): no build then.
 */
export function buildWords(run: SlidingRun, tablesNeeded: boolean, pageBuildMs: number | null): string {
  if (!tablesNeeded || run.prepareMs === null) return '';
  const ms = pageBuildMs ?? run.prepareMs;
  return ` The pattern databases were built first, in ${(ms / 1000).toFixed(1)} s in your browser; they stay ready for this visit.`;
}

export function RunStatus({ run, result, limitSec, onExtend, tablesNeeded = false, tablesNow = false, pageBuildMs = null }: RunStatusProps): JSX.Element {
  const build = buildWords(run, tablesNeeded, pageBuildMs);
  const sentence = runSentence(run, result, tablesNeeded, tablesNow) + (run.phase === 'done' ? build : '');
  const timedOut = run.phase === 'done' && result?.stats.timedOut === 1 && result.solution && !result.solution.optimal;
  const longer = Math.min(MAX_LIMIT_SEC, limitSec * 4);
  return (
    <div data-testid="run-status-box">
      <p class="sl-status" role="status" aria-live="polite" data-testid="run-status" data-status={result?.status ?? run.phase}>
        {sentence}
      </p>
      {timedOut && onExtend && (
        longer > limitSec ? (
          <p class="sl-row">
            <button type="button" class="btn" data-testid="search-longer" onClick={() => onExtend(longer)}>
              Search again with {longer} s
            </button>
            <span class="sl-small">
              Four times the time. The search starts again from the first bound; every iteration it finishes raises the
              length that no solution can be shorter than (by two moves on these boards, as the bounds show).
            </span>
          </p>
        ) : (
          <p class="sl-small" data-testid="search-longest">
            {MAX_LIMIT_SEC} s is the longest search this page runs. The command line’s stronger tables (
            <code>--method ida-78</code>) prove shortest answers even on the hardest boards.
          </p>
        )
      )}
    </div>
  );
}

/**
 * While the search runs, the iterations finished so far, as they arrive from the worker; after a cancel, the
 * ones that finished before it (`cancelled`), which are what the cancel sentence's lower bound rests on.
 */
export function LiveIterations({ events, cancelled = false }: { events: readonly SlidingEvent[]; cancelled?: boolean }): JSX.Element | null {
  const rows = events.filter((e): e is IterationEvent => e.kind === 'iteration');
  if (rows.length === 0) return null;
  return (
    <div data-testid="live-iterations" data-cancelled={String(cancelled)}>
      <IterationTable rows={rows} currentIndex={rows.length - 1}
        label={cancelled ? 'IDA* iterations finished before the cancel' : 'IDA* iterations finished so far'} />
      <figure>
        <BoundChart bounds={rows.map((r) => r.bound)} />
        <figcaption class="sl-small">
          {cancelled
            ? 'The bound of each iteration that finished before you cancelled.'
            : 'The bound of each iteration finished so far; the search goes on.'}
        </figcaption>
      </figure>
    </div>
  );
}

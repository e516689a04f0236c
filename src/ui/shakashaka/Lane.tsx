/**
 * One method's side of the island's side-by-side solve: what it is, how the
 * run is going (progress against the time limit, Cancel), and what it came
 * to — the verdict judged by the rules, its counters, the answer drawn. For
 * HiGHS, a black box to the reader, its few steps are listed too: each run
 * of the solver and, on the published model, each filling the rules
 * rejected, drawn.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import type { ShakashakaPuzzle, ShakashakaSolution } from '../../puzzles/shakashaka/puzzle';
import { fillingValues } from '../../puzzles/shakashaka/replay';
import { brokenRuleWords, firstNonRectangle } from '../../puzzles/shakashaka/rules';
import { shakashakaWords, whiteCells } from '../../puzzles/shakashaka/vocabulary';
import { RunProgress } from '../RunProgress';
import type { SolverRun } from '../use-solver-run';
import { RunSummary } from './RunSummary';
import { ShakashakaBoard } from './ShakashakaBoard';
import { describeShakashakaStep } from './step-words';

export interface LaneProps {
  method: 'highs' | 'steps';
  title: string;
  puzzle: ShakashakaPuzzle;
  run: SolverRun<ShakashakaSolution, ShakashakaEvent>;
  /** The run belongs to the board on the page (an older one is never shown). */
  current: boolean;
  children?: ComponentChildren;
}

export function Lane({ method, title, puzzle, run, current, children }: LaneProps): JSX.Element {
  const reply = current ? run.reply : null;
  const result = reply?.result ?? null;
  return (
    <section class="sk-lane" data-testid={`lane-${method}`} data-phase={current ? run.phase : 'idle'} data-status={result?.status ?? ''}
      aria-label={title} data-ok={result ? String(result.status === 'solved') : undefined}>
      <h4>{title}</h4>
      {children}
      {current && (
        <RunProgress run={run} testId={`lane-${method}-progress`}
          preparingLabel={method === 'highs' ? 'Loading HiGHS (3.5 MB of WebAssembly, once per visit)' : 'Preparing'} />
      )}
      <p class="sk-small" role="status" data-testid={`lane-${method}-status`}>
        {(!current || run.phase === 'idle') && 'Not solved yet.'}
        {current && run.phase === 'preparing' && (method === 'highs' ? 'Loading HiGHS…' : 'Starting…')}
        {current && run.phase === 'solving' && 'Solving…'}
        {current && (run.phase === 'cancelled' || run.phase === 'failed') && run.message}
        {reply && `Done in ${reply.ms.toLocaleString('en-US')} ms (timings are noisy); ${stepsWords(method, reply.trace.events.filter((e) => e.depth === 0).length, reply.result.stats.nodes)}.`}
      </p>
      {/* HiGHS's calls, with their count of rows and inequalities, wait in a fold: the reader wants the verdict first.
          A filling the rules rejected is part of the result, so with one the fold starts open. */}
      {reply && method === 'highs' && (
        <details data-testid="lane-highs-steps-fold" open={highsListed(reply.trace.events).some((e) => e.kind === 'rejected')}>
          <summary>{highsStepsSummary(highsListed(reply.trace.events).length)}</summary>
          <HighsSteps puzzle={puzzle} events={reply.trace.events} />
        </details>
      )}
      {reply && result && (
        <>
          {result.solution && (
            <ShakashakaBoard puzzle={puzzle} values={fillingValues(result.solution)} testId={`lane-${method}-answer`}
              label={`${title}: the answer`} maxWidth={260} cells fit />
          )}
          <RunSummary puzzle={puzzle} result={result} method={method === 'highs' ? 'HiGHS' : 'the inequality engine'}
            foldSummary="All counters of this run" testId={`lane-${method}-summary`} />
        </>
      )}
    </section>
  );
}

/** The engine records every step; of HiGHS, a black box, the line says how much it had to split the problem. */
function stepsWords(method: string, n: number, nodes: number | undefined): string {
  if (method === 'highs') return nodes === undefined ? 'the answer is below' : `${nodes.toLocaleString('en-US')} branch-and-bound ${nodes === 1 ? 'node' : 'nodes'}`;
  return `${n} ${n === 1 ? 'step' : 'steps'} recorded`;
}

/** The fold of HiGHS's steps: they are only what went in and what came out. */
function highsStepsSummary(n: number): string {
  return `Its ${n} ${n === 1 ? 'step' : 'steps'}: the model going in, each answer coming out`;
}

/**
 * HiGHS's steps worth a line: its calls, the answers the rules rejected, the answer. Not the run's end (no solution,
 * stopped): the verdict right under the list says that, and readers saw the same no-solution sentence twice.
 */
export function highsListed(events: readonly ShakashakaEvent[]): ShakashakaEvent[] {
  return events.filter((e) => e.depth === 0 && e.kind !== 'end');
}

function HighsSteps({ puzzle, events }: { puzzle: ShakashakaPuzzle; events: readonly ShakashakaEvent[] }): JSX.Element {
  const words = shakashakaWords(puzzle);
  return (
    <ol class="eng-sums" data-testid="lane-highs-steps">
      {highsListed(events).map((e, i) => {
        const said = describeShakashakaStep(e, [], words);
        return (
          <li key={i} data-kind={e.kind}>
            <span class="eng-badge" data-tone={said.tone}>{said.badge}</span> {said.text}
            {e.kind === 'rejected' && (
              <RejectedBoard puzzle={puzzle} rows={e.rows} cuts={e.cuts}
                label={`The filling HiGHS returned, which the rules reject: ${brokenRuleWords({ code: e.rule, message: e.message })}`} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A filling the rules reject, drawn with the white area that is not a
 * rectangle outlined: the chosen state of every cell of that area is
 * highlighted, so the board shows the area the sentence speaks of (hatched
 * and outlined, not by colour alone).
 */
function RejectedBoard({ puzzle, rows, cuts, label }: { puzzle: ShakashakaPuzzle; rows: readonly string[]; cuts: number; label: string }): JSX.Element {
  const values = fillingValues(rows);
  const area = new Set(firstNonRectangle(puzzle, [...rows]) ?? []);
  const highlight: number[] = [];
  whiteCells(puzzle).forEach(([r, c], k) => {
    if (!area.has(r * puzzle.width + c)) return;
    for (let s = 0; s < 5; s++) if (values[5 * k + s] === 1) highlight.push(5 * k + s);
  });
  return <ShakashakaBoard puzzle={puzzle} values={values} highlight={highlight} testId={`lane-highs-rejected-${cuts}`} label={label} maxWidth={220} fit />;
}

/**
 * The search's controls: which estimate guides IDA* on a 4×4 board, the
 * time limit (15 s by default, after which the fast method answers), Solve
 * and Cancel (also the Escape key), and while it runs, how it is going: the
 * pattern databases' build with its progress, then the time spent against
 * the limit with the last finished iteration.
 *
 * Solve is never `disabled` (focus would drop to the page): when there is
 * nothing to search — the board does not parse, or parity already says no —
 * it is aria-disabled and a sentence beside it says why.
 */
import type { JSX } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import type { IterationEvent } from '../../puzzles/sliding/events';
import { RunProgress } from '../RunProgress';
import { SolveButtons } from '../SolveButtons';
import { fmt } from '../../core/numbers';
import { isLimitSec, MAX_LIMIT_SEC, type SlidingMethod } from './solver-link';
import type { SlidingRun } from './sliding-run';
import type { TablesAhead } from './use-tables-ahead';
import ProgressBar from '../ProgressBar';

export type { SlidingMethod } from './solver-link';

export interface SearchControlsProps {
  size: number;
  method: SlidingMethod;
  onMethod: (m: SlidingMethod) => void;
  limitSec: number;
  onLimit: (s: number) => void;
  onSolve: () => void;
  onCancel: () => void;
  run: SlidingRun;
  busy: boolean;
  /** True once the pattern databases exist on this page. */
  pdbReady: boolean;
  /** Why there is nothing to search (a sentence), or null when Solve can run. */
  blocked: string | null;
  /** The databases' build ahead of the first Solve (./use-tables-ahead.ts). */
  ahead?: TablesAhead;
}

/**
 * The last finished iteration, in words, for the progress line: the one count of progress it shows (the shared
 * line's "steps for the stepper" are left out, as they count the same iterations under a name this lesson never defines).
 */
export function lastIterationWords(steps: readonly { kind: string }[]): string | undefined {
  const iterations = steps.filter((e): e is IterationEvent => e.kind === 'iteration');
  const last = iterations[iterations.length - 1];
  if (!last) return 'first iteration running';
  return `iteration ${iterations.length} finished: bound ${last.bound}, ${fmt(last.totalNodes)} nodes so far`;
}

export function SearchControls(p: SearchControlsProps): JSX.Element {
  const whyId = useId();
  return (
    <div class="sl-controls" data-testid="search-controls" data-run-phase={p.run.phase}>
      {/* On an 8-puzzle the choice is gone: said where it stood, so it does not vanish without a word. */}
      {p.size === 3 && (
        <p class="sl-small" data-testid="method-eight">
          Estimate used by IDA*: Manhattan distance + linear conflicts. The pattern databases are built for the 15-puzzle only.
        </p>
      )}
      {p.size === 4 && (
        <fieldset class="sl-fieldset" disabled={p.busy}>
          <legend>Estimate used by IDA*</legend>
          <label class="sl-radio">
            <input type="radio" name="sl-method" checked={p.method === 'ida'} onChange={() => p.onMethod('ida')}
              data-testid="method-pdb" />
            <span>6-6-3 pattern databases + mirror {p.pdbReady ? '(tables built on this visit)' : '(built once per visit)'}</span>
          </label>
          <label class="sl-radio">
            <input type="radio" name="sl-method" checked={p.method === 'ida-lc'} onChange={() => p.onMethod('ida-lc')}
              data-testid="method-lc" />
            <span>Manhattan distance + linear conflicts</span>
          </label>
        </fieldset>
      )}
      <div class="sl-row">
        <LimitField value={p.limitSec} onChange={p.onLimit} disabled={p.busy} />
        <SolveButtons onSolve={p.onSolve} onCancel={p.onCancel} busy={p.busy} canSolve={p.blocked === null}
          whyOffId={p.blocked ? whyId : undefined} />
      </div>
      {p.blocked && (
        <p class="sl-small" id={whyId} data-testid="solve-blocked">
          {p.blocked}
        </p>
      )}
      {/* While a solve runs, its own bar shows the same build (the solve waits for it). */}
      {p.ahead?.phase === 'building' && !p.busy && (
        <ProgressBar label="Building the pattern databases now, so that Solve need not wait (once per visit)"
          value={p.ahead.fraction} testId="tables-ahead" />
      )}
      <RunProgress run={p.run} preparingLabel="Building the pattern databases (once per visit)"
        liveDetail={p.run.phase === 'solving' ? lastIterationWords(p.run.liveSteps) : undefined} stepsWords={null}
        testId="search-progress" />
    </div>
  );
}

/**
 * Seconds for the optimal search. The field keeps what is typed (an empty
 * field while retyping is fine); only a whole number from 1 to 600 is applied.
 */
function LimitField({ value, onChange, disabled }: { value: number; onChange: (s: number) => void; disabled: boolean }) {
  const [text, setText] = useState(String(value));
  const hintId = useId();
  useEffect(() => {
    if (Number(text) !== value) setText(String(value));
  }, [value]);
  const typed = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  const valid = isLimitSec(typed);
  return (
    <label class="sl-field">
      Time limit (seconds)
      <input type="number" min={1} max={MAX_LIMIT_SEC} step={1} value={text} disabled={disabled} data-testid="time-limit"
        aria-invalid={valid ? undefined : true} aria-describedby={valid ? undefined : hintId}
        onInput={(e) => {
          const raw = (e.target as HTMLInputElement).value;
          setText(raw);
          const n = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
          if (isLimitSec(n)) onChange(n);
        }} />
      {!valid && <span class="sl-small" id={hintId}>1 to {MAX_LIMIT_SEC}; {value} s is used</span>}
    </label>
  );
}

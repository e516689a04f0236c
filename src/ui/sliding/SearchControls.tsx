/**
 * The search's controls: which estimate guides IDA* on a 4×4 board, the
 * time limit (15 s by default, after which the fast method answers), Solve,
 * and Cancel (also the Escape key). While the databases are built a progress
 * bar shows how far; while the search runs the latest iteration is named.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import ProgressBar from '../ProgressBar';
import type { IterationEvent } from '../../puzzles/sliding/events';
import type { SlidingRun } from './sliding-run';
import { fmt } from './numbers';

export type SlidingMethod = 'ida' | 'ida-lc';

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
  /** False while the board text does not parse. */
  canSolve: boolean;
}


export function SearchControls(p: SearchControlsProps): JSX.Element {
  const iterations = p.run.liveSteps.filter((e): e is IterationEvent => e.kind === 'iteration');
  const lastIteration = iterations[iterations.length - 1];
  return (
    <div class="sl-controls" data-testid="search-controls" data-phase={p.run.phase}>
      {p.size === 4 && (
        <fieldset class="sl-fieldset" disabled={p.busy}>
          <legend>Estimate used by IDA*</legend>
          <label class="sl-radio">
            <input type="radio" name="sl-method" checked={p.method === 'ida'} onChange={() => p.onMethod('ida')}
              data-testid="method-pdb" />
            6-6-3 pattern databases + mirror {p.pdbReady ? '(built)' : '(built once, on the first solve)'}
          </label>
          <label class="sl-radio">
            <input type="radio" name="sl-method" checked={p.method === 'ida-lc'} onChange={() => p.onMethod('ida-lc')}
              data-testid="method-lc" />
            Manhattan distance + linear conflicts
          </label>
        </fieldset>
      )}
      <div class="sl-row">
        <LimitField value={p.limitSec} onChange={p.onLimit} disabled={p.busy} />
        <button type="button" class="btn btn-primary" onClick={p.onSolve} disabled={p.busy || !p.canSolve} data-testid="solve">
          Solve
        </button>
        <button type="button" class="btn" onClick={p.onCancel} disabled={!p.busy} data-testid="cancel"
          aria-keyshortcuts="Escape">
          Cancel <span class="sl-small">(Esc)</span>
        </button>
      </div>
      {p.run.phase === 'preparing' && p.run.progressLabel !== '' && (
        <ProgressBar label="Building the pattern databases (once per visit)" value={p.run.progress}
          detail={p.run.progressLabel} testId="pdb-progress" />
      )}
      {p.run.phase === 'solving' && (
        <ProgressBar label="Searching" value={null} testId="search-progress"
          detail={lastIteration
            ? `Iteration ${iterations.length} finished: bound ${lastIteration.bound}, ${fmt(lastIteration.totalNodes)} nodes so far.`
            : 'First iteration running…'} />
      )}
    </div>
  );
}

/**
 * Seconds for the optimal search. The field keeps what is typed (an empty
 * field while retyping is fine); only a whole number from 1 to 600 is applied.
 */
function LimitField({ value, onChange, disabled }: { value: number; onChange: (s: number) => void; disabled: boolean }) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    if (Number(text) !== value) setText(String(value));
  }, [value]);
  const valid = /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 600;
  return (
    <label class="sl-field">
      Time limit (seconds)
      <input type="number" min={1} max={600} step={1} value={text} disabled={disabled} data-testid="time-limit"
        aria-invalid={valid ? undefined : true}
        onInput={(e) => {
          const raw = (e.target as HTMLInputElement).value;
          setText(raw);
          if (/^\d+$/.test(raw.trim()) && Number(raw) >= 1 && Number(raw) <= 600) onChange(Number(raw));
        }} />
      {!valid && <span class="sl-small">1 to 600</span>}
    </label>
  );
}

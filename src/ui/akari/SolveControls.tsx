/**
 * How to solve: the method (forcing only, the seed's literal pair loop with
 * its cap, or the selective sums), the time budget, Solve and Cancel, and
 * while the worker runs, a bar with the counts it has reported.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { EngineMethod } from '../../inequalities/solve';
import type { AkariLive } from '../../worker/akari-client';
import ProgressBar from '../ProgressBar';

export interface SolveSettings {
  method: EngineMethod;
  /** Cap on the pair loop's set of inequalities. */
  cap: number;
  limitSec: number;
}

export interface SolveControlsProps {
  settings: SolveSettings;
  onSettings: (s: SolveSettings) => void;
  onSolve: () => void;
  onCancel: () => void;
  busy: boolean;
  canSolve: boolean;
  live: AkariLive | null;
}

const METHODS: { id: EngineMethod; label: string; note: string }[] = [
  { id: 'force', label: 'Forcing only', note: 'each inequality on its own, repeated until nothing changes' },
  { id: 'pairs', label: 'Pair sums, literally', note: 'when stuck, add every pair of inequalities and keep the new sums; repeat' },
  { id: 'selective', label: 'Selective sums', note: 'only sums aimed at one undecided cell that can force it' },
];

const fmt = (n: number) => n.toLocaleString('en-US');

export function SolveControls(p: SolveControlsProps): JSX.Element {
  const set = (patch: Partial<SolveSettings>) => p.onSettings({ ...p.settings, ...patch });
  const live = p.live;
  return (
    <div data-testid="solve-controls">
      <fieldset class="ak-fieldset" disabled={p.busy}>
        <legend>Method</legend>
        {METHODS.map((m) => (
          <label key={m.id} class="ak-choice">
            <input type="radio" name="ak-method" checked={p.settings.method === m.id} data-testid={`method-${m.id}`}
              onChange={() => set({ method: m.id })} />
            <span>
              <strong>{m.label}</strong> — {m.note}
            </span>
          </label>
        ))}
        <p class="ak-small">When a method is stuck, a clearly labelled trial finishes the board.</p>
      </fieldset>
      <div class="ak-row">
        {p.settings.method === 'pairs' && (
          <NumberField label="Cap on inequalities" value={p.settings.cap} min={100} max={200_000} disabled={p.busy}
            testId="pair-cap" onChange={(cap) => set({ cap })} />
        )}
        <NumberField label="Time limit (seconds)" value={p.settings.limitSec} min={1} max={120} disabled={p.busy}
          testId="time-limit" onChange={(limitSec) => set({ limitSec })} />
      </div>
      <div class="ak-row">
        <button type="button" class="btn btn-primary" onClick={p.onSolve} disabled={p.busy || !p.canSolve} data-testid="solve">
          Solve
        </button>
        <button type="button" class="btn" onClick={p.onCancel} disabled={!p.busy} data-testid="cancel" aria-keyshortcuts="Escape">
          Cancel <span class="ak-small">(Esc)</span>
        </button>
      </div>
      {p.busy && (
        <ProgressBar label="Solving in the background" value={null} testId="solve-progress"
          detail={live
            ? `${fmt(live.steps)} steps so far${live.rounds ? `, round ${live.rounds}` : ''}${live.inequalities !== null ? `, ${fmt(live.inequalities)} inequalities` : ''}${live.trials ? `, ${live.trials} trials` : ''}.`
            : 'Starting…'} />
      )}
    </div>
  );
}

/** A whole number in [min, max]; the field keeps what is typed, only valid numbers are applied. */
function NumberField(p: { label: string; value: number; min: number; max: number; disabled: boolean; testId: string; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(p.value));
  useEffect(() => {
    if (Number(text) !== p.value) setText(String(p.value));
  }, [p.value]);
  const ok = (raw: string) => /^\d+$/.test(raw.trim()) && Number(raw) >= p.min && Number(raw) <= p.max;
  return (
    <label class="ak-choice">
      {p.label}
      <input class="ak-number" type="number" min={p.min} max={p.max} step={1} value={text} disabled={p.disabled}
        data-testid={p.testId} aria-invalid={ok(text) ? undefined : true}
        onInput={(e) => {
          const raw = (e.target as HTMLInputElement).value;
          setText(raw);
          if (ok(raw)) p.onChange(Number(raw));
        }} />
      {!ok(text) && <span class="ak-small">{fmt(p.min)} to {fmt(p.max)}</span>}
    </label>
  );
}

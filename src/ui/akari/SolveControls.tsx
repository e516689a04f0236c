/**
 * How to solve: the method (forcing only, the literal pair loop with its
 * cap, or the selective sums), the time limit, Solve and Cancel (also the
 * Escape key), and while the worker runs, the time spent against the limit
 * with what the latest steps did (src/ui/RunProgress.tsx).
 *
 * Solve is never `disabled` (focus would drop to the page): while the text
 * is not a board it is aria-disabled and a sentence beside it says why.
 */
import type { JSX } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import type { AkariEvent } from '../../puzzles/akari/events';
import type { AkariSolution } from '../../puzzles/akari/puzzle';
import { RunProgress } from '../RunProgress';
import { SolveButtons } from '../SolveButtons';
import type { SolverRun } from '../use-solver-run';
import { CAP_RANGE, LIMIT_RANGE, type AkariMethod } from './solver-link';
import { liveAkariWords } from './step-words';

export interface SolveSettings {
  method: AkariMethod;
  /** Cap on the pair loop's set of inequalities. */
  cap: number;
  limitSec: number;
}

export interface SolveControlsProps {
  settings: SolveSettings;
  onSettings: (s: SolveSettings) => void;
  onSolve: () => void;
  onCancel: () => void;
  run: SolverRun<AkariSolution, AkariEvent>;
  busy: boolean;
  /** Why there is nothing to solve (a sentence), or null when Solve can run. */
  blocked: string | null;
}

const METHODS: { id: AkariMethod; label: string; note: string }[] = [
  { id: 'force', label: 'Forcing only', note: 'each inequality on its own, repeated until nothing changes' },
  { id: 'pairs', label: 'Pair sums, literally', note: 'when stuck, add every pair of inequalities and keep the new sums; repeat' },
  { id: 'selective', label: 'Selective sums', note: 'only sums aimed at one undecided cell that can force it (stars, then chain sums)' },
];

const fmt = (n: number) => n.toLocaleString('en-US');

export function SolveControls(p: SolveControlsProps): JSX.Element {
  const set = (patch: Partial<SolveSettings>) => p.onSettings({ ...p.settings, ...patch });
  const whyId = useId();
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
          <NumberField label="Cap on inequalities" value={p.settings.cap} range={CAP_RANGE} disabled={p.busy}
            testId="pair-cap" onChange={(cap) => set({ cap })} />
        )}
        <NumberField label="Time limit (seconds)" value={p.settings.limitSec} range={LIMIT_RANGE} disabled={p.busy}
          testId="time-limit" onChange={(limitSec) => set({ limitSec })} />
      </div>
      <div class="ak-row">
        <SolveButtons onSolve={p.onSolve} onCancel={p.onCancel} busy={p.busy} canSolve={p.blocked === null}
          whyOffId={p.blocked ? whyId : undefined} />
      </div>
      {p.blocked && (
        <p class="ak-small" id={whyId} data-testid="solve-blocked">
          {p.blocked}
        </p>
      )}
      <RunProgress run={p.run} liveDetail={p.run.phase === 'solving' ? liveAkariWords(p.run.liveSteps) : undefined} testId="solve-progress" />
    </div>
  );
}

/**
 * A whole number in a range. The field keeps what is typed (an empty field
 * while retyping is fine); only a valid number is applied, and while the text
 * is not one, the field says which numbers it takes and which one is used.
 */
function NumberField(p: { label: string; value: number; range: { min: number; max: number }; disabled: boolean; testId: string; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(p.value));
  const hintId = useId();
  useEffect(() => {
    if (Number(text) !== p.value) setText(String(p.value));
  }, [p.value]);
  const ok = (raw: string) => /^\d+$/.test(raw.trim()) && Number(raw) >= p.range.min && Number(raw) <= p.range.max;
  const valid = ok(text);
  return (
    <label class="ak-choice">
      {p.label}
      <input class="ak-number" type="number" min={p.range.min} max={p.range.max} step={1} value={text} disabled={p.disabled}
        data-testid={p.testId} aria-invalid={valid ? undefined : true} aria-describedby={valid ? undefined : hintId}
        onInput={(e) => {
          const raw = (e.target as HTMLInputElement).value;
          setText(raw);
          if (ok(raw)) p.onChange(Number(raw));
        }} />
      {!valid && (
        <span class="ak-small" id={hintId}>
          {fmt(p.range.min)} to {fmt(p.range.max)}; {fmt(p.value)} is used
        </span>
      )}
    </label>
  );
}

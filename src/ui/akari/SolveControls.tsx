/**
 * How to solve: the method (forcing only, the literal pair loop with its
 * cap, or the selective sums: the genre's methods and options, picked with
 * the shared picker, src/ui/MethodPicker.tsx), the time limit,
 * Solve and Cancel (also the Escape key), and while the worker runs, the
 * time spent against the limit with what the latest steps did
 * (src/ui/RunProgress.tsx).
 *
 * Solve is never `disabled` (focus would drop to the page): while the text
 * is not a board it is aria-disabled and a sentence beside it says why.
 */
import type { JSX } from 'preact';
import { useId } from 'preact/hooks';
import type { OptionValues } from '../../core/trace';
import { akariGenre } from '../../puzzles/akari/genre';
import type { AkariEvent } from '../../puzzles/akari/events';
import type { AkariSolution } from '../../puzzles/akari/puzzle';
import { MethodPicker, NumberField, OptionFields } from '../MethodPicker';
import { RunProgress } from '../RunProgress';
import { SolveButtons } from '../SolveButtons';
import type { SolverRun } from '../use-solver-run';
import { LIMIT_RANGE } from './solver-link';
import { liveAkariWords } from './step-words';

export interface SolveSettings {
  method: string;
  /** Every option of the genre's methods (the pair loop's cap); the chosen method's go to the worker. */
  options: OptionValues;
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

/** The page's words for the genre's methods (the picker lists the genre's own). */
const WORDS: Record<string, { label: string; note: string }> = {
  force: { label: 'Forcing only', note: 'each inequality on its own, repeated until nothing changes' },
  pairs: { label: 'Pair sums, literally', note: 'when stuck, add every pair of inequalities in which some variable cancels and keep the new sums; repeat' },
  selective: { label: 'Selective sums', note: 'only sums aimed at one undecided cell that can force it (stars, then chain sums)' },
};
const OPTION_LABELS: Record<string, string> = { cap: 'Cap on inequalities' };

export function SolveControls(p: SolveControlsProps): JSX.Element {
  const set = (patch: Partial<SolveSettings>) => p.onSettings({ ...p.settings, ...patch });
  const whyId = useId();
  return (
    <div data-testid="solve-controls">
      <MethodPicker table={akariGenre} method={p.settings.method} onMethod={(method) => set({ method })} disabled={p.busy} words={WORDS}>
        <p class="eng-small">When a method is stuck, a clearly labelled trial finishes the board.</p>
      </MethodPicker>
      <div class="eng-row">
        <OptionFields options={akariGenre.methods[p.settings.method]?.options ?? {}} values={p.settings.options} disabled={p.busy}
          labels={OPTION_LABELS} onValues={(options) => set({ options })} />
        <NumberField label="Time limit (seconds)" value={p.settings.limitSec} range={LIMIT_RANGE} disabled={p.busy}
          testId="time-limit" onChange={(limitSec) => set({ limitSec })} />
      </div>
      <div class="eng-row">
        <SolveButtons onSolve={p.onSolve} onCancel={p.onCancel} busy={p.busy} canSolve={p.blocked === null}
          whyOffId={p.blocked ? whyId : undefined} />
      </div>
      {p.blocked && (
        <p class="eng-small" id={whyId} data-testid="solve-blocked">
          {p.blocked}
        </p>
      )}
      <RunProgress run={p.run} liveDetail={p.run.phase === 'solving' ? liveAkariWords(p.run.liveSteps) : undefined} testId="solve-progress" />
    </div>
  );
}

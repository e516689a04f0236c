/**
 * Buttons that jump to the steps worth seeing in a trace view, for any genre:
 * the first step of each tone the genre lists ("first sum", "first trial" …),
 * each button shown only when the trace has such a step, all in step order.
 */
import type { JSX } from 'preact';

export interface StepJump<Tone extends string> {
  tone: Tone;
  label: string;
}

export interface StepJumpsProps<Tone extends string> {
  jumps: readonly StepJump<Tone>[];
  /** The tone of each whole step, in order (step k + 1 is tones[k]). */
  tones: readonly Tone[];
  onJump: (step: number) => void;
  /** One more jump to a step named elsewhere ("the hardest step"), after the others. */
  named?: { step: number; label: string } | null;
}

export function StepJumps<Tone extends string>({ jumps, tones, onJump, named }: StepJumpsProps<Tone>): JSX.Element {
  // In step order, as the stepper walks: "the hardest step" may come before "the first trial".
  const buttons = [
    ...jumps.map((j) => ({ key: j.tone as string, testId: `jump-${j.tone}`, label: j.label, step: tones.indexOf(j.tone) + 1 })).filter((b) => b.step > 0),
    ...(named && named.step <= tones.length ? [{ key: 'named', testId: 'jump-named', label: named.label, step: named.step }] : []),
  ].sort((a, b) => a.step - b.step);
  return (
    <div class="eng-row" role="group" aria-label="Jump to a step">
      {buttons.map((b) => (
        <button key={b.key} type="button" class="btn" data-testid={b.testId} onClick={() => onJump(b.step)}>
          Jump to {b.label} (step {b.step})
        </button>
      ))}
    </div>
  );
}

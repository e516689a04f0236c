/**
 * Buttons that jump to the steps worth seeing in a trace view, for any genre:
 * the first step of each tone the genre lists ("first sum", "first trial" …),
 * each button shown only when the trace has such a step.
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
  return (
    <div class="eng-row" role="group" aria-label="Jump to a step">
      {jumps.map((j) => {
        const at = tones.indexOf(j.tone);
        return at < 0 ? null : (
          <button key={j.tone} type="button" class="btn" data-testid={`jump-${j.tone}`} onClick={() => onJump(at + 1)}>
            Jump to {j.label} (step {at + 1})
          </button>
        );
      })}
      {named && named.step <= tones.length && (
        <button type="button" class="btn" data-testid="jump-named" onClick={() => onJump(named.step)}>
          Jump to {named.label} (step {named.step})
        </button>
      )}
    </div>
  );
}

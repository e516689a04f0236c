/**
 * Every step of a recorded search in one short list, beside its stepper:
 * the reader sees at a glance that there are steps before and after the one
 * shown (a panel that opens at "Step 3 of 7" no longer hides steps 0–2), and
 * can jump to any of them. It starts closed (one line), so the drawing a
 * step changes stays next to the stepper's buttons. The list is one Tab stop; the arrow keys, Home
 * and End move inside it (a roving tabindex, src/ui/roving-focus.ts).
 */
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { rovingKeyTarget } from '../roving-focus';

export interface StepOutlineProps {
  /** Number of steps; positions run from 0 (before the first) to count. */
  count: number;
  value: number;
  onPick: (step: number) => void;
  /** The words for position k (the stepper's own description). */
  describe: (k: number) => string;
  testId?: string;
}

export function StepOutline({ count, value, onPick, describe, testId = 'step-outline' }: StepOutlineProps): JSX.Element | null {
  const list = useRef<HTMLOListElement>(null);
  if (count === 0) return null;
  const onKeyDown = (e: KeyboardEvent) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const next = rovingKeyTarget(buttons, e);
    if (!next) return;
    e.preventDefault();
    next.focus();
  };
  return (
    // Closed at first: open, its lines would push the drawing a step changes below the screen.
    <details class="sl-outline" data-testid={testId}>
      <summary>Steps 0 to {count} at a glance</summary>
      <ol ref={list} start={0} onKeyDown={onKeyDown} aria-label="Steps of the search; arrow keys move, Enter shows a step">
        {Array.from({ length: count + 1 }, (_, k) => (
          <li key={k}>
            <button type="button" class={k === value ? 'sl-outline-item sl-outline-now' : 'sl-outline-item'}
              tabIndex={k === value ? 0 : -1} aria-current={k === value ? 'step' : undefined} onClick={() => onPick(k)}
              data-step={k}>
              {/* One text node per part: adjacent text would be doubled when the server's markup is hydrated. */}
              <span class="sl-outline-k">{`${k}.`}</span> {describe(k)}
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
}

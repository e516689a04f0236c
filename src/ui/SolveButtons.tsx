/**
 * Solve and Cancel, as every solver island has them. Neither button is ever
 * `disabled`: a disabled button drops keyboard focus to the page the moment
 * it turns off, so they use aria-disabled instead, and focus follows the run —
 * from Solve to Cancel when a run starts, back to Solve when it ends — so a
 * keyboard user is never left on <body> (and, moved without scrolling, never
 * pulled away from where they read). Escape cancels (useSolverRun).
 */
import type { JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export interface SolveButtonsProps {
  onSolve: () => void;
  onCancel: () => void;
  busy: boolean;
  /** False while the board does not parse (Solve then explains nothing happens). */
  canSolve: boolean;
  solveText?: string;
  /** Test-id suffix for islands with more than one pair (e.g. a race lane). */
  idSuffix?: string;
  /** Id of the sentence saying why Solve is off (read with the button). */
  whyOffId?: string;
}

/** What focus() needs: an element, or a stand-in in a unit test. */
interface Focusable {
  focus(options?: FocusOptions): void;
}

/**
 * Moves focus between the two buttons as the run starts or ends, without
 * scrolling: a plain focus() brings the button into view, and a reader who had
 * scrolled down to the first results while the slower solver still ran was
 * thrown back up to Solve when it finished (on a phone, ~2,800 px above the
 * stepper of the Shakashaka solver).
 */
export function followRunFocus(busy: boolean, active: unknown, solve: Focusable | null, cancel: Focusable | null): void {
  if (active === null) return;
  if (busy && active === solve) cancel?.focus({ preventScroll: true });
  if (!busy && active === cancel) solve?.focus({ preventScroll: true });
}

export function SolveButtons({ onSolve, onCancel, busy, canSolve, solveText = 'Solve', idSuffix = '', whyOffId }: SolveButtonsProps): JSX.Element {
  const solve = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // In the render that flips `busy`, not after the browser paints: for that one painted frame the page said the run
  // had ended while focus still sat on the Cancel button that no longer does anything (a browser test read it there).
  useLayoutEffect(() => {
    followRunFocus(busy, typeof document === 'undefined' ? null : document.activeElement, solve.current, cancel.current);
  }, [busy]);
  const solveOff = busy || !canSolve;
  return (
    <span class="solve-buttons">
      <button ref={solve} type="button" class="btn btn-primary" aria-disabled={solveOff} data-testid={`solve${idSuffix}`}
        aria-describedby={solveOff && whyOffId ? whyOffId : undefined}
        onClick={() => !solveOff && onSolve()}>
        {solveText}
      </button>
      <button ref={cancel} type="button" class="btn" aria-disabled={!busy} aria-keyshortcuts="Escape" data-testid={`cancel${idSuffix}`}
        onClick={() => busy && onCancel()}>
        Cancel <span class="small-note">(Esc)</span>
      </button>
    </span>
  );
}

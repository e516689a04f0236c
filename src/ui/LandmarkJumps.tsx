/**
 * "Previous / next step that decides a cell": in a long trace most steps
 * are routine (a triangle ruled out here and there), and a reader wants to
 * go from one step that changes the picture to the next. Two buttons, and
 * the keys P and N while focus is anywhere in the trace view (the stepper
 * included: its keys bubble up to the view's handler). Any genre's steps;
 * the genre says which steps are landmarks and what to call them.
 */
import type { JSX } from 'preact';

export interface LandmarkJumpsProps {
  /** Whether each whole step is a landmark (step k + 1 is marks[k]). */
  marks: readonly boolean[];
  /** The step shown, 0 … marks.length. */
  step: number;
  onJump: (step: number) => void;
  /** What a landmark does, after "step that" and after "steps that": "decides a cell", "decide a cell". */
  what: string;
  whatPlural: string;
  /**
   * What the steps between landmarks do instead, after "Step 5" and after "Steps 1–71" ("decide no cell: they only
   * rule states out…"; the verb agrees). Said for the stretch a jump skips: on a landmark, the steps since the
   * previous one (or the start), so a jump there from step 0 says what it passed; elsewhere, the steps up to the next.
   */
  others?: readonly [string, string];
  /**
   * Per step (as `marks`), how many things it decides (cells, for "decides a cell"), and their name, singular and
   * plural: a step can decide several at once, so the count of steps and the count of things decided differ, and
   * the line says by how much.
   */
  sizes?: readonly number[];
  things?: readonly [string, string];
  testId?: string;
  /** The class prefix of the page's island frame (island-frame-css.ts): 'eng' unless the lesson has its own. */
  rowClass?: string;
}

/** The landmark steps before and after `step` (1-based), or null at either end. */
export function landmarkAround(marks: readonly boolean[], step: number): { previous: number | null; next: number | null } {
  let previous: number | null = null;
  for (let k = Math.min(step - 1, marks.length) - 1; k >= 0; k--) {
    if (marks[k]) {
      previous = k + 1;
      break;
    }
  }
  let next: number | null = null;
  for (let k = Math.max(step, 0); k < marks.length; k++) {
    if (marks[k]) {
      next = k + 1;
      break;
    }
  }
  return { previous, next };
}

/** The keys: N the next landmark, P the previous one (no modifier; a text field keeps its letters). */
export function landmarkKeyHandler(marks: readonly boolean[], step: number, onJump: (step: number) => void) {
  return (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tag = (event.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' && (event.target as HTMLInputElement).type !== 'range') return;
    if (tag === 'TEXTAREA' || tag === 'SELECT') return;
    const key = event.key.toLowerCase();
    if (key !== 'n' && key !== 'p') return;
    const around = landmarkAround(marks, step);
    const to = key === 'n' ? around.next : around.previous;
    event.preventDefault();
    if (to !== null) onJump(to);
  };
}

/**
 * "3 of them decide two or more cells at once, so together they decide 30 cells.": said only when the steps decide
 * more things than there are steps.
 */
export function landmarkTally(sizes: readonly number[], things: readonly [string, string]): string {
  const deciding = sizes.filter((n) => n > 0);
  const total = deciding.reduce((a, b) => a + b, 0);
  const several = deciding.filter((n) => n > 1).length;
  if (several === 0) return '';
  return ` ${several === 1 ? 'One of them decides' : `${several} of them decide`} two or more ${things[1]} at once, so together they decide ${total} ${total === 1 ? things[0] : things[1]}.`;
}

/** "3 of the 49 steps are not forced", "1 of the 49 steps is not forced": the verb agrees with the count. */
export function landmarkCount(total: number, steps: number, what: string, whatPlural: string): string {
  return `${total} of the ${steps} steps ${total === 1 ? what : whatPlural}`;
}

/** " Steps 1–71 decide no cell: …." for the stretch of other steps a jump passes (see `others`), or ''. */
export function skippedWords(marks: readonly boolean[], step: number, previous: number | null, next: number | null, others: readonly [string, string]): string {
  const onLandmark = step >= 1 && marks[step - 1];
  const [from, to] = onLandmark ? [(previous ?? 0) + 1, step - 1] : next !== null ? [step + 1, next - 1] : [1, 0];
  if (to < from) return '';
  return ` ${from === to ? `Step ${from} ${others[0]}` : `Steps ${from}–${to} ${others[1]}`}.`;
}

export function LandmarkJumps({ marks, step, onJump, what, whatPlural, others, sizes, things, testId = 'landmark', rowClass = 'eng' }: LandmarkJumpsProps): JSX.Element | null {
  const total = marks.filter(Boolean).length;
  if (total === 0) return null;
  const { previous, next } = landmarkAround(marks, step);
  const rank = marks.slice(0, step).filter(Boolean).length;
  const skipped = others ? skippedWords(marks, step, previous, next, others) : '';
  return (
    <div class={`${rowClass}-row`} role="group" aria-label={`Steps that ${whatPlural}`} data-testid={testId} data-total={total}>
      <button type="button" class="btn" aria-disabled={previous === null} aria-keyshortcuts="P" data-testid={`${testId}-previous`}
        onClick={() => previous !== null && onJump(previous)}>
        ‹ Previous step that {what}
        {previous !== null ? ` (step ${previous})` : ''}
      </button>
      <button type="button" class="btn" aria-disabled={next === null} aria-keyshortcuts="N" data-testid={`${testId}-next`}
        onClick={() => next !== null && onJump(next)}>
        Next step that {what}
        {next !== null ? ` (step ${next})` : ''} ›
      </button>
      <span class={`${rowClass}-small`} data-testid={`${testId}-count`}>
        {landmarkCount(total, marks.length, what, whatPlural)}; {rank} of them so far.{sizes && things ? landmarkTally(sizes, things) : ''}{skipped} Keys: N next, P previous.
      </span>
    </div>
  );
}

/**
 * The controls every by-hand island has, whatever the genre (Akari,
 * Shakashaka): the choice of board, Undo / Reset / Hint, the choice between
 * applying one inequality and adding two, and hiding finished inequalities.
 * Buttons with nothing to do stay focusable (aria-disabled) so a keyboard
 * user is never dropped on the page. The island keeps the state
 * (src/inequalities/hand-state.ts) and says what a hint is in its genre's words.
 */
import type { JSX } from 'preact';
import { canKeep, type HandMode, type HandTrial, type Judgement } from '../../../inequalities/hand-state';
import type { EngineVocabulary } from '../../../inequalities/vocabulary';
import { forcedPhrase } from './hand-text';

export interface HandBoard {
  id: string;
  label: string;
  /** The board in the text format. */
  text: string;
}

/** A select among the boards, shown only when there are several (the by-hand tool's and the play island's). */
export function HandBoardChoice({ boards, value, onChange, testId = 'hand-board-choice' }: {
  boards: readonly { id: string; label: string }[];
  value: string;
  onChange: (id: string) => void;
  testId?: string;
}): JSX.Element | null {
  if (boards.length < 2) return null;
  return (
    <p class="eng-row">
      <label>
        Board{' '}
        <select data-testid={testId} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
          {boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label}
            </option>
          ))}
        </select>
      </label>
    </p>
  );
}

export interface HandButtonsProps {
  /** Steps taken so far (Undo and Reset have nothing to do without one). */
  steps: number;
  /** Picks (or an offered trial) not yet applied: Undo clears them, so it is live even before the first step. */
  pending?: boolean;
  finished: boolean;
  /** The id of the words that say why Hint is greyed out once all is decided (HandIsland.tsx shows them under the bar). */
  finishedWhy?: string;
  onUndo: () => void;
  onReset: () => void;
  onHint: () => void;
  /**
   * Where the lesson asks the reader to reach forcing's fixpoint: a button that applies every forcing step at
   * once (each still listed with its inequality); `canForce` is false once no single inequality forces anything.
   */
  force?: { canForce: boolean; onForce: () => void };
}

export function HandButtons({ steps, pending = false, finished, finishedWhy, onUndo, onReset, onHint, force }: HandButtonsProps): JSX.Element {
  return (
    <div class="eng-row">
      <button type="button" class="btn" data-testid="hand-undo" aria-keyshortcuts="Control+Z" aria-disabled={steps === 0 && !pending} onClick={() => (steps > 0 || pending) && onUndo()}>
        Undo
      </button>
      <button type="button" class="btn" data-testid="hand-reset" aria-disabled={steps === 0} onClick={() => steps > 0 && onReset()}>
        Reset
      </button>
      <button type="button" class="btn" data-testid="hand-hint" aria-disabled={finished} aria-describedby={finished ? finishedWhy : undefined}
        onClick={() => !finished && onHint()}>
        Hint
      </button>
      {force && (
        <button type="button" class="btn" data-testid="hand-force-all" aria-disabled={!force.canForce} onClick={() => force.canForce && force.onForce()}>
          Force to fixpoint
        </button>
      )}
    </div>
  );
}

/**
 * What the current pick lets the reader do, under Hint: Apply what it
 * forces, or keep a pair's sum for later. It sits with Undo, Reset and Hint
 * (not under the verdict), so on a phone, where the list and the verdict
 * come far below the board, Apply stays as near as Hint.
 */
export function HandStepButton({ judgement, offer = null, words, nextSum, onApply, onKeep }: {
  judgement: Judgement | null;
  /** A trial the Hint offered: Apply takes it. */
  offer?: HandTrial | null;
  words: EngineVocabulary;
  nextSum: string;
  onApply: () => void;
  onKeep: () => void;
}): JSX.Element | null {
  if (offer) {
    return (
      <button type="button" class="btn btn-primary hand-apply" data-testid="hand-apply" onClick={onApply}>
        Apply the trial: {forcedPhrase([{ variable: offer.variable, value: offer.concluded }], words)}
      </button>
    );
  }
  if (!judgement) return null;
  const verdict = judgement.kind === 'one' ? judgement.verdict : judgement.result.verdict;
  if (verdict.kind === 'forces') {
    return (
      <button type="button" class="btn btn-primary hand-apply" data-testid="hand-apply" onClick={onApply}>
        Apply: {forcedPhrase(verdict.forced, words)}
      </button>
    );
  }
  if (verdict.kind === 'nothing' && canKeep(judgement)) {
    return (
      <button type="button" class="btn" data-testid="hand-keep" onClick={onKeep}>
        Keep the sum as {nextSum}
      </button>
    );
  }
  return null;
}

/** Apply one inequality or add two; `name` groups the radio buttons (unique on the page). */
export function HandModeChoice({ mode, name, onChange }: { mode: HandMode; name: string; onChange: (mode: HandMode) => void }): JSX.Element {
  return (
    <fieldset class="eng-fieldset">
      <legend>What to do</legend>
      {(['one', 'pair'] as HandMode[]).map((m) => (
        <label key={m} class="eng-choice">
          <input type="radio" name={name} checked={mode === m} data-testid={`hand-mode-${m}`} onChange={() => onChange(m)} />
          {m === 'one' ? 'Apply one inequality' : 'Add two inequalities'}
        </label>
      ))}
    </fieldset>
  );
}

export function HideDoneChoice({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }): JSX.Element {
  return (
    <label class="eng-choice">
      <input type="checkbox" checked={on} data-testid="hand-hide-done" onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} />
      Hide finished inequalities (those that hold whatever happens)
    </label>
  );
}

/**
 * A hint's levels as the reader asks for them, one press each: where to
 * look, which rule, the deduction with its reason; at the third, Apply
 * places the digit (a trial says it is a guess). Each level is a line of its
 * own, so the ones already read stay on the page.
 */
import type { JSX } from 'preact';
import type { Hint } from '../../puzzles/sudoku/play/hint';
import { cellName } from '../../puzzles/sudoku/puzzle';

const LEVEL_NAMES = ['Where to look', 'The rule', 'The deduction'];

/**
 * The Hint button's words with `shown` levels on screen. Between presses it names the level the NEXT press
 * shows, and says so ("Next hint: level 2 of 3"): "Hint, level 2 of 3" was read as the level already shown.
 */
export function hintButtonLabel(shown: number, broken: boolean): string {
  if (shown === 0) return 'Hint';
  if (shown < LEVEL_NAMES.length) return `Next hint: level ${shown + 1} of ${LEVEL_NAMES.length}`;
  return broken ? 'Hint (all shown)' : `Hint (all ${LEVEL_NAMES.length} levels shown)`;
}

export function HintPanel({ hint, level, size, onApply, onUndoTrial }: { hint: Hint; level: number; size: number; onApply: () => void; onUndoTrial: () => void }): JSX.Element {
  const u = hint.undoTrial;
  const texts = [hint.where, hint.rule, hint.deduction];
  const a = hint.apply;
  return (
    <div class="sd-hint" data-testid="play-hint-panel" data-kind={hint.kind} data-level={level} aria-live="polite">
      <ol>
        {texts.slice(0, level).map((t, k) => (
          <li key={k} data-testid={`play-hint-${k + 1}`}>
            <strong>{LEVEL_NAMES[k]}:</strong> {k === 2 && hint.brief ? hint.brief : t}
            {/* A long chain of forced moves: its first few above, every one behind a fold. */}
            {k === 2 && hint.brief && (
              <details data-testid="play-hint-full"><summary>Every forced move</summary>{t}</details>
            )}
          </li>
        ))}
      </ol>
      {level >= 3 && a && (
        <button type="button" class="btn" data-testid="play-apply" onClick={onApply}>
          {a.trial ? `Apply the trial: ${cellName(size, a.cell)} = ${a.value} (a guess)` : `Apply: ${cellName(size, a.cell)} = ${a.value}`}
        </button>
      )}
      {level >= 3 && u && (
        <button type="button" class="btn" data-testid="play-undo-trial" onClick={onUndoTrial}>
          {`Undo the trial ${cellName(size, u.trial.cell)} = ${u.trial.value}${u.next === null ? '' : ` and try ${u.next}`}`}
        </button>
      )}
    </div>
  );
}

/**
 * The hint in three presses, from the reader's own position: (1) where to
 * look — the cells of the deciding inequality are hatched and outlined on
 * the board and named in words; (2) which inequality applies, in words and
 * as a formula; (3) what it gives and why. Then Apply puts it on the board.
 * A trial is offered only when nothing else settles anything, and its badge
 * says it is one. A mark of the reader's that the givens rule out is named
 * first, in the same three parts (where, the rule, the proof), instead of a deduction that would build on it. The step comes from the genre's model through
 * src/inequalities/next-step.ts; the words from ./hint-text.ts.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { applyDeduction, stepInequalities, type Deduction, type NextStep } from '../../../inequalities/next-step';
import type { PlayBoard, PlayModel } from '../../../inequalities/play-check';
import { useBringIntoView } from '../../bring-into-view';
import Formula from '../../Formula';
import { wrongPlacements, type WrongPlacement } from '../../../inequalities/givens-proof';
import { HINT_BUTTON_LABELS, hintLevels, hintMoreWords, hintWrongLevels, noHintWords, type HintLevels } from './hint-text';

export interface Hint {
  level: number;
  step: NextStep | null;
  /** The reader's marks the givens rule out: a hint would build on them, so it names them instead. */
  wrong: WrongPlacement[];
  levels: HintLevels | null;
  /** Variables to hatch (level 1 on), and those the hint would settle (level 3). */
  marked: number[];
  preview: number[];
  more(): void;
  /** Back to no hint shown: Check's answer takes the board's marks over. */
  clear(): void;
}

const isDeduction = (s: NextStep | null): s is Deduction => s !== null && (s.kind === 'one' || s.kind === 'pair' || s.kind === 'star' || s.kind === 'trial');

/** The hint of the position `values`: which level is shown, and the step behind it (found on the first press). */
export function useHint(board: PlayBoard, values: readonly number[], prefer: readonly number[]): Hint {
  const [level, setLevel] = useState(0);
  useEffect(() => setLevel(0), [values]);
  const asked = level > 0;
  const step = useMemo(() => (asked ? board.finder.next(values, { prefer }) : null), [board, values, asked]);
  // A mark the givens already rule out comes first: any deduction from it could only mislead.
  const wrong = useMemo(() => (asked ? wrongPlacements(board.givens(), values) : []), [board, values, asked]);
  const levels = isDeduction(step) && wrong.length === 0 ? hintLevels(board.model, step, values) : null;
  const marked = wrong.length > 0 ? wrong.map((w) => w.variable)
    : !isDeduction(step) ? (step?.kind === 'broken' ? [...board.model.constraints[step.id].inequality.vars] : [])
    : step.kind === 'trial' ? [step.variable] : [...new Set(stepInequalities(step).flatMap((id) => board.model.constraints[id].inequality.vars))];
  const preview = level >= 3 && levels ? levels.forced.map((f) => f.variable) : [];
  return { level, step, wrong, levels, marked: asked ? marked : [], preview, more: () => setLevel((l) => Math.min(3, l + 1)), clear: () => setLevel(0) };
}


export interface HintPanelProps {
  hint: Hint;
  model: PlayModel;
  values: readonly number[];
  onApply: (next: number[], forced: number[]) => void;
}

export function HintPanel({ hint, model, values, onApply }: HintPanelProps): JSX.Element {
  const { level, step, levels } = hint;
  const wrong = level > 0 && hint.wrong.length > 0 ? hintWrongLevels(model, hint.wrong, values) : null;
  const full = level >= 3 || (level > 0 && !levels && !wrong);
  // Each press adds text below the button: the panel is brought into view when that text is off the screen.
  const ref = useBringIntoView<HTMLElement>(level, level > 0);
  return (
    <section ref={ref} class="play-panel" aria-label="Hint" data-testid="play-hint" data-level={level} data-kind={step?.kind ?? ''}>
      <div class="eng-row">
        <button type="button" class="btn" data-testid="play-hint-button" aria-disabled={full} onClick={() => !full && hint.more()}>
          {HINT_BUTTON_LABELS[full ? 3 : level]}
        </button>
        {level > 0 && !full && <span data-testid="play-hint-more">{hintMoreWords(level)}</span>}
      </div>
      {wrong && (
        <ol class="play-levels" data-testid="play-hint-wrong">
          <li data-testid="play-hint-1">
            <span class="eng-badge" data-tone="trial">Cannot be right</span> {wrong.look}
          </li>
          {level >= 2 && <li data-testid="play-hint-2">{wrong.rule}</li>}
          {level >= 3 && (
            <li data-testid="play-hint-3">
              <p>{wrong.proof.lead}</p>
              {wrong.proof.steps.length > 1 ? (
                <ol class="play-proof-steps">{wrong.proof.steps.map((t) => <li key={t}>{t}</li>)}</ol>
              ) : (
                <p>{wrong.proof.steps[0]}</p>
              )}
              <p>{wrong.proof.close}</p>
            </li>
          )}
        </ol>
      )}
      {level > 0 && hint.wrong.length === 0 && !levels && step && !isDeduction(step) && (
        <p data-testid="play-hint-none">{noHintWords(step, model, values)}</p>
      )}
      {levels && (
        <ol class="play-levels">
          <li data-testid="play-hint-1">
            <span class="eng-badge" data-tone={levels.trial ? 'trial' : 'deduce'}>{levels.badge}</span> {levels.look}
          </li>
          {level >= 2 && (
            <li data-testid="play-hint-2">
              <p>{levels.rule}</p>
              {levels.formulas.map((f) => (
                <div key={f.label} class="scroll-x eng-formula-block">
                  <span class="play-label">{f.label}</span> <Formula tex={f.tex} />
                </div>
              ))}
            </li>
          )}
          {level >= 3 && (
            <li data-testid="play-hint-3">
              {levels.sum && (
                <>
                  {levels.sumIntro && <p data-testid="play-hint-sum-intro">{levels.sumIntro}</p>}
                  <div class="scroll-x eng-formula-block" data-testid="play-hint-sum">
                    <Formula tex={levels.sum} />
                  </div>
                </>
              )}
              <p>{levels.deduction}</p>
              <button type="button" class="btn" data-testid="play-apply"
                onClick={() => isDeduction(step) && onApply(applyDeduction(values, step), levels.forced.map((f) => f.variable))}>
                {levels.trial ? 'Apply what the trial proves' : 'Apply'}
              </button>
            </li>
          )}
        </ol>
      )}
    </section>
  );
}

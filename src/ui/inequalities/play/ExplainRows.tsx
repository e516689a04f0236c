/**
 * The inequalities an "Explain from here" step used, as the step used them:
 * each as the model writes it, then with the values known before the step
 * put in (reduced, in ≥ form), and for a sum of two the two reduced rows
 * added column by column (a star's three or four rows: their sum). What forces is the reduced row, so a reader who
 * saw only the written one could not follow the step.
 */
import type { JSX } from 'preact';
import { substitute } from '../../../inequalities/forcing';
import { addInequalities } from '../../../inequalities/inequality';
import { inequalityToKatex, pairSumToKatex } from '../../../inequalities/katex';
import type { Deduction } from '../../../inequalities/next-step';
import type { PlayModel } from '../../../inequalities/play-check';
import Formula from '../../Formula';

export interface ExplainRowsProps {
  model: PlayModel;
  step: Deduction;
  /** The values before the step. */
  before: readonly number[];
}

/** A trial's forced steps listed one by one, at most this many (a longer chain says how many more). */
const TRIAL_STEPS_LISTED = 12;

export function ExplainRows({ model, step, before }: ExplainRowsProps): JSX.Element | null {
  if (step.kind === 'trial') return <TrialChain model={model} step={step} />;
  const ids = step.kind === 'one' ? [step.id] : [...step.ids];
  const name = (v: number) => model.words.tex(v);
  const reduced = ids.map((id) => substitute(model.constraints[id].inequality, before));
  return (
    <div class="scroll-x eng-formula-block" data-testid="play-explain-rows">
      {ids.map((id, i) => (
        <div key={id} data-testid="play-explain-row" data-id={id}>
          <span class="play-label">({id + 1})</span> <Formula tex={model.tex(id)} />
          <div class="eng-small">
            with the known cells put in: <Formula tex={inequalityToKatex(reduced[i], name, { form: 'ge' })} />
          </div>
        </div>
      ))}
      {reduced.length > 2 && (
        <div data-testid="play-explain-sum">
          <span class="eng-small">Added, one after another, they give:</span>
          <Formula display tex={inequalityToKatex(reduced.reduce((a, b) => addInequalities(a, b)), name, { form: 'ge' })} />
        </div>
      )}
      {reduced.length === 2 && (
        <div data-testid="play-explain-sum">
          <span class="eng-small">Added, column by column:</span>
          {/* formula-sum draws the rule above the total (MathML's own rowlines are not drawn), as in the lesson's worked sum. */}
          <Formula display class="formula-sum" tex={pairSumToKatex(reduced[0], reduced[1], addInequalities(reduced[0], reduced[1]), name)} />
        </div>
      )}
    </div>
  );
}

/**
 * A trial, shown as its argument: the supposition, each value forcing then
 * settled with the inequality that forced it, and the inequality that can no
 * longer hold — the "why" behind "forcing breaks (7)".
 */
function TrialChain({ model, step }: { model: PlayModel; step: Extract<Deduction, { kind: 'trial' }> }): JSX.Element {
  const { words } = model;
  const shown = step.steps.slice(0, TRIAL_STEPS_LISTED);
  return (
    <div class="scroll-x eng-formula-block" data-testid="play-explain-trial">
      <ol class="eng-small">
        <li>Suppose {words.name(step.variable)} = {step.assumed} ({words.valueWord(step.assumed)}).</li>
        {shown.map((s, i) => (
          <li key={i} data-testid="play-explain-trial-step">
            Then ({s.by + 1}) forces {words.name(s.variable)} = {s.value} ({words.valueWord(s.value)}).
          </li>
        ))}
        {step.steps.length > shown.length && <li>… and {step.steps.length - shown.length} more forced values</li>}
        <li>
          Then ({step.conflict + 1}) can no longer hold: <Formula tex={model.tex(step.conflict)} />. So {words.name(step.variable)} = {1 - step.assumed} ({words.valueWord((1 - step.assumed) as 0 | 1)}).
        </li>
      </ol>
    </div>
  );
}

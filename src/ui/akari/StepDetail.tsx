/**
 * One step of the trace, spelled out: its badge and sentence, the inequality
 * that acted (as it stood, known cells substituted) in KaTeX, for a sum the
 * pairs aligned in columns and added, the cells it settled, and for a trial
 * the board as it looked under the assumption (which is then thrown away).
 * Pure, so the exported page shows each step with the same component.
 */
import type { JSX } from 'preact';
import { inequalityFromJson } from '../../inequalities/inequality';
import { pairSumToKatex } from '../../inequalities/katex';
import type { AkariEvent, SumEvent, TrialStepEvent } from '../../puzzles/akari/events';
import { variableName, type AkariModel } from '../../puzzles/akari/model';
import Formula from '../Formula';
import { AkariBoard } from './AkariBoard';
import { inequalityLabel, jsonToKatex, valueTex } from './constraint-groups';
import { describeAkariStep, sumWords } from './step-words';

export interface StepDetailProps {
  model: AkariModel;
  /** The step's depth-0 event, and the depth-1 events after it. */
  event: AkariEvent;
  sub: readonly AkariEvent[];
  /** Per variable after the step (for the trial's board under its assumption). */
  values: readonly number[];
  testId?: string;
}

export function StepBadge({ event, sub }: { event: AkariEvent; sub: readonly AkariEvent[] }): JSX.Element {
  const words = describeAkariStep(event, sub);
  return (
    <span class="ak-badge" data-tone={words.tone} data-testid="step-badge">
      {words.badge}
    </span>
  );
}

export function StepDetail({ model, event, sub, values, testId = 'step-detail' }: StepDetailProps): JSX.Element {
  const words = describeAkariStep(event, sub);
  const name = variableName(model);
  const sums = sub.filter((s): s is SumEvent => s.kind === 'sum');
  return (
    <div class="ak-step" data-testid={testId} data-kind={event.kind} data-tone={words.tone}>
      <p class="ak-step-text">
        <StepBadge event={event} sub={sub} /> {words.text}
      </p>
      {sums.length > 0 && (
        <div data-testid={`${testId}-sums`}>
          <p class="ak-small">
            How the sum was built: both inequalities in ≥ form (a ≤ multiplied by −1), known cells put in, added column by column.
          </p>
          <ol class="ak-sums">
          {sums.map((s) => (
            <li key={s.id} data-testid={`${testId}-sum`}>
              <span>{sumWords(s)}</span>
              <div class="ak-formula-block">
                <Formula display tex={pairSumToKatex(inequalityFromJson(s.left), inequalityFromJson(s.right), inequalityFromJson(s.inequality), name)} />
              </div>
            </li>
          ))}
          </ol>
        </div>
      )}
      {(event.kind === 'deduce' || event.kind === 'contradiction') && (
        <div class="ak-formula-block" data-testid={`${testId}-formula`}>
          <span class="ak-small">{inequalityLabel(event.by)} as it stood{event.kind === 'deduce' ? ' when it forced' : ''}:</span>
          <Formula display tex={jsonToKatex(model, event.inequality)} />
        </div>
      )}
      {event.kind === 'deduce' && <Settled model={model} settled={event.forced} testId={testId} />}
      {event.kind === 'trial' && <TrialDetail model={model} event={event} steps={sub} values={values} testId={testId} />}
    </div>
  );
}

function Settled({ model, settled, testId }: { model: AkariModel; settled: readonly { variable: number; value: number }[]; testId: string }) {
  return (
    <ul class="ak-settled" aria-label="Cells settled" data-testid={`${testId}-settled`}>
      {settled.map((f) => (
        <li key={f.variable} data-var={f.variable} data-value={f.value}>
          <Formula tex={valueTex(model, f.variable, f.value)} /> {f.value === 1 ? 'lamp' : 'no lamp (×)'}
        </li>
      ))}
    </ul>
  );
}

interface TrialDetailProps {
  model: AkariModel;
  event: Extract<AkariEvent, { kind: 'trial' }>;
  steps: readonly AkariEvent[];
  values: readonly number[];
  testId: string;
}

function TrialDetail({ model, event, steps, values, testId }: TrialDetailProps) {
  const forced = steps.filter((s): s is TrialStepEvent => s.kind === 'trial-step');
  const hypothetical = values.slice();
  hypothetical[event.variable] = event.assumed;
  for (const s of forced) hypothetical[s.variable] = s.value;
  const conflictCells = event.conflictInequality.terms.map(([v]) => v);
  return (
    <div class="ak-hypo" data-testid={`${testId}-trial`}>
      <p class="ak-small">
        Under the assumption <Formula tex={valueTex(model, event.variable, event.assumed)} /> (kept only for this trial):
      </p>
      {forced.length > 0 && (
        <ol class="ak-sums">
          {forced.map((s, i) => (
            <li key={i}>
              <Formula tex={valueTex(model, s.variable, s.value)} /> by {inequalityLabel(s.by)}
            </li>
          ))}
        </ol>
      )}
      <div class="ak-formula-block">
        <span class="ak-small">Then {inequalityLabel(event.conflict)} cannot hold:</span>
        <Formula display tex={jsonToKatex(model, event.conflictInequality)} />
      </div>
      <AkariBoard puzzle={model.puzzle} values={hypothetical} changed={[event.variable, ...forced.map((s) => s.variable)]}
        highlight={conflictCells} compact maxWidth={220} testId={`${testId}-trial-board`}
        label="The board under the assumption" caption="Under the assumption: flagged cells were assumed or forced; hatched cells are the failing inequality's." />
      <Settled model={model} settled={[{ variable: event.variable, value: event.concluded }]} testId={testId} />
    </div>
  );
}

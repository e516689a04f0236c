/**
 * One step of a Shakashaka trace: the engine's step detail
 * (src/ui/inequalities/StepDetail.tsx) in the board's words, with the
 * Shakashaka board for a trial's hypothetical state — and, first, which
 * rule of the puzzle acted: the constraint of the model behind the step
 * (its family and what it says about which cells), so a reader sees the
 * puzzle's reason and not only an inequality's number.
 */
import type { JSX } from 'preact';
import type { ChainEvent, SumEvent } from '../../inequalities/events';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import { constraintLabel } from '../../puzzles/shakashaka/model/words';
import { shakashakaModelWords } from '../../puzzles/shakashaka/vocabulary';
import { inequalityLabel } from '../inequalities/labels';
import { StepDetail as EngineStepDetail, type TrialBoardProps } from '../inequalities/StepDetail';
import { ShakashakaBoard } from './ShakashakaBoard';
import { describeShakashakaStep } from './step-words';

export interface StepDetailProps {
  model: ShakashakaModel;
  /** The step's depth-0 event, and the deeper events after it. */
  event: ShakashakaEvent;
  sub: readonly ShakashakaEvent[];
  /** Per variable after the step (for the trial's board under its assumption). */
  values: readonly number[];
  /** The look-ahead whose chain sum made this deduction, if one did (../inequalities/chain-steps.ts). */
  chain?: ChainEvent;
  testId?: string;
}

/** The model's constraints a step rests on: the one that acted, or those a sum was built from. */
export function constraintsOfStep(model: ShakashakaModel, event: ShakashakaEvent, sub: readonly ShakashakaEvent[]): number[] {
  const given = (id: number) => id >= 0 && id < model.constraints.length;
  const ids: number[] = [];
  const add = (id: number) => given(id) && !ids.includes(id) && ids.push(id);
  if (event.kind === 'deduce' || event.kind === 'contradiction') add(event.by);
  if (event.kind === 'trial') add(event.conflict);
  if (event.kind === 'chain') event.inequalities.forEach(add);
  for (const s of sub) if (s.kind === 'sum') (s as SumEvent).parents.forEach(add);
  return ids;
}

/** Past this many, the constraints of a step are counted rather than listed. */
const LISTED = 6;

export function StepDetail({ model, event, sub, values, chain, testId = 'step-detail' }: StepDetailProps): JSX.Element {
  const puzzle = model.puzzle;
  const words = shakashakaModelWords(model);
  const trialBoard = (p: TrialBoardProps) => (
    <ShakashakaBoard puzzle={puzzle} values={p.values} changed={p.changed} highlight={p.highlight} compact maxWidth={240}
      testId={p.testId} label={p.label} caption={p.caption} />
  );
  const ids = constraintsOfStep(model, event, sub);
  const described = describeShakashakaStep(event, sub, words, chain);
  // The board beside this text marks the supposed cell (TracePanel.tsx); the text says which mark it is.
  const text = event.kind === 'chain' || event.kind === 'trial' ? `${described.text} On the board, the supposed cell has a dotted outline around it.` : described.text;
  return (
    <>
      {ids.length > 0 && (
        <div class="sk-rules" data-testid={`${testId}-rules`}>
          <span class="sk-small">{event.kind === 'trial' ? 'The rule that failed under the supposition:' : ids.length === 1 ? 'The rule behind it:' : 'The rules behind it:'}</span>
          <ul>
            {ids.slice(0, LISTED).map((id) => (
              <li key={id} data-id={id} data-family={model.constraints[id].family}>
                <strong>{inequalityLabel(id)}</strong> {constraintLabel(model, id)}
              </li>
            ))}
            {ids.length > LISTED && <li>… and {ids.length - LISTED} more of the model’s inequalities.</li>}
          </ul>
        </div>
      )}
      <EngineStepDetail words={words} described={{ ...described, text }} event={event} sub={sub} values={values}
        trialBoard={trialBoard} testId={testId} />
    </>
  );
}

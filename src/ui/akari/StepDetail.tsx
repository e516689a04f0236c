/**
 * One step of an Akari trace: the engine's step detail
 * (src/ui/inequalities/StepDetail.tsx) in Akari's words, with the Akari board
 * for a trial's hypothetical state.
 */
import type { JSX } from 'preact';
import type { ChainEvent } from '../../inequalities/events';
import type { AkariEvent } from '../../puzzles/akari/events';
import type { AkariModel } from '../../puzzles/akari/model';
import { AKARI_WORDS } from '../../puzzles/akari/vocabulary';
import { StepBadge as EngineStepBadge, StepDetail as EngineStepDetail, type TrialBoardProps } from '../inequalities/StepDetail';
import { AkariBoard } from './AkariBoard';
import { describeAkariStep, inequalityLabel } from './step-words';
import Formula from '../Formula';
import { inequalityToKatex } from '../../inequalities/katex';
import { variableName } from '../../puzzles/akari/model';

export interface StepDetailProps {
  model: AkariModel;
  /** The step's depth-0 event, and the depth-1 events after it. */
  event: AkariEvent;
  sub: readonly AkariEvent[];
  /** The chain step whose sum made this deduction, if one did (../inequalities/chain-steps.ts). */
  chain?: ChainEvent;
  /** Per variable after the step (for the trial's board under its assumption). */
  values: readonly number[];
  testId?: string;
}

export function StepBadge({ event, sub }: { event: AkariEvent; sub: readonly AkariEvent[] }): JSX.Element {
  return <EngineStepBadge described={describeAkariStep(event, sub)} />;
}

export function StepDetail({ model, event, sub, chain, values, testId = 'step-detail' }: StepDetailProps): JSX.Element {
  const trialBoard = (p: TrialBoardProps) => (
    // Not compact: the cells keep their x names, so the step's words can be found on this board.
    <AkariBoard puzzle={model.puzzle} values={p.values} changed={p.changed} highlight={p.highlight} maxWidth={300}
      testId={p.testId} label={p.label} caption={p.caption} />
  );
  // A chain's inequalities by number alone say little: each is listed with its words and its formula.
  const links = event.kind === 'chain' ? event.inequalities : chain && event.kind === 'deduce' && event.source === 'sum' ? chain.inequalities : null;
  return (
    <>
      <EngineStepDetail words={AKARI_WORDS} described={describeAkariStep(event, sub, chain)} event={event} sub={sub} values={values}
        trialBoard={trialBoard} original={(id) => model.constraints[id]?.inequality} testId={testId} />
      {links && <ChainList model={model} ids={links} testId={`${testId}-chain`} />}
    </>
  );
}

/** The chain's inequalities in the order they acted: number, what it says on the board, formula. */
function ChainList({ model, ids, testId }: { model: AkariModel; ids: readonly number[]; testId: string }): JSX.Element {
  const name = variableName(model);
  return (
    <ol class="eng-small chain-list" data-testid={testId} aria-label="The chain's inequalities, in the order they acted">
      {ids.map((id) => {
        const c = model.constraints[id];
        return (
          <li key={id}>
            <strong>{inequalityLabel(id)}</strong>
            {c ? <>: {c.label}, <Formula tex={inequalityToKatex(c.inequality, name)} /></> : ': a sum kept earlier in the run'}
          </li>
        );
      })}
    </ol>
  );
}

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
import { describeAkariStep } from './step-words';

export interface StepDetailProps {
  model: AkariModel;
  /** The step's depth-0 event, and the depth-1 events after it. */
  event: AkariEvent;
  sub: readonly AkariEvent[];
  /** The chain step whose sum made this deduction, if one did (./chain-steps.ts). */
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
    <AkariBoard puzzle={model.puzzle} values={p.values} changed={p.changed} highlight={p.highlight} compact maxWidth={220}
      testId={p.testId} label={p.label} caption={p.caption} />
  );
  return (
    <EngineStepDetail words={AKARI_WORDS} described={describeAkariStep(event, sub, chain)} event={event} sub={sub} values={values}
      trialBoard={trialBoard} testId={testId} />
  );
}

/**
 * Every step of an Akari trace for the worked-example page: the step in
 * words with its formulas (the same StepDetail the lesson shows) and the
 * board after it, drawn every k-th step past a budget of drawn cells
 * (./steps.tsx), which the page says; every step's text and formulas are
 * always there.
 */
import type { JSX } from 'preact';
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariModel } from '../puzzles/akari/model';
import { akariReplay, type AkariView } from '../puzzles/akari/replay';
import { AkariBoard } from '../ui/akari/AkariBoard';
import { StepDetail } from '../ui/akari/StepDetail';
import { ExportStepList, replaySteps, type ExportStep as GenericStep } from './steps';

export { boardEvery, STEP_BOARD_CELL_BUDGET } from './steps';

export type ExportStep = GenericStep<AkariEvent, AkariView>;

/** The trace's whole steps with the view after each (one pass through the reducer). */
export function exportSteps(model: AkariModel, events: readonly AkariEvent[]): ExportStep[] {
  return replaySteps(akariReplay, model.puzzle, events);
}

export function AkariStepList({ model, events }: { model: AkariModel; events: readonly AkariEvent[] }): JSX.Element {
  return (
    <ExportStepList steps={exportSteps(model, events)} cells={model.puzzle.width * model.puzzle.height} things="cells"
      detail={(s) => <StepDetail model={model} event={s.event} sub={s.sub} values={s.view.values} testId={`export-step-${s.number}`} />}
      board={(s) => (
        <AkariBoard puzzle={model.puzzle} values={s.view.values} changed={s.view.changed}
          highlight={s.view.focus ? s.view.focus.inequality.terms.map(([v]) => v) : []}
          compact maxWidth={190} testId={`export-step-board-${s.number}`} label={`The board after step ${s.number}`} />
      )} />
  );
}

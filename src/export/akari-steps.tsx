/**
 * Every step of an Akari trace for the worked-example page: the step in
 * words with its formulas (the same StepDetail the lesson shows) and the
 * board after it. A board per step would make a 25×25 page weigh tens of
 * megabytes, so past a budget of drawn cells the boards are drawn every k-th
 * step (and after the last), and the page says so; every step's text and
 * formulas are always there.
 */
import type { JSX } from 'preact';
import { stepStarts } from '../core/trace';
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariModel } from '../puzzles/akari/model';
import { akariReplay, type AkariView } from '../puzzles/akari/replay';
import { AkariBoard } from '../ui/akari/AkariBoard';
import { StepDetail } from '../ui/akari/StepDetail';

/** Cells drawn in all step boards together before boards are thinned out. */
export const STEP_BOARD_CELL_BUDGET = 15_000;

export interface ExportStep {
  /** 1-based step number. */
  number: number;
  event: AkariEvent;
  sub: AkariEvent[];
  /** The view after the step. */
  view: AkariView;
}

/** The trace's whole steps with the view after each (one pass through the reducer). */
export function exportSteps(model: AkariModel, events: readonly AkariEvent[]): ExportStep[] {
  const starts = stepStarts(events);
  const out: ExportStep[] = [];
  const view = akariReplay.initial(model.puzzle);
  let next = 0;
  for (let k = 0; k < starts.length; k++) {
    const end = k + 1 < starts.length ? starts[k + 1] : events.length;
    for (; next < end; next++) akariReplay.apply(view, events[next]);
    out.push({ number: k + 1, event: events[starts[k]], sub: events.slice(starts[k] + 1, end), view: akariReplay.clone(view) });
  }
  return out;
}

/** Draw the board after every `every`-th step (and after the last). */
export function boardEvery(steps: number, cells: number): number {
  return Math.max(1, Math.ceil((steps * cells) / STEP_BOARD_CELL_BUDGET));
}

export function AkariStepList({ model, events }: { model: AkariModel; events: readonly AkariEvent[] }): JSX.Element {
  const steps = exportSteps(model, events);
  const every = boardEvery(steps.length, model.puzzle.width * model.puzzle.height);
  return (
    <>
      {every > 1 && (
        <p data-testid="step-boards-thinned">
          The board is drawn after every {every}th step and after the last one, to keep this page small; every step’s
          inequality and the cells it settled are listed.
        </p>
      )}
      <ol class="ak-steps" data-testid="export-steps">
        {steps.map((s) => {
          const drawn = s.number % every === 0 || s.number === steps.length;
          const focus = s.view.focus ? s.view.focus.inequality.terms.map(([v]) => v) : [];
          return (
            <li key={s.number} data-testid="export-step" data-step={s.number} data-kind={s.event.kind}>
              <div class="ak-step-row">
                <div>
                  <strong>Step {s.number}.</strong>
                  <StepDetail model={model} event={s.event} sub={s.sub} values={s.view.values} testId={`export-step-${s.number}`} />
                </div>
                {drawn && (
                  <div class="ak-step-board">
                    <AkariBoard puzzle={model.puzzle} values={s.view.values} changed={s.view.changed} highlight={focus}
                      compact maxWidth={190} testId={`export-step-board-${s.number}`} label={`The board after step ${s.number}`} />
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

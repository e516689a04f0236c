/**
 * The whole steps of a trace for a worked-example page, with the view after
 * each (one pass through the genre's reducer), and how often a page can
 * afford to draw the board: a board per step would make a 25×25 page weigh
 * tens of megabytes, so past a budget of drawn cells the boards are drawn
 * every k-th step (and after the last). Shared by the genres' export pages.
 */
import type { JSX } from 'preact';
import type { Replay } from '../core/player';
import { stepStarts, type TraceEventBase } from '../core/trace';

/** Cells drawn in all step boards together before boards are thinned out. */
export const STEP_BOARD_CELL_BUDGET = 15_000;

export interface ExportStep<E, V> {
  /** 1-based step number. */
  number: number;
  event: E;
  sub: E[];
  /** The view after the step. */
  view: V;
}

export function replaySteps<P, V, E extends TraceEventBase>(replay: Replay<P, V, E>, puzzle: P, events: readonly E[]): ExportStep<E, V>[] {
  const starts = stepStarts(events);
  const out: ExportStep<E, V>[] = [];
  const view = replay.initial(puzzle);
  let next = 0;
  for (let k = 0; k < starts.length; k++) {
    const end = k + 1 < starts.length ? starts[k + 1] : events.length;
    for (; next < end; next++) replay.apply(view, events[next]);
    out.push({ number: k + 1, event: events[starts[k]], sub: events.slice(starts[k] + 1, end), view: replay.clone(view) });
  }
  return out;
}

/** Draw the board after every `every`-th step (and after the last). */
export function boardEvery(steps: number, cells: number): number {
  return Math.max(1, Math.ceil((steps * cells) / STEP_BOARD_CELL_BUDGET));
}

export interface ExportStepListProps<E, V> {
  steps: readonly ExportStep<E, V>[];
  /** Cells of the board, for thinning out the drawn boards. */
  cells: number;
  /** What the steps settle, for the note on thinned boards ("cells", "cell states"). */
  things: string;
  /** The step spelled out (its words and formulas). */
  detail: (step: ExportStep<E, V>) => JSX.Element;
  /** The board after the step, when it is drawn. */
  board: (step: ExportStep<E, V>) => JSX.Element;
}

/** Every step: its words and formulas, and the board after it every k-th step (the page says so). */
export function ExportStepList<E extends TraceEventBase, V>({ steps, cells, things, detail, board }: ExportStepListProps<E, V>): JSX.Element {
  const every = boardEvery(steps.length, cells);
  return (
    <>
      {every > 1 && (
        <p data-testid="step-boards-thinned">
          The board is drawn after every {every}th step and after the last one, to keep this page small; every step’s
          inequality and the {things} it settled are listed.
        </p>
      )}
      <ol class="eng-steps" data-testid="export-steps">
        {steps.map((s) => (
          <li key={s.number} data-testid="export-step" data-step={s.number} data-kind={s.event.kind}>
            <div class="eng-step-row">
              <div>
                <strong>Step {s.number}.</strong>
                {detail(s)}
              </div>
              {(s.number % every === 0 || s.number === steps.length) && <div class="eng-step-board">{board(s)}</div>}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * A trace's whole steps (depth 0, with the deeper events under each) as a
 * StepSequence for the step-card frame (./StepCards.tsx): one pass through
 * the genre's reducer keeps the view after each step the page shows — the
 * listed ones and the neighbours of the reader's step — and nothing else, so
 * a trace of a hundred thousand steps costs a page a few hundred views.
 */
import type { ComponentChildren } from 'preact';
import type { Replay } from '../core/player';
import { stepStarts, type TraceEventBase } from '../core/trace';
import { boardTestId, type Noun, type StepCardContent, type StepSequence } from './StepCards';
import { listedRuns, type Collapse, type ListLimits } from './step-plan';

export interface ExportStep<E, V> {
  /** 1-based step number. */
  number: number;
  event: E;
  /** The deeper events under the step. */
  sub: E[];
  /** The view after the step. */
  view: V;
}

export interface TraceSequenceInput<P, V, E extends TraceEventBase> {
  replay: Replay<P, V, E>;
  puzzle: P;
  events: readonly E[];
  /** The reader's step (0 … steps), or null. */
  current: number | null;
  /** The step in words. */
  words(step: ExportStep<E, V>): ComponentChildren;
  /** The deeper steps under it, when it has any worth showing. */
  sub?(step: ExportStep<E, V>): { count: number; body: ComponentChildren } | null;
  /** The board for a view (`step` is null for the board before the first step), with the test id to give it. */
  board(view: V, step: ExportStep<E, V> | null, testId: string): ComponentChildren;
  /** The kind of a step as a noun, for the page's count of steps it leaves out. */
  kindOf(event: E): Noun;
  /** True when the step changed nothing on the board (the page may point to an earlier drawing instead). */
  unchanged?(step: ExportStep<E, V>): boolean;
  unit?: Noun;
  boardBudget?: number;
  listing?: ListLimits;
  collapse?: Collapse;
  gapNote?: string;
  boardsOnce?: boolean;
}

/** Step numbers whose view a page needs: the listed ones and the reader's step with its neighbours. */
function wantedSteps(count: number, current: number | null, listing: ListLimits | undefined): Set<number> {
  const wanted = new Set<number>();
  for (const [a, b] of listedRuns(count, current, listing)) for (let n = a; n <= b; n++) wanted.add(n);
  if (current !== null) for (let n = current - 1; n <= current + 1; n++) if (n >= 1 && n <= count) wanted.add(n);
  return wanted;
}

export function traceSequence<P, V, E extends TraceEventBase>(input: TraceSequenceInput<P, V, E>): StepSequence {
  const { replay, puzzle, events } = input;
  const starts = stepStarts(events);
  const count = starts.length;
  const wanted = wantedSteps(count, input.current, input.listing);
  const steps = new Map<number, ExportStep<E, V>>();
  const view = replay.initial(puzzle);
  const initial = replay.clone(view);
  let next = 0;
  for (let k = 0; k < count; k++) {
    const end = k + 1 < count ? starts[k + 1] : events.length;
    for (; next < end; next++) replay.apply(view, events[next]);
    if (wanted.has(k + 1)) steps.set(k + 1, { number: k + 1, event: events[starts[k]], sub: events.slice(starts[k] + 1, end), view: replay.clone(view) });
  }
  const stepAt = (n: number): ExportStep<E, V> => {
    const s = steps.get(n);
    if (!s) throw new Error(`step ${n} was not kept for the page`);
    return s;
  };
  return {
    count,
    unit: input.unit ?? { one: 'step', many: 'steps' },
    kindOf: (n) => input.kindOf(events[starts[n - 1]]),
    kindKey: (n) => events[starts[n - 1]].kind,
    card(n): StepCardContent {
      const s = stepAt(n);
      return {
        words: input.words(s),
        sub: input.sub?.(s) ?? null,
        board: (place) => input.board(s.view, s, boardTestId(place, `export-step-board-${n}`)),
        boardUnchanged: input.unchanged?.(s) ?? false,
      };
    },
    start: (place) => input.board(initial, null, boardTestId(place, 'export-step-board-0')),
    boardBudget: input.boardBudget,
    listing: input.listing,
    collapse: input.collapse,
    gapNote: input.gapNote,
    boardsOnce: input.boardsOnce,
  };
}

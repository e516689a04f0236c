/**
 * An engine genre's recorded solve, step by step: a stepper over the trace's
 * whole steps, the board after the step (the variables it settled flagged,
 * the acting inequality's cells marked), and the step spelled out beside it.
 * The player (src/core/player) with the genre's reducer turns a step number
 * into the board, from the nearest checkpoint rather than from the start.
 * Buttons jump to the steps worth seeing (the genre's table of tones).
 *
 * What differs between engine genres is a table (`TraceConfig`): the
 * reducer, the step words, the jumps, and how the board and the step detail
 * are drawn. The panel itself is one for all of them.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { useBringIntoView } from '../bring-into-view';
import { createPlayer, type Replay } from '../../core/player';
import type { TraceEventBase } from '../../core/trace';
import type { EngineView } from '../../inequalities/replay';
import Stepper from '../Stepper';
import { StepJumps, type StepJump } from '../StepJumps';
import { LandmarkJumps, landmarkKeyHandler } from '../LandmarkJumps';
import { useTraceSteps } from '../use-trace-steps';

/** What the board column is drawn from, at the step shown. */
export interface TraceBoardInput {
  view: EngineView;
  step: number;
  /** The variables of the inequality that acted (to mark on the board). */
  focus: number[];
  /**
   * The variable a look-ahead or a trial supposes at this step, and the value supposed; null at any other step.
   * `settles`: the value a trial settles the variable to (the other one, since the supposition broke an
   * inequality); null for a look-ahead, which settles nothing itself. `chain`: a look-ahead's inequalities (its chain
   * sum's parts, the one that broke last), from which the board can draw what the supposition forced.
   */
  supposed: { variable: number; value: 0 | 1; settles: 0 | 1 | null; chain?: readonly number[] } | null;
  /** The test id the board and its counts take (`${testId}-board`, `${testId}-counts`). */
  testId: string;
}

export interface TraceConfig<P, E extends TraceEventBase, Tone extends string> {
  replay: Replay<P, EngineView, E>;
  jumps: readonly StepJump<Tone>[];
  /** A whole step's tone (for the jumps) and its words after "Step k of n". */
  tone: (event: E, sub: readonly E[]) => Tone;
  announce: (event: E, sub: readonly E[]) => string;
  /** Said after "Step 0 of n". */
  beforeFirst: string;
  board: (input: TraceBoardInput) => ComponentChildren;
  detail: (event: E, sub: readonly E[], values: readonly number[]) => ComponentChildren;
  /** Shown beside the board before the first step. */
  start: ComponentChildren;
  /**
   * A key to the board's marks, after the board and the step's words: on a phone, where they stack, it would otherwise
   * sit between them. Given the step shown, when the key changes with it (shakashaka/StepLegend.tsx folds on a phone).
   */
  legend?: ComponentChildren | ((step: number) => ComponentChildren);
  /** Steps worth going to one after the other (../LandmarkJumps.tsx): which they are, and what they do in words. */
  landmark?: {
    test: (event: E, sub: readonly E[]) => boolean;
    what: string;
    whatPlural: string;
    others?: readonly [string, string];
    /** How many things a step decides, and their names (../LandmarkJumps.tsx: `sizes`, `things`). */
    size?: (event: E, sub: readonly E[]) => number;
    things?: readonly [string, string];
  };
}

export interface EngineTracePanelProps<P, E extends TraceEventBase, Tone extends string> {
  config: TraceConfig<P, E, Tone>;
  puzzle: P;
  events: readonly E[];
  /** Stepper id: URL key (?step=k) and test id suffix. */
  stepperId: string;
  testId: string;
  /** A step named elsewhere (the board's grade names its hardest step), offered as one more jump. */
  namedStep?: { step: number; label: string } | null;
}

export function EngineTracePanel<P, E extends TraceEventBase, Tone extends string>({ config, puzzle, events, stepperId, testId, namedStep }: EngineTracePanelProps<P, E, Tone>): JSX.Element {
  const player = useMemo(() => createPlayer(config.replay, puzzle, events), [events]);
  // A new trace starts at step 0; the first one keeps what the Stepper read from the URL.
  const { starts, count, step, setStep } = useTraceSteps(events);
  const subOf = (k: number) => events.slice(starts[k] + 1, k + 1 < count ? starts[k + 1] : events.length);
  const tones = useMemo(() => starts.map((s, k) => config.tone(events[s], subOf(k))), [events]);
  const landmark = config.landmark;
  const marks = useMemo(() => (landmark ? starts.map((s, k) => landmark.test(events[s], subOf(k))) : []), [events]);
  const sizes = useMemo(() => (landmark?.size ? starts.map((s, k) => landmark.size!(events[s], subOf(k))) : undefined), [events]);

  const cursor = step >= count ? events.length : starts[step];
  const view = player.at(cursor);
  const event = step > 0 ? events[starts[step - 1]] : null;
  const focus = view.focus ? view.focus.inequality.terms.map(([v]) => v) : [];
  const describe = (k: number) => (k === 0 ? config.beforeFirst : config.announce(events[starts[k - 1]], subOf(k - 1)));
  // A jump to a far step ("first trial", "next step that decides a cell") changes the counter above; the board and its words
  // may be below the screen (on a phone, always), so bring them up.
  // A jump button keeps focus after its press, and a button's ← → do nothing: focus goes to the stepper, so the
  // arrow keys step on from where the jump landed.
  const [jumps, setJumps] = useState(0);
  const stepTo = (k: number) => {
    setStep(k);
    document.getElementById(`stepper-${stepperId}`)?.focus({ preventScroll: true });
  };
  const jumpTo = (k: number) => {
    stepTo(k);
    setJumps((n) => n + 1);
  };
  const shown = useBringIntoView<HTMLDivElement>(jumps, jumps > 0, 'start');

  return (
    // The landmark keys (N, P) answer wherever focus is in the view, the stepper included.
    <div class="eng-trace eng-text-room" data-testid={testId} data-step={step} data-count={count}
      onKeyDown={landmark ? landmarkKeyHandler(marks, step, jumpTo) : undefined}>
      {/* The jumps above the stepper, so the board comes right under the step buttons and a step's change is in view. */}
      <StepJumps jumps={config.jumps} tones={tones} onJump={jumpTo} named={namedStep} />
      {landmark && <LandmarkJumps marks={marks} step={step} onJump={jumpTo} what={landmark.what} whatPlural={landmark.whatPlural} others={landmark.others}
        sizes={sizes} things={landmark.things} testId={`${testId}-landmark`} />}
      <div ref={shown} data-testid={`${testId}-shown`}>
        <Stepper id={stepperId} count={count} value={step} onChange={setStep} label="Steps of the deduction" describe={describe}
          traceKey={events} />
        <div class="eng-split eng-split-text" data-testid={`${testId}-step-view`}>
          <div>{config.board({ view, step, focus, supposed: supposedAt(event), testId })}</div>
          <div>
            {event ? (
              config.detail(event, subOf(step - 1), view.values)
            ) : (
              <p data-testid="step-detail" data-kind="start">
                {config.start}
              </p>
            )}
          </div>
        </div>
      </div>
      {typeof config.legend === 'function' ? config.legend(step) : config.legend}
    </div>
  );
}

/** What a look-ahead ('chain') or a trial supposes; any other step supposes nothing. */
function supposedAt(event: TraceEventBase | null): TraceBoardInput['supposed'] {
  const e = event as (TraceEventBase & { variable?: number; assumed?: 0 | 1; concluded?: 0 | 1; inequalities?: number[] }) | null;
  if (!e || (e.kind !== 'chain' && e.kind !== 'trial') || e.variable === undefined || e.assumed === undefined) return null;
  if (e.kind === 'chain') return { variable: e.variable, value: e.assumed, settles: null, chain: e.inequalities };
  return { variable: e.variable, value: e.assumed, settles: e.concluded ?? null };
}

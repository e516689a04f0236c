/**
 * The engine's run, step by step: a stepper over the trace's whole steps,
 * the board after the step (the variables it settled flagged, the acting
 * inequality's cells marked), and the step spelled out beside it with the
 * rule of the puzzle behind it. The player (src/core/player) with the
 * genre's reducer turns a step number into the board, from the nearest
 * checkpoint. Buttons jump to the steps worth seeing: the first sum, chain
 * sum, stall, trial, search.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { createPlayer } from '../../core/player';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import { shakashakaReplay } from '../../puzzles/shakashaka/replay';
import { shakashakaWords } from '../../puzzles/shakashaka/vocabulary';
import Stepper from '../Stepper';
import { StepJumps, type StepJump } from '../StepJumps';
import { useTraceSteps } from '../use-trace-steps';
import { BoardLegend } from './BoardLegend';
import { ShakashakaBoard } from './ShakashakaBoard';
import { StepDetail } from './StepDetail';
import { describeShakashakaStep, type StepTone } from './step-words';

export interface TracePanelProps {
  model: ShakashakaModel;
  events: readonly ShakashakaEvent[];
  /** Stepper id: URL key (?shakashaka-step=k) and test id suffix. */
  stepperId: string;
  /** The cell chosen for "why?" (drawn selected); clicking a cell calls onCellSelect. */
  selected?: number | null;
  onCellSelect?: (cell: number) => void;
  testId?: string;
}

const JUMPS: StepJump<StepTone>[] = [
  { tone: 'sum', label: 'first sum' },
  { tone: 'chain', label: 'first chain sum' },
  { tone: 'stall', label: 'first stall' },
  { tone: 'trial', label: 'first trial' },
  { tone: 'search', label: 'the search' },
  { tone: 'contradiction', label: 'contradiction' },
];

export function TracePanel({ model, events, stepperId, selected = null, onCellSelect, testId = 'trace' }: TracePanelProps): JSX.Element {
  const puzzle = model.puzzle;
  const words = shakashakaWords(puzzle);
  const player = useMemo(() => createPlayer(shakashakaReplay, puzzle, events), [events]);
  // A new trace starts at step 0; the first one keeps what the Stepper read from the URL.
  const { starts, count, step, setStep } = useTraceSteps(events);
  const subOf = (k: number) => events.slice(starts[k] + 1, k + 1 < count ? starts[k + 1] : events.length);
  const tones = useMemo(() => starts.map((s, k) => describeShakashakaStep(events[s], subOf(k), words).tone), [events]);

  const cursor = step >= count ? events.length : starts[step];
  const view = player.at(cursor);
  const event = step > 0 ? events[starts[step - 1]] : null;
  const sub = step > 0 ? subOf(step - 1) : [];
  const focusVars = view.focus ? view.focus.inequality.terms.map(([v]) => v) : [];
  const describe = (k: number) => (k === 0 ? 'Before the first step' : describeShakashakaStep(events[starts[k - 1]], subOf(k - 1), words).badge);
  let decided = 0;
  for (let k = 0; k < view.values.length; k += 5) if (view.values.slice(k, k + 5).includes(1)) decided++;
  const undecidedVars = view.values.filter((v) => v === -1).length;

  return (
    <div class="eng-trace" data-testid={testId} data-step={step} data-count={count}>
      <Stepper id={stepperId} count={count} value={step} onChange={setStep} label="Steps of the deduction" describe={describe} traceKey={events} />
      <StepJumps jumps={JUMPS} tones={tones} onJump={setStep} />
      <div class="eng-split">
        <div>
          <ShakashakaBoard puzzle={puzzle} values={view.values} changed={view.changed} highlight={focusVars}
            selected={selected} onCellSelect={onCellSelect} testId={`${testId}-board`} label={`The board after step ${step}`} maxWidth={340} />
          <p class="sk-small" data-testid={`${testId}-counts`}>
            After step {step}: {decided} of {model.variables.length / 5} cells decided, {undecidedVars} of {model.variables.length} variables
            still open.
          </p>
          <BoardLegend />
        </div>
        <div>
          {event ? (
            <StepDetail model={model} event={event} sub={sub} values={view.values} testId="step-detail" />
          ) : (
            <p data-testid="step-detail" data-kind="start">
              Nothing is known yet: every variable of every white cell is open, so every cell shows all five marks. Step forward
              to watch the inequalities rule states out and choose them, one step at a time.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

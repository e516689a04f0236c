/**
 * The recorded solve, step by step: a stepper over the trace's whole steps,
 * the board after the step (cells it settled flagged, the acting
 * inequality's cells hatched), and the step spelled out beside it. The
 * player (src/core/player) with the genre's reducer turns a step number into
 * the board, from the nearest checkpoint rather than from the start.
 * Buttons jump to the steps worth seeing: the first sum, stall, cap, trial.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { createPlayer } from '../../core/player';
import type { AkariEvent } from '../../puzzles/akari/events';
import type { AkariModel } from '../../puzzles/akari/model';
import { akariReplay } from '../../puzzles/akari/replay';
import Stepper from '../Stepper';
import { StepJumps, type StepJump } from '../StepJumps';
import { useTraceSteps } from '../use-trace-steps';
import { AkariBoard } from './AkariBoard';
import { StepDetail } from './StepDetail';
import { announceAkariStep, describeAkariStep, type StepTone } from './step-words';

export interface AkariTracePanelProps {
  model: AkariModel;
  events: readonly AkariEvent[];
  /** Stepper id: URL key (?akari-step=k) and test id suffix. */
  stepperId?: string;
  /** The cell chosen for "why?" (drawn selected); clicking a cell calls onCellSelect. */
  selected?: number | null;
  onCellSelect?: (variable: number) => void;
  testId?: string;
}

const JUMPS: StepJump<StepTone>[] = [
  { tone: 'sum', label: 'first sum' },
  { tone: 'cap', label: 'cap hit' },
  { tone: 'stall', label: 'first stall' },
  { tone: 'chain', label: 'first chain sum' },
  { tone: 'trial', label: 'first trial' },
  { tone: 'contradiction', label: 'contradiction' },
];

export function AkariTracePanel({ model, events, stepperId = 'akari-step', selected = null, onCellSelect, testId = 'akari-trace' }: AkariTracePanelProps): JSX.Element {
  const puzzle = model.puzzle;
  const player = useMemo(() => createPlayer(akariReplay, puzzle, events), [events]);
  // A new trace starts at step 0; the first one keeps what the Stepper read from the URL.
  const { starts, count, step, setStep } = useTraceSteps(events);
  const subOf = (k: number) => events.slice(starts[k] + 1, k + 1 < count ? starts[k + 1] : events.length);
  const tones = useMemo(() => starts.map((s, k) => describeAkariStep(events[s], subOf(k)).tone), [events]);

  const cursor = step >= count ? events.length : starts[step];
  const view = player.at(cursor);
  const event = step > 0 ? events[starts[step - 1]] : null;
  const sub = step > 0 ? subOf(step - 1) : [];
  const focusCells = view.focus ? view.focus.inequality.terms.map(([v]) => v) : [];
  // Said after "Step k of n": what the step did ("x7 = 1, forced by inequality (11)").
  const describe = (k: number) => (k === 0 ? 'before the first step' : announceAkariStep(events[starts[k - 1]], subOf(k - 1)));
  const undecided = view.values.filter((v) => v === -1).length;

  return (
    <div class="eng-trace" data-testid={testId} data-step={step} data-count={count}>
      <Stepper id={stepperId} count={count} value={step} onChange={setStep} label="Steps of the deduction" describe={describe}
        traceKey={events} />
      <StepJumps jumps={JUMPS} tones={tones} onJump={setStep} />
      <div class="eng-split">
        <div>
          <AkariBoard puzzle={puzzle} values={view.values} changed={view.changed} highlight={focusCells} reveal={view.changed}
            selected={selected} onCellSelect={onCellSelect} testId={`${testId}-board`}
            label={`The board after step ${step}`} />
          <p class="eng-small" data-testid={`${testId}-counts`}>
            After step {step}: {view.values.filter((v) => v === 1).length} lamps, {view.values.filter((v) => v === 0).length} cells
            without a lamp, {undecided} undecided. Flagged, dashed cells were settled by this step; hatched cells belong to
            the inequality that acted.
          </p>
        </div>
        <div>
          {event ? (
            <StepDetail model={model} event={event} sub={sub} values={view.values} testId="step-detail" />
          ) : (
            <p data-testid="step-detail" data-kind="start">
              Nothing is known yet: every white cell is undecided. Step forward to watch the inequalities force cells one
              step at a time.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

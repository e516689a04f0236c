/**
 * Akari's recorded solve, step by step: the engine genres' trace panel
 * (src/ui/inequalities/EngineTracePanel.tsx) configured with Akari's reducer, its
 * step words, its jumps (the first sum, stall, cap, trial) and its board
 * (cells settled by the step flagged, the acting inequality's cells hatched).
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { ChainEvent } from '../../inequalities/events';
import type { AkariEvent } from '../../puzzles/akari/events';
import type { AkariModel } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { akariReplay } from '../../puzzles/akari/replay';
import { EngineTracePanel, type TraceConfig } from '../inequalities/EngineTracePanel';
import { AkariBoard, SETTLED_MARK } from './AkariBoard';
import { AKARI_WORDS } from '../../puzzles/akari/vocabulary';
import { StepDetail } from './StepDetail';
import { chainDeductions } from '../inequalities/chain-steps';
import { announceAkariStep, describeAkariStep, type StepTone } from './step-words';

export interface AkariTracePanelProps {
  model: AkariModel;
  events: readonly AkariEvent[];
  /** Stepper id: URL key (?step=k) and test id suffix. */
  stepperId?: string;
  /** The step the board's grade names as its hardest, offered as a jump. */
  hardestStep?: number | null;
  /** The cell chosen for "why?" (drawn selected); clicking a cell calls onCellSelect. */
  selected?: number | null;
  onCellSelect?: (variable: number) => void;
  testId?: string;
}

// Alike by intent: shakashaka/TracePanel.tsx has the same shape (each genre's table for the shared trace panel).
function akariTrace(model: AkariModel, chains: ReadonlyMap<AkariEvent, ChainEvent>, selected: number | null, onCellSelect?: (variable: number) => void): TraceConfig<AkariPuzzle, AkariEvent, StepTone> {
  return {
    replay: akariReplay,
    jumps: [
      { tone: 'sum', label: 'first sum' },
      { tone: 'cap', label: 'cap hit' },
      { tone: 'stall', label: 'first stall' },
      { tone: 'chain', label: 'first chain sum' },
      { tone: 'trial', label: 'first trial' },
      { tone: 'contradiction', label: 'contradiction' },
    ],
    tone: (event, sub) => describeAkariStep(event, sub, chains.get(event)).tone,
    // Said after "Step k of n": what the step did ("x7 = 1, forced by inequality (11)").
    announce: (event, sub) => announceAkariStep(event, sub, chains.get(event)),
    beforeFirst: 'before the first step',
    board: ({ view, step, focus, supposed, testId }) => {
      // A look-ahead settles nothing itself: its supposed value is drawn with a "?" badge, as the lesson's chain figure
      // draws it, so the board shows what the step's words suppose (a reader saw an unchanged board).
      const ahead = supposed && supposed.settles === null ? supposed : null;
      const values = ahead ? view.values.map((v, i) => (i === ahead.variable ? ahead.value : v)) : view.values;
      return (
        <>
          <AkariBoard puzzle={model.puzzle} values={values} changed={view.changed} highlight={focus} reveal={view.changed}
            badges={ahead ? { [ahead.variable]: '?' } : undefined}
            selected={selected} onCellSelect={onCellSelect} testId={`${testId}-board`} label={`The board after step ${step}`} />
          {ahead && (
            <p class="eng-small" data-testid={`${testId}-supposed-note`}>
              A “?” badge: the supposed cell, {AKARI_WORDS.name(ahead.variable)} = {ahead.value} ({ahead.value === 1 ? 'a lamp' : 'no lamp'}) supposed
              for this look-ahead only; what it forces is not drawn.
            </p>
          )}
          <p class="eng-small" data-testid={`${testId}-counts`}>
            After step {step}: {view.values.filter((v) => v === 1).length} lamps, {view.values.filter((v) => v === 0).length} cells
            without a lamp, {view.values.filter((v) => v === -1).length} undecided. {SETTLED_MARK}: settled by this
            step; striped blue border: the inequality that acted.
          </p>
        </>
      );
    },
    detail: (event, sub, values) => <StepDetail model={model} event={event} sub={sub} chain={chains.get(event)} values={values} testId="step-detail" />,
    start: 'Nothing is known yet: every white cell is undecided. Step forward to watch the inequalities force cells one step at a time.',
  };
}

export function AkariTracePanel({ model, events, stepperId = 'step', selected = null, onCellSelect, testId = 'akari-trace', hardestStep = null }: AkariTracePanelProps): JSX.Element {
  const named = hardestStep === null ? null : { step: hardestStep, label: 'the hardest step' };
  const chains = useMemo(() => chainDeductions(events), [events]);
  return <EngineTracePanel config={akariTrace(model, chains, selected, onCellSelect)} puzzle={model.puzzle} events={events} stepperId={stepperId} testId={testId} namedStep={named} />;
}

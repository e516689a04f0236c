/**
 * Shakashaka's engine run, step by step: the engine genres' trace panel
 * (src/ui/inequalities/EngineTracePanel.tsx) configured with Shakashaka's reducer,
 * its step words (the rule of the puzzle behind each step), its jumps (the
 * first sum, chain sum, stall, trial, search) and its board with the legend.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { ChainEvent } from '../../inequalities/events';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import type { CellState, ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';
import { shakashakaReplay } from '../../puzzles/shakashaka/replay';
import { shakashakaModelWords } from '../../puzzles/shakashaka/vocabulary';
import { chainDeductions } from '../inequalities/chain-steps';
import { valuesUnderSupposition } from '../../inequalities/supposition-forced';
import { EngineTracePanel, type TraceConfig } from '../inequalities/EngineTracePanel';
import { StepLegend } from './StepLegend';
import { ShakashakaBoard } from './ShakashakaBoard';
import { StepDetail } from './StepDetail';
import { cellsDecided, decidesCell, describeShakashakaStep, type StepTone } from './step-words';

export interface TracePanelProps {
  model: ShakashakaModel;
  events: readonly ShakashakaEvent[];
  /** Stepper id: URL key (?step=k) and test id suffix. */
  stepperId: string;
  /** The cell chosen for "why?" (drawn selected); clicking a cell calls onCellSelect. */
  selected?: number | null;
  onCellSelect?: (cell: number) => void;
  testId?: string;
  /** The step the board's grade names (src/puzzles/shakashaka/grade.ts), offered as a jump; null when there is none. */
  hardestStep?: number | null;
}

/** Cells, besides the supposed one, that the values under a supposition decide and the known values do not. */
function countForcedCells(values: readonly number[], under: readonly number[], supposedCell: number): number {
  let n = 0;
  for (let k = 0; 5 * k < values.length; k++) {
    if (k === supposedCell) continue;
    if (!values.slice(5 * k, 5 * k + 5).includes(1) && under.slice(5 * k, 5 * k + 5).includes(1)) n++;
  }
  return n;
}

/** Cells with one of their five states chosen (every white cell has five variables, one per state). */
function decidedCells(values: readonly number[]): number {
  let decided = 0;
  for (let k = 0; k < values.length; k += 5) if (values.slice(k, k + 5).includes(1)) decided++;
  return decided;
}

// Alike by intent: akari/AkariTracePanel.tsx has the same shape (each genre's table for the shared trace panel).
function shakashakaTrace(model: ShakashakaModel, chains: ReadonlyMap<ShakashakaEvent, ChainEvent>, selected: number | null, onCellSelect?: (cell: number) => void): TraceConfig<ShakashakaPuzzle, ShakashakaEvent, StepTone> {
  const words = shakashakaModelWords(model);
  return {
    replay: shakashakaReplay,
    jumps: [
      // Named for what the reader sees there: a look-ahead finds a chain sum one step before its sum forces.
      { tone: 'sum', label: 'first forcing by a sum' },
      { tone: 'chain', label: 'first look-ahead (chain sum)' },
      { tone: 'stall', label: 'first stall' },
      { tone: 'trial', label: 'first trial' },
      { tone: 'search', label: 'the last-resort search' },
      { tone: 'contradiction', label: 'contradiction' },
    ],
    tone: (event, sub) => describeShakashakaStep(event, sub, words, chains.get(event)).tone,
    announce: (event, sub) => describeShakashakaStep(event, sub, words, chains.get(event)).badge,
    beforeFirst: 'Before the first step',
    board: ({ view, step, focus, supposed, testId }) => {
      // A look-ahead's supposition and what it forces, drawn as supposed (the next step's chain sum is read against it).
      const under = supposed?.chain ? valuesUnderSupposition((id) => model.constraints[id].inequality, supposed.chain, view.values, supposed.variable, supposed.value) : null;
      const forcedCells = under ? countForcedCells(view.values, under, Math.floor(supposed!.variable / 5)) : 0;
      return (
      <>
        <ShakashakaBoard puzzle={model.puzzle} values={view.values} changed={view.changed} highlight={focus}
          supposed={supposed ? Math.floor(supposed.variable / 5) : null}
          supposedState={supposed && supposed.settles === null && supposed.value === 1 ? ((supposed.variable % 5) as CellState) : null}
          supposedValues={under}
          selected={selected} onCellSelect={onCellSelect} testId={`${testId}-board`} label={`The board after step ${step}`} maxWidth={340} />
        {supposed && (
          <p class="sk-small" data-testid={`${testId}-supposed-note`}>
            {supposed.settles === null
              ? <>Dotted outline: the supposed cell, {words.name(supposed.variable)} = {supposed.value} supposed for this step only{supposed.value === 1 && supposed.variable % 5 > 0 ? ' (its triangle hatched, with a dashed edge)' : ''}{forcedCells > 0 ? `; the ${forcedCells === 1 ? 'other dotted cell is' : `${forcedCells} other dotted cells are`} what it forces before an inequality breaks, supposed too (triangles hatched), not settled` : '; it decides no other cell before an inequality breaks'}.</>
              : <>Dotted outline: the supposed cell, {words.name(supposed.variable)} = {supposed.value} supposed; that breaks an inequality, so this trial settles {words.name(supposed.variable)} = {supposed.settles} (the ticked tab).</>}
          </p>
        )}
        <p class="sk-small" data-testid={`${testId}-counts`}>
          After step {step}: {decidedCells(view.values)} of {model.variables.length / 5} cells decided,{' '}
          {view.values.filter((v) => v === -1).length} of {model.variables.length} variables still open.
        </p>
      </>
      );
    },
    legend: (step: number) => <StepLegend step={step} />,
    detail: (event, sub, values) => <StepDetail model={model} event={event} sub={sub} chain={chains.get(event)} values={values} testId="step-detail" />,
    landmark: {
      test: decidesCell,
      what: 'decides a cell',
      whatPlural: 'decide a cell',
      others: ['decides no cell: it only rules states out, builds sums, or reports how the run goes', 'decide no cell: they only rule states out, build sums, or report how the run goes'],
      size: cellsDecided,
      things: ['cell', 'cells'],
    },
    start: 'Nothing is known yet: every variable of every white cell is open, so every cell shows all five marks. The first steps only rule states out, so “Next step that decides a cell” (key N) is the quick way to the first chosen cell; Forward goes one step at a time.',
  };
}

export function TracePanel({ model, events, stepperId, selected = null, onCellSelect, testId = 'trace', hardestStep = null }: TracePanelProps): JSX.Element {
  const named = hardestStep === null ? null : { step: hardestStep, label: 'the hardest step' };
  // Which deductions a look-ahead's chain sum made: the step words name those chain sums, as the lesson does.
  const chains = useMemo(() => chainDeductions(events), [events]);
  return <EngineTracePanel config={shakashakaTrace(model, chains, selected, onCellSelect)} puzzle={model.puzzle} events={events} stepperId={stepperId} testId={testId} namedStep={named} />;
}

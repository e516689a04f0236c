/**
 * "Why is this cell a ◢?" for the engine's run on the page: the reader picks
 * a cell (here, or on the steps' board) and one of its five states — the
 * chosen one first, then the four ruled out — and gets the derivation read
 * from the recorded trace (src/inequalities/why.ts): the inequality that
 * settled the variable, the known variables it used, each with its own
 * reason, down to the model's own rows. Small trees first; "Show a bigger
 * tree" lifts the cut.
 */
import type { JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { TraceExplainer, unsettledReason } from '../../inequalities/why';
import type { ShakashakaEvent } from '../../puzzles/shakashaka/events';
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import { STATE_CHAR } from '../../puzzles/shakashaka/puzzle';
import { givenInequalities } from '../../puzzles/shakashaka/model/system';
import { shakashakaModelWords } from '../../puzzles/shakashaka/vocabulary';
import { WhyAnswer, useWhySize } from '../inequalities/WhyAnswer';
import { ShakashakaBoard } from './ShakashakaBoard';

export interface WhyPanelProps {
  model: ShakashakaModel;
  /** The run's recorded events. */
  events: readonly ShakashakaEvent[];
  /** Whether the recorder dropped events: then a cell without a step may have had it in the dropped part. */
  truncated: boolean;
  /** Per variable at the end of the run (−1 where the run settled nothing). */
  values: readonly number[];
  /** The chosen white cell (index in reading order). */
  selected: number | null;
  onSelect: (cell: number) => void;
}

export function WhyPanel({ model, events, truncated, values, selected, onSelect }: WhyPanelProps): JSX.Element {
  const [maxNodes, toggleSize] = useWhySize();
  const [state, setState] = useState<number | null>(null);
  const words = shakashakaModelWords(model);
  // Built on the first question, not when the run ends: reading the whole trace is a long task the reader need not wait for.
  const explainer = useRef<{ events: readonly ShakashakaEvent[]; explainer: TraceExplainer } | null>(null);
  const explain = (v: number, max: number) => {
    if (explainer.current?.events !== events) explainer.current = { events, explainer: new TraceExplainer(givenInequalities(model), events) };
    return explainer.current.explainer.why(v, max);
  };
  // The states of the chosen cell, the chosen one first.
  const states = selected === null ? [] : [0, 1, 2, 3, 4].sort((a, b) => values[5 * selected + b] - values[5 * selected + a]);
  const s = selected === null ? null : state !== null && states.includes(state) ? state : states[0];
  const variable = selected === null || s === null ? null : 5 * selected + s;
  const tree = useMemo(() => (variable === null ? null : explain(variable, maxNodes)), [model, events, variable, maxNodes]);
  const where = selected === null ? '' : `row ${model.variables[5 * selected].row + 1}, column ${model.variables[5 * selected].col + 1}`;
  const pick = (cell: number) => {
    setState(null);
    onSelect(cell);
  };
  const heading = (v: number) => (values[v] === 1 ? `Why the cell in ${where} is ${stateLabel(v % 5)}` : values[v] === 0 ? `Why the cell in ${where} is not ${stateLabel(v % 5)}` : '');
  return (
    <div data-testid="why-panel" data-state={variable === null ? 'none' : tree ? 'tree' : 'unsettled'} data-var={variable ?? ''}>
    <div class="eng-split">
      <div>
        <ShakashakaBoard puzzle={model.puzzle} values={values} selected={selected} onCellSelect={pick} testId="why-board"
          label="Pick a cell to explain" maxWidth={300} />
        <p class="sk-small">Click a cell (or Tab to the board, arrow keys, Enter) to see why it holds what it holds.</p>
      </div>
      <div aria-live="polite">
        {selected === null && <p data-testid="why-empty">No cell picked yet.</p>}
        {selected !== null && (
          <div class="eng-row" role="group" aria-label={`States of the cell in ${where}`}>
            {states.map((st) => (
              <button key={st} type="button" class="btn" aria-pressed={st === s ? 'true' : 'false'} data-testid={`why-state-${st}`}
                onClick={() => setState(st)}>
                {values[5 * selected + st] === 1 ? `why ${stateLabel(st)}` : values[5 * selected + st] === 0 ? `why not ${stateLabel(st)}` : `${stateLabel(st)} (open)`}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
      {/* Under the board, across the whole card: a tree is wide, and beside the board its labels were cut at a narrow box's edges.
          One too wide even so is drawn one node a row, indented under its parent (a 30-node tree was 1,500 px wide). */}
      <div aria-live="polite">
        {variable !== null && (
          <WhyAnswer tree={tree} subject={words.name(variable)} unsettled={unsettledReason(values[variable], truncated)} heading={heading(variable)} words={words} maxNodes={maxNodes} onToggleSize={toggleSize}
            wideAs="indented" />
        )}
      </div>
    </div>
  );
}

function stateLabel(state: number): string {
  return state === 0 ? 'empty' : `a ${STATE_CHAR[state]}`;
}


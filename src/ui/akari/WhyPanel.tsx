/**
 * "Why is this a lamp?" for the solve on the page: the reader picks a
 * settled cell (here, or on the trace's board) and gets its derivation, read
 * from the run's recorded trace (src/inequalities/why.ts), drawn as a tree
 * with a list beside it. Small trees first; "Show a bigger tree" lifts the cut.
 */
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { TraceExplainer, type WhyNode } from '../../inequalities/why';
import type { AkariEvent } from '../../puzzles/akari/events';
import { givenInequalities, type AkariModel } from '../../puzzles/akari/model';
import { AkariBoard } from './AkariBoard';
import { plainName } from './board-geometry';
import { AKARI_WORDS } from '../../puzzles/akari/vocabulary';
import { WhyTreeView } from '../inequalities/WhyTreeView';

export interface WhyPanelProps {
  model: AkariModel;
  /** The run's recorded events. */
  events: readonly AkariEvent[];
  /** Per variable at the end of the run (−1 where the run settled nothing). */
  values: readonly number[];
  selected: number | null;
  onSelect: (variable: number) => void;
}

type Answer = { state: 'none' } | { state: 'tree'; tree: WhyNode } | { state: 'unsettled' };

const SMALL = 30;
const LARGE = 120;

export function WhyPanel({ model, events, values, selected, onSelect }: WhyPanelProps): JSX.Element {
  const [maxNodes, setMaxNodes] = useState(SMALL);
  const explainer = useMemo(() => new TraceExplainer(givenInequalities(model), events), [model, events]);
  const answer = useMemo((): Answer => {
    if (selected === null) return { state: 'none' };
    const tree = explainer.why(selected, maxNodes);
    return tree ? { state: 'tree', tree } : { state: 'unsettled' };
  }, [explainer, selected, maxNodes]);

  const where = selected === null ? '' : `${plainName(selected)} (row ${model.variables[selected].row + 1}, column ${model.variables[selected].col + 1})`;
  return (
    <div class="ak-split" data-testid="why-panel" data-state={answer.state} data-var={selected ?? ''}>
      <div>
        <AkariBoard puzzle={model.puzzle} values={values} selected={selected} onCellSelect={onSelect} testId="why-board"
          label="Pick a cell to explain" maxWidth={320} />
        <p class="ak-small">Click a cell (or Tab to the board, arrow keys, Enter) to see why it has its value.</p>
      </div>
      <div aria-live="polite">
        {answer.state === 'none' && <p data-testid="why-empty">No cell picked yet.</p>}
        {answer.state === 'unsettled' && (
          <p data-testid="why-unsettled">
            {where} was not settled by a deduction or a trial of this run (the search chose it, or the recorded trace left that part out), so there is nothing to explain.
          </p>
        )}
        {answer.state === 'tree' && (
          <>
            <h4>Why {where} is {values[selected!] === 1 ? 'a lamp' : 'not a lamp'}</h4>
            <WhyTreeView words={AKARI_WORDS} tree={answer.tree} testId="why-tree" />
            <button type="button" class="btn" data-testid="why-bigger" aria-pressed={maxNodes === LARGE ? 'true' : 'false'}
              onClick={() => setMaxNodes((m) => (m === SMALL ? LARGE : SMALL))}>
              {maxNodes === SMALL ? 'Show a bigger tree' : 'Show a smaller tree'}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

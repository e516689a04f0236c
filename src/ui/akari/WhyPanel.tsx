/**
 * "Why is this a lamp?" for the solve on the page: the reader picks a
 * settled cell (here, or on the trace's board) and gets its derivation, read
 * from the worker that still holds the run's inequality system, drawn as a
 * tree with a list beside it. Small trees first; "Show a bigger tree" lifts
 * the cut.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { WhyNode } from '../../inequalities/explain';
import type { AkariModel } from '../../puzzles/akari/model';
import { getAkariSolver } from '../../worker/akari-client';
import { AkariBoard } from './AkariBoard';
import { plainName } from './board-geometry';
import { WhyTreeView } from './WhyTreeView';

export interface WhyPanelProps {
  model: AkariModel;
  runId: number;
  /** Per variable at the end of the run (−1 where the run settled nothing). */
  values: readonly number[];
  selected: number | null;
  onSelect: (variable: number) => void;
}

type Answer =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'tree'; tree: WhyNode }
  | { state: 'unsettled' }
  | { state: 'gone'; message: string };

const SMALL = 30;
const LARGE = 120;

export function WhyPanel({ model, runId, values, selected, onSelect }: WhyPanelProps): JSX.Element {
  const [maxNodes, setMaxNodes] = useState(SMALL);
  const [answer, setAnswer] = useState<Answer>({ state: 'none' });

  useEffect(() => {
    if (selected === null) return setAnswer({ state: 'none' });
    let live = true;
    setAnswer({ state: 'loading' });
    getAkariSolver()
      .why(runId, [selected], maxNodes)
      .then((out) => {
        if (!live) return;
        if (out.status !== 'done') setAnswer({ state: 'gone', message: out.status === 'failed' ? out.message : 'cancelled' });
        else if (out.value === null) setAnswer({ state: 'gone', message: 'the solver was restarted since this run' });
        else setAnswer(out.value[0] ? { state: 'tree', tree: out.value[0] } : { state: 'unsettled' });
      });
    return () => {
      live = false;
    };
  }, [runId, selected, maxNodes]);

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
        {answer.state === 'loading' && <p>Reading the derivation of {where}…</p>}
        {answer.state === 'unsettled' && <p data-testid="why-unsettled">{where} was not settled by this run, so there is nothing to explain.</p>}
        {answer.state === 'gone' && (
          <p data-testid="why-gone">The derivation is no longer available ({answer.message}); solve again to ask.</p>
        )}
        {answer.state === 'tree' && (
          <>
            <h4>Why {where} is {values[selected!] === 1 ? 'a lamp' : 'not a lamp'}</h4>
            <WhyTreeView model={model} tree={answer.tree} testId="why-tree" />
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

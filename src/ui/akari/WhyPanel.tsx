/**
 * "Why is this a lamp?" for the solve on the page: the reader picks a
 * settled cell (here, or on the trace's board) and gets its derivation, read
 * from the run's recorded trace (src/inequalities/why.ts), drawn as a tree
 * with a list beside it. Small trees first; "Show a bigger tree" lifts the cut.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { TraceExplainer, unsettledReason, type WhyNode } from '../../inequalities/why';
import type { AkariEvent } from '../../puzzles/akari/events';
import { givenInequalities, type AkariModel } from '../../puzzles/akari/model';
import { AkariBoard } from './AkariBoard';
import { plainName, valueInWords } from './board-geometry';
import { AKARI_WORDS } from '../../puzzles/akari/vocabulary';
import { WhyAnswer, useWhySize } from '../inequalities/WhyAnswer';

export interface WhyPanelProps {
  model: AkariModel;
  /** The run's recorded events. */
  events: readonly AkariEvent[];
  /** Whether the recorder dropped events: then a cell without a step may have had it in the dropped part. */
  truncated: boolean;
  /** Per variable at the end of the run (−1 where the run settled nothing). */
  values: readonly number[];
  selected: number | null;
  onSelect: (variable: number) => void;
}

/**
 * The Why card's heading follows the picked cell: a cross is asked about as
 * "not a lamp", so the heading never contradicts the board beneath it.
 */
export function whyHeading(selected: number | null, values: readonly number[] | null): string {
  if (selected === null || !values) return 'Why is this a lamp?';
  return `Why is ${plainName(selected)} ${valueInWords(values[selected])}?`;
}

type Answer = { state: 'none' } | { state: 'tree'; tree: WhyNode } | { state: 'unsettled' };

export function WhyPanel({ model, events, truncated, values, selected, onSelect }: WhyPanelProps): JSX.Element {
  const [maxNodes, toggleSize] = useWhySize();
  const explainer = useMemo(() => new TraceExplainer(givenInequalities(model), events), [model, events]);
  const answer = useMemo((): Answer => {
    if (selected === null) return { state: 'none' };
    const tree = explainer.why(selected, maxNodes);
    return tree ? { state: 'tree', tree } : { state: 'unsettled' };
  }, [explainer, selected, maxNodes]);

  const where = selected === null ? '' : `${plainName(selected)} (row ${model.variables[selected].row + 1}, column ${model.variables[selected].col + 1})`;
  return (
    <div class="eng-text-room" data-testid="why-panel" data-state={answer.state} data-var={selected ?? ''}>
      <div class="eng-split eng-split-text">
        <div>
          <AkariBoard puzzle={model.puzzle} values={values} selected={selected} onCellSelect={onSelect} testId="why-board"
            label="Pick a cell to explain" />
          <p class="eng-small">Click a cell (or Tab to the board, arrow keys, Enter) to see why it has its value.</p>
        </div>
        <div aria-live="polite">
          {answer.state === 'none' && <p data-testid="why-empty">No cell picked yet.</p>}
          {/* A tree too wide for its box is drawn one node a row, as in Shakashaka: scrolled sideways, a reader met it
              opened beside the root with the left branches cut mid-label and an empty box below. */}
          {answer.state !== 'none' && (
            <WhyAnswer tree={answer.state === 'tree' ? answer.tree : null} subject={where} unsettled={unsettledReason(values[selected!], truncated)} words={AKARI_WORDS} maxNodes={maxNodes} onToggleSize={toggleSize}
              heading={`Why ${where} is ${values[selected!] === 1 ? 'a lamp' : 'not a lamp'}`} wideAs="indented" />
          )}
        </div>
      </div>
    </div>
  );
}

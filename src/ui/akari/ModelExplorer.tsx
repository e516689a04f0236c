/**
 * The board beside its inequalities, linked both ways: pointing at (or
 * focusing) an inequality marks its cells on the board; pointing at a cell
 * marks every inequality it appears in. Clicking a cell pins it, so the
 * marks stay while the reader scrolls through the list.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { buildAkariModel, type AkariModel } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { AkariBoard } from './AkariBoard';
import { ConstraintPanel } from './ConstraintPanel';
import { constraintsByVariable, inequalityLabel, variablesOfConstraint } from './constraint-groups';
import { plainName } from './board-geometry';

export interface ModelExplorerProps {
  puzzle: AkariPuzzle;
  /** Pass the model when the caller has it already. */
  model?: AkariModel;
  /** Per variable −1/0/1, e.g. the solution, to draw on the board. */
  values?: readonly number[];
  /** data-testid of the root; the board is `${testId}-board`, the list `${testId}-constraints`. */
  testId?: string;
}

export function ModelExplorer({ puzzle, model: given, values, testId = 'model-explorer' }: ModelExplorerProps): JSX.Element {
  const model = useMemo(() => given ?? buildAkariModel(puzzle), [given, puzzle]);
  const [hoverCell, setHoverCell] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const [hoverIneq, setHoverIneq] = useState<number | null>(null);
  // Another board: marks of the old one mean nothing.
  useEffect(() => {
    setPinned(null);
    setHoverCell(null);
    setHoverIneq(null);
  }, [model]);
  const byVariable = useMemo(() => constraintsByVariable(model), [model]);
  const cell = hoverCell ?? pinned;
  const boardMarks = hoverIneq !== null ? variablesOfConstraint(model, hoverIneq) : cell !== null ? [cell] : [];
  const listMarks = hoverIneq !== null ? [hoverIneq] : cell !== null ? byVariable[cell] ?? [] : [];
  const status =
    hoverIneq !== null
      ? `Inequality ${inequalityLabel(hoverIneq)}: its cells are hatched on the board.`
      : cell !== null
        ? `Cell ${plainName(cell)} appears in ${listMarks.length} inequalities: ${listMarks.map(inequalityLabel).join(', ')}.`
        : 'Point at a cell or an inequality (or focus it with Tab) to see the other side.';

  return (
    <div class="ak-split" data-testid={testId} data-hover-cell={cell ?? ''} data-hover-inequality={hoverIneq ?? ''}>
      <div class="ak-sticky">
        <AkariBoard puzzle={puzzle} values={values} highlight={boardMarks} selected={pinned} testId={`${testId}-board`}
          label="The board with its variables" onCellHover={setHoverCell}
          onCellSelect={(v) => setPinned((p) => (p === v ? null : v))} />
        <p class="ak-small" aria-live="polite" data-testid={`${testId}-status`}>
          {status}
        </p>
        <p class="ak-small">
          {model.variables.length} variables (one per white cell, 1 = lamp) and {model.constraints.length} inequalities.
        </p>
      </div>
      <ConstraintPanel model={model} highlight={listMarks} onHighlight={setHoverIneq} testId={`${testId}-constraints`} />
    </div>
  );
}

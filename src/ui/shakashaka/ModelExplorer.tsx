/**
 * The board as inequalities: how many rows each family of the model has on
 * this board, and, for the cell the reader picks, every row that mentions
 * one of its five variables — as the paper writes it (x ≤ y + z rather
 * than −x + y + z ≥ 0) and in words. Pointing at a row marks its cells on
 * the board; pressing it keeps them marked. A board has hundreds of rows, so
 * only one cell's are typeset.
 *
 * A large board's explorer is drawn over several tasks, each laid out and
 * painted before the next (src/ui/use-stages.ts): the table of families,
 * then the board, then the cell's rows ROWS_PER_TASK at a time, and again
 * the rows when another cell is picked. On a 100×100 board the drawing (its
 * clues and row and column numbers are about 460 texts) and a cell's 29 rows
 * (about 1,400 elements of MathML) made and laid out in the one task that
 * received the model held the page for over 200 ms on a loaded machine.
 */
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { FAMILIES, variantTitle } from '../../puzzles/shakashaka/model/families';
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import type { ModelShape } from '../../puzzles/shakashaka/model/lazy';
import FormulaPanel from '../FormulaPanel';
import { useStages } from '../use-stages';
import { MoreBelowSign } from '../MoreBelowSign';
import { useMoreBelow } from '../use-more-below';
import { indexModel, rowItem, rowOfItem } from './model-index';
import { LARGE_BOARD_CELLS, ShakashakaBoard } from './ShakashakaBoard';

/** Rows typeset per task on a large board: the first ones show at once, the rest follow a frame apart. */
export const ROWS_PER_TASK = 8;

export interface ModelExplorerProps {
  model: ShakashakaModel;
  /** The model's shape when the worker made it (the lazy model); otherwise it is worked out here. */
  shape?: ModelShape;
  testId?: string;
}

export function ModelExplorer({ model, shape, testId = 'model' }: ModelExplorerProps): JSX.Element {
  const index = useMemo(() => indexModel(model, shape), [model, shape]);
  const large = model.puzzle.width * model.puzzle.height > LARGE_BOARD_CELLS;
  /** 1: the board is drawn; 2: the cell's rows are listed too. */
  const stage = useStages(model, 2, large);
  const boardDrawn = stage >= 1;
  const [cell, setCell] = useState(0);
  const [hover, setHover] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);
  const k = Math.min(cell, index.cells - 1);
  const rows = useMemo(() => (k >= 0 ? index.rowsOfCell(k) : []), [index, k]);
  // The first ROWS_PER_TASK rows come with the stage (or the cell picked), the rest one task apart.
  const moreRows = useStages(stage >= 2 ? rows : null, Math.ceil(rows.length / ROWS_PER_TASK) - 1, large && stage >= 2);
  const listed = !large ? rows.length : stage >= 2 ? Math.min(rows.length, (moreRows + 1) * ROWS_PER_TASK) : 0;
  const items = useMemo(() => rows.slice(0, listed).map((r) => rowItem(model, r)), [model, k, listed]);
  const shown = hover ?? (pinned && rows.includes(rowOfItem(pinned)) ? pinned : null);
  const marked = shown ? index.variablesOfRow(rowOfItem(shown)) : [];
  const where = k >= 0 ? `row ${model.variables[5 * k].row + 1}, column ${model.variables[5 * k].col + 1}` : '';
  const rowsBox = useMoreBelow<HTMLDivElement>([k, listed]);
  return (
    <div class="eng-split" data-testid={testId} data-cell={k} data-rows={rows.length}>
      <div class="eng-sticky">
        {boardDrawn ? (
          <ShakashakaBoard puzzle={model.puzzle} selected={k >= 0 ? k : null} onCellSelect={setCell} highlight={marked}
            label="Pick a cell to list its inequalities" testId={`${testId}-board`} maxWidth={250} />
        ) : (
          <p class="sk-small" data-testid={`${testId}-board-waiting`}>Drawing the board…</p>
        )}
        <table class="sk-counts" data-testid={`${testId}-families`}>
          <caption class="sk-small">
            The model {variantTitle(model.variant)}: {model.variables.length.toLocaleString('en-US')} variables, {model.constraints.length.toLocaleString('en-US')} inequalities
          </caption>
          <tbody>
            {model.families.map((f) => (
              <tr key={f} data-family={f}>
                <th scope="row">
                  {f}: {FAMILIES[f].title}
                </th>
                <td class="num">{(index.familyInequalities.get(f) ?? 0).toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        {k < 0 ? (
          <p>This board has no white cell, so it has no variables and nothing to decide.</p>
        ) : (
          <>
            <p class="sk-small" data-testid={`${testId}-cell`}>
              The {rows.length} lines of the model on the cell in {where} (click another cell, or use the arrow keys and Enter
              on the board), each with its family and the numbers of its inequalities on this board: an equality is one line
              with two numbers, its ≤ and its ≥ (the by-hand list gives each its own line). The numbers follow this board's
              model, so on another board the same rule has another number.
            </p>
            {/* One scroll box for the whole list (its rows are buttons, so the keys reach it), not one per row; a cell of
                a large board sits in hundreds of rows, so the box is capped in height and the solver's buttons stay near. */}
            {listed < rows.length && <p class="sk-small" data-testid={`${testId}-rows-waiting`}>Typesetting the inequalities: {listed} of {rows.length} so far…</p>}
            {listed > 0 && (
              <div ref={rowsBox.ref} class="scroll-x scroll-y sk-rows" data-scroll-label={`Inequalities on the cell in ${where}; the list scrolls`}>
                <FormulaPanel items={items} onHighlight={setHover} highlight={pinned} onSelect={(id) => setPinned((p) => (p === id ? null : id))} testId={`${testId}-rows`} title={`Inequalities on the cell in ${where}`} wrap />
                {/* The box's faded bottom edge cut a line mid-sentence on a phone and read as the list's end: a worded sign says there is more. */}
                {rowsBox.more && <MoreBelowSign what="list" testId={`${testId}-rows-more`} />}
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

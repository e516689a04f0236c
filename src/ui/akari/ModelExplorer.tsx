/**
 * The board beside its inequalities, linked both ways: pointing at (or
 * focusing) an inequality marks its cells on the board; pointing at a cell
 * marks every inequality it appears in, and lists those in a box beside the
 * board (under it on a phone), so they never hide further down the page. The
 * pointed cell is a preview, drawn with a dashed border and said so in the
 * status line: a clicked cell (solid border, striped, corner marks) looked the same.
 * The listed inequalities are buttons like the groups' own: pointing at one,
 * or tapping it, borders its cells. Clicking a cell pins it, so the marks stay
 * while the reader scrolls through the groups.
 *
 * The box has a fixed height and scrolls inside: a cell's list is long (a
 * dozen inequalities or more), and a box that grew with it pushed the text
 * under the figure down each time the pointer crossed the board.
 *
 * Formulas are MathML (src/ui/Formula.tsx): the lists cost a few hundred
 * bytes per inequality and nothing to start in the browser.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import { buildAkariModel, type AkariModel } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { MathmlFormulas } from '../Formula';
import FormulaPanel from '../FormulaPanel';
import { AkariBoard, POINTED_MARK } from './AkariBoard';
import { plainName } from './board-geometry';
import { ConstraintPanel } from './ConstraintPanel';
import { constraintItems, constraintsByVariable, idOfItem, inequalityLabel, itemId, variablesOfConstraint } from './constraint-groups';
import { LARGE_BOARD_CELLS } from './LargeAkariBoard';
import { useStages } from '../use-stages';

export interface ModelExplorerProps {
  puzzle: AkariPuzzle;
  /** Pass the model when the caller has it already. */
  model?: AkariModel;
  /** Per variable −1/0/1, e.g. the solution, to draw on the board. */
  values?: readonly number[];
  /** Groups with more inequalities than this start folded (default 40; 0 folds every group). */
  openLimit?: number;
  /** data-testid of the root; the board is `${testId}-board`, the list `${testId}-constraints`. */
  testId?: string;
}

/**
 * Inequalities of the marked cell written out under the board, at most: every
 * one on a lesson board (a reader told "15 inequalities" wants to see all 15),
 * in a box that scrolls past a screenful; the cap only guards a pasted giant.
 */
const MARKED_SHOWN = 40;
/**
 * On a large board, the marked cell's inequalities are written this many a
 * task, a frame apart (src/ui/use-stages.ts): on an open 100×100 board each
 * has about 200 terms, and laying out all 40 at once took the page a second.
 */
const MARKED_PER_TASK = 4;

/** The badge on the cell a "lit" inequality is about (a target: the cell that must be lit). */
const LIT_TARGET_BADGE = '●';

export function ModelExplorer({ puzzle, model: given, values, openLimit, testId = 'model-explorer' }: ModelExplorerProps): JSX.Element {
  const model = useMemo(() => given ?? buildAkariModel(puzzle), [given, puzzle]);
  const [hoverCell, setHoverCell] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const [pointedIneq, setHoverIneq] = useState<number | null>(null);
  // A tapped inequality stays bordered (a phone has no pointer to hover with); tapping it again, or a cell, lets go.
  const [pinnedIneq, setPinnedIneq] = useState<number | null>(null);
  const hoverIneq = pointedIneq ?? pinnedIneq;
  // Another board: marks of the old one mean nothing.
  useEffect(() => {
    setPinned(null);
    setHoverCell(null);
    setHoverIneq(null);
    setPinnedIneq(null);
  }, [model]);
  const pinIneq = (id: number) => setPinnedIneq((p) => (p === id ? null : id));
  const byVariable = useMemo(() => constraintsByVariable(model), [model]);
  // A clicked cell stays the listed one while the pointer passes over others (click it again to let go).
  const cell = pinned ?? hoverCell;
  // A cell under the pointer, none chosen: a preview (dashed border), not drawn as a chosen cell (solid, striped, corners).
  const preview = pinned === null && hoverIneq === null ? hoverCell : null;
  const boardMarks = hoverIneq !== null ? variablesOfConstraint(model, hoverIneq) : pinned !== null ? [pinned] : [];
  const listMarks = hoverIneq !== null ? [hoverIneq] : cell !== null ? byVariable(cell) : [];
  const cellMarks = useMemo(() => (cell !== null ? byVariable(cell) : []), [byVariable, cell]);
  const large = puzzle.width * puzzle.height > LARGE_BOARD_CELLS;
  const marked = cellMarks.slice(0, MARKED_SHOWN);
  const markedStage = useStages(cellMarks, Math.ceil(marked.length / MARKED_PER_TASK) - 1, large);
  // One line per inequality (no sentence under it), so the box shows several at once; the sentence of the one pointed
  // at or focused is said in the status above the box.
  const markedItems = useMemo(
    () => constraintItems(model, large ? marked.slice(0, (markedStage + 1) * MARKED_PER_TASK) : marked).map(({ note: _note, ...item }) => item),
    [cellMarks, markedStage],
  );
  const detail = useRef<HTMLDivElement>(null);
  const inView = useRowsInView(detail, cell === null ? '' : `${cell} ${markedItems.length}`);
  // A "lit" inequality's own cell (the one it says is lit) gets a badge: a shape, not only the border every cell of it has.
  const litTarget = useMemo(() => {
    const c = hoverIneq !== null ? model.constraints[hoverIneq] : null;
    if (!c || c.kind !== 'lit') return null;
    const v = model.variables.findIndex((x) => x.row === c.anchor[0] && x.col === c.anchor[1]);
    return v >= 0 ? v : null;
  }, [model, hoverIneq]);
  const status =
    hoverIneq !== null
      ? `${inequalityLabel(hoverIneq)}, ${model.constraints[hoverIneq].label}. Its cells: thick blue border${litTarget !== null ? `; ${plainName(litTarget)}, the cell that must be lit, also a ${LIT_TARGET_BADGE}` : ''}.`
      : preview !== null
        ? `Pointing at ${plainName(preview)} (a preview: ${POINTED_MARK}). Click, tap or press Enter to keep its ${byVariable(preview).length} inequalities listed.`
      : cell !== null
        ? `Cell ${plainName(cell)} appears in ${cellMarks.length} inequalities${cellMarks.length > MARKED_SHOWN ? `; the first ${MARKED_SHOWN}` : ''}. Point at, tap or Tab to one to border its cells and say it here; Escape lets go.`
        : 'Point at or tap a cell (or Tab to it and press Enter) to list its inequalities in the framed box.';

  return (
    <MathmlFormulas>
      {/* Escape lets go of a chosen cell and a tapped inequality: a keyboard reader's way back to the empty box. */}
      <div class="eng-split" data-testid={testId} data-hover-cell={cell ?? ''} data-hover-inequality={hoverIneq ?? ''}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || (pinned === null && pinnedIneq === null)) return;
          setPinned(null);
          setPinnedIneq(null);
        }}>
        <div class="eng-sticky">
          <AkariBoard puzzle={puzzle} values={values} highlight={boardMarks} selected={pinned} pointed={preview} testId={`${testId}-board`}
            badges={litTarget !== null ? { [litTarget]: LIT_TARGET_BADGE } : undefined}
            label="The board with its variables" onCellHover={setHoverCell}
            onCellSelect={(v) => {
              setPinnedIneq(null);
              setPinned((p) => (p === v ? null : v));
            }} />
          <p class="eng-small">
            {model.variables.length} variables (1 = lamp), {model.constraints.length} inequalities.
          </p>
        </div>
        <div class="model-side">
          {/* Room for three lines kept, so a longer status never moves the box under it. */}
          <p class="eng-small eng-status model-status" aria-live="polite" data-testid={`${testId}-status`}>
            {status}
          </p>
          {/* Fixed height, scrolled inside: what a cell lists never moves the page (see the comment at the top). */}
          <div ref={detail} class="model-detail scroll-y" data-scroll-label={cell !== null ? `The inequalities of ${plainName(cell)}` : 'The inequalities of a cell'} data-testid={`${testId}-detail`}>
            {cell !== null ? (
              // One line a row beside the board, so six or more fit the box (a long formula scrolls in its row there); on a
              // phone it wraps between its terms instead, where the row's scroll sign went unseen (engine-css.ts).
              <FormulaPanel wrap items={markedItems} highlight={hoverIneq !== null ? itemId(hoverIneq) : null}
                testId={`${testId}-marked`} onHighlight={(id) => setHoverIneq(id === null ? null : idOfItem(id))} onSelect={(id) => pinIneq(idOfItem(id))} />
            ) : (
              <p class="eng-small">No cell chosen yet: its inequalities will be listed here.</p>
            )}
          </div>
          {/* How much of the list the box shows, in words: the box's own shadow is easy to miss. */}
          <p class="eng-small model-in-view" data-testid={`${testId}-in-view`}>
            {cell === null
              ? '\u00a0'
              : inView !== null && inView < markedItems.length
                ? `${inView} of ${markedItems.length} in view: scroll the box for the rest.`
                : `All ${markedItems.length} in view.`}
          </p>
          <ConstraintPanel model={model} highlight={listMarks} onHighlight={setHoverIneq} onSelect={pinIneq} openLimit={openLimit} testId={`${testId}-constraints`} />
        </div>
      </div>
    </MathmlFormulas>
  );
}

/**
 * How many rows of the box are wholly in view when it is scrolled to its start (null before the browser has laid it
 * out), and which rows run past its edge (marked data-more): counted again when what it lists changes (`key`) and when the window's width changes the rows' heights.
 */
function useRowsInView(box: RefObject<HTMLElement>, key: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => {
      const el = box.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + el.clientTop;
      // A row's bottom measured from the box's top as if scrolled to the start.
      const fits = (r: Element) => r.getBoundingClientRect().bottom - top + el.scrollTop <= el.clientHeight + 1;
      setCount([...el.querySelectorAll('li')].filter(fits).length);
      // A row whose formula runs past the box's edge says so ("→ more", engine-css.ts): its fading edge read as its end.
      for (const body of el.querySelectorAll<HTMLElement>('.formula-item-body')) {
        body.closest('.formula-item')?.toggleAttribute('data-more', body.scrollWidth > body.clientWidth + 1);
      }
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [key]);
  return count;
}

/**
 * The Shakashaka board as SVG: the one drawing the lesson's figures, the
 * solver island, the steps, the "why" panel, the by-hand mode and the
 * exported page all use.
 *
 * A chosen triangle is drawn as the black half of its cell; a cell left
 * empty stays plain white. A cell not yet decided shows what is still
 * possible: a small triangle in each corner whose triangle is not ruled out,
 * and a small ring in the middle while "empty" is. So the board shows the
 * 0/1 variables themselves, five per cell, as they get settled. Every state
 * has a shape, not only a tint: hatching and a thick outline for the cells
 * of the inequality in focus (its states' marks outlined), a dashed outline
 * and a corner tab with a tick for cells the current step settled.
 *
 * Fills are a few paths for the whole board (an exported page draws a board
 * after many steps); the per-cell groups that carry focus, clicks, test ids
 * and words are added only where they are needed (not in thumbnails).
 * Presentation attributes rather than CSS, so the drawing needs no
 * stylesheet and looks the same in an export.
 */
import { Fragment, type JSX } from 'preact';
import { useId, useMemo, useRef, useState } from 'preact/hooks';
import { clueOf, type CellState, type ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';
import type { GridBoardProps } from '../grid/board-props';
import { ARROW_STEPS, onGridKey, whiteStep } from '../grid/grid-keys';
import { cellTargetAttrs, HatchPattern, useRovingCell, type CellHandlers } from '../grid/GridParts';
import { boardDescription, CELL, cellOrigin, cellView, cellWords, indexCells, markPath, PAD, TAB, tabOffset, trianglePath } from './board-geometry';
import { columnsByRows } from '../../puzzles/board-size';

/** A Shakashaka board: the grid kit's board props (src/ui/grid/board-props.ts), five variables per white cell. */
export interface ShakashakaBoardProps extends GridBoardProps {
  puzzle: ShakashakaPuzzle;
  /**
   * Per variable (5 per white cell): −1 unknown, 0 ruled out, 1 chosen.
   * Absent: the puzzle as printed, white cells plain (no marks of what is possible).
   */
  values?: readonly number[];
  /** Row and column numbers along the edges (default: on, except in thumbnails). */
  axes?: boolean;
  /**
   * One group per white cell with its state as data (test ids, words); on by
   * default for a board one can click, off for a drawing only (a figure, an
   * exported step), which then stays a few paths.
   */
  cells?: boolean;
  /**
   * For figures: a region to shade and outline (a dashed line), as polygons of grid corners [column, row] from the
   * top left; with several polygons, even-odd filling, so a polygon inside another is a hole.
   */
  outline?: readonly (readonly (readonly [number, number])[])[];
  /**
   * The white cell (index in reading order) a look-ahead or a trial supposes a state for: a thick dotted outline
   * around it, and "supposed" in its words. The caller says so under the board too: the outline is a shape, not a word.
   */
  supposed?: number | null;
  /**
   * The triangle a look-ahead supposes in the `supposed` cell: drawn hatched with a dashed edge, so the cell does
   * not look left empty, and apart from a chosen (solid) triangle by its shape, not by a lighter colour alone.
   */
  supposedState?: CellState | null;
  /**
   * The values under a look-ahead's supposition (../../inequalities/supposition-forced.ts): each other cell the
   * supposition decides gets the supposed cell's dotted outline, a supposed triangle drawn hatched with a dashed edge
   * as `supposedState` is, so what it forces is seen and never taken for settled.
   */
  supposedValues?: readonly number[] | null;
  /**
   * Per white cell, a short badge (Check's proof numbers its steps, "1", "2" …): black on a white disc with a black
   * ring in the cell's middle, large enough to read at a glance, and said in the cell's words.
   */
  badges?: Readonly<Record<number, string>>;
  /**
   * Shrink below the smallest readable cell rather than overflow: for a board in a narrow column beside another
   * (the solver's two lanes at 1280 px are 296 px wide, a 10 by 10 board's readable minimum a few px more), where a
   * scroll bar for a few pixels would only hide the last column's edge.
   */
  fit?: boolean;
}

export const DARK = '#2b2b2b';
/** The dotted outline of a supposed cell, drawn alike on the board and in its legend (BoardLegend.tsx). */
export const SUPPOSED_DOTS = { stroke: '#111', 'stroke-width': 5, 'stroke-dasharray': '1 6', 'stroke-linecap': 'round' } as const;
const MARK = '#5f6670';
const BLUE = '#1d4f91';
/** Margin for the row and column numbers (AXIS_FONT units; a row's "12" fits across it). */
const AXIS = 34;
/**
 * The row and column numbers' and the clues' sizes in units of a 48-unit cell. A one- or two-digit label is read
 * by its glyphs alone, so at MIN_CELL_PX it needs 10 px of ink (about 0.72 of the font size): at 22 and 23 units
 * on 26 px cells the digits had 8.7 and 9.2 px of ink, too little to read on a phone.
 */
const AXIS_FONT = 25;
const CLUE_FONT = 26;
/** Smallest drawn size of a cell in CSS px: the numbers and clues above are then at least 14.5 px, 10.5 px of ink. */
const MIN_CELL_PX = 28;
/** A thumbnail without clues draws no text, so its cells may be smaller: just large enough to tell the triangles apart. */
const MIN_THUMB_CELL_PX = 10;
/**
 * Past this many cells a board one can click has no group per cell: a 100×100
 * board's groups were 3.9 MB of markup that blocked the page for seconds on
 * every draw. The pointer and the keys are then read off the whole drawing
 * (the cell under the pointer from its position; the arrow keys move a
 * cursor whose cell is read out), as akari/LargeAkariBoard.tsx does.
 */
export const LARGE_BOARD_CELLS = 900;
/** A thumbnail draws its clues larger (30 units of 48), so a cell of 18 px keeps them at least 11 px high. */
const THUMB_CLUE_FONT = 30;
const MIN_THUMB_CLUE_CELL_PX = 18;

export function ShakashakaBoard(props: ShakashakaBoardProps): JSX.Element {
  const { puzzle, compact = false, testId = 'shakashaka-board' } = props;
  const axis = (props.axes ?? !compact) ? AXIS : 0;
  const index = useMemo(() => indexCells(puzzle), [puzzle]);
  const values = props.values ?? [];
  const highlight = new Set(props.highlight ?? []);
  const changed = new Set(props.changed ?? []);
  const interactive = Boolean(props.onCellSelect || props.onCellHover);
  // Unique on the page: each island (and each static figure) counts useId from the start, so the id alone repeats, and a
  // board whose hatch pointed at another board's pattern of the same id drew no stripes. The test id tells them apart.
  const uid = `${testId}-${useId()}`.replace(/[^a-zA-Z0-9_-]/g, '');
  const hatchId = `sk-hatch-${uid}`;
  // The cells a look-ahead's supposition decides, besides the supposed cell itself: drawn as supposed, not settled.
  const supposedCells = useMemo(() => {
    const under = props.supposedValues;
    if (!under) return [];
    const out: { k: number; state: CellState }[] = [];
    for (let k = 0; k < index.cells.length; k++) {
      if (k === props.supposed) continue;
      const now = cellView(props.values ?? [], k);
      const then = cellView(under, k);
      if (!now.decided && then.decided) out.push({ k, state: then.state });
    }
    return out;
  }, [index, props.values, props.supposedValues, props.supposed]);
  const svgRef = useRef<SVGSVGElement>(null);
  const [active, setActive] = useRovingCell(props.selected);
  const large = puzzle.width * puzzle.height > LARGE_BOARD_CELLS;
  const [cursor, setCursor] = useState(props.selected ?? 0);
  const w = 2 * PAD + axis + puzzle.width * CELL;
  const h = 2 * PAD + axis + puzzle.height * CELL;

  // The fills, as one path each (alike by intent: akari/LargeAkariBoard.tsx draws its marks the same way). Worked out
  // again only when the values or the marked cells change, not when a cursor moves or a cell is picked: a 100×100
  // board is 10,000 cells.
  const highlightKey = props.highlight?.join(' ') ?? '';
  const changedKey = props.changed?.join(' ') ?? '';
  const { fills, counts, views } = useMemo(
    () => boardFills(puzzle, index, props.values, highlight, changed, axis),
    [index, props.values, highlightKey, changedKey, axis],
  );
  const { black, triangles, marks, rings, hatched, litTriangles, markedStates, changedCells, changedFlags, changedTicks } = fills;

  // The same elements while the board stays, so Preact skips them when a cursor or a pick draws the board again
  // (a 100×100 board has about 460 texts).
  const grid = useMemo(() => <Grid width={puzzle.width} height={puzzle.height} axis={axis} />, [puzzle, axis]);
  const axes = useMemo(() => (axis > 0 ? <Axes width={puzzle.width} height={puzzle.height} /> : null), [puzzle, axis]);
  const clues = useMemo(() => <Clues puzzle={puzzle} axis={axis} fontSize={compact ? THUMB_CLUE_FONT : CLUE_FONT} />, [puzzle, axis, compact]);

  const onKeyDown = (k: number, e: KeyboardEvent) => {
    const [r, c] = index.cells[k];
    const step = whiteStep(puzzle.height, puzzle.width, (rr, cc) => index.cellOf[rr * puzzle.width + cc], r, c);
    onGridKey(e, k, index.cells.length, step, {
      select: () => props.onCellSelect?.(k),
      move: (to) => svgRef.current?.querySelector<SVGGElement>(`[data-cell="${to}"]`)?.focus(),
    });
  };

  const outlinePath = props.outline
    ?.map((poly) => poly.map(([c, r], i) => `${i === 0 ? 'M' : 'L'}${PAD + axis + c * CELL} ${PAD + axis + r * CELL}`).join('') + 'Z')
    .join('');
  const roving = active < index.cells.length ? active : 0;
  const description = compact || large
    ? `${large ? `A board of ${columnsByRows(puzzle)}: ` : ''}${counts.triangles} triangles, ${counts.empty} empty cells, ${counts.undecided} undecided`
    : boardDescription(puzzle, index, values);
  const groups = (props.cells ?? (interactive && !compact)) && !large;
  const onLarge = large && interactive ? largeBoardHandlers({ puzzle, index, axis, w, h, svgRef, cursor, setCursor, props }) : null;
  const at = index.cells[Math.min(cursor, index.cells.length - 1)];
  // The smallest cell that keeps every text drawn at least 11 px: the axes' numbers, else a thumbnail's clues.
  const hasClue = puzzle.rows.some((row) => [...row].some((ch) => clueOf(ch) !== null));
  const minCell = !compact || axis > 0 ? MIN_CELL_PX : hasClue ? MIN_THUMB_CLUE_CELL_PX : MIN_THUMB_CELL_PX;
  const minWidth = Math.round((w * minCell) / CELL);
  return (
    <figure class="sk-board-figure" data-testid={testId} data-width={puzzle.width} data-height={puzzle.height}
      data-triangles={counts.triangles} data-empty={counts.empty} data-undecided={counts.undecided}>
      <div class="sk-board-scroll scroll-x">
        <svg
          ref={svgRef}
          class="sk-board"
          viewBox={`0 0 ${w} ${h}`}
          style={{ width: '100%', maxWidth: `${Math.max(minWidth, props.maxWidth ?? Math.min(440, w))}px`, minWidth: props.fit ? `min(${minWidth}px, 100%)` : `${minWidth}px`, height: 'auto', display: 'block' }}
          role={interactive ? 'group' : 'img'}
          aria-label={`${props.label ? props.label + '. ' : ''}${description}${onLarge ? '. Too large to read out cell by cell: the arrow keys move a cursor, whose cell is read out, and Enter picks it.' : ''}`}
          {...(onLarge ?? {})}
        >
          <defs>
            <HatchPattern id={hatchId} colour={BLUE} />
            {props.supposedState || supposedCells.length > 0 ? <HatchPattern id={`${hatchId}-supposed`} colour={DARK} /> : null}
          </defs>
          <rect x={PAD + axis} y={PAD + axis} width={puzzle.width * CELL} height={puzzle.height * CELL} fill="#fff" />
          {outlinePath && <path d={outlinePath} fill="#f3d98b" fill-rule="evenodd" />}
          {/* Strong enough to read as stripes, not as a tint: the captions call these cells hatched, and a tint alone would be colour. Triangles are drawn over it. */}
          {hatched && <path d={hatched} fill={`url(#${hatchId})`} opacity={0.5} />}
          <path d={black} fill={DARK} />
          {triangles && <path d={triangles} fill={DARK} />}
          {marks && <path d={marks} fill={MARK} opacity={0.75} />}
          {rings && <path d={rings} fill="none" stroke={MARK} stroke-width={2.5} />}
          {markedStates && <path d={markedStates} fill="none" stroke={BLUE} stroke-width={2.5} />}
          {grid}
          {hatched && <path d={hatched} fill="none" stroke={BLUE} stroke-width={3} />}
          {litTriangles && <path d={litTriangles} fill="none" stroke="#fff" stroke-width={2.5} stroke-linejoin="round" data-testid={`${testId}-lit-triangles`} />}
          {/* White under black, so the mark shows on a black triangle too. */}
          {changedCells && <path d={changedCells} fill="none" stroke="#fff" stroke-width={5} />}
          {changedCells && <path d={changedCells} fill="none" stroke="#111" stroke-width={2.5} stroke-dasharray="5 3" />}
          {changedFlags && <path d={changedFlags} fill="#fff" stroke="#111" stroke-width={2} />}
          {changedTicks && <path d={changedTicks} fill="none" stroke="#111" stroke-width={2} stroke-linecap="round" stroke-linejoin="round" />}
          {outlinePath && <path d={outlinePath} fill="none" stroke="#111" stroke-width={3} stroke-dasharray="8 5" data-testid={`${testId}-outline`} />}
          {/* The lists below (and the supposed cell's group) are keyed: unkeyed, Preact pairs each with an old sibling of the
              same type, searching further when a drawing above comes or goes (a `cond && <path>` turning to ''), so the cells'
              list was once paired with another list and drawn anew, and the cell holding the keyboard focus lost it. */}
          <Fragment key="forced">{supposedCells.map(({ k, state }) => (
            <g key={k} data-testid={`${testId}-forced-supposed`} data-forced-cell={k} data-state={state}>
              {state > 0 ? (
                <path d={trianglePath(state, ...cellOrigin(...index.cells[k], axis))} fill={`url(#${hatchId}-supposed)`}
                  fill-opacity={0.45} stroke={DARK} stroke-width={2} stroke-dasharray="4 3" />
              ) : null}
              <path d={square(index.cells[k], axis, -3)} fill="none" stroke="#fff" stroke-width={8} />
              <path d={square(index.cells[k], axis, -3)} fill="none" {...SUPPOSED_DOTS} />
            </g>
          ))}</Fragment>
          {props.supposed != null && index.cells[props.supposed] && (
            // Around the cell, not inside it, so it reads apart from the dashed "just settled" and the solid "selected" outlines.
            <Fragment key="supposed">
              {props.supposedState ? (
                <path d={trianglePath(props.supposedState, ...cellOrigin(...index.cells[props.supposed], axis))} fill={`url(#${hatchId}-supposed)`}
                  fill-opacity={0.45} stroke={DARK} stroke-width={2} stroke-dasharray="4 3" data-testid={`${testId}-supposed-shape`} />
              ) : null}
              <path d={square(index.cells[props.supposed], axis, -3)} fill="none" stroke="#fff" stroke-width={8} />
              <path d={square(index.cells[props.supposed], axis, -3)} fill="none" {...SUPPOSED_DOTS} data-testid={`${testId}-supposed`} />
            </Fragment>
          )}
          <Fragment key="badges">{props.badges && Object.entries(props.badges).map(([key, text]) => {
            const cell = index.cells[Number(key)];
            if (!cell) return null;
            const [x, y] = cellOrigin(...cell, axis);
            // In the cell's upper right corner, so the reader's own mark stays in sight beside it.
            const w = Math.max(BADGE_SIZE, BADGE_FONT * 0.6 * text.length + 8);
            const [bx, by] = [x + CELL - w - 2, y + 2];
            return (
              <g key={key} data-testid={`${testId}-badge`} data-badge-cell={key} aria-hidden="true">
                <rect x={bx} y={by} width={w} height={BADGE_SIZE} rx={BADGE_SIZE / 2} fill="#fff" stroke="#111" stroke-width={2} />
                <text x={bx + w / 2} y={by + BADGE_SIZE / 2 + BADGE_FONT * 0.36} text-anchor="middle" fill="#111" font-size={BADGE_FONT} font-weight={700}
                  font-family="system-ui, sans-serif">{text}</text>
              </g>
            );
          })}</Fragment>
          {axes}
          {/* Every board draws its clues, a step's thumbnail too: a step is read against the numbers. */}
          {clues}
          {onLarge && props.selected != null && index.cells[props.selected] && (
            <path d={square(index.cells[props.selected], axis, 1.5)} fill="none" stroke="#111" stroke-width={3} data-testid={`${testId}-selected`} />
          )}
          {onLarge && at && <path class="sk-focus" d={square(at, axis, 1)} />}
          <Fragment key="cells">{groups &&
            index.cells.map(([r, c], k) => (
              <CellGroup key={k} k={k} r={r} c={c} axis={axis} view={views[k]} testId={testId} interactive={interactive}
                tabbable={k === roving} selected={props.selected === k} supposed={props.supposed === k} badge={props.badges?.[k]}
                changed={[0, 1, 2, 3, 4].some((s) => changed.has(5 * k + s))}
                highlighted={[0, 1, 2, 3, 4].some((s) => highlight.has(5 * k + s))}
                onSelect={props.onCellSelect} onHover={props.onCellHover} onKeyDown={onKeyDown} onFocusCell={setActive} />
            ))}</Fragment>
        </svg>
      </div>
      {onLarge && (
        <p class="sk-small" aria-live="polite" data-testid={`${testId}-cursor`}>
          {at ? `Row ${at[0] + 1}, column ${at[1] + 1}: ${cellWords(views[Math.min(cursor, index.cells.length - 1)])}` : ''}
        </p>
      )}
      {props.caption && <figcaption class="sk-small">{props.caption}</figcaption>}
    </figure>
  );
}

/**
 * The board's fills as path data (one string per kind of mark), the counts of decided cells, and each white cell's
 * view. `values` absent: the board as printed, no marks of what is still possible. An undecided cell
 * is drawn one way everywhere, figures and tools alike: white, with a mark for each state still open.
 */
/** A badge's height and digit, in 48-unit cell units: the digit 22 units tall reads at 11 px on the smallest cells. */
const BADGE_SIZE = 24;
const BADGE_FONT = 22;

/** How far inside a marked cell's triangle its white tracing runs, clear of the cell's thick border. */
const LIT_INSET = 7;

function boardFills(puzzle: ShakashakaPuzzle, index: ReturnType<typeof indexCells>, values: readonly number[] | undefined,
  highlight: Set<number>, changed: Set<number>, axis: number) {
  let black = '';
  let triangles = '';
  let marks = '';
  let rings = '';
  let hatched = '';
  let litTriangles = '';
  let markedStates = '';
  let changedCells = '';
  let changedFlags = '';
  let changedTicks = '';
  const counts = { triangles: 0, empty: 0, undecided: 0 };
  const views = index.cells.map((_, k) => cellView(values ?? [], k));
  for (let r = 0; r < puzzle.height; r++) {
    for (let c = 0; c < puzzle.width; c++) {
      const [x, y] = cellOrigin(r, c, axis);
      const k = index.cellOf[r * puzzle.width + c];
      if (k < 0) {
        black += `M${x} ${y}h${CELL}v${CELL}h${-CELL}z`;
        continue;
      }
      const view = views[k];
      if (view.decided) {
        if (view.state > 0) {
          triangles += trianglePath(view.state, x, y);
          counts.triangles++;
        } else counts.empty++;
      } else {
        counts.undecided++;
        if (values) for (const s of view.open) (s === 0 ? (rings += markPath(s, x, y)) : (marks += markPath(s, x, y)));
      }
      let lit = false;
      let moved = false;
      for (let s = 0; s < 5; s++) {
        const v = 5 * k + s;
        if (highlight.has(v)) {
          lit = true;
          if (!view.decided && view.open.includes(s as CellState)) markedStates += markPath(s as CellState, x, y);
        }
        if (changed.has(v)) moved = true;
      }
      if (lit) hatched += `M${x + 2} ${y + 2}h${CELL - 4}v${CELL - 4}h${4 - CELL}z`;
      // A triangle in a marked cell, traced by a white line inside it: beside black neighbours, under the thick border
      // and a shaded area, its black half otherwise ran into theirs (a reader could not find the holed diamond's ◤).
      if (lit && view.decided && view.state > 0) {
        // Inset by LIT_INSET from each of its three sides (the long side's inset takes √2 more of the square).
        const size = CELL - LIT_INSET * (2 + Math.SQRT2);
        const left = view.state === 1 || view.state === 4;
        const top = view.state === 1 || view.state === 2;
        litTriangles += trianglePath(view.state, x + (left ? LIT_INSET : CELL - LIT_INSET - size), y + (top ? LIT_INSET : CELL - LIT_INSET - size), size);
      }
      if (moved) {
        changedCells += `M${x + 7} ${y + 7}h${CELL - 14}v${CELL - 14}h${14 - CELL}z`;
        // A square tab with a tick, not a corner triangle (a triangle there would read as ◥), in a corner whose mark is gone.
        const [tx, ty] = tabOffset(view);
        changedFlags += `M${x + tx} ${y + ty}h${TAB}v${TAB}h${-TAB}Z`;
        changedTicks += `M${x + tx + 3} ${y + ty + 7.5}l3.5 3.5l6-7`;
      }
    }
  }

  const fills = { black, triangles, marks, rings, hatched, litTriangles, markedStates, changedCells, changedFlags, changedTicks };
  return { fills, counts, views };
}

function Grid({ width, height, axis }: { width: number; height: number; axis: number }): JSX.Element {
  let d = '';
  const x0 = PAD + axis;
  const y0 = PAD + axis;
  for (let c = 0; c <= width; c++) d += `M${x0 + c * CELL} ${y0}v${height * CELL}`;
  for (let r = 0; r <= height; r++) d += `M${x0} ${y0 + r * CELL}h${width * CELL}`;
  return <path d={d} fill="none" stroke="#8a8a8a" stroke-width={1} aria-hidden="true" />;
}

function Axes({ width, height }: { width: number; height: number }): JSX.Element {
  const font = { 'font-size': AXIS_FONT, 'font-family': 'system-ui, sans-serif', fill: '#333', 'text-anchor': 'middle' } as const;
  return (
    <g aria-hidden="true">
      {Array.from({ length: width }, (_, c) => (
        <text key={`c${c}`} x={PAD + AXIS + c * CELL + CELL / 2} y={PAD + AXIS - 7} {...font}>{c + 1}</text>
      ))}
      {Array.from({ length: height }, (_, r) => (
        <text key={`r${r}`} x={PAD + AXIS / 2} y={PAD + AXIS + r * CELL + CELL / 2 + 8} {...font}>{r + 1}</text>
      ))}
    </g>
  );
}

function Clues({ puzzle, axis, fontSize }: { puzzle: ShakashakaPuzzle; axis: number; fontSize: number }): JSX.Element {
  const out: JSX.Element[] = [];
  puzzle.rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      const k = clueOf(ch);
      if (k === null) return;
      const [x, y] = cellOrigin(r, c, axis);
      out.push(
        <text key={`${r}-${c}`} x={x + CELL / 2} y={y + CELL / 2 + fontSize * 0.35} text-anchor="middle" fill="#fff" font-size={fontSize} font-weight={700}
          font-family="system-ui, sans-serif">
          {k}
        </text>,
      );
    }),
  );
  return <g aria-hidden="true">{out}</g>;
}

interface CellGroupProps extends CellHandlers {
  k: number;
  r: number;
  c: number;
  axis: number;
  view: ReturnType<typeof cellView>;
  testId: string;
  interactive: boolean;
  changed: boolean;
  highlighted: boolean;
  supposed: boolean;
  badge?: string;
}

/** One white cell's group: its words and test ids, and for an interactive board the focus and click target. */
function CellGroup(p: CellGroupProps): JSX.Element {
  const [x, y] = cellOrigin(p.r, p.c, p.axis);
  const words = [`row ${p.r + 1}, column ${p.c + 1}`, cellWords(p.view)];
  if (p.supposed) words.push('supposed');
  if (p.badge) words.push(`numbered ${p.badge} in Check's proof`);
  if (p.changed) words.push('just settled');
  if (p.highlighted) words.push('in the inequality shown');
  return (
    <g
      data-testid={`${p.testId}-cell-${p.r}-${p.c}`}
      data-cell={p.k}
      data-state={p.view.decided ? String(p.view.state) : 'open'}
      data-open={p.view.decided ? undefined : p.view.open.join(' ')}
      data-changed={p.changed ? 'true' : 'false'}
      data-supposed={p.supposed ? 'true' : undefined}
      data-highlighted={p.highlighted ? 'true' : 'false'}
      data-selected={p.selected ? 'true' : 'false'}
      {...cellTargetAttrs({ ...p, cell: p.k, classPrefix: 'sk', focusable: p.interactive, words: words.join(', ') })}
    >
      {p.interactive && <rect x={x} y={y} width={CELL} height={CELL} fill="transparent" />}
      {p.selected && (
        <>
          <rect x={x + 1.5} y={y + 1.5} width={CELL - 3} height={CELL - 3} fill="none" stroke="#111" stroke-width={3} />
          <rect x={x + 5} y={y + 5} width={CELL - 10} height={CELL - 10} fill="none" stroke="#fff" stroke-width={2} />
        </>
      )}
      {p.interactive && <rect class="sk-focus" x={x + 2} y={y + 2} width={CELL - 4} height={CELL - 4} />}
    </g>
  );
}

/** A cell's outline, `inset` units inside it. */
function square([r, c]: readonly [number, number], axis: number, inset: number): string {
  const [x, y] = cellOrigin(r, c, axis);
  return `M${x + inset} ${y + inset}h${CELL - 2 * inset}v${CELL - 2 * inset}h${2 * inset - CELL}z`;
}

interface LargeInput {
  puzzle: ShakashakaPuzzle;
  index: ReturnType<typeof indexCells>;
  axis: number;
  w: number;
  h: number;
  svgRef: { current: SVGSVGElement | null };
  cursor: number;
  setCursor: (k: number) => void;
  props: ShakashakaBoardProps;
}

/** A large board's one focus stop and click target: the whole drawing (see LARGE_BOARD_CELLS). */
function largeBoardHandlers({ puzzle, index, axis, w, h, svgRef, cursor, setCursor, props }: LargeInput) {
  /** The white cell under a pointer event, or −1. */
  const cellAt = (e: MouseEvent): number => {
    const svg = svgRef.current;
    if (!svg) return -1;
    const box = svg.getBoundingClientRect();
    const c = Math.floor((((e.clientX - box.left) / box.width) * w - PAD - axis) / CELL);
    const r = Math.floor((((e.clientY - box.top) / box.height) * h - PAD - axis) / CELL);
    if (r < 0 || c < 0 || r >= puzzle.height || c >= puzzle.width) return -1;
    return index.cellOf[r * puzzle.width + c];
  };
  return {
    tabindex: 0,
    onClick: (e: MouseEvent) => {
      const k = cellAt(e);
      if (k < 0) return;
      setCursor(k);
      props.onCellSelect?.(k);
    },
    onMouseMove: props.onCellHover ? (e: MouseEvent) => props.onCellHover?.(((k) => (k >= 0 ? k : null))(cellAt(e))) : undefined,
    onMouseLeave: props.onCellHover ? () => props.onCellHover?.(null) : undefined,
    onKeyDown: (e: KeyboardEvent) => {
      if (index.cells.length === 0) return;
      const from = Math.min(cursor, index.cells.length - 1);
      const [r, c] = index.cells[from];
      const step = whiteStep(puzzle.height, puzzle.width, (rr, cc) => index.cellOf[rr * puzzle.width + cc], r, c);
      onGridKey(e, from, index.cells.length, step, {
        select: () => props.onCellSelect?.(from),
        move: (to) => {
          if (to === from) return;
          setCursor(to);
          if (e.key in ARROW_STEPS) props.onCellHover?.(to);
        },
      });
    },
  };
}

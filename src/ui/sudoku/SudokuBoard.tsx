/**
 * A Sudoku board of any order as SVG: thick lines around the boxes, givens
 * bold on a tinted ground, the cells the current step changed bold and
 * underlined on a marked ground (never colour alone). Cells keep a fixed size
 * in CSS pixels so the digits stay at least 11 px on any board; a wide board
 * scrolls sideways. Boards past 25×25 are summarised in words instead (tens
 * of thousands of cells are not a drawing a reader can use). Static markup:
 * the lesson and the exported page both use it.
 */
import { fmt } from '../../core/numbers';
import type { JSX } from 'preact';
import { valueChar } from '../../puzzles/sudoku/format';
import { PLACED_FORCED, PLACED_GUESS } from '../../puzzles/sudoku/replay';

/** Largest side drawn cell by cell. */
export const MAX_DRAWN_SIZE = 25;
/** Font size of the row and column names (r1, c1) around the board: enough ink for the layout guard's MIN_LABEL_INK (tests/e2e/layout-checks.ts). */
const COORD_SIZE = 14;

export interface SudokuBoardProps {
  order: number;
  /** N² values in reading order; 0 = empty. */
  cells: ArrayLike<number>;
  /** Given cells (1) — drawn bold on a tinted ground. */
  given?: ArrayLike<number>;
  /** 1 where a “given” is really the reader's placement (Explain from here): drawn bold on white inside a dotted square, not grey. */
  yours?: ArrayLike<number>;
  /** Cells the current step changed. */
  changed?: readonly number[];
  label: string;
  testId?: string;
  /** Draw a dash in a changed cell that is empty (the step emptied it), so an emptied cell is marked by more than its shade. */
  markEmptied?: boolean;
  /** Cells drawn with a thick dashed outline (a SAT conflict's clause): a mark by shape, not by colour. */
  outlined?: readonly number[];
  /** Cells drawn with a ring around the number (a CDCL decision): a mark by shape, not by colour. */
  ringed?: readonly number[];
  /**
   * How each filled cell was filled (the replay's placedBy): a guess gets a ring and the guess colour,
   * a forced cell a corner triangle and the forced colour — shape and colour both, so neither is needed alone.
   */
  placedBy?: ArrayLike<number>;
  /** Numbers ruled out of empty cells (what a learned clause forces): "≠1" in the cell, at 16 px or more (the layout guard's ink), words not colour. */
  ruledOut?: readonly { cell: number; value: number }[];
  /** Guesses that an empty cell does NOT hold a number (a SAT decision like ¬r5c1#9): "≠9" in the guess ring, since they place nothing. */
  guessedOut?: readonly { cell: number; value: number }[];
}

/** The corner triangle of a forced cell, at the top right of the cell whose top-left corner is (x, y). */
export function forcedCorner(x: number, y: number, px: number): string {
  // Relative moves keep the path short: an export draws it in every forced cell of a dozen boards.
  const t = Math.round(px * 0.32);
  return `M${x + px - 1} ${y + 1}h-${t}l${t} ${t}z`;
}

function cellPx(size: number): number {
  return size <= 9 ? 30 : size <= 16 ? 26 : 22;
}

export function SudokuBoard({ order, cells, given, changed = [], label, testId, markEmptied = false, outlined = [], ringed = [], placedBy, yours, ruledOut = [], guessedOut = [] }: SudokuBoardProps): JSX.Element {
  const size = order * order;
  if (size > MAX_DRAWN_SIZE) {
    let filled = 0;
    for (let i = 0; i < cells.length; i++) if (cells[i] !== 0) filled++;
    return (
      <p class="sd-small" data-testid={testId}>
        {label}: a {size}×{size} board, {fmt(filled)} of {fmt((size * size))} cells filled
        (too large to draw cell by cell).
      </p>
    );
  }
  const px = cellPx(size);
  const side = size * px;
  const mark = new Set(changed);
  const font = Math.max(12, Math.round(px * 0.55));
  const rects: JSX.Element[] = [];
  const texts: JSX.Element[] = [];
  const marks: JSX.Element[] = [];
  for (let i = 0; i < size * size; i++) {
    const r = Math.floor(i / size);
    const c = i % size;
    const isYours = yours ? yours[i] === 1 : false;
    const isGiven = given ? given[i] === 1 : false;
    const isChanged = mark.has(i);
    rects.push(<rect key={i} class={`sd-cell${isGiven && !isYours ? ' sd-given' : ''}${isChanged ? ' sd-changed' : ''}`} x={c * px} y={r * px} width={px} height={px} />);
    if (isYours) marks.push(<rect key={`y${i}`} class="sd-yours-mark" x={c * px + 3} y={r * px + 3} width={px - 6} height={px - 6} />);
    const v = cells[i];
    if (v === 0 && isChanged && markEmptied) {
      texts.push(<text key={i} x={c * px + px / 2} y={r * px + px / 2} font-size={font} class="sd-t-emptied">–</text>);
    } else if (v !== 0) {
      const by = !isGiven && placedBy ? placedBy[i] : 0;
      if (by === PLACED_GUESS) marks.push(<circle key={`g${i}`} class="sd-ring sd-ring-guess" cx={c * px + px / 2} cy={r * px + px / 2} r={px * 0.4} />);
      else if (by === PLACED_FORCED) marks.push(<path key={`f${i}`} class="sd-forced-mark" d={forcedCorner(c * px, r * px, px)} />);
      const kind = by === PLACED_GUESS ? 'sd-t-guess' : by === PLACED_FORCED ? 'sd-t-forced' : '';
      texts.push(
        <text key={i} x={c * px + px / 2} y={r * px + px / 2} font-size={font} class={[isGiven ? 'sd-t-given' : isChanged ? 'sd-t-changed' : '', kind].filter(Boolean).join(' ') || undefined}>
          {size <= 9 ? String(v) : valueChar(v)}
        </text>,
      );
    }
  }
  const boxes: JSX.Element[] = [];
  for (let b = 0; b < size; b++) {
    const br = Math.floor(b / order);
    const bc = b % order;
    boxes.push(<rect key={b} class="sd-box" x={bc * order * px} y={br * order * px} width={order * px} height={order * px} />);
  }
  // Row and column numbers around the board: the lesson names every cell r4c7, and a reader should
  // not have to count to find it. At COORD_SIZE a two-character name has 10 px of ink
  // (12 px gave 9, too little to read on a phone); the margin holds "r9" (and "r16" on a 16×16 board) at that size.
  const margin = size <= 9 ? 22 : 30;
  const coords: JSX.Element[] = [];
  for (let k = 0; k < size; k++) {
    coords.push(<text key={`r${k}`} x={-margin / 2} y={k * px + px / 2} font-size={COORD_SIZE} class="sd-coord">{`r${k + 1}`}</text>);
    coords.push(<text key={`c${k}`} x={k * px + px / 2} y={-margin / 2} font-size={COORD_SIZE} class="sd-coord">{`c${k + 1}`}</text>);
  }
  return (
    // A board wider than a phone scrolls; the figure then takes focus so the keyboard can scroll it too.
    <figure class="sd-board scroll-x" data-testid={testId} tabIndex={size >= 16 ? 0 : undefined}>
      <svg width={side + margin + 2} height={side + margin + 2} viewBox={`${-margin - 1} ${-margin - 1} ${side + margin + 2} ${side + margin + 2}`} role="img" aria-label={label}>
        {coords}
        {rects}
        {boxes}
        {outlined.map((i) => (
          <rect key={`o${i}`} class="sd-outlined" data-cell={i} x={(i % size) * px + 2} y={Math.floor(i / size) * px + 2} width={px - 4} height={px - 4} />
        ))}
        {marks}
        {ringed.map((i) => (
          <circle key={`d${i}`} class="sd-ring" data-cell={i} cx={(i % size) * px + px / 2} cy={Math.floor(i / size) * px + px / 2} r={px * 0.4} />
        ))}
        {texts}
        {guessedOut.filter((o) => cells[o.cell] === 0).map((o) => (
          <circle key={`gn${o.cell}`} class="sd-ring sd-ring-guess" data-cell={o.cell} cx={(o.cell % size) * px + px / 2} cy={Math.floor(o.cell / size) * px + px / 2} r={px * 0.4} />
        ))}
        {[...ruledOut, ...guessedOut].filter((o) => cells[o.cell] === 0).map((o) => (
          <text key={`n${o.cell}-${o.value}`} class="sd-t-ruled" data-cell={o.cell} x={(o.cell % size) * px + px / 2} y={Math.floor(o.cell / size) * px + px / 2} font-size={Math.max(16, Math.round(px * 0.5))}>
            ≠{size <= 9 ? String(o.value) : valueChar(o.value)}
          </text>
        ))}
      </svg>
    </figure>
  );
}

/**
 * What the Shakashaka board drawing needs and the solver does not: the
 * shapes of the four triangles and of the small marks that show which
 * states a cell still allows, each cell's state read from the variables,
 * where the arrow keys go, and the board in words for screen readers.
 *
 * Variables are numbered as in the model (5 per white cell in reading order,
 * state 0 = left empty, then ◤ ◥ ◢ ◣), so a view takes `values` from the
 * replay and variable ids from the engine directly.
 */
import { clueOf, STATE_CHAR, type CellState, type ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';
import { stateWord, whiteCells } from '../../puzzles/shakashaka/vocabulary';
import { columnsByRows } from '../../puzzles/board-size';

/** Side of a cell and the margin around the board, in SVG units. */
export const CELL = 48;
export const PAD = 3;

export interface CellIndex {
  /** [row, col] of each white cell (variables 5k … 5k + 4). */
  cells: [number, number][];
  /** White-cell index of each cell r·width + c, −1 for black cells. */
  cellOf: Int32Array;
}

export function indexCells(puzzle: ShakashakaPuzzle): CellIndex {
  const cells = whiteCells(puzzle);
  const cellOf = new Int32Array(puzzle.width * puzzle.height).fill(-1);
  cells.forEach(([r, c], k) => (cellOf[r * puzzle.width + c] = k));
  return { cells, cellOf };
}

/** What a white cell shows: its chosen state, or the states not yet ruled out. */
export type CellView = { decided: true; state: CellState } | { decided: false; open: CellState[] };

export function cellView(values: readonly number[], k: number): CellView {
  const open: CellState[] = [];
  for (let s = 0; s < 5; s++) {
    const x = values[5 * k + s];
    if (x === 1) return { decided: true, state: s as CellState };
    if (x === undefined || x === -1) open.push(s as CellState);
  }
  return { decided: false, open };
}

/** Corners of a triangle state in a cell at (x, y) of side `size`, as an SVG path (the black half). */
export function trianglePath(state: CellState, x: number, y: number, size = CELL): string {
  const [a, b, c, d] = [`${x} ${y}`, `${x + size} ${y}`, `${x + size} ${y + size}`, `${x} ${y + size}`];
  switch (state) {
    case 1:
      return `M${a}L${b}L${d}Z`;
    case 2:
      return `M${a}L${b}L${c}Z`;
    case 3:
      return `M${b}L${c}L${d}Z`;
    case 4:
      return `M${a}L${c}L${d}Z`;
    default:
      return '';
  }
}

/** Inset and side of the small mark of a still-possible triangle, in its corner of the cell. */
const MARK_INSET = 5;
const MARK_SIZE = 15;

/** The small mark of a still-possible state: a little triangle in its corner, or a ring in the middle for "empty". */
export function markPath(state: CellState, x: number, y: number): string {
  if (state === 0) {
    const cx = x + CELL / 2;
    const cy = y + CELL / 2;
    const r = 5;
    return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0${-2 * r} 0`;
  }
  const i = MARK_INSET;
  const m = MARK_SIZE;
  const left = state === 1 || state === 4;
  const top = state === 1 || state === 2;
  const x0 = left ? x + i : x + CELL - i - m;
  const y0 = top ? y + i : y + CELL - i - m;
  // Relative moves keep a board with many undecided cells a few kilobytes (an export draws many).
  switch (state) {
    case 1:
      return `M${x0} ${y0}h${m}l${-m} ${m}z`;
    case 2:
      return `M${x0} ${y0}h${m}v${m}z`;
    case 3:
      return `M${x0 + m} ${y0}v${m}h${-m}z`;
    default:
      return `M${x0} ${y0}l${m} ${m}h${-m}z`;
  }
}

/** Side of the "just settled" tab, a square with a tick (a triangle there would read as one of the states). */
export const TAB = 15;

/**
 * Where a cell's "just settled" tab goes, as its top-left corner relative to
 * the cell: in a corner with no mark of a still-possible triangle, so the
 * tab never hides one (at 48 units a cell has no free place besides the
 * corners a step just emptied). A step that settles a cell either chooses a
 * state (no marks left) or rules one out (its mark goes, freeing its corner
 * or, for "empty", the middle). The top right is tried first, then the
 * other corners, then the middle; a cell with every mark still shown (a
 * cleared cell in play) keeps the top right.
 */
export function tabOffset(view: CellView): [number, number] {
  const right = CELL - TAB - 1;
  const bottom = CELL - TAB - 1;
  const corners: [CellState, number, number][] = [[2, right, 1], [1, 1, 1], [3, right, bottom], [4, 1, bottom]];
  if (view.decided) return [right, 1];
  for (const [state, dx, dy] of corners) if (!view.open.includes(state)) return [dx, dy];
  const middle = (CELL - TAB) / 2;
  return view.open.includes(0) ? [right, 1] : [middle, middle];
}

/** The top-left corner of cell (r, c) in SVG units, past the margin of `axis` for the row and column numbers. */
export function cellOrigin(r: number, c: number, axis: number): [number, number] {
  return [PAD + axis + c * CELL, PAD + axis + r * CELL];
}

/** A cell in words: "◢", "empty", "undecided (◢ or empty)". */
export function cellWords(view: CellView): string {
  if (view.decided) return stateWord(view.state);
  if (view.open.length === 0) return 'no state left';
  if (view.open.length === 5) return 'undecided';
  return `undecided (${view.open.map(stateWord).join(' or ')})`;
}

/** Past this many cells the description gives counts only. */
const DESCRIBE_CELLS = 225;

/** The board in words for screen readers: one sentence per row, or counts on a large board. */
export function boardDescription(puzzle: ShakashakaPuzzle, index: CellIndex, values: readonly number[]): string {
  const views = index.cells.map((_, k) => cellView(values, k));
  const triangles = views.filter((v) => v.decided && v.state > 0).length;
  const empty = views.filter((v) => v.decided && v.state === 0).length;
  const counts = `${triangles} triangles, ${empty} empty cells, ${views.length - triangles - empty} undecided`;
  const head = `A board of ${columnsByRows(puzzle)}: ${counts}`;
  if (puzzle.width * puzzle.height > DESCRIBE_CELLS) return `${head}.`;
  const rows: string[] = [];
  for (let r = 0; r < puzzle.height; r++) {
    const cells: string[] = [];
    for (let c = 0; c < puzzle.width; c++) {
      const k = index.cellOf[r * puzzle.width + c];
      const ch = puzzle.rows[r][c];
      cells.push(k >= 0 ? cellWords(views[k]) : clueOf(ch) === null ? 'black' : `clue ${ch}`);
    }
    rows.push(`row ${r + 1}: ${cells.join(', ')}`);
  }
  return `${head}. ${rows.join('; ')}.`;
}

/** The board as text rows with the states chosen so far ('.' also for undecided cells). */
export function rowsOfValues(puzzle: ShakashakaPuzzle, index: CellIndex, values: readonly number[]): string[] {
  return puzzle.rows.map((row, r) =>
    [...row]
      .map((ch, c) => {
        const k = index.cellOf[r * puzzle.width + c];
        if (k < 0) return ch;
        const v = cellView(values, k);
        return v.decided ? STATE_CHAR[v.state] : '.';
      })
      .join(''),
  );
}

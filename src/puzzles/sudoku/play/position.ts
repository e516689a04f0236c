/**
 * A reader's position in play: the puzzle's givens and the reader's own
 * placements beside them, kept apart so the hint can say which digit is a
 * given and which is the reader's, and Check can test each placement against
 * the givens alone.
 *
 * In a link the position is one value (`?play=`, src/ui/sudoku/play-link.ts):
 * the givens as the board's one-line text, then `~` and the placements as a
 * line of the same length ('.' where the reader placed nothing); with no
 * placement the `~` part is left out. Play is for boards drawn cell by cell
 * (up to 25×25), whose one-line text has one character per cell.
 */
import { parseSudoku, printSudoku, valueChar } from '../format';
import { cellName, type SudokuPuzzle } from '../puzzle';

/** The largest board play offers: the boards drawn cell by cell (src/ui/sudoku/SudokuBoard.tsx draws up to 25×25). */
export const MAX_PLAY_SIZE = 25;

export interface PlayPosition {
  puzzle: SudokuPuzzle;
  /** N² values in reading order: the reader's placements (0 = none; always 0 on a given). */
  placed: readonly number[];
  /** Set when this position came from applying a hint's trial (a guess): the cell, the value tried, and the cell's candidates then, in the order tried. */
  trial?: Trial;
}

/** A guess the hint proposed and the reader applied. */
export interface Trial {
  cell: number;
  value: number;
  values: readonly number[];
}

/** The board as it stands: givens and placements together (a fresh array). */
export function filledCells(pos: PlayPosition): number[] {
  return pos.puzzle.cells.map((g, i) => (g !== 0 ? g : pos.placed[i]));
}

/** The position with no placement. */
export function startPosition(puzzle: SudokuPuzzle): PlayPosition {
  return { puzzle, placed: new Array<number>(puzzle.cells.length).fill(0) };
}

/** The position with value v (0: nothing) at a cell that is not a given; the same position for a given. */
export function place(pos: PlayPosition, cell: number, value: number): PlayPosition {
  if (pos.puzzle.cells[cell] !== 0 || pos.placed[cell] === value) return pos;
  const placed = pos.placed.slice();
  placed[cell] = value;
  return { puzzle: pos.puzzle, placed };
}

/** The position as a link's value: "<givens>" or "<givens>~<placements>". */
/** The position after applying a hint's trial: a placement remembered as a guess. */
export function placeTrial(pos: PlayPosition, cell: number, value: number, values: readonly number[]): PlayPosition {
  const next = place(pos, cell, value);
  return next === pos ? pos : { ...next, trial: { cell, value, values } };
}

/** The trials still on the board at the last position of `chain` (the positions from the start to now), oldest first. */
export function trialsOf(chain: readonly PlayPosition[]): Trial[] {
  const now = chain[chain.length - 1];
  return chain.flatMap((p) => (p.trial && now.placed[p.trial.cell] === p.trial.value ? [p.trial] : []));
}

/**
 * Takes back `trial` and every move after it, then places `next` there as a new
 * trial (none when null): the new chain of positions, or null when the trial is
 * not in it.
 */
export function undoTrial(chain: readonly PlayPosition[], trial: Trial, next: number | null): PlayPosition[] | null {
  const k = chain.findIndex((p) => p.trial === trial);
  if (k < 1) return null;
  const kept = chain.slice(0, k);
  return next === null ? kept : [...kept, placeTrial(kept[k - 1], trial.cell, next, trial.values)];
}

export function positionToLink(pos: PlayPosition): string {
  const givens = printSudoku(pos.puzzle);
  if (pos.placed.every((v) => v === 0)) return givens;
  return `${givens}~${pos.placed.map(valueChar).join('')}`;
}

export type PositionRead = { ok: true; position: PlayPosition } | { ok: false; message: string };

/** The position a link's value stands for, or why it cannot be read (in words). */
export function positionFromLink(raw: string): PositionRead {
  const [givensText, placedText, ...rest] = raw.trim().split('~');
  if (rest.length > 0) return { ok: false, message: 'it has more than one “~” (the givens, then the placements)' };
  const parsed = parseSudoku(givensText);
  if (!parsed.ok) return { ok: false, message: `the givens do not read as a board: ${parsed.error.message}` };
  const puzzle = parsed.puzzle;
  if (puzzle.size > MAX_PLAY_SIZE) return { ok: false, message: `play is for boards up to ${MAX_PLAY_SIZE}×${MAX_PLAY_SIZE}; this one is ${puzzle.size}×${puzzle.size}` };
  if (placedText === undefined) return { ok: true, position: startPosition(puzzle) };
  const line = parseSudoku(placedText);
  if (!line.ok || line.puzzle.size !== puzzle.size) {
    return { ok: false, message: `the placements are not a line of ${puzzle.cells.length} cells for a ${puzzle.size}×${puzzle.size} board` };
  }
  const placed = line.puzzle.cells.slice();
  for (let i = 0; i < placed.length; i++) {
    if (placed[i] !== 0 && puzzle.cells[i] !== 0) {
      return { ok: false, message: `the placements put a digit on ${cellName(puzzle.size, i)}, which is a given` };
    }
  }
  return { ok: true, position: { puzzle, placed } };
}

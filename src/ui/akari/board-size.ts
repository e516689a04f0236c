/**
 * How big an Akari board is drawn, so that every label in it can be read:
 * a variable's name needs cells of READ_CELL_PX or more on screen, a clue
 * CLUE_CELL_PX or more (clues are then at least 11 CSS pixels tall, names'
 * glyphs 10).
 *
 * A board whose names fit within its largest width is drawn with them at
 * any size above that minimum (on a narrow screen its box then pans). A
 * larger board is drawn whole first, without names (and without clue digits
 * when even those would be too small), and can be zoomed in to reading
 * size, where its box pans in both directions and a step scrolls its cells
 * into view. Pure numbers, so the server and the browser agree.
 */
import { CELL, PAD } from './BoardCell';

/**
 * Screen pixels per cell at which names (17 units of 48 at their smallest, BoardCell.tsx) have 10 px of ink, as a
 * label read by its glyphs alone needs; a 7-column board is then 328 px wide and still fits a phone.
 */
export const READ_CELL_PX = 46;
/** Screen pixels per cell at which clue digits (21 units of 48) are 11 px or more. */
export const CLUE_CELL_PX = 26;

export interface BoardLayout {
  /** The drawing's side in SVG units (width). */
  units: number;
  /** Draw the variables' names, and the clues' digits. */
  names: boolean;
  clues: boolean;
  /** The SVG's CSS size. */
  width: string;
  maxWidth: number | null;
  minWidth: number | null;
  /** The board can be switched between whole and reading size; `zoomed` says which it is. */
  zoomable: boolean;
  zoomed: boolean;
}

export interface LayoutWish {
  /** Largest width of the drawing in CSS px. */
  maxWidth: number;
  /** The reader asked for reading size. */
  zoomed: boolean;
  /** A thumbnail: never zoomed, never named. */
  compact: boolean;
  /** Names wanted at all (false for an answer drawn without them). */
  names: boolean;
  /** Whether the board can change size at all (false on a static page, an export). */
  interactive: boolean;
}

export function boardLayout(columns: number, wish: LayoutWish): BoardLayout {
  const units = PAD * 2 + columns * CELL;
  const px = (cellPx: number) => Math.ceil((units * cellPx) / CELL);
  const readPx = px(READ_CELL_PX);
  const cluePx = px(CLUE_CELL_PX);
  const fitsRead = !wish.compact && readPx <= wish.maxWidth;
  if (fitsRead) {
    return { units, names: wish.names, clues: true, width: '100%', maxWidth: wish.maxWidth, minWidth: readPx, zoomable: false, zoomed: false };
  }
  const zoomable = !wish.compact && wish.interactive;
  if (zoomable && wish.zoomed) {
    return { units, names: wish.names, clues: true, width: `${readPx}px`, maxWidth: null, minWidth: null, zoomable, zoomed: true };
  }
  const clues = cluePx <= wish.maxWidth;
  return { units, names: false, clues, width: '100%', maxWidth: wish.maxWidth, minWidth: clues ? cluePx : null, zoomable, zoomed: false };
}

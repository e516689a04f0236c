/**
 * The start of a press (mouse, pen or touch) on the Play board. The press's
 * default is prevented, so a drag neither selects text nor scrolls the page;
 * that also keeps the browser from moving focus to the board, and then
 * Ctrl+Z / Ctrl+Y and the arrow keys went to the page body after a drawing
 * by mouse. So the board takes the focus itself (without scrolling: it is
 * under the pointer already), on any press on it, a cell or its margin.
 */
export interface PressedBoard {
  focus(options?: FocusOptions): void;
  setPointerCapture?(pointerId: number): void;
}

export interface BoardPress {
  pointerId: number;
  currentTarget: PressedBoard;
  preventDefault(): void;
}

/** Starts a press on `cell` (null: outside the cells); gives the cell a drag starts from, or null for none. */
export function startPress(e: BoardPress, cell: number | null): number | null {
  e.currentTarget.focus({ preventScroll: true });
  if (cell === null) return null;
  e.preventDefault();
  // Captured, the drag's moves still reach the board when the pointer leaves it.
  e.currentTarget.setPointerCapture?.(e.pointerId);
  return cell;
}

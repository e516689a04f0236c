/**
 * What every grid board takes, whatever its genre: the values to draw (one
 * per variable; the genre says what a value means), the marks of the step
 * shown (cells in focus, cells just settled, the chosen cell), the pointer
 * and keyboard callbacks that make it a control, and its name and size.
 */
export interface GridBoardProps {
  /** Variables to mark, e.g. those of the inequality in focus (hatched, with a border). */
  highlight?: readonly number[];
  /** Variables settled by the current step (a dashed outline and a corner flag). */
  changed?: readonly number[];
  /** The chosen cell, e.g. the one whose "why" is shown. */
  selected?: number | null;
  /** Click / Enter / Space on a white cell; makes the cells focusable. */
  onCellSelect?: (cell: number) => void;
  /** Pointer or focus enters a white cell or leaves (null). */
  onCellHover?: (cell: number | null) => void;
  /** Accessible name; the board's contents are appended for screen readers. */
  label?: string;
  /** Largest rendered width in CSS px; the board shrinks with its container, down to what keeps its labels readable. */
  maxWidth?: number;
  caption?: string;
  /** Thumbnail: no names or numbers, no per-cell groups, a short accessible name. */
  compact?: boolean;
  testId?: string;
}

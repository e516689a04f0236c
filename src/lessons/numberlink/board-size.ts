/**
 * A board's size as the Numberlink lesson writes it: rows × columns, the order
 * cells are named in, (row, column). Every size on the page comes from here,
 * computed from the board itself: a reader took a "5×6" board with 6 rows for
 * 5 rows, and sizes typed by hand could drift from the boards they name.
 */
export const boardSize = (p: { width: number; height: number }): string => `${p.height}×${p.width}`;

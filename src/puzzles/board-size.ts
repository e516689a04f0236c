/**
 * A board's size in words, the one convention the site's Shakashaka pages
 * use: width × height, that is columns × rows, so "8×6" is 8 cells wide and
 * 6 tall. Written from the board itself, never typed next to it.
 */
export function boardSize(board: { width: number; height: number }): string {
  return `${board.width}×${board.height}`;
}

/**
 * The same size said in full, as the Shakashaka pages say every size: "8 columns by 6 rows". Readers met "8×6",
 * "8 wide, 6 tall" and "width × height" on one page and asked for one way, that cannot be read the wrong way round.
 */
export function columnsByRows(board: { width: number; height: number }): string {
  return `${board.width} columns by ${board.height} rows`;
}

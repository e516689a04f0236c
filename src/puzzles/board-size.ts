/**
 * A board's size in words, the one convention the site's Shakashaka pages
 * use: width × height, that is columns × rows, so "8×6" is 8 cells wide and
 * 6 tall. Written from the board itself, never typed next to it.
 */
export function boardSize(board: { width: number; height: number }): string {
  return `${board.width}×${board.height}`;
}

/**
 * How many forced moves Algorithm X makes from a state before its first real
 * choice: while the column it branches on has a single row, that row is taken.
 * The lesson says it of Algorithm X by hand's second board, whose Algorithm X
 * button says "forced" on load although the board is there for its choices.
 */
import { chooseRow, fewestColumn, handStatus, rowsOf, type HandState } from './by-hand';

export function forcedMovesFirst(start: HandState): number {
  let s = start;
  let moves = 0;
  for (;;) {
    if (handStatus(s) !== 'open') return moves;
    const rows = rowsOf(s, fewestColumn(s)!);
    if (rows.length !== 1) return moves;
    s = chooseRow(s, rows[0]).state;
    moves++;
  }
}

/**
 * A bad first choice on a board of Algorithm X by hand, for the lesson to
 * suggest (src/lessons/sudoku/facts.ts): the first row, in the matrix's order,
 * whose choice runs into a column with no rows left, either at once or after
 * only forced choices (columns left with a single row). A reader who tries it
 * in the tool sees a dead end and uses Undo, without having to find one.
 */
import { chooseRow, columnSizes, handStatus, rowsOf, startState, type HandState } from '../../exact-cover/by-hand';
import { openCandidates } from './candidates';
import { teachingMatrix } from './exact-cover-model';
import type { SudokuPuzzle } from './puzzle';

export interface BadChoice {
  /** The row to choose first, by its name in the tool ("r1c1#2"). */
  row: string;
  /** A column to pick to reach that row: its cell's "has a value" column, by name ("r1c1 has a value"). */
  column: string;
  /** The forced rows the tool then offers one by one, in the order taken (may be empty). */
  forced: string[];
  /** The column that runs out of rows, by its name in the tool ("row 2 has a 3"). */
  emptyColumn: string;
}

/** Null when no single first choice leads to a dead end by forced choices alone. */
export function badFirstChoice(p: SudokuPuzzle): BadChoice | null {
  const matrix = teachingMatrix(p, openCandidates(p)!);
  const live = matrix.rows.flatMap((row, i) => (row.ruledOut ? [] : [i]));
  const start = startState(live.map((i) => matrix.rows[i].columns), matrix.columns.length);
  const name = (r: number) => matrix.rows[live[r]].name;
  for (const r of [...start.activeRows]) {
    let s: HandState = chooseRow(start, r).state;
    const forced: string[] = [];
    for (;;) {
      const status = handStatus(s);
      if (status === 'stuck') {
        const empty = [...columnSizes(s)].find(([, n]) => n === 0)![0];
        const cellColumn = matrix.rows[live[r]].columns.find((c) => matrix.columns[c].kind === 'cell')!;
        return { row: name(r), column: matrix.columns[cellColumn].name, forced, emptyColumn: matrix.columns[empty].name };
      }
      if (status === 'solved') break;
      const single = [...columnSizes(s)].find(([, n]) => n === 1);
      if (!single) break;
      const q = rowsOf(s, single[0])[0];
      forced.push(name(q));
      s = chooseRow(s, q).state;
    }
  }
  return null;
}

/**
 * At a dead end of Algorithm X by hand, the lesson names each row the empty column had and the chosen row that
 * removed it (readers could not see why the column was empty). Checked on the lesson's board with choices, played
 * under Node to its first dead end by always taking a column's first row: every row named really has a 1 in the
 * empty column, the row said to remove it really shares a column with it, and no row of the column is left out.
 */
import { describe, expect, it } from 'vitest';
import { chooseRow, columnSizes, emptyColumnCause, fewestColumn, handStatus, rowsOf, startState, type HandState } from '../../src/exact-cover/by-hand';
import { BY_HAND_BOARDS } from '../../src/lessons/sudoku/examples';
import { openCandidates } from '../../src/puzzles/sudoku/candidates';
import { teachingMatrix } from '../../src/puzzles/sudoku/exact-cover-model';
import { parseSudoku } from '../../src/puzzles/sudoku/format';

function firstDeadEnd(): { s: HandState; columns: number } {
  const r = parseSudoku(BY_HAND_BOARDS[1].text);
  if (!r.ok) throw new Error(r.error.message);
  const m = teachingMatrix(r.puzzle, openCandidates(r.puzzle)!);
  const rows = m.rows.filter((row) => !row.ruledOut).map((row) => row.columns);
  // Depth first, a column's rows in order, until a choice leaves a column empty.
  const search = (s: HandState): HandState | null => {
    const status = handStatus(s);
    if (status === 'stuck') return s;
    if (status === 'solved') return null;
    // Not the fewest column (that avoids dead ends); the first column left, so a dead end comes soon.
    const c = [...columnSizes(s).keys()][0] ?? fewestColumn(s)!;
    for (const q of rowsOf(s, c)) {
      const found = search(chooseRow(s, q).state);
      if (found) return found;
    }
    return null;
  };
  const dead = search(startState(rows, m.columns.length));
  if (!dead) throw new Error('the board with choices has no dead end on this path');
  return { s: dead, columns: m.columns.length };
}

describe('Algorithm X by hand at a dead end', () => {
  it('names every row of the empty column with the chosen row that removed it', () => {
    const { s } = firstDeadEnd();
    const empty = [...columnSizes(s)].find(([, n]) => n === 0)![0];
    const causes = emptyColumnCause(s, empty);
    const columnRows = s.rows.flatMap((cols, q) => (cols.includes(empty) ? [q] : []));
    expect(causes.map((c) => c.row).sort((a, b) => a - b)).toEqual(columnRows);
    for (const c of causes) {
      expect(s.chosen).toContain(c.by);
      expect(s.rows[c.row]).toContain(c.shared);
      expect(s.rows[c.by]).toContain(c.shared);
      expect(s.activeRows.has(c.row)).toBe(false);
    }
  });

  it('finds the chosen row that removed each row, by replaying the choices', () => {
    const { s, columns } = firstDeadEnd();
    const empty = [...columnSizes(s)].find(([, n]) => n === 0)![0];
    let replay = startState(s.rows, columns);
    const removedBy = new Map<number, number>();
    for (const r of s.chosen) {
      const step = chooseRow(replay, r);
      for (const q of step.removedRows) removedBy.set(q, r);
      replay = step.state;
    }
    for (const c of emptyColumnCause(s, empty)) expect(removedBy.get(c.row)).toBe(c.by);
  });
});

/**
 * The bad first choice section 2 suggests on Algorithm X by hand's open
 * board: it must really lead to a dead end (no solution places that number
 * there, and the tool's own moves reach a column with no rows), and the
 * column it names must be one of the tool's.
 */
import { describe, expect, it } from 'vitest';
import { chooseRow, handStatus, rowsOf, startState } from '../../src/exact-cover/by-hand';
import { badFirstChoice } from '../../src/puzzles/sudoku/bad-choice';
import { openCandidates } from '../../src/puzzles/sudoku/candidates';
import { countSolutions } from '../../src/puzzles/sudoku/count-solutions';
import { teachingMatrix } from '../../src/puzzles/sudoku/exact-cover-model';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { BY_HAND_BOARDS } from '../../src/lessons/sudoku/examples';

const parsed = parseSudoku(BY_HAND_BOARDS[1].text);
if (!parsed.ok) throw new Error(parsed.error.message);
const p = parsed.puzzle;

describe('the bad first choice on the open 4×4', () => {
  const bad = badFirstChoice(p)!;

  it('is found', () => expect(bad).not.toBeNull());

  it('places a number no solution has there', () => {
    const [, r, c, k] = /^r(\d+)c(\d+)#(\d+)$/.exec(bad.row)!.map(Number);
    const cells = Array.from(p.cells);
    cells[(r - 1) * p.size + c - 1] = k;
    expect(countSolutions({ ...p, cells })).toBe(0);
  });

  it('runs into the named empty column in the tool, by the forced rows it lists', () => {
    const m = teachingMatrix(p, openCandidates(p)!);
    const live = m.rows.flatMap((row, i) => (row.ruledOut ? [] : [i]));
    const byName = (n: string) => live.findIndex((i) => m.rows[i].name === n);
    let s = startState(live.map((i) => m.rows[i].columns), m.columns.length);
    for (const name of [bad.row, ...bad.forced]) s = chooseRow(s, byName(name)).state;
    expect(handStatus(s)).toBe('stuck');
    const column = m.columns.findIndex((c) => c.name === bad.emptyColumn);
    expect(column).toBeGreaterThanOrEqual(0);
    expect(s.activeColumns.has(column) && rowsOf(s, column).length).toBe(0);
    // The column the lesson says to pick holds the row, so the reader can reach it.
    const pick = m.columns.findIndex((c) => c.name === bad.column);
    expect(m.rows[live[byName(bad.row)]].columns).toContain(pick);
  });
});

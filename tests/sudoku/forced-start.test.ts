import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { chooseRow, fewestColumn, rowsOf, startState } from '../../src/exact-cover/by-hand';
import { forcedMovesFirst } from '../../src/exact-cover/forced-start';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';

describe('the forced moves before Algorithm X’s first real choice', () => {
  it('counts one-row columns taken in turn and stops at the first column with two rows', () => {
    // Column 0 has one row (row 0), which also covers column 1; then columns 2, 3 and 4 have two rows each: one forced move.
    const s = startState([[0, 1], [2, 3], [2, 4], [3, 4]], 5);
    expect(forcedMovesFirst(s)).toBe(1);
    const after = chooseRow(s, 0).state;
    expect(rowsOf(after, fewestColumn(after)!).length).toBeGreaterThan(1);
    // With no one-row column at the start, none.
    expect(forcedMovesFirst(startState([[0], [0], [1], [1]], 2))).toBe(0);
  });

  it('is what section 2 says of the by-hand tool’s second board, whose button says “forced” on load', () => {
    const F = sudokuFacts();
    expect(F.article.openForced).toBeGreaterThan(0);
    const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8');
    expect(lesson).toMatch(/forced \(<em>Algorithm X's choice<\/em> says so\), then<\/> : 'from the start'\} you must choose/);
  });
});

/**
 * A SAT conflict step carries the board cells of its clause, so the stepper
 * can outline where the conflict is: exactly the cells of the clause's value
 * variables (named r<row>c<col>#<value>), helpers of the counters having none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { solveSat } from '../../src/puzzles/sudoku/solve-sat';

describe('SAT conflict steps name their cells', () => {
  it('on forum-hardest-1, every conflict outlines the cells its clause names', () => {
    const parsed = parseSudoku(readFileSync('content/examples/sudoku/forum-hardest-1.txt', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const p = parsed.puzzle;
    const events: SudokuEvent[] = [];
    solveSat(p, { sink: (e) => void events.push(e) });
    const conflicts = events.filter((e) => e.kind === 'sat-conflict');
    expect(conflicts.length).toBeGreaterThan(0);
    for (const e of conflicts) {
      if (e.kind !== 'sat-conflict') continue;
      const named = new Set<number>();
      for (const l of e.clause) {
        const m = /^r(\d+)c(\d+)#\d+$/.exec(e.names[Math.abs(l)] ?? '');
        if (m) named.add((Number(m[1]) - 1) * p.size + Number(m[2]) - 1);
      }
      expect(new Set(e.cells)).toEqual(named);
      expect(e.cells.length).toBeGreaterThan(0);
    }
  });
});

/**
 * The counts and agreement in the step words of a recorded Sudoku solve: a
 * dancing-links try says "k of n" with the first try at a level as 1, a
 * cover's count agrees with its verb and leaves out the row being tried, and
 * the SAT "why" agrees with one conflict and says what the tie order is.
 */
import { describe, expect, it } from 'vitest';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import { initialSudokuView } from '../../src/puzzles/sudoku/replay';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { stepWords } from '../../src/ui/sudoku/step-words';
import { stepWhy } from '../../src/ui/sudoku/step-why';
import { runGenreSolve } from '../../src/worker/run-genre';

const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'hard')!.text);
if (!r.ok) throw new Error(r.error.message);
const puzzle = r.puzzle;
const trace = (method: string) => runGenreSolve(sudokuGenre as never, puzzle, { method, maxEvents: 1_000_000 }).trace.events as SudokuEvent[];

describe('dancing-links step words', () => {
  const events = trace('dlx');

  it('number each try from 1 up to the rows the chosen column had', () => {
    // Per level: the rows its chosen column had, and how many of them were tried.
    const size: number[] = [];
    const tried: number[] = [];
    for (const e of events) {
      if (e.kind === 'xc-choose') [size[e.level], tried[e.level]] = [e.size, 0];
      if (e.kind !== 'xc-try') continue;
      // A column's only row is said as forced, with no count; any other try as "(k of n, a guess)".
      if (size[e.level] === 1) {
        expect(stepWords(e, puzzle.size)).toMatch(/: forced: row \S+ is the only row of its column: /);
        tried[e.level]++;
        continue;
      }
      const m = /\((\d+) of (\d+), a guess\)/.exec(stepWords(e, puzzle.size));
      expect(m).not.toBeNull();
      const [k, n] = [Number(m![1]), Number(m![2])];
      expect(k).toBeGreaterThanOrEqual(1);
      expect(k).toBeLessThanOrEqual(n);
      expect(k).toBe(tried[e.level] + 1);
      if (k === 1) expect(n).toBe(size[e.level]);
      tried[e.level]++;
    }
    expect(events.some((e) => e.kind === 'xc-try')).toBe(true);
  });

  it('say a chosen column’s rows are set aside to be tried, and agree the verb with the count', () => {
    let choices = 0;
    // The step a cover belongs to: the last step-level event before it.
    let before: SudokuEvent = events[0];
    for (const e of events) {
      if (e.depth === 0) before = e;
      if (e.kind !== 'xc-cover') continue;
      const words = stepWords(e, puzzle.size);
      if (before.kind === 'xc-choose') {
        choices++;
        expect(e.chosen).toBe(true);
        expect(e.removed).toBe(before.size);
        expect(words).toMatch(/set aside/);
        expect(words).not.toMatch(/would also fill it/);
      } else {
        expect(e.chosen).toBe(false);
        expect(words).not.toMatch(/\b1 other row that would also fill it leave\b/);
      }
      expect(words).not.toMatch(/\b1 (other )?rows?\b[^.]*\bleave\b/);
    }
    expect(choices).toBeGreaterThan(0);
  });
});

describe('SAT why words', () => {
  const events = trace('sat');
  const decide = events.find((e) => e.kind === 'sat-decide')!;

  it('say which order breaks the tie before any conflict', () => {
    expect(stepWhy(decide, initialSudokuView(puzzle))).toMatch(/No conflict has happened yet, so every score is 0: a tie\. The solver breaks it by taking whichever open variable sits first in its queue/);
  });

  it('say one conflict, all conflicts, or some of them in words that agree', () => {
    const at = (bumps: number, lastConflict: number, conflicts: number) => stepWhy({ ...decide, activity: { bumps, lastConflict, conflicts } } as typeof decide, initialSudokuView(puzzle));
    expect(at(1, 1, 1)).toMatch(/took part in the analysis of the only conflict so far\./);
    expect(at(3, 3, 3)).toMatch(/took part in the analysis of all 3 conflicts so far\./);
    expect(at(2, 4, 5)).toMatch(/took part in the analysis of 2 of the 5 conflicts so far, the latest conflict 4\./);
    expect(at(2, 5, 5)).toMatch(/2 of the 5 conflicts so far, the latest being the most recent conflict\./);
    expect(at(0, 0, 5)).toMatch(/No open variable took part in any of the 5 conflicts so far/);
  });
});

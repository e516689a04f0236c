/**
 * Explain from here takes the reader's placements as givens; its words must
 * say "the givens and your placements" then, and "the givens" alone otherwise.
 */
import { describe, expect, it } from 'vitest';
import { filledCells } from '../../src/puzzles/sudoku/play/position';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { runGenreSolve } from '../../src/worker/run-genre';
import { stepWords } from '../../src/ui/sudoku/step-words';
import { endWithPlacements, eventsWithPlacements, givensWords, startWords, withPlacements } from '../../src/ui/sudoku/placement-words';
import { position } from '../sudoku/play-helpers';

describe('Explain from here, in words', () => {
  // Row 1 has 1 and 2, column 1 has 3 (givens) and the reader's 4 at r4c1: nothing is left for r1c1.
  const pos = position(['.12.', '....', '3...', '....'], ['r4c1=4']);
  const asRun = { ...pos.puzzle, cells: filledCells(pos) };
  const { result, trace } = runGenreSolve(sudokuGenre as never, asRun, { method: 'dlx', maxEvents: 1000 }) as unknown as {
    result: { status: string; reason?: string };
    trace: { events: SudokuEvent[] };
  };

  it('counts the placements in with the givens when the run finds no candidate', () => {
    expect(result.status).toBe('unsolvable');
    expect(withPlacements(result.reason!, 1)).toContain('the givens and your placements rule out every cell and value');
    const end = eventsWithPlacements(trace.events, 1).find((e) => e.kind === 'end')!;
    expect(stepWords(end, 4)).toContain('the givens and your placements rule out');
  });

  it('says a placement must be wrong when a run from the reader\'s position finds no solution, and only then', () => {
    expect(endWithPlacements(result.status, result.reason!, 1)).toMatch(/the givens and your placements rule out .*; so, if the puzzle itself has a solution, one of your placements must be wrong$/);
    const end = eventsWithPlacements(trace.events, 1).find((e) => e.kind === 'end')!;
    expect(stepWords(end, 4)).toContain('one of your placements must be wrong');
    expect(endWithPlacements(result.status, result.reason!, 0)).toBe(result.reason);
    expect(endWithPlacements('timeout', result.reason!, 1)).not.toContain('must be wrong');
  });

  it('counts the start step\'s givens apart from the placements', () => {
    const start = eventsWithPlacements(trace.events, 1).find((e) => e.kind === 'start')!;
    expect(stepWords(start, 4)).toContain(': 3 givens and your one placement, ');
    const plain = trace.events.find((e) => e.kind === 'start')!;
    expect(stepWords(plain, 4)).toContain(': 4 givens, ');
    expect(givensWords(20, 5)).toBe('15 givens and 5 of your placements');
  });

  it('says "the givens" alone when there is no placement', () => {
    expect(withPlacements(result.reason!, 0)).toBe(result.reason);
    expect(startWords(0)).toBe('Only the givens are on the board.');
    expect(startWords(1)).toBe('Only the givens and your placements are on the board.');
  });
});

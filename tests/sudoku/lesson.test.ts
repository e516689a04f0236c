/**
 * The lesson's own helpers: CDCL by hand walks to a solved board (learned
 * clauses are implied by the formula, so the board the rules accept), the
 * exported page lists the steps of its trace, and the reach table the lesson
 * reads names the boards the benchmark's series measures.
 */
import { describe, expect, it } from 'vitest';
import { stepStarts } from '../../src/core/trace';
import { renderSudokuExport, SUDOKU_LISTING } from '../../src/export/sudoku';
import { stepList } from '../site/step-page';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { checkSudoku } from '../../src/puzzles/sudoku/rules';
import { reachSeries } from '../../src/bench/sudoku-reach';
import reach from '../../src/lessons/sudoku/reach.json';
import { boardOf, decide, firstConflictingDecision, learnAndBackjump, openDecisions, startSatHand } from '../../src/puzzles/sudoku/sat-hand';
import { SAT_HAND_BOARD, SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import { runGenreSolve } from '../../src/worker/run-genre';
import { repoRoot } from '../cli/run-cli';

function puzzleOf(text: string): SudokuPuzzle {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('CDCL by hand', () => {
  it('a conflicting decision teaches a clause; learning, jumping back and deciding on reaches a board the rules accept', () => {
    const p = puzzleOf(SAT_HAND_BOARD);
    let s = startSatHand(p);
    const v = firstConflictingDecision(s);
    expect(v).not.toBeNull();
    s = decide(s, v!);
    expect(s.conflict).not.toBeNull();
    const learned = s.cut!.learned;
    s = learnAndBackjump(s);
    expect(s.level).toBe(0);
    expect(s.learned).toEqual([learned]);
    for (let guard = 0; guard < 200 && (s.conflict || openDecisions(s).length > 0); guard++) {
      s = s.conflict ? learnAndBackjump(s) : decide(s, openDecisions(s)[0]);
    }
    expect(s.conflict).toBeNull();
    const cells = boardOf(s, p);
    const rows = Array.from({ length: p.size }, (_, r) => cells.slice(r * p.size, (r + 1) * p.size));
    expect(checkSudoku(p, rows)).toEqual({ ok: true });
  });
});

describe('the exported page', () => {
  it('lists every whole step of a short trace', () => {
    const p = puzzleOf(SUDOKU_EXAMPLES.find((e) => e.id === 'small')!.text);
    const { result, trace } = runGenreSolve(sudokuGenre as never, p, { method: 'sat' });
    const html = renderSudokuExport({ puzzle: p, result: result as never, trace: trace as never });
    const list = stepList(html, 'export-steps')!;
    const whole = stepStarts(trace.events).length;
    expect(whole).toBeLessThanOrEqual(SUDOKU_LISTING.all);
    expect(list.count).toBe(whole);
    expect(list.steps.map((s) => s.n)).toEqual(Array.from({ length: whole }, (_, k) => k + 1));
  });

  it('on a longer trace lists a selection, a CDCL conflict with its sub-steps under it', () => {
    const p = puzzleOf(SUDOKU_EXAMPLES.find((e) => e.id === 'hard')!.text);
    const { result, trace } = runGenreSolve(sudokuGenre as never, p, { method: 'sat' });
    const html = renderSudokuExport({ puzzle: p, result: result as never, trace: trace as never });
    const list = stepList(html, 'export-steps')!;
    expect(list.count).toBe(stepStarts(trace.events).length);
    expect(list.steps.length).toBeLessThan(list.count);
    const conflict = list.steps.find((s) => s.markup.includes('Conflict at decision level'))!;
    expect(conflict.markup).toMatch(/<li>Learn /);
    expect(conflict.markup).not.toMatch(/Jump back from level/);
    expect(list.steps.some((s) => /Jump back from level \d+ to level \d+/.test(s.markup))).toBe(true);
  });
});

describe('the reach table the lesson reads', () => {
  it('has one row per board of the benchmark’s series, in order, and one cell per method', () => {
    const series = reachSeries(repoRoot);
    expect(reach.series.map((s) => s.name)).toEqual(series.map((s) => s.name));
    reach.series.forEach((s, k) => {
      expect(s.boards.map((b) => b.label)).toEqual(series[k].boards.map((b) => b.label));
      for (const b of s.boards) expect(Object.keys(b.results).sort()).toEqual([...reach.methods].sort());
    });
  });
});

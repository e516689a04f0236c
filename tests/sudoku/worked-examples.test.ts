/**
 * The lesson's short worked examples on the main path: backtracking's first
 * steps to a dead end (section 1) and Algorithm X's choices on the same board
 * (section 2). Each line's reason is checked against the board it speaks of,
 * so the words cannot claim a clash that is not there. And the sentence under
 * section 1's chart keeps to the one figure that matters, the peak's depth.
 */
import { describe, expect, it } from 'vitest';
import { BACKTRACK_WALK_BOARD, DEFAULT_SUDOKU_EXAMPLE } from '../../src/lessons/sudoku/examples';
import { algorithmXWalk } from '../../src/puzzles/sudoku/algorithm-x-walk';
import { backtrackWalk } from '../../src/puzzles/sudoku/backtrack-walk';
import { depthPeak } from '../../src/puzzles/sudoku/depth-peak';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { cellName, geometry, type SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { solveBacktrack } from '../../src/puzzles/sudoku/solve-backtrack';
import type { CountsEvent, SudokuEvent } from '../../src/puzzles/sudoku/events';
import { recorder } from '../../src/core/trace';
import { walkStartWords, walkStepWords } from '../../src/ui/sudoku/BacktrackWalk';
import { xcStepWords } from '../../src/ui/sudoku/AlgorithmXWalk';
import { depthPeakDetail, depthPeakWords } from '../../src/ui/sudoku/DepthChart';
import { firstWrongPlacement } from '../../src/puzzles/sudoku/first-wrong-placement';

function puzzleOf(text: string): SudokuPuzzle {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('backtracking’s worked example', () => {
  const p = puzzleOf(BACKTRACK_WALK_BOARD);
  const walk = backtrackWalk(p);
  const g = geometry(p.order);

  it('meets a dead end within its first few steps and keeps every step of the solver’s trace to the solution', () => {
    expect(walk.deadEndStep).toBeGreaterThan(0);
    expect(walk.deadEndStep).toBeLessThan(6);
    const dead = walk.steps[walk.deadEndStep];
    expect(dead.kind).toBe('back');
    // Every number was refused in the dead cell.
    expect(dead.refused.map((r) => r.value)).toEqual(Array.from({ length: p.size }, (_, k) => k + 1));
    // The steps are the solver's own placements and steps back, in order, and the last one leaves its solution.
    const rec = recorder<SudokuEvent>(10_000);
    const result = solveBacktrack(p, { sink: rec.sink });
    const trace = rec.events.filter((e) => e.kind === 'bt-place' || e.kind === 'bt-back');
    expect(walk.steps.map((s) => [s.kind, s.cell])).toEqual(trace.map((e) => [e.kind === 'bt-place' ? 'place' : 'back', e.cell]));
    expect(result.status).toBe('solved');
    expect(walk.steps.at(-1)!.cells).toEqual(result.solution!.flat());
    // The step right after the dead end goes back to an earlier cell and moves it on from the number it held.
    const back = walk.steps[walk.deadEndStep + 1];
    expect(back.cell).toBeLessThan(dead.cell);
    expect(back.cameBackFrom).not.toBeNull();
    expect(back.value!).toBeGreaterThan(back.cameBackFrom!);
  });

  it('names, for every refused number, a cell of the same row, column or box that holds it on the board before the step', () => {
    walk.steps.forEach((s, k) => {
      const before = k === 0 ? Array.from(p.cells) : walk.steps[k - 1].cells;
      for (const r of s.refused) {
        expect(before[r.blocker.at], `${cellName(p.size, s.cell)} refuses ${r.value}`).toBe(r.value);
        const unitOf = r.blocker.unit === 'row' ? g.rowOf : r.blocker.unit === 'column' ? g.colOf : g.boxOf;
        expect(unitOf[r.blocker.at]).toBe(unitOf[s.cell]);
        expect(r.blocker.number).toBe(unitOf[s.cell] + 1);
        expect(r.placedEarlier).toBe(p.cells[r.blocker.at] === 0);
      }
    });
  });

  it('says why in every line: the dead end names each number’s unit and the step that placed the one to blame', () => {
    const words = walk.steps.map((_, k) => walkStepWords(walk, k, p.size));
    const dead = words[walk.deadEndStep];
    expect(dead).toMatch(/^Dead end at r\dc\d: /);
    expect(dead).toMatch(/only the \d in r\dc\d \(placed at step \d\) is not a given, so that placement is to blame/);
    // The step is said with the blame, not right after the last unit, where it read as explaining that unit.
    expect(dead).not.toMatch(/in (row|column|box) \d \(the/);
    expect(dead).toMatch(/No number fits/);
    // Going back is not chosen by the blame: the walk says it always returns to the previous cell.
    expect(dead).toMatch(/does not work out blame: it always goes back to the previous cell; here that cell (happens to be|is not)/);
    expect(words[walk.deadEndStep + 1]).toMatch(/^Back at r\dc\d: its \d led to the dead end/);
    for (const w of words) expect(w).toMatch(/row|column|box|dead end/);
    expect(words.at(-1)).toMatch(/Every cell is filled: the board is solved\.$/);
    expect(words.slice(0, -1).join(' ')).not.toMatch(/solved/);
    expect(walkStartWords(walk, p.size)).toMatch(new RegExp(`starts at ${cellName(p.size, walk.steps[0].cell)}, the first empty cell`));
  });
});

describe('Algorithm X’s worked example', () => {
  it('on the same board picks a column with the fewest rows each time, and each removed row shares the named column with the chosen row', () => {
    const walk = algorithmXWalk(puzzleOf(BACKTRACK_WALK_BOARD));
    expect(walk.solved).toBe(true);
    expect(walk.guesses).toBe(walk.steps.filter((s) => s.rowsLeft > 1).length);
    for (const s of walk.steps) {
      const words = xcStepWords(s);
      expect(words).toContain(s.rowsLeft === 1 ? `Choose ${s.chosen}, forced: “${s.column}” has no other row left` : `“${s.column}” has the fewest rows left, ${s.rowsLeft}`);
      // A forced step says why the column's other rows are gone: a given rules each out, or an earlier step removed it.
      if (s.rowsLeft === 1) {
        expect(s.gone.length).toBeGreaterThan(0);
        for (const g of s.gone) {
          expect(g.given !== null || g.step !== null, g.row).toBe(true);
          if (g.step !== null) expect(words).toContain(`step ${g.step} removed ${g.row}`);
          else {
            // A cell's column names the unit whose given holds each other number ("row 1 has 1, 2 and 3").
            const [, unit, value] = /^(.+) has a given (\d+)$/.exec(g.given!)!;
            expect(words).toMatch(/ has a value”/.test(words) ? new RegExp(`${unit} has [\\d, and]*\\b${value}\\b`) : new RegExp(`${g.row} is out \\(${g.given}\\)`));
          }
        }
      }
      // Each removed row is named with the condition it would meet a second time ("a second 3 in row 2").
      for (const r of s.removed) {
        const m = /^(row|column|box) (\d+) has an? (\d+)$/.exec(r.shared) ?? /^(r\d+c\d+) has a value$/.exec(r.shared);
        expect(m, r.shared).not.toBeNull();
        expect(words).toMatch(new RegExp(`${r.row.replace('#', '#')}[^()]*\\(a second ${m![3] ? `${m![3]} in ${m![1]} ${m![2]}` : `number in ${m![1]}`}\\)`));
      }
    }
  });
});

describe('the sentence under section 1’s chart', () => {
  const rec = recorder<SudokuEvent>(1_000);
  solveBacktrack(puzzleOf(DEFAULT_SUDOKU_EXAMPLE.text), { sink: rec.sink });
  const counts = rec.events.find((e): e is CountsEvent => e.kind === 'bt-counts')!;
  const peak = depthPeak(counts.placements);

  it('holds one figure, the depth of the peak; the placements and the growth per visit stay in the fold', () => {
    const words = depthPeakWords(counts.placements, 'r5c3');
    const figures = words.replace(/r\dc\d/g, '').match(/\d[\d,.]*/g) ?? [];
    expect(figures).toEqual([String(peak.depth)]);
    const detail = depthPeakDetail(counts.placements);
    expect(detail).toContain(peak.placements.toLocaleString('en-US'));
    expect(detail).toMatch(/on average about \d+\.\d\d numbers that fit/);
  });

  it('names the run’s first wrong placement, checked against the solution, and where the search under it peaks', () => {
    const p = puzzleOf(DEFAULT_SUDOKU_EXAMPLE.text);
    const solution = solveBacktrack(p, {}).solution!.flat();
    const wrong = firstWrongPlacement(p, solution)!;
    expect(wrong).not.toBeNull();
    expect(wrong.value).not.toBe(wrong.right);
    const cell = (Number(wrong.cell.split('c')[0].slice(1)) - 1) * p.size + Number(wrong.cell.split('c')[1]) - 1;
    expect(solution[cell]).toBe(wrong.right);
    expect(p.cells[cell]).toBe(0);
    // Early: at a depth far above the peak; the search under it peaks where the whole run does.
    expect(wrong.depth).toBeLessThan(peak.depth);
    expect(wrong.busiestDepth).toBe(peak.depth);
    expect(wrong.placementsUnder).toBeGreaterThan(0);
    expect(wrong.placementsUnder).toBeLessThan(counts.placements.reduce((a, b) => a + b, 0));
    const words = depthPeakWords(counts.placements, 'r5c3', wrong);
    expect(words).toContain(`a wrong number placed early, such as the run's first, ${wrong.value} in ${wrong.cell} (marked; the solution has ${wrong.right}), is caught only around there`);
    expect(depthPeakDetail(counts.placements, wrong)).toContain(`stands through ${wrong.placementsUnder.toLocaleString('en-US')} placements`);
  });
});

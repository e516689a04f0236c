/**
 * Building positions for the play tests by hand: a board from rows of
 * characters ('.' empty), the reader's placements as "r1c8=8" strings, and
 * the independent checks a hint's claims are held to — the 4×4 reference
 * solutions by brute force (./brute.ts), and a proof replayed move by move.
 */
import { expect } from 'vitest';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { candidateGrid, fill, rowsLeft } from '../../src/puzzles/sudoku/play/candidate-grid';
import { filledCells, place, startPosition, type PlayPosition } from '../../src/puzzles/sudoku/play/position';
import type { Refutation } from '../../src/puzzles/sudoku/play/probe';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { all4x4Grids } from './brute';

export function board(rows: string[]): SudokuPuzzle {
  const r = parseSudoku(rows.join(''));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

/** A position: the givens and the reader's placements, "r1c8=8". */
export function position(rows: string[], placements: string[] = []): PlayPosition {
  const p = board(rows);
  let pos = startPosition(p);
  for (const s of placements) {
    const m = /^r(\d+)c(\d+)=(\d+)$/.exec(s)!;
    pos = place(pos, (Number(m[1]) - 1) * p.size + Number(m[2]) - 1, Number(m[3]));
  }
  return pos;
}

/** Every filled 4×4 grid that keeps a position's filled cells (givens and placements), as N² values. */
export function completions4x4(pos: PlayPosition): number[][] {
  const cells = filledCells(pos);
  return all4x4Grids().map((g) => g.flat()).filter((g) => cells.every((v, i) => v === 0 || g[i] === v));
}

/**
 * Replays a refutation on the position: after the assumption, each listed
 * forced move must be the one row left in its condition at its turn, and
 * then the dead condition must have no row left — so the proof as printed is
 * complete and true, whatever the search did to find it.
 */
export function expectProofHolds(pos: PlayPosition, r: Refutation): void {
  const g = candidateGrid(pos.puzzle.order, filledCells(pos));
  fill(g, r.cell, r.value, 0);
  r.moves.forEach((m, k) => {
    expect(rowsLeft(g, m.condition)).toEqual([{ cell: m.cell, value: m.value }]);
    fill(g, m.cell, m.value, k + 1);
  });
  expect(rowsLeft(g, r.dead)).toEqual([]);
}

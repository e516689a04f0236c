/**
 * The lesson's worked example of the gap in the published model: one corner
 * of the holed diamond's hole, read off the filling. It finds the first
 * inequality of family F that the filling breaks (model A–F), and the
 * family D inequality of the same 2×2 block, and puts the filling's values
 * into both: D's left side stays within its bound (rule (4) says nothing,
 * since one of the three cells is a triangle, not empty), F's goes over it.
 * Every cell, sum and formula on the page comes from here.
 */
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import { shakashakaModel, solutionToValues, writtenOf } from '../../puzzles/shakashaka/model';
import { checkFilledBoard } from '../../puzzles/shakashaka/model/check';
import { rowKatex } from '../../puzzles/shakashaka/model/words';
import { STATE_CHAR, type ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';

/** One inequality of the corner with the filling's values put in: left side ≤ bound. */
export interface CornerSum {
  katex: string;
  /** The filling's value of each variable on the left side, in order (for "0 + 1 + 1"). */
  terms: number[];
  /** The left side's value in the filling. */
  left: number;
  /** The right side's value (the constant plus the variables there). */
  bound: number;
  /** How many variables the right side still has: none when the block's fourth cell is black, as a black cell has no variables. */
  rightTerms: number;
}

export interface HoleCorner {
  /** The variables of the block's three white cells, to mark them on the board. */
  variables: number[];
  /** Rows and columns from 1: the triangle's cell and its state's symbol. */
  triangle: { row: number; col: number; char: string };
  /** The two empty cells beside the triangle, rows and columns from 1. */
  beside: [number, number][];
  /** The black cell across from the triangle (a corner of the hole), rows and columns from 1. */
  across: [number, number];
  /** Family D on the block: rule (4), which holds for the filling. */
  d: CornerSum;
  /** Family F on the block: the repair, which the filling breaks. */
  f: CornerSum;
}

function sumOf(model: ShakashakaModel, row: number, values: ArrayLike<number>): CornerSum {
  const w = writtenOf(model, row);
  const add = (vars: number[]) => vars.reduce((s, v) => s + values[v], 0);
  if (w.sense !== '<=') throw new Error('hole corner: expected a ≤ row');
  return { katex: rowKatex(model, row), terms: w.left.map((v) => values[v]), left: add(w.left), bound: w.constant + add(w.right), rightTerms: w.right.length };
}

export function holeCorner(puzzle: ShakashakaPuzzle, filling: readonly string[]): HoleCorner {
  const model = shakashakaModel(puzzle, 'A-F');
  const values = solutionToValues(model, filling);
  const verdict = checkFilledBoard(model, filling);
  if (!values || !verdict) throw new Error('hole corner: the filling holds a character that is no cell state');
  const fId = verdict.broken.find((id) => model.constraints[id].family === 'F');
  if (fId === undefined) throw new Error('hole corner: the filling breaks no inequality of F');
  const fRow = model.constraints[fId].row;
  const about = model.rows[fRow].about;
  if (about.part !== 'triangle-corner') throw new Error('hole corner: an F row that is no triangle corner');
  const same = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];
  const dRow = model.rows.findIndex((r) => r.about.part === 'corner' && same(r.about.block, about.block) && same(r.about.fourth, about.across));
  if (dRow < 0) throw new Error('hole corner: no D row on the same block');
  const d = sumOf(model, dRow, values);
  const f = sumOf(model, fRow, values);
  // The point of the example: D holds, F does not. Said here so a changed model cannot make the page say otherwise.
  if (d.left > d.bound || f.left <= f.bound) throw new Error('hole corner: expected D to hold and F to break');
  const white = [about.cell, ...about.beside];
  const variables = model.variables.flatMap((x, v) => (white.some((c) => c[0] === x.row && c[1] === x.col) ? [v] : []));
  const one = (c: readonly [number, number]): [number, number] => [c[0] + 1, c[1] + 1];
  return {
    variables,
    triangle: { row: about.cell[0] + 1, col: about.cell[1] + 1, char: STATE_CHAR[about.t] },
    beside: about.beside.map(one),
    across: one(about.across),
    d,
    f,
  };
}

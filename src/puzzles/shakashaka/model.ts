/**
 * The 0/1 model the lesson teaches. Every white cell gets five variables,
 * x⁰ (left white) and one per triangle, x^◤ x^◥ x^◢ x^◣; black cells and the
 * outside of the board get none (they count as 0 wherever a family mentions
 * them). The families (families.ts) are generated cell by cell:
 *
 * A  x⁰ + x^◤ + x^◥ + x^◢ + x^◣ = 1.
 * B  next to a black cell or the edge, the two triangles that would turn their
 *    white side to it are 0; a clue k: the triangles its neighbours may hold add
 *    up to k.
 * C  x(cell, t) ≤ x(turn cell, t′) + x(next cell on the diagonal, t) at both ends
 *    of the diagonal (eq. 4), and x(cell, t) + x(next cell, t) ≤ 1 + x⁰(the cell
 *    wedged between them on the white side) (eq. 5).
 * D  three white cells of a 2×2 block: x⁰ + x⁰ + x⁰ ≤ 2 + x⁰(fourth) + x(fourth,
 *    the triangle closing the corner).
 * E  two equal triangles on a line perpendicular to their diagonals need the
 *    opposite triangle strictly between them.
 * F  like D with a triangle in place of one white cell: its white corner and
 *    the two white cells beside it force the fourth cell white or closing.
 *
 * Each row keeps its family and what it is about (cells, triangles), from
 * which model-words.ts makes its sentence and KaTeX form on demand, so a
 * solver run on a large board builds no strings. The inequality engine only
 * knows "≥", so an equality becomes two inequalities, its "at least" and "at
 * most" halves, as in the Akari model; the LP writer joins them again. Halves
 * that hold whatever the variables are (a clue 0's "≥ 0", a family inequality
 * whose cells are mostly black) are left out: they never force anything.
 */
import type { BudgetClock } from '../../core/budget';
import { isTautology, makeInequality, type Inequality } from '../../inequalities/inequality';
import { MODEL_VARIANTS, type Family, type ModelVariant } from './families';
import {
  BLACK_SIDES,
  BOTTOM,
  clueOf,
  EMPTY,
  isWhite,
  LEFT,
  LL,
  LR,
  OPPOSITE,
  RIGHT,
  SIDE_STEP,
  STATE_CHAR,
  TOP,
  TRIANGLES,
  UL,
  UR,
  type CellState,
  type ShakashakaPuzzle,
  type Side,
  type Triangle,
} from './puzzle';

export interface ShakashakaVariable {
  row: number;
  col: number;
  state: CellState;
}

type Cell = readonly [number, number];

/** What a row is about: the cells and triangles its sentence names. */
export type RowAbout =
  | { part: 'one-state'; cell: Cell }
  | { part: 'clue'; cell: Cell; clue: number }
  | { part: 'edge'; cell: Cell; t: Triangle; sides: Side[] }
  | { part: 'turn'; cell: Cell; t: Triangle; end: string; turn: Cell; turnT: Triangle; straight: Cell }
  | { part: 'wedge'; cell: Cell; t: Triangle; next: Cell; middle: Cell }
  | { part: 'corner'; block: Cell; fourth: Cell; closing: Triangle }
  | { part: 'nested'; cell: Cell; t: Triangle; other: Cell }
  | { part: 'triangle-corner'; block: Cell; cell: Cell; t: Triangle; beside: [Cell, Cell]; across: Cell };

export type ConstraintPart = RowAbout['part'];

/** A constraint as the source writes it: Σ left (sense) constant + Σ right, every coefficient 1. */
export interface Written {
  left: number[];
  sense: '<=' | '>=' | '=';
  constant: number;
  right: number[];
}

/** One constraint as written: one row of the LP file. An equality is one row, two inequalities. */
export interface ModelRow {
  family: Family;
  about: RowAbout;
  sense: '<=' | '>=' | '=';
  /** Ids of its inequalities in `constraints` (one, or two for an equality, one when a half is left out). */
  halves: number[];
}

/** One inequality of the system the engine works on; `constraints[i]` is the system's inequality i. */
export interface ShakashakaConstraint {
  family: Family;
  /** Index of the row it comes from. */
  row: number;
  /** Which half of an equality row ('=' rows); the row's own sense otherwise. */
  sense: '>=' | '<=';
  inequality: Inequality;
}

export interface ShakashakaModel {
  puzzle: ShakashakaPuzzle;
  variant: ModelVariant;
  families: readonly Family[];
  variables: ShakashakaVariable[];
  /** Variable of (cell r·width + c, state) at index 5·cell + state; −1 for black cells. */
  variableOf: Int32Array;
  rows: ModelRow[];
  constraints: ShakashakaConstraint[];
  /** Terms over all rows: the size of the LP's matrix. */
  terms: number;
}

export type ModelBuild =
  | { ok: true; model: ShakashakaModel }
  | { ok: false; status: 'timeout' | 'cancelled'; message: string };

/**
 * Family E has up to a board side of terms per inequality and one inequality
 * per pair of cells on a diagonal, so it grows with the cube of the side. A
 * model with more terms than this is refused rather than built (the budget
 * status 'timeout', with the reason: it is a limit of ours, not of the puzzle).
 */
export const MAX_MODEL_TERMS = 4_000_000;

/**
 * Eq. 4 of family C, one line per end of each triangle's diagonal: where the
 * edge turns (cell offset and the triangle it needs there) and where it goes on
 * straight (cell offset; the same triangle). Walking along the edge of a white
 * rectangle, a corner turns towards the white side, into the neighbour that
 * shares the end point and has its diagonal there with white on the same side.
 */
const TURNS: readonly { t: Triangle; end: string; turn: [number, number, Triangle]; straight: [number, number] }[] = [
  { t: LL, end: 'lower-right', turn: [0, 1, LR], straight: [1, 1] },
  { t: LL, end: 'upper-left', turn: [-1, 0, UL], straight: [-1, -1] },
  { t: UR, end: 'lower-right', turn: [1, 0, LR], straight: [1, 1] },
  { t: UR, end: 'upper-left', turn: [0, -1, UL], straight: [-1, -1] },
  { t: UL, end: 'lower-left', turn: [1, 0, LL], straight: [1, -1] },
  { t: UL, end: 'upper-right', turn: [0, 1, UR], straight: [-1, 1] },
  { t: LR, end: 'lower-left', turn: [0, -1, LL], straight: [1, -1] },
  { t: LR, end: 'upper-right', turn: [-1, 0, UR], straight: [-1, 1] },
];

/**
 * Eq. 5 of family C: the same triangle in the next cell down its diagonal, and
 * the cell wedged between on the white side. That cell has white on two sides;
 * a triangle there would leave a white strip half a diagonal wide, which no
 * rectangle with corners on the grid can close.
 */
const WEDGES: readonly { t: Triangle; next: [number, number]; middle: [number, number] }[] = [
  { t: LL, next: [1, 1], middle: [0, 1] },
  { t: UR, next: [1, 1], middle: [1, 0] },
  { t: UL, next: [1, -1], middle: [1, 0] },
  { t: LR, next: [1, -1], middle: [0, -1] },
];

/**
 * The cells of a 2×2 block by the block corner they sit at; the triangle named
 * like the corner (◤ in the upper-left cell) is the one whose white right angle
 * points at the block's centre. Offsets from the block's upper-left cell.
 */
const BLOCK: readonly { corner: Triangle; at: [number, number]; beside: [number, number][]; across: [number, number] }[] = [
  { corner: UL, at: [0, 0], beside: [[0, 1], [1, 0]], across: [1, 1] },
  { corner: UR, at: [0, 1], beside: [[0, 0], [1, 1]], across: [1, 0] },
  { corner: LR, at: [1, 1], beside: [[0, 1], [1, 0]], across: [0, 0] },
  { corner: LL, at: [1, 0], beside: [[0, 0], [1, 1]], across: [0, 1] },
];

/** Family E: each triangle and the direction of the line perpendicular to its diagonal. */
const NESTED: readonly { t: Triangle; step: [number, number] }[] = [
  { t: UL, step: [1, 1] },
  { t: LR, step: [1, 1] },
  { t: UR, step: [1, -1] },
  { t: LL, step: [1, -1] },
];

const ALL_SIDES: readonly Side[] = [TOP, RIGHT, BOTTOM, LEFT];

/**
 * Terms family E would have on this board, counted before building it: per
 * diagonal line and per triangle, each pair of white cells gives 2 terms plus
 * one per white cell between them. O(side³) additions, no allocation.
 */
export function familyETerms(puzzle: ShakashakaPuzzle): number {
  const { width, height } = puzzle;
  let total = 0;
  for (const [dr, dc] of [[1, 1], [1, -1]]) {
    // Every line starts on the top row or on the side the step moves away from.
    const starts: [number, number][] = [];
    for (let c = 0; c < width; c++) starts.push([0, c]);
    for (let r = 1; r < height; r++) starts.push([r, dc > 0 ? 0 : width - 1]);
    for (const [r0, c0] of starts) {
      const whites: number[] = [];
      for (let k = 0, r = r0, c = c0; r < height && c >= 0 && c < width; k++, r += dr, c += dc) if (isWhite(puzzle.rows[r][c])) whites.push(k);
      // Pairs (i, j) of white cells: 2 + (j − i − 1) white cells between, for each of the line's two triangles.
      for (let i = 0; i < whites.length; i++) for (let j = i + 1; j < whites.length; j++) total += 2 * (2 + (j - i - 1));
    }
  }
  return total;
}

/** The model of `puzzle` with the families of `variant`; refused when too large or out of budget. */
export function buildShakashakaModel(puzzle: ShakashakaPuzzle, variant: ModelVariant, clock?: BudgetClock): ModelBuild {
  const { width, height } = puzzle;
  const families: readonly Family[] = MODEL_VARIANTS[variant];
  if (families.includes('E')) {
    const terms = familyETerms(puzzle);
    if (terms > MAX_MODEL_TERMS) {
      const message = `refused: family E alone would have ${terms.toLocaleString('en-US')} terms on this ${width}×${height} board (at most ${MAX_MODEL_TERMS.toLocaleString('en-US')}); it grows with the cube of the side, and the model A-D+F leaves it out`;
      return { ok: false, status: 'timeout', message };
    }
  }
  const variableOf = new Int32Array(5 * width * height).fill(-1);
  const variables: ShakashakaVariable[] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (!isWhite(puzzle.rows[r][c])) continue;
      for (let s = 0; s < 5; s++) {
        variableOf[5 * (r * width + c) + s] = variables.length;
        variables.push({ row: r, col: c, state: s as CellState });
      }
    }
  }
  const inside = (r: number, c: number): boolean => r >= 0 && r < height && c >= 0 && c < width;
  const white = (r: number, c: number): boolean => inside(r, c) && isWhite(puzzle.rows[r][c]);
  /** The variable of (r, c, state), or −1 when the cell is black or off the board. */
  const v = (r: number, c: number, state: CellState): number => (white(r, c) ? variableOf[5 * (r * width + c) + state] : -1);
  const present = (vars: number[]): number[] => vars.filter((x) => x >= 0);

  const rows: ModelRow[] = [];
  const constraints: ShakashakaConstraint[] = [];
  let terms = 0;
  let tooLarge = false;
  const add = (family: Family, about: RowAbout, written: Written): void => {
    const senses: ('>=' | '<=')[] = written.sense === '=' ? ['>=', '<='] : [written.sense];
    const halves: number[] = [];
    for (const sense of senses) {
      const inequality = normalForm(written, sense);
      if (isTautology(inequality)) continue;
      halves.push(constraints.length);
      constraints.push({ family, row: rows.length, sense, inequality });
    }
    if (halves.length === 0) return;
    rows.push({ family, about, sense: written.sense, halves });
    terms += written.left.length + written.right.length;
    if (terms > MAX_MODEL_TERMS) tooLarge = true;
  };

  const emit = (family: Family, r: number, c: number): void => {
    const cell: Cell = [r, c];
    if (family === 'B') {
      const k = clueOf(puzzle.rows[r][c]);
      if (k !== null) {
        // What a neighbour may hold: a triangle with a black side against the clue (the others are 0 by B).
        const around: number[] = [];
        ALL_SIDES.forEach((s) => {
          const facing = ((s + 2) % 4) as Side;
          for (const t of TRIANGLES) if (BLACK_SIDES[t].includes(facing)) around.push(v(r + SIDE_STEP[s][0], c + SIDE_STEP[s][1], t));
        });
        add('B', { part: 'clue', cell, clue: k }, { left: present(around), sense: '=', constant: k, right: [] });
      }
    }
    // The 2×2 blocks of D and F are named by their upper-left cell, which may be black.
    if (!white(r, c) && family !== 'D' && family !== 'F') return;
    switch (family) {
      case 'A':
        add('A', { part: 'one-state', cell }, { left: [0, 1, 2, 3, 4].map((s) => v(r, c, s as CellState)), sense: '=', constant: 1, right: [] });
        return;
      case 'B':
        for (const t of TRIANGLES) {
          const sides = ALL_SIDES.filter((s) => !BLACK_SIDES[t].includes(s) && !white(r + SIDE_STEP[s][0], c + SIDE_STEP[s][1]));
          if (sides.length > 0) add('B', { part: 'edge', cell, t, sides }, { left: [v(r, c, t)], sense: '<=', constant: 0, right: [] });
        }
        return;
      case 'C':
        for (const { t, end, turn, straight } of TURNS) {
          const turnCell: Cell = [r + turn[0], c + turn[1]];
          const straightCell: Cell = [r + straight[0], c + straight[1]];
          add('C', { part: 'turn', cell, t, end, turn: turnCell, turnT: turn[2], straight: straightCell }, {
            left: [v(r, c, t)],
            sense: '<=',
            constant: 0,
            right: present([v(turnCell[0], turnCell[1], turn[2]), v(straightCell[0], straightCell[1], t)]),
          });
        }
        for (const { t, next, middle } of WEDGES) {
          const nextCell: Cell = [r + next[0], c + next[1]];
          const mid: Cell = [r + middle[0], c + middle[1]];
          add('C', { part: 'wedge', cell, t, next: nextCell, middle: mid }, {
            left: present([v(r, c, t), v(nextCell[0], nextCell[1], t)]),
            sense: '<=',
            constant: 1,
            right: present([v(mid[0], mid[1], EMPTY)]),
          });
        }
        return;
      case 'D':
      case 'F':
        if (r + 1 >= height || c + 1 >= width) return;
        for (const b of BLOCK) {
          const at: Cell = [r + b.at[0], c + b.at[1]];
          const across: Cell = [r + b.across[0], c + b.across[1]];
          const beside = b.beside.map(([dr, dc]) => [r + dr, c + dc] as Cell) as [Cell, Cell];
          if (family === 'D') {
            // `at` is the fourth cell: the other three white force it white or closing (its corner triangle).
            const others = BLOCK.filter((o) => o !== b).map((o) => v(r + o.at[0], c + o.at[1], EMPTY));
            add('D', { part: 'corner', block: cell, fourth: at, closing: b.corner }, {
              left: present(others),
              sense: '<=',
              constant: 2,
              right: present([v(at[0], at[1], EMPTY), v(at[0], at[1], b.corner)]),
            });
          } else {
            // `at` holds the triangle whose white corner points at the block's centre.
            add('F', { part: 'triangle-corner', block: cell, cell: at, t: b.corner, beside, across }, {
              left: present([v(at[0], at[1], b.corner), v(beside[0][0], beside[0][1], EMPTY), v(beside[1][0], beside[1][1], EMPTY)]),
              sense: '<=',
              constant: 2,
              right: present([v(across[0], across[1], EMPTY), v(across[0], across[1], OPPOSITE[b.corner])]),
            });
          }
        }
        return;
      case 'E':
        for (const { t, step } of NESTED) {
          const first = v(r, c, t);
          if (first < 0) continue;
          const between: number[] = [];
          for (let k = 1; inside(r + k * step[0], c + k * step[1]) && !tooLarge; k++) {
            const other: Cell = [r + k * step[0], c + k * step[1]];
            const second = v(other[0], other[1], t);
            if (second >= 0) add('E', { part: 'nested', cell, t, other }, { left: [first, second], sense: '<=', constant: 1, right: between.slice() });
            const opposite = v(other[0], other[1], OPPOSITE[t]);
            if (opposite >= 0) between.push(opposite);
          }
        }
        return;
    }
  };

  for (const family of families) {
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        emit(family, r, c);
        if (tooLarge) {
          const message = `refused: the ${variant} model of this ${width}×${height} board would have more than ${MAX_MODEL_TERMS.toLocaleString('en-US')} terms`;
          return { ok: false, status: 'timeout', message };
        }
        if (clock?.tick(terms + rows.length)) {
          const cancelled = clock.stopped === 'cancelled';
          const message = cancelled ? 'cancelled while building the model' : 'the time or work budget ran out while building the model';
          return { ok: false, status: cancelled ? 'cancelled' : 'timeout', message };
        }
      }
    }
  }
  return { ok: true, model: { puzzle, variant, families, variables, variableOf, rows, constraints, terms } };
}

/**
 * Σ left − Σ right (sense) constant in the engine's normal form (≥, sorted
 * variables). What makeInequality does, without its map: the variables of one
 * row are distinct, so sorting the terms is all it takes (a model of a large
 * board has a hundred thousand rows).
 */
function normalForm(w: Written, sense: '>=' | '<='): Inequality {
  const sign = sense === '>=' ? 1 : -1;
  const vars = [...w.left, ...w.right];
  const coefs = vars.map((_, i) => (i < w.left.length ? sign : -sign));
  // Insertion sort of the (short) row, carrying the coefficients along.
  for (let i = 1; i < vars.length; i++) {
    const v = vars[i];
    const c = coefs[i];
    let j = i - 1;
    for (; j >= 0 && vars[j] > v; j--) {
      vars[j + 1] = vars[j];
      coefs[j + 1] = coefs[j];
    }
    vars[j + 1] = v;
    coefs[j + 1] = c;
    if (j >= 0 && vars[j] === v) return makeInequality(vars.map((x, k) => [x, coefs[k]] as const), '>=', sign * w.constant);
  }
  return { vars, coefs, rhs: sign > 0 ? w.constant : 0 - w.constant };
}

/**
 * A row as the source writes it, read back from its inequality: with every
 * coefficient ±1 and no variable on both sides, the "≥" half has the left side
 * at +1 and the "≤" half at −1.
 */
export function writtenOf(model: ShakashakaModel, row: number): Written {
  const { sense, halves } = model.rows[row];
  const c = model.constraints[halves[0]];
  const { vars, coefs, rhs } = c.inequality;
  const sign = c.sense === '>=' ? 1 : -1;
  const left: number[] = [];
  const right: number[] = [];
  vars.forEach((x, i) => (coefs[i] === sign ? left : right).push(x));
  return { left, sense, constant: sign * rhs, right };
}

/** The model, for callers that know it fits (tests, facts of small boards); throws when it was refused. */
export function shakashakaModel(puzzle: ShakashakaPuzzle, variant: ModelVariant): ShakashakaModel {
  const built = buildShakashakaModel(puzzle, variant);
  if (!built.ok) throw new Error(built.message);
  return built.model;
}

/** The board a full 0/1 assignment describes: each white cell gets the character of its state set to 1. */
export function valuesToSolution(model: ShakashakaModel, values: ArrayLike<number>): string[] {
  const { puzzle, variableOf } = model;
  return puzzle.rows.map((row, r) =>
    [...row]
      .map((ch, c) => {
        const base = 5 * (r * puzzle.width + c);
        if (variableOf[base] < 0) return ch;
        for (let s = 0; s < 5; s++) if (values[variableOf[base + s]] === 1) return STATE_CHAR[s];
        return '?';
      })
      .join(''),
  );
}

/** The 0/1 assignment a filled board stands for (one 1 per white cell), or null when a cell holds no state. */
export function solutionToValues(model: ShakashakaModel, solution: readonly string[]): Int8Array | null {
  const values = new Int8Array(model.variables.length);
  for (let k = 0; k < model.variables.length; k += 5) {
    const { row, col } = model.variables[k];
    const s = STATE_CHAR.indexOf(solution[row]?.[col] ?? '');
    if (s < 0) return null;
    values[k + s] = 1;
  }
  return values;
}

/**
 * The encoding the lesson teaches: one 0/1 variable per white cell (1 = lamp),
 * and the rules as inequalities.
 * - A clue k: k ≤ Σ neighbours ≤ k, kept as two inequalities (the engine only
 *   knows ≥; the ≤ half is stored multiplied by −1).
 * - Every white cell is lit: Σ (the cells it sees, itself included) ≥ 1.
 * - No two lamps see each other: Σ (a row or column segment) ≤ 1.
 * Halves that hold whatever happens are left out (a 0's "≥ 0", a clue's "≤ k"
 * when it has exactly k white neighbours, a segment of one cell), because they
 * can never force anything; the lesson says so where it lists them.
 *
 * Variables are numbered in reading order and named x_1, x_2, … as in the
 * seed's example board.
 */
import { makeInequality, type Inequality } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';
import { InequalitySystem } from '../../inequalities/system';
import { clueOf, isWhite, neighbours, segments, type AkariPuzzle, type AkariSolution, LAMP } from './puzzle';

export type AkariConstraintKind = 'clue-min' | 'clue-max' | 'lit' | 'row' | 'col';

export interface AkariVariable {
  row: number;
  col: number;
  /** KaTeX name, e.g. `x_{7}`. */
  name: string;
}

export interface AkariConstraint {
  kind: AkariConstraintKind;
  inequality: Inequality;
  /** A sentence for the constraint list and the "why" tree. */
  label: string;
  /** The cell it belongs to: the clue, the lit cell, or a segment's first cell. */
  anchor: [number, number];
}

export interface AkariModel {
  puzzle: AkariPuzzle;
  variables: AkariVariable[];
  /** Variable of each cell (r·width + c), −1 for black cells. */
  variableOfCell: Int32Array;
  /** In the order they become the system's inequalities 0, 1, 2, … */
  constraints: AkariConstraint[];
}

const place = (r: number, c: number): string => `row ${r + 1}, column ${c + 1}`;

export function buildAkariModel(puzzle: AkariPuzzle): AkariModel {
  const { width, height } = puzzle;
  const variableOfCell = new Int32Array(width * height).fill(-1);
  const variables: AkariVariable[] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (!isWhite(puzzle.rows[r][c])) continue;
      variableOfCell[r * width + c] = variables.length;
      variables.push({ row: r, col: c, name: `x_{${variables.length + 1}}` });
    }
  }
  const constraints: AkariConstraint[] = [];
  const push = (kind: AkariConstraintKind, cells: number[], sense: '>=' | '<=', rhs: number, anchor: [number, number], label: string) => {
    const inequality = makeInequality(
      cells.map((cell) => [variableOfCell[cell], 1] as const),
      sense,
      rhs,
    );
    constraints.push({ kind, inequality, label, anchor });
  };

  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const k = clueOf(puzzle.rows[r][c]);
      if (k === null) continue;
      const around = neighbours(puzzle, r, c)
        .filter(([rr, cc]) => isWhite(puzzle.rows[rr][cc]))
        .map(([rr, cc]) => rr * width + cc);
      if (k > 0) push('clue-min', around, '>=', k, [r, c], `clue ${k} at ${place(r, c)}: at least ${k} ${k === 1 ? 'lamp' : 'lamps'} around it`);
      if (k < around.length) {
        push('clue-max', around, '<=', k, [r, c], `clue ${k} at ${place(r, c)}: at most ${k} ${k === 1 ? 'lamp' : 'lamps'} around it`);
      }
    }
  }
  const seg = segments(puzzle);
  const cellOf = (i: number): [number, number] => [Math.floor(i / width), i % width];
  for (const run of seg.rows) {
    if (run.length < 2) continue;
    const [r, c] = cellOf(run[0]);
    push('row', run, '<=', 1, [r, c], `row segment from ${place(r, c)}: at most one lamp`);
  }
  for (const run of seg.cols) {
    if (run.length < 2) continue;
    const [r, c] = cellOf(run[0]);
    push('col', run, '<=', 1, [r, c], `column segment from ${place(r, c)}: at most one lamp`);
  }
  const rowRun = new Int32Array(width * height);
  const colRun = new Int32Array(width * height);
  seg.rows.forEach((run, i) => run.forEach((cell) => (rowRun[cell] = i)));
  seg.cols.forEach((run, i) => run.forEach((cell) => (colRun[cell] = i)));
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const cell = r * width + c;
      if (variableOfCell[cell] < 0) continue;
      // Both runs through the cell contain it; count it once (merged, it would get coefficient 2).
      const seen = [...seg.rows[rowRun[cell]], ...seg.cols[colRun[cell]].filter((x) => x !== cell)];
      push('lit', seen, '>=', 1, [r, c], `cell at ${place(r, c)} is lit: a lamp on it or in sight`);
    }
  }
  return { puzzle, variables, variableOfCell, constraints };
}

/** The model as an inequality system: constraint i is inequality i. */
export function modelSystem(model: AkariModel): InequalitySystem {
  const system = new InequalitySystem(model.variables.length);
  for (const c of model.constraints) system.add(c.inequality, { kind: 'given', label: c.label });
  return system;
}

/** The board with '*' where the assignment has a lamp. */
export function valuesToSolution(model: AkariModel, values: ArrayLike<number>): AkariSolution {
  const { puzzle, variableOfCell } = model;
  return puzzle.rows.map((row, r) =>
    [...row].map((ch, c) => {
      const v = variableOfCell[r * puzzle.width + c];
      return v >= 0 && values[v] === 1 ? LAMP : ch;
    }).join(''),
  );
}

/** KaTeX-ready name of a variable, for katex.ts. */
export function variableName(model: AkariModel): (v: number) => string {
  return (v) => model.variables[v].name;
}

/** Every constraint in KaTeX (≤ halves shown as written: x_1 + x_2 ≤ 1). */
export function constraintsKatex(model: AkariModel): string[] {
  const name = variableName(model);
  return model.constraints.map((c) => inequalityToKatex(c.inequality, name));
}

/** The board cells [row, col] of an inequality's variables: what hovering it highlights. */
export function cellsOf(model: AkariModel, variables: readonly number[]): [number, number][] {
  return variables.map((v) => [model.variables[v].row, model.variables[v].col]);
}

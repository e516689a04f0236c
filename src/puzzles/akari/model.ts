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
 * lesson's example board.
 */
import { unitInequality, type Inequality, type Sense } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';
import { InequalitySystem } from '../../inequalities/system';
import type { GivenInequalities } from '../../inequalities/why';
import { clueOf, isWhite, neighbours, segments, type AkariPuzzle, type AkariSolution, LAMP } from './puzzle';
import type { AkariModelShape } from './model-shape';

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
  /** Set when the model was built in a worker and is read on the page part by part (./model-shape.ts). */
  shape?: AkariModelShape;
}

const place = (r: number, c: number): string => `row ${r + 1}, column ${c + 1}`;

/** The sentence of a constraint of `kind` anchored at row r, column c (k: the clue there, for the clue kinds). */
export function constraintLabel(kind: AkariConstraintKind, r: number, c: number, k: number): string {
  const lamps = `${k} ${k === 1 ? 'lamp' : 'lamps'}`;
  switch (kind) {
    case 'clue-min':
      return `clue ${k} at ${place(r, c)}: at least ${lamps} around it`;
    case 'clue-max':
      return `clue ${k} at ${place(r, c)}: at most ${lamps} around it`;
    case 'row':
      return `row segment from ${place(r, c)}: at most one lamp`;
    case 'col':
      return `column segment from ${place(r, c)}: at most one lamp`;
    case 'lit':
      return `cell at ${place(r, c)} is lit: a lamp on it or in sight`;
  }
}

/** The sense and right-hand side of a constraint of `kind` (k: the clue, for the clue kinds). */
export function constraintBound(kind: AkariConstraintKind, k: number): [Sense, number] {
  if (kind === 'clue-min') return ['>=', k];
  if (kind === 'clue-max') return ['<=', k];
  return kind === 'lit' ? ['>=', 1] : ['<=', 1];
}

/** One variable per white cell, in reading order, and the variable of each cell (−1 for a black one). */
export function numberAkariVariables(puzzle: AkariPuzzle): { variables: AkariVariable[]; variableOfCell: Int32Array } {
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
  return { variables, variableOfCell };
}

/**
 * The most terms (summed over all inequalities) a model may have. A 100×100
 * board without a black cell has about 2.02 million, most of them in the
 * "lit" inequalities, which grow with the square of a line's length; the
 * limit lets every board the parser reads through and refuses anything
 * larger before a byte of it is built.
 */
export const MAX_MODEL_TERMS = 2_500_000;

/** The number of terms the model of `puzzle` will have, counted without building it. */
export function countModelTerms(puzzle: AkariPuzzle): number {
  const { width, height, rows } = puzzle;
  const white = (r: number, c: number) => isWhite(rows[r][c]);
  // Length of the row run and column run through each white cell.
  const rowLen = runLengths(puzzle, 'row');
  const colLen = runLengths(puzzle, 'column');
  let terms = 0;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const cell = r * width + c;
      if (white(r, c)) {
        terms += rowLen[cell] + colLen[cell] - 1;
        // Each run's "at most one" once, counted at its first cell.
        if (rowLen[cell] > 1 && (c === 0 || !white(r, c - 1))) terms += rowLen[cell];
        if (colLen[cell] > 1 && (r === 0 || !white(r - 1, c))) terms += colLen[cell];
      } else if (clueOf(rows[r][c]) !== null) terms += 2 * neighbours(puzzle, r, c).length;
    }
  }
  return terms;
}

/** Per cell r·width + c: the length of the white run through it along rows or columns (0 for black cells). */
function runLengths(puzzle: AkariPuzzle, along: 'row' | 'column'): Int32Array {
  const { width, height, rows } = puzzle;
  const [lines, length] = along === 'row' ? [height, width] : [width, height];
  const cell = (line: number, k: number) => (along === 'row' ? line * width + k : k * width + line);
  const out = new Int32Array(width * height);
  for (let line = 0; line < lines; line++) {
    for (let k = 0; k < length; ) {
      const at = cell(line, k);
      if (!isWhite(rows[Math.floor(at / width)][at % width])) {
        k++;
        continue;
      }
      let e = k;
      while (e < length && isWhite(rows[Math.floor(cell(line, e) / width)][cell(line, e) % width])) e++;
      for (let x = k; x < e; x++) out[cell(line, x)] = e - k;
      k = e;
    }
  }
  return out;
}

export function buildAkariModel(puzzle: AkariPuzzle): AkariModel {
  return buildAkariModelWithin(puzzle, () => false)!;
}

/**
 * The model, built while `stop(work)` (called every few thousand terms with
 * the terms built so far) says to go on; null when it said stop.
 */
export function buildAkariModelWithin(puzzle: AkariPuzzle, stop: (work: number) => boolean): AkariModel | null {
  const { width, height } = puzzle;
  const { variables, variableOfCell } = numberAkariVariables(puzzle);
  const constraints: AkariConstraint[] = [];
  let work = 0;
  let nextCheck = 0;
  let stopped = false;
  // Cells in reading order have increasing variables, so every list below is sorted already.
  const push = (kind: AkariConstraintKind, cells: readonly number[], k: number, anchor: [number, number]) => {
    const vars = new Array<number>(cells.length);
    for (let i = 0; i < cells.length; i++) vars[i] = variableOfCell[cells[i]];
    const inequality = unitInequality(vars, ...constraintBound(kind, k));
    const label = constraintLabel(kind, anchor[0], anchor[1], k);
    work += cells.length;
    constraints.push({ kind, inequality, label, anchor });
    // Ask every few thousand terms (a row of a 100×100 board is 20,000).
    if (work >= nextCheck) {
      nextCheck = work + 2048;
      stopped ||= stop(work);
    }
  };

  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const k = clueOf(puzzle.rows[r][c]);
      if (k === null) continue;
      const around = neighbours(puzzle, r, c)
        .filter(([rr, cc]) => isWhite(puzzle.rows[rr][cc]))
        .map(([rr, cc]) => rr * width + cc);
      if (k > 0) push('clue-min', around, k, [r, c]);
      if (k < around.length) push('clue-max', around, k, [r, c]);
    }
  }
  const seg = segments(puzzle);
  const cellOf = (i: number): [number, number] => [Math.floor(i / width), i % width];
  for (const run of seg.rows) {
    if (run.length < 2) continue;
    const [r, c] = cellOf(run[0]);
    push('row', run, 0, [r, c]);
  }
  for (const run of seg.cols) {
    if (run.length < 2) continue;
    const [r, c] = cellOf(run[0]);
    push('col', run, 0, [r, c]);
  }
  if (stopped || stop(work)) return null;
  // Each run's variables once (cells in reading order have increasing variables, so every list is sorted).
  const runVars = (run: number[]) => run.map((cell) => variableOfCell[cell]);
  const rowVars = seg.rows.map(runVars);
  const colVars = seg.cols.map(runVars);
  const rowRun = new Int32Array(width * height);
  const colRun = new Int32Array(width * height);
  seg.rows.forEach((run, i) => run.forEach((cell) => (rowRun[cell] = i)));
  seg.cols.forEach((run, i) => run.forEach((cell) => (colRun[cell] = i)));
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const cell = r * width + c;
      if (variableOfCell[cell] < 0) continue;
      // The cell's row run and column run, merged in order; the cell itself once.
      const row = rowVars[rowRun[cell]];
      const col = colVars[colRun[cell]];
      const vars = new Array<number>(row.length + col.length - 1);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < row.length && j < col.length) {
        const a = row[i];
        const b = col[j];
        if (a === b) {
          vars[k++] = a;
          i++;
          j++;
        } else if (a < b) vars[k++] = row[i++];
        else vars[k++] = col[j++];
      }
      while (i < row.length) vars[k++] = row[i++];
      while (j < col.length) vars[k++] = col[j++];
      work += vars.length;
      constraints.push({ kind: 'lit', inequality: unitInequality(vars, '>=', 1), label: constraintLabel('lit', r, c, 0), anchor: [r, c] });
      if (work >= nextCheck) {
        nextCheck = work + 2048;
        stopped ||= stop(work);
        if (stopped) return null;
      }
    }
  }
  return { puzzle, variables, variableOfCell, constraints };
}

/** The model as an inequality system: constraint i is inequality i. */
export function modelSystem(model: AkariModel): InequalitySystem {
  return modelSystemWithin(model, () => false)!;
}

/**
 * The system, built while `stop(work)` (called every few thousand terms with
 * the terms added so far) says to go on; null when it said stop. On a
 * 100×100 board this is two million terms of work, as much as the model.
 */
export function modelSystemWithin(model: AkariModel, stop: (work: number) => boolean): InequalitySystem | null {
  const system = new InequalitySystem(model.variables.length);
  // Every occurrence list laid out once, at its final size.
  const counts = new Int32Array(model.variables.length);
  // Counting is a pass over every term too (2 million on an empty 100×100 board): it looks at the limit as
  // often, and a stop there has indexed nothing yet.
  let counted = 0;
  let nextCount = 0;
  for (const c of model.constraints) {
    for (const v of c.inequality.vars) counts[v]++;
    counted += c.inequality.vars.length;
    if (counted >= nextCount) {
      if (stop(0)) return null;
      nextCount = counted + 4096;
    }
  }
  system.reserveOccurrences(counts);
  let work = 0;
  let next = 0;
  for (const c of model.constraints) {
    system.add(c.inequality, { kind: 'given', label: c.label });
    work += c.inequality.vars.length;
    if (work >= next) {
      if (stop(work)) return null;
      next = work + 4096;
    }
  }
  return system;
}

/** The model's inequalities as a trace refers to them (inequality i is constraint i). */
export function givenInequalities(model: AkariModel): GivenInequalities {
  return {
    variables: (id) => model.constraints[id]?.inequality.vars,
    label: (id) => model.constraints[id]?.label ?? `inequality (${id + 1})`,
  };
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

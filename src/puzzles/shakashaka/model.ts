/**
 * The 0/1 model the lesson teaches. Every white cell gets five variables,
 * x⁰ (left white) and one per triangle, x^◤ x^◥ x^◢ x^◣; black cells and the
 * outside of the board get none (they count as 0 wherever a family mentions
 * them). The families (model/families.ts) are generated cell by cell:
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
 * which model/words.ts makes its sentence and KaTeX form on demand, so a
 * solver run on a large board builds no strings. The inequality engine only
 * knows "≥", so an equality becomes two inequalities, its "at least" and "at
 * most" halves, as in the Akari model; the LP writer joins them again. Halves
 * that hold whatever the variables are (a clue 0's "≥ 0", a family inequality
 * whose cells are mostly black) are left out: they never force anything.
 *
 * This file is the assembly: numbering the variables and writing the rows
 * cell by cell. Its parts live in model/: the model's types (types.ts),
 * the offset tables the families look at (family-geometry.ts), the size limit
 * (size.ts), a row's written and normal forms (written-form.ts), and
 * boards as 0/1 values (values.ts). All but the tables are exported
 * from here too, so the model's users have one place to import it from.
 */
import type { BudgetClock } from '../../core/budget';
import { buildStopReason } from '../../core/build-stop';
import { isTautology } from '../../inequalities/inequality';
import { MODEL_VARIANTS, type Family, type ModelVariant } from './model/families';
import { ALL_SIDES, BLOCK, NESTED, TURNS, WEDGES } from './model/family-geometry';
import { MAX_MODEL_TERMS, familyETerms } from './model/size';
import type { Cell, ModelRow, RowAbout, ShakashakaConstraint, ShakashakaModel, ShakashakaVariable } from './model/types';
import { BLACK_SIDES, clueOf, EMPTY, isWhite, OPPOSITE, SIDE_STEP, TRIANGLES, type CellState, type ShakashakaPuzzle, type Side } from './puzzle';
import { normalForm, type Written } from './model/written-form';

export { familyETerms, MAX_MODEL_TERMS } from './model/size';
export type { ConstraintPart, ModelRow, RowAbout, ShakashakaConstraint, ShakashakaModel, ShakashakaVariable } from './model/types';
export { solutionToValues, valuesToSolution } from './model/values';
export { writtenOf, type Written } from './model/written-form';

export type ModelBuild =
  | { ok: true; model: ShakashakaModel }
  /** `refused`: over the size cap (MAX_MODEL_TERMS), not out of budget. */
  | { ok: false; status: 'timeout' | 'cancelled'; message: string; refused?: true };

/**
 * Why the model of `variant` will not be built on this board, counted before
 * building it: family E, the one that grows with the cube of the side, over
 * the cap; null otherwise. (The other families grow with the area; their cap
 * is checked while they are built.)
 */
export function modelRefusal(puzzle: ShakashakaPuzzle, variant: ModelVariant): string | null {
  if (!(MODEL_VARIANTS[variant] as readonly Family[]).includes('E')) return null;
  const terms = familyETerms(puzzle);
  if (terms <= MAX_MODEL_TERMS) return null;
  return `refused: family E alone would have ${terms.toLocaleString('en-US')} terms on this ${puzzle.width}×${puzzle.height} board (at most ${MAX_MODEL_TERMS.toLocaleString('en-US')}); it grows with the cube of the side, and the model A-D+F (A–D and F, without E: the default) leaves it out`;
}

/**
 * The numbering of the variables: five per white cell, row by row
 * (`variableOf[5·cell + state]`, −1 for a black cell).
 */
export function numberVariables(puzzle: ShakashakaPuzzle): { variables: ShakashakaVariable[]; variableOf: Int32Array } {
  const { width, height } = puzzle;
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
  return { variables, variableOf };
}

/**
 * Writes a family's rows at one cell (`emit`), appending to `rows` and
 * `constraints`; `base` is the index in the whole model of the first row and
 * inequality it writes, so a part of the model can be written alone with the
 * numbers the whole model gives it (model/lazy.ts).
 */
export interface ModelWriter {
  rows: ModelRow[];
  constraints: ShakashakaConstraint[];
  terms: number;
  tooLarge: boolean;
  emit(family: Family, r: number, c: number): void;
}

export function modelWriter(puzzle: ShakashakaPuzzle, variableOf: Int32Array, base = { row: 0, constraint: 0 }): ModelWriter {
  const { width, height } = puzzle;
  const inside = (r: number, c: number): boolean => r >= 0 && r < height && c >= 0 && c < width;
  const white = (r: number, c: number): boolean => inside(r, c) && isWhite(puzzle.rows[r][c]);
  /** The variable of (r, c, state), or −1 when the cell is black or off the board. */
  const v = (r: number, c: number, state: CellState): number => (white(r, c) ? variableOf[5 * (r * width + c) + state] : -1);
  const present = (vars: number[]): number[] => vars.filter((x) => x >= 0);

  const rows: ModelRow[] = [];
  const constraints: ShakashakaConstraint[] = [];
  const writer: ModelWriter = { rows, constraints, terms: 0, tooLarge: false, emit: () => {} };
  const add = (family: Family, about: RowAbout, written: Written): void => {
    const senses: ('>=' | '<=')[] = written.sense === '=' ? ['>=', '<='] : [written.sense];
    const halves: number[] = [];
    for (const sense of senses) {
      const inequality = normalForm(written, sense);
      if (isTautology(inequality)) continue;
      halves.push(base.constraint + constraints.length);
      constraints.push({ family, row: base.row + rows.length, sense, inequality });
    }
    if (halves.length === 0) return;
    rows.push({ family, about, sense: written.sense, halves });
    writer.terms += written.left.length + written.right.length;
    if (writer.terms > MAX_MODEL_TERMS) writer.tooLarge = true;
  };

  writer.emit = (family: Family, r: number, c: number): void => {
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
          for (let k = 1; inside(r + k * step[0], c + k * step[1]) && !writer.tooLarge; k++) {
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

  return writer;
}

/**
 * The model of `puzzle` with the families of `variant`; refused when too large
 * or out of budget. `onRow` hears each board row done, family by family (a
 * progress bar).
 */
export function buildShakashakaModel(puzzle: ShakashakaPuzzle, variant: ModelVariant, clock?: BudgetClock, onRow?: (done: number, of: number) => void): ModelBuild {
  const { width, height } = puzzle;
  const families: readonly Family[] = MODEL_VARIANTS[variant];
  const refusal = modelRefusal(puzzle, variant);
  if (refusal) return { ok: false, status: 'timeout', message: refusal, refused: true };
  const { variables, variableOf } = numberVariables(puzzle);
  const writer = modelWriter(puzzle, variableOf);
  const { rows, constraints } = writer;
  const cells = width * height;
  // Where each (family, cell)'s rows and inequalities start: a part of the model can be written again alone.
  const rowStart = new Int32Array(families.length * cells + 1);
  const constraintStart = new Int32Array(families.length * cells + 1);
  for (let f = 0; f < families.length; f++) {
    const family = families[f];
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        const chunk = f * cells + r * width + c;
        rowStart[chunk] = rows.length;
        constraintStart[chunk] = constraints.length;
        writer.emit(family, r, c);
        if (writer.tooLarge) {
          const message = `refused: the ${variant} model of this ${width}×${height} board would have more than ${MAX_MODEL_TERMS.toLocaleString('en-US')} terms`;
          return { ok: false, status: 'timeout', message, refused: true };
        }
        if (clock?.tick(writer.terms + rows.length)) {
          const cancelled = clock.stopped === 'cancelled';
          const at = { phase: `building the model (family ${family}, row ${r + 1} of ${height})`, done: rows.length, unit: 'inequalities written' };
          const message = buildStopReason(cancelled ? 'cancelled' : 'timeout', at);
          return { ok: false, status: cancelled ? 'cancelled' : 'timeout', message };
        }
      }
      onRow?.(f * height + r + 1, families.length * height);
    }
  }
  rowStart[families.length * cells] = rows.length;
  constraintStart[families.length * cells] = constraints.length;
  return { ok: true, model: { puzzle, variant, families, variables, variableOf, rows, constraints, terms: writer.terms, parts: { rowStart, constraintStart } } };
}

/** The model, for callers that know it fits (tests, facts of small boards); throws when it was refused. */
export function shakashakaModel(puzzle: ShakashakaPuzzle, variant: ModelVariant): ShakashakaModel {
  const built = buildShakashakaModel(puzzle, variant);
  if (!built.ok) throw new Error(built.message);
  return built.model;
}

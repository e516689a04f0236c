/**
 * The model without building it whole: a page gets its shape from the
 * solver worker (the numbers of rows per family and cell, and which rows
 * mention each cell: a few typed arrays, moved without copying) and writes a
 * row only when a view asks for it, with the cell's other rows, by the same
 * code that builds the model (modelWriter). A 100×100 board's model is
 * 180,000 rows: built whole on the page it blocked it for seconds, and
 * copied whole from the worker even longer.
 *
 * A view reads `rows[i]`, `constraints[i]` and their `length` as from the
 * built model, and gets equal objects (tests/shakashaka/lazy-model.test.ts).
 * What walks every row (`givenInequalities`, the LP writer) still works; it
 * writes the whole model on the page, as before.
 */
import type { Family, ModelVariant } from './families';
import type { ModelRow, ShakashakaConstraint, ShakashakaModel } from './types';
import type { ShakashakaPuzzle } from '../puzzle';
import { modelWriter, numberVariables } from '../model';
import { writtenOf } from './written-form';
import { lazyList } from '../../../core/lazy-list';

/** What the page needs to write any part of the model and to index it by cell: plain data and typed arrays. */
export interface ModelShape {
  variant: ModelVariant;
  families: readonly Family[];
  terms: number;
  parts: ShakashakaModel['parts'];
  /** The rows that mention cell k (any of its five variables) are cellRows[cellRowStart[k] … cellRowStart[k + 1]). */
  cellRowStart: Int32Array;
  cellRows: Int32Array;
}

/** The shape of a built model (in the worker: it walks every row once). */
export function modelShapeOf(model: ShakashakaModel): ModelShape {
  const cells = model.variables.length / 5;
  const counts = new Int32Array(cells + 1);
  const cellsOfRow = model.rows.map((_, i) => {
    const w = writtenOf(model, i);
    const mentioned = [...new Set([...w.left, ...w.right].map((v) => Math.floor(v / 5)))];
    for (const k of mentioned) counts[k + 1]++;
    return mentioned;
  });
  for (let k = 0; k < cells; k++) counts[k + 1] += counts[k];
  const cellRowStart = counts.slice();
  const cellRows = new Int32Array(counts[cells]);
  const fill = counts.slice(0, cells);
  cellsOfRow.forEach((mentioned, row) => {
    for (const k of mentioned) cellRows[fill[k]++] = row;
  });
  return { variant: model.variant, families: model.families, terms: model.terms, parts: model.parts, cellRowStart, cellRows };
}

/** The model of `puzzle` with `shape`, each part written when first read. */
export function lazyShakashakaModel(puzzle: ShakashakaPuzzle, shape: ModelShape): ShakashakaModel {
  const { variables, variableOf } = numberVariables(puzzle);
  const { rowStart, constraintStart } = shape.parts;
  const cells = puzzle.width * puzzle.height;
  const rows: ModelRow[] = [];
  const constraints: ShakashakaConstraint[] = [];
  /** Writes the part (family, cell) that holds row or inequality `i` of `starts`, unless it was written. */
  const write = (starts: Int32Array, i: number): void => {
    let lo = 0;
    let hi = starts.length - 2;
    // The last part whose start is ≤ i and which is not empty.
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    const family = shape.families[Math.floor(lo / cells)];
    const cell = lo % cells;
    const writer = modelWriter(puzzle, variableOf, { row: rowStart[lo], constraint: constraintStart[lo] });
    writer.emit(family, Math.floor(cell / puzzle.width), cell % puzzle.width);
    writer.rows.forEach((row, k) => (rows[rowStart[lo] + k] = row));
    writer.constraints.forEach((c, k) => (constraints[constraintStart[lo] + k] = c));
  };
  const total = shape.families.length * cells;
  const model: ShakashakaModel = {
    puzzle,
    variant: shape.variant,
    families: shape.families,
    variables,
    variableOf,
    rows: lazyList(rows, rowStart[total], (i) => write(rowStart, i)),
    constraints: lazyList(constraints, constraintStart[total], (i) => write(constraintStart, i)),
    terms: shape.terms,
    parts: shape.parts,
  };
  return model;
}

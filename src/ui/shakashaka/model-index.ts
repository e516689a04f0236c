/**
 * The model's rows seen from the board: which rows mention a cell (any of
 * its five variables), each row's variables, and the label a row gets in a
 * list — its family and the numbers of its inequalities in the engine, so a
 * row read here is the one a step names. Built once per model, from the
 * shape the worker made (a row is written only when it is listed).
 */
import { inequalityLabel } from '../../inequalities/step-words';
import type { Family } from '../../puzzles/shakashaka/model/families';
import { writtenOf, type ShakashakaModel } from '../../puzzles/shakashaka/model';
import { modelShapeOf, type ModelShape } from '../../puzzles/shakashaka/model/lazy';
import { rowKatex, rowLabel } from '../../puzzles/shakashaka/model/words';
import type { FormulaItem } from '../FormulaPanel';

export interface ModelIndex {
  /** White cells (one per five variables). */
  cells: number;
  /** Rows that mention white cell k, in model order. */
  rowsOfCell(k: number): number[];
  /** Variables of a row. */
  variablesOfRow(row: number): number[];
  /** Inequalities per family (an equality's row is two, its ≤ and its ≥), in the model's family order. */
  familyInequalities: Map<Family, number>;
}

/** The index from the model's shape, which the worker made (model/lazy.ts): nothing walks the whole model here. */
export function indexModel(model: ShakashakaModel, shape: ModelShape = modelShapeOf(model)): ModelIndex {
  const { constraintStart } = shape.parts;
  const parts = (constraintStart.length - 1) / shape.families.length;
  const perFamily = (start: ArrayLike<number>) => new Map<Family, number>(shape.families.map((f, i) => [f, start[(i + 1) * parts] - start[i * parts]]));
  return {
    cells: model.variables.length / 5,
    rowsOfCell: (k) => Array.from(shape.cellRows.subarray(shape.cellRowStart[k], shape.cellRowStart[k + 1])),
    variablesOfRow: (row) => {
      const w = writtenOf(model, row);
      return [...w.left, ...w.right];
    },
    familyInequalities: perFamily(constraintStart),
  };
}

/** FormulaPanel item id of a row, and back. */
export const rowItemId = (row: number): string => `r${row}`;
export const rowOfItem = (id: string): number => Number(id.slice(1));

/** A row as a list item: "C (41) (42)", the formula as the paper writes it, its sentence. */
export function rowItem(model: ShakashakaModel, row: number): FormulaItem {
  const r = model.rows[row];
  return { id: rowItemId(row), label: `${r.family} ${r.halves.map(inequalityLabel).join(' ')}`, tex: rowKatex(model, row), note: rowLabel(model, row) };
}

/**
 * The model's rows seen from the board: which rows mention a cell (any of
 * its five variables), each row's variables, and the label a row gets in a
 * list — its family and the numbers of its inequalities in the engine, so a
 * row read here is the one a step names. Built once per model.
 */
import { inequalityLabel } from '../../inequalities/step-words';
import type { Family } from '../../puzzles/shakashaka/model/families';
import { writtenOf, type ShakashakaModel } from '../../puzzles/shakashaka/model';
import { rowKatex, rowLabel } from '../../puzzles/shakashaka/model/words';
import type { FormulaItem } from '../FormulaPanel';

export interface ModelIndex {
  /** Rows that mention each white cell, in model order. */
  rowsOfCell: number[][];
  /** Variables of each row. */
  variablesOfRow: number[][];
  /** Rows per family, in the model's family order. */
  familyRows: Map<Family, number>;
}

export function indexModel(model: ShakashakaModel): ModelIndex {
  const cells = model.variables.length / 5;
  const rowsOfCell: number[][] = Array.from({ length: cells }, () => []);
  const familyRows = new Map<Family, number>(model.families.map((f) => [f, 0]));
  const variablesOfRow = model.rows.map((row, i) => {
    const w = writtenOf(model, i);
    const vars = [...w.left, ...w.right];
    for (const k of new Set(vars.map((v) => Math.floor(v / 5)))) rowsOfCell[k].push(i);
    familyRows.set(row.family, (familyRows.get(row.family) ?? 0) + 1);
    return vars;
  });
  return { rowsOfCell, variablesOfRow, familyRows };
}

/** FormulaPanel item id of a row, and back. */
export const rowItemId = (row: number): string => `r${row}`;
export const rowOfItem = (id: string): number => Number(id.slice(1));

/** A row as a list item: "C (41) (42)", the formula as the paper writes it, its sentence. */
export function rowItem(model: ShakashakaModel, row: number): FormulaItem {
  const r = model.rows[row];
  return { id: rowItemId(row), label: `${r.family} ${r.halves.map(inequalityLabel).join(' ')}`, tex: rowKatex(model, row), note: rowLabel(model, row) };
}

/**
 * The shape of the Shakashaka model (model.ts builds it): its variables, its
 * rows as the paper writes them with what each is about, and the
 * inequalities the engine works on. Types only, apart from the code that
 * builds the model, so naming the model brings in none of that code.
 */
import type { Inequality } from '../../../inequalities/inequality';
import type { Family, ModelVariant } from './families';
import type { CellState, ShakashakaPuzzle, Side, Triangle } from '../puzzle';

export interface ShakashakaVariable {
  row: number;
  col: number;
  state: CellState;
}

/** A cell as (row, column). */
export type Cell = readonly [number, number];

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
  /**
   * Where the rows and inequalities of each (family, cell) start, family by
   * family and cell by cell row by row (index f·cells + cell; one more entry
   * at the end, the totals): the model can be written again a part at a time
   * (model/lazy.ts).
   */
  parts: { rowStart: Int32Array; constraintStart: Int32Array };
}

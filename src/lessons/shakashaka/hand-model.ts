/**
 * The Shakashaka model as the by-hand mode takes it (src/inequalities/
 * hand-state.ts): the system's inequalities in order, each with its
 * family and its sentence, and which inequalities belong to a cell — those
 * that mention any of its five variables, which is what clicking a cell lists.
 */
import type { ShakashakaModel } from '../../puzzles/shakashaka/model';
import { constraintLabel } from '../../puzzles/shakashaka/model/words';
import type { HandInequality, HandModel } from '../../inequalities/hand-state';

export function handModel(model: ShakashakaModel): HandModel {
  return {
    constraints: model.constraints.map((c, id) => ({ kind: c.family, inequality: c.inequality, label: constraintLabel(model, id) })),
    variables: model.variables,
  };
}

/** The white cell (its index in reading order) of a variable. */
export const cellOfVariable = (v: number): number => Math.floor(v / 5);

/** True when the inequality mentions a variable of white cell `cell`. */
export function touchesCell(item: HandInequality, cell: number): boolean {
  return item.inequality.vars.some((v) => cellOfVariable(v) === cell);
}

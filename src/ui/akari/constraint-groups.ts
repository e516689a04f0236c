/**
 * The model's inequalities as the constraint panel lists them: numbered as
 * the engine numbers them (given constraint i is inequality i, shown as
 * "(i+1)"; sums continue the numbering), typeset in KaTeX, grouped by the
 * rule they come from, and mapped to and from board cells for highlighting.
 */
import { inequalityToKatex } from '../../inequalities/katex';
import { inequalityLabel } from '../../inequalities/step-words';
import { variableName, type AkariConstraintKind, type AkariModel } from '../../puzzles/akari/model';
import { kindOf } from '../../puzzles/akari/model-shape';
import type { FormulaItem } from '../FormulaPanel';

export type ConstraintGroupKey = 'clues' | 'lit' | 'sight';

export interface ConstraintGroup {
  key: ConstraintGroupKey;
  title: string;
  /** What the inequalities of this group say, in a sentence. */
  explanation: string;
  items: FormulaItem[];
}

const GROUP_OF: Record<AkariConstraintKind, ConstraintGroupKey> = {
  'clue-min': 'clues',
  'clue-max': 'clues',
  lit: 'lit',
  row: 'sight',
  col: 'sight',
};

/**
 * The groups in the order the model numbers their inequalities (clues, then
 * segments, then one "lit" inequality per white cell), so the numbers down
 * the list only grow.
 */
const GROUP_ORDER = ['clues', 'sight', 'lit'] as const;

const TITLES: Record<ConstraintGroupKey, [string, string]> = {
  clues: [
    'Clues',
    'A clue k counts the lamps on its white neighbours: k ≤ Σ ≤ k, where Σ (the Greek capital sigma) stands for “the sum of”, here the sum of the neighbours’ variables, that is the number of lamps around the clue. It is kept as two inequalities. A half that can never fail (a 0’s “≥ 0”, a “≤ k” with only k neighbours) is left out.',
  ],
  lit: ['Every white cell is lit', 'A cell is lit when a lamp stands on it or in its row or column with no black cell between: Σ (the sum over the cells it sees, itself included) ≥ 1.'],
  sight: [
    'No two lamps see each other',
    'A run of white cells in a row or a column, between black cells or the edge, holds at most one lamp: Σ (the sum over the run) ≤ 1.',
  ],
};

export { inequalityLabel };

/** FormulaPanel item id of an inequality id, and back. */
export const itemId = (id: number): string => `c${id}`;
export const idOfItem = (item: string): number => Number(item.slice(1));

/** A group before any of its formulas is written: which inequalities it holds. */
export interface ConstraintGroupOutline {
  key: ConstraintGroupKey;
  title: string;
  explanation: string;
  ids: number[];
}

/** The groups with their inequality ids only: cheap on any board (no KaTeX is written). */
export function constraintOutline(model: AkariModel): ConstraintGroupOutline[] {
  const groups = new Map<ConstraintGroupKey, ConstraintGroupOutline>();
  for (const key of GROUP_ORDER) {
    const [title, explanation] = TITLES[key];
    groups.set(key, { key, title, explanation, ids: [] });
  }
  // By kind alone: a model read from its shape writes no inequality for this.
  for (let id = 0; id < model.constraints.length; id++) groups.get(GROUP_OF[kindOf(model, id)])!.ids.push(id);
  return [...groups.values()];
}

/** The list items (label, KaTeX, sentence) of the given inequalities of the model. */
export function constraintItems(model: AkariModel, ids: readonly number[]): FormulaItem[] {
  const name = variableName(model);
  return ids.map((id) => ({
    id: itemId(id),
    label: inequalityLabel(id),
    tex: inequalityToKatex(model.constraints[id].inequality, name),
    note: model.constraints[id].label,
  }));
}

/** Every group with every item written out (the export of a board small enough to list them all). */
export function constraintGroups(model: AkariModel): ConstraintGroup[] {
  const name = variableName(model);
  const groups = new Map<ConstraintGroupKey, ConstraintGroup>();
  for (const key of GROUP_ORDER) {
    const [title, explanation] = TITLES[key];
    groups.set(key, { key, title, explanation, items: [] });
  }
  model.constraints.forEach((c, id) => {
    groups.get(GROUP_OF[c.kind])!.items.push({
      id: itemId(id),
      label: inequalityLabel(id),
      tex: inequalityToKatex(c.inequality, name),
      note: c.label,
    });
  });
  return [...groups.values()];
}

/**
 * The model's inequalities that mention each variable, as a look-up built
 * once per model (a scan of every inequality per hovered cell is slow on a
 * 100×100 board); a model read from its shape has the index already.
 */
export function constraintsByVariable(model: AkariModel): (variable: number) => readonly number[] {
  const shape = model.shape;
  if (shape) return (v) => Array.from(shape.byVariable.subarray(shape.variableStart[v], shape.variableStart[v + 1]));
  const out: number[][] = model.variables.map(() => []);
  model.constraints.forEach((c, id) => {
    for (const v of c.inequality.vars) out[v].push(id);
  });
  return (v) => out[v] ?? [];
}

/** Variables (white cells) an inequality of the model mentions. */
export function variablesOfConstraint(model: AkariModel, id: number): number[] {
  return id >= 0 && id < model.constraints.length ? [...model.constraints[id].inequality.vars] : [];
}

/** The model's inequalities that mention a variable, in order. */
export function constraintsOfVariable(model: AkariModel, variable: number): number[] {
  const out: number[] = [];
  model.constraints.forEach((c, id) => {
    if (c.inequality.vars.includes(variable)) out.push(id);
  });
  return out;
}

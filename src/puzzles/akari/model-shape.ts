/**
 * The Akari model without building it on the page: the solver worker builds
 * it and sends its shape (each inequality's kind, anchor cell and variables,
 * and which inequalities mention each variable: typed arrays, moved without
 * copying), and the page writes an inequality, with its sentence, only when
 * a view reads it. An empty 100×100 board's model is two million terms:
 * built on the page it held the page for a quarter of a second on every
 * keystroke, and copied from the worker as objects longer still.
 *
 * A view reads `constraints[i]` and its `length` as from the built model and
 * gets an equal object (tests/akari/model-shape.test.ts); what walks every
 * inequality still works, writing them all.
 */
import { lazyList } from '../../core/lazy-list';
import { unitInequality } from '../../inequalities/inequality';
import { clueOf, type AkariPuzzle } from './puzzle';
import { constraintBound, constraintLabel, numberAkariVariables, type AkariConstraint, type AkariConstraintKind, type AkariModel } from './model';

/** The kinds in the order `kinds` numbers them. */
const KINDS: readonly AkariConstraintKind[] = ['clue-min', 'clue-max', 'row', 'col', 'lit'];

/** What the page needs to write any inequality of the model and to list a variable's: plain typed arrays. */
export interface AkariModelShape {
  /** Inequality i's kind, as its place in KINDS. */
  kinds: Uint8Array;
  /** Inequality i's anchor cell, r·width + c. */
  anchors: Int32Array;
  /** Inequality i's variables are terms[termStart[i] … termStart[i + 1]). */
  termStart: Int32Array;
  terms: Int32Array;
  /** The inequalities that mention variable v are byVariable[variableStart[v] … variableStart[v + 1]), in order. */
  variableStart: Int32Array;
  byVariable: Int32Array;
}

/** The shape of a built model (in the worker: one pass over every term). */
export function akariModelShape(model: AkariModel): AkariModelShape {
  const { constraints, puzzle } = model;
  const n = constraints.length;
  const kinds = new Uint8Array(n);
  const anchors = new Int32Array(n);
  const termStart = new Int32Array(n + 1);
  const variableStart = new Int32Array(model.variables.length + 1);
  constraints.forEach((c, i) => {
    kinds[i] = KINDS.indexOf(c.kind);
    anchors[i] = c.anchor[0] * puzzle.width + c.anchor[1];
    termStart[i + 1] = termStart[i] + c.inequality.vars.length;
    for (const v of c.inequality.vars) variableStart[v + 1]++;
  });
  for (let v = 0; v < model.variables.length; v++) variableStart[v + 1] += variableStart[v];
  const terms = new Int32Array(termStart[n]);
  const byVariable = new Int32Array(termStart[n]);
  const fill = variableStart.slice(0, model.variables.length);
  constraints.forEach((c, i) => {
    terms.set(c.inequality.vars, termStart[i]);
    for (const v of c.inequality.vars) byVariable[fill[v]++] = i;
  });
  return { kinds, anchors, termStart, terms, variableStart, byVariable };
}

/** The model of `puzzle` with `shape`, each inequality written when first read. */
export function lazyAkariModel(puzzle: AkariPuzzle, shape: AkariModelShape): AkariModel {
  const { variables, variableOfCell } = numberAkariVariables(puzzle);
  const written: AkariConstraint[] = [];
  const write = (i: number): void => {
    const kind = KINDS[shape.kinds[i]];
    const cell = shape.anchors[i];
    const [r, c] = [Math.floor(cell / puzzle.width), cell % puzzle.width];
    const k = clueOf(puzzle.rows[r][c]) ?? 0;
    const vars = Array.from(shape.terms.subarray(shape.termStart[i], shape.termStart[i + 1]));
    written[i] = { kind, inequality: unitInequality(vars, ...constraintBound(kind, k)), label: constraintLabel(kind, r, c, k), anchor: [r, c] };
  };
  return { puzzle, variables, variableOfCell, constraints: lazyList(written, shape.kinds.length, write), shape };
}

/** The kind of inequality `id` of the model, read from its shape when it has one (no inequality is written). */
export function kindOf(model: AkariModel, id: number): AkariConstraintKind {
  return model.shape ? KINDS[model.shape.kinds[id]] : model.constraints[id].kind;
}

/**
 * A row as the paper writes it, Σ left (sense) constant + Σ right, and the
 * two ways between it and the engine's normal form: the model's assembly
 * turns each half of a row into an inequality ("≥", sorted variables), and
 * the LP writer, the lesson and the words read the row back from it. Keeping
 * only the inequality spares a large board's model a second copy of its rows.
 */
import { makeInequality, type Inequality } from '../../../inequalities/inequality';
import type { ShakashakaModel } from './types';

/** A constraint as the paper writes it: Σ left (sense) constant + Σ right, every coefficient 1. */
export interface Written {
  left: number[];
  sense: '<=' | '>=' | '=';
  constant: number;
  right: number[];
}

/**
 * Σ left − Σ right (sense) constant in the engine's normal form (≥, sorted
 * variables). What makeInequality does, without its map: the variables of one
 * row are distinct, so sorting the terms is all it takes (a model of a large
 * board has a hundred thousand rows).
 */
export function normalForm(w: Written, sense: '>=' | '<='): Inequality {
  const sign = sense === '>=' ? 1 : -1;
  const vars = [...w.left, ...w.right];
  const coefs = vars.map((_, i) => (i < w.left.length ? sign : -sign));
  // Insertion sort of the (short) row, carrying the coefficients along.
  for (let i = 1; i < vars.length; i++) {
    const v = vars[i];
    const c = coefs[i];
    let j = i - 1;
    for (; j >= 0 && vars[j] > v; j--) {
      vars[j + 1] = vars[j];
      coefs[j + 1] = coefs[j];
    }
    vars[j + 1] = v;
    coefs[j + 1] = c;
    if (j >= 0 && vars[j] === v) return makeInequality(vars.map((x, k) => [x, coefs[k]] as const), '>=', sign * w.constant);
  }
  return { vars, coefs, rhs: sign > 0 ? w.constant : 0 - w.constant };
}

/**
 * A row as the paper writes it, read back from its inequality: with every
 * coefficient ±1 and no variable on both sides, the "≥" half has the left side
 * at +1 and the "≤" half at −1.
 */
export function writtenOf(model: ShakashakaModel, row: number): Written {
  const { sense, halves } = model.rows[row];
  const c = model.constraints[halves[0]];
  const { vars, coefs, rhs } = c.inequality;
  const sign = c.sense === '>=' ? 1 : -1;
  const left: number[] = [];
  const right: number[] = [];
  vars.forEach((x, i) => (coefs[i] === sign ? left : right).push(x));
  return { left, sense, constant: sign * rhs, right };
}

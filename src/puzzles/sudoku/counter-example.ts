/**
 * The lesson's worked example of Sinz's sequential counter: one group of the
 * Sudoku formula, "row r holds at most one k", written by the very encoder the
 * solver uses (src/sat/sinz.ts), its clauses sorted into their five shapes
 * with one instance and its meaning in words, and what unit propagation does
 * once one candidate of the group is true — every step with the clause that
 * forced it. Plain data (the page and the tests read the same).
 */
import { Cnf } from '../../sat/cnf';
import { propagate } from '../../sat/by-hand';
import { atMostOne } from '../../sat/sinz';

export type ShapeId = 'first' | 'into' | 'carry' | 'block' | 'last';

export interface CounterShape {
  id: ShapeId;
  /** The shape as KaTeX, over x_i (the candidates) and s_i (the helpers). */
  tex: string;
  /** One clause of this shape in the group's names, at `exampleAt` where the shape has an i. */
  example: string;
  /** What the clause says, in words about the board. */
  words: string;
  /** How many clauses of this shape the group has. */
  count: number;
}

export interface CounterExample {
  row: number;
  value: number;
  /** The group's candidates x_1 … x_n by name: "r1c1#3" … */
  candidates: string[];
  /** The helpers s_1 … s_(n−1) by name: "s1[row 1 #3]" … */
  helpers: string[];
  shapes: CounterShape[];
  total: number;
  /** The candidate set true for the propagation example. */
  placed: string;
  /** What unit propagation sets from it, in order, each with the shape of the clause that forced it. */
  propagation: { literal: string; clause: string; shape: ShapeId }[];
}

/** The group "row `row` holds a `value`" of a board with `size` columns, `placedAt` (1-based) the column set true. */
export function counterExample(row = 1, value = 3, size = 9, exampleAt = 4, placedAt = 2): CounterExample {
  const cnf = new Cnf();
  cnf.reserveVars(size);
  const xs = Array.from({ length: size }, (_, i) => i + 1);
  atMostOne(cnf, xs);
  const candidates = xs.map((i) => `r${row}c${i}#${value}`);
  const helpers = Array.from({ length: size - 1 }, (_, i) => `s${i + 1}[row ${row} #${value}]`);
  const name = (lit: number) => {
    const v = Math.abs(lit);
    const n = v <= size ? candidates[v - 1] : helpers[v - size - 1];
    return lit < 0 ? `¬${n}` : n;
  };
  const clauseName = (c: ArrayLike<number>) => Array.from(c, name).join(' ∨ ');
  // A helper's index i (s_i), or 0 for a candidate.
  const helperIndex = (lit: number) => (Math.abs(lit) > size ? Math.abs(lit) - size : 0);
  const shapeOf = (c: ArrayLike<number>): ShapeId => {
    const [a, b] = [c[0], c[1]];
    if (a < 0 && Math.abs(a) <= size && b > 0) return Math.abs(a) === 1 ? 'first' : 'into';
    if (a < 0 && Math.abs(a) > size && b > 0) return 'carry';
    return Math.abs(a) === size ? 'last' : 'block';
  };
  const clauses = Array.from({ length: cnf.numClauses }, (_, k) => Array.from(cnf.clause(k)));
  const first = (id: ShapeId) => clauses.filter((c) => shapeOf(c) === id);
  // The instance shown: the clause of the shape that mentions candidate i = exampleAt (or helper s_i for carry).
  const instance = (id: ShapeId) => {
    const all = first(id);
    if (id === 'carry') return all.find((c) => helperIndex(c[1]) === exampleAt) ?? all[0];
    return all.find((c) => Math.abs(c[0]) === exampleAt) ?? all[0];
  };
  const cells = (i: number) => (i === 1 ? `r${row}c1` : `one of r${row}c1 … r${row}c${i}`);
  const i = exampleAt;
  const words: Record<ShapeId, string> = {
    first: `if r${row}c1 holds ${value}, then s1 is true (s1 means “the first candidate, r${row}c1, holds ${value}”)`,
    into: `if r${row}c${i} holds ${value}, then s${i} is true: ${cells(i)} holds ${value}`,
    carry: `if s${i - 1} is true (${cells(i - 1)} holds ${value}), then so is s${i}: what is true of the first ${i - 1} is true of the first ${i}, so the count is carried along the row`,
    block: `if s${i - 1} is true (${cells(i - 1)} already holds ${value}), then r${row}c${i} does not: this is the “at most one” itself`,
    last: `if s${size - 1} is true (${cells(size - 1)} holds ${value}), then r${row}c${size} does not: the same rule for the last candidate, which needs no helper of its own`,
  };
  const tex: Record<ShapeId, string> = {
    first: '\\neg x_1 \\lor s_1',
    into: `\\neg x_i \\lor s_i\\ \\ (1<i<${size})`,
    carry: `\\neg s_{i-1} \\lor s_i\\ \\ (1<i<${size})`,
    block: `\\neg x_i \\lor \\neg s_{i-1}\\ \\ (1<i<${size})`,
    last: `\\neg x_{${size}} \\lor \\neg s_{${size - 1}}`,
  };
  const ids: ShapeId[] = ['first', 'into', 'carry', 'block', 'last'];
  const shapes = ids.map((id) => ({ id, tex: tex[id], example: clauseName(instance(id)), words: words[id], count: first(id).length }));
  const { trail } = propagate(clauses, [{ literal: placedAt, level: 1, reason: null }], 1);
  return {
    row,
    value,
    candidates,
    helpers,
    shapes,
    total: clauses.length,
    placed: candidates[placedAt - 1],
    propagation: trail.slice(1).map((e) => ({ literal: name(e.literal), clause: clauseName(e.reason!), shape: shapeOf(e.reason!) })),
  };
}

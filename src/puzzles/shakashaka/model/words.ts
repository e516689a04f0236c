/**
 * The model in words and formulas, made on demand from what each row is
 * about: a sentence for the constraint list and the "why" trees, a KaTeX form
 * as the paper of Demaine, Okamoto, Uehara and Uno (./families.ts) writes it
 * (x ≤ y + z rather than −x + y + z ≥ 0), and the variable names. Plain strings: solver code never imports katex.
 */
import { FAMILIES } from './families';
import { writtenOf, type ModelRow, type ShakashakaModel, type Written } from '../model';
import { OPPOSITE, place, SIDE_NAME, SIDE_STEP, STATE_CHAR, TOP, RIGHT, BOTTOM, LEFT, WHITE, type CellState, type Side } from '../puzzle';

const TRI_TEX: readonly string[] = ['0', '\\text{◤}', '\\text{◥}', '\\text{◢}', '\\text{◣}'];

/** KaTeX name of a state's variable at (r, c), rows and columns counted from 1: `x_{3,4}^{\text{◤}}`. */
export function stateName(r: number, c: number, state: CellState): string {
  return `x_{${r + 1},${c + 1}}^{${TRI_TEX[state]}}`;
}

/** KaTeX-ready name of a variable, for inequalityToKatex. */
export function variableName(model: ShakashakaModel): (v: number) => string {
  return (v) => {
    const x = model.variables[v];
    return stateName(x.row, x.col, x.state);
  };
}

const REL = { '<=': '\\le', '>=': '\\ge', '=': '=' } as const;

function writtenKatex(w: Written, name: (v: number) => string, sense = w.sense): string {
  const side = (vars: number[], constant = 0): string => {
    const parts = vars.map(name);
    if (constant !== 0 || parts.length === 0) parts.unshift(String(constant));
    return parts.join(' + ');
  };
  return `${side(w.left)} ${REL[sense]} ${side(w.right, w.constant)}`;
}

/** The row as the paper writes it, in KaTeX (an equality with '='). */
export function rowKatex(model: ShakashakaModel, row: number): string {
  return writtenKatex(writtenOf(model, row), variableName(model));
}

/** Inequality `id` of the system as the paper writes it: an equality's half with ≥ or ≤. */
export function constraintKatex(model: ShakashakaModel, id: number): string {
  const c = model.constraints[id];
  return writtenKatex(writtenOf(model, c.row), variableName(model), c.sense);
}

const OWNER: Readonly<Record<Side, string>> = { [TOP]: 'above', [RIGHT]: 'to the right', [BOTTOM]: 'below', [LEFT]: 'to the left' };

/** The row in words; for an equality, `half` picks the "at least" or "at most" sentence. */
export function rowLabel(model: ShakashakaModel, row: number, half?: '>=' | '<='): string {
  const about = model.rows[row].about;
  const ch = (s: CellState): string => STATE_CHAR[s];
  // A block's fourth cell may be black (or a clue): then the row only forbids, and says so.
  const isBlack = ([r, c]: readonly [number, number]): boolean => model.puzzle.rows[r]?.[c] !== WHITE;
  const bound = half === '>=' ? 'at least' : half === '<=' ? 'at most' : 'exactly';
  switch (about.part) {
    case 'one-state':
      return `the cell at ${place(...about.cell)}: ${bound} one state (empty or a triangle)`;
    case 'clue': {
      const k = about.clue;
      return `clue ${k} at ${place(...about.cell)}: ${bound} ${k} ${k === 1 ? 'triangle' : 'triangles'} on its neighbours`;
    }
    case 'edge': {
      const { width, height } = model.puzzle;
      const [r, c] = about.cell;
      const why = about.sides
        .map((s) => {
          const [rr, cc] = [r + SIDE_STEP[s][0], c + SIDE_STEP[s][1]];
          return rr >= 0 && rr < height && cc >= 0 && cc < width ? `the black cell ${OWNER[s]}` : `the ${SIDE_NAME[s]} edge of the board`;
        })
        .join(' and ');
      return `no ${ch(about.t)} at ${place(r, c)}: its white side would lie against ${why}`;
    }
    case 'turn': {
      // A continuation beyond the edge or on a black cell cannot be: say so, rather than name a cell like "row 0".
      const spot = (t: CellState, [r, c]: readonly [number, number]): string =>
        r < 0 || c < 0 || r >= model.puzzle.height || c >= model.puzzle.width
          ? 'not possible: the board ends there'
          : isBlack([r, c])
            ? `not possible: ${place(r, c)} is black`
            : `${ch(t)} at ${place(r, c)}`;
      return `a ${ch(about.t)} at ${place(...about.cell)}: at its ${about.end} end the diagonal goes on straight (${spot(about.t, about.straight)}) or turns (${spot(about.turnT, about.turn)})`;
    }
    case 'wedge': {
      const pair = `${ch(about.t)} at ${place(...about.cell)} and ${ch(about.t)} at ${place(...about.next)} in line`;
      // A black or missing middle cell has no white variable: the row then says "not both", and so must its words.
      const [mr, mc] = about.middle;
      const off = mr < 0 || mc < 0 || mr >= model.puzzle.height || mc >= model.puzzle.width;
      if (off || isBlack(about.middle)) {
        return `${pair}: not both, since the cell between them on the white side (${off ? 'off the board' : `${place(mr, mc)}, black`}) could not be empty`;
      }
      return `${pair}: the cell between them on the white side (${place(mr, mc)}) is empty`;
    }
    case 'corner':
      return isBlack(about.fourth)
        ? `the 2×2 block from ${place(...about.block)}: its fourth cell (${place(...about.fourth)}) is black, so the other three are not all empty`
        : `the 2×2 block from ${place(...about.block)}: three empty cells make the fourth (${place(...about.fourth)}) empty or ${ch(about.closing)}`;
    case 'nested': {
      const pair = `${ch(about.t)} at ${place(...about.cell)} and ${ch(about.t)} at ${place(...about.other)}`;
      // Next to each other (or with only black cells between), no cell can hold the opposite triangle: the row just forbids the pair.
      if (Math.abs(about.cell[0] - about.other[0]) === 1) return `${pair}, next to each other on a diagonal: not both`;
      if (writtenOf(model, row).right.length === 0) return `${pair} on one diagonal: not both, since no white cell between them could hold a ${ch(OPPOSITE[about.t])}`;
      return `${pair} on one diagonal: a ${ch(OPPOSITE[about.t])} lies between them`;
    }
    case 'triangle-corner':
      return isBlack(about.across)
        ? `${ch(about.t)} at ${place(...about.cell)} with empty cells at ${place(...about.beside[0])} and ${place(...about.beside[1])}: not possible, the cell across (${place(...about.across)}) is black`
        : `${ch(about.t)} at ${place(...about.cell)} with empty cells at ${place(...about.beside[0])} and ${place(...about.beside[1])}: the cell across (${place(...about.across)}) is empty or ${ch(OPPOSITE[about.t])}`;
  }
}

/** Inequality `id` of the system in words, without its family: what a step cites after the inequality's number. */
export function constraintWords(model: ShakashakaModel, id: number): string {
  const c = model.constraints[id];
  return rowLabel(model, c.row, model.rows[c.row].sense === '=' ? c.sense : undefined);
}

/** Inequality `id` of the system in words, with its family: what a "why" tree names. */
export function constraintLabel(model: ShakashakaModel, id: number): string {
  const c = model.constraints[id];
  const row = model.rows[c.row];
  return `(${c.family}) ${rowLabel(model, c.row, row.sense === '=' ? c.sense : undefined)}`;
}

/** The family's title, for legends: "C: diagonals go on or turn at a right angle". */
export function familyTitle(row: ModelRow): string {
  return `${row.family}: ${FAMILIES[row.family].title}`;
}

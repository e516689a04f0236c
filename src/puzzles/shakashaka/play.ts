/**
 * Shakashaka for the play mode (src/inequalities/play-check.ts): the
 * lesson's corrected model (A–D and F, the one the by-hand mode uses), which
 * rule of rules.ts each part of it stands for, the rules in words, and the
 * judge on a complete board.
 *
 * A reader's position is the model's five variables per white cell: a cell
 * the reader marks white or gives a triangle has that state at 1 and the
 * other four at 0; an empty cell has all five unknown, unless a hint's Apply
 * ruled some states out. The board is complete once every white cell has a
 * state.
 */
import { constraintKatex, constraintLabel } from './model/words';
import { withoutRuleCode, type FinalVerdict, type PlayModel, type PlayRule } from '../../inequalities/play-check';
import { shakashakaModel, valuesToSolution, type ConstraintPart } from './model';
import { EMPTY, STATE_CHAR, type ShakashakaPuzzle } from './puzzle';
import { checkShakashaka } from './rules';
import { shakashakaWords } from './vocabulary';

/** The rules a position can break, in the order rules.ts checks them, in words. */
export const SHAKASHAKA_PLAY_RULES: readonly PlayRule[] = [
  { code: 'givens', words: 'Each white cell is empty (no triangle) or holds one of the four triangles.' },
  { code: 'clueCount', words: 'A numbered black cell has exactly that many triangles on its four neighbours.' },
  { code: 'whiteRectangle', words: 'Every white area is a rectangle, upright or turned by 45°.' },
];

/** Only a cell's own "one state" row is about the givens; the clue rows count; every other part keeps the white areas rectangular. */
const RULE_OF_PART: Readonly<Record<ConstraintPart, string>> = {
  'one-state': 'givens',
  clue: 'clueCount',
  edge: 'whiteRectangle',
  turn: 'whiteRectangle',
  wedge: 'whiteRectangle',
  corner: 'whiteRectangle',
  nested: 'whiteRectangle',
  'triangle-corner': 'whiteRectangle',
};

export function shakashakaPlayModel(puzzle: ShakashakaPuzzle): PlayModel {
  const model = shakashakaModel(puzzle, 'A-D+F');
  const constraints = model.constraints.map((c, id) => ({
    kind: model.rows[c.row].about.part,
    inequality: c.inequality,
    label: constraintLabel(model, id),
  }));
  const cells = model.variables.length / 5;
  const place = (cell: number) => `row ${model.variables[5 * cell].row + 1}, column ${model.variables[5 * cell].col + 1}`;
  const finalCheck = (values: readonly number[]): FinalVerdict | null => {
    for (let k = 0; k < cells; k++) {
      if (![0, 1, 2, 3, 4].some((s) => values[5 * k + s] === 1)) return null;
    }
    const verdict = checkShakashaka(puzzle, valuesToSolution(model, values));
    return verdict.ok ? { ok: true } : { ok: false, code: verdict.code, message: withoutRuleCode(verdict.message) };
  };
  return {
    constraints,
    variables: model.variables,
    rules: SHAKASHAKA_PLAY_RULES,
    ruleOf: (kind) => RULE_OF_PART[kind as ConstraintPart] ?? 'whiteRectangle',
    finalCheck,
    words: shakashakaWords(puzzle),
    cellOf: (v) => Math.floor(v / 5),
    place,
    tex: (id) => constraintKatex(model, id),
    settledWords: (variables, values) => settledWords(variables, values, place),
    wrongWords: (w, values) => wrongMarkWords(w, values, place),
  };
}

const stateWord = (s: number) => (s === EMPTY ? 'empty' : STATE_CHAR[s]);

/**
 * A mark of the reader's that the givens force the other way, said about the
 * mark they put ("at row 1, column 2 you put ◥, but the givens force ◤
 * there"; "you marked it empty" for the Empty mark, which read as "untouched"
 * when said "left … empty"), never as a variable and its two values.
 */
export function wrongMarkWords(w: { variable: number; placed: 0 | 1; forced: 0 | 1 }, values: readonly number[], place: (cell: number) => string): string {
  const cell = Math.floor(w.variable / 5);
  const state = w.variable % 5;
  const mine = [0, 1, 2, 3, 4].find((s) => values[5 * cell + s] === 1);
  const put = mine === undefined ? 'ruled out ' + stateWord(state) : mine === EMPTY ? 'marked it empty' : `put ${STATE_CHAR[mine]}`;
  const force = w.forced === 1 ? `force ${state === EMPTY ? 'it to stay empty' : `${STATE_CHAR[state]} there`}` : `rule ${state === EMPTY ? '“empty”' : STATE_CHAR[state]} out there`;
  return `at ${place(cell)} you ${put}, but the givens ${force}`;
}

const joinOr = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);

/**
 * What a hint set, cell by cell, in the words of the board: "row 3, column 1
 * now holds ◣", "row 2, column 2 is empty", "row 1, column 3 cannot
 * hold ◢ or ◣: it is still empty, ◤ or ◥" — never a variable and its value, which the reader would
 * have to decode.
 */
export function settledWords(variables: readonly number[], values: readonly number[], place: (cell: number) => string): string {
  const cells = [...new Set(variables.map((v) => Math.floor(v / 5)))];
  const parts = cells.map((cell) => {
    const states = variables.filter((v) => Math.floor(v / 5) === cell).map((v) => v % 5);
    const chosen = states.find((s) => values[5 * cell + s] === 1);
    if (chosen !== undefined) return chosen === EMPTY ? `${place(cell)} is empty` : `${place(cell)} now holds ${STATE_CHAR[chosen]}`;
    const triangles = states.filter((s) => s !== EMPTY).map((s) => STATE_CHAR[s]);
    const white = states.includes(EMPTY);
    const ruled = [white ? 'be empty' : '', triangles.length > 0 ? `hold ${joinOr(triangles)}` : ''].filter(Boolean).join(' or ');
    // A state ruled out is not something a reader can place: say what the cell may still be, and when one state is left, that it is that one.
    const left = [0, 1, 2, 3, 4].filter((s) => values[5 * cell + s] !== 0).map((s) => (s === EMPTY ? 'empty' : STATE_CHAR[s]));
    const leaves = left.length === 0 ? '' : left.length === 1 ? `, so it ${left[0] === 'empty' ? 'is empty' : `holds ${left[0]}`}` : `: it is still ${joinOr(left)}`;
    return `${place(cell)} cannot ${ruled}${leaves}`;
  });
  return parts.join('; ');
}

/**
 * Akari for the play mode (src/inequalities/play-check.ts): the lesson's
 * model of a board, which rule of rules.ts each kind of its inequalities
 * stands for, the rules in words, and the judge on a complete board.
 *
 * A reader's position is one value per white cell, as the model's
 * variables: 1 a lamp, 0 a cell marked "no lamp", unknown while empty.
 * The board is complete once every white cell is lit: a lamp on a lit cell
 * would always light another, so nothing can be added then.
 */
import { withoutRuleCode, type FinalVerdict, type PlayModel, type PlayRule } from '../../inequalities/play-check';
import { inequalityToKatex } from '../../inequalities/katex';
import { buildAkariModel, valuesToSolution, variableName, type AkariConstraintKind } from './model';
import type { AkariPuzzle } from './puzzle';
import { checkAkari } from './rules';
import { AKARI_WORDS } from './vocabulary';

/** The rules a position can break, in the order rules.ts checks them, in words. */
export const AKARI_PLAY_RULES: readonly PlayRule[] = [
  { code: 'lampsSeeEachOther', words: 'No lamp may shine on another lamp.' },
  { code: 'unlitCell', words: 'Every white cell must be lit (a lamp on it counts).' },
  { code: 'clueCount', words: 'A numbered black cell has exactly that many lamps on its four neighbours.' },
];

const RULE_OF_KIND: Readonly<Record<AkariConstraintKind, string>> = {
  row: 'lampsSeeEachOther',
  col: 'lampsSeeEachOther',
  lit: 'unlitCell',
  'clue-min': 'clueCount',
  'clue-max': 'clueCount',
};

export function akariPlayModel(puzzle: AkariPuzzle): PlayModel {
  const model = buildAkariModel(puzzle);
  const lit = model.constraints.filter((c) => c.kind === 'lit').map((c) => c.inequality.vars);
  const name = variableName(model);
  const finalCheck = (values: readonly number[]): FinalVerdict | null => {
    if (!lit.every((vars) => vars.some((v) => values[v] === 1))) return null;
    const verdict = checkAkari(puzzle, valuesToSolution(model, values));
    return verdict.ok ? { ok: true } : { ok: false, code: verdict.code, message: withoutRuleCode(verdict.message) };
  };
  return {
    constraints: model.constraints,
    variables: model.variables,
    rules: AKARI_PLAY_RULES,
    ruleOf: (kind) => RULE_OF_KIND[kind as AkariConstraintKind] ?? 'clueCount',
    finalCheck,
    words: AKARI_WORDS,
    cellOf: (v) => v,
    place: (cell) => `row ${model.variables[cell].row + 1}, column ${model.variables[cell].col + 1}`,
    // A cell is one variable, whose name the board draws on it.
    label: (cell) => AKARI_WORDS.name(cell),
    tex: (id) => inequalityToKatex(model.constraints[id].inequality, name),
    stars: true,
  };
}

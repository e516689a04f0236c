/**
 * The play mode's Check, genre-free: which rule of the puzzle the reader's
 * position breaks, as soon as it is broken, and which of their placements
 * the givens already rule out. A genre (src/puzzles/<genre>/play.ts) says
 * which of its rules each kind of inequality stands for — in the order of
 * its rules.ts, with its words — and judges a complete board with rules.ts
 * itself, so the final word is the rules', not the model's.
 *
 * "Broken" means an inequality that no choice of the undecided variables can
 * satisfy any more: the rule behind it can no longer hold, whatever comes.
 */
import type { HandModel } from './hand-state';
import { runGivens, wrongPlacements, type GivensRun, type WrongPlacement } from './givens-proof';
import { StepFinder } from './next-step';
import type { EngineVocabulary } from './vocabulary';

export interface PlayRule {
  /** The code of the rule in the genre's rules.ts (never shown on the page). */
  code: string;
  /** The rule in words, as a reader would state it. */
  words: string;
}

/** A rules.ts verdict on a complete board. */
export type FinalVerdict = { ok: true } | { ok: false; code: string; message: string };

/** What the play mode needs to know about one board of a genre. */
export interface PlayModel extends HandModel {
  /** The genre's rules, in the order its rules.ts checks them. */
  rules: readonly PlayRule[];
  /** The code of the rule an inequality of this kind stands for. */
  ruleOf(kind: string): string;
  /** The verdict of rules.ts once the position is complete, null before. */
  finalCheck(values: readonly number[]): FinalVerdict | null;
  words: EngineVocabulary;
  /** The white cell (its index in reading order) a variable belongs to. */
  cellOf(variable: number): number;
  /** "row 2, column 3" for a white cell. */
  place(cell: number): string;
  /**
   * The name the board draws on a white cell ("x₂"), when it draws one: the hints and Check then name a cell as the
   * board labels it, "x₂ (row 1, column 3)" (cellWords in src/ui/inequalities/play/hint-text.ts).
   */
  label?(cell: number): string;
  /** KaTeX of the model's inequality `id` as the lesson writes it. */
  tex(id: number): string;
  /**
   * What a hint's Apply set on these variables, in the genre's words
   * ("row 3, column 1 now holds ◣"); without it each variable is named
   * with its value.
   */
  settledWords?(variables: readonly number[], values: readonly number[]): string;
  /**
   * A mark of the reader's that the givens force the other way, in the words
   * of the board ("at row 1, column 2 you put ◥, but the givens force ◤
   * there"); without it the variable is named with both values.
   */
  wrongWords?(wrong: { variable: number; placed: 0 | 1; forced: 0 | 1 }, values: readonly number[]): string;
  /** The lesson teaches stars (sums of three or four), so hints and Explain offer one before a trial. */
  stars?: boolean;
}

/** The model with what the hints and checks of one board compute once. */
export interface PlayBoard {
  model: PlayModel;
  finder: StepFinder;
  /** What the givens alone settle (computed on first use: it runs the method from the empty board). */
  givens(): GivensRun;
}

export function playBoard(model: PlayModel): PlayBoard {
  const finder = new StepFinder(
    model.constraints.map((c) => c.inequality),
    model.variables.length,
    { cellOf: model.cellOf, stars: model.stars },
  );
  let run: GivensRun | null = null;
  return { model, finder, givens: () => (run ??= runGivens(finder)) };
}

export interface PlayCheck {
  /** The first rule (in rules.ts order) an inequality of which the position breaks, with that inequality. */
  broken: { rule: PlayRule; id: number } | null;
  /** rules.ts on the complete board, once it is complete and nothing above is broken. */
  final: (FinalVerdict & { rule: PlayRule | null }) | null;
  /** The reader's placements the givens force the other way, each with its proof. */
  wrong: WrongPlacement[];
}

export function checkPosition(board: PlayBoard, values: readonly number[]): PlayCheck {
  const { model, finder } = board;
  const ruleByCode = (code: string) => model.rules.find((r) => r.code === code) ?? null;
  const rank = (code: string) => {
    const i = model.rules.findIndex((r) => r.code === code);
    return i < 0 ? model.rules.length : i;
  };
  let broken: PlayCheck['broken'] = null;
  for (const id of finder.allBroken(values)) {
    const code = model.ruleOf(model.constraints[id].kind);
    if (!broken || rank(code) < rank(broken.rule.code)) broken = { rule: ruleByCode(code) ?? { code, words: 'a rule of the puzzle' }, id };
  }
  const verdict = broken ? null : model.finalCheck(values);
  const final = verdict ? { ...verdict, rule: verdict.ok ? null : ruleByCode(verdict.code) } : null;
  return { broken, final, wrong: wrongPlacements(board.givens(), values) };
}

/**
 * The cells that break a broken inequality: those whose value pulls its left
 * side down (a 1 where the coefficient is negative, a 0 where it is
 * positive). For "at most one lamp" these are the lamps that see each other,
 * not the crosses around them; the board marks them as soon as the rule is
 * broken.
 */
export function breakingVariables(ineq: { vars: ArrayLike<number>; coefs: ArrayLike<number> }, values: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < ineq.vars.length; i++) {
    const v = ineq.vars[i];
    if ((ineq.coefs[i] < 0 && values[v] === 1) || (ineq.coefs[i] > 0 && values[v] === 0)) out.push(v);
  }
  return out;
}

/** A rules.ts message without its leading code: "clueCount: the clue 2 has …" → "the clue 2 has …". */
export function withoutRuleCode(message: string): string {
  return message.replace(/^[A-Za-z]+: /, '');
}

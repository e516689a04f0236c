/**
 * The facts the lesson states about the model, computed by code (the lesson
 * imports these functions when the site is built; the benchmark runs them on
 * more boards). No timings: those belong to one machine.
 *
 * 1. The course note on the model asks whether a configuration the published families
 *    admit can occur. `counterexampleFacts`: a board and a filling that satisfy
 *    every inequality of A–E, which our geometric judge rejects, which F
 *    rejects; and the number of fillings each variant admits against the number
 *    the rules accept.
 * 2. Does the non-local family E ever matter? `familyEFacts` enumerates every
 *    filling the corrected local model A–D+F admits on random boards and holds
 *    each against E and against the rules; `publicBoardFacts` solves the public
 *    boards with A–D+F and with A–F and compares.
 */
import type { CheckResult } from '../types';
import { enumerateAssignments } from './model/enumerate';
import { VARIANT_NAMES, type Family, type ModelVariant } from './model/families';
import { checkAssignment, checkFilledBoard } from './model/check';
import { constraintKatex, constraintLabel } from './model/words';
import { shakashakaModel, valuesToSolution } from './model';
import type { ShakashakaPuzzle, ShakashakaSolution } from './puzzle';
import { randomShakashakaBoard } from './random-boards';
import { checkShakashaka } from './rules';
import { runSteps } from './solve-steps';

export interface CounterexampleFact {
  puzzle: ShakashakaPuzzle;
  filling: ShakashakaSolution;
  /** The geometric judge's verdict on the filling. */
  rules: CheckResult;
  /** Per variant: how many inequalities of each family the filling breaks. */
  broken: Record<ModelVariant, Partial<Record<Family, number>>>;
  /** The inequalities of F it breaks, in words and KaTeX. */
  brokenF: { label: string; katex: string }[];
  /** Per variant: every filling the model admits (complete enumeration), and how many of them the rules accept. */
  admitted: Record<ModelVariant, number>;
  valid: number;
}

/** Facts about a filling the published model admits; `cap` bounds the enumeration. */
export function counterexampleFacts(puzzle: ShakashakaPuzzle, filling: ShakashakaSolution, cap = 20_000): CounterexampleFact {
  const broken = {} as CounterexampleFact['broken'];
  const admitted = {} as CounterexampleFact['admitted'];
  let valid = -1;
  let brokenF: CounterexampleFact['brokenF'] = [];
  for (const variant of VARIANT_NAMES) {
    const model = shakashakaModel(puzzle, variant);
    const verdict = checkFilledBoard(model, filling);
    if (!verdict) throw new Error('the filling holds a character that is no cell state');
    broken[variant] = verdict.brokenByFamily;
    if (variant === 'A-F') {
      brokenF = verdict.broken.filter((id) => model.constraints[id].family === 'F').map((id) => ({ label: constraintLabel(model, id), katex: constraintKatex(model, id) }));
    }
    const all = enumerateAssignments(model, cap);
    if (!all.complete) throw new Error(`more than ${cap} fillings under ${variant}: pick a smaller board`);
    admitted[variant] = all.found.length;
    const ok = all.found.filter((values) => checkShakashaka(puzzle, valuesToSolution(model, values)).ok).length;
    // Every variant admits every true solution, so the largest count of valid fillings is the board's.
    valid = Math.max(valid, ok);
  }
  return { puzzle, filling, rules: checkShakashaka(puzzle, filling), broken, brokenF, admitted, valid };
}

export interface FamilyEFacts {
  /** Boards measured, and boards skipped because a model admits more than `cap` fillings there. */
  boards: number;
  skipped: number;
  cap: number;
  /** Fillings A–D+F admits on the measured boards. */
  admitted: number;
  /** Of those: fillings that break some inequality of E, and fillings the rules reject. */
  breakE: number;
  breakRules: number;
  /** Fillings the published A–E admit on the same boards, and how many of those the rules reject. */
  admittedPublished: number;
  publishedInvalid: number;
  /** Boards on which the published model admits a non-solution, and the first of them. */
  publishedFlawBoards: number;
  firstFlawBoard: ShakashakaPuzzle | null;
}

/**
 * Enumerates what A–D+F and the published A–E admit on each board and holds
 * every filling against E and against the rules. E is valid (it holds in every
 * true solution), so "E matters" means: A–D+F admits a filling that breaks E.
 */
export function familyEFacts(boards: Iterable<ShakashakaPuzzle>, cap = 5_000): FamilyEFacts {
  const facts: FamilyEFacts = {
    boards: 0,
    skipped: 0,
    cap,
    admitted: 0,
    breakE: 0,
    breakRules: 0,
    admittedPublished: 0,
    publishedInvalid: 0,
    publishedFlawBoards: 0,
    firstFlawBoard: null,
  };
  for (const puzzle of boards) {
    const local = shakashakaModel(puzzle, 'A-D+F');
    const published = shakashakaModel(puzzle, 'A-E');
    const mine = enumerateAssignments(local, cap);
    const theirs = mine.complete ? enumerateAssignments(published, cap) : mine;
    if (!mine.complete || !theirs.complete) {
      facts.skipped++;
      continue;
    }
    facts.boards++;
    facts.admitted += mine.found.length;
    const full = shakashakaModel(puzzle, 'A-F');
    for (const values of mine.found) {
      // A–F has the same variables in the same order as A–D+F, so its E rows read the same values.
      if (checkAssignment(full, values).brokenByFamily.E) facts.breakE++;
      if (!checkShakashaka(puzzle, valuesToSolution(local, values)).ok) facts.breakRules++;
    }
    facts.admittedPublished += theirs.found.length;
    const invalid = theirs.found.filter((values) => !checkShakashaka(puzzle, valuesToSolution(published, values)).ok).length;
    facts.publishedInvalid += invalid;
    if (invalid > 0 && facts.publishedFlawBoards++ === 0) facts.firstFlawBoard = puzzle;
  }
  return facts;
}

/** `count` seeded random boards (random-boards.ts), seeds firstSeed, firstSeed + 1, … */
export function* randomBoards(count: number, firstSeed = 1): Generator<ShakashakaPuzzle> {
  for (let seed = firstSeed; seed < firstSeed + count; seed++) yield randomShakashakaBoard(seed);
}

/**
 * Otherwise empty boards with one 2×2 black block, at every position, for every
 * size from 4×4 up to `maxWidth`×`maxHeight`, smallest first: where the
 * published model's flaw shows first.
 */
export function* blockBoards(maxWidth: number, maxHeight: number): Generator<ShakashakaPuzzle> {
  for (let height = 4; height <= maxHeight; height++) {
    for (let width = 4; width <= maxWidth; width++) {
      for (let r = 0; r + 1 < height; r++) {
        for (let c = 0; c + 1 < width; c++) {
          const rows = Array.from({ length: height }, (_, rr) =>
            Array.from({ length: width }, (_, cc) => (rr - r === 0 || rr - r === 1) && (cc - c === 0 || cc - c === 1) ? '#' : '.').join(''),
          );
          yield { width, height, rows };
        }
      }
    }
  }
}

export interface PublicBoardFact {
  id: string;
  /** Per variant: the deduction's answer; 'unique' when the engine proved it the only one under that variant. */
  outcome: Record<'A-D+F' | 'A-F', 'unique' | 'several' | 'none' | 'not settled'>;
  /** Both variants gave the same board (when both settled). */
  same: boolean | null;
  /** The A–D+F answer satisfies every inequality of E. */
  satisfiesE: boolean | null;
}

/** Solves each board with the steps method under A–D+F and A–F (each within `limitMs`) and compares. */
export function publicBoardFacts(boards: readonly { id: string; puzzle: ShakashakaPuzzle }[], limitMs = 10_000): PublicBoardFact[] {
  return boards.map(({ id, puzzle }) => {
    const runs = (['A-D+F', 'A-F'] as const).map((variant) => runSteps(puzzle, { budget: { limitMs }, params: { model: variant } }).result);
    const outcome = (r: (typeof runs)[number]): PublicBoardFact['outcome']['A-F'] =>
      r.status === 'solved' ? (r.stats.multiple ? 'several' : 'unique') : r.status === 'unsolvable' ? 'none' : 'not settled';
    const [local, full] = runs;
    const same = local.solution && full.solution ? local.solution.join('\n') === full.solution.join('\n') : null;
    const satisfiesE = local.solution ? checkFilledBoard(shakashakaModel(puzzle, 'A-F'), local.solution)!.brokenByFamily.E === 0 : null;
    return { id, outcome: { 'A-D+F': outcome(local), 'A-F': outcome(full) }, same, satisfiesE };
  });
}

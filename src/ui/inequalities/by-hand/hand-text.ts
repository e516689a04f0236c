/**
 * The by-hand island's words: what a pick gives, said in sentences with the
 * variables' names, and its formulas as KaTeX strings. Pure, so the wording
 * is tested without a browser.
 *
 * Slack is always explained in the lessons' ≥ form, as the lessons define it:
 * slack = M − b, the largest left side minus the right side. An inequality
 * shown as a ≤ (katex.ts writes one when that reads with fewer minus signs,
 * as a reader writes a segment rule) is first said to be multiplied by −1, so
 * the tools and the lesson speak one vocabulary.
 */
import type { Verdict } from '../../../inequalities/by-hand';
import type { Forced } from '../../../inequalities/forcing';
import { isTautology, maxLhs, type Inequality } from '../../../inequalities/inequality';
import { inequalityToKatex, pairSumToKatex, type VariableName } from '../../../inequalities/katex';
import { placedName, type EngineVocabulary } from '../../../inequalities/vocabulary';
import { firstForcing, isFinished, type HandHint, type HandStar, type HandState, type HandTrial, type Judgement } from '../../../inequalities/hand-state';
import { UNKNOWN } from '../../../inequalities/forcing';

/** A number as text, with a true minus sign. */
export const num = (n: number): string => (n < 0 ? `−${-n}` : String(n));

import { listWords } from '../../../core/list-words';

export { listWords };

/** True when katex.ts shows this inequality with ≤. */
export function shownAsLe(ineq: Inequality, name: VariableName): boolean {
  return inequalityToKatex(ineq, name).includes('\\le');
}

/** How the inequality is on screen: 'auto' as katex.ts writes it by default (maybe a ≤), 'ge' always the ≥ way (a sum). */
export type ShownForm = 'auto' | 'ge';

const flippedOnScreen = (reduced: Inequality, name: VariableName, form: ShownForm) => form === 'auto' && shownAsLe(reduced, name);

/** "Multiplied by −1 it points the ≥ way; then " when the inequality is shown as a ≤, else "". */
function geLead(reduced: Inequality, name: VariableName, form: ShownForm): string {
  return flippedOnScreen(reduced, name, form) ? 'Multiplied by −1 it points the ≥ way; then ' : '';
}

/** The slack of the (substituted) inequality in its ≥ form, with the numbers it comes from: M − b. */
export function slackSentence(reduced: Inequality, name: VariableName, form: ShownForm = 'auto'): string {
  const max = maxLhs(reduced);
  const slack = max - reduced.rhs;
  const b = reduced.rhs < 0 ? `(${num(reduced.rhs)})` : num(reduced.rhs);
  const lead = geLead(reduced, name, form);
  const its = lead === '' ? 'Its' : 'its';
  return `${lead}${its} left side is at most ${num(max)} and must be at least ${num(reduced.rhs)}, so the slack is ${num(max)} − ${b} = ${num(slack)}.`;
}

/** One sentence per forced value: its coefficient (in ≥ form) is larger in size than the slack. */
function forcedSentences(reduced: Inequality, forced: readonly Forced[], slack: number, words: EngineVocabulary, form: ShownForm): string {
  const flip = flippedOnScreen(reduced, words.tex, form) ? -1 : 1;
  const parts = forced.map((f) => {
    const i = reduced.vars.indexOf(f.variable);
    const coef = reduced.coefs[i];
    return `${words.name(f.variable)} has coefficient ${num(coef)}${flip < 0 ? ' in ≥ form' : ''}, larger in size than the slack ${slack}: so ${words.name(f.variable)} = ${f.value} (${words.valueWord(f.value)}).`;
  });
  return parts.join(' ');
}

/**
 * Forcing with no room at all (slack 0), said plainly: the general sentence
 * ("slack 0 … larger than the slack 0") is true but reads as boilerplate on the
 * many rows of this kind, such as "no ◤ here" (x ≤ 0) once a cell's
 * other states are known.
 */
function noRoomSentence(reduced: Inequality, forced: readonly Forced[], words: EngineVocabulary, form: ShownForm): string {
  const result = forcedPhrase(forced, words);
  if (reduced.vars.length === 1) {
    // Still the slack argument (M, r, slack, coefficient), short: the lessons promise every forcing step says it.
    // M, r and the coefficient are the ≥ form's, as the lessons define the slack; said so when the screen shows a ≤.
    const f = forced[0];
    const x = words.name(f.variable);
    // Shown as a ≤ (x ≤ 0), the ≥ form the numbers belong to is written out beside them (−x ≥ 0), so a
    // coefficient −1 is not read against an on-screen x with coefficient 1.
    const c = reduced.coefs[0];
    const flipped = flippedOnScreen(reduced, words.tex, form);
    const side = flipped ? `In ≥ form, ${c === 1 ? '' : c === -1 ? '−' : num(c)}${x} ≥ ${num(reduced.rhs)}, the` : 'The';
    return `Only ${x} is still open in it. ${side} left side is at most ${num(maxLhs(reduced))} and must be at least ${num(reduced.rhs)}, so the slack is 0, smaller than size ${Math.abs(c)} (coefficient ${num(c)}${flipped ? ' in ≥ form' : ''}): ${result}.`;
  }
  // With no room, every open variable is forced (any coefficient beats 0): each takes the value that keeps the side in bounds.
  const lead = geLead(reduced, words.tex, form);
  // Said as the value each open variable must take ("must be 0 (no lamp)"), not as "must help": a 0 does not read as help.
  const values = new Set(forced.map((f) => f.value));
  const each =
    values.size === 1
      ? `every open ${words.thing} in it must be ${forced[0].value} (${words.valueWord(forced[0].value)})`
      : `every open ${words.thing} in it must take the value that keeps the left side at its most`;
  return `${lead}${lead === '' ? 'The' : 'the'} left side must reach ${num(reduced.rhs)}, the most it can ever be (slack 0), so ${each}: ${result}.`;
}

/**
 * Why a sum with no variable left forces nothing: its variables cancelled (+ in one, − in the other), none was
 * decided. "Every variable in it is already decided" was said of (7) + (8), where nothing was.
 */
export function allCancelledWords(words: EngineVocabulary): string {
  return `Every ${words.thing} in the two cancelled out (+ in one, − in the other), so the sum holds no ${words.thing} at all: there is nothing for it to force.`;
}

/** Why a verdict is what it is, for the inequality as it stands (known values substituted), in the form it is shown in. */
export function explainVerdict(verdict: Verdict, reduced: Inequality, words: EngineVocabulary, form: ShownForm = 'auto'): string {
  const { thing, things } = words;
  if (verdict.kind === 'contradiction') {
    return `No choice of the free ${things} satisfies it any more: with the values known so far there is no solution.`;
  }
  if (reduced.vars.length === 0) return `Every ${thing} in it is already decided: there is nothing left for it to force.`;
  if (isTautology(reduced)) return `It holds whatever the free ${things} become (it is already satisfied), so it cannot force anything.`;
  if (verdict.kind === 'forces' && verdict.slack === 0) return noRoomSentence(reduced, verdict.forced, words, form);
  const room = slackSentence(reduced, words.tex, form);
  if (verdict.kind === 'forces') return `${room} ${forcedSentences(reduced, verdict.forced, verdict.slack, words, form)}`;
  return `${room} No coefficient is larger in size than the slack (the largest is ${verdict.largest}), so every free ${thing} can still go either way.`;
}

/** Why adding the two picked inequalities forced nothing (null when it did force something). */
export function explainUselessPair(j: Extract<Judgement, { kind: 'pair' }>, words: EngineVocabulary): string | null {
  const { result, duplicateOf } = j;
  const { thing } = words;
  if (result.verdict.kind !== 'nothing') return null;
  const sum = result.sum;
  if (result.left.vars.length === 0 || result.right.vars.length === 0) {
    return `One of the two has no undecided ${thing} left, so adding it changes nothing but the right side.`;
  }
  if (result.cancelled.length === 0) {
    const slacks = [result.left, result.right].map((x) => maxLhs(x) - x.rhs);
    return `Nothing cancels: no ${thing} appears with a plus sign in one and a minus sign in the other. The slacks just add up (${slacks[0]} + ${slacks[1]} = ${result.verdict.slack}), so the sum cannot force anything the two could not force alone.`;
  }
  const gone = cancelWords(result, placedName(words));
  if (isTautology(sum)) return `${gone}, but what is left holds whatever happens, so it can never force anything.`;
  const keep = duplicateOf ? ` (It is the same as ${duplicateOf}, which is already in the list.)` : ' You can keep the sum and add a third inequality to it.';
  return `${gone}, but the sum still has slack ${result.verdict.slack}, and no coefficient is larger (the largest is ${result.verdict.largest}).${keep}`;
}

/**
 * Why the list of inequalities is empty, in plain words. Once every cell was decided it read "No inequality matches.
 * Clear the filter to see them all", with no filter set, under a panel still asking for a pick.
 */
export function emptyListWords(o: { finished: boolean; cell: number | null; hideDone: boolean }, words: EngineVocabulary): string {
  if (o.finished) {
    return `Every ${words.thing} is decided, so no inequality is left to force anything: each one holds whatever happens${o.hideDone ? ' (untick “Hide finished inequalities” to list them)' : ''}.`;
  }
  if (o.cell !== null) return `No unfinished inequality holds ${words.name(o.cell)}: each one that does already holds whatever happens. Show all lists the rest.`;
  return 'No inequality is left to list.';
}

/** The pick panel's words once every cell is decided: there is nothing to pick, and what the reader can do instead. */
export function finishedPromptWords(words: EngineVocabulary): string {
  return `Every ${words.thing} is decided: there is nothing left to pick. Undo steps back, Reset starts again, or choose another board above.`;
}

/** What the opposite signs of a sum did, variable by variable: "x29 cancels out", "x3 keeps a smaller coefficient", or both. */
export function cancelWords(result: { cancelled: readonly number[]; sum: { vars: readonly number[] } }, name: (v: number) => string): string {
  const dropped = result.cancelled.filter((v) => !result.sum.vars.includes(v)).map(name);
  const shrunk = result.cancelled.filter((v) => result.sum.vars.includes(v)).map(name);
  const parts = [
    dropped.length > 0 ? `${listWords(dropped)} ${dropped.length === 1 ? 'cancels out' : 'cancel out'}` : '',
    shrunk.length > 0 ? `${listWords(shrunk)} ${shrunk.length === 1 ? 'keeps a smaller coefficient' : 'keep smaller coefficients'}` : '',
  ];
  return parts.filter((p) => p !== '').join('; ');
}

export interface PairTex {
  /** Each pick as written, and whether it was multiplied by −1 to point the ≥ way. */
  written: { label: string; tex: string; flipped: boolean }[];
  /**
   * The two in ≥ form with knowns substituted, aligned by variable, and their sum under a rule: one column sum, never cut
   * into blocks (blocks wrapped under each other read as a broken sum); a sum wider than its box scrolls sideways.
   */
  aligned: string;
  /** The sum as a reader would write it. */
  sum: string;
}

export function pairTex(j: Extract<Judgement, { kind: 'pair' }>, name: VariableName): PairTex {
  // A kept sum is written the ≥ way, as the list shows it and as it was added up: it never needs flipping again.
  const written = j.picks.map((p) => {
    const form = p.kind === 'sum' ? 'ge' : 'auto';
    return { label: p.label, tex: inequalityToKatex(p.inequality, name, { form }), flipped: form === 'auto' && shownAsLe(p.inequality, name) };
  });
  return {
    written,
    aligned: pairSumToKatex(j.result.left, j.result.right, j.result.sum, name),
    // A sum is shown the ≥ way, as it was added up (a ≤ form would hide the slack the words speak of).
    sum: inequalityToKatex(j.result.sum, name, { form: 'ge' }),
  };
}

/** The forced values as a phrase: "x5 = 1 (a lamp) and x9 = 0 (no lamp)". */
export function forcedPhrase(forced: readonly Forced[], words: EngineVocabulary): string {
  return listWords(forced.map((f) => `${words.name(f.variable)} = ${f.value} (${words.valueWord(f.value)})`));
}

/**
 * What the Hint button says (the hint itself: ../../../inequalities/hand-state.ts,
 * handHint). `picked` finishes the sentence for an inequality that forces on its
 * own, in the genre's terms ("it is picked for you, and its cell is chosen");
 * `keptAs` is the number the next kept sum gets, for a star told pair by pair.
 */
export function hintSentence(hint: HandHint, words: EngineVocabulary, picked = 'it is picked for you', keptAs?: string): string {
  switch (hint.kind) {
    case 'one':
      return `${hint.pick.label} forces something on its own: ${picked}.`;
    case 'try-pairs':
      return 'No single inequality forces anything now. Choose “Add two inequalities” and press Hint again: it then looks for two whose sum forces something.';
    case 'pair': {
      const [a, b] = hint.picks;
      return (
        `No single inequality forces anything, but ${a.label} and ${b.label} do when added: both are picked, and the list shows only them. ` +
        `${a.label} says “${a.text}”; ${b.label} says “${b.text}”. Their sum forces ${forcedPhrase(hint.forced, words)}: press Apply.`
      );
    }
    case 'star': {
      // Told as pairs, the only thing "Add two inequalities" does: add two, keep the sum, add it to the next.
      const [a, b, ...rest] = hint.star.parts;
      const kept = keptAs ?? 'a new number';
      const then = rest.length === 1
        ? `then add the kept sum ${kept} and ${rest[0].label}: that pair forces ${words.name(hint.star.variable)} = ${hint.star.value} (${words.valueWord(hint.star.value)})`
        : `then add the kept sum ${kept} and ${rest[0].label}, keep that too, and so on with ${listWords(rest.slice(1).map((p) => p.label))}, two at a time, until the last pair forces ${words.name(hint.star.variable)} = ${hint.star.value} (${words.valueWord(hint.star.value)})`;
      return (
        `No single inequality forces anything, and no two of the list added together do either. A sum can be added again, though: ` +
        `${a.label} and ${b.label} are picked; press “Keep the sum” to list their sum as ${kept}, ${then}. Hint again shows each pair. ` +
        `A sum built this way from ${hint.star.parts.length} inequalities is a star. A trial comes only when no sum is found.`
      );
    }
    case 'trial':
      return `No single inequality forces anything, and no two added together do either, so the hint offers a labelled trial. ${trialSentence(hint.trial, words)} The value is sound, as the supposition failed, but the tool adds up no inequalities into a sum that proves it, so it is labelled a trial, not a deduction (a value a sum proves). Press Apply.`;
    case 'no-pair':
      return 'No single inequality forces anything, no two added together do either, and no trial runs into a contradiction. Keep the sum of a pair, then add that kept sum and another inequality: a sum of sums can still force something.';
  }
}

/**
 * Said under the board once no single inequality (kept sums included) forces
 * anything: the lesson asks how many cells are open at forcing's fixpoint, and
 * the tool answers it where the reader gets there, not only when Hint is pressed.
 */
export function fixpointSentence(state: HandState, words: EngineVocabulary): string | null {
  if (isFinished(state) || firstForcing(state) !== null) return null;
  const open = state.values.filter((v) => v === UNKNOWN).length;
  return `No single inequality forces anything: forcing has reached its fixpoint, with ${open} ${open === 1 ? words.thing : words.things} open.`;
}

/** Hint pressed again while a star's first two parts are picked and their sum not yet kept. */
export function starWaitingSentence(star: HandStar): string {
  const [a, b, ...rest] = star.parts;
  return (
    `${a.label} and ${b.label} are already picked: they are the star's first two parts. Press “Keep the sum” to keep their sum in the list; ` +
    `Hint then names what to add to it next: ${listWords(rest.map((p) => p.label))}.`
  );
}

/** Forced values a trial's sentence lists before it says how many more there were. */
const TRIAL_STEPS_SHOWN = 5;

/**
 * A trial in words: the supposition, what forcing then set and by which
 * inequality, the inequality that could no longer hold, and what that proves.
 */
export function trialSentence(t: HandTrial, words: EngineVocabulary): string {
  const shown = t.steps.slice(0, TRIAL_STEPS_SHOWN).map((s) => `${s.by.label} gives ${words.name(s.variable)} = ${s.value}`);
  const more = t.steps.length - shown.length;
  const chain =
    t.steps.length === 0
      ? 'At once'
      : `Forcing from single inequalities then runs: ${listWords(more > 0 ? [...shown, `${more} more`] : shown)}; then`;
  return (
    `Suppose ${words.name(t.variable)} = ${t.assumed} (${words.valueWord(t.assumed)}). ${chain} ${t.conflict.label}, “${t.conflict.text}”, can no longer hold. ` +
    `So the supposition was wrong: ${words.name(t.variable)} = ${t.concluded} (${words.valueWord(t.concluded)}).`
  );
}

/** How a finished by-hand board was solved: by deduction alone, or with the trials it took (a trial is no deduction). */
export function solvedHow(state: HandState): string {
  const trials = state.steps.filter((s) => s.kind === 'apply' && s.trial).length;
  return trials === 0 ? 'by deduction alone' : `with ${trials === 1 ? 'one labelled trial' : `${trials} labelled trials`} besides the deductions`;
}

/**
 * How a line's "now" form came from it, by what happened to its known
 * variables: a known 0 adds nothing and is dropped, a known 1 is moved to the
 * right side (its coefficient subtracted). Only the parts that apply are said,
 * so a line with only known 0s does not claim something was moved.
 */
export function knownsWords(ineq: Inequality, values: ArrayLike<number>): string {
  const known = ineq.vars.map((v) => values[v]).filter((value) => value === 0 || value === 1);
  const zeros = known.filter((value) => value === 0).length;
  const ones = known.length - zeros;
  const parts = [
    zeros > 0 ? `known ${zeros === 1 ? '0' : '0s'} dropped` : '',
    ones > 0 ? `known ${ones === 1 ? '1' : '1s'} moved to the right side` : '',
  ].filter((p) => p !== '');
  return parts.join(', ');
}

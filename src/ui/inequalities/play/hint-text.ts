/**
 * The play mode's words, pure so they are tested without a browser: the
 * three levels of a hint (where to look, which inequality applies, what it
 * gives and why), a step of "Explain from here" in one sentence, and the
 * sentences of Check. The reasons are the by-hand tool's own
 * (./../by-hand/hand-text.ts), so a hint says what the by-hand mode would
 * say about the same inequality.
 */
import { substitute, UNKNOWN, type Forced } from '../../../inequalities/forcing';
import type { WrongPlacement } from '../../../inequalities/givens-proof';
import type { Inequality } from '../../../inequalities/inequality';
import { inequalityToKatex } from '../../../inequalities/katex';
import { applyOne } from '../../../inequalities/by-hand';
import { stepInequalities, type Deduction, type NextStep } from '../../../inequalities/next-step';
import { stepPremises } from '../../../inequalities/step-premises';
import { breakingVariables, type PlayCheck, type PlayModel } from '../../../inequalities/play-check';
import { countOf } from '../../../inequalities/vocabulary';
import { explainVerdict, forcedPhrase, listWords } from '../by-hand/hand-text';

/** A formula with what it is: "(12)" and its KaTeX. */
export interface LabelledTex {
  label: string;
  tex: string;
}

export interface HintLevels {
  /** What kind of step it is, for a badge: never lets a trial pass for a deduction. */
  badge: string;
  trial: boolean;
  /** Level 1: the white cells to mark, and where to look in words. */
  cells: number[];
  look: string;
  /** Level 2: which inequality (or two) applies, in words and as formulas. */
  rule: string;
  formulas: LabelledTex[];
  /**
   * Level 3: the deduction and its reason; `sum` is the row the reason reads
   * (KaTeX): a single inequality with the known values put in (when any are
   * known), a pair's or a star's sum as it stands; `sumIntro` says which.
   */
  deduction: string;
  sum: string | null;
  sumIntro: string | null;
  /** What Apply sets. */
  forced: Forced[];
}

/** "(12)": as the by-hand list and the trace number the model's inequalities. */
export const labelOf = (id: number): string => `(${id + 1})`;

/** Each distinct white cell of these variables, in order. */
export function cellsOfVariables(model: PlayModel, vars: Iterable<number>): number[] {
  return [...new Set([...vars].map(model.cellOf))].sort((a, b) => a - b);
}

/** A cell as the board labels it, with where it is: "x₂ (row 1, column 3)"; "row 1, column 3" on a board without labels. */
export function cellWords(model: PlayModel, cell: number): string {
  return model.label ? `${model.label(cell)} (${model.place(cell)})` : model.place(cell);
}

/** "x₂ (row 2, column 3); x₃ (row 2, column 4) and 3 more". */
export function placesWords(model: PlayModel, cells: readonly number[], most = 6): string {
  const places = cells.slice(0, most).map((cell) => cellWords(model, cell));
  if (cells.length > most) return `${places.join('; ')} and ${countOf(cells.length - most, 'more')}`;
  return places.length < 2 ? places.join('') : `${places.slice(0, -1).join('; ')} and ${places[places.length - 1]}`;
}

/** The forced values with where they are: "x5 = 1 (a lamp) at row 2, column 3". */
export function forcedWithPlace(model: PlayModel, forced: readonly Forced[]): string {
  return listWords(forced.map((f) => `${forcedPhrase([f], model.words)}${namesPlace(model) ? '' : ` at ${model.place(model.cellOf(f.variable))}`}`));
}

/** True when a variable's name already says where it is (Shakashaka's "◢ at (3,4)"). */
function namesPlace(model: PlayModel): boolean {
  return model.words.name(0).includes('(');
}

function inequalityWords(model: PlayModel, id: number): string {
  return `${labelOf(id)}, “${model.constraints[id].label}”`;
}

/** Why a rule is broken, in words: the inequality that no longer holds (the live line under the board and Check both say it). */
export function cannotHoldWords(model: PlayModel, id: number): string {
  return `Inequality ${inequalityWords(model, id)}, can no longer hold, whatever the cells not filled yet become.`;
}

/** The three levels of the hint that `step` gives from `values`. */
export function hintLevels(model: PlayModel, step: Deduction, values: readonly number[]): HintLevels {
  const { words } = model;
  switch (step.kind) {
    case 'one': {
      const ineq = model.constraints[step.id].inequality;
      const cells = cellsOfVariables(model, ineq.vars);
      return {
        badge: 'Forcing from one inequality',
        trial: false,
        cells,
        look: `Look at the ${cells.length === 1 ? 'marked cell' : `${cells.length} marked cells`}: ${placesWords(model, cells)}. One rule about ${cells.length === 1 ? 'it' : 'them'} settles something now.`,
        rule: `Inequality ${inequalityWords(model, step.id)}, settles something on its own.`,
        formulas: [{ label: labelOf(step.id), tex: model.tex(step.id) }],
        deduction: `${explainVerdict(step.verdict, substitute(ineq, values), words)} ${whereWords(model, step.forced)}`.trim() + leavesWords(model, step.forced, values),
        ...filledIn(model, ineq, values),
        forced: step.forced,
      };
    }
    case 'pair': {
      const [a, b] = step.ids;
      const vars = [...model.constraints[a].inequality.vars, ...model.constraints[b].inequality.vars];
      const cells = cellsOfVariables(model, vars);
      const gone = step.result.cancelled.map(words.name);
      return {
        badge: 'Forcing from a sum of two inequalities',
        trial: false,
        cells,
        // A sum is offered only when no single inequality forces anything (next-step.ts), as in the by-hand tool.
        look: `Look at the ${cells.length} marked cells: ${placesWords(model, cells)}. No single rule settles anything here, but two rules about them together do.`,
        rule: `No single inequality forces anything now. Add two: ${inequalityWords(model, a)}, and ${inequalityWords(model, b)}.${gone.length > 0 ? ` In the sum ${listWords(gone)} ${gone.length === 1 ? 'cancels (or shrinks)' : 'cancel (or shrink)'}: a plus sign in one meets a minus sign in the other, so the coefficients add up to 0 (or to a smaller number).` : ''}`,
        formulas: [
          { label: labelOf(a), tex: model.tex(a) },
          { label: labelOf(b), tex: model.tex(b) },
        ],
        deduction: `${explainVerdict(step.result.verdict, step.result.sum, words, 'ge')} ${whereWords(model, step.forced)}`.trim() + leavesWords(model, step.forced, values),
        sum: inequalityToKatex(step.result.sum, words.tex, { form: 'ge' }),
        sumIntro: 'Their sum, with the known values put in:',
        forced: step.forced,
      };
    }
    case 'star': {
      const target = cellsOfVariables(model, [step.variable]);
      const cells = cellsOfVariables(model, step.ids.flatMap((id) => model.constraints[id].inequality.vars));
      const [base, ...added] = step.ids;
      const name = words.name(step.variable);
      const n = step.ids.length;
      return {
        badge: `Forcing from a star: a sum of ${n} inequalities`,
        trial: false,
        cells,
        look: `Look at ${cellWords(model, target[0])} and the rules around it. No single rule settles anything here, and no two rules added do either, but ${n} rules about ${name} added together do.`,
        rule:
          `A star aimed at ${name} = ${step.value} (${words.valueWord(step.value)}): start from ${inequalityWords(model, base)}, then add ${listWords(added.map((id) => inequalityWords(model, id)))}, one at a time. ` +
          `Each one added holds ${name} with the sign that pushes it towards ${step.value}, so in the sum its coefficient grows while the slack (the largest left side minus the right side, in ≥ form) does not, until the coefficient is the larger.`,
        formulas: step.ids.map((id) => ({ label: labelOf(id), tex: model.tex(id) })),
        deduction: `${explainVerdict(applyOne(step.sum, values), step.sum, words, 'ge')} ${whereWords(model, step.forced)}`.trim() + leavesWords(model, step.forced, values),
        sum: inequalityToKatex(step.sum, words.tex, { form: 'ge' }),
        sumIntro: `The ${step.ids.length} added, with the known values put in:`,
        forced: step.forced,
      };
    }
    case 'trial': {
      const cells = cellsOfVariables(model, [step.variable]);
      const name = words.name(step.variable);
      return {
        badge: model.stars ? 'Trial — not a deduction by one inequality or a sum' : 'Trial — not a deduction by one or two inequalities',
        trial: true,
        cells,
        look: `Look at ${cellWords(model, cells[0])}. ${model.stars ? 'Neither one rule, nor two rules added, nor a star of three or four' : 'Neither one rule nor two rules added'} settle anything now; this cell can be settled by a trial.`,
        rule: `Only a trial remains: suppose ${name} = ${step.assumed} (${words.valueWord(step.assumed)}), then force from single inequalities and see whether one of them fails.`,
        formulas: [{ label: labelOf(step.conflict), tex: model.tex(step.conflict) }],
        deduction: trialWords(model, step),
        sum: null,
        sumIntro: null,
        forced: step.forced,
      };
    }
  }
}

/** A single inequality's row as the reason reads it: with the known values put in, when any of its cells are known. */
function filledIn(model: PlayModel, ineq: Inequality, values: readonly number[]): { sum: string | null; sumIntro: string | null } {
  const reduced = substitute(ineq, values);
  if (reduced.vars.length === ineq.vars.length) return { sum: null, sumIntro: null };
  return { sum: inequalityToKatex(reduced, model.words.tex), sumIntro: 'With the cells known so far filled in, it reads:' };
}

/** For a genre whose names are numbers (Akari's x5): where the settled cells are. */
/**
 * What a deduction leaves on the board, when the genre can say it in its
 * words and something is ruled out: "◥ at (1,2) = 0" alone does not tell a
 * reader what to place, "row 1, column 2 cannot hold ◥: it is still empty,
 * ◤ or ◢" does (Apply then takes the ◥ mark off the cell).
 */
function leavesWords(model: PlayModel, forced: readonly Forced[], values: readonly number[]): string {
  if (!model.settledWords || !forced.some((f) => f.value === 0)) return '';
  const after = [...values];
  for (const f of forced) after[f.variable] = f.value;
  return ` On the board: ${model.settledWords(forced.map((f) => f.variable), after)}.`;
}

function whereWords(model: PlayModel, forced: readonly Forced[]): string {
  if (namesPlace(model)) return '';
  const where = forced.map((f) => `${model.words.name(f.variable)} is ${model.place(model.cellOf(f.variable))}`);
  return `(${listWords(where)}.)`;
}

function trialWords(model: PlayModel, step: Extract<Deduction, { kind: 'trial' }>): string {
  const { words } = model;
  const name = words.name(step.variable);
  // Each with its words: Play shows no list of inequalities, so a bare "(34)" would point nowhere.
  const shown = step.steps.slice(0, 6).map((s) => `${words.name(s.variable)} = ${s.value} by ${inequalityWords(model, s.by)}`);
  const more = step.steps.length > shown.length ? ` and ${countOf(step.steps.length - shown.length, 'more')}` : '';
  const settled = step.steps.length === 0 ? 'At once' : `Forcing then settles ${countOf(step.steps.length, words.thing, words.things)} (${shown.join('; ')}${more}), and`;
  return `Suppose ${name} = ${step.assumed} (${words.valueWord(step.assumed)}). ${settled} inequality ${inequalityWords(model, step.conflict)}, can no longer hold. So the supposition was wrong: ${forcedWithPlace(model, step.forced)}. This is a trial, labelled as one: it supposed a value and concludes only what the supposition's failure proves, with no sum of inequalities behind it.`;
}

/** One step of "Explain from here" in a sentence, in the words of the lesson's trace. */
export function stepSentence(model: PlayModel, step: Deduction): string {
  const forced = forcedWithPlace(model, step.forced);
  switch (step.kind) {
    // Each inequality with its words, as the hint and the by-hand tool cite it: a number alone says nothing.
    case 'one':
      return `Inequality ${inequalityWords(model, step.id)}, alone forces ${forced}.`;
    case 'pair':
      return `The sum of ${inequalityWords(model, step.ids[0])} and ${inequalityWords(model, step.ids[1])} forces ${forced}.`;
    case 'star':
      return `A star: the sum of ${listWords(step.ids.map((id) => inequalityWords(model, id)))}, aimed at ${model.words.name(step.variable)}, forces ${forced}.`;
    case 'trial':
      return `Trial: supposing ${model.words.name(step.variable)} = ${step.assumed} (${model.words.valueWord(step.assumed)}), forcing breaks ${inequalityWords(model, step.conflict)}; so ${forced}.`;
  }
}

/** What Apply set, in words, for the line under the board: the board's change can be as small as one corner mark. */
export function appliedWords(model: PlayModel, forced: readonly number[], values: readonly number[]): string {
  const said = model.settledWords?.(forced, values) ?? forcedWithPlace(model, forced.map((v) => ({ variable: v, value: values[v] === 1 ? 1 : 0 })));
  return `The hint is applied: ${said}.`;
}

/** The hint's sentence when there is no step to give. */
export function noHintWords(step: Exclude<NextStep, Deduction>, model: PlayModel, values?: readonly number[]): string {
  switch (step.kind) {
    case 'broken': {
      const reduced = values ? substitute(model.constraints[step.id].inequality, values) : null;
      if (reduced && reduced.vars.length === 0) {
        return `Your position breaks inequality ${inequalityWords(model, step.id)}: every cell in it is placed, and it fails. Nothing follows from a broken position: undo or clear one of its cells.`;
      }
      // No rule of the puzzle need be broken yet: the cells placed break none, but no way of filling the rest can satisfy this inequality.
      return `Your position can no longer satisfy inequality ${inequalityWords(model, step.id)}: some of its cells are still open, but however they are filled, it fails. Press Check to see which of your placements is wrong and why, then undo or clear a cell.`;
    }
    case 'done':
      return 'Every cell is decided: there is nothing left to hint. Press Check to have the board judged by the rules.';
    case 'stuck':
      return `From here neither one inequality, nor two added,${model.stars ? ' nor a star of three or four,' : ''} nor a trial on a single ${model.words.thing} settles anything more. The position may allow more than one way on, or need a longer argument.`;
  }
}

/**
 * How "Explain from here" ends when its steps lead to a broken inequality:
 * the steps followed from the givens and the reader's marks, and the givens are fixed, so one mark is wrong, yet
 * Check, which judges the marks themselves, may find no rule broken. Said in
 * one sentence so the two panels do not seem to disagree.
 */
export function explainBrokenWords(model: PlayModel, id: number, steps: number, values?: readonly number[]): string {
  if (steps === 0) return noHintWords({ kind: 'broken', id }, model, values);
  return (
    `After step ${steps}, inequality ${inequalityWords(model, id)}, can no longer hold. Every step followed from the givens and your marks; the givens are fixed, so one of your marks is wrong. ` +
    'Press Check: it looks for a mark of yours that the givens alone rule out and, when it finds one, shows why. (No rule of the puzzle need be broken yet: your marks break none by themselves, they only leave no way to finish.)'
  );
}

/** The hint when a mark of the reader's goes against what the givens force, in the three parts of any hint. */
export interface WrongHintLevels {
  /** Part 1, where to look: which mark cannot be right (bordered on the board). */
  look: string;
  /** Part 2, which rule: what the givens force there, and the inequality (or sum) that settles it. */
  rule: string;
  /** Part 3, the proof, step by step, as Check lays it out (a single step reads as one sentence). */
  proof: CheckProof;
}

/**
 * The hint when some of the reader's marks go against what the givens force: the first (as Check counts them, one per
 * cell), and how many more. Graded like any hint, never a deduction built on the wrong mark.
 */
export function hintWrongLevels(model: PlayModel, wrong: readonly WrongPlacement[], values?: readonly number[]): WrongHintLevels {
  const { words } = model;
  // The first mark Check names, with the same proof (wrongShown picks both): the shortest reason, and the two panels agree.
  const shown = wrongShown(model, wrong);
  const w = shown[0];
  const cell = model.cellOf(w.variable);
  const place = cellWords(model, cell);
  const more = shown.length > 1 ? ` (and ${countOf(shown.length - 1, 'more mark', 'more marks')} like it)` : '';
  // The mark in the genre's words where it has them (Shakashaka's triangles), else the value's ("a lamp").
  const mark = model.wrongWords ? `Your mark at ${place}` : `Your mark at ${place}, ${words.valueWord(w.placed)},`;
  // The rule that settles it: the last step of the proof, which forces this very variable.
  const last = w.proof[w.proof.length - 1];
  const ids = last && last.kind !== 'trial' ? stepInequalities(last) : [];
  // In words only: Play shows no list of inequalities, so a number like "(14)" would point nowhere on this board.
  const said = (id: number) => `“${model.constraints[id].label}”`;
  const because = ids.length === 0 ? ''
    : ids.length === 1 ? ` The proof of that ends with the inequality ${said(ids[0])}.`
    : ` The proof of that ends with the sum of ${listWords(ids.map(said))}.`;
  const steps = proofSteps(model, w);
  const undo = ' Undo it (Ctrl+Z) or clear that cell.';
  return {
    look: `${mark} cannot be right${more}: the givens alone rule it out. It has a thick border, striped inside.`,
    rule: `${wrongLead(model, w, values)}${because}`,
    proof: { lead: steps.length > 1 ? `Proof, in ${steps.length} steps:` : 'Proof:', steps: steps.length > 1 ? steps.map((t, i) => `(${i + 1}) ${t}`) : steps, close: `${WRONG_CLOSE}${undo}` },
  };
}

export interface CheckWords {
  /** 'broken' (a rule can no longer hold), 'wrong' (a placement the givens rule out), 'solved', or 'fine'. */
  tone: 'broken' | 'wrong' | 'solved' | 'fine';
  /** The headline: the first rule broken, in words. */
  headline: string;
  /** Sentences after it. */
  details: string[];
  /** The formula of the broken inequality, when there is one. */
  formula: LabelledTex | null;
  /** Cells to mark: the broken inequality's, or the wrong placements' and the cells their proofs settle. */
  cells: number[];
  /** Per detail: its proof laid out as a numbered list, or null for a plain sentence (the detail's text is the same). */
  proofs: (CheckProof | null)[];
  /**
   * Per cell a badge drawn on the board: the number of the proof's step that settles it ("1", "2" …), or
   * BROKEN_BADGE on a cell that breaks the rule named in the headline (after the number, "3!", when a step settles it too).
   */
  badges: Record<number, string>;
  /** What the badges on the board mean, in words, for the key beside it ('' with no badge). */
  badgeKey: string;
  /** The same for the Check panel, under its proofs: which proof the numbers belong to ('' with no badge). */
  badgeNote: string;
}

/** The badge of a cell that breaks the rule Check names: a mark, not a number, since it is no step of a proof (after the step's number on a cell a step settles: "3!"). */
export const BROKEN_BADGE = '!';
const breaks = (badge: string): boolean => badge.endsWith(BROKEN_BADGE);

/**
 * The key to Check's badges: the numbers a proof's steps, the ! the rule `rule` (in words) that the cell breaks.
 * `whose` names the numbered proof when Check shows several ("the proof for the mark at row 1, column 6"):
 * only one proof is numbered, and a reader took the numbers for every proof's.
 */
function badgeKeyWords(badges: Readonly<Record<number, string>>, rule: string | null, whose: string): string {
  const marks = Object.values(badges);
  const key: string[] = [];
  if (rule !== null && marks.some(breaks)) {
    key.push(`A ${BROKEN_BADGE} in a round badge (in a corner of a cell): that cell breaks the rule “${rule.replace(/\.$/, '')}”.`);
  }
  if (marks.some((m) => m !== BROKEN_BADGE)) key.push(`A number in a round badge (in a corner of a cell): the step of ${whose || 'Check’s proof'}, in the Check panel, that settles that cell${marks.some((m) => m.length > 1 && breaks(m)) ? ` (with a ${BROKEN_BADGE}, as in ${marks.find((m) => m.length > 1 && breaks(m))}, it does both)` : ''}.`);
  return key.join(' ');
}

/** The Check panel's line on the badges, under the proofs: what each kind means, and which proof the numbers belong to. */
function badgeNoteWords(badges: Readonly<Record<number, string>>, whose: string): string {
  const marks = Object.values(badges);
  if (marks.length === 0) return '';
  const note: string[] = [];
  if (marks.some(breaks)) note.push(`On the board, the cells that break the rule carry ${BROKEN_BADGE} in a round badge.`);
  if (marks.some((m) => m !== BROKEN_BADGE)) {
    note.push(whose
      ? `On the board, only ${whose} is numbered: each cell it settles carries the number of its step in a round badge; the other wrong marks are bordered without a number.`
      : 'On the board, each cell the proof settles carries the number of its step in a round badge.');
  }
  note.push('Those cells have a thick border, striped inside.');
  return note.join(' ');
}

/** A proof of several steps, as Check lays it out: a lead, the steps ("(1) …"), and the conclusion. */
export interface CheckProof {
  lead: string;
  steps: string[];
  close: string;
}

/** The Hint button's label before each press: what that press shows; the last says all is shown. */
export const HINT_BUTTON_LABELS = ['Hint: where to look', 'Hint: which rule', 'Hint: the deduction', 'Hint shown in full'] as const;

/** Said beside the button once a part is shown: readers took the changed label for a new hint, not more of this one. */
export function hintMoreWords(level: number): string {
  return `Part ${level} of ${HINT_BUTTON_LABELS.length - 1}; press again for ${HINT_BUTTON_LABELS[level].replace(/^Hint: /, '')}.`;
}

/** What Check says about the position. */
export function checkWords(model: PlayModel, check: PlayCheck, values: readonly number[]): CheckWords {
  const shown = wrongShown(model, check.wrong);
  // The first proof of several steps gets its step numbers on the board, so the list can be followed there; with
  // more than one proof shown, the words say which one is numbered (one cell can be settled in several proofs).
  // Marks one proof rules out (its steps settle all of them): named together in one lead, and the proof said once.
  const said = shown.map((w) => proofSteps(model, w).join(' '));
  const alsoOf = (i: number) => shown.filter((_, j) => j > i && said[j] === said[i]);
  const kept = shown.map((w, i) => ({ w, i })).filter(({ i }) => said.indexOf(said[i]) === i);
  const numbered = shown.findIndex((w) => w.proof.length >= 2);
  const several = kept.length > 1 && numbered >= 0;
  const numberedMarks = numbered >= 0 ? [shown[numbered], ...alsoOf(numbered)] : [];
  const whose = several ? `the proof for the ${numberedMarks.length === 1 ? 'mark' : 'marks'} at ${placesWords(model, cellsOfVariables(model, numberedMarks.map((w) => w.variable)))}` : '';
  const onBoard = (i: number) => (several ? i === numbered : undefined);
  const wrong = kept.map(({ w, i }) => wrongSentence(model, w, values, onBoard(i), alsoOf(i)));
  const layouts = kept.map(({ w, i }) => wrongProof(model, w, values, onBoard(i), alsoOf(i)));
  const wrongCells = cellsOfVariables(model, check.wrong.map((w) => w.variable));
  const badges = proofBadges(model, shown[numbered]);
  const proofCells = Object.keys(badges).map(Number);
  // A broken rule may involve right marks too; a mark the givens rule out is the one to fix, so it is named first.
  // One plain sentence: which marks, that the givens (not the broken rule) rule them out, and where the reason is.
  const one = wrongCells.length === 1;
  const startAt = shown.length > 0
    ? ` Start with your ${one ? 'mark' : 'marks'} at ${placesWords(model, wrongCells)}: the givens alone show ${one ? 'it' : 'they'} cannot be right, as the proof below says.`
    : '';
  if (check.broken) {
    const { rule, id } = check.broken;
    const ineq = model.constraints[id].inequality;
    const breaking = cellsOfVariables(model, breakingVariables(ineq, values));
    // The cells that break the rule carry a badge, as the cells of a proof do; the key says which rule.
    // A cell a proof step settles keeps its number beside the ! ("3!"), so the reader still finds that step on the board.
    const marked = { ...badges, ...Object.fromEntries(breaking.map((cell) => [cell, `${badges[cell] ?? ''}${BROKEN_BADGE}`])) };
    return {
      tone: 'broken',
      headline: `Rule broken: ${rule.words}${startAt}`,
      details: [...wrong, cannotHoldWords(model, id)],
      formula: { label: labelOf(id), tex: model.tex(id) },
      // The wrong placements the details name are outlined too, not only the cells that break the rule.
      cells: [...new Set([...breaking, ...wrongCells, ...proofCells])].sort((a, b) => a - b),
      proofs: [...layouts, null],
      badges: marked,
      badgeKey: badgeKeyWords(marked, rule.words, whose),
      badgeNote: badgeNoteWords(marked, whose),
    };
  }
  if (check.final && !check.final.ok) {
    return {
      tone: 'broken',
      headline: `Rule broken: ${check.final.rule?.words ?? 'a rule of the puzzle'}${startAt}`,
      details: [...wrong, `On the complete board: ${check.final.message}.`],
      formula: null,
      cells: [...new Set([...wrongCells, ...proofCells])].sort((a, b) => a - b),
      proofs: [...layouts, null],
      badges,
      badgeKey: badgeKeyWords(badges, null, whose),
      badgeNote: badgeNoteWords(badges, whose),
    };
  }
  if (check.wrong.length > 0) {
    return {
      tone: 'wrong',
      headline: 'No rule is broken yet, but a placement cannot be right.',
      details: wrong,
      formula: null,
      cells: [...new Set([...wrongCells, ...proofCells])].sort((a, b) => a - b),
      proofs: layouts,
      badges,
      badgeKey: badgeKeyWords(badges, null, whose),
      badgeNote: badgeNoteWords(badges, whose),
    };
  }
  if (check.final?.ok) return { tone: 'solved', headline: 'Solved: every rule holds.', details: [], formula: null, cells: [], proofs: [], badges: {}, badgeKey: '', badgeNote: '' };
  return {
    tone: 'fine',
    headline: 'Nothing is broken so far.',
    details: [`No rule is broken, and nothing you placed goes against what the givens force, whether by one inequality${model.stars ? ', by a sum of two or by a star' : ' or by a sum of two'}.`],
    formula: null,
    cells: [],
    proofs: [null],
    badges: {},
    badgeKey: '',
    badgeNote: '',
  };
}

/**
 * The wrong placements Check speaks of, one per cell, and the hint's first (so both give the same proof). A Shakashaka
 * cell has five variables: the one the reader chose speaks for it when it is wrong (its proof ends at the rule against
 * the mark itself, the shortest way there), else the first wrong one.
 */
function wrongShown(model: PlayModel, wrong: readonly WrongPlacement[]): WrongPlacement[] {
  const byCell = new Map<number, WrongPlacement>();
  for (const w of wrong) {
    const cell = model.cellOf(w.variable);
    const kept = byCell.get(cell);
    if (!kept || (kept.placed === 0 && w.placed === 1)) byCell.set(cell, w);
  }
  return [...byCell.values()];
}

/** The cells a proof settles, each with the number of the (first) step that settles it. */
function proofBadges(model: PlayModel, w: WrongPlacement | undefined): Record<number, string> {
  const badges: Record<number, string> = {};
  if (!w || w.proof.length < 2) return badges;
  w.proof.forEach((s, i) => {
    for (const f of s.forced) {
      const cell = model.cellOf(f.variable);
      if (!(cell in badges)) badges[cell] = String(i + 1);
    }
  });
  return badges;
}

/**
 * The proof's steps as an argument: each step after the first says which
 * values of the steps before it it uses — the cell, the state and the step's
 * number — then names its own inequality and what it forces. "With that
 * known" alone left the reader to find the link.
 */
function proofSteps(model: PlayModel, w: WrongPlacement): string[] {
  const lower = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
  return w.proof.map((s, i, all) => {
    const t = stepSentence(model, s);
    const used = usedFromEarlier(model, all, i);
    if (used.length === 0) return t;
    const facts = used.slice(0, 4).map(({ forced, step }) => knownFrom(model, forced, step));
    const more = used.length > facts.length ? ` and ${countOf(used.length - facts.length, 'more known value', 'more known values')}` : '';
    return `${i === all.length - 1 ? 'So, with' : 'With'} ${listWords(facts)}${more} known, ${lower(t)}`;
  });
}

/** "◣ at (1,2) = 0 (ruled out in step 1)": a link of the chain, with the cell and the step that settled it. */
function knownFrom(model: PlayModel, f: Forced, step: number): string {
  const { words } = model;
  const place = namesPlace(model) ? '' : ` at ${model.place(model.cellOf(f.variable))}`;
  return `${words.name(f.variable)} = ${f.value} (${words.valueWord(f.value)} in step ${step + 1})${place}`;
}

/**
 * The values earlier steps of a proof settled that step `i` needs (src/inequalities/step-premises.ts): the links of
 * the chain. A known value its inequality holds but does not need is not named, so no step claims a dependence it lacks.
 */
export function usedFromEarlier(model: PlayModel, proof: readonly Deduction[], i: number): { forced: Forced; step: number }[] {
  const before = new Array<number>(model.variables.length).fill(UNKNOWN);
  for (const earlier of proof.slice(0, i)) for (const f of earlier.forced) before[f.variable] = f.value;
  const needed = new Set(stepPremises(model.constraints.map((c) => c.inequality), proof[i], before));
  const out: { forced: Forced; step: number }[] = [];
  proof.slice(0, i).forEach((earlier, k) => {
    for (const f of earlier.forced) if (needed.has(f.variable)) out.push({ forced: f, step: k });
  });
  return out;
}

const upper = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

function wrongLead(model: PlayModel, w: WrongPlacement, values?: readonly number[], also: readonly WrongPlacement[] = []): string {
  const { words } = model;
  const all = [w, ...also];
  if (model.wrongWords && values) return `${all.map((x) => `${upper(model.wrongWords!(x, values))}.`).join(' ')}${also.length > 0 ? ' One proof shows it for all of them:' : ''}`;
  // Name first, then place, as every other sentence of the hints names a cell ("x₄ = 1 (a lamp) at row 1, column 6").
  // Marks one proof rules out are named in one sentence, so the proof is said once for all of them.
  const placed = listWords(all.map((x) => `${words.name(x.variable)} = ${x.placed} (${words.valueWord(x.placed)}) at ${model.place(model.cellOf(x.variable))}`));
  const forced = listWords(all.map((x) => `${words.name(x.variable)} = ${x.forced} (${words.valueWord(x.forced)})`));
  return `You have ${placed}, but the givens alone force ${forced}.`;
}

const WRONG_CLOSE = 'So your mark there cannot be right.';
const WRONG_CLOSE_MANY = 'So none of those marks can be right.';

/**
 * A proof of several steps laid out as a numbered list (the numbers match
 * the badges on the board); null for a proof of one step, which stays a sentence.
 * `onBoard` says, when Check shows several proofs, whether this one's numbers are the board's;
 * `also`, other marks the same steps rule out, named in the same lead.
 */
export function wrongProof(model: PlayModel, w: WrongPlacement, values?: readonly number[], onBoard?: boolean, also: readonly WrongPlacement[] = []): CheckProof | null {
  const steps = proofSteps(model, w);
  if (steps.length < 2) return null;
  const where = onBoard === undefined ? '' : onBoard ? ' (numbered on the board)' : ' (not numbered on the board)';
  return { lead: `${wrongLead(model, w, values, also)} Proof, in ${steps.length} steps${where}:`, steps: steps.map((t, i) => `(${i + 1}) ${t}`), close: also.length > 0 ? WRONG_CLOSE_MANY : WRONG_CLOSE };
}

/** The whole answer for one wrong placement as one text: a laid-out proof reads the same, its parts joined by spaces. */
export function wrongSentence(model: PlayModel, w: WrongPlacement, values?: readonly number[], onBoard?: boolean, also: readonly WrongPlacement[] = []): string {
  const laid = wrongProof(model, w, values, onBoard, also);
  if (laid) return [laid.lead, ...laid.steps, laid.close].join(' ');
  return `${wrongLead(model, w, values, also)} Proof: ${proofSteps(model, w)[0]} ${also.length > 0 ? WRONG_CLOSE_MANY : WRONG_CLOSE}`;
}

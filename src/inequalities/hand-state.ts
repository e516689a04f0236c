/**
 * The by-hand islands' state (Akari's and Shakashaka's, src/ui/inequalities/
 * by-hand/) as a pure reducer: the reader picks one inequality (or two, to
 * add them), sees what that gives, applies it, and can undo or start over.
 * The verdicts themselves come from the engine (./by-hand.ts: applyOne,
 * addPair); this file only keeps track of what was picked, what is known,
 * and the sums the reader chose to keep. It is plain data, so the lessons'
 * build-time facts and the tests walk the same steps as the islands.
 *
 * Sums are built with the known values substituted, so a kept sum holds only
 * while those values do. That is safe here because knowns are only ever
 * added, and Undo takes steps off the end: a sum goes when the step that
 * kept it goes, never before a value it relied on. Redo puts the steps Undo
 * took back on in the same order, so the same holds; any new step drops them.
 */
import { addPair, applyOne, type PairVerdict, type Verdict } from './by-hand';
import { substitute, UNKNOWN, type Forced } from './forcing';
import { isTautology, type Inequality } from './inequality';
import { findHandTrial, type HandTrial } from './hand-trial';
import { findHandStar, type HandStar } from './hand-star';

export type { HandTrial } from './hand-trial';
export type { HandStar } from './hand-star';

/** What the by-hand mode starts from: a genre's model (its inequalities, numbered from 0, and its variables). */
export interface HandModel {
  constraints: readonly { kind: string; inequality: Inequality; label: string }[];
  variables: readonly unknown[];
}

export interface HandInequality {
  /** `g<i>` for the model's constraint i, `s<k>` for the reader's k-th kept sum. */
  id: string;
  /** "(12)", and for a kept sum the next number after the model's, "(66)": as the solver numbers its sums. */
  label: string;
  inequality: Inequality;
  /** The model's kind of constraint (a clue, a line …), or 'sum'. */
  kind: string;
  /** A sentence: the model's label, or which two were added. */
  text: string;
  parents: [string, string] | null;
}

export type HandStep =
  /**
   * An inequality (or a pair's sum, kept) that forced these values; or, with
   * `trial`, the value a labelled trial proved (`picks` then holds the
   * inequality its supposition broke).
   */
  | { kind: 'apply'; picks: string[]; forced: Forced[]; sum: HandInequality | null; trial?: HandTrial }
  /** A sum that forced nothing yet, kept to add to a third one later. */
  | { kind: 'keep'; picks: string[]; sum: HandInequality };

export type HandMode = 'one' | 'pair';

export interface HandState {
  given: readonly HandInequality[];
  variableCount: number;
  /** Per variable: −1 unknown, 0 or 1. */
  values: readonly number[];
  steps: readonly HandStep[];
  /** The steps Undo took off, the last one taken off last: what Redo puts back. */
  undone: readonly HandStep[];
  mode: HandMode;
  /** Picked inequality ids: at most one in 'one' mode, two in 'pair' mode. */
  picks: readonly string[];
  /** Show only the inequalities that contain this variable (a clicked cell, in Akari). */
  cell: number | null;
  /** Leave out the inequalities that can no longer force anything. */
  hideDone: boolean;
  /** List only these inequalities (a hint's pair), whatever the other filters say; null: no such limit. */
  only: readonly string[] | null;
  /** A trial the Hint offered (only when forcing and pairs are stuck), which Apply takes; any other action drops it. */
  offer: HandTrial | null;
}

export type HandAction =
  | { type: 'mode'; mode: HandMode }
  /** Apply every inequality that forces something alone, one step each, until forcing stalls (Hint and Apply repeated). */
  | { type: 'forceAll' }
  | { type: 'pick'; id: string }
  | { type: 'clear' }
  | { type: 'cell'; variable: number | null }
  | { type: 'hideDone'; on: boolean }
  /** Pick two inequalities in pair mode and list only them (what a hint shows). */
  | { type: 'pickPair'; ids: [string, string] }
  /** Lift the limit `pickPair` put on the list. */
  | { type: 'listAll' }
  /** Show a trial, for Apply to take (what a hint offers when forcing and pairs are stuck). */
  | { type: 'offerTrial'; trial: HandTrial }
  | { type: 'apply' }
  | { type: 'keep' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset' };

export function initHand(model: HandModel): HandState {
  const given = model.constraints.map(
    (c, i): HandInequality => ({
      id: `g${i}`,
      label: `(${i + 1})`,
      inequality: c.inequality,
      kind: c.kind,
      text: c.label,
      parents: null,
    }),
  );
  const n = model.variables.length;
  return { given, variableCount: n, values: new Array(n).fill(UNKNOWN), steps: [], undone: [], mode: 'one', picks: [], cell: null, hideDone: false, only: null, offer: null };
}

/** The model's inequalities, then the reader's kept sums in the order they were made. */
export function inequalitiesOf(state: HandState): HandInequality[] {
  const sums = state.steps.flatMap((s) => (s.sum ? [s.sum] : []));
  return [...state.given, ...sums];
}

export function findInequality(state: HandState, id: string): HandInequality | undefined {
  return inequalitiesOf(state).find((x) => x.id === id);
}

/** True when, with today's knowns, the inequality holds whatever the free cells become. */
export function isDone(ineq: Inequality, values: readonly number[]): boolean {
  return isTautology(substitute(ineq, values));
}

export type Judgement =
  | { kind: 'one'; pick: HandInequality; verdict: Verdict }
  | { kind: 'pair'; picks: [HandInequality, HandInequality]; result: PairVerdict; duplicateOf: string | null };

/** What the current pick gives; null until enough is picked. */
export function judge(state: HandState): Judgement | null {
  const picked = state.picks.map((id) => findInequality(state, id)).filter((x): x is HandInequality => Boolean(x));
  if (state.mode === 'one' && picked.length === 1) {
    return { kind: 'one', pick: picked[0], verdict: applyOne(picked[0].inequality, state.values) };
  }
  if (state.mode === 'pair' && picked.length === 2) {
    const result = addPair(picked[0].inequality, picked[1].inequality, state.values);
    return { kind: 'pair', picks: [picked[0], picked[1]], result, duplicateOf: duplicateOf(state, result.sum) };
  }
  return null;
}

const sameInequality = (a: Inequality, b: Inequality): boolean =>
  a.rhs === b.rhs && a.vars.length === b.vars.length && a.vars.every((v, i) => v === b.vars[i] && a.coefs[i] === b.coefs[i]);

/** The label of a listed inequality that reads the same as `sum` today, if any. */
function duplicateOf(state: HandState, sum: Inequality): string | null {
  const same = inequalitiesOf(state).find((x) => sameInequality(substitute(x.inequality, state.values), sum));
  return same ? same.label : null;
}

/** Whether the pair's sum may be kept for later: new, and not one that always holds. */
export function canKeep(j: Judgement | null): boolean {
  return j?.kind === 'pair' && j.duplicateOf === null && j.result.verdict.kind !== 'contradiction' && !isTautology(j.result.sum);
}

function withValues(values: readonly number[], forced: readonly Forced[]): number[] {
  const next = values.slice();
  for (const f of forced) next[f.variable] = f.value;
  return next;
}

/**
 * The label the next kept sum gets: sums continue the model's numbering, as
 * the solver's trace numbers them, so a lesson never calls one sum "S1" in
 * one place and "(66)" in another.
 */
export function nextSumLabel(state: HandState): string {
  return `(${state.given.length + state.steps.filter((s) => s.sum).length + 1})`;
}

function sumOf(state: HandState, j: Extract<Judgement, { kind: 'pair' }>): HandInequality {
  const k = state.steps.filter((s) => s.sum).length + 1;
  const [a, b] = j.picks;
  return {
    id: `s${k}`,
    label: nextSumLabel(state),
    inequality: j.result.sum,
    kind: 'sum',
    text: `the sum of ${a.label} and ${b.label}`,
    parents: [a.id, b.id],
  };
}

function pushStep(state: HandState, step: HandStep, forced: readonly Forced[]): HandState {
  return { ...state, steps: [...state.steps, step], undone: [], values: withValues(state.values, forced), picks: [] };
}

export function reduceHand(state: HandState, action: HandAction): HandState {
  const next = reduce(state, action);
  // A hint's short list belongs to its pair: picking within it keeps it; a step, a new mode or cell, undo or reset ends it.
  const keeps = action.type === 'pickPair' || action.type === 'hideDone' || action.type === 'pick';
  const listed = next.only !== null && !keeps ? { ...next, only: null } : next;
  // An offered trial stays only while the reader looks (a cell, the filter); anything else is a new choice.
  const looks = action.type === 'offerTrial' || action.type === 'hideDone' || action.type === 'cell';
  return listed.offer !== null && !looks ? { ...listed, offer: null } : listed;
}

function reduce(state: HandState, action: HandAction): HandState {
  switch (action.type) {
    case 'mode':
      return action.mode === state.mode ? state : { ...state, mode: action.mode, picks: state.picks.slice(0, 1) };
    case 'pick': {
      if (!findInequality(state, action.id)) return state;
      // Picking what is picked keeps it: Enter on the item a hint picked must not silently take the pick away.
      if (state.picks.includes(action.id)) return state;
      if (state.mode === 'one') return { ...state, picks: [action.id] };
      // A third pick replaces the second, so one inequality can be tried against many partners.
      return { ...state, picks: [state.picks[0], action.id].filter(Boolean) as string[] };
    }
    case 'clear':
      return { ...state, picks: [] };
    case 'pickPair':
      if (!action.ids.every((id) => findInequality(state, id))) return state;
      return { ...state, mode: 'pair', picks: [...action.ids], only: [...action.ids] };
    case 'listAll':
      return { ...state, only: null };
    case 'cell':
      return { ...state, cell: action.variable === state.cell ? null : action.variable };
    case 'hideDone':
      return { ...state, hideDone: action.on };
    case 'offerTrial':
      return state.values[action.trial.variable] === UNKNOWN ? { ...state, picks: [], offer: action.trial } : state;
    case 'apply': {
      if (state.offer) {
        const t = state.offer;
        const forced: Forced[] = [{ variable: t.variable, value: t.concluded }];
        return pushStep(state, { kind: 'apply', picks: [t.conflict.id], forced, sum: null, trial: t }, forced);
      }
      const j = judge(state);
      if (!j) return state;
      const verdict = j.kind === 'one' ? j.verdict : j.result.verdict;
      if (verdict.kind !== 'forces') return state;
      const sum = j.kind === 'pair' ? (j.duplicateOf === null ? sumOf(state, j) : null) : null;
      return pushStep(state, { kind: 'apply', picks: [...state.picks], forced: verdict.forced, sum }, verdict.forced);
    }
    case 'keep': {
      const j = judge(state);
      if (!canKeep(j) || j?.kind !== 'pair') return state;
      return pushStep(state, { kind: 'keep', picks: [...state.picks], sum: sumOf(state, j) }, []);
    }
    case 'undo': {
      // Picks not yet applied (or a hint's offered trial) are the last thing the reader did: Undo clears them first.
      if (state.picks.length > 0 || state.offer) return { ...state, picks: [] };
      if (state.steps.length === 0) return state;
      const steps = state.steps.slice(0, -1);
      const values = steps.reduce<number[]>(
        (acc, s) => (s.kind === 'apply' ? withValues(acc, s.forced) : acc),
        new Array(state.variableCount).fill(UNKNOWN),
      );
      return { ...state, steps, undone: [...state.undone, state.steps[state.steps.length - 1]], values, picks: [] };
    }
    case 'redo': {
      const step = state.undone[state.undone.length - 1];
      if (!step) return state;
      const forced = step.kind === 'apply' ? step.forced : [];
      return { ...state, steps: [...state.steps, step], undone: state.undone.slice(0, -1), values: withValues(state.values, forced), picks: [] };
    }
    case 'forceAll':
      return forceByHand(state).state;
    case 'reset':
      return { ...state, steps: [], undone: [], values: new Array(state.variableCount).fill(UNKNOWN), picks: [] };
  }
}

/** An inequality that forces something on its own right now (a hint), or null. */
export function firstForcing(state: HandState): HandInequality | null {
  return inequalitiesOf(state).find((x) => applyOne(x.inequality, state.values).kind === 'forces') ?? null;
}

/**
 * Every pair of listed inequalities that still have an open variable, with
 * what their sum gives now, in list order: what the Hint button searches when
 * no single inequality forces anything, and what the lessons count.
 */
export function* openPairs(state: HandState): Generator<{ picks: [HandInequality, HandInequality]; result: PairVerdict }> {
  const open = inequalitiesOf(state).filter((x) => x.inequality.vars.some((v) => state.values[v] === UNKNOWN));
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) {
      yield { picks: [open[i], open[j]], result: addPair(open[i].inequality, open[j].inequality, state.values) };
    }
  }
}

/** The first pair whose sum forces something now, or null. */
export function firstForcingPair(state: HandState): { picks: [HandInequality, HandInequality]; forced: Forced[] } | null {
  for (const { picks, result } of openPairs(state)) if (result.verdict.kind === 'forces') return { picks, forced: result.verdict.forced };
  return null;
}

/**
 * What the Hint button shows: an inequality that forces something alone;
 * else, in pair mode, a pair whose sum does; else that the reader should
 * add two (in one mode); else, when no pair forces anything either and the
 * genre asks for stars, a star of three or more to build by keeping sums
 * (./hand-star.ts); else a labelled trial (./hand-trial.ts), or that not
 * even a trial helps. So the hints keep the lessons' order: forcing, sums,
 * and a trial last.
 */
export type HandHint =
  | { kind: 'one'; pick: HandInequality }
  | { kind: 'pair'; picks: [HandInequality, HandInequality]; forced: Forced[] }
  | { kind: 'try-pairs' }
  /** No pair forces: a star of three or more parts, built by keeping the sum of the first two and adding on. */
  | { kind: 'star'; star: HandStar }
  /** Forcing, pairs (and stars, when asked for) are stuck: a labelled trial that proves a value. */
  | { kind: 'trial'; trial: HandTrial }
  | { kind: 'no-pair' };

export interface HandHintOptions {
  /** Offer a star before a trial (Akari's lesson teaches stars; Shakashaka's by-hand tool goes from pairs to a trial). */
  stars?: boolean;
}

export function handHint(state: HandState, options: HandHintOptions = {}): HandHint {
  const one = firstForcing(state);
  if (one) return { kind: 'one', pick: one };
  if (state.mode !== 'pair') return { kind: 'try-pairs' };
  const pair = firstForcingPair(state);
  if (pair) return { kind: 'pair', ...pair };
  if (options.stars) {
    const star = findHandStar(inequalitiesOf(state), state.values);
    if (star) return { kind: 'star', star };
  }
  const trial = findHandTrial(inequalitiesOf(state), state.values);
  return trial ? { kind: 'trial', trial } : { kind: 'no-pair' };
}

/** Every variable decided. */
export function isFinished(state: HandState): boolean {
  return state.values.every((v) => v !== UNKNOWN);
}

/**
 * What a board in the by-hand mode marks: the judgement of the current pick,
 * the variables it would settle (or the last step settled), the variables of
 * the inequalities pointed at (`hover`) or picked, and how many are open.
 */
export function handMarks(state: HandState, hover: string | null) {
  const judgement = judge(state);
  const last = state.steps[state.steps.length - 1];
  const preview = judgement && (judgement.kind === 'one' ? judgement.verdict : judgement.result.verdict);
  const changed = state.offer
    ? [state.offer.variable]
    : preview?.kind === 'forces' ? preview.forced.map((f) => f.variable) : last?.kind === 'apply' ? last.forced.map((f) => f.variable) : [];
  const marked = [hover, ...state.picks, state.offer?.conflict.id].flatMap((id) => (id ? [...(findInequality(state, id)?.inequality.vars ?? [])] : []));
  const undecided = state.values.filter((v) => v === UNKNOWN).length;
  return { judgement, preview, changed, marked, undecided };
}

/**
 * What pressing Hint and Apply does until forcing stalls: the first
 * inequality that forces something, applied alone, again and again. Returns
 * the stalled state and how many inequalities were applied (the lessons'
 * facts and the tests walk the same steps as the reader).
 */
export function forceByHand(state: HandState): { state: HandState; steps: number } {
  let steps = 0;
  for (let x = firstForcing(state); x; x = firstForcing(state)) {
    for (const action of [{ type: 'mode', mode: 'one' }, { type: 'clear' }, { type: 'pick', id: x.id }, { type: 'apply' }] as HandAction[]) state = reduceHand(state, action);
    steps++;
  }
  return { state, steps };
}

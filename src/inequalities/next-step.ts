/**
 * The next step of the by-hand method from any position: the play mode's
 * hint, its "Explain from here" and its proof that a placement is wrong all
 * ask this one question. The steps are the lesson's, in its order:
 *
 * 1. an inequality the known values already break (nothing follows from a
 *    broken position, so it is named first);
 * 2. forcing from one inequality (by-hand.ts `applyOne`);
 * 3. the sum of two (`addPair`), only when no single inequality forces
 *    anything — the by-hand tool's rule (hand-state.ts `handHint`), so a
 *    step has the same name in the by-hand tool, the play mode's hint and
 *    its "Explain from here": a sum is never offered where one inequality
 *    would do. Only pairs in which some variable has opposite signs, because a sum in which nothing cancels forces nothing
 *    the two did not force alone (its coefficients grow no faster than its
 *    slack), and only inequalities that can still fail, because anything a
 *    sum with an always-true inequality forces, the other one forced alone
 *    (the slack test is exact for one inequality);
 * 4. where the genre's lesson teaches stars (`stars`), a star
 *    (hand-star.ts): three or four inequalities added, aimed at one cell,
 *    only when no single inequality and no pair forces anything — the
 *    by-hand tool's next hint too, so the play mode never offers a trial
 *    where the lesson's own sums settle the cell;
 * 5. when none of these gives anything, a trial, labelled as one: assume a value,
 *    force, and if some inequality can no longer hold the other value is
 *    proved (as the solver's own trials do, src/inequalities/trial.ts).
 *
 * Which deduction comes first is chosen as a person would choose it
 * (`RankKey` below), not by the inequalities' numbering: the model numbers
 * its many one-cell exclusions ("no ◢ against the edge") first, and a hint
 * that names them one by one hides the placement a reader is after.
 *
 * Pure and genre-free: the values are the reader's, the inequalities the
 * genre's model, numbered from 0.
 */
import { addPair, applyOne, type PairVerdict, type Verdict } from './by-hand';
import { findHandStar } from './hand-star';
import type { HandInequality } from './hand-state';
import { forcedBy, substitute, UNKNOWN, type Forced } from './forcing';
import { addInequalities, isContradiction, isTautology, type Inequality } from './inequality';
import type { TrialStep } from './derivation';

/** One value settled while a trial's assumption forced its way to a contradiction: the engine's own trial step. */
export type TrialForced = TrialStep;

export type NextStep =
  /** Inequality `id` can no longer hold with these values. */
  | { kind: 'broken'; id: number }
  | { kind: 'one'; id: number; forced: Forced[]; verdict: Extract<Verdict, { kind: 'forces' }> }
  /** Only when no single inequality forces anything (see the file's comment). */
  | { kind: 'pair'; ids: [number, number]; forced: Forced[]; result: PairVerdict }
  /**
   * Only when no single inequality and no pair forces anything: the parts in
   * the order they are added (the base first), the cell and value the star is
   * aimed at, and the whole sum with the known values put in.
   */
  | { kind: 'star'; ids: number[]; variable: number; value: 0 | 1; sum: Inequality; forced: Forced[] }
  | { kind: 'trial'; variable: number; assumed: 0 | 1; concluded: 0 | 1; steps: TrialForced[]; conflict: number; forced: Forced[] }
  /** Nothing of the above settles anything more (with `trials` off: no forcing and no pair). */
  | { kind: 'stuck' }
  /** Every variable is known and no inequality is broken. */
  | { kind: 'done' };

/** The steps that settle something. */
export type Deduction = Extract<NextStep, { forced: Forced[] }>;

export interface StepOptions {
  /** Try trials when forcing, pairs and stars give nothing (default true). */
  trials?: boolean;
  /** Variables to look at first (the cell the reader touched last), so a hint stays near them. */
  prefer?: readonly number[];
}

/**
 * How a deduction ranks, smaller first, compared element by element — the
 * order a person solving by hand would take them in:
 *
 * 1. one that settles a cell (chooses its lamp, its triangle or its white,
 *    or decides its last open variable) before one that only rules a state
 *    out: a placement is what a reader is looking for, and the model's many
 *    one-cell exclusions ("no ◢ against the edge") would otherwise come
 *    first, one at a time, by their low numbers;
 * 2. (between sums only: a sum is looked for only when no single
 *    inequality forces anything, see `next`) the number of inequalities;
 * 3. one about the cell the reader touched last before one elsewhere, so
 *    the hint follows their own line of thought;
 * 4. fewer cells to look at before more;
 * 5. the lower inequality numbers, so the same position always gets the
 *    same hint.
 */
type RankKey = number[];
const SETTLES = 0;
const RULES_OUT = 1;

function compareKeys(a: RankKey, b: RankKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** A deduction found while ranking: what it forces, before its verdict is worked out in full. */
interface Candidate {
  ids: number[];
  forced: Forced[];
  key: RankKey;
}

export interface StepFinderOptions {
  /**
   * The cell a variable belongs to (Shakashaka has five variables per
   * cell): a step that decides a cell ranks first. Each variable is its own
   * cell without it.
   */
  cellOf?: (variable: number) => number;
  /** Offer stars between pairs and trials (default false): only a genre whose lesson teaches stars, as Akari's does. */
  stars?: boolean;
}

/** The inequalities of a model, with which of them each variable occurs in and with which sign. */
export class StepFinder {
  readonly variableCount: number;
  private readonly positive: number[][];
  private readonly negative: number[][];
  private readonly cellOf: (variable: number) => number;
  private readonly stars: boolean;
  /** The variables of each cell. */
  private readonly cellVariables = new Map<number, number[]>();

  constructor(readonly given: readonly Inequality[], variableCount: number, options: StepFinderOptions = {}) {
    this.variableCount = variableCount;
    this.positive = Array.from({ length: variableCount }, () => []);
    this.negative = Array.from({ length: variableCount }, () => []);
    given.forEach((ineq, id) => ineq.vars.forEach((v, i) => (ineq.coefs[i] > 0 ? this.positive : this.negative)[v].push(id)));
    this.cellOf = options.cellOf ?? ((v) => v);
    this.stars = options.stars ?? false;
    for (let v = 0; v < variableCount; v++) {
      const cell = this.cellOf(v);
      const list = this.cellVariables.get(cell);
      if (list) list.push(v);
      else this.cellVariables.set(cell, [v]);
    }
  }

  /** Ids of the inequalities that mention `v`. */
  occurrences(v: number): number[] {
    return [...this.positive[v], ...this.negative[v]].sort((a, b) => a - b);
  }

  /** The first inequality the values break, or −1. */
  firstBroken(values: ArrayLike<number>): number {
    return this.given.findIndex((ineq) => isContradiction(substitute(ineq, values)));
  }

  /** Every inequality the values break, in order. */
  allBroken(values: ArrayLike<number>): number[] {
    const out: number[] = [];
    this.given.forEach((ineq, id) => isContradiction(substitute(ineq, values)) && out.push(id));
    return out;
  }

  next(values: readonly number[], options: StepOptions = {}): NextStep {
    const broken = this.firstBroken(values);
    if (broken >= 0) return { kind: 'broken', id: broken };
    if (values.every((v) => v !== UNKNOWN)) return { kind: 'done' };
    const prefer = new Set(options.prefer ?? []);
    // One classification everywhere: any single inequality that forces something comes before every sum (see the file's comment).
    const one = this.bestOne(values, prefer);
    if (one) return this.oneStep(one, values);
    const pair = this.bestPair(values, prefer);
    if (pair) return this.pairStep(pair, values);
    const star = this.stars ? this.star(values) : null;
    if (star) return star;
    if (options.trials === false) return { kind: 'stuck' };
    return this.trial(values, this.variableOrder(values, options.prefer ?? [])) ?? { kind: 'stuck' };
  }

  /** True when the step settles a cell that was open: it chooses a state, or decides the cell's last variable. */
  settlesCell(values: readonly number[], forced: readonly Forced[]): boolean {
    const valueAfter = (v: number) => forced.find((f) => f.variable === v)?.value ?? values[v];
    return forced.some((f) => {
      const vars = this.cellVariables.get(this.cellOf(f.variable)) ?? [];
      const wasOpen = !vars.some((v) => values[v] === 1) && vars.some((v) => values[v] === UNKNOWN);
      return wasOpen && (f.value === 1 || vars.every((v) => valueAfter(v) !== UNKNOWN));
    });
  }

  /** The rank of a deduction that rests on inequalities `ids` and forces `forced` (see RankKey). */
  private rank(values: readonly number[], prefer: ReadonlySet<number>, ids: readonly number[], forced: readonly Forced[]): RankKey {
    const vars = ids.flatMap((id) => this.given[id].vars);
    const cells = new Set(vars.map(this.cellOf)).size;
    const near = vars.some((v) => prefer.has(v));
    return [this.settlesCell(values, forced) ? SETTLES : RULES_OUT, ids.length, near ? 0 : 1, cells, ...ids];
  }

  /** The best single inequality that forces something, or null. */
  private bestOne(values: readonly number[], prefer: ReadonlySet<number>): Candidate | null {
    let best: Candidate | null = null;
    this.given.forEach((ineq, id) => {
      const out = forcedBy(ineq, values);
      if (out.contradiction || out.forced.length === 0) return;
      const key = this.rank(values, prefer, [id], out.forced);
      if (!best || compareKeys(key, best.key) < 0) best = { ids: [id], forced: out.forced, key };
    });
    return best;
  }

  private oneStep(best: Candidate, values: readonly number[]): NextStep {
    const id = best.ids[0];
    const verdict = applyOne(this.given[id], values);
    if (verdict.kind !== 'forces') throw new Error(`inequality ${id} was ranked as forcing but does not`);
    return { kind: 'one', id, forced: verdict.forced, verdict };
  }

  /** The best pair whose sum forces something, or null. */
  private bestPair(values: readonly number[], prefer: ReadonlySet<number>): Candidate | null {
    const reduced = new Map<number, Inequality | null>();
    // The inequality with the knowns substituted, or null when it can never force anything.
    const live = (id: number): Inequality | null => {
      if (!reduced.has(id)) {
        const r = substitute(this.given[id], values);
        reduced.set(id, isTautology(r) ? null : r);
      }
      return reduced.get(id)!;
    };
    const seen = new Set<number>();
    let best: Candidate | null = null;
    for (let v = 0; v < this.variableCount; v++) {
      if (values[v] !== UNKNOWN) continue;
      for (const a of this.positive[v]) {
        const left = live(a);
        if (!left) continue;
        for (const b of this.negative[v]) {
          const right = live(b);
          if (!right) continue;
          const ids = a < b ? [a, b] : [b, a];
          const name = ids[0] * this.given.length + ids[1];
          if (seen.has(name)) continue;
          seen.add(name);
          const out = forcedBy(addInequalities(left, right));
          if (out.contradiction || out.forced.length === 0) continue;
          const key = this.rank(values, prefer, ids, out.forced);
          if (!best || compareKeys(key, best.key) < 0) best = { ids, forced: out.forced, key };
        }
      }
    }
    return best;
  }

  private pairStep(best: Candidate, values: readonly number[]): NextStep {
    const ids: [number, number] = [best.ids[0], best.ids[1]];
    const result = addPair(this.given[ids[0]], this.given[ids[1]], values);
    if (result.verdict.kind !== 'forces') throw new Error(`the sum of ${ids[0]} and ${ids[1]} was ranked as forcing but does not`);
    return { kind: 'pair', ids, forced: result.verdict.forced, result };
  }

  /** The model's inequalities as the by-hand list names them, for the star finder (made on first use). */
  private handList: HandInequality[] | null = null;

  /** The by-hand tool's star from these values, as a step; null when no star of up to four parts forces anything. */
  private star(values: readonly number[]): NextStep | null {
    this.handList ??= this.given.map((inequality, id) => ({ id: String(id), label: `(${id + 1})`, inequality, kind: 'given', text: '', parents: null }));
    const found = findHandStar(this.handList, values);
    if (!found) return null;
    const ids = found.parts.map((p) => Number(p.id));
    const sum = ids.map((id) => substitute(this.given[id], values)).reduce((a, b) => addInequalities(a, b));
    return { kind: 'star', ids, variable: found.variable, value: found.value, sum, forced: found.forced };
  }

  /** Undecided variables, the preferred ones first. */
  private variableOrder(values: readonly number[], prefer: readonly number[]): number[] {
    const first = prefer.filter((v) => values[v] === UNKNOWN);
    const rest: number[] = [];
    for (let v = 0; v < this.variableCount; v++) if (values[v] === UNKNOWN && !first.includes(v)) rest.push(v);
    return [...first, ...rest];
  }

  private trial(values: readonly number[], order: readonly number[]): NextStep | null {
    for (const variable of order) {
      for (const assumed of [1, 0] as const) {
        const run = this.forceFrom(values, variable, assumed);
        if (run.conflict < 0) continue;
        const concluded = (1 - assumed) as 0 | 1;
        return { kind: 'trial', variable, assumed, concluded, steps: run.steps, conflict: run.conflict, forced: [{ variable, value: concluded }] };
      }
    }
    return null;
  }

  /**
   * Sets `variable` to `value` and forces from single inequalities until
   * nothing more follows or an inequality fails (its id in `conflict`, else −1).
   */
  forceFrom(values: readonly number[], variable: number, value: 0 | 1): { steps: TrialForced[]; conflict: number } {
    const now = values.slice();
    now[variable] = value;
    const steps: TrialForced[] = [];
    const queue = [variable];
    const queued = new Set<number>();
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const id of this.occurrences(v)) {
        const out = forcedBy(this.given[id], now);
        if (out.contradiction) return { steps, conflict: id };
        for (const f of out.forced) {
          if (now[f.variable] !== UNKNOWN) continue;
          now[f.variable] = f.value;
          steps.push({ variable: f.variable, value: f.value, by: id });
          if (!queued.has(f.variable)) {
            queued.add(f.variable);
            queue.push(f.variable);
          }
        }
      }
    }
    return { steps, conflict: -1 };
  }
}

/** The values after a step settled what it forced. */
export function applyDeduction(values: readonly number[], step: Deduction): number[] {
  const next = values.slice();
  for (const f of step.forced) next[f.variable] = f.value;
  return next;
}

/** The inequalities a step rests on. */
export function stepInequalities(step: NextStep): number[] {
  switch (step.kind) {
    case 'broken':
    case 'one':
      return [step.id];
    case 'pair':
    case 'star':
      return [...step.ids];
    case 'trial':
      return [...new Set([...step.steps.map((s) => s.by), step.conflict])];
    default:
      return [];
  }
}

export interface ExplainedStep {
  step: Deduction;
  /** The values once the step is applied. */
  after: number[];
}

export interface Explanation {
  steps: ExplainedStep[];
  /** How it ended: every value settled, a broken inequality, stuck, or the cap on steps reached. */
  end: Extract<NextStep, { kind: 'broken' | 'stuck' | 'done' }> | { kind: 'cap' };
}

/** The method from `values` to its end: each step applied in turn, at most `cap` of them. */
export function explainFrom(finder: StepFinder, values: readonly number[], options: StepOptions & { cap?: number } = {}): Explanation {
  const steps: ExplainedStep[] = [];
  let now = values.slice();
  const cap = options.cap ?? 10_000;
  while (steps.length < cap) {
    const step = finder.next(now, { trials: options.trials });
    if (step.kind === 'broken' || step.kind === 'stuck' || step.kind === 'done') return { steps, end: step };
    now = applyDeduction(now, step);
    steps.push({ step, after: now });
  }
  return { steps, end: { kind: 'cap' } };
}

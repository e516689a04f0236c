/**
 * The lesson's worked chain sum: the first chain the selective method builds
 * on a board, taken apart so a reader can follow it twice.
 *
 * First as the look-ahead the engine made: assume the cell's other value and
 * replay the chain's inequalities in the order they fired, each forcing a few
 * cells, until the last one cannot hold. Then as the proof it becomes: the
 * same inequalities in ≥ form, with the cells known before the assumption
 * filled in, added up. The cells the look-ahead set in between appear once
 * with + and once with −, so they cancel, and what is left forces the cell
 * with no assumption in it. Everything here is recomputed from the board and
 * checked against the engine's own sum, so the page cannot show a chain the
 * solver did not build.
 */
import { recorder } from '../../core/trace';
import { forcedBy, substitute, UNKNOWN } from '../../inequalities/forcing';
import { addInequalities, inequalityFromJson, type Inequality } from '../../inequalities/inequality';
import { inequalityToKatex } from '../../inequalities/katex';
import type { AkariEvent } from '../../puzzles/akari/events';
import { variableName, type AkariModel } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { runAkari } from '../../puzzles/akari/solve-engine';

/** One term of an inequality in ≥ form; `cancels` when the whole sum's coefficient of it is 0. */
export interface ChainTerm {
  coef: number;
  variable: number;
  /** The cell's number in x_n. */
  n: number;
  cancels: boolean;
}

export interface ChainLookStep {
  label: string;
  sentence: string;
  /** The inequality as the model writes it (KaTeX). */
  tex: string;
  /** What it forced under the assumption, in order, with each cell's coefficient; empty for the last one. */
  forced: { n: number; value: 0 | 1; coef: number }[];
  /** Its cells (variables), for the board. */
  cells: number[];
  /** Its cells whose values rest on the supposition (set by it or by an earlier step of the look-ahead), by number. */
  uses: number[];
  /** The last step: with the values so far its left side cannot reach its right side. */
  impossible: boolean;
  /** Its slack with the values so far (negative on the last step). */
  slack: number;
}

export interface ChainPart {
  label: string;
  /** Whether the model writes it as ≤ (so it was multiplied by −1 to add it). */
  flipped: boolean;
  terms: ChainTerm[];
  rhs: number;
  /** Its cells known before the supposition, by number: filled in, a 0 dropped, a 1 moved to the right side. */
  known: { n: number; value: 0 | 1 }[];
}

export interface ChainExample {
  /** The board's values when the chain was built (−1 open). */
  values: number[];
  target: { variable: number; n: number };
  assumed: 0 | 1;
  concluded: 0 | 1;
  /** The cells the look-ahead set, in order, for the board figure. */
  lookCells: number[];
  look: ChainLookStep[];
  parts: ChainPart[];
  sum: { terms: ChainTerm[]; rhs: number; max: number; slack: number };
  /** The parts the sum could do without: leaving out any one of these alone still forces the cell. */
  spare: string[];
  /** The cells that cancel, by number, in order. */
  cancelled: number[];
  forced: { variable: number; n: number; value: 0 | 1; coef: number }[];
}

/** The board's values after `k` steps of the look-ahead: the known ones, the supposition, and what each step set. */
export function lookValues(chain: ChainExample, k: number): number[] {
  const values = chain.values.slice();
  values[chain.target.variable] = chain.assumed;
  for (const s of chain.look.slice(0, k)) for (const f of s.forced) values[f.n - 1] = f.value;
  return values;
}

const labelOf = (id: number) => `(${id + 1})`;

function termsOf(ineq: Inequality, cancelled: ReadonlySet<number>): ChainTerm[] {
  return ineq.vars.map((v, i) => ({ coef: ineq.coefs[i], variable: v, n: v + 1, cancels: cancelled.has(v) }));
}

/** The board's values up to (not including) the event at `stop`. */
export function valuesBefore(model: AkariModel, events: readonly AkariEvent[], stop: number): number[] {
  const values = model.variables.map(() => UNKNOWN);
  for (let i = 0; i < stop; i++) {
    const e = events[i];
    if (e.kind === 'deduce') for (const f of e.forced) values[f.variable] = f.value;
  }
  return values;
}

/** The first chain sum the selective method builds on `puzzle`, worked out; null if it builds none. */
export function firstChainSum(puzzle: AkariPuzzle): ChainExample | null {
  const rec = recorder<AkariEvent>();
  const { model } = runAkari(puzzle, 'selective', { sink: rec.sink });
  if (!model) throw new Error('the board was refused');
  const at = rec.events.findIndex((e) => e.kind === 'chain');
  if (at < 0) return null;
  const chain = rec.events[at];
  if (chain.kind !== 'chain') return null;
  const given = model.constraints.length;
  if (chain.inequalities.some((id) => id >= given)) throw new Error('the first chain adds a sum built earlier; the lesson shows chains of the board’s own inequalities');
  const values = valuesBefore(model, rec.events, at);
  const ineqs = chain.inequalities.map((id) => model.constraints[id].inequality);

  // The look-ahead, replayed in the order the inequalities fired.
  const ahead = values.slice();
  ahead[chain.variable] = chain.assumed;
  const supposed = new Set([chain.variable]);
  const look: ChainLookStep[] = chain.inequalities.map((id, k) => {
    const out = forcedBy(ineqs[k], ahead);
    const uses = ineqs[k].vars.filter((v) => supposed.has(v)).map((v) => v + 1);
    const coefOf = (v: number) => ineqs[k].coefs[ineqs[k].vars.indexOf(v)];
    const last = k === ineqs.length - 1;
    if (last !== out.contradiction) throw new Error(`chain replay: inequality ${labelOf(id)} ${out.contradiction ? 'fails early' : 'does not fail at the end'}`);
    const forced = out.contradiction ? [] : out.forced.map((f) => ({ n: f.variable + 1, value: f.value, coef: coefOf(f.variable) }));
    if (!out.contradiction) for (const f of out.forced) {
      ahead[f.variable] = f.value;
      supposed.add(f.variable);
    }
    const c = model.constraints[id];
    return {
      label: labelOf(id),
      sentence: c.label,
      tex: inequalityToKatex(c.inequality, variableName(model)),
      forced,
      cells: [...c.inequality.vars],
      uses,
      impossible: out.contradiction,
      slack: out.slack,
    };
  });

  // The proof: the same inequalities, known cells filled in, added up.
  const reduced = ineqs.map((q) => substitute(q, values));
  const sum = reduced.reduce<Inequality>((acc, q) => addInequalities(acc, q), { vars: [], coefs: [], rhs: 0 });
  const inSum = new Set(sum.vars);
  const cancelled = new Set(reduced.flatMap((q) => q.vars).filter((v) => !inSum.has(v)));
  const engineSum = rec.events.slice(at).find((e) => e.kind === 'deduce');
  if (!engineSum || engineSum.kind !== 'deduce') throw new Error('the chain was not followed by its deduction');
  const engine = inequalityFromJson(engineSum.inequality);
  if (engine.vars.join() !== sum.vars.join() || engine.coefs.join() !== sum.coefs.join() || engine.rhs !== sum.rhs) {
    throw new Error('the worked chain sum differs from the engine’s');
  }
  const out = forcedBy(sum);
  if (out.contradiction) throw new Error('the chain sum is itself a contradiction');
  const concluded = (1 - chain.assumed) as 0 | 1;
  if (!out.forced.some((f) => f.variable === chain.variable && f.value === concluded)) throw new Error('the chain sum does not force its cell');
  const forcesTarget = (q: Inequality) => {
    const o = forcedBy(q);
    return !o.contradiction && o.forced.some((f) => f.variable === chain.variable && f.value === concluded);
  };
  const spare = chain.inequalities.filter((_, skip) =>
    forcesTarget(reduced.reduce<Inequality>((acc, q, k) => (k === skip ? acc : addInequalities(acc, q)), { vars: [], coefs: [], rhs: 0 }))).map(labelOf);
  const max = sum.coefs.reduce((m, c) => m + Math.max(0, c), 0);
  return {
    values,
    target: { variable: chain.variable, n: chain.variable + 1 },
    assumed: chain.assumed,
    concluded,
    lookCells: look.flatMap((s) => s.forced.map((f) => f.n - 1)),
    look,
    parts: reduced.map((q, k) => ({
      label: labelOf(chain.inequalities[k]),
      flipped: ineqs[k].coefs.every((c) => c < 0),
      terms: termsOf(q, cancelled),
      rhs: q.rhs,
      known: ineqs[k].vars.filter((v) => values[v] !== UNKNOWN).map((v) => ({ n: v + 1, value: values[v] as 0 | 1 })),
    })),
    sum: { terms: termsOf(sum, cancelled), rhs: sum.rhs, max, slack: out.slack },
    spare,
    cancelled: [...cancelled].sort((a, b) => a - b).map((v) => v + 1),
    forced: out.forced.map((f) => ({ variable: f.variable, n: f.variable + 1, value: f.value, coef: sum.coefs[sum.vars.indexOf(f.variable)] })),
  };
}

/**
 * What the givens alone settle, and for any one value the short proof of
 * it: the play mode's Check flags a placement the givens already rule out,
 * before the board is full, with the inequalities that force the opposite.
 *
 * The givens are run forward from an empty board with forcing and pair
 * sums only (next-step.ts, no trials: a proof holds no assumption). Each
 * settled value remembers its step; a step rests on the known values it
 * needs (./step-premises.ts), not on every known value in its inequalities. The proof of a value is that
 * step and, recursively, the steps behind the values it rests on — usually
 * a few, not the whole run.
 */
import { UNKNOWN } from './forcing';
import { explainFrom, type Deduction, type StepFinder } from './next-step';
import { stepPremises } from './step-premises';

export interface GivensRun {
  /** The deductions from the empty board, in order. */
  steps: Deduction[];
  /** Per variable: the value the givens force, or UNKNOWN. */
  values: number[];
  /** Per variable: the index in `steps` of the step that settled it, or −1. */
  settledBy: number[];
  /** Per step: the steps whose values it used. */
  restsOn: number[][];
}

export function runGivens(finder: StepFinder): GivensRun {
  const empty = new Array<number>(finder.variableCount).fill(UNKNOWN);
  const { steps: explained } = explainFrom(finder, empty, { trials: false });
  const settledBy = new Array<number>(finder.variableCount).fill(-1);
  const restsOn: number[][] = [];
  explained.forEach(({ step }, k) => {
    // Only the values the step needs (./step-premises.ts), not every known value in its inequalities.
    const used = new Set<number>();
    for (const v of stepPremises(finder.given, step, k > 0 ? explained[k - 1].after : empty)) if (settledBy[v] >= 0) used.add(settledBy[v]);
    restsOn.push([...used].sort((a, b) => a - b));
    for (const f of step.forced) settledBy[f.variable] = k;
  });
  const values = explained.length > 0 ? explained[explained.length - 1].after : empty;
  return { steps: explained.map((e) => e.step), values, settledBy, restsOn };
}

/** The steps that prove the value the givens force on `variable`, oldest first (empty when they force none). */
export function proofOf(run: GivensRun, variable: number): Deduction[] {
  const last = run.settledBy[variable];
  if (last < 0) return [];
  const need = new Set<number>();
  const stack = [last];
  while (stack.length > 0) {
    const k = stack.pop()!;
    if (need.has(k)) continue;
    need.add(k);
    stack.push(...run.restsOn[k]);
  }
  return [...need].sort((a, b) => a - b).map((k) => run.steps[k]);
}

export interface WrongPlacement {
  variable: number;
  /** What the reader set, and what the givens force. */
  placed: 0 | 1;
  forced: 0 | 1;
  proof: Deduction[];
}

/** The reader's values that the givens force the other way, in variable order. */
export function wrongPlacements(run: GivensRun, values: readonly number[]): WrongPlacement[] {
  const out: WrongPlacement[] = [];
  values.forEach((placed, variable) => {
    const forced = run.values[variable];
    if (placed === UNKNOWN || forced === UNKNOWN || placed === forced) return;
    out.push({ variable, placed: placed as 0 | 1, forced: forced as 0 | 1, proof: proofOf(run, variable) });
  });
  return out;
}

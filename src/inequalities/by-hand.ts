/**
 * The lesson's "by hand" mode: a reader applies one inequality, or adds two,
 * and is told what that gives and, when it gives nothing, why. Pure functions
 * over the known values; the view only words and draws the answer.
 */
import { forcedBy, substitute, type Forced } from './forcing';
import { addInequalities, type Inequality } from './inequality';

export type Verdict =
  | { kind: 'forces'; forced: Forced[]; slack: number }
  | { kind: 'contradiction'; slack: number }
  /** Nothing forced: every free coefficient is at most the slack. */
  | { kind: 'nothing'; slack: number; largest: number; reason: string };

/** What one inequality gives with the known values substituted. */
export function applyOne(ineq: Inequality, values: ArrayLike<number>): Verdict {
  const reduced = substitute(ineq, values);
  const out = forcedBy(reduced);
  if (out.contradiction) return { kind: 'contradiction', slack: out.slack };
  if (out.forced.length > 0) return { kind: 'forces', forced: out.forced, slack: out.slack };
  const largest = reduced.coefs.reduce((m, c) => Math.max(m, Math.abs(c)), 0);
  const reason =
    reduced.vars.length === 0
      ? 'every variable in it is already known'
      : `its slack is ${out.slack} and no coefficient is larger (the largest is ${largest}), so every free cell can still go either way`;
  return { kind: 'nothing', slack: out.slack, largest, reason };
}

export interface PairVerdict {
  /** Both inequalities as added: ≥ form, known values substituted. */
  left: Inequality;
  right: Inequality;
  sum: Inequality;
  /** Variables whose coefficients have opposite signs in the two (they shrink or vanish). */
  cancelled: number[];
  verdict: Verdict;
  /** Why the pair was a useless pick, when it is one. */
  note: string | null;
}

/** Adds two inequalities the way the loop does and judges the result. */
export function addPair(a: Inequality, b: Inequality, values: ArrayLike<number>): PairVerdict {
  const left = substitute(a, values);
  const right = substitute(b, values);
  const sum = addInequalities(left, right);
  const cancelled = left.vars.filter((v, i) => {
    const j = right.vars.indexOf(v);
    return j >= 0 && left.coefs[i] > 0 !== right.coefs[j] > 0;
  });
  const verdict = applyOne(sum, values);
  let note: string | null = null;
  if (verdict.kind === 'nothing') {
    note =
      cancelled.length === 0
        ? 'no variable appears with opposite signs, so nothing cancels: the slacks just add up and the sum cannot force more than the two did alone'
        : `the sum still has slack ${verdict.slack}, not less than any coefficient: cancelling ${cancelled.length} variable(s) was not enough`;
  }
  return { left, right, sum, cancelled, verdict, note };
}

/**
 * Upper bounds on what a chain of sums grown from one base can reach, so the
 * weighing (aim.ts) skips growing chains that cannot force their target.
 *
 * The weighing grows a base b when its own v term, minus its slack, plus the
 * positive first gains of the aids is positive. That sum overstates what a
 * chain reaches when several aids cancel the same terms of the base (every
 * line through a cell contains the cell's row), and it is most of the
 * weighing's work on open boards. A chain is b plus some non-empty set S of
 * aids; its gap (dir·T_v − slack(T), positive when T forces v) is exactly
 *
 *   dir·b_v − slack(b) + Σ_S alone(a) + C,   alone(a) = |a_v| − slack(a) ≤ 0,
 *
 * where C is what the summands cancel: Σ over variables w of
 * min(positive mass at w, negative mass at w). Two bounds on C:
 *
 * - Aids of one sign (each aid all of v's wanted sign, so no two aids
 *   cancel each other): only b's terms are cancelled, each at most once, so
 *   C ≤ M, b's free mass that some aid has with the opposite sign; an aid
 *   then cancels in the running sum at most what it cancels of b, so only
 *   aids with a positive first gain are ever added, and C ≤ their gains'
 *   cancelling too. Gap ≤ dir·b_v − slack(b) + min(gains, M + the largest
 *   alone(a) among those aids).
 * - Any aids: at each w the aids' own cancelling is at most, aid by aid, the
 *   mass of its negative terms that the aids' positive terms can meet (or
 *   the other way round), X(a); b adds at most |b_w|. Gap ≤ dir·b_v −
 *   slack(b) + M + Φ, with Φ the largest Σ_S (alone(a) + X(a)) over
 *   non-empty S, the same for every base of the aim.
 *
 * A chain also ends when its slack falls below 0; its gap is then positive
 * unless its v term is against the goal, which cannot happen once one aid is
 * added when dir·b_v + the smallest |a_v| ≥ 0. Otherwise no bound is claimed.
 * tests/inequalities/chain-bound.test.ts checks both against the grower.
 */
import { UNKNOWN } from './forcing';
import type { EngineRun } from './run';

/** Aids of one sign: false when no chain from the base can force (see above). */
export function chainMayForce(own: number, slack: number, gain: number, cancellable: number, bestAlone: number, leastAidV: number): boolean {
  if (own + leastAidV < 0) return true;
  return own - slack + Math.min(gain, cancellable + bestAlone) > 0;
}

/** Any aids: false when no chain from the base can force, given the aim's Φ (`aidsShare`). */
export function mixedChainMayForce(own: number, slack: number, cancellable: number, aidsShare: number, leastAidV: number): boolean {
  if (own + leastAidV < 0) return true;
  return own - slack + cancellable + aidsShare > 0;
}

/** Φ of an aim: the most its aids can add to a chain's gap by themselves, their cancelling of one another included. */
export class AidsShare {
  /** Per variable, the aids' free positive and negative mass there (zero between calls). */
  private readonly positive: Int32Array;
  private readonly negative: Int32Array;
  private readonly touched: number[] = [];

  constructor(private readonly run: EngineRun) {
    this.positive = new Int32Array(run.system.variableCount);
    this.negative = new Int32Array(run.system.variableCount);
  }

  of(aids: readonly number[], v: number): number {
    const sys = this.run.system;
    const values = sys.values;
    const { positive, negative, touched } = this;
    let work = 0;
    for (const a of aids) {
      const ineq = sys.inequality(a);
      work += ineq.vars.length;
      for (let t = 0; t < ineq.vars.length; t++) {
        const w = ineq.vars[t];
        if (values[w] !== UNKNOWN) continue;
        if (positive[w] === 0 && negative[w] === 0) touched.push(w);
        if (ineq.coefs[t] > 0) positive[w] += ineq.coefs[t];
        else negative[w] -= ineq.coefs[t];
      }
    }
    // Counting the aids' cancelling from their negative terms, then from their positive ones; the smaller bound holds.
    let byNegative = 0;
    let byPositive = 0;
    let bestNegative = -Infinity;
    let bestPositive = -Infinity;
    for (const a of aids) {
      const ineq = sys.inequality(a);
      let alone = -sys.slack(a);
      let xNegative = 0;
      let xPositive = 0;
      for (let t = 0; t < ineq.vars.length; t++) {
        const w = ineq.vars[t];
        if (values[w] !== UNKNOWN) continue;
        const c = ineq.coefs[t];
        if (w === v) alone += c > 0 ? c : -c;
        if (c < 0) xNegative += Math.min(-c, positive[w]);
        else xPositive += Math.min(c, negative[w]);
      }
      byNegative += Math.max(0, alone + xNegative);
      byPositive += Math.max(0, alone + xPositive);
      bestNegative = Math.max(bestNegative, alone + xNegative);
      bestPositive = Math.max(bestPositive, alone + xPositive);
    }
    for (const w of touched) {
      positive[w] = 0;
      negative[w] = 0;
    }
    touched.length = 0;
    this.run.tick(2 * work);
    // S is not empty: when no aid adds anything, the least loss is the best one's.
    return Math.min(byNegative > 0 ? byNegative : bestNegative, byPositive > 0 ? byPositive : bestPositive);
  }
}

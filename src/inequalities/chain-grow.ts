/**
 * Growing a chain of sums from one base, the last part of the selective
 * method's weighing (aim.ts): add, one at a time, the aid that grows the gap
 * most, while one does, on a running sum kept in a dense scratch array;
 * nothing is built here. A chain is returned when its sum forces the target.
 */
import { UNKNOWN } from './forcing';
import type { Inequality } from './inequality';
import type { EngineRun } from './run';

/** The aids of target `v` for `goal`: its inequalities with v on the wanted side that can still fail; and whether one changed after `since`. */
export function aidsOf(run: EngineRun, v: number, goal: 0 | 1, since: number): { aids: number[]; aidsChanged: boolean } {
  const sys = run.system;
  const dir = goal === 1 ? 1 : -1;
  const occ = sys.occurrences(v);
  const aids: number[] = [];
  let aidsChanged = false;
  for (let k = 0; k < occ.ids.length; k++) {
    const id = occ.ids[k];
    if (Math.sign(occ.coefs[k]) !== dir || sys.isSatisfiedForSure(id)) continue;
    aids.push(id);
    if (sys.changedAt[id] > since) aidsChanged = true;
  }
  run.tick(occ.ids.length);
  return { aids, aidsChanged };
}

export class ChainGrower {
  /** The running sum T, dense over the variables. */
  private readonly sum: Int32Array;
  private readonly touched: number[] = [];
  private readonly candidates: number[] = [];
  private readonly deltas: number[] = [];

  constructor(
    private readonly run: EngineRun,
    private readonly maxChain: number,
  ) {
    this.sum = new Int32Array(run.system.variableCount);
  }

  /**
   * The first base (in the given order) whose reach (its own v term minus
   * its slack plus its gain) is positive and that can grow into a forcing
   * chain; a base is tried only if it or an aid changed after `since`.
   */
  firstChain(bases: readonly number[], gain: Int32Array, aids: number[], v: number, dir: number, since: number, aidsChanged: boolean): number[] | null {
    const sys = this.run.system;
    for (const base of bases) {
      const reach = dir * coefficient(sys.inequality(base), v) - sys.slack(base) + gain[base];
      if (reach <= 0 || (!aidsChanged && sys.changedAt[base] <= since)) continue;
      const chain = this.grow(base, aids, v, dir);
      if (chain) return chain;
    }
    return null;
  }

  /** Greedy chain from one base: add the aid that grows the gap most, while one does. */
  grow(base: number, aids: number[], v: number, dir: number): number[] | null {
    const sys = this.run.system;
    const T = this.sum;
    this.load(base);
    let slack = sys.slack(base);
    let gap = dir * T[v] - slack;
    const candidates = this.candidates;
    const deltas = this.deltas;
    candidates.length = 0;
    for (const a of aids) if (a !== base) candidates.push(a);
    const chain = [base];
    while (chain.length <= this.maxChain && candidates.length > 0) {
      let pick = -1;
      deltas.length = candidates.length;
      for (let k = 0; k < candidates.length; k++) {
        const a = candidates[k];
        deltas[k] = dir * coefficient(sys.inequality(a), v) - sys.slack(a) + this.cancel(a);
        if (deltas[k] > 0 && (pick < 0 || deltas[k] > deltas[pick])) pick = k;
      }
      this.run.stats.pairsTried += candidates.length;
      this.run.tick(candidates.length);
      if (pick < 0) break;
      const a = candidates[pick];
      slack += sys.slack(a) - this.cancel(a);
      gap += deltas[pick];
      this.load(a);
      chain.push(a);
      candidates.splice(pick, 1);
      if (gap > 0 || slack < 0) break;
    }
    for (const w of this.touched) T[w] = 0;
    this.touched.length = 0;
    return chain.length > 1 && (gap > 0 || slack < 0) ? chain : null;
  }

  /** Adds inequality `id` (known values left out) into the running sum. */
  private load(id: number): void {
    const sys = this.run.system;
    const ineq = sys.inequality(id);
    for (let i = 0; i < ineq.vars.length; i++) {
      const w = ineq.vars[i];
      if (sys.values[w] !== UNKNOWN) continue;
      if (this.sum[w] === 0) this.touched.push(w);
      this.sum[w] += ineq.coefs[i];
    }
    this.run.tick(ineq.vars.length);
  }

  /** How much of the running sum's largest left side inequality `a` takes away. */
  private cancel(a: number): number {
    const sys = this.run.system;
    const ineq = sys.inequality(a);
    let c = 0;
    for (let i = 0; i < ineq.vars.length; i++) {
      const w = ineq.vars[i];
      const t = this.sum[w];
      const ac = ineq.coefs[i];
      if (t !== 0 && sys.values[w] === UNKNOWN && t > 0 !== ac > 0) c += Math.min(Math.abs(t), Math.abs(ac));
    }
    return c;
  }
}

/** The coefficient of `v` in `ineq` (0 when absent); terms are sorted, so a binary search. */
export function coefficient(ineq: Inequality, v: number): number {
  let lo = 0;
  let hi = ineq.vars.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const x = ineq.vars[mid];
    if (x === v) return ineq.coefs[mid];
    if (x < v) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/**
 * The selective method's weighing, written the plain way (every base that
 * overlaps an aid is weighed): the reference the indexed aimer
 * (src/inequalities/aim.ts) must agree with, chain for chain. Slow on open
 * boards, which is why the engine does not use it.
 */
import type { EngineRun } from '../../src/inequalities/run';

const NEVER = -1;

export class ReferenceAimer {
  private readonly lastTried: Int32Array;
  /** The running sum T, dense over the variables. */
  private readonly sum: Int32Array;
  /** Per inequality: what it cancels of the current aid; summed positive first gains. */
  private cancelled = new Int32Array(0);
  private gain = new Int32Array(0);
  private readonly touched: number[] = [];
  private readonly candidates: number[] = [];
  private readonly deltas: number[] = [];

  constructor(
    private readonly run: EngineRun,
    private readonly maxChain: number,
  ) {
    const n = run.system.variableCount;
    this.lastTried = new Int32Array(2 * n).fill(NEVER);
    this.sum = new Int32Array(n);
  }

  /**
   * The ids to add up (base first) to force `v` to `goal`, or null.
   *
   * One sweep over the aids computes, for every base that overlaps an aid,
   * the exact gain of adding that aid first: dir·a_v − slack(a) + cancel(base, a).
   * Only a base with a positive first gain can start a chain, and only one
   * whose gap plus all positive first gains is positive can end in a forcing,
   * so only those are grown.
   */
  aim(v: number, goal: 0 | 1): number[] | null {
    const sys = this.run.system;
    const dir = goal === 1 ? 1 : -1;
    const since = this.lastTried[2 * v + goal];
    this.lastTried[2 * v + goal] = sys.time;
    const occ = sys.occurrences(v);
    const aids: number[] = [];
    let aidsChanged = false;
    for (let k = 0; k < occ.ids.length; k++) {
      const id = occ.ids[k];
      if (Math.sign(occ.coefs[k]) !== dir || sys.isSatisfiedForSure(id)) continue;
      aids.push(id);
      if (sys.changedAt[id] > since) aidsChanged = true;
    }
    if (aids.length === 0) return null;
    if (this.cancelled.length < sys.size) this.resize(sys.size);
    const { cancelled, gain } = this;
    const overlapping: number[] = [];
    const bases: number[] = [];
    for (const a of aids) {
      const ineq = sys.inequality(a);
      for (let i = 0; i < ineq.vars.length; i++) {
        const w = ineq.vars[i];
        if (sys.values[w] !== -1) continue;
        const c = ineq.coefs[i];
        const around = sys.occurrences(w);
        for (let k = 0; k < around.ids.length; k++) {
          const b = around.ids[k];
          const cb = around.coefs[k];
          if (b === a || cb > 0 === c > 0) continue;
          if (cancelled[b] === 0) overlapping.push(b);
          cancelled[b] += Math.min(Math.abs(c), Math.abs(cb));
        }
      }
      const alone = dir * coefficient(ineq, v) - sys.slack(a);
      this.run.stats.pairsTried += overlapping.length;
      for (const b of overlapping) {
        const d = alone + cancelled[b];
        cancelled[b] = 0;
        if (d <= 0 || sys.isSatisfiedForSure(b)) continue;
        if (gain[b] === 0) bases.push(b);
        gain[b] += d;
      }
      overlapping.length = 0;
    }
    let chain: number[] | null = null;
    for (const base of bases) {
      const reach = dir * coefficient(sys.inequality(base), v) - sys.slack(base) + gain[base];
      if (chain || reach <= 0 || (!aidsChanged && sys.changedAt[base] <= since)) continue;
      chain = this.grow(base, aids, v, dir);
    }
    for (const b of bases) gain[b] = 0;
    return chain;
  }

  private resize(size: number): void {
    this.cancelled = new Int32Array(2 * size + 64);
    this.gain = new Int32Array(2 * size + 64);
  }

  /** Greedy chain from one base: add the aid that grows the gap most, while one does. */
  private grow(base: number, aids: number[], v: number, dir: number): number[] | null {
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
      if (sys.values[w] !== -1) continue;
      if (this.sum[w] === 0) this.touched.push(w);
      this.sum[w] += ineq.coefs[i];
    }
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
      if (t !== 0 && sys.values[w] === -1 && t > 0 !== ac > 0) c += Math.min(Math.abs(t), Math.abs(ac));
    }
    return c;
  }
}

function coefficient(ineq: { vars: readonly number[]; coefs: readonly number[] }, v: number): number {
  for (let i = 0; i < ineq.vars.length; i++) if (ineq.vars[i] === v) return ineq.coefs[i];
  return 0;
}

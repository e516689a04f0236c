/**
 * The selective method's weighing, written the plain way (every base that
 * overlaps an aid is weighed): the reference the indexed aimer
 * (src/inequalities/aim.ts) must agree with, chain for chain. Slow on open
 * boards, which is why the engine does not use it.
 */
import { aidsOf, ChainGrower, coefficient } from '../../src/inequalities/chain-grow';
import type { EngineRun } from '../../src/inequalities/run';

const NEVER = -1;

export class ReferenceAimer {
  private readonly lastTried: Int32Array;
  /** Per inequality: what it cancels of the current aid; summed positive first gains. */
  private cancelled = new Int32Array(0);
  private gain = new Int32Array(0);
  /** The chain growing is shared with the engine: only how bases are found differs. */
  private readonly chains: ChainGrower;

  constructor(
    private readonly run: EngineRun,
    maxChain: number,
  ) {
    const n = run.system.variableCount;
    this.lastTried = new Int32Array(2 * n).fill(NEVER);
    this.chains = new ChainGrower(run, maxChain);
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
    const { aids, aidsChanged } = aidsOf(this.run, v, goal, since);
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
    const chain = this.chains.firstChain(bases, gain, aids, v, dir, since, aidsChanged);
    for (const b of bases) gain[b] = 0;
    return chain;
  }

  private resize(size: number): void {
    this.cancelled = new Int32Array(2 * size + 64);
    this.gain = new Int32Array(2 * size + 64);
  }
}

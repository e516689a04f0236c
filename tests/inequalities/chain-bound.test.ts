/**
 * The bounds that let the weighing skip growing a chain
 * (src/inequalities/chain-bound.ts, used by aim.ts) must never skip a base
 * whose greedy chain would force the target or reach a negative slack.
 * Checked against the chain grower itself on random small systems whose
 * inequalities are mostly all one sign (as Akari's are, until sums come),
 * for every target, goal and base with a positive first gain: the bound for
 * aids of one sign where they are, the bound for any aids everywhere.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { AidsShare, chainMayForce, mixedChainMayForce } from '../../src/inequalities/chain-bound';
import { aidsOf, ChainGrower, coefficient } from '../../src/inequalities/chain-grow';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { EngineRun } from '../../src/inequalities/run';
import { build, type Spec } from './helpers';

/** An inequality over a few of `n` variables: all +1/+2, all −1/−2, or (one time in five) mixed. */
const spec = (n: number) =>
  fc
    .record({
      vars: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 2, maxLength: Math.min(n, 6) }),
      kind: fc.constantFrom('positive', 'positive', 'negative', 'negative', 'mixed'),
      big: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      signs: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      rhs: fc.integer({ min: -3, max: 3 }),
    })
    .map(({ vars, kind, big, signs, rhs }): Spec => {
      const terms = vars.map((v, i): [number, number] => {
        const size = big[i] ? 2 : 1;
        const sign = kind === 'positive' ? 1 : kind === 'negative' ? -1 : signs[i] ? 1 : -1;
        return [v, sign * size];
      });
      return [terms, '>=', kind === 'negative' ? -Math.abs(rhs) : Math.abs(rhs)];
    });

interface Verdict {
  /** Aids all of v's wanted sign. */
  pure: boolean;
  /** Skipped by the bound for aids of one sign (pure aims only), and by the bound for any aids. */
  skipped: boolean;
  skippedMixed: boolean;
  chain: boolean;
}

/** For every (target, goal, base with a positive first gain): what the bounds say, and whether a chain grows. */
function verdicts(n: number, list: Spec[]): Verdict[] {
  const { sys } = build(n, list);
  const run = new EngineRun(sys, new BudgetClock());
  if (run.propagate() !== 'ok') return [];
  const grower = new ChainGrower(run, 8);
  const share = new AidsShare(run);
  const out: Verdict[] = [];
  for (let v = 0; v < n; v++) {
    if (sys.values[v] !== UNKNOWN) continue;
    for (const goal of [0, 1] as const) {
      const dir = goal === 1 ? 1 : -1;
      const aids: number[] = [];
      aidsOf(run, v, goal, -1, aids);
      if (aids.length === 0) continue;
      const pure = aids.every((a) => sys.inequality(a).coefs.every((c) => Math.sign(c) === dir));
      const aidsShare = share.of(aids, v);
      const leastAidV = Math.min(...aids.map((a) => Math.abs(coefficient(sys.inequality(a), v))));
      for (let b = 0; b < sys.size; b++) {
        if (!sys.isActive(b) || sys.isSatisfiedForSure(b)) continue;
        const base = sys.inequality(b);
        let gain = 0;
        let bestAlone = -Infinity;
        for (const a of aids) {
          if (a === b) continue;
          const aid = sys.inequality(a);
          let cancel = 0;
          aid.vars.forEach((w, i) => {
            const cb = coefficient(base, w);
            if (sys.values[w] === UNKNOWN && cb !== 0 && cb > 0 !== aid.coefs[i] > 0) cancel += Math.min(Math.abs(cb), Math.abs(aid.coefs[i]));
          });
          const alone = Math.abs(coefficient(aid, v)) - sys.slack(a);
          if (alone + cancel <= 0) continue;
          gain += alone + cancel;
          bestAlone = Math.max(bestAlone, alone);
        }
        if (gain === 0) continue;
        // What the aids can cancel of b: its free terms some other aid has with the opposite sign.
        let cancellable = 0;
        base.vars.forEach((w, i) => {
          const opposite = aids.some((a) => a !== b && coefficient(sys.inequality(a), w) !== 0 && coefficient(sys.inequality(a), w) > 0 !== base.coefs[i] > 0);
          if (sys.values[w] === UNKNOWN && opposite) cancellable += Math.abs(base.coefs[i]);
        });
        const own = dir * coefficient(base, v);
        out.push({
          pure,
          skipped: pure && !chainMayForce(own, sys.slack(b), gain, cancellable, bestAlone, leastAidV),
          skippedMixed: !mixedChainMayForce(own, sys.slack(b), cancellable, aidsShare, leastAidV),
          chain: grower.grow(b, aids, v, dir) !== null,
        });
      }
    }
  }
  return out;
}

describe('the bounds of the weighing', () => {
  it('never skip a base whose chain forces, on random small systems', () => {
    let skipped = 0;
    let skippedMixed = 0;
    let chains = 0;
    let mixedChains = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }).chain((n) => fc.tuple(fc.constant(n), fc.array(spec(n), { minLength: 2, maxLength: 10 }))),
        ([n, list]) => {
          for (const v of verdicts(n, list)) {
            expect(v.skipped && v.chain).toBe(false);
            expect(v.skippedMixed && v.chain).toBe(false);
            if (v.skipped) skipped++;
            if (v.skippedMixed && !v.pure) skippedMixed++;
            if (v.chain) chains++;
            if (v.chain && !v.pure) mixedChains++;
          }
        },
      ),
      { numRuns: 3000, seed: 11 },
    );
    // The check is not empty: both bounds skip often, and chains are found, with aids of both kinds.
    expect(skipped).toBeGreaterThan(200);
    expect(skippedMixed).toBeGreaterThan(200);
    expect(chains).toBeGreaterThan(50);
    expect(mixedChains).toBeGreaterThan(50);
  });
});

/**
 * The selective method: build only sums that can force something, aimed at
 * one undecided variable at a time.
 *
 * Two facts decide which sums are worth building.
 * 1. A sum of inequalities that share no variable with opposite signs forces
 *    nothing new: its slack is the sum of the slacks and no coefficient grows
 *    beyond them. Useful sums cancel a variable.
 * 2. To force v = 0 we need a sum whose coefficient of v is negative and
 *    larger than its slack (v = 1: positive). Call coef·direction − slack the
 *    gap; v is forced when the gap is positive. Adding an inequality `a` to a
 *    sum T changes the gap by  dir·a_v − slack(a) + cancel(T, a),  where
 *    cancel is how much of T's largest left side `a` takes away.
 *
 * First tier, "stars" (aim.ts): for target v and direction dir, the "aids"
 * are the inequalities with v on the wanted side; a "base" is any inequality
 * that cancels a variable of an aid. From each base we add aids greedily while
 * the gap grows. One ≥ 1 inequality plus the ≤ 1 segments of a cell is exactly
 * Tatham's "tricky" deduction, and any single pair that forces v is found at
 * the first addition (by fact 1 one of the two is an aid and the other
 * cancels something of it). Only a star that forces is built: its last sum is
 * stored for forcing, the partial sums before it only as a record for the
 * "why" tree; everything else is weighed on scratch arrays and thrown away. A
 * base is weighed again only if it or an aid changed since v was last tried:
 * the gap of a sum can only grow when a summand's slack fell.
 *
 * Second tier, "chain sums" (chain.ts), only when no star forces anything:
 * the sum of the inequalities along a chain of forcing that ends in a
 * contradiction. Then back to the stars.
 */
import { SumAimer } from './aim';
import { chainSum } from './chain';
import { UNKNOWN } from './forcing';
import type { MethodOutcome } from './pairs';
import { PROBE_PASS_WORK, ProbePass } from './probe';
import type { EngineRun } from './run';

// When a trial hands the board back, only targets near what changed are
// weighed again, so the aimer (which remembers when each target was last
// tried) outlives one call.
const aimers = new WeakMap<EngineRun, SumAimer>();

export interface SelectiveOptions {
  /** Longest chain of additions from one base. */
  maxChain?: number;
  /** Use the second tier, chain sums (chain.ts), when no star forces anything. */
  chains?: boolean;
}

export function runSelective(run: EngineRun, options: SelectiveOptions = {}): MethodOutcome {
  const maxChain = options.maxChain ?? 8;
  const sys = run.system;
  const n = sys.variableCount;
  const aimer = aimers.get(run) ?? new SumAimer(run, maxChain);
  aimers.set(run, aimer);
  const first = run.propagate();
  if (first !== 'ok') return first;
  while (!run.solved) {
    const round = ++run.stats.rounds;
    const builtBefore = run.stats.sumsBuilt;
    const triedBefore = run.stats.pairsTried;
    let progress = false;
    for (let v = 0; v < n; v++) {
      for (const goal of [0, 1] as const) {
        if (sys.values[v] !== UNKNOWN) break;
        if (run.tick()) return 'stopped';
        const chain = aimer.aim(v, goal);
        if (!chain) continue;
        let id = chain[0];
        for (let k = 1; k < chain.length; k++) id = run.addSum(id, chain[k], k === chain.length - 1).id;
        progress = true;
        const outcome = run.propagate();
        if (outcome !== 'ok') return outcome;
      }
    }
    run.sink?.({
      kind: 'round',
      depth: 0,
      method: 'selective',
      round,
      inequalities: sys.size,
      built: run.stats.sumsBuilt - builtBefore,
      tried: run.stats.pairsTried - triedBefore,
      capHit: false,
      cap: null,
    });
    if (run.solved) break;
    let cut = false;
    if (!progress && options.chains !== false) {
      const outcome = chainTier(run);
      if (outcome === 'progress') continue;
      if (outcome !== 'ok' && outcome !== 'cut') return outcome;
      cut = outcome === 'cut';
    }
    if (!progress) {
      run.sink?.({
        kind: 'stall',
        depth: 0,
        method: 'selective',
        undecided: n - sys.assignedCount,
        reason:
          options.chains === false
            ? 'no sum of a base and the inequalities around an undecided cell forces it'
            : cut
              ? `no sum around a cell settles any cell, and looking ahead for chains stopped after ${PROBE_PASS_WORK.toLocaleString('en-US')} steps of work without finding one`
              : 'no sum around a cell, and no sum along a chain of forcing, settles any cell',
      });
      return 'stalled';
    }
  }
  return 'solved';
}


/**
 * One pass of chain sums over the undecided cells (each found sum is built
 * and forced at once, so later look-aheads start from more knowns); then the
 * cheaper stars get the board back. 'cut' when the pass ran out of work
 * (ProbePass) before it found anything.
 */
function chainTier(run: EngineRun): 'progress' | 'ok' | 'cut' | MethodOutcome {
  const sys = run.system;
  let progress = false;
  const pass = new ProbePass(run, run.resumeAt.chains);
  for (let k = 0, v = pass.variable(0); v !== null; v = pass.variable(++k)) {
    if (sys.values[v] !== UNKNOWN) continue;
    const found = chainSum(run, v);
    if (found === 'stopped') return 'stopped';
    if (!found) continue;
    run.sink?.({ kind: 'chain', depth: 0, variable: v, assumed: found.assumed, inequalities: found.ids });
    let id = found.ids[0];
    for (let k = 1; k < found.ids.length; k++) id = run.addSum(id, found.ids[k], k === found.ids.length - 1).id;
    run.stats.chainSums++;
    run.stats.chainLongest = Math.max(run.stats.chainLongest, found.ids.length);
    const outcome = run.propagate();
    if (outcome !== 'ok') return outcome;
    progress = true;
  }
  run.resumeAt.chains = pass.stoppedAt ?? 0;
  return progress ? 'progress' : pass.stoppedAt !== null ? 'cut' : 'ok';
}

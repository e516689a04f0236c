/**
 * The trial step, used only when the chosen method is stuck, and labelled as
 * such in the trace: assume a value for one undecided variable (a lamp
 * first), force to a fixpoint; if some inequality can no longer hold, the
 * assumption was wrong and the variable takes the other value. That
 * conclusion is sound (it holds in every solution), so the method may then
 * carry on from it — this is the lesson's "guess a lamp; a contradiction means
 * it was a cross", with the guess undone when it leads nowhere.
 */
import { chainIds, chainSumOf } from './chain';
import { inequalityToJson, slackOf, type Inequality } from './inequality';
import type { TrialStep } from './derivation';
import { NO_CONFLICT, STOPPED, UNKNOWN } from './forcing';
import { disagreement, FRUITLESS_PASS_WORK, lookAhead, probe, ProbePass } from './probe';
import type { EngineRun, PropagateOutcome } from './run';

/** Steps kept per trial for the "why" tree and the trace. */
const MAX_TRIAL_STEPS = 400;

export type TrialOutcome = PropagateOutcome | 'nothing';

/**
 * One round of trials: every undecided variable in turn is assumed a lamp
 * (1), then a cross (0). Each assumption that fails settles the variable the
 * other way, and forcing carries on from there before the next probe. A whole
 * round before handing back to the method, because each hand-back costs the
 * method a pass over the board. Returns 'nothing' when no assumption failed.
 *
 * Each assumption is first followed by the fast look-ahead; only one that
 * fails is followed again in the exact order, for the steps the trace shows.
 * A round that runs out of work (ProbePass) stops, says so, and the next
 * round starts where it stopped.
 */
export function trialRound(run: EngineRun): TrialOutcome {
  const sys = run.system;
  let concluded = 0;
  const pass = new ProbePass(run, run.resumeAt.trials);
  for (let k = 0, v = pass.variable(0); v !== null; v = pass.variable(++k)) {
    for (const assumed of [1, 0] as const) {
      if (sys.values[v] !== UNKNOWN) break;
      run.stats.probes++;
      if (run.tick(1)) return 'stopped';
      const ahead = lookAhead(run, v, assumed);
      if (ahead === 'stopped') return 'stopped';
      if (ahead === 'holds') continue;
      const steps: TrialStep[] = [];
      // For the trace: the chain the look-ahead would add up (as chain.ts does), to show the sum that fails to force.
      const fired: number[] = [];
      const reasonOf = new Map<number, number>();
      const failed = probe(
        run,
        v,
        assumed,
        'exact',
        (conflict): { conflict: number; inequality: Inequality; chain: number[] } | 'stopped' => {
          if (conflict === STOPPED) return 'stopped';
          if (conflict === NO_CONFLICT) throw disagreement(v, assumed);
          return { conflict, inequality: sys.reduced(conflict), chain: run.sink ? chainIds(run, conflict, fired, reasonOf) : [] };
        },
        (by, forced) => {
          if (run.sink) {
            fired.push(by);
            for (const f of forced) reasonOf.set(f.variable, by);
          }
          for (const f of forced) {
            if (steps.length < MAX_TRIAL_STEPS) steps.push({ variable: f.variable, value: f.value, by });
          }
        },
      );
      if (failed === 'stopped') return 'stopped';
      const { conflict } = failed;
      // Added up with the values known before the supposition, as a chain sum is: it does not force the other value.
      const chain = run.sink ? chainSumOf(run, failed.chain) : null;
      const value = assumed === 1 ? 0 : 1;
      sys.assign(v, value, { kind: 'trial', assumed, conflict, steps });
      run.stats.trials++;
      if (run.sink) {
        run.sink({
          kind: 'trial',
          depth: 0,
          variable: v,
          assumed,
          concluded: value,
          conflict,
          conflictInequality: inequalityToJson(failed.inequality),
          steps: steps.length,
          chain: chain && {
            inequalities: failed.chain.length,
            slack: slackOf(chain),
            coefficient: chain.vars.includes(v) ? chain.coefs[chain.vars.indexOf(v)] : 0,
          },
        });
        for (const s of steps) run.sink({ kind: 'trial-step', depth: 1, ...s });
        run.showSum(conflict);
      }
      concluded++;
      pass.concluded();
      const outcome = run.propagate();
      if (outcome !== 'ok') return outcome;
    }
  }
  run.resumeAt.trials = pass.stoppedAt ?? 0;
  if (pass.stoppedAt !== null && concluded === 0) {
    run.sink?.({
      kind: 'stall',
      depth: 0,
      method: 'trials',
      undecided: sys.variableCount - sys.assignedCount,
      reason: `a round of trials that meets no contradiction stops after ${FRUITLESS_PASS_WORK.toLocaleString('en-US')} steps of work; the search settles the rest`,
    });
  }
  return concluded > 0 ? 'ok' : 'nothing';
}

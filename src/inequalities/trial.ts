/**
 * The trial step, used only when the chosen method is stuck, and labelled as
 * such in the trace: assume a value for one undecided variable (a lamp
 * first), force to a fixpoint; if some inequality can no longer hold, the
 * assumption was wrong and the variable takes the other value. That
 * conclusion is sound (it holds in every solution), so the method may then
 * carry on from it — this is the seed's "guess a lamp; a contradiction means
 * it was a cross", with the guess undone when it leads nowhere.
 */
import { inequalityToJson } from './inequality';
import type { TrialStep } from './derivation';
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
 */
export function trialRound(run: EngineRun): TrialOutcome {
  const sys = run.system;
  const n = sys.variableCount;
  let concluded = 0;
  for (let v = 0; v < n; v++) {
    for (const assumed of [1, 0] as const) {
      if (sys.values[v] !== -1) break;
      run.stats.probes++;
      if (run.tick()) return 'stopped';
      const steps: TrialStep[] = [];
      const mark = sys.mark();
      sys.assign(v, assumed, { kind: 'assumption' });
      const conflict = sys.propagate(
        (by, forced) => {
          for (const f of forced) {
            if (steps.length < MAX_TRIAL_STEPS) steps.push({ variable: f.variable, value: f.value, by });
          }
        },
        () => run.tick(),
      );
      const conflictIneq = conflict !== null && conflict >= 0 ? sys.reduced(conflict) : null;
      sys.undo(mark);
      if (conflict === null) return 'stopped';
      if (conflict < 0 || !conflictIneq) continue;
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
          conflictInequality: inequalityToJson(conflictIneq),
          steps: steps.length,
        });
        for (const s of steps) run.sink({ kind: 'trial-step', depth: 1, ...s });
        run.showSum(conflict);
      }
      concluded++;
      const outcome = run.propagate();
      if (outcome !== 'ok') return outcome;
    }
  }
  return concluded > 0 ? 'ok' : 'nothing';
}

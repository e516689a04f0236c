/**
 * The by-hand tool's last resort, a labelled trial: when no single
 * inequality and no sum of two forces anything, suppose one open variable
 * takes a value, force from single inequalities, and if some inequality can
 * no longer hold, the supposition was wrong and the variable takes the other
 * value. It is the same trial the play mode's hint and the solver take
 * (next-step.ts `forceFrom`, src/inequalities/trial.ts), offered to the
 * reader by the by-hand Hint only when forcing and pairs are stuck
 * (hand-state.ts `handHint`), and always called a trial, never a deduction.
 *
 * This file knows the by-hand list only by its type, so hand-state.ts can
 * ask it without an import cycle.
 */
import { UNKNOWN } from './forcing';
import type { HandInequality } from './hand-state';
import { StepFinder } from './next-step';

export interface HandTrial {
  variable: number;
  assumed: 0 | 1;
  /** The value the trial proves: the other one. */
  concluded: 0 | 1;
  /** What forcing set after the supposition, each with the listed inequality that forced it, in order. */
  steps: { variable: number; value: number; by: HandInequality }[];
  /** The listed inequality that could no longer hold. */
  conflict: HandInequality;
}

/**
 * The trial a reader can follow most easily: of every open variable and both
 * values, the supposition whose forcing reaches a contradiction in the fewest
 * steps (supposing 1, placing a state, before 0 on ties; then the lower
 * variable), or null when no supposition fails.
 */
export function findHandTrial(list: readonly HandInequality[], values: readonly number[]): HandTrial | null {
  const finder = new StepFinder(list.map((x) => x.inequality), values.length);
  let best: HandTrial | null = null;
  for (let variable = 0; variable < values.length; variable++) {
    if (values[variable] !== UNKNOWN) continue;
    for (const assumed of [1, 0] as const) {
      const run = finder.forceFrom(values, variable, assumed);
      if (run.conflict < 0 || (best && run.steps.length >= best.steps.length)) continue;
      best = {
        variable,
        assumed,
        concluded: (1 - assumed) as 0 | 1,
        steps: run.steps.map((s) => ({ variable: s.variable, value: s.value, by: list[s.by] })),
        conflict: list[run.conflict],
      };
    }
  }
  return best;
}

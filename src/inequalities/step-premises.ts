/**
 * Which known values a step of the by-hand method actually needs: its
 * premises. A proof that names a value its step did not use reads as a
 * dependence that is not there ("with x₅ = 1 known, clue 3 forces x₄ and
 * x₉", where the clue's three cells are forced by the clue alone). A known
 * value is needed only if, with it taken as unknown again, the step's
 * inequality (or the sum of its inequalities) no longer forces what it
 * forced: a value that gives its term the largest size it can have leaves
 * the slack as it was, and so is never needed.
 *
 * The values are dropped one at a time, in variable order, while the step
 * still forces everything it forced; what is left is enough, and no single
 * one of it can be dropped. Genre-free.
 */
import { forcedBy, UNKNOWN } from './forcing';
import { addInequalities, type Inequality } from './inequality';
import { stepInequalities, type Deduction } from './next-step';

/** The variables known in `before` whose values `step` (taken from `before`) needs, in variable order. */
export function stepPremises(given: readonly Inequality[], step: Deduction, before: readonly number[]): number[] {
  const ids = stepInequalities(step);
  const inStep = [...new Set(ids.flatMap((id) => [...given[id].vars]))].filter((v) => before[v] !== UNKNOWN).sort((a, b) => a - b);
  // A trial's forcing runs through many inequalities in turn: every known value in them stays a premise.
  if (step.kind === 'trial') return inStep;
  const sum = ids.map((id) => given[id]).reduce((a, b) => addInequalities(a, b));
  const values = [...before];
  const stillForces = () => {
    const out = forcedBy(sum, values);
    return !out.contradiction && step.forced.every((f) => out.forced.some((g) => g.variable === f.variable && g.value === f.value));
  };
  return inStep.filter((v) => {
    const known = values[v];
    values[v] = UNKNOWN;
    if (stillForces()) return false;
    values[v] = known;
    return true;
  });
}

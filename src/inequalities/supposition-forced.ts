/**
 * What a look-ahead's supposition forced, for drawing: the look-ahead
 * (events.ts's ChainEvent) records the supposed variable and the inequalities
 * its chain sum adds up, not the values forcing set on the way. Forcing from
 * those inequalities alone, with the values known before the step and the
 * supposition put in, sets them again, until one breaks (the last of the
 * chain). A drawing, not a proof: nothing here is settled.
 */
import { forcedBy, UNKNOWN } from './forcing';
import type { Inequality } from './inequality';

/**
 * The values under the supposition: `values` (known before the step, UNKNOWN where open) with `variable` = `assumed` and what
 * the chain's inequalities force from there, to a fixpoint or until one of them can no longer hold.
 */
export function valuesUnderSupposition(inequality: (id: number) => Inequality, chain: readonly number[], values: readonly number[],
  variable: number, assumed: 0 | 1): number[] {
  const under = [...values];
  under[variable] = assumed;
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of chain) {
      const outcome = forcedBy(inequality(id), under);
      if (outcome.contradiction) return under;
      for (const f of outcome.forced) {
        if (under[f.variable] !== UNKNOWN) continue;
        under[f.variable] = f.value;
        changed = true;
      }
    }
  }
  return under;
}

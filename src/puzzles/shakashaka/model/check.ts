/**
 * Holding a filled board against the model: which inequalities a 0/1
 * assignment breaks, grouped by family. This is how the lesson answers the
 * question the course note leaves open — a board can satisfy every published family and
 * still fail the rules check — with our own model and our own judge.
 */
import { satisfiedBy } from '../../../inequalities/inequality';
import type { Family } from './families';
import { solutionToValues, type ShakashakaModel } from '../model';

export interface ModelVerdict {
  /** Ids of the inequalities the assignment breaks, in model order. */
  broken: number[];
  /** How many inequalities of each family of the model it breaks. */
  brokenByFamily: Partial<Record<Family, number>>;
}

/** The inequalities of `model` that `values` (one 0/1 per variable) breaks. */
export function checkAssignment(model: ShakashakaModel, values: ArrayLike<number>): ModelVerdict {
  const broken: number[] = [];
  const brokenByFamily: Partial<Record<Family, number>> = {};
  for (const f of model.families) brokenByFamily[f] = 0;
  model.constraints.forEach((c, id) => {
    if (satisfiedBy(c.inequality, values)) return;
    broken.push(id);
    brokenByFamily[c.family] = (brokenByFamily[c.family] ?? 0) + 1;
  });
  return { broken, brokenByFamily };
}

/** The same for a filled board; null when a white cell holds something that is no state. */
export function checkFilledBoard(model: ShakashakaModel, solution: readonly string[]): ModelVerdict | null {
  const values = solutionToValues(model, solution);
  return values && checkAssignment(model, values);
}

/**
 * The model handed to the inequality engine: constraint i becomes the
 * system's inequality i, labelled in words for the "why" trees. The one place
 * (with solve-steps.ts) where this genre touches the engine's API.
 */
import { InequalitySystem } from '../../inequalities/system';
import { constraintLabel } from './model-words';
import type { ShakashakaModel } from './model';

/**
 * Labels are made on demand only for small models; on a large board a label
 * per inequality would cost more than the deduction, so they read "(family)
 * row n" there and the views ask model-words.ts for the sentence.
 */
const LABEL_LIMIT = 20_000;

export function modelSystem(model: ShakashakaModel): InequalitySystem {
  const system = new InequalitySystem(model.variables.length);
  const words = model.constraints.length <= LABEL_LIMIT;
  model.constraints.forEach((c, id) => {
    const label = words ? constraintLabel(model, id) : `(${c.family}) row ${c.row + 1} of the model`;
    system.add(c.inequality, { kind: 'given', label });
  });
  return system;
}

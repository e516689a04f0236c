/**
 * The model handed to the inequality engine: constraint i becomes the
 * system's inequality i, labelled in words for the "why" trees and the
 * reasons of an unsolvable board. The one place (with solve-steps.ts) where
 * this genre touches the engine's API.
 */
import type { BudgetClock } from '../../../core/budget';
import { InequalitySystem } from '../../../inequalities/system';
import type { GivenInequalities } from '../../../inequalities/why';
import { constraintLabel } from './words';
import type { ShakashakaModel } from '../model';

/**
 * An inequality's origin whose label is written when someone reads it: a
 * large board has a hundred thousand inequalities, and only the few a reader
 * looks at (or a contradiction names) need their sentence.
 */
class ModelOrigin {
  readonly kind = 'given' as const;
  constructor(
    private readonly model: ShakashakaModel,
    private readonly id: number,
  ) {}

  get label(): string {
    return constraintLabel(this.model, this.id);
  }

  toJSON(): { kind: 'given'; label: string } {
    return { kind: this.kind, label: this.label };
  }
}

/** The system of the model's inequalities. */
export function modelSystem(model: ShakashakaModel): InequalitySystem {
  return addModel(model) as InequalitySystem;
}

/**
 * The same, counting the work on `clock` after the build's own (the build
 * counted terms and rows); null when the clock ran out while adding them.
 */
export function addModel(model: ShakashakaModel, clock?: BudgetClock): InequalitySystem | null {
  const system = new InequalitySystem(model.variables.length);
  const { constraints } = model;
  const done = model.terms + model.rows.length;
  for (let id = 0; id < constraints.length; id++) {
    system.add(constraints[id].inequality, new ModelOrigin(model, id));
    if (clock?.tick(done + id)) return null;
  }
  return system;
}

/** The model's own inequalities as the "why" trees read them (src/inequalities/why.ts): their variables and their sentences. */
export function givenInequalities(model: ShakashakaModel): GivenInequalities {
  return {
    variables: (id) => model.constraints[id]?.inequality.vars,
    label: (id) => (model.constraints[id] ? constraintLabel(model, id) : `inequality (${id + 1})`),
  };
}

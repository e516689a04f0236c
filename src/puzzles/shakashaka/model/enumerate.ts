/**
 * Every assignment a model admits, up to a cap: a depth-first search over the
 * white cells with forcing at every node (the inequality system's own
 * propagation). Used to hold the model against the rules on small boards —
 * to count what each variant admits, and what the rules check accepts of it —
 * not to solve puzzles (the methods do that).
 *
 * It branches on a cell, not a variable: the undecided cell with the fewest
 * states left, each state in turn, so every leaf is a different board.
 */
import { BudgetClock, type Budget } from '../../../core/budget';
import type { InequalitySystem } from '../../../inequalities/system';
import type { ShakashakaModel } from '../model';
import { modelSystem } from './system';

/**
 * What `propagate` returns when no inequality failed (−1); an id ≥ 0 names
 * the one that failed, anything else means the budget stopped it.
 */
const NO_CONFLICT = -1;

export interface Enumeration {
  /** The assignments found (one 0/1 per variable), at most `cap`. */
  found: Int8Array[];
  /** True when the search went through the whole tree (not stopped by the cap or the budget). */
  complete: boolean;
  nodes: number;
}

/**
 * The assignments of `model` (with `fixed` variables set to 1 first), up to
 * `cap`. `system` may be passed to reuse a built one; it is left as it was.
 */
export function enumerateAssignments(
  model: ShakashakaModel,
  cap: number,
  budget: Budget = {},
  fixed: readonly { variable: number; value: 0 | 1 }[] = [],
  system: InequalitySystem = modelSystem(model),
): Enumeration {
  const clock = new BudgetClock(budget, 1024);
  const cells = model.variables.length / 5;
  const values = system.values;
  const found: Int8Array[] = [];
  let nodes = 0;
  let stopped = false;
  const root = system.mark();
  let ok = true;
  for (const { variable, value } of fixed) {
    if (values[variable] === -1) system.assign(variable, value, { kind: 'assumption' });
    else if (values[variable] !== value) ok = false;
  }
  ok = ok && system.propagate(undefined, () => clock.tick(nodes)) === NO_CONFLICT;

  // Returns true when the search must end (the cap, or the budget).
  const visit = (): boolean => {
    if (clock.tick(++nodes)) return (stopped = true);
    let best = -1;
    let fewest = 6;
    for (let cell = 0; cell < cells; cell++) {
      let open = 0;
      let chosen = false;
      for (let s = 0; s < 5; s++) {
        const x = values[5 * cell + s];
        if (x === 1) chosen = true;
        else if (x === -1) open++;
      }
      if (!chosen && open < fewest) {
        best = cell;
        fewest = open;
      }
    }
    if (best < 0) {
      found.push(Int8Array.from(values));
      return found.length >= cap;
    }
    for (let s = 0; s < 5; s++) {
      const v = 5 * best + s;
      if (values[v] !== -1) continue;
      const mark = system.mark();
      system.assign(v, 1, { kind: 'assumption' });
      const conflict = system.propagate(undefined, () => clock.tick(nodes));
      const done = conflict === NO_CONFLICT ? visit() : conflict === null || conflict < 0 ? (stopped = true) : false;
      system.undo(mark);
      if (done) return true;
    }
    return false;
  };
  const ended = ok ? visit() : false;
  system.undo(root);
  return { found, complete: !ended && !stopped, nodes };
}

/**
 * "Why is this a lamp?", read from the recorded trace alone: the step that
 * settled a variable names its inequality (`deduce`, as it stood then), a
 * built inequality's step names its two parents as they stood when they were
 * added (`sum`), and a trial lists what forcing did under its assumption
 * (`trial` and its `trial-step`s). So the tree behind a value — the
 * inequality that forced it, the known values put into it (each with its own
 * reason), for a sum its two parents, down to the given inequalities — needs
 * nothing but the trace and the model's own inequalities: no solver kept
 * alive, no second solve.
 *
 * The full tree can be large, so each variable is explained once (later
 * mentions point back) and the tree is cut after `maxNodes` nodes. A
 * variable the trace does not show being settled (decided by the search, or
 * in a part of a long trace the recorder left out) has no tree.
 */
import type { EngineEvent, SumEvent, TrialStepEvent } from './events';
import type { TrialStep } from './derivation';
import type { InequalityJson } from './inequality';

export type WhyNode =
  | { kind: 'value'; variable: number; value: 0 | 1; because: WhyNode }
  /** Explained elsewhere in the tree, assumed by a search, or past the size limit. */
  | { kind: 'value-ref'; variable: number; value: 0 | 1; note: 'above' | 'assumption' | 'cut' }
  | {
      kind: 'inequality';
      id: number;
      /** The given inequality's label, or 'sum' for a built one. */
      label: string;
      /** As it stood when it was used, known values substituted. */
      inequality: InequalityJson;
      /** The known values that were substituted. */
      uses: WhyNode[];
      /** For a sum: the two inequalities added, as they stood then. */
      parents: [WhyNode, WhyNode] | null;
    }
  | {
      kind: 'trial';
      assumed: 0 | 1;
      conflict: number;
      conflictInequality: InequalityJson;
      /** What forcing derived under the assumption, up to the conflict. */
      steps: TrialStep[];
    };

/** The model's own inequalities, which the trace refers to by number. */
export interface GivenInequalities {
  /** The variables of given inequality `id`, or undefined when `id` is not a given one. */
  variables(id: number): readonly number[] | undefined;
  /** Its label in words. */
  label(id: number): string;
}

type Settled =
  | { kind: 'deduce'; value: 0 | 1; by: number; inequality: InequalityJson }
  | { kind: 'trial'; value: 0 | 1; assumed: 0 | 1; conflict: number; conflictInequality: InequalityJson; steps: TrialStep[] };

/**
 * An index over one trace, built in one pass, that answers "why" for any
 * variable it shows settled.
 */
export class TraceExplainer {
  private readonly settled = new Map<number, Settled>();
  private readonly sums = new Map<number, SumEvent>();

  constructor(
    private readonly given: GivenInequalities,
    events: readonly { kind: string; depth: number }[],
  ) {
    let trial: Extract<Settled, { kind: 'trial' }> | null = null;
    for (const raw of events) {
      const e = raw as EngineEvent;
      if (e.depth === 0) trial = null;
      switch (e.kind) {
        case 'deduce':
          for (const f of e.forced) {
            if (!this.settled.has(f.variable)) this.settled.set(f.variable, { kind: 'deduce', value: f.value, by: e.by, inequality: e.inequality });
          }
          break;
        case 'sum':
          this.sums.set(e.id, e);
          break;
        case 'trial':
          trial = { kind: 'trial', value: e.concluded, assumed: e.assumed, conflict: e.conflict, conflictInequality: e.conflictInequality, steps: [] };
          if (!this.settled.has(e.variable)) this.settled.set(e.variable, trial);
          break;
        case 'trial-step':
          if (trial) trial.steps.push(stepOf(e));
          break;
      }
    }
  }

  /** True when the trace shows how `variable` was settled. */
  explains(variable: number): boolean {
    return this.settled.has(variable);
  }

  /** The why tree of `variable`, or null when the trace does not show it settled. */
  why(variable: number, maxNodes = 80): WhyNode | null {
    if (!this.settled.has(variable)) return null;
    const shown = new Set<number>();
    let budget = maxNodes;

    const explainVariable = (v: number): WhyNode => {
      const s = this.settled.get(v);
      if (!s) return { kind: 'value-ref', variable: v, value: 0, note: 'assumption' };
      if (shown.has(v)) return { kind: 'value-ref', variable: v, value: s.value, note: 'above' };
      if (--budget < 0) return { kind: 'value-ref', variable: v, value: s.value, note: 'cut' };
      shown.add(v);
      if (s.kind === 'trial') {
        const { assumed, conflict, conflictInequality, steps } = s;
        return { kind: 'value', variable: v, value: s.value, because: { kind: 'trial', assumed, conflict, conflictInequality, steps } };
      }
      return { kind: 'value', variable: v, value: s.value, because: explainInequality(s.by, s.inequality) };
    };

    // `asStood`: the inequality with the values then known put in. The known
    // values it used are its variables that are no longer in it.
    const explainInequality = (id: number, asStood: InequalityJson): WhyNode => {
      budget--;
      const sum = this.sums.get(id);
      const all = sum ? sum.inequality.terms.map(([v]) => v) : this.given.variables(id) ?? [];
      const left = new Set(asStood.terms.map(([v]) => v));
      const uses = all.filter((w) => !left.has(w)).map(explainVariable);
      const parents: [WhyNode, WhyNode] | null =
        sum && budget > 0 ? [explainInequality(sum.parents[0], sum.left), explainInequality(sum.parents[1], sum.right)] : null;
      return { kind: 'inequality', id, label: sum ? 'sum' : this.given.label(id), inequality: asStood, uses, parents };
    };

    return explainVariable(variable);
  }
}

/**
 * Why a variable has no tree, which the run itself tells: it is still open
 * (`open`); the recorder dropped part of a long trace, where its step may lie
 * (`cut`); or the whole trace is there and holds no step settling it, so the
 * last-resort search chose its value (`search`).
 */
export type Unsettled = 'open' | 'cut' | 'search';

export function unsettledReason(value: number, traceTruncated: boolean): Unsettled {
  if (value !== 0 && value !== 1) return 'open';
  return traceTruncated ? 'cut' : 'search';
}

function stepOf(e: TrialStepEvent): TrialStep {
  return { variable: e.variable, value: e.value, by: e.by };
}

/** Number of nodes in a why tree (for tests and for sizing a drawing). */
export function countWhyNodes(node: WhyNode): number {
  if (node.kind === 'value') return 1 + countWhyNodes(node.because);
  if (node.kind === 'inequality') {
    let n = 1;
    for (const u of node.uses) n += countWhyNodes(u);
    if (node.parents) n += countWhyNodes(node.parents[0]) + countWhyNodes(node.parents[1]);
    return n;
  }
  return 1;
}

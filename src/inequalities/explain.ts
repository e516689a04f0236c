/**
 * "Why is this a lamp?": rebuilds, from the derivations the system kept, the
 * tree behind one variable's value — the inequality that forced it (as it
 * stood then), the known values substituted into it (each with its own
 * reason), and for a sum its two parents, down to the given inequalities.
 *
 * The full tree can be large, so each variable is explained once (later
 * mentions point back) and the tree is cut after `maxNodes` nodes.
 */
import type { TrialStep } from './derivation';
import { inequalityToJson, type InequalityJson } from './inequality';
import type { InequalitySystem } from './system';

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

export function whyTree(system: InequalitySystem, variable: number, maxNodes = 80): WhyNode | null {
  const value = system.values[variable];
  if (value !== 0 && value !== 1) return null;
  const shown = new Set<number>();
  let budget = maxNodes;

  const explainVariable = (v: number): WhyNode => {
    const val = system.values[v] as 0 | 1;
    const reason = system.reason(v);
    if (shown.has(v)) return { kind: 'value-ref', variable: v, value: val, note: 'above' };
    if (!reason || reason.kind === 'assumption') {
      return { kind: 'value-ref', variable: v, value: val, note: 'assumption' };
    }
    if (--budget < 0) return { kind: 'value-ref', variable: v, value: val, note: 'cut' };
    shown.add(v);
    if (reason.kind === 'trial') {
      return {
        kind: 'value',
        variable: v,
        value: val,
        because: {
          kind: 'trial',
          assumed: reason.assumed,
          conflict: reason.conflict,
          conflictInequality: inequalityToJson(system.inequality(reason.conflict)),
          steps: reason.steps,
        },
      };
    }
    // Knowns used: set before v, and not by this same inequality (siblings it forced with v).
    const before = system.assignedAt(v) - 1;
    return { kind: 'value', variable: v, value: val, because: explainInequality(reason.id, before) };
  };

  const explainInequality = (id: number, time: number): WhyNode => {
    budget--;
    const origin = system.origin(id);
    const ineq = system.inequality(id);
    const uses: WhyNode[] = [];
    for (const w of ineq.vars) {
      if (system.values[w] === -1 || system.assignedAt(w) > time) continue;
      const r = system.reason(w);
      if (r?.kind === 'inequality' && r.id === id) continue;
      uses.push(explainVariable(w));
    }
    const parents: [WhyNode, WhyNode] | null =
      origin.kind === 'sum' && budget > 0
        ? [explainInequality(origin.parents[0], origin.at), explainInequality(origin.parents[1], origin.at)]
        : null;
    return {
      kind: 'inequality',
      id,
      label: origin.kind === 'given' ? origin.label : 'sum',
      inequality: inequalityToJson(system.reduced(id, time)),
      uses,
      parents,
    };
  };

  return explainVariable(variable);
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

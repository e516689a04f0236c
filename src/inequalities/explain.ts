/**
 * "Why is this a lamp?" from a live inequality system: the derivations the
 * system kept after a solve. Views and exports read the same trees from the
 * recorded trace instead (why.ts), which needs no solver kept alive; this
 * one remains for the Akari worker's `why` call (the generic worker that
 * replaces it has no such call) and as the reference tests hold why.ts to:
 * both must give the same tree for the same run.
 */
import { UNKNOWN } from './forcing';
import { inequalityToJson } from './inequality';
import type { InequalitySystem } from './system';
import type { WhyNode } from './why';

export type { WhyNode } from './why';
export { countWhyNodes } from './why';

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
      if (system.values[w] === UNKNOWN || system.assignedAt(w) > time) continue;
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

/**
 * The last resort after deduction and single trials: a depth-first search over
 * the undecided variables with forcing at every node, counting solutions up
 * to `limit`. It tells a unique solution from several (and from none), which
 * deduction alone cannot do once it is stuck. Everything it assigns is undone.
 *
 * - It branches on a chosen variable: the undecided one in the most
 *   inequalities that can still fail (ties to the lower number), so a choice
 *   settles as much as it can; then the value that satisfies more of the
 *   inequalities it is in that can still fail, then the other (see
 *   `firstValue`).
 * - A dead end teaches something that holds in every solution: the
 *   decisions that forcing needed to reach the contradiction cannot all
 *   stand together. That is stored as a learned inequality
 *   (Σ over those decisions of "the other value" ≥ 1), which forces as soon
 *   as all but one of them recur elsewhere in the tree.
 * - The first nodes are recorded (as `search-node` events, a tree a view can
 *   draw); the count of all of them is always kept.
 * - A caller whose model may admit assignments that are no solution (a
 *   published model known to be too weak) passes `accept`: a full assignment
 *   it refuses is a dead end, not a solution, and the search goes on.
 */
import type { SearchNodeEvent } from '../core/search-tree';
import { NO_CONFLICT, STOPPED, UNKNOWN } from './forcing';
import type { Inequality } from './inequality';
import { probe } from './probe';
import { subscriptName } from './vocabulary';
import type { EngineRun } from './run';

/** Nodes recorded in the trace; the search goes on past them uncounted in the trace. */
export const MAX_RECORDED_NODES = 200;
/** Learned inequalities kept per search, so a long search cannot fill the memory. */
export const MAX_LEARNED = 2_000;

export interface SearchResult {
  /** Solutions found, at most `limit`. */
  solutions: number;
  /** The first solution found (every variable 0 or 1), or null. */
  first: Int8Array | null;
  nodes: number;
  /** Inequalities learned from dead ends. */
  learned: number;
  /** Full assignments `accept` refused. */
  refused: number;
  /** Dead ends (refused assignments included) met before the first solution: what finding one solution cost, as a grade reads it. */
  deadEndsToFirst: number;
  stopped: boolean;
}

/** The judge of a full assignment (every variable 0 or 1; read it, don't keep it): false when it is no solution. */
export type AcceptAssignment = (values: Int8Array) => boolean;

export function searchSolutions(run: EngineRun, limit = 2, accept?: AcceptAssignment): SearchResult {
  const sys = run.system;
  const undecided = sys.variableCount - sys.assignedCount;
  const result: SearchResult = { solutions: 0, first: null, nodes: 0, learned: 0, refused: 0, deadEndsToFirst: 0, stopped: false };
  const order = branchingOrder(run);
  const base = sys.assignedCount;
  const recorded: SearchNodeEvent[] = [];
  // Node ids are their numbers in visiting order: the node just counted is nodes − 1.
  // `choice`: the decision as data, 2·variable + value (null at the root).
  const record = (node: Pick<SearchNodeEvent, 'parent' | 'label' | 'outcome' | 'numbers'>, choice: number | null): number => {
    const id = result.nodes - 1;
    if (run.sink && recorded.length < MAX_RECORDED_NODES) recorded.push({ kind: 'search-node', depth: 1, id, ...node, choice } as SearchNodeEvent);
    return id;
  };
  result.nodes++;
  record({ parent: null, label: '', outcome: 'expanded' }, null);

  // Returns true when the search must end (enough solutions, or the budget).
  const dfs = (parent: number, from: number, level: number): boolean => {
    let k = from;
    while (k < order.length && sys.values[order[k]] !== UNKNOWN) k++;
    if (k === order.length) {
      result.solutions++;
      if (!result.first) result.first = Int8Array.from(sys.values);
      return result.solutions >= limit;
    }
    const v = order[k];
    const first = firstValue(run, v);
    for (const value of [first, (1 - first) as 0 | 1]) {
      result.nodes++;
      if (run.tick(1)) {
        result.stopped = true;
        return true;
      }
      const done = probe(run, v, value, 'fast', (outcome, mark) => {
        if (outcome === STOPPED) return ((result.stopped = true), true);
        const forced = sys.assignedCount - mark - 1;
        const label = `${subscriptName(v)} = ${value}`;
        const numbers = { depth: level + 1, forced };
        if (outcome !== NO_CONFLICT) {
          if (!result.first) result.deadEndsToFirst++;
          record({ parent, label, outcome: 'dead-end', numbers }, 2 * v + value);
          learnFrom(run, outcome, base, level + 1, result);
          return false;
        }
        const leaf = sys.assignedCount === sys.variableCount;
        if (leaf && accept && !accept(sys.values)) {
          result.refused++;
          if (!result.first) result.deadEndsToFirst++;
          record({ parent, label, outcome: 'dead-end', numbers }, 2 * v + value);
          return false;
        }
        const id = record({ parent, label, outcome: leaf ? 'goal' : 'expanded', numbers }, 2 * v + value);
        return dfs(id, k + 1, level + 1);
      });
      if (done) return true;
    }
    return false;
  };

  dfs(0, 0, 0);
  run.stats.searchNodes += result.nodes;
  if (run.sink) {
    run.sink({
      kind: 'search',
      depth: 0,
      undecided,
      nodes: result.nodes,
      solutions: result.solutions,
      recorded: recorded.length,
      learned: result.learned,
      deadEndsToFirst: result.deadEndsToFirst,
    });
    for (const node of recorded) run.sink(node);
  }
  return result;
}

/**
 * The undecided variables, most constrained first: by the number of
 * inequalities they are in that can still fail, then by number.
 */
function branchingOrder(run: EngineRun): number[] {
  const sys = run.system;
  const order: number[] = [];
  const weight = new Int32Array(sys.variableCount);
  for (let v = 0; v < sys.variableCount; v++) {
    if (sys.values[v] !== UNKNOWN) continue;
    order.push(v);
    const occ = sys.occurrences(v);
    for (const id of occ.ids) if (!sys.isSatisfiedForSure(id)) weight[v]++;
    run.tick(occ.ids.length);
  }
  return order.sort((a, b) => weight[b] - weight[a] || a - b);
}

/**
 * The value to try first at a branch on `v`: the one that satisfies more of
 * the inequalities `v` is in that can still fail (a term with a positive
 * coefficient counts for 1, a negative one for 0; ties go to 1). It is the
 * polarity rule of SAT solvers (Jeroslow and Wang, "Solving propositional
 * satisfiability problems"): a value that helps many open inequalities is
 * the likelier one, and the model says which that is, so no genre has to.
 * In Akari it picks a lamp (a lamp lights its whole row and column, and
 * "at most one lamp" rows are the fewer); in Shakashaka it picks "not this
 * shape" (a cell's five variables add up to 1, so four of them are 0).
 * Trying a lamp first everywhere made Shakashaka's thin empty boards
 * explode (3×20: 84,000 nodes, against 118); trying 0 first everywhere
 * made Akari's empty 10×10 run out of time.
 */
export function firstValue(run: EngineRun, v: number): 0 | 1 {
  const sys = run.system;
  const occ = sys.occurrences(v);
  let score = 0;
  for (let i = 0; i < occ.ids.length; i++) {
    if (!sys.isSatisfiedForSure(occ.ids[i])) score += occ.coefs[i] > 0 ? 1 : -1;
  }
  run.tick(occ.ids.length);
  return score >= 0 ? 1 : 0;
}

/**
 * From a dead end (inequality `conflict` failed): the search's decisions the
 * failure rests on, found by walking back from the failed inequality through
 * the inequalities that forced its values; the inequality "not all of these"
 * is added as learned when it is shorter than the path (so it can prune
 * elsewhere) and the store is not full.
 */
function learnFrom(run: EngineRun, conflict: number, base: number, level: number, result: SearchResult): void {
  if (result.learned >= MAX_LEARNED) return;
  const sys = run.system;
  const decisions: number[] = [];
  const seen = new Set<number>();
  const from = new Set<number>([conflict]);
  const stack = [conflict];
  let work = 0;
  while (stack.length > 0) {
    const id = stack.pop()!;
    const ineq = sys.inequality(id);
    work += ineq.vars.length;
    for (let i = 0; i < ineq.vars.length; i++) {
      const w = ineq.vars[i];
      const x = sys.values[w];
      // Only values set by the search, and only those that count against this inequality.
      if (x === UNKNOWN || sys.trailPosition(w) < base || seen.has(w)) continue;
      if ((ineq.coefs[i] > 0 ? 0 : 1) !== x) continue;
      seen.add(w);
      const reason = sys.reason(w);
      if (reason?.kind === 'inequality') {
        if (!from.has(reason.id)) {
          from.add(reason.id);
          stack.push(reason.id);
        }
      } else decisions.push(w);
    }
  }
  run.tick(work);
  if (decisions.length === 0 || decisions.length >= level) return;
  decisions.sort((a, b) => a - b);
  // x = 1 decided: the term −x; x = 0 decided: +x; at least one must change.
  const learned: Inequality = {
    vars: decisions,
    coefs: decisions.map((w) => (sys.values[w] === 1 ? -1 : 1)),
    rhs: 1 - decisions.filter((w) => sys.values[w] === 1).length,
  };
  const added = sys.add(learned, {
    kind: 'learned',
    from: [...from].sort((a, b) => a - b),
    note: `learned from a dead end of the search: ${decisions.map((w) => `x${w + 1} = ${sys.values[w]}`).join(', ')} cannot all hold`,
  });
  if (added.isNew) result.learned++;
  // It fails where the search stands, and at every level above until one of
  // its decisions is undone: each of those levels sees it at its next forcing.
  sys.recheck(added.id);
}

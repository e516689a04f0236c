/**
 * The last resort after deduction and single trials: a depth-first search over
 * the undecided variables with forcing at every node, counting solutions up
 * to `limit`. It tells a unique solution from several (and from none), which
 * deduction alone cannot do once it is stuck. Everything it assigns is undone.
 */
import { NO_CONFLICT, STOPPED, UNKNOWN } from './forcing';
import { probe } from './probe';
import type { EngineRun } from './run';

export interface SearchResult {
  /** Solutions found, at most `limit`. */
  solutions: number;
  /** The first solution found (every variable 0 or 1), or null. */
  first: Int8Array | null;
  nodes: number;
  stopped: boolean;
}

export function searchSolutions(run: EngineRun, limit = 2): SearchResult {
  const sys = run.system;
  const undecided = sys.variableCount - sys.assignedCount;
  const result: SearchResult = { solutions: 0, first: null, nodes: 0, stopped: false };
  let cursor = 0;

  // Returns true when the search must end (enough solutions, or the budget).
  const dfs = (): boolean => {
    result.nodes++;
    if (run.tick(1)) {
      result.stopped = true;
      return true;
    }
    while (cursor < sys.variableCount && sys.values[cursor] !== UNKNOWN) cursor++;
    if (cursor === sys.variableCount) {
      result.solutions++;
      if (!result.first) result.first = Int8Array.from(sys.values);
      return result.solutions >= limit;
    }
    const v = cursor;
    for (const value of [1, 0] as const) {
      const done = probe(run, v, value, 'fast', (outcome) =>
        outcome === STOPPED ? ((result.stopped = true), true) : outcome === NO_CONFLICT && dfs(),
      );
      cursor = v;
      if (done) return true;
    }
    return false;
  };

  dfs();
  run.stats.searchNodes += result.nodes;
  run.sink?.({
    kind: 'search',
    depth: 0,
    undecided,
    nodes: result.nodes,
    solutions: result.solutions,
  });
  return result;
}

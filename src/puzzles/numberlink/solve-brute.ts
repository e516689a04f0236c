/**
 * Brute force for small boards, the reference the ZDD is tested against. It
 * knows nothing of frontiers or mate arrays: label after label, it walks
 * every simple path from the label's first endpoint to its second through
 * cells no earlier path uses (and no other label's endpoint), and when every
 * label has a path it hands the whole answer to rules.ts, which decides
 * whether it counts under the rule. So the count is "how many answers the
 * judge accepts", found by trying them all. Under a canonical convention the
 * answer must also have no redundant pattern, which ./canonical.ts finds in
 * the finished paths (rules.ts accepts such answers: they solve the puzzle).
 */
import { textKeyed } from '../../core/text-keyed';
import { BudgetClock, type Budget } from '../../core/budget';
import { endpoints, isCanonical, neighbourCells, type Cell, type NumberlinkPuzzle, type NumberlinkRule, type NumberlinkSolution } from './puzzle';
import { checkNumberlink } from './rules';
import { findRedundantPattern } from './canonical';

export interface BruteResult {
  count: number;
  /** The first `keep` solutions found. */
  solutions: NumberlinkSolution[];
  /** False when the budget stopped it before the count was settled. */
  complete: boolean;
}

export function bruteForceNumberlink(p: NumberlinkPuzzle, rule: NumberlinkRule, budget: Budget = { maxNodes: 2_000_000 }, keep = 3): BruteResult {
  const clock = new BudgetClock(budget, 4096);
  const canonical = isCanonical(rule);
  const n = p.width * p.height;
  const used = new Uint8Array(n);
  const ends = endpoints(p);
  for (const [a, b] of ends) used[a] = used[b] = 1;
  const around = Array.from({ length: n }, (_, i) => neighbourCells(p, i));
  const paths: number[][] = ends.map(() => []);
  const solutions: NumberlinkSolution[] = [];
  let count = 0;
  let nodes = 0;

  const answer = (): NumberlinkSolution => {
    const out = textKeyed<Cell[]>();
    paths.forEach((path, k) => (out[p.labels[k]] = path.map((i) => [Math.floor(i / p.width), i % p.width] as Cell)));
    return { paths: out, rule, count: '?' };
  };

  // Extends label k's path from `at`; returns true when the budget ran out.
  const walk = (k: number, at: number): boolean => {
    if (clock.tick(++nodes)) return true;
    const target = ends[k][1];
    for (const next of around[at]) {
      if (next === target) {
        paths[k].push(next);
        const stop = place(k + 1);
        paths[k].pop();
        if (stop) return true;
      } else if (!used[next]) {
        used[next] = 1;
        paths[k].push(next);
        const stop = walk(k, next);
        paths[k].pop();
        used[next] = 0;
        if (stop) return true;
      }
    }
    return false;
  };

  const place = (k: number): boolean => {
    if (k === ends.length) {
      const s = answer();
      if (checkNumberlink(p, s).ok && !(canonical && findRedundantPattern(p, s.paths))) {
        count++;
        if (solutions.length < keep) solutions.push(s);
      }
      return false;
    }
    paths[k] = [ends[k][0]];
    return walk(k, ends[k][0]);
  };

  place(0);
  return { count, solutions, complete: clock.stopped === null };
}

/**
 * Budgets are consulted in proportion to work, so a limit is honoured within
 * a small, fixed amount of work (BudgetClock reads the time every 16,384
 * nodes): on a deliberately hard board with a small node budget, every
 * search routine — generic, traced, and the two pattern-database kernels —
 * must look at the clock at least once per check interval. Counted, not
 * timed: a signal counts how often the clock reads it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Budget } from '../../src/core/budget';
import { recorder } from '../../src/core/trace';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import type { Heuristic } from '../../src/puzzles/sliding/heuristics/heuristic';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { buildPdb663, pdb663Heuristic } from '../../src/puzzles/sliding/heuristics/pdb';
import { rankedPdbHeuristic } from '../../src/puzzles/sliding/heuristics/pdb-ranked';
import { buildPatternDb, type PatternDb } from '../../src/puzzles/sliding/pdb/build';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { solveSliding } from '../../src/puzzles/sliding/solve';
import { readInstances } from './fixtures';

/** BudgetClock's interval between real checks, in nodes. */
const CHECK_EVERY = 1 << 14;
const MAX_NODES = 400_000;

/** A signal that is never aborted and counts how often it is read (once per budget check). */
function countingSignal(): { signal: AbortSignal; reads: () => number } {
  const controller = new AbortController();
  let reads = 0;
  const signal = new Proxy(controller.signal, {
    get(target, property) {
      if (property === 'aborted') reads++;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { signal, reads: () => reads };
}

// A position 80 moves from the goal: far beyond a 400,000-node budget (or 40 ms) for every heuristic here.
const hard = { size: 4, tiles: readInstances('hardest80.txt')[0].tiles };

let pdb663: PatternDb[];
let ranked555: PatternDb[];
beforeAll(() => {
  pdb663 = buildPdb663();
  ranked555 = [
    [1, 2, 3, 4, 7],
    [5, 6, 9, 10, 13],
    [8, 11, 12, 14, 15],
  ].map((p) => buildPatternDb(p, { layout: 'ranked' }));
});

function expectProportionalChecks(heuristic: () => Heuristic, extra: { sink?: (e: SlidingEvent) => void; treeNodeCap?: number } = {}) {
  const { signal, reads } = countingSignal();
  const budget: Budget = { maxNodes: MAX_NODES, signal };
  const r = solveIdaStar(hard, { heuristic: heuristic(), budget, ...extra });
  expect(r.status).toBe('timeout');
  const nodes = r.stats.nodes;
  // Stopped within one check interval of the cap …
  expect(nodes).toBeGreaterThanOrEqual(MAX_NODES);
  expect(nodes).toBeLessThan(MAX_NODES + CHECK_EVERY + 1024);
  // … having looked at the clock (and the signal) once per interval all the way.
  expect(reads()).toBeGreaterThanOrEqual(Math.floor(nodes / (CHECK_EVERY + 1024)));
}

describe('the search consults its budget in proportion to work', () => {
  it('generic IDA* (Manhattan + linear conflicts)', () => {
    expectProportionalChecks(() => manhattanLcHeuristic(4));
  });

  it('generic IDA* while it records a search tree, and after the tree is full', () => {
    expectProportionalChecks(() => manhattanLcHeuristic(4), { sink: recorder<SlidingEvent>().sink, treeNodeCap: 500 });
  });

  it('the sparse pattern-database kernel (6-6-3 + mirror)', () => {
    expectProportionalChecks(() => pdb663Heuristic(pdb663));
  });

  it('the ranked pattern-database kernel (5-5-5 + mirror, ranked layout)', () => {
    expectProportionalChecks(() => rankedPdbHeuristic('5-5-5 + mirror', ranked555, true));
  });

  it('a time limit is checked the same way: the signal is read while the clock runs', () => {
    const { signal, reads } = countingSignal();
    const r = solveSliding(hard, { heuristic: pdb663Heuristic(pdb663), limitMs: 40, signal });
    expect(r.stats.timedOut).toBe(1);
    expect(reads()).toBeGreaterThanOrEqual(Math.floor(r.stats.nodes / (CHECK_EVERY + 1024)));
  });
});

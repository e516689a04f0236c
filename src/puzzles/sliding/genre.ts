/**
 * The sliding puzzle as a Genre (src/puzzles/types.ts): formats, methods,
 * the rules check and the trace replay, behind the one interface the CLI,
 * the worker and the export page use.
 *
 * Methods:
 * - `ida`: optimal IDA* with the strongest heuristic available, within the
 *   time limit, then the fallback. The strongest heuristic comes from a
 *   factory given to `createSlidingGenre` (the pattern databases are built
 *   elsewhere, possibly with progress); without one, or when it has nothing
 *   for a size, it is Manhattan + linear conflicts.
 * - `ida-lc`: the same search with Manhattan + linear conflicts only.
 * - `fallback`: the fast hand method, not proven shortest on 4×4.
 */
import type { Budget } from '../../core/budget';
import type { Genre, SolveOptions } from '../types';
import type { SlidingPuzzle } from './board';
import type { SlidingEvent } from './events';
import { parseSlidingMany, printSliding } from './format';
import { parity } from './parity';
import type { Heuristic } from './heuristic';
import { manhattanLcHeuristic } from './heuristic-manhattan';
import { slidingReplay, type SlidingView } from './replay';
import { checkSliding } from './rules';
import { DEFAULT_LIMIT_MS, solveSliding } from './solve';
import { solveFallback } from './solve-fallback';
import type { SlidingSolution } from './solve-idastar';

export type { SlidingSolution } from './solve-idastar';

/** Makes the strongest heuristic for a width, or undefined for "use Manhattan + LC". */
export type HeuristicFactory = (
  size: number,
  options: { onProgress?: (fraction: number, label: string) => void; signal?: AbortSignal },
) => Heuristic | undefined;

export interface SlidingGenreOptions {
  strongestHeuristic?: HeuristicFactory;
  /** Search-tree nodes recorded on 3×3 boards when a sink listens (the lesson's tree view). */
  treeNodeCap3x3?: number;
}

export type SlidingGenre = Genre<SlidingPuzzle, SlidingSolution, SlidingEvent, SlidingView>;

/** Default size of the 8-puzzle tree view: the first iterations, readable on a page. */
export const DEFAULT_TREE_NODE_CAP = 300;

function budgetOptions(p: SlidingPuzzle, budget: Budget | undefined, treeNodeCap: number, sink: SolveOptions<SlidingEvent>['sink']) {
  return {
    limitMs: budget?.limitMs,
    maxNodes: budget?.maxNodes,
    signal: budget?.signal,
    sink,
    treeNodeCap: p.size === 3 && sink ? treeNodeCap : 0,
  };
}

export function createSlidingGenre(options: SlidingGenreOptions = {}): SlidingGenre {
  const cap = options.treeNodeCap3x3 ?? DEFAULT_TREE_NODE_CAP;
  return {
    name: 'sliding',
    title: 'Sliding puzzle (8 and 15)',
    defaultLimitMs: DEFAULT_LIMIT_MS,
    parseMany: parseSlidingMany,
    print: printSliding,
    methods: {
      ida: {
        name: 'ida',
        summary: 'Optimal IDA* with the strongest heuristic available; the fast method if time runs out.',
        solve: (p, o) =>
          solveSliding(p, {
            ...budgetOptions(p, o.budget, cap, o.sink),
            // An unsolvable board is answered by parity alone: do not build tables for it.
            heuristic: parity(p).solvable
              ? options.strongestHeuristic?.(p.size, { onProgress: o.onProgress, signal: o.budget?.signal })
              : undefined,
          }),
      },
      'ida-lc': {
        name: 'ida-lc',
        summary: 'Optimal IDA* with Manhattan distance + linear conflicts; the fast method if time runs out.',
        solve: (p, o) => solveSliding(p, { ...budgetOptions(p, o.budget, cap, o.sink), heuristic: manhattanLcHeuristic(p.size) }),
      },
      fallback: {
        name: 'fallback',
        summary: 'Fast, not proven shortest: top row, first column, then the last 3×3 optimally.',
        solve: (p, o) => solveFallback(p, { budget: o.budget, sink: o.sink }),
      },
    },
    defaultMethod: 'ida',
    check(p, s) {
      if (s.length !== s.moves.length) {
        return { ok: false, message: `The solution says ${s.length} moves but lists ${s.moves.length}.` };
      }
      return checkSliding(p, s.moves);
    },
    solutionJson: (s) => ({ moves: s.moves, length: s.length, optimal: s.optimal }),
    replay: slidingReplay,
  };
}

/** The sliding genre with Manhattan + linear conflicts only (tests); the registry adds the pattern databases, see ./registered.ts. */
export const slidingGenre = createSlidingGenre();

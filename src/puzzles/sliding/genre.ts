/**
 * The sliding puzzle as a Genre (src/puzzles/types.ts): formats, methods,
 * the rules check and the trace replay, behind the one interface the CLI,
 * the worker and the export page use.
 *
 * Methods:
 * - `ida`: optimal IDA* with the strongest heuristic available, within the
 *   time limit, then the fallback. The strongest heuristic comes from a
 *   `HeuristicSource` (./heuristics/source.ts) given to `createSlidingGenre`:
 *   its tables are built in the method's `prepare`, once per process or
 *   worker. Without a source, or on 3×3 boards, it is Manhattan + linear
 *   conflicts.
 * - `ida-lc`: the same search with Manhattan + linear conflicts only.
 * - `fallback`: the fast hand method, not proven shortest on 4×4.
 *
 * Every method takes `goal`: `blank-last` (this site's goal, the default) or
 * `blank-first` (the goal of Korf's test boards; ./toward-goal.ts).
 */
import type { Budget } from '../../core/budget';
import type { Genre, SolveOptions } from '../types';
import type { SlidingPuzzle } from './board';
import type { SlidingEvent } from './events';
import { parseSlidingEach, parseSlidingLine, parseSlidingMany, printSliding, slidingLinesAlone } from './format';
import { manhattanLcHeuristic } from './heuristics/manhattan';
import { pdb663Source, type HeuristicSource } from './heuristics/source';
import { SLIDING_GOALS } from './goal';
import { slidingReplay, type SlidingView } from './replay';
import { checkSliding, SLIDING_RULE_CODES } from './rules';
import { DEFAULT_LIMIT_MS, fallbackReserveMs, solveSliding } from './solve';
import { solveFallback } from './solve-fallback';
import type { SlidingSolution } from './solve-idastar';
import { boardTowardGoal, goalOf, solveTowardGoal } from './toward-goal';

export type { SlidingSolution } from './solve-idastar';

export interface SlidingGenreOptions {
  /** The tables the default method searches 4×4 boards with (none: Manhattan + linear conflicts). */
  strongest?: HeuristicSource;
  /** Search-tree nodes recorded on 3×3 boards when a sink listens (the lesson's tree view). */
  treeNodeCap3x3?: number;
}

/** The goal option every sliding method declares. */
const goalOption = {
  goal: {
    type: 'choice',
    summary: "the solved board: blank-last (1 … N−1, then the blank) or blank-first (the blank, then 1 … N−1, as in Korf's test boards)",
    default: 'blank-last',
    choices: SLIDING_GOALS,
  },
} as const;

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
  const strongest = options.strongest;
  return {
    name: 'sliding',
    title: 'Sliding puzzle (8 and 15)',
    defaultLimitMs: DEFAULT_LIMIT_MS,
    parseMany: parseSlidingMany,
    parseEach: parseSlidingEach,
    linesAlone: slidingLinesAlone,
    parseLine: parseSlidingLine,
    print: printSliding,
    methods: {
      ida: {
        name: 'ida',
        summary: 'IDA* (proven shortest) with the strongest heuristic available; the fast method if time runs out.',
        // An unsolvable board is answered by parity alone: no tables are built for it.
        options: goalOption,
        prepare: async (p, context) => {
          const board = boardTowardGoal(p, goalOf(context.params));
          if (!strongest?.appliesTo(board)) return;
          // The fallback runs after everything else when time runs out: loading or building the tables stops
          // early enough to leave it its share of the limit, as the search does (solve.ts).
          const { deadline } = context;
          await strongest.prepare(deadline === undefined ? context : { ...context, deadline: deadline - fallbackReserveMs(board.size, deadline - Date.now()) });
        },
        solve: (p, o) =>
          solveTowardGoal(p, o, (board, oo) => {
            const unready = strongest?.appliesTo(board) ? strongest.unready?.() : null;
            const result = solveSliding(board, {
              ...budgetOptions(board, oo.budget, cap, oo.sink),
              // Tables whose preparation the time limit stopped are not built inside the search's time either.
              heuristic: strongest?.appliesTo(board) && !unready ? strongest.heuristic() : undefined,
            });
            return unready ? { ...result, reason: `${unready} Searched with Manhattan distance + linear conflicts instead.${result.reason ? ` ${result.reason}` : ''}` } : result;
          }),
      },
      'ida-lc': {
        name: 'ida-lc',
        summary: 'IDA* (proven shortest) with Manhattan distance + linear conflicts; the fast method if time runs out.',
        options: goalOption,
        solve: (p, o) =>
          solveTowardGoal(p, o, (board, oo) =>
            solveSliding(board, { ...budgetOptions(board, oo.budget, cap, oo.sink), heuristic: manhattanLcHeuristic(board.size) }),
          ),
      },
      fallback: {
        name: 'fallback',
        summary: 'Fast, not proven shortest: top row, first column, then a shortest solution of the last 3×3.',
        options: goalOption,
        solve: (p, o) => solveTowardGoal(p, o, (board, oo) => solveFallback(board, { budget: oo.budget, sink: oo.sink })),
      },
    },
    defaultMethod: 'ida',
    check(p, s) {
      if (s.length !== s.moves.length) {
        return { ok: false, code: 'length', message: `The solution says ${s.length} moves but lists ${s.moves.length}.` };
      }
      return checkSliding(p, s.moves, s.goal);
    },
    ruleCodes: ['length', ...SLIDING_RULE_CODES],
    // `goal` appears only when it is not the default, so the default output keeps its shape.
    solutionJson: (s) => ({ moves: s.moves, length: s.length, optimal: s.optimal, ...(s.goal ? { goal: s.goal } : {}) }),
    replay: slidingReplay,
    resources: strongest && { save: () => strongest.save(), restore: (data) => strongest.restore(data) },
  };
}

/** The sliding genre with Manhattan + linear conflicts only (tests that must not build tables). */
export const slidingLcGenre = createSlidingGenre();

/** The lesson's 6-6-3 databases for this process or worker (built on the first 4×4 solve). */
export const pdb663 = pdb663Source();

/** The sliding genre as the registry lists it: `ida` searches 4×4 boards with the 6-6-3 databases + mirror. */
export const slidingGenre = createSlidingGenre({ strongest: pdb663 });

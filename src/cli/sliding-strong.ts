/**
 * The sliding puzzle's command-line methods, with their pattern databases
 * cached on disk (./cached-table-source.ts):
 *
 * - `ida` replaces the shared method of the same name: the same search with
 *   the lesson's 6-6-3 databases + mirror, which take about a second to
 *   build — once per machine here, then loaded in a few milliseconds, so a
 *   short time limit is not spent on them on every run.
 * - `ida-78`: the 7-8 pattern databases + mirror (Korf and Felner's
 *   partition), strong enough to prove the 80-move positions optimal. The
 *   tables take about 580 MB and a minute to build (the benchmark uses the
 *   same cache), then load in a second or two — and only when a solvable
 *   4×4 board is to be solved. The build counts against the time limit like
 *   any preparation: under a limit that cannot cover it, it is not started
 *   and the answer says what limit would (about two minutes).
 *
 * 3×3 boards use Manhattan + linear conflicts with both.
 */
import type { SlidingPuzzle } from '../puzzles/sliding/board';
import type { SlidingEvent } from '../puzzles/sliding/events';
import { createSlidingGenre, type SlidingSolution } from '../puzzles/sliding/genre';
import { pdb663Heuristic } from '../puzzles/sliding/heuristics/pdb';
import { STRONG_NAME, strongHeuristic } from '../puzzles/sliding/heuristics/pdb-strong';
import { PDB663_SET, STRONG_SET } from '../puzzles/sliding/pdb/cache-node';
import type { Method } from '../puzzles/types';
import { cachedTableSource } from './cached-table-source';

const strongGenre = createSlidingGenre({
  strongest: cachedTableSource({
    set: STRONG_SET,
    heuristic: strongHeuristic,
    rotationsFor: STRONG_SET.patterns.map((p) => p.length),
  }),
});

export const slidingStrongMethod: Method<SlidingPuzzle, SlidingSolution, SlidingEvent> = {
  ...strongGenre.methods.ida,
  name: 'ida-78',
  summary:
    `Optimal IDA* with the ${STRONG_NAME} (command line only: about 580 MB of tables, ` +
    'built once in about a minute, under a time limit that covers it, and cached in .cache/); the fast method if time runs out.',
};

const cachedGenre = createSlidingGenre({ strongest: cachedTableSource({ set: PDB663_SET, heuristic: pdb663Heuristic }) });

/** The shared `ida`, with its 6-6-3 tables from the disk cache. */
export const slidingCachedIdaMethod: Method<SlidingPuzzle, SlidingSolution, SlidingEvent> = cachedGenre.methods.ida;

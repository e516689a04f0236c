/**
 * The sliding puzzle's solves through the shared solver hook, and the one
 * thing only it adds: the 6-6-3 pattern databases the worker built, whose
 * copy the page keeps to take any board's estimate apart on the spot.
 *
 * Play mode's Hint and "Solve from here" run in a worker of their own (the
 * `play` lane), so they never stop the island's main solve; whichever lane
 * built the databases first lends them to the other.
 */
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import { explainPdb, type Pdb663Tables } from '../../puzzles/sliding/heuristics/pdb';
import type { SlidingSolution } from '../../puzzles/sliding/solve-idastar';
import { getSolverClient } from '../../worker/solver-client';
import { useSolverRun, type SolverRun } from '../use-solver-run';
import type { ExplainPdb } from './use-pdb-breakdown';

export type SlidingRun = SolverRun<SlidingSolution, SlidingEvent>;

/** The worker lane of play mode's Hint and "Solve from here". */
export const PLAY_LANE = 'play';

export function useSlidingRun(puzzleKey: string, lane = 'main', onCancel?: () => void) {
  return useSolverRun<SlidingPuzzle, SlidingSolution, SlidingEvent>('sliding', puzzleKey, lane, onCancel);
}

/** The databases on this page, or null until a solve (in either lane) has built them. */
export function pdbTables(): Pdb663Tables | null {
  if (typeof window === 'undefined') return null;
  const main = getSolverClient('sliding');
  const play = getSolverClient('sliding', PLAY_LANE);
  const kept = (main.kept ?? play.kept) as Pdb663Tables | null;
  // Lend them both ways, so neither lane builds them a second time.
  main.adopt(kept);
  play.adopt(kept);
  return kept;
}

/** Milliseconds the databases' build took in this page (in whichever lane built them), or null before. */
export function pdbBuildMs(): number | null {
  if (typeof window === 'undefined') return null;
  return getSolverClient('sliding').keptBuildMs ?? getSolverClient('sliding', PLAY_LANE).keptBuildMs;
}

/** The databases' breakdown of a 4×4 board, or null until they are built. */
export const explainWithPdb: ExplainPdb = async (tiles) => {
  const tables = pdbTables();
  return tables && tiles.length === 16 ? explainPdb(tiles, tables) : null;
};

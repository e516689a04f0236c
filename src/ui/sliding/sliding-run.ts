/**
 * The sliding puzzle's solves through the shared solver hook, and the one
 * thing only it adds: the 6-6-3 pattern databases the worker built, whose
 * copy the page keeps to take any board's estimate apart on the spot.
 *
 * Play mode's Hint and "Solve from here" run in a worker of their own (the
 * `play` lane), so they never stop the island's main solve, and so does the
 * lookup stepper's build (the `lookup` lane, ./use-tables-build.ts); whichever
 * lane built the databases first lends them to the others.
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

/** The worker lane of the lookup stepper's build of the databases (part 4). */
export const LOOKUP_LANE = 'lookup';

/** Every lane that may build the databases: the solver's, play mode's, the lookup stepper's. */
const TABLE_LANES = ['main', PLAY_LANE, LOOKUP_LANE];

export function useSlidingRun(puzzleKey: string, lane = 'main', onCancel?: () => void) {
  return useSolverRun<SlidingPuzzle, SlidingSolution, SlidingEvent>('sliding', puzzleKey, lane, onCancel);
}

/** The databases on this page, or null until a build (in any lane) has made them. */
export function pdbTables(): Pdb663Tables | null {
  if (typeof window === 'undefined') return null;
  const clients = TABLE_LANES.map((lane) => getSolverClient('sliding', lane));
  const kept = (clients.find((c) => c.kept !== null)?.kept ?? null) as Pdb663Tables | null;
  // Lend them to every lane, so none builds them a second time.
  for (const client of clients) client.adopt(kept);
  return kept;
}

/** Milliseconds the databases' build took in this page (in whichever lane built them), or null before. */
export function pdbBuildMs(): number | null {
  if (typeof window === 'undefined') return null;
  return TABLE_LANES.map((lane) => getSolverClient('sliding', lane).keptBuildMs).find((ms) => ms !== null) ?? null;
}

/** The databases' breakdown of a 4×4 board, or null until they are built. */
export const explainWithPdb: ExplainPdb = async (tiles) => {
  const tables = pdbTables();
  return tables && tiles.length === 16 ? explainPdb(tiles, tables) : null;
};

/**
 * The sliding puzzle's solves through the shared solver hook, and the one
 * thing only it adds: the 6-6-3 pattern databases the worker built, whose
 * copy the page keeps to take any board's estimate apart on the spot.
 */
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import { explainPdb, type Pdb663Tables } from '../../puzzles/sliding/heuristics/pdb';
import type { SlidingSolution } from '../../puzzles/sliding/solve-idastar';
import { getSolverClient } from '../../worker/solver-client';
import { useSolverRun, type SolverRun } from '../use-solver-run';
import type { ExplainPdb } from './use-pdb-breakdown';

export type SlidingRun = SolverRun<SlidingSolution, SlidingEvent>;

export function useSlidingRun(puzzleKey: string) {
  return useSolverRun<SlidingPuzzle, SlidingSolution, SlidingEvent>('sliding', puzzleKey);
}

/** The databases on this page, or null until a solve has built them. */
export function pdbTables(): Pdb663Tables | null {
  if (typeof window === 'undefined') return null;
  return getSolverClient('sliding').kept as Pdb663Tables | null;
}

/** The databases' breakdown of a 4×4 board, or null until they are built. */
export const explainWithPdb: ExplainPdb = async (tiles) => {
  const tables = pdbTables();
  return tables && tiles.length === 16 ? explainPdb(tiles, tables) : null;
};

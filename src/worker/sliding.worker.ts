/**
 * The sliding puzzle's solver worker. It keeps the 6-6-3 pattern databases
 * for as long as it lives, so they are built once per visit; solving a 4×4
 * board with the default method builds them first if needed (with progress).
 *
 * A running search is synchronous and cannot read messages, so cancelling is
 * done by the client terminating this worker (see sliding-client.ts); the
 * client keeps a copy of the databases and hands it to the next worker.
 */
import * as Comlink from 'comlink';
import type { SlidingPuzzle } from '../puzzles/sliding/board';
import type { SlidingEvent } from '../puzzles/sliding/events';
import { createSlidingGenre, type SlidingSolution } from '../puzzles/sliding/genre';
import { parity } from '../puzzles/sliding/parity';
import { buildPdb663Async, pdb663Heuristic, type Pdb663Tables } from '../puzzles/sliding/heuristic-pdb';
import type { ProgressFn, SolveReply, SolveRequestBase } from './protocol';
import { runGenreSolve } from './run-genre';
import { throttleProgress } from './throttle';

export interface SlidingSolveRequest extends SolveRequestBase {
  puzzle: SlidingPuzzle;
}

export type SlidingSolveReply = SolveReply<SlidingSolution, SlidingEvent>;

export interface PdbReady {
  /** Build time in this worker, or 0 when the tables were already there. */
  ms: number;
  built: boolean;
}

let tables: Pdb663Tables | null = null;
let building: Promise<Pdb663Tables> | null = null;

function ensureTables(onProgress?: ProgressFn): Promise<Pdb663Tables> {
  if (tables) return Promise.resolve(tables);
  if (!building) {
    building = buildPdb663Async(throttleProgress(onProgress)).then((t) => (tables = t));
    building.catch(() => (building = null));
  }
  return building;
}

// Manhattan + linear conflicts on 3×3 (the genre's default); the databases on 4×4.
const genre = createSlidingGenre({
  strongestHeuristic: (size) => (size === 4 && tables ? pdb663Heuristic(tables) : undefined),
});

const api = {
  /** Builds the databases unless this worker has them already. */
  async preparePdb(onProgress?: ProgressFn): Promise<PdbReady> {
    if (tables) return { ms: 0, built: false };
    const started = Date.now();
    await ensureTables(onProgress);
    return { ms: Date.now() - started, built: true };
  },

  /** A copy of the databases (structured clone), or null before they exist. */
  copyPdb(): Pdb663Tables | null {
    return tables;
  },

  /** Takes databases built by an earlier worker of this visit. */
  adoptPdb(given: Pdb663Tables): void {
    tables ??= given;
  },

  /**
   * Solves one board. With the default method on a solvable 4×4 board the
   * databases are built first (reported through onProgress); `onStep` receives each
   * whole step (iteration, fallback phase…) while the search runs.
   */
  async solve(
    request: SlidingSolveRequest,
    onStep?: (event: SlidingEvent) => void,
    onProgress?: ProgressFn,
  ): Promise<SlidingSolveReply> {
    const method = request.method ?? genre.defaultMethod;
    // An unsolvable board is answered by the parity check alone: no tables needed.
    const needsTables = request.puzzle.size === 4 && method === 'ida' && parity(request.puzzle).solvable;
    if (needsTables) await ensureTables(onProgress);
    return runGenreSolve(genre, request.puzzle, { ...request, method }, { onStep });
  },
};

export type SlidingWorkerApi = typeof api;

Comlink.expose(api);

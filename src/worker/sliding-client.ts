/**
 * The sliding puzzle's solver, off the main thread, as the lesson's islands
 * use it. One per page (`getSlidingSolver()`), so every island shares the
 * worker and the pattern databases are built once per visit.
 *
 * After the databases are built the client keeps a copy: it answers
 * `explainPdb` at once (even while a search keeps the worker busy) and hands
 * the tables to the fresh worker that follows a Cancel.
 */
import type { SlidingEvent } from '../puzzles/sliding/events';
import type { HeuristicBreakdown } from '../puzzles/sliding/heuristic';
import { explainPdb, type Pdb663Tables } from '../puzzles/sliding/heuristic-pdb';
import { parity } from '../puzzles/sliding/parity';
import { callback, RestartableWorker } from './client';
import type { Outcome, ProgressFn } from './protocol';
import type { PdbReady, SlidingSolveReply, SlidingSolveRequest, SlidingWorkerApi } from './sliding.worker';

export type { PdbReady, SlidingSolveReply, SlidingSolveRequest } from './sliding.worker';

export interface SlidingSolveHandlers {
  /** Progress of the database build that a 4×4 solve may need first. */
  onProgress?: ProgressFn;
  /** Each whole step (IDA* iteration, fallback phase…) as the search makes it. */
  onStep?: (event: SlidingEvent) => void;
}

export class SlidingSolver {
  private tables: Pdb663Tables | null = null;
  private readonly worker = new RestartableWorker<SlidingWorkerApi>(
    () => new Worker(new URL('./sliding.worker.ts', import.meta.url), { type: 'module', name: 'sliding-solver' }),
    async (remote) => {
      if (this.tables) await remote.adoptPdb(this.tables);
    },
  );

  /** True once the 6-6-3 databases exist on this page. */
  get pdbReady(): boolean {
    return this.tables !== null;
  }

  /** Builds the databases in the worker (once per visit) and keeps a copy here. */
  async preparePdb(onProgress?: ProgressFn): Promise<Outcome<PdbReady>> {
    const outcome = await this.worker.run((remote) => remote.preparePdb(callback(onProgress)));
    if (outcome.status === 'done') await this.keepTables();
    return outcome;
  }

  /**
   * Solves a board: Manhattan + linear conflicts on 3×3, the databases on 4×4
   * (method 'ida', the default); 'ida-lc' and 'fallback' as in the genre.
   */
  async solve(request: SlidingSolveRequest, handlers: SlidingSolveHandlers = {}): Promise<Outcome<SlidingSolveReply>> {
    // Build (and keep a copy of) the databases as a call of its own, so a
    // Cancel during the search that follows does not throw them away.
    if (!this.tables && needsTables(request)) {
      const prepared = await this.preparePdb(handlers.onProgress);
      if (prepared.status !== 'done') return prepared;
    }
    // Callbacks travel on their own message channels and may arrive after the
    // answer; once it is in, late ones are dropped so a view never goes back.
    let open = true;
    const onStep = handlers.onStep && ((event: SlidingEvent) => open && handlers.onStep?.(event));
    const onProgress = handlers.onProgress && ((f: number, label: string) => open && handlers.onProgress?.(f, label));
    const outcome = await this.worker.run((remote) => remote.solve(request, callback(onStep), callback(onProgress)));
    open = false;
    return outcome;
  }

  /**
   * The databases' breakdown of a 4×4 board, or null until they are built.
   * An arrow property so it can be passed on as a prop without binding.
   */
  readonly explainPdb = async (tiles: number[]): Promise<HeuristicBreakdown | null> =>
    this.tables && tiles.length === 16 ? explainPdb(tiles, this.tables) : null;

  /** Stops the running build or search at once; its promise resolves `cancelled`. */
  cancel(): void {
    this.worker.cancel();
  }

  private async keepTables(): Promise<void> {
    if (this.tables) return;
    const copy = await this.worker.run((remote) => remote.copyPdb());
    if (copy.status === 'done' && copy.value) this.tables = copy.value;
  }
}

/** The default method on a solvable 4×4 board searches with the databases. */
function needsTables({ puzzle, method }: SlidingSolveRequest): boolean {
  return puzzle.size === 4 && (method ?? 'ida') === 'ida' && parity(puzzle).solvable;
}

let shared: SlidingSolver | null = null;

/** The page's solver; created on first use (never during the server render). */
export function getSlidingSolver(): SlidingSolver {
  shared ??= new SlidingSolver();
  return shared;
}

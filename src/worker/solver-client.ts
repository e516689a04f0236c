/**
 * The page side of the solver worker, for every genre: prepare (alone,
 * ahead of a solve, or as a solve's first part), solve, cancel. One client per genre and lane (`getSolverClient('sudoku', 'dlx')`
 * gives a race its own worker per method), created lazily so nothing runs
 * during the server render.
 *
 * Cancel terminates the worker at once, whatever it is doing (a solve is one
 * synchronous loop that could not hear a message); the next call starts a
 * fresh worker and hands it the resources (tables) this client kept from the
 * last finished preparation. A preparation cut short is lost and starts over.
 */
import type { OptionValues, TraceEventBase } from '../core/trace';
import type { GenreName } from '../puzzles/index';
import type { PuzzleGrade } from '../puzzles/types';
import { callback, RestartableWorker } from './client';
import type { LiveReport, MadeBoardText, MakeBoardRequest, Outcome, PrepareReply, ProgressFn, SolveReply, SolveRequest } from './protocol';
import type { SolverWorkerApi } from './solver.worker';

export interface SolveHandlers<E extends TraceEventBase> {
  /** Progress of the method's preparation (building tables), when it has one. */
  onProgress?: ProgressFn;
  /** Called once the preparation is over and the search starts. */
  onSolving?: (prepareMs: number) => void;
  onLive?: (report: LiveReport<E>) => void;
}

/** Called whenever a client keeps resources a preparation of its own just made (see onResourcesKept). */
const keptListeners = new Set<() => void>();

/**
 * Calls `listener` each time some client keeps the resources (tables) its own preparation made, so a page
 * can say how long that took once it has happened. Returns the unsubscribe.
 */
export function onResourcesKept(listener: () => void): () => void {
  keptListeners.add(listener);
  return () => keptListeners.delete(listener);
}

export class SolverClient {
  /** What the last preparation made (tables), kept here across worker restarts; null before. */
  private resources: unknown = null;
  /** Milliseconds the preparation that made `resources` took in this page (null: none yet, or lent by another lane). */
  private resourcesMs: number | null = null;
  /** The copy of a preparation's resources to the page, while it is under way. */
  private keeping: Promise<boolean> | null = null;
  private readonly worker: RestartableWorker<SolverWorkerApi>;

  constructor(
    readonly genre: GenreName,
    lane: string,
  ) {
    this.worker = new RestartableWorker<SolverWorkerApi>(
      () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module', name: `solver-${genre}-${lane}` }),
      async (remote) => {
        if (this.resources !== null) await remote.restoreResources(this.genre, this.resources);
      },
    );
  }

  /** The resources (tables) the genre's preparation made, once one has run on this page. */
  get kept(): unknown {
    return this.resources;
  }

  /** How long the preparation that made the kept resources took, measured in this page; null if it did not run here. */
  get keptBuildMs(): number | null {
    return this.resourcesMs;
  }

  /**
   * Hands this client tables another lane of the same genre already made, so
   * its next fresh worker starts with them instead of building its own.
   */
  adopt(resources: unknown): void {
    if (this.resources === null && resources !== null) this.resources = resources;
  }

  async solve<S, E extends TraceEventBase>(
    request: Omit<SolveRequest, 'genre'>,
    handlers: SolveHandlers<E> = {},
  ): Promise<Outcome<SolveReply<S, E>>> {
    const full: SolveRequest = { ...request, genre: this.genre };
    // Callbacks travel on their own channels and may arrive after the answer;
    // once it is in, late ones are dropped so a view never goes back.
    let open = true;
    const onProgress = handlers.onProgress && ((f: number, label: string) => open && handlers.onProgress?.(f, label));
    const prepared = await this.prepare(request, onProgress);
    if (prepared.status !== 'done') {
      open = false;
      return prepared;
    }
    handlers.onSolving?.(prepared.value.ms);
    const onLive = handlers.onLive && ((r: LiveReport<E>) => open && handlers.onLive?.(r));
    const outcome = await this.worker.run((remote) => remote.solve(full, callback(onLive as (r: LiveReport<TraceEventBase>) => void)));
    open = false;
    return outcome as Outcome<SolveReply<S, E>>;
  }

  /**
   * Runs the method's preparation for this puzzle alone (building its tables
   * ahead of a solve, so the solve need not wait) and keeps what it made. A
   * solve asked for meanwhile waits for the same build in the worker; Cancel
   * stops both.
   */
  async prepare(request: Omit<SolveRequest, 'genre'>, onProgress?: ProgressFn): Promise<Outcome<PrepareReply>> {
    const full: SolveRequest = { ...request, genre: this.genre };
    const prepared = await this.worker.run((remote) => remote.prepare(full, callback(onProgress)));
    if (prepared.status !== 'done') return prepared;
    // A build made ahead and a solve that waited for it end together: the tables are copied to the page once.
    if (this.resources === null && !this.keeping) {
      this.keeping = this.keepResources().finally(() => (this.keeping = null));
      if (await this.keeping) {
        this.resourcesMs = prepared.value.ms;
        for (const listener of keptListeners) listener();
      }
    } else if (this.keeping) {
      await this.keeping;
    }
    return prepared;
  }

  /** The puzzle's grade, worked out in the worker (null: the genre has none). */
  async grade(puzzle: unknown, limitMs: number, params?: OptionValues): Promise<Outcome<PuzzleGrade | null>> {
    return this.worker.run((remote) => remote.grade({ genre: this.genre, puzzle, limitMs, params }));
  }

  /** A board made to order in the worker, its puzzle as the genre's text (null: the genre has no maker). */
  async make(request: Omit<MakeBoardRequest, 'genre'>): Promise<Outcome<MadeBoardText | null>> {
    return this.worker.run((remote) => remote.make({ ...request, genre: this.genre }));
  }

  /** The genre's model view for a lesson (`Genre.modelView`), built in the worker; null when the genre has none. */
  async modelView(puzzle: unknown, params: SolveRequest['params'], onProgress?: ProgressFn): Promise<Outcome<unknown>> {
    return this.worker.run((remote) => remote.modelView({ genre: this.genre, puzzle, params }, callback(onProgress)));
  }

  /** Stops whatever runs; its promise resolves `cancelled`. */
  cancel(): void {
    this.worker.cancel();
  }

  /** Keeps what the worker's preparation made; true when there was something to keep. */
  private async keepResources(): Promise<boolean> {
    const saved = await this.worker.run((remote) => remote.saveResources(this.genre));
    if (saved.status === 'done' && saved.value !== null) this.resources = saved.value;
    return this.resources !== null;
  }
}

const clients = new Map<string, SolverClient>();

/** The page's client for a genre (and lane); created on first use, never during the server render. */
export function getSolverClient(genre: GenreName, lane = 'main'): SolverClient {
  const key = `${genre}/${lane}`;
  let client = clients.get(key);
  if (!client) {
    client = new SolverClient(genre, lane);
    clients.set(key, client);
  }
  return client;
}

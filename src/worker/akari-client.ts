/**
 * The Akari solver, off the main thread, as the lesson's islands use it. One
 * per page (`getAkariSolver()`), shared by every island, created lazily so
 * nothing runs during the server render.
 *
 * Cancel terminates the worker at once (a solve is one synchronous loop); the
 * next call starts a fresh worker. The runs a terminated worker kept are gone
 * with it, so `why` then answers null and the island says to solve again.
 */
import type { WhyNode } from '../inequalities/explain';
import { callback, RestartableWorker } from './client';
import type { Outcome } from './protocol';
import type { AkariLive, AkariSolveReply, AkariSolveRequest, AkariWorkerApi } from './akari.worker';

export type { AkariLive, AkariSolveReply, AkariSolveRequest } from './akari.worker';

export interface AkariSolveHandlers {
  /** Counts so far (steps, rounds, trials), a few times a second while the solve runs. */
  onLive?: (live: AkariLive) => void;
}

export class AkariSolver {
  private readonly worker = new RestartableWorker<AkariWorkerApi>(
    () => new Worker(new URL('./akari.worker.ts', import.meta.url), { type: 'module', name: 'akari-solver' }),
  );

  async solve(request: AkariSolveRequest, handlers: AkariSolveHandlers = {}): Promise<Outcome<AkariSolveReply>> {
    // Reports travel on their own channel and may arrive after the answer;
    // once it is in, late ones are dropped so a view never goes back.
    let open = true;
    const onLive = handlers.onLive && ((live: AkariLive) => open && handlers.onLive?.(live));
    const outcome = await this.worker.run((remote) => remote.solve(request, callback(onLive)));
    open = false;
    return outcome;
  }

  /** Why trees of `variables` in run `runId` (null per unsettled one); value null when the run is gone. */
  why(runId: number, variables: number[], maxNodes = 40): Promise<Outcome<(WhyNode | null)[] | null>> {
    return this.worker.run((remote) => remote.why(runId, variables, maxNodes));
  }

  /** Stops the running solve at once; its promise resolves `cancelled`. */
  cancel(): void {
    this.worker.cancel();
  }
}

let shared: AkariSolver | null = null;

/** The page's Akari solver; created on first use (never during the server render). */
export function getAkariSolver(): AkariSolver {
  shared ??= new AkariSolver();
  return shared;
}

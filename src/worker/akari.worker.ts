/**
 * The Akari solver worker. It runs one of the inequality methods with the
 * trace on, and keeps the last few runs' inequality systems so the page can
 * ask "why is this a lamp?" afterwards: the derivations live in the system
 * (a class with typed arrays), and rebuilding a why tree is cheap here while
 * shipping every tree up front would cost megabytes on a big board.
 *
 * A running solve is synchronous and cannot read messages, so cancelling is
 * done by the client terminating this worker (see akari-client.ts); the kept
 * runs go with it, and a later `why` for them answers null.
 */
import * as Comlink from 'comlink';
import type { SolveResult } from '../core/result';
import { recorder, type Trace } from '../core/trace';
import type { EngineMethod } from '../inequalities/solve';
import { whyTree, type WhyNode } from '../inequalities/explain';
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariPuzzle, AkariSolution } from '../puzzles/akari/puzzle';
import { runAkari, type AkariRun } from '../puzzles/akari/solve-engine';

export interface AkariSolveRequest {
  puzzle: AkariPuzzle;
  method: EngineMethod;
  /** Cap on the literal pair loop's set of inequalities (pairs only). */
  cap?: number;
  limitMs?: number;
  /** Cap on recorded trace events. */
  maxEvents?: number;
}

/** What the page shows while a solve runs: counts so far (no progress fraction exists). */
export interface AkariLive {
  steps: number;
  rounds: number;
  trials: number;
  /** Size of the working set after the latest round, when there was one. */
  inequalities: number | null;
  last: string;
}

export interface AkariSolveReply {
  /** Names this run for later `why` questions. */
  runId: number;
  result: SolveResult<AkariSolution>;
  trace: Trace<AkariEvent>;
  /** Wall-clock time inside the worker (noisy on a busy machine). */
  ms: number;
}

const KEEP_RUNS = 4;
const kept: { id: number; run: AkariRun }[] = [];
let nextRunId = 1;

const api = {
  solve(request: AkariSolveRequest, onLive?: (live: AkariLive) => void): AkariSolveReply {
    const rec = recorder<AkariEvent>(request.maxEvents ?? 200_000);
    const live: AkariLive = { steps: 0, rounds: 0, trials: 0, inequalities: null, last: '' };
    let lastReport = 0;
    const sink = (e: AkariEvent) => {
      rec.sink(e);
      if (e.depth !== 0 || !onLive) return;
      live.steps++;
      live.last = e.kind;
      if (e.kind === 'round') {
        live.rounds = e.round;
        live.inequalities = e.inequalities;
      }
      if (e.kind === 'trial') live.trials++;
      // Each report is a message to the page; a few per second is plenty.
      const now = Date.now();
      if (now - lastReport >= 120) {
        lastReport = now;
        onLive({ ...live });
      }
    };
    const started = Date.now();
    const run = runAkari(request.puzzle, request.method, {
      budget: { limitMs: request.limitMs },
      sink,
      cap: request.cap,
    });
    const runId = nextRunId++;
    kept.push({ id: runId, run });
    if (kept.length > KEEP_RUNS) kept.shift();
    return { runId, result: run.result, trace: rec.trace('akari', request.method), ms: Date.now() - started };
  },

  /**
   * Why trees of the given variables from a kept run (null per variable that
   * is not settled), or null when this worker no longer has the run.
   */
  why(runId: number, variables: number[], maxNodes: number): (WhyNode | null)[] | null {
    const found = kept.find((k) => k.id === runId);
    if (!found) return null;
    const system = found.run.engine.run.system;
    return variables.map((v) => (v >= 0 && v < system.variableCount ? whyTree(system, v, maxNodes) : null));
  },
};

export type AkariWorkerApi = typeof api;

Comlink.expose(api);

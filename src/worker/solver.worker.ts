/**
 * The one solver worker, for every genre: it loads the genre it is asked for
 * (lazily, from the registry), runs a method's `prepare` (building tables,
 * with progress) and then its synchronous `solve` with the trace on.
 *
 * A running solve cannot read messages, so stopping one is done by the client
 * terminating this worker (solver-client.ts); what `prepare` made survives
 * through `saveResources` / `restoreResources`, kept on the page meanwhile.
 */
import * as Comlink from 'comlink';
import type { TraceEventBase } from '../core/trace';
import { isGenreName, loadGenre, type GenreName } from '../puzzles/index';
import type { AnyGenre, PuzzleGrade } from '../puzzles/types';
import { resolveOptions } from '../puzzles/options';
import type { GradeRequest, LiveReport, MadeBoardText, MakeBoardRequest, PrepareReply, ProgressFn, SolveReply, SolveRequest } from './protocol';
import { runGenreSolve } from './run-genre';
import { throttleProgress } from './throttle';

async function genreOf(name: GenreName): Promise<AnyGenre> {
  if (!isGenreName(name)) throw new Error(`unknown genre '${String(name)}'`);
  return loadGenre(name);
}

const api = {
  /** Runs the method's preparation for this puzzle (nothing when none is needed). */
  async prepare(request: SolveRequest, onProgress?: ProgressFn): Promise<PrepareReply> {
    const genre = await genreOf(request.genre);
    const method = genre.methods[request.method ?? genre.defaultMethod];
    if (!method?.prepare) return { ms: 0 };
    const started = Date.now();
    const options = resolveOptions(method.options, request.params ?? {});
    const params = options.ok ? options.values : undefined;
    await method.prepare(request.puzzle, { onProgress: throttleProgress(onProgress), params });
    return { ms: Date.now() - started };
  },

  /** Solves with the trace on; `onLive` hears a few reports a second. */
  async solve(request: SolveRequest, onLive?: (report: LiveReport<TraceEventBase>) => void): Promise<SolveReply<unknown, TraceEventBase>> {
    const genre = await genreOf(request.genre);
    return runGenreSolve(genre, request.puzzle, request, { onLive });
  },

  /**
   * What the genre's preparation made, as plain data (null when nothing). The
   * copy is made here, off the page's thread, and its buffers are transferred,
   * so the page receives tens of megabytes of tables without copying them.
   */
  async saveResources(name: GenreName): Promise<unknown> {
    const saved = (await genreOf(name)).resources?.save() ?? null;
    if (saved === null) return null;
    const copy = structuredClone(saved);
    return Comlink.transfer(copy, buffersIn(copy));
  },

  /** How hard the puzzle is (the genre's `grade`, as `puzzle grade` prints it); null for a genre without one. */
  async grade(request: GradeRequest): Promise<PuzzleGrade | null> {
    const genre = await genreOf(request.genre);
    return genre.grade ? genre.grade(request.puzzle, { budget: { limitMs: request.limitMs }, params: request.params }) : null;
  },

  /** A board made to order (the genre's `make`, as `puzzle make` prints it, the board as text); null for a genre without one. */
  async make(request: MakeBoardRequest): Promise<MadeBoardText | null> {
    const genre = await genreOf(request.genre);
    if (!genre.make) return null;
    const made = genre.make.make({ width: request.width, height: request.height, level: request.level, seed: request.seed, budget: { limitMs: request.limitMs }, params: request.params });
    return { ...made, puzzle: made.puzzle === null ? null : genre.print(made.puzzle) };
  },

  /**
   * The genre's model view for a lesson (`Genre.modelView`), with progress;
   * its typed arrays are transferred, so the page receives them without a copy.
   */
  async modelView(request: SolveRequest, onProgress?: ProgressFn): Promise<unknown> {
    const genre = await genreOf(request.genre);
    if (!genre.modelView) return null;
    const progress = throttleProgress(onProgress);
    const view = genre.modelView(request.puzzle, request.params ?? {}, progress && ((f) => progress(f, 'building the model')));
    return Comlink.transfer(view, buffersIn(view));
  },

  async restoreResources(name: GenreName, data: unknown): Promise<void> {
    (await genreOf(name)).resources?.restore(data);
  },
};

/** Every ArrayBuffer inside plain data (typed arrays in objects and arrays), each once. */
function buffersIn(value: unknown, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (value instanceof ArrayBuffer) {
    found.add(value);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) buffersIn(v, found);
  }
  return [...found];
}

export type SolverWorkerApi = typeof api;

Comlink.expose(api);

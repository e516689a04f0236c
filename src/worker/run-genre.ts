/**
 * Runs one of a genre's methods with a recorded trace: the part of every
 * solver worker that is the same for all genres. DOM-free and synchronous,
 * so it also runs (and is tested) under Node.
 */
import { recorder, type TraceEventBase } from '../core/trace';
import type { Genre } from '../puzzles/types';
import type { ProgressFn, SolveReply, SolveRequestBase } from './protocol';

export interface RunHooks<E extends TraceEventBase> {
  /** Receives each whole step (depth-0 event) as it happens, e.g. to show live iterations. */
  onStep?: (event: E) => void;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
}

export function runGenreSolve<P, S, E extends TraceEventBase, V>(
  genre: Genre<P, S, E, V>,
  puzzle: P,
  request: SolveRequestBase,
  hooks: RunHooks<E> = {},
): SolveReply<S, E> {
  const methodName = request.method ?? genre.defaultMethod;
  const method = genre.methods[methodName];
  if (!method) {
    const known = Object.keys(genre.methods).join(', ');
    throw new Error(`The ${genre.name} genre has no method "${methodName}" (known: ${known}).`);
  }
  const rec = recorder<E>(request.maxEvents);
  const { onStep } = hooks;
  const sink = onStep
    ? (event: E) => {
        rec.sink(event);
        if (event.depth === 0) onStep(event);
      }
    : rec.sink;
  const started = Date.now();
  const result = method.solve(puzzle, {
    budget: { limitMs: request.limitMs, maxNodes: request.maxNodes, signal: hooks.signal },
    sink,
    onProgress: hooks.onProgress,
  });
  return { result, trace: rec.trace(genre.name, methodName), ms: Date.now() - started };
}

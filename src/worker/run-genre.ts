/**
 * Runs one of a genre's methods with a recorded trace: the part of the solver
 * worker that does the work, DOM-free and synchronous, so it also runs (and
 * is tested) under Node. The options are checked and completed here and go
 * into the trace's envelope, so every view knows exactly what ran.
 */
import { recorder, type TraceEventBase } from '../core/trace';
import { resolveOptions } from '../puzzles/options';
import type { Genre } from '../puzzles/types';
import type { LiveReport, SolveReply, SolveRequest } from './protocol';

export interface RunHooks<E extends TraceEventBase> {
  /** A few times a second while the search runs, and once at the end. */
  onLive?: (report: LiveReport<E>) => void;
  /** Milliseconds between live reports (default 120). */
  liveEveryMs?: number;
  signal?: AbortSignal;
}

/** Most whole steps one live report carries; a fast search makes thousands a second. */
const RECENT_CAP = 40;

export function runGenreSolve<P, S, E extends TraceEventBase, V>(
  genre: Genre<P, S, E, V>,
  puzzle: P,
  request: Omit<SolveRequest<P>, 'genre' | 'puzzle'>,
  hooks: RunHooks<E> = {},
): SolveReply<S, E> {
  const methodName = request.method ?? genre.defaultMethod;
  const method = genre.methods[methodName];
  if (!method) {
    const known = Object.keys(genre.methods).join(', ');
    throw new Error(`The ${genre.name} genre has no method "${methodName}" (known: ${known}).`);
  }
  const options = resolveOptions(method.options, request.params ?? {});
  if (!options.ok) throw new Error(`${genre.name}/${methodName}: ${options.message}`);
  const rec = recorder<E>(request.maxEvents);
  const started = Date.now();
  const { onLive } = hooks;
  let sink = rec.sink;
  let flush = () => {};
  if (onLive) {
    const every = hooks.liveEveryMs ?? 120;
    let steps = 0;
    let recent: E[] = [];
    let latest: E | undefined;
    let last = started;
    flush = () => {
      onLive({ steps, events: rec.seen, elapsedMs: Date.now() - started, recent, latest });
      recent = [];
    };
    sink = (event: E) => {
      rec.sink(event);
      if (event.depth !== 0) return;
      steps++;
      latest = event;
      if (recent.length < RECENT_CAP) recent.push(event);
      const now = Date.now();
      if (now - last >= every) {
        last = now;
        flush();
      }
    };
  }
  const result = method.solve(puzzle, {
    budget: { limitMs: request.limitMs ?? genre.defaultLimitMs, maxNodes: request.maxNodes, signal: hooks.signal },
    params: options.values,
    sink,
  });
  flush();
  return { result, trace: rec.trace(genre.name, methodName, options.values), ms: Date.now() - started };
}

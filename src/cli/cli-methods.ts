/**
 * Methods only the command line offers: they read tables cached on disk or
 * need more memory than a browser tab should take, so they cannot live in the
 * genre object the browser shares. Each may `prepare` for a puzzle (load or
 * build its tables) before its synchronous `solve` runs.
 */
import type { TraceEventBase } from '../core/trace';
import type { AnyGenre, Method } from '../puzzles/types';
import { slidingStrongMethod } from './sliding-strong';

export type CliMethod<P, S, E extends TraceEventBase> = Method<P, S, E>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cliOnly: Record<string, Record<string, CliMethod<any, any, any>>> = {
  sliding: { [slidingStrongMethod.name]: slidingStrongMethod },
};

/** The genre with its command-line-only methods added beside the shared ones. */
export function withCliMethods(genre: AnyGenre): AnyGenre {
  const extra = cliOnly[genre.name];
  return extra ? { ...genre, methods: { ...genre.methods, ...extra } } : genre;
}

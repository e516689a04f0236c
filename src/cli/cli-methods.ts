/**
 * Methods only the command line offers: they read tables cached on disk,
 * need more memory than a browser tab should take, or use Node's worker
 * threads, so they cannot live in the genre object the browser shares. Each may `prepare` for a puzzle (load or
 * build its tables) before its synchronous `solve` runs.
 */
import type { TraceEventBase } from '../core/trace';
import type { AnyGenre, Method } from '../puzzles/types';
import { cliAutoMethod, cliHighsMethod } from './shakashaka-highs';
import { slidingCachedIdaMethod, slidingStrongMethod } from './sliding-strong';

export type CliMethod<P, S, E extends TraceEventBase> = Method<P, S, E>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cliOnly: Record<string, Record<string, CliMethod<any, any, any>>> = {
  // `ida` replaces the shared one: the same search, its 6-6-3 tables cached on disk.
  sliding: { ida: slidingCachedIdaMethod, [slidingStrongMethod.name]: slidingStrongMethod },
  // Replaces the shared `highs`: the same method, with HiGHS in a thread stopped at the deadline.
  shakashaka: { [cliHighsMethod.name]: cliHighsMethod, [cliAutoMethod.name]: cliAutoMethod },
};

/**
 * Where the command line's default differs from the genre's (the browser's): Shakashaka races
 * `steps` and `highs`, which needs a worker thread beside the solving one.
 */
const cliDefault: Record<string, string> = { shakashaka: cliAutoMethod.name };

/** The genre with its command-line-only methods added beside the shared ones. */
export function withCliMethods(genre: AnyGenre): AnyGenre {
  const extra = cliOnly[genre.name];
  if (!extra) return genre;
  return { ...genre, methods: { ...genre.methods, ...extra }, defaultMethod: cliDefault[genre.name] ?? genre.defaultMethod };
}

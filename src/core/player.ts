/**
 * The player: a replay of a trace, `(puzzle, events, cursor) → view state`.
 *
 * A genre's `Replay` applies one event to a view *in place* (O(1) per event
 * for the usual "set a cell, add a row" steps), and can `clone` a view. The
 * player keeps a clone every so many events as a checkpoint, so stepping
 * back or scrubbing starts from the nearest checkpoint instead of from zero,
 * and `at(k)` hands out a fresh view the caller may keep.
 *
 * Lists that only grow (rows of a table, nodes of a tree) belong in a `Log`
 * (./log.ts): clones share its storage, so a checkpoint costs the size of the
 * view's fixed part, not of everything seen so far.
 */

export interface Replay<P, V, E> {
  /** The view before any event. */
  initial(puzzle: P): V;
  /** Applies one event to `view`, changing it. */
  apply(view: V, event: E): void;
  /** A copy that later `apply` calls on either side leave the other unchanged. */
  clone(view: V): V;
}

export interface Player<V> {
  /** Number of events; valid cursors are 0 … length (0 = before any event). */
  readonly length: number;
  /** The view state after the first `cursor` events (a fresh object). */
  at(cursor: number): V;
}

/**
 * At most this many checkpoints: past it the spacing grows with the trace, so
 * a trace of a million events over a large board keeps a bounded number of
 * board copies while a step still replays only a few hundred events.
 */
export const MAX_CHECKPOINTS = 2048;

export function createPlayer<P, V, E>(
  replay: Replay<P, V, E>,
  puzzle: P,
  events: readonly E[],
  minEvery = 64,
): Player<V> {
  const every = Math.max(minEvery, Math.ceil(events.length / MAX_CHECKPOINTS));
  const checkpoints: V[] = [];
  const state = replay.initial(puzzle);
  checkpoints.push(replay.clone(state));
  for (let i = 0; i < events.length; i++) {
    replay.apply(state, events[i]);
    if ((i + 1) % every === 0) checkpoints.push(replay.clone(state));
  }
  return {
    length: events.length,
    at(cursor: number): V {
      const k = Math.max(0, Math.min(events.length, Math.floor(cursor)));
      const c = Math.floor(k / every);
      const s = replay.clone(checkpoints[c]);
      for (let i = c * every; i < k; i++) replay.apply(s, events[i]);
      return s;
    },
  };
}

/** The view after the first `count` events (all by default), replayed from the start. */
export function replayTo<P, V, E>(replay: Replay<P, V, E>, puzzle: P, events: readonly E[], count = events.length): V {
  const view = replay.initial(puzzle);
  const end = Math.max(0, Math.min(events.length, count));
  for (let i = 0; i < end; i++) replay.apply(view, events[i]);
  return view;
}

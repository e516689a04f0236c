/**
 * The player: a pure replay of a trace, `(puzzle, events, cursor) → view state`.
 *
 * Stepping back must not replay from zero, so the player keeps a checkpoint
 * (a copy of the view state) every `every` events; `at(k)` starts from the
 * nearest checkpoint at or before k. The reducer must not mutate its input.
 */

export type Reducer<S, E> = (state: S, event: E) => S;

export interface Player<S> {
  /** Number of events; valid cursors are 0 … length (0 = before any event). */
  readonly length: number;
  /** The view state after the first `cursor` events. */
  at(cursor: number): S;
}

export function createPlayer<S, E>(
  initial: S,
  events: readonly E[],
  reduce: Reducer<S, E>,
  every = 32,
): Player<S> {
  const checkpoints: S[] = [initial];
  let state = initial;
  for (let i = 0; i < events.length; i++) {
    state = reduce(state, events[i]);
    if ((i + 1) % every === 0) checkpoints.push(state);
  }
  return {
    length: events.length,
    at(cursor: number): S {
      const k = Math.max(0, Math.min(events.length, Math.floor(cursor)));
      const c = Math.floor(k / every);
      let s = checkpoints[c];
      for (let i = c * every; i < k; i++) s = reduce(s, events[i]);
      return s;
    },
  };
}

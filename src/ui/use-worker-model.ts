/**
 * A lesson's model of the board, built where it does not block the page: a
 * small board's here at once (the lesson's examples, and what the server
 * renders); a larger one's in a worker lane of its own (Genre.modelView),
 * with progress and Cancel, a moment after the reader stops typing, and then
 * read on the page part by part (the genre's lazy model). Shakashaka's and
 * Akari's solver islands use it: a 100×100 board's model built on the page
 * blocked it for a quarter of a second (Akari) to two seconds (Shakashaka)
 * on every keystroke.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { OptionValues } from '../core/trace';
import type { GenreName } from '../puzzles/index';
import { getSolverClient } from '../worker/solver-client';

/** How long the board must stay unchanged before a large one's model is built (typing goes on meanwhile). */
export const BUILD_DELAY_MS = 400;

/** Where the model stands; `D` is what a built one carries (the model, and whatever else the genre's view needs). */
export type ModelState<D extends object> =
  | { phase: 'none' }
  | { phase: 'waiting' | 'building'; fraction: number | null }
  | ({ phase: 'done' } & D)
  | { phase: 'refused' | 'failed'; message: string }
  | { phase: 'cancelled' };

export interface ModelBuild<P, D extends object> {
  /** The model built on the page, or null when the board is too large for that. */
  onPage: (puzzle: P) => ModelState<D> | null;
  /** The model from the worker's view (Genre.modelView's answer). */
  fromView: (puzzle: P, view: unknown) => ModelState<D>;
}

/**
 * The model of `puzzle` (whose printed form is `key`) with `params`. `build`
 * may be a new object on each render; a board and params it has answered
 * for are not built again.
 */
export function useWorkerModel<P, D extends object>(genre: GenreName, puzzle: P | null, key: string, params: OptionValues, started: boolean, build: ModelBuild<P, D>): {
  state: ModelState<D>;
  cancel: () => void;
  retry: () => void;
} {
  const paramsKey = JSON.stringify(params);
  const onPage = useMemo<ModelState<D> | null>(() => (puzzle ? build.onPage(puzzle) : { phase: 'none' }), [key, paramsKey]);
  const [inWorker, setInWorker] = useState<{ for: string; state: ModelState<D> }>({ for: '', state: { phase: 'waiting', fraction: null } });
  const [attempt, setAttempt] = useState(0);
  const asked = `${key}\n${paramsKey}\n${attempt}`;

  useEffect(() => {
    if (onPage || !puzzle || !started) return;
    const client = getSolverClient(genre, 'model');
    let live = true;
    const set = (state: ModelState<D>) => live && setInWorker({ for: asked, state });
    set({ phase: 'waiting', fraction: null });
    const timer = window.setTimeout(async () => {
      set({ phase: 'building', fraction: 0 });
      const outcome = await client.modelView(puzzle, params, (fraction) => set({ phase: 'building', fraction }));
      if (!live) return;
      if (outcome.status === 'cancelled') return set({ phase: 'cancelled' });
      if (outcome.status === 'failed') return set({ phase: 'failed', message: outcome.message });
      set(build.fromView(puzzle, outcome.value));
    }, BUILD_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
      // A newer board or model replaces this one: the old build stops at once (the worker is terminated).
      client.cancel();
    };
  }, [asked, started, onPage === null]);

  const state: ModelState<D> = onPage ?? (inWorker.for === asked ? inWorker.state : { phase: 'waiting', fraction: null });
  return {
    state,
    cancel: () => getSolverClient(genre, 'model').cancel(),
    retry: () => setAttempt((a) => a + 1),
  };
}

/**
 * The model the island shows, built where it does not block the page: a
 * small board's (the lesson's examples, and what the server renders) here at
 * once; a larger one's shape in a worker lane of its own (Genre.modelView),
 * with progress and Cancel, a moment after the reader stops typing, and then
 * read part by part on the page (model/lazy.ts). A 100×100 board's model
 * built here blocked the page for about two seconds, on every keystroke.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ModelVariant } from '../../puzzles/shakashaka/model/families';
import { lazyShakashakaModel, type ModelShape } from '../../puzzles/shakashaka/model/lazy';
import { buildShakashakaModel, type ShakashakaModel } from '../../puzzles/shakashaka/model';
import type { ShakashakaModelView } from '../../puzzles/shakashaka/genre';
import type { ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';
import { getSolverClient } from '../../worker/solver-client';

/** Boards up to this many cells are built on the page: a few milliseconds, and the server can render them. */
export const PAGE_BUILT_CELLS = 256;
/** How long the board must stay unchanged before a large one's model is built (typing goes on meanwhile). */
export const BUILD_DELAY_MS = 400;

export type ModelState =
  | { phase: 'none' }
  | { phase: 'waiting' | 'building'; fraction: number | null }
  | { phase: 'done'; model: ShakashakaModel; shape?: ModelShape }
  | { phase: 'refused' | 'failed'; message: string }
  | { phase: 'cancelled' };

export function useShakashakaModel(puzzle: ShakashakaPuzzle | null, key: string, variant: ModelVariant, started: boolean): {
  state: ModelState;
  cancel: () => void;
  retry: () => void;
} {
  const small = puzzle !== null && puzzle.width * puzzle.height <= PAGE_BUILT_CELLS;
  const onPage = useMemo<ModelState | null>(() => {
    if (!puzzle) return { phase: 'none' };
    if (!small) return null;
    const built = buildShakashakaModel(puzzle, variant);
    return built.ok ? { phase: 'done', model: built.model } : { phase: 'refused', message: built.message };
  }, [key, variant]);
  const [inWorker, setInWorker] = useState<{ for: string; state: ModelState }>({ for: '', state: { phase: 'waiting', fraction: null } });
  const [attempt, setAttempt] = useState(0);
  const asked = `${key}\n${variant}\n${attempt}`;

  useEffect(() => {
    if (onPage || !puzzle || !started) return;
    const client = getSolverClient('shakashaka', 'model');
    let live = true;
    const set = (state: ModelState) => live && setInWorker({ for: asked, state });
    set({ phase: 'waiting', fraction: null });
    const timer = window.setTimeout(async () => {
      set({ phase: 'building', fraction: 0 });
      const outcome = await client.modelView(puzzle, { model: variant }, (fraction) => set({ phase: 'building', fraction }));
      if (!live) return;
      if (outcome.status === 'cancelled') return set({ phase: 'cancelled' });
      if (outcome.status === 'failed') return set({ phase: 'failed', message: outcome.message });
      const view = outcome.value as ShakashakaModelView;
      if (!view.ok) return set({ phase: 'refused', message: view.message });
      set({ phase: 'done', model: lazyShakashakaModel(puzzle, view.shape), shape: view.shape });
    }, BUILD_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
      // A newer board or model replaces this one: the old build stops at once (the worker is terminated).
      client.cancel();
    };
  }, [asked, started, onPage === null]);

  const state: ModelState = onPage ?? (inWorker.for === asked ? inWorker.state : { phase: 'waiting', fraction: null });
  return {
    state,
    cancel: () => getSolverClient('shakashaka', 'model').cancel(),
    retry: () => setAttempt((a) => a + 1),
  };
}


/**
 * The Shakashaka model the island shows (src/ui/use-worker-model.ts): a small
 * board's built here; a larger one's shape built in the worker and read on
 * the page part by part (model/lazy.ts).
 */
import type { ModelVariant } from '../../puzzles/shakashaka/model/families';
import { lazyShakashakaModel, type ModelShape } from '../../puzzles/shakashaka/model/lazy';
import { buildShakashakaModel, type ShakashakaModel } from '../../puzzles/shakashaka/model';
import type { ShakashakaModelView } from '../../puzzles/shakashaka/genre';
import type { ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';
import { useWorkerModel, type ModelState } from '../use-worker-model';

/** Boards up to this many cells are built on the page: a few milliseconds, and the server can render them. */
export const PAGE_BUILT_CELLS = 256;

export type ShakashakaModelState = ModelState<{ model: ShakashakaModel; shape?: ModelShape }>;

export function useShakashakaModel(puzzle: ShakashakaPuzzle | null, key: string, variant: ModelVariant, started: boolean) {
  return useWorkerModel('shakashaka', puzzle, key, { model: variant }, started, {
    onPage: (p): ShakashakaModelState | null => {
      if (p.width * p.height > PAGE_BUILT_CELLS) return null;
      const built = buildShakashakaModel(p, variant);
      return built.ok ? { phase: 'done', model: built.model } : { phase: 'refused', message: built.message };
    },
    fromView: (p, value): ShakashakaModelState => {
      const view = value as ShakashakaModelView;
      return view.ok ? { phase: 'done', model: lazyShakashakaModel(p, view.shape), shape: view.shape } : { phase: 'refused', message: view.message };
    },
  });
}

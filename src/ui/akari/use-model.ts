/**
 * The Akari model the solver island shows (src/ui/use-worker-model.ts): a
 * board drawn cell by cell (up to LARGE_BOARD_CELLS) has its model built
 * here at once; a larger one's is built in the worker and read on the page
 * an inequality at a time (src/puzzles/akari/model-shape.ts).
 */
import { buildAkariModel, type AkariModel } from '../../puzzles/akari/model';
import { lazyAkariModel, type AkariModelShape } from '../../puzzles/akari/model-shape';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';
import { useWorkerModel, type ModelState } from '../use-worker-model';
import { LARGE_BOARD_CELLS } from './LargeAkariBoard';

export type AkariModelState = ModelState<{ model: AkariModel }>;

export function useAkariModel(puzzle: AkariPuzzle | null, key: string, started: boolean) {
  return useWorkerModel('akari', puzzle, key, {}, started, {
    onPage: (p): AkariModelState | null => (p.width * p.height > LARGE_BOARD_CELLS ? null : { phase: 'done', model: buildAkariModel(p) }),
    fromView: (p, shape): AkariModelState => ({ phase: 'done', model: lazyAkariModel(p, shape as AkariModelShape) }),
  });
}

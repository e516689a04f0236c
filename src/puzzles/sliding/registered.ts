/**
 * The sliding genre as the registry lists it: the default method `ida` uses
 * the lesson's 6-6-3 pattern databases (+ mirror) on 4×4 boards, and
 * Manhattan + linear conflicts on 3×3 boards.
 *
 * The databases take about a second to build, so they are built lazily —
 * the first time a 4×4 board is solved with `ida` — and then kept for the
 * life of the process (one CLI run, one test file). They are built before
 * the search starts its clock, so the time limit is all search time.
 * (The browser lesson does not come through here: its worker builds the
 * same tables asynchronously with a progress bar, src/worker/sliding.worker.ts.)
 */
import { createSlidingGenre } from './genre';
import { buildPdb663, pdb663Heuristic, type Pdb663Tables } from './heuristic-pdb';

let pdb663: Pdb663Tables | undefined;

/** The 6-6-3 databases if this process has built them, else undefined (never builds). */
export function builtPdb663(): Pdb663Tables | undefined {
  return pdb663;
}

export const slidingDefault = createSlidingGenre({
  strongestHeuristic(size, { onProgress, signal }) {
    if (size !== 4) return undefined;
    pdb663 ??= buildPdb663(onProgress, signal);
    return pdb663Heuristic(pdb663);
  },
});

/**
 * How far the young generations of the command's heaps may grow: the part of
 * a heap where new objects start, which V8 enlarges under a fast stream of
 * short-lived ones, so that it costs memory without holding anything that
 * lives.
 */
import { setFlagsFromString } from 'node:v8';

/**
 * The young generation of every worker thread the command starts (the --jobs
 * threads of solve-parallel.ts, the HiGHS thread of highs-thread.ts), in
 * megabytes. V8 grows it up to 48 MB under a solve per millisecond, or a model
 * text and its answer per board: with two threads and the main one, a file of
 * 10,000 small Numberlink boards took 243 MB; at 8 MB the same run stays near
 * the single thread's figure, for a few per cent more collection time. Old
 * objects (tables, big models, a large board's model text) are not limited by
 * it, nor is HiGHS's WebAssembly memory.
 */
export const THREAD_YOUNG_GENERATION_MB = 8;

/**
 * Holds every heap's young generation at the size it has now, the main
 * thread's too, which no `resourceLimits` reaches: V8 reads its growth factor
 * each time a young generation would grow, so the flag holds for heaps that
 * already exist. For `solve --jobs N`: when its main thread only read, handed
 * out and printed (it now solves a share too), its young generation grew to
 * 32 MB on strings that live a moment; 100,000 9×9 Sudoku lines under --jobs 2 peaked at 201 MB with it
 * growing and 148 MB with it held; 30,000 lines took 3 % more CPU time (two
 * runs each, on a shared machine).
 */
export function holdYoungGenerations(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}

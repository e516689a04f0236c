/**
 * The young generation of a worker thread's heap, in megabytes, for every
 * thread the command starts (the --jobs threads of solve-parallel.ts, the
 * HiGHS thread of highs-thread.ts). V8 grows it up to 48 MB under a fast
 * stream of short-lived objects (a solve per millisecond, or a model text and
 * its answer per board), which with two threads and the main one took a file
 * of 10,000 small Numberlink boards to 243 MB; at 8 MB the same run stays near
 * the single thread's figure, for a few per cent more collection time. Old
 * objects (tables, big models, a large board's model text) are not limited by
 * it, nor is HiGHS's WebAssembly memory.
 */
export const THREAD_YOUNG_GENERATION_MB = 8;

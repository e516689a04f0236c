/**
 * The flags Node runs the `puzzle` command with, for what only Node's own
 * command line can set: package.json's `puzzle` script passes them (a test
 * checks it says the same), and so do the benchmarks and tests that start the
 * command as its own process (src/bench/cli-process.ts, tests/cli/run-cli.ts).
 *
 * `--max-semi-space-size=4`: the main thread's young generation (the part of
 * the heap where new objects start) at most 8 MB, its two halves of 4, where
 * Node lets it grow to 32. V8 reads the size once, when the heap is made, so
 * the command cannot set it for itself (holdYoungGenerations in
 * ./thread-heap.ts only stops further growth, and by the second board of a
 * file of small Shakashaka boards it had grown to 16 MB). That file of 12,988
 * boards peaked at 197 MB without the flag and 153 MB with it, the answers the
 * same, for about 5 % more CPU time; held at its first size instead, 1 MB a
 * half, it peaked at 194 MB, as objects that live for one board are then moved
 * to the old generation and grow it in their place. The --jobs threads and
 * HiGHS's have their own limit (THREAD_YOUNG_GENERATION_MB).
 */
export const PUZZLE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];

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
 *
 * `--heap-growing-percent=50`: after a full collection, each heap (every
 * thread's: a V8 flag is the process's) may grow to 1.5 times what it kept
 * (at least 8 MB more) before the next, where V8 otherwise allows up to 4
 * times. A solver's objects that live for one board survive the young
 * generation, so the old one fills with them and is collected every fraction
 * of a second; on a busy machine such a collection's marking, spread over its
 * allocations, can take a few hundred milliseconds, and what is allocated
 * meanwhile is kept by it. It then "kept" 24–35 MB where 8 were alive, and the
 * heap grew to 3–4 times that before the next: the bursts of the memory
 * benchmark (a Shakashaka thread at 110 MB, an Akari --jobs thread at 77 MB,
 * seen with --trace-gc). 35,088 small Akari boards under --jobs 2 peaked at
 * 217–299 MB without the flag and 162–173 with it (three runs and two, on a
 * busy machine; CPU 15.3 and 17.2 s without, 17.1 with); the solving
 * threads' heaps at most 31–33 MB instead of 37–77.
 */
export const PUZZLE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--heap-growing-percent=50'];

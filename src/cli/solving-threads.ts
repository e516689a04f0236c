/**
 * How many threads of this process solve puzzles at once: 1, or N under
 * `solve --jobs N` (each worker thread is told at its start, and the
 * command's own thread, which solves a share too, when the pool starts). A CPU budget
 * read from the process's CPU time needs it: that time counts every thread,
 * so with two threads solving it runs about twice as fast as the one thread's
 * own, and Node 20 has no clock for one thread's CPU time.
 */
let solving = 1;

export function setSolvingThreads(threads: number): void {
  solving = Math.max(1, Math.floor(threads));
}

/** This thread's share of `processCpuMs`, the CPU time the whole process used over some stretch. */
export function ownShareOfCpu(processCpuMs: number): number {
  return processCpuMs / solving;
}

/**
 * A soft ceiling on the resident memory of `puzzle solve` over many puzzles:
 * between two puzzles, a solving thread whose heap has grown well past what
 * it kept at its last collection collects it in full once the process is over
 * the ceiling, instead of waiting for V8's own collection to catch up.
 *
 * Why: V8 collects a heap concurrently, on helper threads, while the solver
 * goes on allocating. On a starved machine those helpers run late, and every
 * thread's heap grows meanwhile: 1,200 small Shakashaka boards under --jobs 2
 * peaked at 153–181 MB under `nice -n 19` beside a load of 16 (137–169 MB
 * without nice), and the memory benchmark once measured 240 MB, where the
 * live data of all the threads together is under 40 MB. A full collection
 * run by the thread itself does not wait for any helper.
 *
 * Its cost is bounded by the allocation that triggers it: a thread collects
 * only after its heap grew by GROWTH_MB since the last one, and looks at the
 * process's memory at most every CHECK_MS, so a run that stays under the
 * ceiling pays a clock read per puzzle.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Above this resident set (MB) a thread with enough garbage collects it: the memory goal is 200 MB. */
export const SOFT_CEILING_MB = 150;
/** How much a thread's heap must have grown since its last full collection before it runs another, in MB. */
const GROWTH_MB = 16;
/** How often a thread reads the process's resident set, at most (ms): reading it costs a few microseconds. */
const CHECK_MS = 20;

let nextCheck = 0;
let keptAfterLast = 0;
let fullCollection: (() => void) | null | undefined;

/**
 * V8's full collection as a function. It is exposed by a flag; set at run
 * time, the flag reaches contexts made afterwards, so a fresh context hands
 * it over without `--expose-gc` on the command line (null if V8 refuses).
 */
export function collector(): (() => void) | null {
  if (fullCollection === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      fullCollection = runInNewContext('gc') as () => void;
    } catch {
      fullCollection = null;
    }
  }
  return fullCollection;
}

/** Whether a thread collects: the process is over the ceiling and this thread's heap has grown enough to matter (bytes). */
export function collectionDue(residentBytes: number, heapBytes: number, keptAfterLastBytes: number): boolean {
  return residentBytes >= SOFT_CEILING_MB * 1e6 && heapBytes - keptAfterLastBytes >= GROWTH_MB * 1e6;
}

/** Called by a solving thread between puzzles: collects its heap in full when collectionDue says so. */
export function keepUnderMemoryCeiling(): void {
  const now = Date.now();
  if (now < nextCheck) return;
  nextCheck = now + CHECK_MS;
  const resident = process.memoryUsage.rss();
  if (resident < SOFT_CEILING_MB * 1e6) return;
  if (!collectionDue(resident, getHeapStatistics().total_heap_size, keptAfterLast)) return;
  const collect = collector();
  if (!collect) return;
  collect();
  keptAfterLast = getHeapStatistics().used_heap_size;
}

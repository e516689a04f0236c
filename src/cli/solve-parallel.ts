/**
 * `puzzle solve --jobs N` with N > 1: the puzzles are solved by N threads —
 * N − 1 worker threads (./solve-worker.ts) and this one, which also reads the
 * input and prints the records in input order. Reading and printing take this
 * thread little (0.2–0.3 s of CPU on 10,000 small Numberlink boards, against
 * about 5 s of solving), so with N workers it sat mostly idle beside one more
 * worker to start, whose heap and compiles cost as much as the others': on
 * that file under --jobs 2, one worker instead of two took the peak memory
 * from 139–147 MB to 116–121 MB and the CPU time of 1,000 boards from 1.47–1.58 s
 * to 1.37–1.42 s (alternating runs on a shared machine).
 * The workers do all the per-puzzle work they can: each line of a block read
 * one puzzle per line, and every other block of up to a few kilobytes whole
 * (./puzzle-stream.ts), goes to them as text to parse, and each record comes
 * back as its output line; this thread answers its share the same way
 * (./answer-batch.ts).
 *
 * Memory stays flat however long the input: reading pauses while
 * `inFlight(N)` puzzles are between "read" and "printed", so a file of a
 * million boards never holds more than a couple of hundred. Puzzles travel
 * in batches (a message per 9×9 Sudoku cost about as much as solving it), and
 * the answers to a batch come back as one string (./batch-reply.ts). A batch
 * holds up to BATCH lines, fewer when they are long (BATCH_CHARS: one 400×400
 * Sudoku is a batch of its own) and never more than its share of the waiting
 * puzzles, so a short input of slow boards is spread over every thread. Each
 * worker has at most two batches at a time (one being solved, one waiting, so
 * it never idles on a message's round trip); the rest wait here, so a slow
 * puzzle holds up one batch, not the queue. This thread takes the waiting
 * puzzles one at a time for a slice of LOCAL_SLICE_MS, then turns to its
 * event loop (workers' answers, printing, reading), so a worker is handed its
 * next batch at most one slice, or one slow puzzle, late. A plain message
 * protocol is enough for one request shape; an RPC library would add nothing
 * here.
 */
import { Worker } from 'node:worker_threads';
import type { ParseResult } from '../core/result';
import type { SolveCommand } from './args';
import type { TextBlock } from './puzzle-stream';
import { SolverBugError } from './errors';
import { answerBatch, type BatchOptions, type BatchTask } from './answer-batch';
import { ANSWERED_INVALID, FAILED, NO_PUZZLE, type BatchReply } from './batch-reply';
import type { WorkerSetup } from './solve-worker';
import { setSolvingThreads } from './solving-threads';
import { THREAD_YOUNG_GENERATION_MB } from './thread-heap';

/** Puzzles read but not yet printed, at most: the full batches every worker holds, as many again waiting here. */
export function inFlight(jobs: number): number {
  return Math.min(2048, 2 * PER_WORKER * BATCH * jobs);
}

/**
 * Whether reading must wait for answers, with `puzzles` read and not yet
 * printed, holding `chars` characters of text: at inFlight(jobs) puzzles, or
 * at IN_FLIGHT_CHARS once every worker can have its batches — so a stream of
 * 400×400 boards (half a megabyte each) holds about as much as it did when
 * at most 64 puzzles were in flight, while 9×9 lines fill the larger queue.
 */
export function readingWaits(puzzles: number, chars: number, jobs: number): boolean {
  return puzzles >= inFlight(jobs) || (chars >= IN_FLIGHT_CHARS && puzzles >= PER_WORKER * jobs);
}

const IN_FLIGHT_CHARS = 32 << 20;

/** Batches sent to one worker and not yet answered, at most. */
const PER_WORKER = 2;
/**
 * Puzzles in one batch, at most. With 8, a thread solving 9×9 Sudokus (a few
 * tenths of a millisecond each) sent a message every few milliseconds and,
 * under --jobs 2, waited for the next batch 6–15 % of the time; with 32,
 * 0.4–4 % (CPU profiles of the threads, 20,000 boards, on a shared machine).
 */
const BATCH = 32;
/**
 * How long this thread solves waiting puzzles before it turns to its event loop, in milliseconds (it finishes the
 * puzzle it is on). Short against a worker's two batches of small boards (32 9×9 Sudokus take about 10 ms), so a
 * worker's answer waits little for its next batch, and long against one turn of the event loop.
 */
const LOCAL_SLICE_MS = 5;
/** Characters of puzzle text in one batch, at most (a batch stops at the line that reaches it). */
const BATCH_CHARS = 4096;
/** A puzzle parsed here counts as this many characters, so at most 8 go in a batch, as before batches were measured in text. */
const PARSED_CHARS = BATCH_CHARS / 8;

/** A task as the caller gives it: the pool numbers it. */
export type TaskBody = { parsed: ParseResult<unknown> } | { text: string; line: number } | TextBlock;

/**
 * A worker's answer: the task's output lines (each with its newline; a block may hold several puzzles) and whether
 * one says `invalid`; null for a task with no puzzle. `failure`: a solve of the task threw after those lines.
 */
export interface Answer {
  line: string;
  invalid: boolean;
  failure?: Error;
}

interface Waiter {
  resolve: (answer: Answer | null) => void;
  reject: (e: unknown) => void;
}

interface PoolWorker {
  thread: Worker;
  busy: number;
}

/** This thread as a solver: the first task of its next slice, claimed from the queue, or null when it is free. */
type HereSlot = { next: BatchTask } | null;

/**
 * Which thread the next waiting task goes to, given how many batches each worker holds and whether this thread is
 * free: a batch to a worker with none, else the task to this thread (it takes more when its slice runs), else a
 * second batch to the least busy worker; null when every thread has its fill. So of two puzzles, this thread solves
 * the second, and a worker is never left without a batch while this thread solves.
 */
export function nextSolver(workerBatches: readonly number[], hereFree: boolean): number | 'here' | null {
  let least = 0;
  for (let k = 1; k < workerBatches.length; k++) if (workerBatches[k] < workerBatches[least]) least = k;
  if (workerBatches[least] === 0) return least;
  if (hereFree) return 'here';
  return workerBatches[least] < PER_WORKER ? least : null;
}

/** The worker's script: the bundle's own chunk next to this code, or the TypeScript source under tsx. */
function workerUrl(): { url: URL; execArgv?: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { url: new URL('./solve-worker.ts', here), execArgv: ['--import', 'tsx'] };
  return { url: new URL('./solve-worker.js', here) };
}

export class SolvePool {
  private readonly workers: PoolWorker[] = [];
  private readonly waiting: BatchTask[] = [];
  private readonly genre: SolveCommand['genre'];
  private readonly options: BatchOptions;
  /** The threads solving: the workers and this one. */
  private readonly jobs: number;
  private here: HereSlot = null;
  private closed = false;
  private readonly byId = new Map<number, Waiter>();
  private nextId = 0;
  private failure: Error | null = null;

  /** `jobs` threads solve: this one and jobs − 1 workers (at least one). */
  constructor(cmd: SolveCommand, jobs: number) {
    this.jobs = Math.max(2, jobs);
    this.genre = cmd.genre;
    this.options = { method: cmd.method, params: cmd.params, limitMs: cmd.limitMs, trace: cmd.trace, format: cmd.format };
    setSolvingThreads(this.jobs);
    const setup: WorkerSetup = { genre: cmd.genre.name, threads: this.jobs, options: this.options };
    const { url, execArgv } = workerUrl();
    for (let k = 1; k < this.jobs; k++) {
      const thread = new Worker(url, { workerData: setup, execArgv, resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB } });
      const worker: PoolWorker = { thread, busy: 0 };
      thread.on('message', (reply: BatchReply) => {
        worker.busy--;
        this.receive(reply);
      });
      thread.on('error', (e) => this.fail(e));
      thread.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`a solving thread stopped with code ${code}`));
      });
      this.workers.push(worker);
    }
  }

  /** Queues one task; its answer, or the solver bug or thread crash it met, comes back through the promise. */
  submit(body: TaskBody): Promise<Answer | null> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.byId.set(id, { resolve, reject });
      this.waiting.push({ id, ...body } as BatchTask);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.thread.terminate()));
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const waiter of this.byId.values()) waiter.reject(this.failure);
    this.byId.clear();
  }

  private receive(reply: BatchReply): void {
    const { firstId, text, ends, kinds } = reply;
    const failures = new Map(reply.failures.map((f) => [f.index, f]));
    for (let k = 0; k < kinds.length; k++) {
      const waiter = this.byId.get(firstId + k);
      if (!waiter) continue;
      this.byId.delete(firstId + k);
      const failure = failures.get(k);
      // A slice shares the reply's string (V8 copies nothing); the lines are joined again for one write.
      const line = text.slice(k === 0 ? 0 : ends[k - 1], ends[k]);
      if (kinds[k] === FAILED && failure) {
        waiter.resolve({ line, invalid: false, failure: failure.bug !== undefined ? new SolverBugError(failure.bug) : new Error(failure.crash) });
      } else if (kinds[k] === NO_PUZZLE) waiter.resolve(null);
      else waiter.resolve({ line, invalid: kinds[k] === ANSWERED_INVALID });
    }
    this.dispatch();
  }

  private dispatch(): void {
    while (this.waiting.length > 0 && !this.closed) {
      const to = nextSolver(
        this.workers.map((w) => w.busy),
        this.here === null,
      );
      if (to === null) return;
      if (to === 'here') {
        this.here = { next: this.waiting.shift()! };
        setImmediate(() => this.solveHere());
      } else {
        this.workers[to].busy++;
        this.workers[to].thread.postMessage(this.nextBatch());
      }
    }
  }

  /** The next batch: up to BATCH tasks and BATCH_CHARS of text, and no more than one thread's share of those waiting. */
  private nextBatch(): BatchTask[] {
    const share = Math.ceil(this.waiting.length / this.jobs);
    let n = 0;
    let chars = 0;
    while (n < share && n < BATCH && chars < BATCH_CHARS) {
      const task = this.waiting[n++];
      chars += 'text' in task ? task.text.length : 'block' in task ? task.block.length : PARSED_CHARS;
    }
    return this.waiting.splice(0, n);
  }

  /** One slice of this thread's solving: its claimed task, then the waiting ones that follow it, for LOCAL_SLICE_MS. */
  private solveHere(): void {
    const first = this.here?.next;
    if (!first || this.closed || this.failure) return;
    const waiting = this.waiting;
    const until = Date.now() + LOCAL_SLICE_MS;
    const tasks = function* (): Generator<BatchTask> {
      let last = first;
      yield last;
      // Only the task numbered next: a reply's tasks run on from its first one's number.
      while (Date.now() < until && waiting.length > 0 && waiting[0].id === last.id + 1) yield (last = waiting.shift()!);
    };
    answerBatch(this.genre, this.options, tasks()).then(
      (reply) => {
        this.here = null;
        this.receive(reply);
      },
      (e: unknown) => this.fail(e instanceof Error ? e : new Error(String(e))),
    );
  }
}

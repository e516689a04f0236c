/**
 * `puzzle solve --jobs N` with N > 1: the puzzles are solved in N worker
 * threads (./solve-worker.ts) while this thread reads the input and prints
 * the records in input order. The workers do all the per-puzzle work they
 * can: each line of a block read one puzzle per line, and every other block
 * of up to a few kilobytes whole (./puzzle-stream.ts), goes to them as text
 * to parse, and each record comes back as its output line, so on a file of
 * small puzzles this thread is no bottleneck.
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
 * puzzle holds up one batch, not the queue. A plain message protocol is
 * enough for one request shape; an RPC library would add nothing here.
 */
import { Worker } from 'node:worker_threads';
import type { ParseResult } from '../core/result';
import type { SolveCommand } from './args';
import type { TextBlock } from './puzzle-stream';
import { SolverBugError } from './errors';
import { ANSWERED_INVALID, FAILED, NO_PUZZLE, type BatchReply } from './batch-reply';
import type { WorkerSetup, WorkerTask } from './solve-worker';
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

/** The worker's script: the bundle's own chunk next to this code, or the TypeScript source under tsx. */
function workerUrl(): { url: URL; execArgv?: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { url: new URL('./solve-worker.ts', here), execArgv: ['--import', 'tsx'] };
  return { url: new URL('./solve-worker.js', here) };
}

export class SolvePool {
  private readonly workers: PoolWorker[] = [];
  private readonly waiting: WorkerTask[] = [];
  private readonly byId = new Map<number, Waiter>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(cmd: SolveCommand, jobs: number) {
    const setup: WorkerSetup = {
      genre: cmd.genre.name,
      threads: jobs,
      options: { method: cmd.method, params: cmd.params, limitMs: cmd.limitMs, trace: cmd.trace, format: cmd.format },
    };
    const { url, execArgv } = workerUrl();
    for (let k = 0; k < jobs; k++) {
      const thread = new Worker(url, { workerData: setup, execArgv, resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB } });
      const worker: PoolWorker = { thread, busy: 0 };
      thread.on('message', (reply: BatchReply) => this.receive(worker, reply));
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
      this.waiting.push({ id, ...body } as WorkerTask);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.thread.terminate()));
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const waiter of this.byId.values()) waiter.reject(this.failure);
    this.byId.clear();
  }

  private receive(worker: PoolWorker, reply: BatchReply): void {
    worker.busy--;
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
    while (this.waiting.length > 0) {
      const worker = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
      if (worker.busy >= PER_WORKER) return;
      worker.busy++;
      worker.thread.postMessage(this.nextBatch());
    }
  }

  /** The next batch: up to BATCH tasks and BATCH_CHARS of text, and no more than one worker's share of those waiting. */
  private nextBatch(): WorkerTask[] {
    const share = Math.ceil(this.waiting.length / this.workers.length);
    let n = 0;
    let chars = 0;
    while (n < share && n < BATCH && chars < BATCH_CHARS) {
      const task = this.waiting[n++];
      chars += 'text' in task ? task.text.length : 'block' in task ? task.block.length : PARSED_CHARS;
    }
    return this.waiting.splice(0, n);
  }
}

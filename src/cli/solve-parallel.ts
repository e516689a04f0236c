/**
 * `puzzle solve --jobs N` with N > 1: the puzzles are solved in N worker
 * threads (./solve-worker.ts) while this thread reads and parses the input
 * and prints the records in input order.
 *
 * Memory stays flat however long the input: reading pauses while
 * `inFlight(N)` puzzles are between "read" and "printed", so a file of a
 * million boards never holds more than a few hundred. Puzzles travel in
 * batches of up to BATCH (a message per 9×9 Sudoku cost about as much as
 * solving it); each worker has at most two batches at a time (one being
 * solved, one waiting, so it never idles on a message's round trip); the
 * rest wait here, so a slow puzzle holds up one batch, not the queue. A plain message protocol is
 * enough for one request shape; an RPC library would add nothing here.
 */
import { Worker } from 'node:worker_threads';
import type { ParseResult } from '../core/result';
import type { SolveCommand } from './args';
import { SolverBugError } from './errors';
import type { PuzzleRecord } from './solve-one';
import type { WorkerReply, WorkerSetup, WorkerTask } from './solve-worker';

/** Puzzles read but not yet printed, at most. */
export function inFlight(jobs: number): number {
  return Math.min(512, 32 * jobs);
}

/** Batches sent to one worker and not yet answered, at most. */
const PER_WORKER = 2;
/** Puzzles in one batch, at most. */
const BATCH = 8;

interface Slot {
  id: number;
  parsed: ParseResult<unknown>;
  reply?: WorkerReply;
  /** Resolves when `reply` is set. */
  answered: Promise<void>;
  answer: () => void;
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
  private readonly waiting: Slot[] = [];
  private readonly byId = new Map<number, Slot>();
  private failure: Error | null = null;

  constructor(cmd: SolveCommand, jobs: number) {
    const setup: WorkerSetup = {
      genre: cmd.genre.name,
      options: { method: cmd.method, params: cmd.params, limitMs: cmd.limitMs, trace: cmd.trace, format: cmd.format },
    };
    const { url, execArgv } = workerUrl();
    for (let k = 0; k < jobs; k++) {
      const thread = new Worker(url, { workerData: setup, execArgv });
      const worker: PoolWorker = { thread, busy: 0 };
      thread.on('message', (replies: WorkerReply[]) => this.receive(worker, replies));
      thread.on('error', (e) => this.fail(e));
      thread.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`a solving thread stopped with code ${code}`));
      });
      this.workers.push(worker);
    }
  }

  /** Queues one parsed puzzle; its reply comes through the returned slot. */
  submit(id: number, parsed: ParseResult<unknown>): Slot {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slot: Slot = { id, parsed, answered, answer };
    this.byId.set(id, slot);
    this.waiting.push(slot);
    this.dispatch();
    return slot;
  }

  /** The record of a slot, once answered; a solver bug or a crash in a thread is thrown here. */
  async recordOf(slot: Slot): Promise<PuzzleRecord> {
    await Promise.race([slot.answered, this.failed]);
    if (this.failure && !slot.reply) throw this.failure;
    const reply = slot.reply!;
    if ('bug' in reply) throw new SolverBugError(reply.bug);
    if ('crash' in reply) throw new Error(reply.crash);
    return reply.record;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.thread.terminate()));
  }

  private failSignal = () => {};
  private readonly failed = new Promise<void>((resolve) => (this.failSignal = resolve));

  private fail(e: Error): void {
    this.failure ??= e;
    this.failSignal();
  }

  private receive(worker: PoolWorker, replies: WorkerReply[]): void {
    worker.busy--;
    for (const reply of replies) {
      const slot = this.byId.get(reply.id);
      if (!slot) continue;
      this.byId.delete(reply.id);
      slot.reply = reply;
      slot.answer();
    }
    this.dispatch();
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const worker = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
      if (worker.busy >= PER_WORKER) return;
      const batch: WorkerTask[] = this.waiting.splice(0, BATCH).map((slot) => ({ id: slot.id, parsed: slot.parsed }));
      worker.busy++;
      worker.thread.postMessage(batch);
    }
  }
}

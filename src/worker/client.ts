/**
 * The main-thread side of a solver worker, for any genre: a Comlink-wrapped
 * worker that can be cancelled at any moment.
 *
 * A search inside a worker is one synchronous loop; it cannot read a cancel
 * message until it ends. SharedArrayBuffer flags would need cross-origin
 * isolation headers that a static host may not send. So Cancel terminates
 * the worker — immediate and certain — and the next call starts a fresh one;
 * `onStart` lets a genre hand expensive state (pattern databases) to it.
 *
 * Nothing here runs at import time, so islands can import it during Astro's
 * server render, where `Worker` does not exist.
 */
import * as Comlink from 'comlink';
import type { Outcome, ProgressFn } from './protocol';

export type Remote<Api> = Comlink.Remote<Api>;

export class RestartableWorker<Api> {
  private worker: Worker | null = null;
  private remote: Promise<Remote<Api>> | null = null;
  /** Settles every pending call when the worker is terminated or crashes. */
  private readonly pending = new Set<(outcome: Outcome<never>) => void>();

  /**
   * @param create makes the worker; Vite needs the literal
   *   `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })` inside it.
   * @param onStart runs on every fresh worker before the first call reaches it.
   */
  constructor(
    private readonly create: () => Worker,
    private readonly onStart?: (remote: Remote<Api>) => Promise<void>,
  ) {}

  /** True while a worker exists (it may be idle). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Runs `task` against the worker; resolves with `cancelled` if `cancel()` comes first. */
  run<T>(task: (remote: Remote<Api>) => Promise<T>): Promise<Outcome<T>> {
    return new Promise<Outcome<T>>((resolve) => {
      const settle = (outcome: Outcome<T>) => {
        if (!this.pending.delete(settle as (o: Outcome<never>) => void)) return;
        resolve(outcome);
      };
      this.pending.add(settle as (o: Outcome<never>) => void);
      this.start()
        .then(task)
        .then(
          (value) => settle({ status: 'done', value }),
          (error: unknown) => settle({ status: 'failed', message: messageOf(error) }),
        );
    });
  }

  /** Stops whatever the worker is doing; pending calls resolve `cancelled`. */
  cancel(): void {
    this.stop({ status: 'cancelled' });
  }

  /** Frees the worker (e.g. when the island unmounts). Same as cancel. */
  dispose(): void {
    this.cancel();
  }

  private start(): Promise<Remote<Api>> {
    if (this.remote) return this.remote;
    const worker = this.create();
    this.worker = worker;
    worker.addEventListener('error', (event) => {
      if (this.worker !== worker) return;
      event.preventDefault();
      this.stop({ status: 'failed', message: event.message || 'The solver worker stopped with an error.' });
    });
    const remote = Comlink.wrap<Api>(worker);
    const ready = (this.onStart ? this.onStart(remote) : Promise.resolve()).then(() => remote);
    this.remote = ready;
    // A failed start must not stick: the next call tries a fresh worker.
    ready.catch(() => {
      if (this.worker !== worker) return;
      worker.terminate();
      this.worker = null;
      this.remote = null;
    });
    return ready;
  }

  private stop(outcome: Outcome<never>): void {
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
    for (const settle of [...this.pending]) settle(outcome);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Wraps a callback so the worker can call it back across the boundary. */
export function callback<F extends (...args: never[]) => unknown>(fn: F | undefined): F | undefined {
  return fn ? (Comlink.proxy(fn) as unknown as F) : undefined;
}

/** Convenience type for progress handlers passed to worker clients. */
export type { ProgressFn };

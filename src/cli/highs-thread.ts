/**
 * HiGHS in a Node worker thread, called synchronously and cut off at a
 * deadline.
 *
 * HiGHS checks its time limit and calls its interrupt callbacks only now and
 * then: on the 30×30 board of `npm run bench -- limits` its presolve and its
 * first simplex run for more than a second without either, so a 1 s limit
 * ended after about 1.5 s when HiGHS ran in the solving thread. Here it runs
 * in a thread of its own; the solving thread posts the LP text and sleeps on
 * a shared flag (Atomics.wait) until the answer comes or the deadline
 * passes, and then it terminates the thread — that is what honours the limit
 * whatever HiGHS is doing. The answer is read with `receiveMessageOnPort`,
 * so the method's `solve` stays synchronous, as every method's is.
 *
 * A job whose answer is no longer wanted (the race's `steps` answered first)
 * is not stopped: ending the thread would make the next board that needs
 * HiGHS start a new one, compiling HiGHS again into a fresh heap while the
 * old one was still being torn down (on a busy machine a 47 ms wait is often
 * too short, so small boards kept restarting it). The thread finishes
 * the job and its answer is dropped when the next job's answer is taken;
 * the flag counts the answers posted, so a wait knows which one it has.
 *
 * Node only (the command line and the benchmarks); in the browser the
 * solver worker itself is what Cancel terminates.
 */
import type { Highs } from 'highs';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { recordHighsStart } from './highs-start-record';
import { THREAD_YOUNG_GENERATION_MB } from './thread-heap';

/**
 * HiGHS's WebAssembly runs as V8's baseline compiler (Liftoff) makes it, without the optimising
 * tier. That tier recompiles HiGHS's hot functions on background threads, and a process ends
 * only once those compiles are done: after a run stopped at its limit, the command went on for
 * 0.4–0.7 s (0.07–0.12 s with Liftoff only, on a busy machine). Nor does the tier pay for itself
 * here: the whole 30×30 board of tests/data/shakashaka/noqx.txt took 6.3–7.2 s (3.2–3.5 s of
 * CPU) with it and 5.3–6.1 s (2.6–3.0 s of CPU) without. Set before the first compile, once per
 * process (the flag is the process's, so the threads' isolates read it too).
 */
let baselineOnly = false;
function wasmBaselineOnly(): void {
  if (baselineOnly) return;
  setFlagsFromString('--liftoff-only');
  baselineOnly = true;
}

/** What one run of HiGHS sends back (the fields solve-highs.ts reads). */
export interface HighsThreadReply {
  status: number;
  nodes: number;
  values: number[];
  names: string[];
}

export interface HighsThreadJob {
  lp: string;
  /** HiGHS's own time limit, seconds (it may overrun it; the deadline is what cuts). */
  timeLimit?: number;
  maxNodes?: number;
}

// The thread's code, run as a CommonJS script (eval): it loads HiGHS from the
// path the solving thread resolved, then answers jobs on its port. The flag
// says "answer posted" (1) so the solving thread can sleep on it. It repeats
// the few lines of runHighs (solve-highs.ts) that set the options and read
// the answer: a thread started from source text cannot import our modules.
const THREAD_SOURCE = `
const { workerData } = require('node:worker_threads');
const { port, flag: flagBuffer, highsPath } = workerData;
const flag = new Int32Array(flagBuffer);
require(highsPath)().then((highs) => {
  port.on('message', (job) => {
    let reply;
    try {
      reply = highs.withModel({ format: 'lp', data: job.lp }, (m) => {
        m.options.set('output_flag', false);
        if (job.timeLimit !== undefined) m.options.set('time_limit', job.timeLimit);
        if (job.maxNodes !== undefined) m.options.set('mip_max_nodes', job.maxNodes);
        m.run();
        const status = m.getModelStatus();
        let nodes = 0;
        try { nodes = Number(m.info.get('mip_node_count')); } catch { nodes = 0; }
        const solution = m.getSolution();
        const names = Array.from({ length: solution.colValue.length }, (_, i) => m.getColName(i));
        return { status, nodes, values: Array.from(solution.colValue), names };
      });
    } catch (e) {
      reply = { error: String((e && e.message) || e) };
    }
    port.postMessage(reply);
    Atomics.add(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
  port.postMessage({ ready: true, constants: highs.constants });
}, (e) => port.postMessage({ ready: false, error: String((e && e.message) || e) }));
`;

/**
 * The exits of the threads stopped and not yet gone. `terminate` only asks a thread to end: its heap and
 * HiGHS's WebAssembly memory stay until it has unwound, and a thread started at once (for the next board
 * that needs HiGHS) ran beside the old one: two heaps and two copies of HiGHS. About one run in three of a
 * file of small Shakashaka boards, on a busy machine, showed such a burst (246 and 513 MB, against 153 MB
 * otherwise). So a start first waits for these.
 */
const stopping = new Set<Promise<unknown>>();
/** Threads started and not yet exited, for the tests: never more than one once start waits for the stopped ones. */
let live = 0;
export const liveHighsThreads = (): number => live;

export class HighsThread {
  private alive = true;
  /** Jobs posted, and answers read from the port (the ones before the last job's are dropped unread by anyone). */
  private posted = 0;
  private received = 0;
  /** `performance.now()` when the thread last had work: at a job's post, and when its answers were read. */
  private lastBusy = performance.now();

  private constructor(
    private readonly worker: Worker,
    private readonly port: MessagePort,
    private readonly flag: Int32Array,
    /** HiGHS's status codes, as the thread's copy has them (the solving thread need not load HiGHS for them). */
    readonly constants: Highs['constants'],
  ) {}

  static async start(): Promise<HighsThread> {
    while (stopping.size > 0) await Promise.all(stopping);
    return HighsThread.startNow();
  }

  private static startNow(): Promise<HighsThread> {
    const highsPath = createRequire(import.meta.url).resolve('highs');
    wasmBaselineOnly();
    // A duration, so the monotonic clock.
    const started = performance.now();
    const { port1, port2 } = new MessageChannel();
    const flagBuffer = new SharedArrayBuffer(4);
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { port: port2, flag: flagBuffer, highsPath },
      transferList: [port2],
      resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
    });
    live++;
    worker.once('exit', () => live--);
    // The thread never keeps the process alive: a finished command exits at once.
    worker.unref();
    return new Promise((resolve, reject) => {
      worker.once('error', reject);
      port1.once('message', (m: { ready: boolean; error?: string; constants?: Highs['constants'] }) => {
        if (!m.ready) {
          HighsThread.end(worker);
          reject(new Error(`HiGHS did not load in its thread: ${m.error}`));
          return;
        }
        recordHighsStart(performance.now() - started);
        resolve(new HighsThread(worker, port1, new Int32Array(flagBuffer), m.constants!));
      });
      // Nor does the wait for HiGHS to load: a command that answered without it (its limit ran out first) exits
      // then, not when the load is over (0.4–0.6 s later on the limits benchmark's boards). Whoever awaits the
      // start keeps the process alive by other means (a timer to its deadline).
      port1.unref();
    });
  }

  get usable(): boolean {
    return this.alive;
  }

  /**
   * Runs one job, waiting at most `waitMs`. Returns the reply, or null when
   * the wait ran out — then the thread is terminated and this object is no
   * longer usable.
   */
  run(job: HighsThreadJob, waitMs: number): HighsThreadReply | null {
    this.post(job);
    return this.take(waitMs);
  }

  /**
   * Starts one job and returns at once; `answered` and `take` follow it (the race of solve-race.ts runs a rival
   * meanwhile). A job still running whose answer was not taken goes on first: HiGHS answers in order.
   */
  post(job: HighsThreadJob): void {
    if (!this.alive) throw new Error('HiGHS thread: used after it was stopped');
    this.posted++;
    this.lastBusy = performance.now();
    this.port.postMessage(job);
  }

  /** True once the job posted last has its answer on the port. */
  get answered(): boolean {
    return this.alive && Atomics.load(this.flag, 0) >= this.posted;
  }

  /** Milliseconds since the thread last had work, or 0 while a job (one whose answer was dropped too) is unanswered. */
  get idleMs(): number {
    return this.answered ? performance.now() - this.lastBusy : 0;
  }

  /**
   * Waits at most `waitMs` for the jobs posted so far to be answered, and drops their answers: true when the
   * thread is then free for a new job, false (and the thread stopped) when the wait ran out.
   */
  settle(waitMs: number): boolean {
    if (this.answered) {
      this.drain();
      return true;
    }
    return this.take(waitMs) !== null;
  }

  /** The answer to the job posted last, waiting at most `waitMs`; null (and the thread stopped) when the wait ran out. */
  take(waitMs: number): HighsThreadReply | null {
    const until = performance.now() + Math.max(0, waitMs);
    for (let seen = Atomics.load(this.flag, 0); seen < this.posted; seen = Atomics.load(this.flag, 0)) {
      const left = until - performance.now();
      if (left <= 0) {
        this.stop();
        return null;
      }
      Atomics.wait(this.flag, 0, seen, left);
    }
    const reply = this.drain();
    if (!reply) throw new Error('HiGHS thread: the answer was not on the port');
    if ('error' in reply) throw new Error(`HiGHS failed: ${reply.error}`);
    return reply;
  }

  /** Reads every answer posted so far (the counter is raised right after each is posted) and returns the last one. */
  private drain(): HighsThreadReply | { error: string } | null {
    this.lastBusy = performance.now();
    let last: HighsThreadReply | { error: string } | null = null;
    while (this.received < this.posted) {
      const received = receiveMessageOnPort(this.port);
      if (!received) break;
      this.received++;
      last = received.message as HighsThreadReply | { error: string };
    }
    return last;
  }

  stop(): void {
    this.alive = false;
    this.port.close();
    HighsThread.end(this.worker);
  }

  /** Asks the thread to end; the next start waits until it has. */
  private static end(worker: Worker): void {
    const exited = worker.terminate().catch(() => undefined);
    stopping.add(exited);
    void exited.then(() => stopping.delete(exited));
  }
}

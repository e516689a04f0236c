/**
 * The command line's `highs` method for Shakashaka: the shared method, with
 * HiGHS run in a worker thread that is stopped at the deadline
 * (./highs-thread.ts), so a time limit is honoured even while HiGHS is in a
 * phase that never looks at the clock. HiGHS is loaded in that thread only,
 * so a start the deadline cut short leaves nothing that holds the command
 * open; only when the thread cannot start does HiGHS load and run in the
 * solving thread, as in the browser.
 */
import type { Budget } from '../core/budget';
import type { ShakashakaEvent } from '../puzzles/shakashaka/events';
import { loadHighs } from '../puzzles/shakashaka/highs/load';
import type { ShakashakaPuzzle, ShakashakaSolution } from '../puzzles/shakashaka/puzzle';
import { highsHere, highsMethod, solveHighs, type HighsEngine, type HighsRun } from '../puzzles/shakashaka/solve-highs';
import type { Method, PrepareContext } from '../puzzles/types';
import { runSteps, stepsMethod } from '../puzzles/shakashaka/solve-steps';
import { isVerdict, solveRace, type RacingHighs } from '../puzzles/shakashaka/solve-race';
import { fastestHighsStart, highsStartSkip } from './highs-start-record';
import { HighsThread } from './highs-thread';
import { ownShareOfCpu } from './solving-threads';

/** Past the deadline, how long the thread still gets to post an answer it has (ms). */
const GRACE_MS = 10;
/** How long a board that needs HiGHS waits for it to finish a job whose answer was dropped, when no start has been timed here yet (ms). */
const SETTLE_WAIT_UNKNOWN_MS = 50;

let thread: HighsThread | null = null;
let starting: Promise<HighsThread> | null = null;
/** Why the last prepare did not start HiGHS (its fastest start here is longer than the limit left), or null. */
let skipped: string | null = null;

/**
 * Whether HiGHS is worth starting before `deadline`: not when no thread is ready and the limit left is
 * shorter than HiGHS's fastest start on this machine (./highs-start-record.ts). Sets `skipped`.
 */
function worthStarting(deadline: number | undefined): boolean {
  skipped = thread?.usable || deadline === undefined ? null : highsStartSkip(deadline - Date.now(), fastestHighsStart());
  return skipped === null;
}

/**
 * A thread free for a new job, started when there is none. A thread still on a job whose answer was dropped
 * (a race `steps` won) is waited for as long as a fresh start would take at most (within the limit): only then
 * is it stopped and a new one started. The dropped job has had every board since its race to finish, so on a
 * file of small boards the one thread serves them all.
 */
async function readyThread(deadline: number | undefined): Promise<void> {
  if (thread?.usable) {
    const left = deadline === undefined ? Infinity : deadline - Date.now();
    if (thread.settle(Math.max(0, Math.min(fastestHighsStart() ?? SETTLE_WAIT_UNKNOWN_MS, left)))) return;
    thread = null;
  }
  starting ??= HighsThread.start();
  try {
    thread = await starting;
  } finally {
    starting = null;
  }
}

/**
 * How long a HiGHS thread may sit without work before a board `steps` answers alone stops it (ms). On a
 * file of small boards `steps` answers nearly all within its head start, so the thread started for the
 * one early board that needed HiGHS would hold its heap and HiGHS's memory (about 25 MB) to the end, one
 * per solving thread under --jobs. A board that needs HiGHS later starts it again, a cost of a few hundred
 * milliseconds against at least this long without it.
 */
export const HIGHS_IDLE_MS = 5000;

/**
 * Stops the HiGHS thread when it has had no work for `maxIdleMs`; true when it did. Asked at each board
 * `steps` answers alone, not by a timer: while one thread solves board after board its timers do not run.
 */
export function stopHighsIfIdle(maxIdleMs = HIGHS_IDLE_MS): boolean {
  if (!thread?.usable || thread.idleMs < maxIdleMs) return false;
  thread.stop();
  thread = null;
  return true;
}

/** HiGHS in its thread: the thread's status codes, and a run cut off at the deadline. */
function threadEngine(t: HighsThread): HighsEngine {
  return {
    constants: t.constants,
    run(lp: string, deadline: number, budget: Budget): HighsRun {
      const started = Date.now();
      const maxNodes = budget.maxNodes === undefined ? undefined : Math.max(0, Math.floor(budget.maxNodes));
      const finite = Number.isFinite(deadline);
      const timeLimit = finite ? Math.max(0.001, (deadline - started) / 1000) : undefined;
      const reply = t.run({ lp, timeLimit, maxNodes }, finite ? deadline - started + GRACE_MS : Infinity);
      if (!reply) {
        // Stopped at the deadline; the next prepare() starts a fresh thread.
        thread = null;
        return { status: t.constants.modelStatus.interrupted, nodes: 0, values: [], names: [], ms: Date.now() - started };
      }
      return { ...reply, ms: Date.now() - started };
    },
  };
}

/** HiGHS in its thread, started beside the `steps` method of the race (solve-race.ts). */
function racingEngine(t: HighsThread): RacingHighs {
  return {
    constants: t.constants,
    start(lp, deadline, budget) {
      const started = Date.now();
      const maxNodes = budget.maxNodes === undefined ? undefined : Math.max(0, Math.floor(budget.maxNodes));
      const finite = Number.isFinite(deadline);
      t.post({ lp, timeLimit: finite ? Math.max(0.001, (deadline - started) / 1000) : undefined, maxNodes });
      return {
        answered: () => t.answered,
        finish() {
          const reply = t.take(finite ? deadline - Date.now() + GRACE_MS : Infinity);
          if (!reply) {
            thread = null;
            return { status: t.constants.modelStatus.interrupted, nodes: 0, values: [], names: [], ms: Date.now() - started };
          }
          return { ...reply, ms: Date.now() - started };
        },
        cancel() {
          // Nothing waits for HiGHS here and nothing stops it: stopping it would end its thread, and the next
          // board that needs HiGHS would compile it again into a new heap. Its answer is dropped when the
          // thread's next job is taken, or by readyThread before that job is posted.
          if (t.answered) t.settle(0);
        },
      };
    },
  };
}

/**
 * Waits for `work` until `deadline` (ms since the epoch) at most. The work
 * goes on after a lost race (a wasm compile cannot be interrupted), so its
 * failure is caught here rather than left unhandled; a failure in time is
 * thrown as before.
 */
async function untilDeadline(work: Promise<unknown>, deadline: number | undefined): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The timer also keeps the process alive while it waits: the thread's start does not (highs-thread.ts).
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadline === undefined ? 2 ** 31 - 1 : Math.max(0, deadline - Date.now()))));
  try {
    if ((await Promise.race([work, late])) === 'late') work.catch(() => undefined);
  } finally {
    clearTimeout(timer);
  }
}

export const cliHighsMethod: Method<ShakashakaPuzzle, ShakashakaSolution, ShakashakaEvent> = {
  ...highsMethod,
  async prepare(_puzzle, context) {
    // A start that cannot end within the limit is not begun: the answer says so at once.
    if (!worthStarting(context.deadline)) return;
    // HiGHS starts in its own thread only (in this one too only if that fails), and the start cannot be
    // interrupted: past the deadline prepare stops waiting, and solve says HiGHS had not started. A start
    // left running keeps nothing alive: the thread is unref'd, so the command exits once it has answered.
    await untilDeadline(
      readyThread(context.deadline).catch(() => loadHighs()),
      context.deadline,
    );
  },
  solve: (puzzle, options) => (skipped ? notStarted(skipped, options.sink) : solveHighs(puzzle, options, thread?.usable ? threadEngine(thread) : highsHere())),
};

/** The answer when prepare did not start HiGHS: a timeout that says why and how long the start would take. */
function notStarted(reason: string, sink?: (e: ShakashakaEvent) => void): ReturnType<typeof solveHighs> {
  sink?.({ kind: 'end', depth: 0, status: 'timeout', reason });
  return { status: 'timeout', reason, stats: { variables: 0, constraints: 0, buildMs: 0, highsMs: 0, nodes: 0, ms: 0 } };
}

/**
 * The command line's default: `steps` and `highs` raced (solve-race.ts); the
 * record's `by` says which answered. Without a HiGHS thread (it could not
 * start, or its start outlasted the limit) it is `steps` alone.
 */
export const cliAutoMethod: Method<ShakashakaPuzzle, ShakashakaSolution, ShakashakaEvent> = {
  name: 'auto',
  summary: 'steps and highs at once (HiGHS in its own thread); the first verdict answers, and the record\'s `by` names its method',
  options: stepsMethod.options,
  refusal: stepsMethod.refusal,
  prepare: async (puzzle, context) => {
    // A board `steps` answers within its head start needs no HiGHS (solve runs `steps` alone).
    const result = stepsHeadStart(puzzle, context);
    early = result && { puzzle, result };
    if (early) {
      stopHighsIfIdle();
      return;
    }
    // HiGHS that cannot start within the limit would only hold `steps` back: `steps` gets the whole limit.
    if (!worthStarting(context.deadline)) return;
    await untilDeadline(
      readyThread(context.deadline).catch(() => undefined),
      context.deadline,
    );
  },
  solve: (puzzle, options) => {
    if (early?.puzzle === puzzle) {
      const { result } = early;
      early = null;
      return { ...(options.sink ? runSteps(puzzle, options).result : result), by: 'steps' };
    }
    return thread?.usable ? solveRace(puzzle, options, racingEngine(thread)) : { ...runSteps(puzzle, options).result, by: 'steps' };
  },
};

/**
 * How long `steps` runs alone, in prepare, before HiGHS is started for the race: CPU ms of this process
 * (a busy machine stretches wall time, not the work a board needs), and at most the wall ms below. Most
 * boards of a file of small ones are answered within it. Without it, each such board built HiGHS's model
 * text and started a run that `steps` then beat in a millisecond, and the run was stopped by ending its
 * thread, so the next board compiled HiGHS again: about ten times the work of `steps` alone, and a
 * process that grew with every board.
 */
export const STEPS_HEAD_START = { cpuMs: 50, wallMs: 500 };
/**
 * The head start while no HiGHS thread runs: the race would first have to start one, a compile of
 * HiGHS into a new heap (about 30 MB, and hundreds of milliseconds of CPU), so `steps` gets ten times
 * as long. What it saves is the start of a file: there `steps`'s code is new to V8 and runs in its
 * slower tiers, so a 10×10 board of the memory benchmark took 140–370 ms where it took 4 ms a few
 * dozen boards later (wall times on a busy machine). With the short head start the first such board started HiGHS, in every --jobs
 * thread, for a race `steps` won, and the thread held its memory until HIGHS_IDLE_MS had passed: a
 * file of 2,077 small boards peaked at 157 MB with one thread and 272 MB with two, against 119 and 200 now. A board that does
 * need HiGHS pays this once, until its thread stops at HIGHS_IDLE_MS.
 */
export const STEPS_HEAD_START_COLD = { cpuMs: 500, wallMs: 2000 };

/** The head start the next board gets: the short one when a HiGHS thread is up, else the cold one. */
export const headStartNow = (): { cpuMs: number; wallMs: number } => (thread?.usable ? STEPS_HEAD_START : STEPS_HEAD_START_COLD);

/** The board prepare's head start answered, and that answer (solve returns it, or reruns `steps` to trace it). */
let early: { puzzle: ShakashakaPuzzle; result: ReturnType<typeof runSteps>['result'] } | null = null;

/** `steps`'s verdict within its head start (and the limit), or null when it has none by then. */
function stepsHeadStart(puzzle: ShakashakaPuzzle, context: PrepareContext): ReturnType<typeof runSteps>['result'] | null {
  const { cpuMs, wallMs } = headStartNow();
  const limitMs = Math.max(0, Math.min(wallMs, context.deadline === undefined ? Infinity : context.deadline - Date.now()));
  const cpuAtStart = process.cpuUsage();
  const wallAtStart = Date.now();
  let lookedAt = wallAtStart;
  const stopWhen = (): boolean => {
    // This thread's CPU time is at most the wall time gone by and at most its share of the process's (which also
    // counts the collector's threads, a HiGHS thread finishing a dropped job, and under --jobs N the other
    // solving threads: without the share, a board there had about half its head start, so more boards started
    // a race and HiGHS in each solving thread), so both must pass the head start. The
    // wall clock is read first and the process's CPU time at most once a millisecond after that: asked on
    // every look, that system call was a sixth of the command's CPU time on a file of small boards.
    const now = Date.now();
    if (now - wallAtStart <= cpuMs || now === lookedAt) return false;
    lookedAt = now;
    const used = process.cpuUsage(cpuAtStart);
    return ownShareOfCpu((used.user + used.system) / 1000) > cpuMs;
  };
  const { result } = runSteps(puzzle, { params: context.params, budget: { limitMs, signal: context.signal, stopWhen } });
  return isVerdict(result) ? result : null;
}

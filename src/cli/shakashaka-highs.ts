/**
 * The command line's `highs` method for Shakashaka: the shared method, with
 * HiGHS run in a worker thread that is stopped at the deadline
 * (./highs-thread.ts), so a time limit is honoured even while HiGHS is in a
 * phase that never looks at the clock. Without a time limit, or before the
 * thread is up, HiGHS runs in the solving thread as in the browser.
 */
import type { Budget } from '../core/budget';
import type { ShakashakaEvent } from '../puzzles/shakashaka/events';
import type { ShakashakaPuzzle, ShakashakaSolution } from '../puzzles/shakashaka/puzzle';
import { highsMethod, runHighs, solveHighs, type HighsRun } from '../puzzles/shakashaka/solve-highs';
import type { Method } from '../puzzles/types';
import { HighsThread } from './highs-thread';

/** Past the deadline, how long the thread still gets to post an answer it has (ms). */
const GRACE_MS = 10;

let thread: HighsThread | null = null;
let starting: Promise<HighsThread> | null = null;

async function readyThread(): Promise<void> {
  if (thread?.usable) return;
  starting ??= HighsThread.start();
  try {
    thread = await starting;
  } finally {
    starting = null;
  }
}

function runInThread(highs: Parameters<typeof runHighs>[0], lp: string, deadline: number, budget: Budget): HighsRun {
  const t = thread;
  if (!t?.usable || !Number.isFinite(deadline)) return runHighs(highs, lp, deadline, budget);
  const started = Date.now();
  const maxNodes = budget.maxNodes === undefined ? undefined : Math.max(0, Math.floor(budget.maxNodes));
  const reply = t.run({ lp, timeLimit: Math.max(0.001, (deadline - started) / 1000), maxNodes }, deadline - started + GRACE_MS);
  if (!reply) {
    // Stopped at the deadline; the next prepare() starts a fresh thread.
    thread = null;
    return { status: highs.constants.modelStatus.interrupted, nodes: 0, values: [], names: [], ms: Date.now() - started };
  }
  return { ...reply, ms: Date.now() - started };
}

export const cliHighsMethod: Method<ShakashakaPuzzle, ShakashakaSolution, ShakashakaEvent> = {
  ...highsMethod,
  async prepare(puzzle, context) {
    await highsMethod.prepare?.(puzzle, context);
    await readyThread();
  },
  solve: (puzzle, options) => solveHighs(puzzle, options, runInThread),
};

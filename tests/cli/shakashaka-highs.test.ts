import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HighsThread, liveHighsThreads } from '../../src/cli/highs-thread';
import { cliAutoMethod, cliHighsMethod, headStartNow, STEPS_HEAD_START, STEPS_HEAD_START_COLD, stopHighsIfIdle } from '../../src/cli/shakashaka-highs';
import { writeLp } from '../../src/puzzles/shakashaka/model/lp';
import { buildShakashakaModel } from '../../src/puzzles/shakashaka/model';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { readShakashakaRecords } from '../../src/puzzles/shakashaka/records';
import { checkShakashaka } from '../../src/puzzles/shakashaka/rules';

const root = join(__dirname, '..', '..');
const example = (name: string) => {
  const parsed = parseShakashaka(readFileSync(join(root, 'content', 'examples', 'shakashaka', name), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.puzzle;
};
// The 30×30 board on which HiGHS runs for more than a second without looking at its clock.
const long = readShakashakaRecords(readFileSync(join(root, 'tests', 'data', 'shakashaka', 'noqx.txt'), 'utf8')).find((r) => r.id === 'noqx-30x30')!.puzzle;

describe("the command line's highs (HiGHS in a thread stopped at the deadline)", () => {
  it('answers as the shared method does, with and without a time limit, and after a published-model cut', async () => {
    for (const [name, params] of [
      ['demaine-8x8.txt', {}],
      ['holed-diamond-8x6.txt', { model: 'A-E' }],
    ] as const) {
      const puzzle = example(name);
      await cliHighsMethod.prepare?.(puzzle, {});
      for (const budget of [{ limitMs: 60_000 }, {}]) {
        const r = cliHighsMethod.solve(puzzle, { budget, params });
        expect(r.status).toBe('solved');
        expect(checkShakashaka(puzzle, r.solution!).ok).toBe(true);
      }
    }
  });

  it('a job whose answer is not taken is dropped, not stopped: the next job gets its own answer from the same thread', async () => {
    const lpOf = (name: string) => {
      const built = buildShakashakaModel(example(name), 'A-D+F');
      if (!built.ok) throw new Error(built.message);
      return writeLp(built.model, () => false)!;
    };
    const [first, second] = [lpOf('demaine-8x8.txt'), lpOf('holed-diamond-8x6.txt')];
    const thread = await HighsThread.start();
    const alone = thread.run({ lp: second }, 60_000)!;
    // The first job's answer is never taken (a race `steps` won); the second is posted behind it.
    thread.post({ lp: first });
    thread.post({ lp: second });
    const reply = thread.take(60_000)!;
    expect(reply.names).toEqual(alone.names);
    expect(reply.values).toEqual(alone.values);
    expect(thread.usable).toBe(true);
    // settle() drops an answer no one took and leaves the thread free.
    thread.post({ lp: first });
    expect(thread.settle(60_000)).toBe(true);
    expect(thread.answered).toBe(true);
    expect(thread.run({ lp: second }, 60_000)!.names).toEqual(alone.names);
    thread.stop();
  });

  it('a thread whose answer does not come in time is stopped; the method then says timeout and starts a fresh thread', async () => {
    const built = buildShakashakaModel(long, 'A-D+F');
    if (!built.ok) throw new Error(built.message);
    const thread = await HighsThread.start();
    // HiGHS needs seconds for this board; 100 ms is not enough on any machine.
    expect(thread.run({ lp: writeLp(built.model, () => false)! }, 100)).toBeNull();
    expect(thread.usable).toBe(false);

    await cliHighsMethod.prepare?.(long, {});
    // Stopped either while the model is built or while HiGHS runs, depending on the machine.
    expect(cliHighsMethod.solve(long, { budget: { limitMs: 300 } }).status).toBe('timeout');
    const small = example('demaine-8x8.txt');
    await cliHighsMethod.prepare?.(small, {});
    expect(cliHighsMethod.solve(small, { budget: { limitMs: 60_000 } }).status).toBe('solved');
  });

  it('a thread stopped mid-job has exited before the next one starts, so two never run at once', async () => {
    const built = buildShakashakaModel(long, 'A-D+F');
    if (!built.ok) throw new Error(built.message);
    // A start waits for the threads stopped before it (earlier tests'), so from here on the count moves only with this test's.
    const thread = await HighsThread.start();
    const before = liveHighsThreads() - 1;
    // Stopped while HiGHS is busy with a board it needs seconds for.
    expect(thread.run({ lp: writeLp(built.model, () => false)! }, 100)).toBeNull();
    const next = HighsThread.start();
    // terminate() has only been asked for: the old thread is still there, and no new one is made beside it.
    expect(liveHighsThreads()).toBe(before + 1);
    const fresh = await next;
    expect(liveHighsThreads()).toBe(before + 1);
    expect(fresh.usable).toBe(true);
    fresh.stop();
  });

  it('a HiGHS thread with no work for a while is stopped at a board steps answers alone, and started again when a board needs it', async () => {
    // Steps has no verdict on this board within its head start, so prepare starts HiGHS for the race.
    await cliAutoMethod.prepare?.(long, {});
    // A job's answer still to come is work: the thread is never idle then (HiGHS needs seconds for this board).
    const thread = await HighsThread.start();
    thread.post({ lp: writeLpOf(long) });
    expect(thread.idleMs).toBe(0);
    thread.stop();
    expect(stopHighsIfIdle(Infinity)).toBe(false);
    expect(stopHighsIfIdle(0)).toBe(true);
    expect(stopHighsIfIdle(0)).toBe(false);
    // The next start waits for the exits of every thread stopped before it, this file's too: the new one is the only one left.
    await cliAutoMethod.prepare?.(long, {});
    expect(liveHighsThreads()).toBe(1);
    expect(stopHighsIfIdle(0)).toBe(true);
  });
});

function writeLpOf(puzzle: typeof long): string {
  const built = buildShakashakaModel(puzzle, 'A-D+F');
  if (!built.ok) throw new Error(built.message);
  return writeLp(built.model, () => false)!;
}

describe("the auto method's head start (steps alone before HiGHS joins the race)", () => {
  it('is longer while no HiGHS thread is up (starting one is a compile into a new heap), and the short one once one is', async () => {
    expect(STEPS_HEAD_START_COLD.cpuMs).toBeGreaterThan(STEPS_HEAD_START.cpuMs);
    expect(STEPS_HEAD_START_COLD.wallMs).toBeGreaterThanOrEqual(STEPS_HEAD_START.wallMs);
    stopHighsIfIdle(0);
    expect(headStartNow()).toEqual(STEPS_HEAD_START_COLD);
    // A board steps has no verdict on within even the long head start: prepare starts HiGHS for its race.
    await cliAutoMethod.prepare?.(long, {});
    expect(liveHighsThreads()).toBeGreaterThan(0);
    expect(headStartNow()).toEqual(STEPS_HEAD_START);
    expect(stopHighsIfIdle(0)).toBe(true);
    expect(headStartNow()).toEqual(STEPS_HEAD_START_COLD);
  });
});

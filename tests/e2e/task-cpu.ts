/**
 * How long the page's main thread was busy in each task, in CPU time, read
 * from a Chromium performance trace (the one DevTools' Performance panel
 * records). Each task the renderer's main thread runs is a "RunTask" event
 * whose `tdur` is the thread's own CPU time in it: a loaded machine that
 * keeps the thread waiting stretches the task's wall time (`dur`) but not
 * this, so a bound on it holds on a busy test machine as on a reader's.
 */
import type { CDPSession, Page } from 'playwright-core';

/** One task of the page's main thread: its CPU and wall time, and what took most of it. */
export interface MainTask {
  cpuMs: number;
  wallMs: number;
  /** The task's largest parts by CPU (an event dispatched, a script, style, layout), for a failure's message. */
  parts: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string; functionName?: string; url?: string } };
}

/** The parts of a task worth naming (DevTools' own names for them). */
const PART_NAMES = new Set(['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'HandlePostMessage', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC', 'ParseHTML']);

/**
 * Starts recording the page's tasks; `stop` ends the recording and returns
 * every task of the page's main thread (the renderer's "CrRendererMain") in
 * the order they ran.
 */
export async function recordTasks(page: Page): Promise<{ stop: () => Promise<MainTask[]> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  // Playwright types the events' fields as strings; they are the trace's numbers and objects.
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    // RunTask is in the disabled-by-default category; its parts (events, scripts, layout) in devtools.timeline.
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      return mainTasks(events);
    },
  };
}

function mainTasks(events: readonly TraceEvent[]): MainTask[] {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mainThreads.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread)!.push(e);
  }
  const tasks: (MainTask & { ts: number })[] = [];
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let end = -Infinity;
    for (const [i, e] of list.entries()) {
      // A task nested in another (a nested run loop) is counted in the outer one.
      if (e.name !== 'RunTask' || e.ts < end) continue;
      end = e.ts + (e.dur ?? 0);
      tasks.push({ ts: e.ts, cpuMs: (e.tdur ?? 0) / 1000, wallMs: (e.dur ?? 0) / 1000, parts: partsOf(list, i, end) });
    }
  }
  return tasks.sort((a, b) => a.ts - b.ts).map(({ ts: _ts, ...task }) => task);
}

/** The three largest parts (by CPU) of the task at `list[at]`, which ends at `end`. */
function partsOf(list: readonly TraceEvent[], at: number, end: number): string {
  const sums = new Map<string, number>();
  let inside = -Infinity;
  for (let i = at + 1; i < list.length && list[i].ts < end; i++) {
    const e = list[i];
    // A part inside one already counted (a script run by an event) is in that one's time.
    if (!PART_NAMES.has(e.name) || e.ts < inside) continue;
    inside = e.ts + (e.dur ?? 0);
    const data = e.args?.data;
    const name = e.name === 'EventDispatch' ? `${data?.type} event` : e.name === 'FunctionCall' ? `script ${data?.functionName || ''}@${data?.url?.split('/').pop() ?? ''}` : e.name;
    sums.set(name, (sums.get(name) ?? 0) + (e.tdur ?? 0) / 1000);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ');
}

/** The task with the most CPU time (a zero task when there was none). */
export function largestTask(tasks: readonly MainTask[]): MainTask {
  return tasks.reduce((big, t) => (t.cpuMs > big.cpuMs ? t : big), { cpuMs: 0, wallMs: 0, parts: '' });
}

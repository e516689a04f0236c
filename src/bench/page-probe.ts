/**
 * What the pages benchmark measures inside the browser: a PerformanceObserver
 * for long tasks (≥ 50 ms of main-thread work in one go), installed before any
 * page script runs, keeping each task's start and duration on `window`.
 */
export const LONG_TASK_PROBE = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
`;

export interface LongTask {
  start: number;
  duration: number;
}

/** Total blocking time: the part of every long task beyond 50 ms, added up. */
export function totalBlockingTime(tasks: readonly LongTask[]): number {
  return tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
}

export function longestTask(tasks: readonly LongTask[]): number {
  return tasks.reduce((m, t) => Math.max(m, t.duration), 0);
}

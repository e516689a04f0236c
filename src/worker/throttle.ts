/**
 * Progress reports cross the worker boundary as messages; a build can report
 * thousands of times, so pass on at most one every `everyMs`, plus the last.
 */
import type { ProgressFn } from './protocol';

export function throttleProgress(report: ProgressFn | undefined, everyMs = 50): ProgressFn | undefined {
  if (!report) return undefined;
  let last = -Infinity;
  return (fraction, label) => {
    const now = Date.now();
    if (fraction >= 1 || now - last >= everyMs) {
      last = now;
      report(fraction, label);
    }
  };
}

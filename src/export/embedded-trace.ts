/**
 * The trace as an exported page embeds it for programs to read. A long run
 * (dancing links on a hard board records tens of thousands of events) would
 * make the page megabytes of JSON that nobody prints, so past
 * EMBEDDED_EVENTS the page keeps the first steps and the last ones, whole,
 * and marks the trace `truncated` with the gap in `dropped`, exactly as the
 * recorder marks its own cut (src/core/trace.ts). A trace the recorder
 * already cut keeps one gap: the new one contains the old.
 */
import type { Trace, TraceEventBase } from '../core/trace';

export const EMBEDDED_EVENTS = 5_000;

export function embeddedTrace<E extends TraceEventBase>(trace: Trace<E>, max = EMBEDDED_EVENTS): Trace<E> {
  const events = trace.events;
  if (events.length <= max) return trace;
  // The recorder's own gap, if any, must fall inside the new one.
  const oldAt = trace.dropped?.at;
  let head = Math.min(Math.floor((max * 3) / 4), oldAt ?? events.length);
  let tailStart = Math.max(events.length - (max - head), oldAt ?? 0);
  // Whole steps only: the head ends before a step starts, the tail begins where one does.
  while (head > 0 && events[head].depth !== 0) head--;
  while (tailStart < events.length && events[tailStart].depth !== 0) tailStart++;
  const cut = tailStart - head;
  return {
    ...trace,
    events: [...events.slice(0, head), ...events.slice(tailStart)],
    truncated: true,
    dropped: { at: head, count: cut + (trace.dropped?.count ?? 0) },
  };
}

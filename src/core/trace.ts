/**
 * Traces: what a solver did, as plain JSON-serialisable events.
 *
 * A solver receives an optional `TraceSink`. When no one is watching the sink
 * is `undefined`, and the solver's hot loop tests that once per iteration /
 * decision / conflict (never per node), so tracing off costs nothing.
 *
 * Step boundaries: every event carries `depth`. Depth 0 is a whole step (one
 * IDA* iteration, one forced variable, one DLX choice); depth 1 events are the
 * sub-events that explain it. The player steps over depth-0 events and shows
 * the sub-events that follow each.
 */

/** Bumped whenever an event shape changes; stored with every exported trace. */
export const TRACE_SCHEMA_VERSION = 1;

export interface TraceEventBase {
  /** Discriminant of the genre's event union. */
  kind: string;
  /** 0 = a whole step, 1 = a sub-event of the step before it. */
  depth: 0 | 1;
}

export type TraceSink<E extends TraceEventBase> = (event: E) => void;

/** A recorded trace as stored, exported and replayed. */
export interface Trace<E extends TraceEventBase> {
  schema: number;
  genre: string;
  method: string;
  events: E[];
  /** True when a cap on recorded events was hit and later events were dropped. */
  truncated: boolean;
}

/**
 * A sink that records into an array, with a cap so a long search cannot fill
 * memory: past `maxEvents`, events are counted but not stored.
 */
export function recorder<E extends TraceEventBase>(maxEvents = 100_000) {
  const events: E[] = [];
  let dropped = 0;
  const sink: TraceSink<E> = (e) => {
    if (events.length < maxEvents) events.push(e);
    else dropped++;
  };
  return {
    sink,
    events,
    get dropped() {
      return dropped;
    },
    trace(genre: string, method: string): Trace<E> {
      return { schema: TRACE_SCHEMA_VERSION, genre, method, events, truncated: dropped > 0 };
    },
  };
}

/** Indices of the depth-0 events: the steps a reader walks through. */
export function stepStarts(events: readonly TraceEventBase[]): number[] {
  const starts: number[] = [];
  events.forEach((e, i) => {
    if (e.depth === 0) starts.push(i);
  });
  return starts;
}

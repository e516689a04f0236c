/**
 * Traces: what a solver did, as plain JSON-serialisable events.
 *
 * A solver receives an optional `TraceSink`. When no one is watching the sink
 * is `undefined`, and the solver's hot loop tests that once per iteration /
 * decision / conflict (never per node), so tracing off costs nothing.
 *
 * Nesting: every event carries `depth`. Depth 0 is a whole step a reader
 * walks through (one IDA* iteration, one forced variable, one CDCL decision);
 * an event of depth d + 1 belongs to the nearest event before it of depth d.
 * So a CDCL conflict can be a depth-0 step whose depth-1 children are
 * "analyse", "learn" and "backjump", and "analyse" can have depth-2 children
 * of its own. `parentIndex()` recovers the tree in one pass.
 *
 * The envelope (`Trace`) travels whole: views, islands and exports read only
 * it — which method ran with which options, and what was dropped — never
 * live solver state.
 */

/** Bumped whenever an event shape or the envelope changes; stored with every exported trace. */
export const TRACE_SCHEMA_VERSION = 2;

export interface TraceEventBase {
  /** Discriminant of the genre's event union. */
  kind: string;
  /** 0 = a whole step; d + 1 = a sub-event of the nearest event before it of depth d. */
  depth: number;
}

export type TraceSink<E extends TraceEventBase> = (event: E) => void;

/** Option values a method was run with (see `MethodOption` in src/puzzles/types.ts). */
export type OptionValues = Record<string, number | boolean | string>;

/** Where a capped recorder left events out: `count` events were dropped before `events[at]`. */
export interface DroppedEvents {
  at: number;
  count: number;
}

/** A recorded trace as stored, exported and replayed. */
export interface Trace<E extends TraceEventBase> {
  schema: number;
  genre: string;
  method: string;
  /** The method's options as they were for this run, defaults filled in. */
  options: OptionValues;
  events: E[];
  /** True when events were dropped; `dropped` says where and how many. */
  truncated: boolean;
  dropped?: DroppedEvents;
}

export interface Recorder<E extends TraceEventBase> {
  sink: TraceSink<E>;
  /** Events seen so far (kept or not). */
  readonly seen: number;
  /** Events not kept so far. */
  readonly dropped: number;
  /** The kept events in order: the head, then the tail (a fresh array once the cap was passed). */
  readonly events: E[];
  trace(genre: string, method: string, options?: OptionValues): Trace<E>;
}

/**
 * A sink that records into memory with a cap, so a long search cannot fill
 * it. Past `maxEvents` it keeps the first `maxEvents − tail` events and the
 * last `tail` (a ring buffer), so the end of a run — its final answer, its
 * last iteration — is never lost; the trace says how many fell between.
 * Replay over the gap is approximate (the view misses the dropped steps);
 * a genre's final event (the solution) restores what matters.
 */
export function recorder<E extends TraceEventBase>(maxEvents = 100_000, tail = Math.max(1, Math.floor(maxEvents / 4))): Recorder<E> {
  const max = Math.max(1, Math.floor(maxEvents));
  const tailCap = Math.max(0, Math.min(max - 1, Math.floor(tail)));
  const headCap = max - tailCap;
  const head: E[] = [];
  const ring: E[] = [];
  let seen = 0;
  const sink: TraceSink<E> = (e) => {
    if (seen < headCap) head.push(e);
    else if (tailCap > 0) ring[(seen - headCap) % tailCap] = e;
    seen++;
  };
  const inTail = () => Math.min(tailCap, seen - head.length);
  const dropped = () => seen - head.length - inTail();
  const events = (): E[] => {
    const n = inTail();
    if (n === 0) return head;
    const out = head.slice();
    const oldest = seen - headCap - n; // ring order of the oldest kept tail event
    for (let k = 0; k < n; k++) out.push(ring[(oldest + k) % tailCap]);
    return out;
  };
  return {
    sink,
    get seen() {
      return seen;
    },
    get dropped() {
      return dropped();
    },
    get events() {
      return events();
    },
    trace(genre, method, options = {}) {
      const count = dropped();
      const trace: Trace<E> = { schema: TRACE_SCHEMA_VERSION, genre, method, options, events: events(), truncated: count > 0 };
      if (count > 0) trace.dropped = { at: head.length, count };
      return trace;
    },
  };
}

/** Indices of the depth-0 events: the steps a reader walks through. */
export function stepStarts(events: readonly TraceEventBase[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i < events.length; i++) if (events[i].depth === 0) starts.push(i);
  return starts;
}

/**
 * For every event, the index of the event it belongs to (−1 for depth 0):
 * the nearest earlier event one level up. An event deeper than its
 * predecessor allows (depth jumps by more than one) hangs on the deepest
 * open event, so a malformed trace still gives a tree.
 */
export function parentIndex(events: readonly TraceEventBase[]): Int32Array {
  const parents = new Int32Array(events.length);
  const open: number[] = []; // open[d] = index of the latest event at depth d
  for (let i = 0; i < events.length; i++) {
    const d = Math.max(0, Math.floor(events[i].depth));
    open.length = Math.min(open.length, d);
    parents[i] = d === 0 || open.length === 0 ? -1 : open[open.length - 1];
    open.push(i);
  }
  return parents;
}

/** The index just past step `starts[k]`'s last sub-event. */
export function stepEnd(starts: readonly number[], k: number, eventCount: number): number {
  return k + 1 < starts.length ? starts[k + 1] : eventCount;
}

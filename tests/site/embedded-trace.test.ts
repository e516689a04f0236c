/**
 * The trace an exported page embeds (src/export/embedded-trace.ts): short
 * traces whole; long ones cut to whole steps at both ends, marked as the
 * recorder marks its own cut, and a trace the recorder cut keeps one gap.
 */
import { describe, expect, it } from 'vitest';
import { recorder, type TraceEventBase } from '../../src/core/trace';
import { embeddedTrace } from '../../src/export/embedded-trace';

interface Ev extends TraceEventBase {
  kind: 'step' | 'detail';
  n: number;
}

/** `steps` steps of one depth-0 event and two depth-1 events each, numbered in order. */
function trace(steps: number, cap = 1_000_000) {
  const rec = recorder<Ev>(cap);
  let n = 0;
  for (let s = 0; s < steps; s++) {
    rec.sink({ kind: 'step', depth: 0, n: n++ });
    rec.sink({ kind: 'detail', depth: 1, n: n++ });
    rec.sink({ kind: 'detail', depth: 1, n: n++ });
  }
  return rec.trace('test', 'm');
}

describe('the embedded trace', () => {
  it('keeps a short trace as it is', () => {
    const t = trace(10);
    expect(embeddedTrace(t, 100)).toBe(t);
  });

  it('cuts a long one to whole steps at both ends and says where and how much', () => {
    const t = trace(1000);
    const e = embeddedTrace(t, 100);
    expect(e.events.length).toBeLessThanOrEqual(100);
    expect(e.truncated).toBe(true);
    const at = e.dropped!.at;
    expect(e.events[at].depth).toBe(0);
    expect(e.events[at - 1].depth).toBe(1);
    // The kept events are the first `at` and the last ones, in order, with the gap counted exactly.
    expect(e.events.slice(0, at).map((x) => x.n)).toEqual([...Array(at).keys()]);
    expect(e.events[at].n - e.events[at - 1].n - 1).toBe(e.dropped!.count);
    expect(e.events[e.events.length - 1].n).toBe(2999);
  });

  it('merges its cut with the recorder’s into one gap', () => {
    const t = trace(1000, 600);
    expect(t.truncated).toBe(true);
    const e = embeddedTrace(t, 100);
    const at = e.dropped!.at;
    expect(e.dropped!.count).toBe(3000 - e.events.length);
    expect(e.events[at].n - e.events[at - 1].n - 1).toBe(e.dropped!.count);
  });
});

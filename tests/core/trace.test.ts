import { describe, expect, it } from 'vitest';
import { parentIndex, recorder, stepStarts, TRACE_SCHEMA_VERSION } from '../../src/core/trace';

type E = { kind: 'a' | 'b'; depth: number; n: number };

describe('recorder', () => {
  it('keeps everything under its cap', () => {
    const rec = recorder<E>(10);
    for (let n = 0; n < 10; n++) rec.sink({ kind: 'a', depth: 0, n });
    expect(rec.events.map((e) => e.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rec.dropped).toBe(0);
    expect(rec.trace('sliding', 'ida')).toMatchObject({ truncated: false });
    expect(rec.trace('sliding', 'ida').dropped).toBeUndefined();
  });

  it('past its cap keeps the head and the tail, and says what fell between', () => {
    const rec = recorder<E>(5, 2);
    for (let n = 0; n < 12; n++) rec.sink({ kind: 'a', depth: 0, n });
    expect(rec.events.map((e) => e.n)).toEqual([0, 1, 2, 10, 11]);
    expect(rec.dropped).toBe(7);
    expect(rec.seen).toBe(12);
    const trace = rec.trace('sliding', 'ida', { limitMs: 5 });
    expect(trace).toMatchObject({
      schema: TRACE_SCHEMA_VERSION,
      genre: 'sliding',
      method: 'ida',
      options: { limitMs: 5 },
      truncated: true,
      dropped: { at: 3, count: 7 },
    });
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
  });

  it('keeps the final event of a long run (the answer)', () => {
    const rec = recorder<E>(100);
    for (let n = 0; n < 100_000; n++) rec.sink({ kind: 'a', depth: 0, n });
    rec.sink({ kind: 'b', depth: 0, n: -1 });
    const events = rec.events;
    expect(events[events.length - 1]).toEqual({ kind: 'b', depth: 0, n: -1 });
    expect(events.length).toBe(100);
  });
});

describe('stepStarts', () => {
  it('lists the depth-0 events', () => {
    const events: E[] = [
      { kind: 'a', depth: 0, n: 0 },
      { kind: 'b', depth: 1, n: 1 },
      { kind: 'b', depth: 1, n: 2 },
      { kind: 'a', depth: 0, n: 3 },
    ];
    expect(stepStarts(events)).toEqual([0, 3]);
  });
});

describe('parentIndex', () => {
  it('hangs each event on the nearest earlier event one level up', () => {
    const depths = [0, 1, 2, 2, 1, 2, 0, 1, 0];
    const events = depths.map((depth, n) => ({ kind: 'a' as const, depth, n }));
    expect([...parentIndex(events)]).toEqual([-1, 0, 1, 1, 0, 4, -1, 6, -1]);
  });

  it('gives a tree even when a depth jumps by more than one', () => {
    const events = [0, 3, 1].map((depth, n) => ({ kind: 'a' as const, depth, n }));
    expect([...parentIndex(events)]).toEqual([-1, 0, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { recorder, stepStarts, TRACE_SCHEMA_VERSION } from '../../src/core/trace';

type E = { kind: 'a' | 'b'; depth: 0 | 1; n: number };

describe('recorder', () => {
  it('keeps events up to its cap and counts the rest', () => {
    const rec = recorder<E>(3);
    for (let n = 0; n < 5; n++) rec.sink({ kind: 'a', depth: 0, n });
    expect(rec.events.map((e) => e.n)).toEqual([0, 1, 2]);
    expect(rec.dropped).toBe(2);
    const trace = rec.trace('sliding', 'ida');
    expect(trace).toMatchObject({ schema: TRACE_SCHEMA_VERSION, genre: 'sliding', method: 'ida', truncated: true });
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
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

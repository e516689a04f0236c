import { describe, expect, it } from 'vitest';
import { solveSliding } from '../../src/puzzles/sliding/solve';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { checkSliding } from '../../src/puzzles/sliding/rules';
import type { Heuristic } from '../../src/puzzles/sliding/heuristics/heuristic';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import { recorder } from '../../src/core/trace';
import { readInstances } from './fixtures';

const hard = readInstances('korf100.txt')[0];
const nine = [5, 1, 2, 4, 9, 6, 3, 8, 13, 10, 7, 11, 0, 14, 15, 12];

describe('solveSliding', () => {
  it('is optimal IDA* with Manhattan + linear conflicts by default', () => {
    const rec = recorder<SlidingEvent>();
    const r = solveSliding({ size: 4, tiles: nine }, { sink: rec.sink });
    expect(r.solution).toMatchObject({ length: 9, optimal: true });
    expect(r.stats.timedOut).toBeUndefined();
    expect(rec.events[1]).toMatchObject({ kind: 'root', heuristic: 'Manhattan + linear conflicts' });
  });

  it('uses the heuristic it is given', () => {
    const inner = manhattanLcHeuristic(4);
    let calls = 0;
    const counting: Heuristic = {
      name: 'counting',
      init: (t) => inner.init(t),
      move: (tile, from, to) => {
        calls++;
        return inner.move(tile, from, to);
      },
      value: () => inner.value(),
    };
    const rec = recorder<SlidingEvent>();
    const r = solveSliding({ size: 4, tiles: nine }, { heuristic: counting, sink: rec.sink });
    expect(r.solution!.length).toBe(9);
    expect(calls).toBeGreaterThan(0);
    expect(rec.events[1]).toMatchObject({ kind: 'root', heuristic: 'counting' });
  });

  it('falls back to the fast method when the budget runs out, labelled not optimal', () => {
    const rec = recorder<SlidingEvent>();
    const p = { size: 4, tiles: hard.tiles };
    const r = solveSliding(p, { maxNodes: 20_000, sink: rec.sink });
    expect(r.status).toBe('solved');
    expect(r.solution!.optimal).toBe(false);
    expect(r.stats.timedOut).toBe(1);
    expect(r.reason).toMatch(/not proven shortest/);
    expect(checkSliding(p, r.solution!.moves)).toEqual({ ok: true });
    expect(r.solution!.length).toBeGreaterThanOrEqual(hard.optimal);
    const kinds = rec.events.map((e) => e.kind);
    const stop = kinds.indexOf('stop');
    expect(kinds.slice(stop)).toEqual(['stop', 'fallback', 'fallback', 'fallback', 'solution']);
    expect(rec.events[rec.events.length - 1]).toMatchObject({ kind: 'solution', optimal: false });
  });

  it('gives no answer when cancelled', () => {
    const aborted = new AbortController();
    aborted.abort();
    const r = solveSliding({ size: 4, tiles: hard.tiles }, { signal: aborted.signal });
    expect(r.status).toBe('cancelled');
    expect(r.solution).toBeUndefined();
  });

  it('reports unsolvable boards before searching', () => {
    const r = solveSliding({ size: 3, tiles: [2, 1, 3, 4, 5, 6, 7, 8, 0] });
    expect(r).toMatchObject({ status: 'unsolvable', stats: { nodes: 0 } });
    expect(r.reason).toMatch(/1 inversion, an odd number/);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { checkSliding } from '../../src/puzzles/sliding/rules';
import { goalTiles, type SlidingPuzzle } from '../../src/puzzles/sliding/board';
import type { SlidingEvent, TreeNodeEvent } from '../../src/puzzles/sliding/events';
import { recorder } from '../../src/core/trace';
import { seededRandom } from '../../src/core/random';
import { randomWalk, readExample, readInstances } from './fixtures';

function board(name: string): SlidingPuzzle {
  const r = parseSliding(readExample(name));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

const ida = (p: SlidingPuzzle, extra: Partial<Parameters<typeof solveIdaStar>[1]> = {}) =>
  solveIdaStar(p, { heuristic: manhattanLcHeuristic(p.size), ...extra });

describe('solveIdaStar', () => {
  it('solves the 9-move example in 9 moves, proven optimal, by the rules', () => {
    const p = board('nine-moves.txt');
    const r = ida(p);
    expect(r.status).toBe('solved');
    expect(r.solution).toMatchObject({ length: 9, optimal: true });
    expect(r.solution!.moves).toHaveLength(9);
    expect(checkSliding(p, r.solution!.moves)).toEqual({ ok: true });
  });

  it('answers the goal with no moves', () => {
    const r = ida({ size: 4, tiles: goalTiles(4) });
    expect(r).toMatchObject({ status: 'solved', solution: { moves: [], length: 0, optimal: true } });
  });

  it('reports the 14–15 swap unsolvable before any search', () => {
    const rec = recorder<SlidingEvent>();
    const r = ida(board('swapped-14-15.txt'), { sink: rec.sink });
    expect(r.status).toBe('unsolvable');
    expect(r.stats.nodes).toBe(0);
    expect(r.reason).toMatch(/cannot be solved/);
    expect(rec.events).toEqual([{ kind: 'parity', depth: 0, inversions: 1, blankRowFromBottom: 1, solvable: false }]);
  });

  it('traces parity, root, one event per iteration with growing bounds, then the solution', () => {
    const rec = recorder<SlidingEvent>();
    const r = ida(board('hardest-8.txt'), { sink: rec.sink });
    const kinds = rec.events.map((e) => e.kind);
    expect(kinds[0]).toBe('parity');
    expect(kinds[1]).toBe('root');
    expect(kinds[kinds.length - 1]).toBe('solution');
    const iterations = rec.events.filter((e) => e.kind === 'iteration');
    expect(iterations).toHaveLength(r.stats.iterations);
    expect(kinds.slice(2, -1).filter((k) => k !== 'iteration')).toEqual([]);
    const root = rec.events[1] as Extract<SlidingEvent, { kind: 'root' }>;
    expect(iterations[0].bound).toBe(root.h);
    for (let i = 1; i < iterations.length; i++) expect(iterations[i].bound).toBe(iterations[i - 1].nextBound);
    expect(iterations.map((e) => e.found)).toEqual(iterations.map((_, i) => i === iterations.length - 1));
    expect(iterations[iterations.length - 1].bound).toBe(r.solution!.length);
    expect(iterations.reduce((s, e) => s + e.nodes, 0)).toBe(r.stats.nodes);
  });

  it('finds the same answer with the same node count whether traced or not', () => {
    for (const name of ['hardest-8.txt', 'nine-moves.txt']) {
      const p = board(name);
      const quiet = ida(p);
      const traced = ida(p, { sink: recorder<SlidingEvent>().sink, treeNodeCap: 1000 });
      expect(traced.solution).toEqual(quiet.solution);
      expect(traced.stats.nodes).toBe(quiet.stats.nodes);
    }
  });

  it('records tree nodes only up to the cap, each after its iteration event', () => {
    const rec = recorder<SlidingEvent>();
    ida(board('hardest-8.txt'), { sink: rec.sink, treeNodeCap: 60 });
    const tree = rec.events.filter((e): e is TreeNodeEvent => e.kind === 'tree-node');
    expect(tree).toHaveLength(60);
    const ids = new Set<number>();
    let lastIteration = -1;
    rec.events.forEach((e, i) => {
      if (e.kind === 'iteration') lastIteration = i;
      if (e.kind !== 'tree-node') return;
      expect(lastIteration).toBeGreaterThan(-1);
      expect(e.bound).toBe((rec.events[lastIteration] as Extract<SlidingEvent, { kind: 'iteration' }>).bound);
      if (e.parent === null) expect(e).toMatchObject({ g: 0, tile: null });
      else expect([...ids]).toContain(e.parent);
      if (e.outcome === 'pruned') expect(e.g + e.h).toBeGreaterThan(e.bound);
      else expect(e.g + e.h).toBeLessThanOrEqual(e.bound);
      ids.add(e.id);
    });
  });

  it('records the whole tree under a large cap: every generated node, the roots, and the goal', () => {
    const { tiles } = randomWalk(3, 12, seededRandom(3));
    const rec = recorder<SlidingEvent>();
    const r = ida({ size: 3, tiles }, { sink: rec.sink, treeNodeCap: 100_000 });
    const tree = rec.events.filter((e): e is TreeNodeEvent => e.kind === 'tree-node');
    expect(tree).toHaveLength(r.stats.nodes + r.stats.iterations);
    expect(tree.filter((e) => e.outcome === 'goal')).toHaveLength(1);
  });

  it('stops at the node cap with the bound it proved, and on cancel', () => {
    const hard = readInstances('korf100.txt')[0];
    const rec = recorder<SlidingEvent>();
    const r = ida({ size: 4, tiles: hard.tiles }, { budget: { maxNodes: 50_000 }, sink: rec.sink });
    expect(r.status).toBe('timeout');
    const stop = rec.events[rec.events.length - 1];
    expect(stop).toMatchObject({ kind: 'stop', reason: 'timeout' });
    // The cut iteration is counted in stats.iterations, and the stop event carries its work so far, so the
    // bounds table can show it as a last row marked cut: finished rows + 1 = iterations, nodes add up.
    const finished = rec.events.filter((e) => e.kind === 'iteration');
    expect(finished.length + 1).toBe(r.stats.iterations);
    if (stop.kind !== 'stop') throw new Error('no stop event');
    expect(stop.totalNodes).toBe(r.stats.nodes);
    const before = finished.length > 0 && finished[finished.length - 1].kind === 'iteration' ? finished[finished.length - 1].totalNodes : 0;
    expect(stop.nodes).toBe(r.stats.nodes - (before as number));
    expect(r.stats.lowerBound).toBeGreaterThanOrEqual(r.stats.h0);
    expect(r.stats.lowerBound).toBeLessThanOrEqual(hard.optimal);

    const aborted = new AbortController();
    aborted.abort();
    expect(ida({ size: 4, tiles: hard.tiles }, { budget: { signal: aborted.signal } }).status).toBe('cancelled');

    // Cancelled from inside the run, as a Stop button would.
    const during = new AbortController();
    const r2 = ida({ size: 4, tiles: hard.tiles }, {
      budget: { signal: during.signal },
      sink: (e) => e.kind === 'iteration' && during.abort(),
    });
    expect(r2.status).toBe('cancelled');
    expect(r2.solution).toBeUndefined();
  });

  it('never needs more moves than a random walk took, with the same parity (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4), fc.integer(), fc.nat(28), (size, seed, steps) => {
        const { tiles } = randomWalk(size, steps, seededRandom(seed));
        const r = ida({ size, tiles });
        expect(r.status).toBe('solved');
        expect(r.solution!.length).toBeLessThanOrEqual(steps);
        expect((steps - r.solution!.length) % 2).toBe(0);
        expect(checkSliding({ size, tiles }, r.solution!.moves)).toEqual({ ok: true });
      }),
      { numRuns: 60 },
    );
  });
});

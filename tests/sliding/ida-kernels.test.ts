/**
 * The specialised searches (Heuristic.kernel) against the generic IDA*:
 * the same nodes in the same order, so the same answers, node counts and
 * iteration events, whichever runs; and the same way of stopping.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { seededRandom } from '../../src/core/random';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import type { Heuristic } from '../../src/puzzles/sliding/heuristics/heuristic';
import {
  buildPdb663,
  pdb663Heuristic,
  pdb663NoMirrorHeuristic,
  sparsePdbHeuristic,
  type Pdb663Tables,
} from '../../src/puzzles/sliding/heuristics/pdb';
import { rankedPdbHeuristic } from '../../src/puzzles/sliding/heuristics/pdb-ranked';
import { buildPatternDb, type PatternDb } from '../../src/puzzles/sliding/pdb/build';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { checkSliding } from '../../src/puzzles/sliding/rules';
import { randomWalk, readInstances } from './fixtures';

/** A full 5-5-5 partition: small enough to build in the ranked layout in a test. */
const PATTERNS_555 = [
  [1, 2, 3, 4, 7],
  [5, 6, 9, 10, 13],
  [8, 11, 12, 14, 15],
];

let tables: Pdb663Tables;
let ranked555: PatternDb[];
beforeAll(() => {
  tables = buildPdb663();
  ranked555 = PATTERNS_555.map((p) => buildPatternDb(p, { layout: 'ranked' }));
});

/** The same heuristic without its kernel: IDA* then runs the generic search. */
const generic = (h: Heuristic): Heuristic => ({ ...h, kernel: undefined });

/** Iteration events without their timings. */
function iterations(events: SlidingEvent[]) {
  return events.filter((e) => e.kind === 'iteration').map((e) => ({ ...e, ms: 0 }));
}

function walks(count: number, seed: number): { id: string; tiles: number[] }[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({ id: `walk ${i}`, tiles: randomWalk(4, 30 + 2 * i, random).tiles }));
}

/** Solves each board with the kernel and without it; expects the same search. */
function expectSameSearch(make: () => Heuristic, boards: { id: string; tiles: number[] }[]): void {
  for (const { id, tiles } of boards) {
    const fast = recorder<SlidingEvent>();
    const slow = recorder<SlidingEvent>();
    const a = solveIdaStar({ size: 4, tiles }, { heuristic: make(), sink: fast.sink });
    const b = solveIdaStar({ size: 4, tiles }, { heuristic: generic(make()), sink: slow.sink });
    const summary = (r: typeof a) => ({ id, status: r.status, solution: r.solution, nodes: r.stats.nodes });
    expect(summary(a)).toEqual(summary(b));
    expect(iterations(fast.events)).toEqual(iterations(slow.events));
    expect(checkSliding({ size: 4, tiles }, a.solution!.moves)).toEqual({ ok: true });
  }
}

function boards(): { id: string; tiles: number[] }[] {
  // Korf's instances the lesson's tables solve quickly (few iterations).
  const h = pdb663Heuristic(tables);
  const korf = readInstances('korf100.txt')
    .filter(({ optimal, tiles }) => optimal - h.init(Uint8Array.from(tiles)) <= 4)
    .slice(0, 6)
    .map((k) => ({ id: `Korf #${k.id}`, tiles: k.tiles }));
  return [...walks(14, 78), ...korf];
}

describe('the sparse pattern-database kernel', () => {
  it('is offered only when the databases cover every tile', () => {
    expect(pdb663Heuristic(tables).kernel).toBeTypeOf('function');
    expect(pdb663NoMirrorHeuristic(tables).kernel).toBeTypeOf('function');
    expect(sparsePdbHeuristic('two of three', tables.slice(0, 2), true).kernel).toBeUndefined();
  });

  it('generates exactly the nodes of the generic search, with and without the mirror', () => {
    expectSameSearch(() => pdb663Heuristic(tables), boards());
    expectSameSearch(() => pdb663NoMirrorHeuristic(tables), boards());
  });

  it('stops at a node cap with the bound it proved, and when cancelled', () => {
    const hard = readInstances('korf100.txt')[0];
    const p = { size: 4, tiles: hard.tiles };
    const a = solveIdaStar(p, { heuristic: pdb663Heuristic(tables), budget: { maxNodes: 60_000 } });
    const b = solveIdaStar(p, { heuristic: generic(pdb663Heuristic(tables)), budget: { maxNodes: 60_000 } });
    expect(a.status).toBe('timeout');
    expect(a.stats.lowerBound).toBe(b.stats.lowerBound);
    // The cap is honoured within one check interval of the clock.
    expect(a.stats.nodes).toBeGreaterThanOrEqual(60_000);
    expect(a.stats.nodes).toBeLessThan(60_000 + 2 * (1 << 14));

    const during = new AbortController();
    const r = solveIdaStar(p, {
      heuristic: pdb663Heuristic(tables),
      budget: { signal: during.signal },
      sink: (e) => e.kind === 'iteration' && during.abort(),
    });
    expect(r.status).toBe('cancelled');
  });
});

describe('the ranked pattern-database kernel', () => {
  it('is offered only when the databases cover every tile', () => {
    expect(rankedPdbHeuristic('5-5-5', ranked555, true).kernel).toBeTypeOf('function');
    expect(rankedPdbHeuristic('5-5', ranked555.slice(1), true).kernel).toBeUndefined();
  });

  it('generates exactly the nodes of the generic search, with and without the mirror', () => {
    const boards = walks(12, 555);
    expectSameSearch(() => rankedPdbHeuristic('5-5-5 + mirror', ranked555, true), boards);
    expectSameSearch(() => rankedPdbHeuristic('5-5-5', ranked555, false), boards);
  });
});

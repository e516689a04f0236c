import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parentIndex } from '../../src/core/trace';
import { chooseRow, fewestColumn, handStatus, rowsOf, startState } from '../../src/exact-cover/by-hand';
import { solveExactCover } from '../../src/exact-cover/dlx';
import type { ExactCoverEvent } from '../../src/exact-cover/events';
import { exactCoverFromRows } from '../../src/exact-cover/problem';
import { KNUTH_ROWS } from './knuth-example';

const knuth = KNUTH_ROWS;

/** Every exact cover by trying every subset of rows (the reference; rows here always meet a primary column). */
function bruteCovers(rows: number[][], primary: number, secondary: number): string[] {
  const out: string[] = [];
  for (let mask = 0; mask < 1 << rows.length; mask++) {
    const count = new Array(primary + secondary).fill(0);
    const chosen: number[] = [];
    rows.forEach((r, i) => {
      if (mask & (1 << i)) {
        chosen.push(i);
        for (const c of r) count[c]++;
      }
    });
    if (count.every((k, c) => (c < primary ? k === 1 : k <= 1))) out.push(chosen.join(','));
  }
  return out.sort();
}

const key = (rows: number[]) => [...rows].sort((a, b) => a - b).join(',');

describe('Algorithm X with dancing links', () => {
  it("solves Knuth's example", () => {
    const r = solveExactCover(exactCoverFromRows(knuth, 7), { maxSolutions: 10 });
    expect(r.solutions.map(key)).toEqual(['0,3,4']);
    expect(r.complete).toBe(true);
    expect(r.stats.updates).toBeGreaterThan(0);
  });

  it('finds exactly the covers brute force finds, primary and secondary columns alike', () => {
    const problem = fc.record({
      primary: fc.integer({ min: 1, max: 5 }),
      secondary: fc.integer({ min: 0, max: 2 }),
      rows: fc.array(fc.uniqueArray(fc.nat(6), { minLength: 1, maxLength: 4 }), { maxLength: 10 }),
    });
    fc.assert(
      fc.property(problem, ({ primary, secondary, rows }) => {
        const width = primary + secondary;
        // Every row meets a primary column (Algorithm X only ever branches on those).
        const clean = rows.map((r) => [...new Set([r[0] % primary, ...r.slice(1).map((c) => c % width)])]);
        const r = solveExactCover(exactCoverFromRows(clean, primary, secondary), { maxSolutions: 1000 });
        expect(r.solutions.map(key).sort()).toEqual(bruteCovers(clean, primary, secondary));
      }),
      { numRuns: 300 },
    );
  });

  it('stops at maxSolutions and says the search was complete up to it', () => {
    const all = [[0], [0], [0]];
    const r = solveExactCover(exactCoverFromRows(all, 1), { maxSolutions: 2 });
    expect(r.solutions).toHaveLength(2);
    expect(r.complete).toBe(true);
  });

  it('refuses a matrix over the entry cap with a sentence, before building it', () => {
    const r = solveExactCover(exactCoverFromRows(knuth, 7), { maxEntries: 10 });
    expect(r.stopped).toBe('too-large');
    expect(r.message).toContain('entries');
  });

  it('traces choices, tries and covers with their nesting, and a capped search tree with parents first', () => {
    const events: ExactCoverEvent[] = [];
    solveExactCover(exactCoverFromRows(knuth, 7), { sink: (e) => events.push(e), treeCap: 50, maxSolutions: 2 });
    const kinds = new Set(events.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['search-node', 'xc-choose', 'xc-cover', 'xc-exhausted', 'xc-solution', 'xc-try', 'xc-undo']);
    const parents = parentIndex(events);
    events.forEach((e, i) => {
      if (e.kind === 'xc-cover') expect(['xc-choose', 'xc-try']).toContain(events[parents[i]].kind);
      if (e.kind === 'search-node') expect(events[parents[i]].depth).toBe(0);
    });
    const first = events.find((e) => e.kind === 'xc-choose');
    expect(first).toMatchObject({ level: 0, size: 2 }); // column A (or D) has two rows, none has fewer
    const ids = new Set<number>();
    for (const e of events) {
      if (e.kind !== 'search-node') continue;
      if (e.parent !== null) expect(ids.has(e.parent)).toBe(true);
      ids.add(e.id);
    }
    expect(events.filter((e) => e.kind === 'search-node' && e.outcome === 'goal')).toHaveLength(1);
  });

  it('with no sink, nothing is recorded and the answer is the same', () => {
    const quiet = solveExactCover(exactCoverFromRows(knuth, 7));
    const loud = solveExactCover(exactCoverFromRows(knuth, 7), { sink: () => {}, treeCap: 10 });
    expect(quiet.solutions).toEqual(loud.solutions);
    expect(quiet.stats).toEqual(loud.stats);
  });
});

describe('by hand', () => {
  it('walks Knuth’s example: fewest column, choose its row, columns and clashing rows go', () => {
    let s = startState(knuth, 7);
    expect(fewestColumn(s)).toBe(0);
    expect(rowsOf(s, 0)).toEqual([1, 3]);
    const step = chooseRow(s, 3);
    expect(step.coveredColumns).toEqual([0, 3]);
    expect(step.removedRows).toEqual([1, 5]);
    s = step.state;
    expect(handStatus(s)).toBe('open');
    s = chooseRow(s, 4).state;
    s = chooseRow(s, 0).state;
    expect(handStatus(s)).toBe('solved');
    expect(s.chosen).toEqual([3, 4, 0]);
    // Row 1 first leaves rows 0 and 2; row 0 then takes column C from row 2, and column B has no row left.
    expect(handStatus(chooseRow(chooseRow(startState(knuth, 7), 1).state, 0).state)).toBe('stuck');
  });
});

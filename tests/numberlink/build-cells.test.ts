import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { countSets } from '../../src/zdd/count';
import { randomBelow, unrank } from '../../src/zdd/unrank';
import { seededRandom } from '../../src/core/random';
import { buildCells, cellsBuildTakes, withAcrossEdges } from '../../src/puzzles/numberlink/build-cells';
import { buildSkipping } from '../../src/puzzles/numberlink/build-skipping';
import { canonicalOrientations } from '../../src/puzzles/numberlink/canonical';
import { frontierTables } from '../../src/puzzles/numberlink/frontier';
import { gridGraph, orientations } from '../../src/puzzles/numberlink/graph';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { publicRecords } from './public-records';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { isCanonical, type NumberlinkPuzzle, type NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { randomBoard } from './random-boards';

/** Per rule, the random boards' largest side and label count: fill-notouch's solutions need more labels to be common. */
const RULES: [NumberlinkRule, number, number][] = [
  ['fill', 4, 2],
  ['fill-canonical', 4, 2],
  ['nikoli', 4, 2],
  ['fill-notouch', 5, 5],
  ['nikoli-canonical', 5, 3],
];

/** Both untraced builds of one board, rule and edge order, kept, without a limit. */
function bothBuilds(p: NumberlinkPuzzle, rule: NumberlinkRule, corner: number) {
  const choices = isCanonical(rule) ? canonicalOrientations(p) : orientations(p);
  const graph = gridGraph(p, choices[corner % choices.length]);
  const tables = frontierTables(graph.n, graph.a, graph.b);
  const options = { rule, clock: new BudgetClock({}), maxNodes: 1e7, keep: true };
  return { graph, skipping: buildSkipping(graph, tables, options), cells: cellsBuildTakes(rule, graph) ? buildCells(graph, options) : null };
}

describe('the build with one level per cell (the across-edges derived)', () => {
  for (const [rule, side, labels] of RULES) {
    it(`${rule}: the same count as build-skipping.ts and the brute force, the same solutions at every rank and the same random draws`, () => {
      let solutions = 0;
      let built = 0;
      fc.assert(
        fc.property(randomBoard(side, labels), fc.nat(7), fc.nat(), (p, corner, seed) => {
          const { graph, skipping, cells } = bothBuilds(p, rule, corner);
          if (!cells) return;
          built++;
          expect(cells.stopped).toBeNull();
          const a = countSets(skipping.diagram!);
          const b = countSets(cells.diagram!);
          expect(b.total).toBe(a.total);
          expect(Number(b.total)).toBe(bruteForceNumberlink(p, rule, {}).count);
          for (let r = 0n; r < a.total && r < 40n; r++) expect(withAcrossEdges(graph, unrank(cells.diagram!, b, r)!)).toEqual(unrank(skipping.diagram!, a, r));
          if (a.total > 0n) {
            const r = randomBelow(seededRandom(seed), a.total);
            expect(withAcrossEdges(graph, unrank(cells.diagram!, b, r)!)).toEqual(unrank(skipping.diagram!, a, r));
          }
          solutions += Number(a.total);
        }),
        { numRuns: 400, seed: 40 },
      );
      // The boards had solutions to compare (a redundant-free path filling a board is rare, a path that never runs alongside itself too), and most were taken by the builder.
      expect(solutions).toBeGreaterThan(isCanonical(rule) || rule === 'fill-notouch' ? 5 : 50);
      expect(built).toBeGreaterThan(100);
    });
  }

  it('says the same of a board with many fill and nikoli solutions (6×6, one pair), rank by rank', () => {
    const parsed = parseNumberlink(['1....1', '......', '......', '......', '......', '......'].join('\n'));
    if (!parsed.ok) throw new Error('board');
    for (const [rule, corner] of [['fill', 0], ['fill', 3], ['nikoli', 0], ['nikoli', 3]] as const) {
      const { graph, skipping, cells } = bothBuilds(parsed.puzzle, rule, corner);
      const a = countSets(skipping.diagram!);
      const b = countSets(cells!.diagram!);
      expect(b.total).toBe(a.total);
      expect(a.total).toBeGreaterThan(1000n);
      // About 300 ranks spread over the whole order (nikoli's count is far larger than fill's).
      const step = a.total / 300n > 7n ? a.total / 300n : 7n;
      for (let r = 0n; r < a.total; r += step) expect(withAcrossEdges(graph, unrank(cells!.diagram!, b, r)!)).toEqual(unrank(skipping.diagram!, a, r));
      // Half the levels can hold nodes, so the diagram is smaller too.
      expect(cells!.nodes).toBeLessThan(skipping.nodes);
    }
  });

  it('fill-notouch: the count of the data (TdZdd\'s) and of build-skipping.ts on every public board up to 100 cells and the larger one with two solutions, in four edge orders, the same solutions rank by rank', () => {
    const records = publicRecords();
    let compared = 0;
    let many = 0;
    for (const r of records) {
      const expected = r.counts['fill-notouch'];
      if (expected === null || (r.puzzle.width * r.puzzle.height > 100 && expected < 2n)) continue;
      for (const corner of [0, 1, 2, 3]) {
        const { graph, skipping, cells } = bothBuilds(r.puzzle, 'fill-notouch', corner);
        const a = countSets(skipping.diagram!);
        const b = countSets(cells!.diagram!);
        expect(b.total, r.id).toBe(expected);
        expect(a.total, r.id).toBe(expected);
        for (let q = 0n; q < a.total && q < 40n; q++) expect(withAcrossEdges(graph, unrank(cells!.diagram!, b, q)!)).toEqual(unrank(skipping.diagram!, a, q));
        if (a.total > 1n) many++;
      }
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(110);
    expect(many).toBeGreaterThanOrEqual(4);
  });

  it('nikoli-canonical: the count of the data (TdZdd\'s) on every public board up to 64 cells, in both of its edge orders, the same solutions as build-skipping.ts rank by rank', () => {
    const records = publicRecords();
    let compared = 0;
    let many = 0;
    for (const r of records) {
      const expected = r.counts['nikoli-canonical'];
      if (expected === null || r.puzzle.width * r.puzzle.height > 64) continue;
      if (expected > 1n) many++;
      for (const corner of [0, 1]) {
        const { graph, skipping, cells } = bothBuilds(r.puzzle, 'nikoli-canonical', corner);
        const a = countSets(skipping.diagram!);
        const b = countSets(cells!.diagram!);
        expect(b.total, r.id).toBe(expected);
        expect(a.total, r.id).toBe(expected);
        for (let q = 0n; q < a.total && q < 40n; q++) expect(withAcrossEdges(graph, unrank(cells!.diagram!, b, q)!)).toEqual(unrank(skipping.diagram!, a, q));
      }
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(10);
    expect(many).toBeGreaterThanOrEqual(1);
  });

  it('is used under every rule, but not for a board one cell wide', () => {
    const parsed = parseNumberlink('1.2\n...\n1.2');
    if (!parsed.ok) throw new Error('board');
    const graph = gridGraph(parsed.puzzle);
    for (const rule of ['fill', 'fill-canonical', 'nikoli', 'fill-notouch', 'nikoli-canonical'] as const) expect(cellsBuildTakes(rule, graph)).toBe(true);
    const thin = parseNumberlink('1\n.\n1');
    if (!thin.ok) throw new Error('board');
    expect(cellsBuildTakes('fill', gridGraph(thin.puzzle))).toBe(false);
  });

  it('stops at the node cap and under a cancelled clock, saying so', () => {
    const parsed = parseNumberlink(['1....1', '......', '......', '......', '......', '......'].join('\n'));
    if (!parsed.ok) throw new Error('board');
    const graph = gridGraph(parsed.puzzle);
    const capped = buildCells(graph, { rule: 'fill', clock: new BudgetClock({}), maxNodes: 10 });
    expect(capped.stopped).toBe('nodes');
    expect(capped.diagram).toBeUndefined();
    const controller = new AbortController();
    controller.abort();
    const cancelled = buildCells(graph, { rule: 'fill', clock: new BudgetClock({ signal: controller.signal }), maxNodes: 1e7 });
    expect(cancelled.stopped).toBe('cancelled');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { countSets } from '../../src/zdd/count';
import { reduceDiagram } from '../../src/zdd/reduce';
import { unrank } from '../../src/zdd/unrank';
import { buildDiagram } from '../../src/puzzles/numberlink/build';
import { buildSkipping } from '../../src/puzzles/numberlink/build-skipping';
import { canonicalOrientations } from '../../src/puzzles/numberlink/canonical';
import { frontierTables } from '../../src/puzzles/numberlink/frontier';
import { gridGraph, orientations } from '../../src/puzzles/numberlink/graph';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { ALL_RULES, isCanonical, type NumberlinkPuzzle, type NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { zddMethod } from '../../src/puzzles/numberlink/solve-zdd';
import { randomBoard } from './random-boards';

/** Both builds of one board and rule, kept, without a limit. */
function bothBuilds(p: NumberlinkPuzzle, rule: NumberlinkRule) {
  const graph = gridGraph(p, (isCanonical(rule) ? canonicalOrientations(p) : orientations(p))[0]);
  const tables = frontierTables(graph.n, graph.a, graph.b);
  const options = { rule, clock: new BudgetClock({}), maxNodes: 1e7, keep: true };
  return { plain: buildDiagram(graph, tables, options), skipping: buildSkipping(graph, tables, options) };
}

describe('the build that skips nodes whose 1-choice is cut', () => {
  for (const rule of ALL_RULES) {
    it(`${rule}: the same count, the same solutions at the same ranks and the same reduced diagram as build.ts, on random boards`, () => {
      let solutions = 0;
      let skipped = 0;
      fc.assert(
        fc.property(randomBoard(5, 4), (p) => {
          const { plain, skipping } = bothBuilds(p, rule);
          expect(skipping.stopped).toBeNull();
          expect(skipping.emptyAt).toBe(plain.emptyAt);
          // Every state is worked out once, node or not, so the same choices are cut as in build.ts.
          expect(skipping.cuts).toEqual(plain.cuts);
          const a = countSets(plain.diagram!);
          const b = countSets(skipping.diagram!);
          expect(b.total).toBe(a.total);
          for (let r = 0n; r < a.total && r < 12n; r++) expect(unrank(skipping.diagram!, b, r)).toEqual(unrank(plain.diagram!, a, r));
          // A reduced ZDD is unique for its family of sets, so this compares the whole families.
          expect(reduceDiagram(skipping.diagram!).nodes).toBe(reduceDiagram(plain.diagram!).nodes);
          expect(skipping.nodes).toBeLessThanOrEqual(plain.nodes);
          solutions += Number(a.total);
          skipped += plain.nodes - skipping.nodes;
        }),
        { numRuns: 60, seed: 38 },
      );
      // The boards had solutions to compare, and nodes to leave out.
      expect(solutions).toBeGreaterThan(0);
      expect(skipped).toBeGreaterThan(0);
    });
  }

  it('agrees with build.ts on a board whose levels outgrow the first arrays (a 9×9 board under nikoli)', () => {
    // Thousands of states a level: the state lists, their arcs and the node arrays all grow while in use.
    const parsed = parseNumberlink(['1........', ...Array(7).fill('.........'), '........1'].join('\n'));
    if (!parsed.ok) throw new Error('board');
    const { plain, skipping } = bothBuilds(parsed.puzzle, 'nikoli');
    // More states a level than ArcStates starts with room for (1,024 states, 4,096 words).
    expect(Math.max(...plain.widths)).toBeGreaterThan(1024);
    expect(countSets(skipping.diagram!).total).toBe(countSets(plain.diagram!).total);
    expect(reduceDiagram(skipping.diagram!).nodes).toBe(reduceDiagram(plain.diagram!).nodes);
    expect(skipping.cuts).toEqual(plain.cuts);
  });

  it('has fewer nodes than build.ts, and fewer with ⊥ as their 1-child, on a small board', () => {
    // A ⊥ 1-child is left only where the 1-choice's state was cut a level or more later (both its choices cut).
    const parsed = parseNumberlink('1.2\n...\n1.2');
    if (!parsed.ok) throw new Error('board');
    const { plain, skipping } = bothBuilds(parsed.puzzle, 'fill');
    const cutHi = (d: NonNullable<typeof plain.diagram>) => {
      let n = 0;
      for (let id = 2; id < d.size; id++) if (d.hi[id] === 0) n++;
      return n;
    };
    expect(cutHi(plain.diagram!)).toBeGreaterThan(0);
    expect(skipping.nodes).toBeLessThan(plain.nodes);
    expect(cutHi(skipping.diagram!)).toBeLessThan(cutHi(plain.diagram!));
  });

  it('the method answers the same with a trace (build.ts) and without one (the skipping build)', () => {
    const boards = ['1.2\n...\n1.2', '1..2\n....\n....\n1..2', '12.\n...\n.12', '1...\n.2..\n..2.\n...1'];
    for (const text of boards) {
      const parsed = parseNumberlink(text);
      if (!parsed.ok) throw new Error(text);
      for (const rule of ALL_RULES) {
        for (const pick of ['first', 'random'] as const) {
          const params = { rule, pick, seed: 5, 'rule-max-nodes': 0, 'canonical-max-nodes': 0 };
          const traced = zddMethod.solve(parsed.puzzle, { params, sink: () => {} });
          const quiet = zddMethod.solve(parsed.puzzle, { params });
          expect(quiet.status).toBe(traced.status);
          expect(quiet.solution).toEqual(traced.solution);
        }
      }
    }
  });
});

/**
 * The last-resort search: every inequality it learns from a dead end holds
 * in every solution (checked by enumeration), it branches on the most
 * constrained variable, and it records its first nodes as a tree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { parentIndex } from '../../src/core/trace';
import type { EngineEvent } from '../../src/inequalities/events';
import { makeInequality, satisfiedBy, type Term } from '../../src/inequalities/inequality';
import { EngineRun } from '../../src/inequalities/run';
import { MAX_RECORDED_NODES, searchSolutions } from '../../src/inequalities/search';
import { allSolutions, build, type Spec } from './helpers';


describe('the search', () => {
  it('learns only inequalities that hold in every solution, and still counts solutions right', () => {
    // Random clauses on three of twelve variables, near the density where they get hard: "x or not y or z" is x − y + z ≥ 0.
    const literal = fc.tuple(fc.integer({ min: 0, max: 11 }), fc.boolean());
    const clause = fc.uniqueArray(literal, { minLength: 3, maxLength: 3, selector: ([v]) => v }).map((lits): Spec => {
      const negatives = lits.filter(([, positive]) => !positive).length;
      return [lits.map(([v, positive]) => [v, positive ? 1 : -1] as Term), '>=', 1 - negatives];
    });
    let learned = 0;
    fc.assert(
      fc.property(fc.array(clause, { minLength: 30, maxLength: 60 }), (list) => {
        const { sys, ineqs } = build(12, list);
        const solutions = allSolutions(12, ineqs);
        const run = new EngineRun(sys, new BudgetClock());
        if (run.propagate() !== 'ok') {
          expect(solutions).toEqual([]);
          return;
        }
        const result = searchSolutions(run, 2);
        expect(result.solutions).toBe(Math.min(2, solutions.length));
        for (let id = 0; id < sys.size; id++) {
          if (sys.origin(id).kind !== 'learned') continue;
          learned++;
          for (const x of solutions) expect(satisfiedBy(sys.inequality(id), x)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
    // The property is only worth something if dead ends taught something.
    expect(learned).toBeGreaterThan(20);
  });

  it('learns "not both" from a dead end that needed two of three decisions', () => {
    // Decided in the order a, b, c (each in four open inequalities; ties by number), each 1 first (it satisfies at least
    // as many open inequalities as 0, the last four rows see to that): a = 1, b = 1, c = 1 forces d both ways; b played no part.
    const [a, b, c, d, e, f, g, h] = [0, 1, 2, 3, 4, 5, 6, 7];
    const { sys } = build(8, [
      [[[a, -1], [c, -1], [d, 1]], '>=', -1],
      [[[a, -1], [c, -1], [d, -1]], '>=', -2],
      [[[b, 1], [e, 1]], '>=', 1],
      [[[b, 1], [f, 1]], '>=', 1],
      [[[a, 1], [b, 1], [g, 1]], '>=', 1],
      [[[a, 1], [b, 1], [h, 1]], '>=', 1],
      [[[c, 1], [g, 1]], '>=', 1],
      [[[c, 1], [h, 1]], '>=', 1],
    ]);
    const run = new EngineRun(sys, new BudgetClock());
    searchSolutions(run, 2);
    const learned = Array.from({ length: sys.size }, (_, id) => id).filter((id) => sys.origin(id).kind === 'learned');
    expect(learned.map((id) => sys.inequality(id))).toContainEqual(makeInequality([[a, -1], [c, -1]], '>=', -1));
    expect(sys.origin(learned[0])).toMatchObject({ kind: 'learned', from: [0, 1] });
  });

  it('branches first on the variable in the most inequalities that can still fail', () => {
    // x4 is in every inequality; nothing forces at the start.
    const { sys } = build(5, [
      [[[0, 1], [4, 1]], '>=', 1],
      [[[1, 1], [4, 1]], '>=', 1],
      [[[2, 1], [4, 1], [3, 1]], '>=', 1],
      [[[0, 1], [1, 1], [4, 1]], '<=', 2],
    ]);
    const events: EngineEvent[] = [];
    const run = new EngineRun(sys, new BudgetClock(), (e) => events.push(e));
    searchSolutions(run, 2);
    const nodes = events.filter((e) => e.kind === 'search-node');
    expect(nodes[1]).toMatchObject({ parent: 0, label: 'x₅ = 1' });
  });

  it('records its first nodes as a tree under the search step, capped', () => {
    // Twelve free variables, no inequality: the search walks a long way before its second solution.
    const { sys } = build(12, [[[[0, 1], [11, 1]], '>=', 0]]);
    const events: EngineEvent[] = [];
    const run = new EngineRun(sys, new BudgetClock(), (e) => events.push(e));
    const result = searchSolutions(run, 2);
    const search = events.find((e) => e.kind === 'search');
    const nodes = events.filter((e) => e.kind === 'search-node');
    expect(search).toMatchObject({ depth: 0, nodes: result.nodes, recorded: nodes.length, solutions: 2 });
    expect(nodes.length).toBeLessThanOrEqual(MAX_RECORDED_NODES);
    expect(nodes[0]).toMatchObject({ id: 0, parent: null, label: '' });
    // Every recorded node hangs on the search step and names a recorded parent.
    const parents = parentIndex(events);
    const start = events.indexOf(search!);
    const ids = new Set(nodes.map((n) => n.kind === 'search-node' && n.id));
    events.forEach((e, i) => {
      if (e.kind !== 'search-node') return;
      expect(parents[i]).toBe(start);
      if (e.parent !== null) expect(ids.has(e.parent)).toBe(true);
    });
    expect(nodes.filter((n) => n.kind === 'search-node' && n.outcome === 'goal').length).toBe(2);
  });
});

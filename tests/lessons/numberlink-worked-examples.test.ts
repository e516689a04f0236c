/**
 * The Numberlink lesson's three short worked examples, checked against the
 * solver: the rank walk on the drawn diagram finds the same solution as the
 * solver's own unranking for every rank, the zero-suppression example is a
 * node the reduction really removes, and the sweep's first steps say which
 * cells join and leave the frontier as the walk's own frontiers show.
 */
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import type { GraphEvent, NodeEvent, NumberlinkEvent, WalkStepEvent } from '../../src/puzzles/numberlink/events';
import type { Cell, NumberlinkSolution } from '../../src/puzzles/numberlink/puzzle';
import { runZdd, solutionsAt, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { nodeCounts, reduceDrawn } from '../../src/puzzles/numberlink/zdd-reduce';
import { boardOf, boardText } from '../../src/lessons/numberlink/facts';
import { rankWalk, realChoices } from '../../src/lessons/numberlink/rank-walk';
import { suppressExample } from '../../src/lessons/numberlink/suppress-example';
import { zddLayout } from '../../src/ui/numberlink/zdd-layout';
import { keptAgainstPlain, sweepSteps, widestFrontier } from '../../src/lessons/numberlink/sweep-steps';
import { lessonFacts } from '../../src/lessons/numberlink/facts';
import { orderWidths } from '../../src/lessons/numberlink/order-widths';
import { DEFAULT_RULE_MAX_NODES } from '../../src/puzzles/numberlink/quick-answer';

const key = (edges: readonly [Cell, Cell][]) => edges.map(([a, b]) => [a.join(','), b.join(',')].sort().join('-')).sort().join(' ');
const pathEdges = (s: NumberlinkSolution): [Cell, Cell][] =>
  Object.values(s.paths).flatMap((cells) => cells.slice(1).map((c, i): [Cell, Cell] => [cells[i], c]));

function traced(name: 'tiny' | 'example') {
  const puzzle = boardOf(boardText(name));
  const rec = recorder<NumberlinkEvent>(1_000_000);
  // Both boards in the plain sweep, as the lesson draws and walks them (the solver's own corner is told in a fold).
  const run = runZdd(puzzle, zddParams({ rule: 'fill', sweep: name === 'tiny' ? 'shorter' : 'rows' }, puzzle), {}, rec.sink);
  const nodes = rec.events.filter((e): e is NodeEvent => e.kind === 'node');
  const graph = rec.events.find((e): e is GraphEvent => e.kind === 'graph')!;
  const walk = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
  return { puzzle, run, nodes, edges: graph.edges, orientation: graph.orientation, walk };
}

describe('the rank walk worked on the drawn diagram', () => {
  const t = traced('tiny');
  const count = Number(t.run.count);
  it('finds, for every rank, the solution the solver finds for it', () => {
    expect(count).toBeGreaterThan(1);
    const solutions = solutionsAt(t.puzzle, t.run, Array.from({ length: count }, (_, r) => BigInt(r)));
    for (let r = 0; r < count; r++) expect(key(rankWalk(t.nodes, t.edges, BigInt(r)).taken)).toBe(key(pathEdges(solutions[r])));
  });
  it('says each real choice right: below the 0-child\'s count it leaves the edge out, else it takes it and subtracts', () => {
    const walk = rankWalk(t.nodes, t.edges, BigInt(count - 1));
    const real = realChoices(walk);
    expect(real.length).toBeGreaterThan(0);
    for (const s of walk.steps) {
      expect(s.choice === 0 ? BigInt(s.before) < BigInt(s.zero) : BigInt(s.before) >= BigInt(s.zero)).toBe(true);
      expect(BigInt(s.after)).toBe(s.choice === 0 ? BigInt(s.before) : BigInt(s.before) - BigInt(s.zero));
    }
    expect(walk.steps.at(-1)!.after).toBe('0');
  });
  it('refuses a rank past the count', () => {
    expect(() => rankWalk(t.nodes, t.edges, BigInt(count))).toThrow();
  });
});

describe('the zero-suppression example', () => {
  const t = traced('tiny');
  it('is a node whose 1-arc a rule cut, which the reduction removes without changing the root\'s count', () => {
    const s = suppressExample(t.nodes, t.edges);
    const node = t.nodes.find((n) => n.level + 1 === s.level && n.hi === 0 && n.hiCut === s.rule)!;
    expect(node).toBeDefined();
    expect(s.edge).toEqual(t.edges[node.level]);
    expect(s.childLevel).toBeGreaterThan(s.level);
    expect(s.parents).toBeGreaterThan(0);
    const reduced = reduceDrawn(t.nodes);
    expect(reduced.nodes.some((n) => n.id === node.id)).toBe(false);
    const root = (ns: readonly NodeEvent[]) => ns.find((n) => n.level === 0)!.id;
    expect(nodeCounts(reduced.nodes).get(root(reduced.nodes))).toBe(nodeCounts(t.nodes).get(root(t.nodes)));
  });
  it('marks where the second rule applied: each node named has the same two children as a built node of its level the reduction dropped', () => {
    const reduced = reduceDrawn(t.nodes);
    expect(reduced.mergedInto.length).toBeGreaterThan(0);
    expect(reduced.mergedInto.length).toBeLessThanOrEqual(reduced.merged);
    const keptIds = new Set(reduced.nodes.map((n) => n.id));
    const count = nodeCounts(t.nodes);
    for (const id of reduced.mergedInto) {
      const kept = reduced.nodes.find((n) => n.id === id)!;
      expect(kept).toBeDefined();
      // A dropped node of the same level, not zero-suppressed (its 1-arc leads to solutions), with the same count below it.
      const twins = t.nodes.filter((n) => n.level === kept.level && !keptIds.has(n.id) && (count.get(n.hi) ?? 0n) > 0n && count.get(n.id) === count.get(id));
      expect(twins.length, `node ${id}`).toBeGreaterThan(0);
    }
  });
  it('gives the before-and-after picture an arc into the node, its 0-child, and the dead ends the reduction also removes', () => {
    const s = suppressExample(t.nodes, t.edges);
    const layout = zddLayout(t.nodes, t.edges.length);
    const byNumber = new Map([...layout.number].map(([id, n]) => [n, id]));
    const node = t.nodes.find((n) => n.id === byNumber.get(s.number))!;
    const parent = t.nodes.find((n) => n.id === byNumber.get(s.from.number))!;
    expect(s.from.arc === 1 ? parent.hi : parent.lo).toBe(node.id);
    expect(parent.level + 1).toBe(s.from.level);
    expect(byNumber.get(s.childNumber)).toBe(node.lo);
    // Every dead end is among the nodes zero suppression removes: the reduction keeps none of them.
    const count = nodeCounts(t.nodes);
    const dead = t.nodes.filter((n) => count.get(n.id) === 0n);
    expect(s.deadEnds).toBe(dead.length);
    const reduced = reduceDrawn(t.nodes);
    expect(reduced.nodes.some((n) => count.get(n.id) === 0n)).toBe(false);
    expect(reduced.suppressed).toBeGreaterThanOrEqual(s.deadEnds);
    expect(reduced.suppressed + reduced.merged + reduced.nodes.length).toBe(t.nodes.length);
  });
  it('names its node by the number the whole drawing gives it, and its place on its level', () => {
    const s = suppressExample(t.nodes, t.edges);
    const layout = zddLayout(t.nodes, t.edges.length);
    const row = layout.byLevel[s.level - 1];
    const node = row[s.place - 1];
    expect(row.length).toBe(s.levelSize);
    expect(node.hi === 0 && node.hiCut === s.rule).toBe(true);
    expect(layout.number.get(node.id)).toBe(s.number);
  });
});

describe('the sweep\'s first steps', () => {
  const t = traced('example');
  it('name the cells that join and leave the frontier, as the walk\'s frontiers change', () => {
    const steps = sweepSteps(t.walk, 6);
    expect(steps).toHaveLength(6);
    expect(steps[0].left).toEqual([]);
    expect(steps[0].joined).toHaveLength(steps[0].size);
    for (let i = 1; i < steps.length; i++) expect(steps[i].size).toBe(steps[i - 1].size + steps[i].joined.length - steps[i].left.length);
    expect(steps.some((s) => s.along === 'down' && s.left.length > 0)).toBe(true);
  });
  // The lesson's facts, built once for the two tests that read them (a build of every board takes a while).
  let facts: ReturnType<typeof lessonFacts>['example'] | null = null;
  const lesson = () => (facts ??= lessonFacts().example);
  it('one order on the main path: the lesson\'s walk is the plain sweep, right then down from (1, 1), in the order the by-hand tool gets', () => {
    const f = lesson();
    expect(f.orientation).toEqual({ sweep: 'rows', reverse: false, mirror: false });
    expect(f.walk.map((w) => w.edge)).toEqual(t.walk.map((w) => w.edge));
    const [first, second] = sweepSteps(f.walk, 2);
    expect(first.edge).toEqual([[0, 0], [0, 1]]);
    expect(first.toward).toBe('to the right');
    expect(second.toward).toBe('down');
    expect(f.walk.at(-1)!.frontier).toEqual([]);
  });
  it('when the solver keeps another order than the plain one, the reason the lesson states holds: its build stores fewer nodes', () => {
    const f = lesson();
    const kp = keptAgainstPlain(f.probes);
    expect(kp === null).toBe(f.probes.find((p) => p.chosen)!.words === f.probes.find((p) => p.sweep === 'rows' && !p.reverse && !p.mirror)!.words);
    if (kp) {
      expect(kp.kept.chosen && !kp.plain.chosen).toBe(true);
      expect(kp.kept.nodes).toBeLessThan(kp.plain.nodes);
      expect(kp.plain.words).toMatch(/^row by row from the top, each row left to right/);
      expect(f.solverOrder).toBe(kp.kept.words);
      // The plain probe's build is the lesson's own: the same node count.
      expect(kp.plain.nodes).toBe(f.nodes);
    }
    expect(keptAgainstPlain(f.probes.map((p) => ({ ...p, chosen: p === kp?.plain })))).toBeNull();
  });
  it('keep the frontier to about one row', () => {
    expect(widestFrontier(t.walk)).toBeLessThanOrEqual(t.puzzle.width + 1);
  });
  it('the two orders the lesson compares: the sweep\'s width is the walk\'s own, the rows-first order holds far more', () => {
    const w = orderWidths(t.puzzle, t.orientation);
    expect(w.sweep).toBe(widestFrontier(t.walk));
    // Every edge along the rows first: no cell can leave before its edges down are decided, so the whole board is on it.
    expect(w.linesFirst).toBe(t.puzzle.width * t.puzzle.height);
  });
});

let factsKept: ReturnType<typeof lessonFacts> | null = null;
const allFacts = () => (factsKept ??= lessonFacts());

describe('the Janko board\'s counts against the solver\'s cap', () => {
  // The rule-counts fold quotes every count; where a count took more nodes than the solver's cap, it says the
  // solver stops there (the reader saw "Not counted … past its cap" beside a quoted 13-digit count).
  it('the Nikoli count outgrows the cap the solver stops at, so the page must say so', () => {
    const F = allFacts();
    expect(F.limits.budget).toBe(DEFAULT_RULE_MAX_NODES);
    const nikoli = F.ruleCounts.find((r) => r.rule === 'nikoli')!;
    expect(nikoli.nodes).toBeGreaterThan(F.limits.budget);
    // The solver's own run of that board stops at the cap: no count.
    const board = F.boards.rulesBoard;
    const capped = runZdd(board, zddParams({ rule: 'nikoli', 'max-nodes': F.limits.budget, 'rule-max-nodes': 0 }, board));
    expect(capped.count).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createPlayer, replayTo } from '../../src/core/player';
import { plainView } from '../core/plain-view';
import { parentIndex, recorder } from '../../src/core/trace';
import type { NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import type { NumberlinkPuzzle, NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { numberlinkReplay } from '../../src/puzzles/numberlink/replay';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';
import { runZdd, solutionsAt, zddMethod, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

function puzzle(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

/** An n×n board with one label in two opposite corners. */
function corners(n: number): NumberlinkPuzzle {
  const cells = new Array(n * n).fill(-1);
  cells[0] = cells[n * n - 1] = 0;
  return { width: n, height: n, cells, labels: ['1'] };
}

const solve = (p: NumberlinkPuzzle, rule: NumberlinkRule, extra: Record<string, number | string> = {}, budget = {}) =>
  zddMethod.solve(p, { params: { rule, ...extra }, budget });

describe('the ZDD method', () => {
  it('counts the self-avoiding corner-to-corner paths of an n×n grid (Knuth\'s SIMPATH; OEIS A007764)', () => {
    const expected = [1n, 2n, 12n, 184n, 8512n, 1262816n, 575780564n, 789360053252n];
    for (let n = 2; n <= 8; n++) expect(runZdd(corners(n), zddParams({ rule: 'nikoli' }, corners(n))).count, `${n}×${n}`).toBe(expected[n - 1]);
  });

  it('reports a board\'s state bytes the same whatever was built before it (the builds lend their tables on)', () => {
    const small = puzzle('12\n..\n12');
    const alone = solve(small, 'fill').stats!.stateBytes;
    expect(alone).toBeGreaterThan(0);
    solve(puzzle('1.....\n......\n......\n......\n......\n1.....'), 'fill');
    expect(solve(small, 'fill').stats!.stateBytes).toBe(alone);
  });

  it('answers with a checked solution, the exact count and a uniqueness verdict', () => {
    const p = puzzle('1....\n2..3.\n.....\n.1..2\n....3');
    const r = solve(p, 'fill');
    expect(r.status).toBe('solved');
    expect(checkNumberlink(p, r.solution!)).toEqual({ ok: true });
    expect(r.solution!.count).toBe('1');
    expect(r.stats.unique).toBe(1);
    expect(r.stats.reducedNodes).toBeLessThanOrEqual(r.stats.nodes);
    expect(numberlinkGenre.recordFields!(r)).toEqual({ count: 1 });
    expect(numberlinkGenre.solutionJson(r.solution!)).toEqual({ paths: r.solution!.paths });
  });

  it('gives the count as a string above 2^53, and every rule its own count', () => {
    const p = puzzle('1....\n.....\n.....\n.....\n....1');
    const counts = (['fill', 'fill-notouch', 'nikoli'] as NumberlinkRule[]).map((rule) => runZdd(p, zddParams({ rule }, p)).count);
    expect(counts).toEqual([104n, 0n, 8512n]);
    // Its Nikoli diagram has more nodes than the default's cap on the rule's own diagram (quick-answer.ts): 0 lifts the cap.
    const big = solve(corners(10), 'nikoli', { 'rule-max-nodes': 0 });
    expect(numberlinkGenre.recordFields!(big)).toEqual({ count: '41044208702632496804' });
  });

  it('lists the first k solutions and draws seeded random ones, all different and all valid', () => {
    const p = puzzle('1....\n.....\n.....\n.....\n....1');
    const run = runZdd(p, zddParams({ rule: 'fill' }, p));
    const first = solutionsAt(p, run, [0n, 1n, 2n, 3n, 4n]);
    expect(new Set(first.map((s) => JSON.stringify(s.paths))).size).toBe(5);
    for (const s of first) expect(checkNumberlink(p, s)).toEqual({ ok: true });
    expect(solutionsAt(p, run, [104n])).toEqual([]);
    const a = solve(p, 'fill', { pick: 'random', seed: 1 }).solution!;
    const b = solve(p, 'fill', { pick: 'random', seed: 1 }).solution!;
    const c = solve(p, 'fill', { pick: 'random', seed: 2 }).solution!;
    expect(a).toEqual(b);
    expect(a.paths).not.toEqual(c.paths);
    expect(checkNumberlink(p, c)).toEqual({ ok: true });
  });

  it('shows the solution of a given rank (the option the lesson browses with), the last one past the end', () => {
    const p = puzzle('1....\n.....\n.....\n.....\n....1');
    const run = runZdd(p, zddParams({ rule: 'fill' }, p));
    const [third, last] = solutionsAt(p, run, [2n, 103n]);
    expect(solve(p, 'fill', { rank: 2 }).solution!.paths).toEqual(third.paths);
    expect(solve(p, 'fill', { rank: 500 }).solution!.paths).toEqual(last.paths);
  });

  it('says why there is no solution', () => {
    const crossing = solve(puzzle('1.2\n...\n2.1'), 'nikoli');
    expect(crossing).toMatchObject({ status: 'unsolvable', reason: expect.stringMatching(/no solution under the Nikoli rule/) });
    expect(numberlinkGenre.recordFields!(crossing)).toEqual({ count: 0 });
    expect(solve(puzzle('A.A\n...'), 'fill').reason).toMatch(/chessboard/);
    expect(solve(puzzle('.'), 'fill')).toMatchObject({ status: 'unsolvable' });
    expect(solve(puzzle('.'), 'nikoli')).toMatchObject({ status: 'solved', solution: { paths: {}, count: '1' } });
    expect(solve(puzzle('AA'), 'fill')).toMatchObject({ status: 'solved', solution: { paths: { A: [[0, 0], [0, 1]] } } });
  });

  it('stops cleanly at the node budget with the partial figures', () => {
    const r = solve(corners(12), 'nikoli', { 'max-nodes': 5000 });
    expect(r.status).toBe('timeout');
    expect(r.reason).toMatch(/outgrew the node budget \(5,000 nodes\): \d+ of 264 levels done, [\d,]+ nodes built, the widest level [\d,]+ nodes/);
    expect(r.stats.levelsDone).toBeLessThan(264);
    expect(r.stats.nodes).toBeLessThan(5000 + 5000);
    expect(numberlinkGenre.recordFields!(r)).toEqual({ count: null });
    // The budget's own node cap counts nodes too.
    expect(solve(corners(12), 'nikoli', {}, { maxNodes: 3000 }).status).toBe('timeout');
  });

  it('stops when cancelled or out of time', () => {
    const controller = new AbortController();
    controller.abort();
    expect(solve(corners(9), 'nikoli', {}, { signal: controller.signal }).status).toBe('cancelled');
    expect(solve(corners(14), 'nikoli', {}, { limitMs: 1 })).toMatchObject({ status: 'timeout', reason: expect.stringMatching(/time ran out/) });
    // Larger boards than the method takes are refused with a sentence, not attempted.
    expect(solve(corners(101), 'nikoli')).toMatchObject({ status: 'timeout', reason: expect.stringMatching(/10,201 cells; the ZDD method takes at most 10,000/) });
    // Laying out a 10,000-cell board is work too, and stops with the budget.
    expect(solve(corners(100), 'nikoli', {}, { limitMs: 1 })).toMatchObject({ status: 'timeout', reason: expect.stringMatching(/time ran out/) });
  });

  it('under fill, nikoli and nikoli-canonical, whose untraced build has one level per cell, gives the traced run\'s answer and count', () => {
    // (Rules whose untraced run picks its corner as the traced one does: so the solutions are numbered alike.)
    const p = puzzle('1..2\n....\n....\n1..2');
    for (const rule of ['fill', 'nikoli', 'nikoli-canonical'] as const) {
      const traced = zddMethod.solve(p, { params: { rule }, sink: recorder<NumberlinkEvent>().sink });
      const plain = zddMethod.solve(p, { params: { rule } });
      expect(plain.status).toBe(traced.status);
      expect(plain.solution).toEqual(traced.solution);
      expect(Number(plain.solution?.count)).toBeGreaterThan(0);
      expect(plain.stats.nodes).toBeLessThan(traced.stats.nodes);
    }
  });
});

describe('the trace and its replay', () => {
  const p = puzzle('1..2\n....\n....\n1..2');
  const trace = () => {
    const rec = recorder<NumberlinkEvent>();
    const result = zddMethod.solve(p, { params: { rule: 'fill' }, sink: rec.sink });
    return { events: rec.events, result };
  };

  it('is plain JSON, nested properly and deterministic', () => {
    const { events } = trace();
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
    expect(trace().events).toEqual(events);
    const kinds = events.map((e) => e.kind);
    expect(kinds[0]).toBe('graph');
    expect(kinds.filter((k) => k === 'level').length).toBe(24); // a 4×4 board has 24 edges
    expect(kinds).toContain('node');
    expect(kinds.slice(-1)).toEqual(['solution']);
    const parents = parentIndex(events);
    events.forEach((e, i) => {
      if (e.kind === 'node') expect(events[parents[i]].kind).toBe('level');
      if (e.kind === 'walk-step') expect(events[parents[i]].kind).toBe('walk');
    });
  });

  it('carries the whole tiny diagram: every node once, children pointing to the next level or a terminal', () => {
    const { events, result } = trace();
    const nodes = events.filter((e) => e.kind === 'node');
    expect(nodes.length).toBe(result.stats.nodes);
    const ids = new Set(nodes.map((n) => n.id));
    for (const n of nodes) {
      for (const child of [n.lo, n.hi]) expect(child < 2 || ids.has(child)).toBe(true);
      if (n.lo === 0 && n.loCut) expect(n.loCut).toMatch(/^(degree|labels|cycle|uncovered|endpoint|dead-end|touch|blocked)$/);
    }
  });

  it('replays to the answer, with the widths of every level and the walk along it', () => {
    const { events, result } = trace();
    const view = replayTo(numberlinkReplay, p, events);
    expect(view.status).toBe('solved');
    expect(view.paths).toEqual(result.solution!.paths);
    expect(view.count).toBe(result.solution!.count);
    expect(view.widths.length).toBe(25);
    expect(view.taken.length).toBe(Object.values(result.solution!.paths).reduce((s, path) => s + path.length - 1, 0));
    expect(view.nodes.length).toBe(result.stats.nodes);
  });

  it('steps back and forth through checkpoints to the same views', () => {
    const { events } = trace();
    const player = createPlayer(numberlinkReplay, p, events, 8);
    for (const k of [0, 5, 17, events.length - 3, events.length]) {
      expect(plainView(player.at(k))).toEqual(plainView(replayTo(numberlinkReplay, p, events, k)));
    }
    const before = player.at(30);
    player.at(events.length);
    expect(plainView(player.at(30))).toEqual(plainView(before));
  });

  it('ends with the reason when there is no solution or the budget runs out', () => {
    const rec = recorder<NumberlinkEvent>();
    zddMethod.solve(corners(12), { params: { rule: 'nikoli', 'max-nodes': 2000 }, sink: rec.sink });
    const last = rec.events[rec.events.length - 1];
    expect(last).toMatchObject({ kind: 'end', status: 'timeout', reason: expect.stringMatching(/node budget/) });
    expect(replayTo(numberlinkReplay, corners(12), rec.events).status).toBe('stopped');
  });
});

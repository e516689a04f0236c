import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { handChoose, handContext, handOptions, handStart, type HandContext, type HandState } from '../../src/puzzles/numberlink/by-hand';
import type { NodeEvent, NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import type { CutName } from '../../src/puzzles/numberlink/mate';
import { VIEW_DONE, VIEW_FREE, viewLabel } from '../../src/puzzles/numberlink/mate-view';
import type { NumberlinkPuzzle, NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';

function puzzle(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

/** Every complete walk (each edge 0 or 1, never cut), counted by trying both choices everywhere. */
function countWalks(ctx: HandContext, state: HandState, cuts: Set<CutName>): number {
  let total = 0;
  for (const step of handOptions(ctx, state)) {
    if (!step.ok) cuts.add(step.cut.rule);
    else total += step.done ? 1 : countWalks(ctx, step.next, cuts);
  }
  return total;
}

/** Walks the given choices; returns the last state, or the cut that stopped it. */
function walk(ctx: HandContext, choices: (0 | 1)[]) {
  let state = handStart(ctx);
  for (const x of choices) {
    const step = handChoose(ctx, state, x);
    if (!step.ok) return step.cut;
    state = step.next;
  }
  return state;
}

describe('the by-hand walk', () => {
  const boards = ['1.2\n...\n1.2', '12.\n...\n.21', 'A.A\n.BB\n...', '1..\n.2.\n1.2'];
  for (const rule of ['fill', 'fill-notouch', 'nikoli'] as NumberlinkRule[]) {
    it(`${rule}: the complete walks are exactly the diagram's solutions`, () => {
      for (const text of boards) {
        const p = puzzle(text);
        const ctx = handContext(p, rule);
        const cuts = new Set<CutName>();
        expect(BigInt(countWalks(ctx, handStart(ctx), cuts)), text).toBe(runZdd(p, zddParams({ rule }, p)).count);
      }
    });
  }

  it('follows a solution of the diagram to the end without a cut', () => {
    const p = puzzle('1....\n2..3.\n.....\n.1..2\n....3');
    const run = runZdd(p, zddParams({ rule: 'fill' }, p));
    // The walk takes the edges in the order the solver used (its probe picked the starting corner).
    const ctx = handContext(p, 'fill', run.graph.orientation);
    const taken = new Set(run.result.solution && runEdges(run));
    let state = handStart(ctx);
    for (let i = 0; i < ctx.graph.m; i++) {
      const step = handChoose(ctx, state, taken.has(i) ? 1 : 0);
      expect(step.ok, `edge ${i}`).toBe(true);
      if (!step.ok) return;
      state = step.next;
      expect(step.done).toBe(i === ctx.graph.m - 1);
    }
    expect(state.view.frontier).toEqual([]);
    expect(state.taken.length).toBe(taken.size);
  });

  it('shows the mate array change: a label travels along its line, two free cells point at each other', () => {
    // Rows 1.1 / ... : edges in order (0,0)-(0,1), (0,0)-(1,0), (0,1)-(0,2), …
    const ctx = handContext(puzzle('1.1\n...'), 'nikoli', 'rows');
    const s1 = walk(ctx, [1]) as HandState;
    expect(s1.view.frontier).toEqual([[0, 0], [0, 1]]);
    expect(s1.view.mate).toEqual([VIEW_DONE, viewLabel(0)]); // the endpoint is used, its label moved on
    const s2 = walk(ctx, [0]) as HandState; // the edge left out: the endpoint waits, its neighbour has no line
    expect(s2.view.mate).toEqual([viewLabel(0), VIEW_FREE]);
    const free = handContext(puzzle('...\n...'), 'nikoli', 'rows');
    const s3 = walk(free, [1]) as HandState;
    expect(s3.view.mate).toEqual([1, 0]); // (0,0) and (0,1): each the other's loose end (cells 1 and 0)
  });

  it('says which rule cuts a choice, and why', () => {
    const cases: [string, NumberlinkRule, (0 | 1)[], CutName, RegExp][] = [
      ['11.\n...', 'nikoli', [1, 0, 1], 'degree', /endpoint '1' at \(1, 2\) already has its line/],
      ['...\n...', 'nikoli', [1, 1, 1, 1], 'degree', /already has two lines/],
      ['12\n21', 'nikoli', [1], 'labels', /join the path of '1' to the path of '2'/],
      ['1.\n.1', 'fill', [1, 0, 0], 'uncovered', /\(2, 1\).*no line/],
      ['1.1\n...', 'nikoli', [0, 0], 'endpoint', /endpoint '1' at \(1, 1\)/],
      ['...\n...', 'nikoli', [1, 0], 'dead-end', /line would stop at \(1, 1\)/],
    ];
    for (const [text, rule, choices, name, why] of cases) {
      const ctx = handContext(puzzle(text), rule, 'rows');
      const cut = walk(ctx, choices);
      expect('rule' in cut ? cut : null, `${text} ${choices}`).toMatchObject({ rule: name, why: expect.stringMatching(why) });
    }
  });

  it('finds every kind of cut somewhere, each with its sentence', () => {
    const found = (text: string, rule: NumberlinkRule): Map<CutName, string[]> => {
      const ctx = handContext(puzzle(text), rule, 'rows');
      const whys = new Map<CutName, string[]>();
      const search = (state: HandState) => {
        for (const step of handOptions(ctx, state)) {
          if (!step.ok) whys.set(step.cut.rule, [...(whys.get(step.cut.rule) ?? []), step.cut.why]);
          else if (!step.done) search(step.next);
        }
      };
      search(handStart(ctx));
      return whys;
    };
    const nikoli = found('1..\n...\n...\n..1', 'nikoli');
    expect(nikoli.get('cycle')?.[0]).toMatch(/two loose ends of one piece: the edge would close a loop/);
    // Each undecided edge is named with what makes it useless, not a list of every possible cause.
    expect(nikoli.get('blocked')?.[0]).toMatch(/still needs one more line, but (none of its undecided edges can give one: (its only one leads|they lead) to \(\d, \d\), |it has no undecided edge left)/);
    expect(nikoli.get('blocked')?.every((w) => !/finished cells, back into its own piece, to another label/.test(w))).toBe(true);
    const notouch = found('1..\n...\n..1', 'fill-notouch');
    const touch = notouch.get('touch') ?? [];
    expect(touch.some((w) => /undecided edge between them: taking it would close a loop, leaving it out would make the path run alongside itself/.test(w))).toBe(true);
    expect(touch.some((w) => /keeps their pieces apart/.test(w))).toBe(true);
    expect(found('1..\n.2.\n..2\n1..', 'fill').get('blocked')?.some((w) => /still needs two lines/.test(w))).toBe(true);
  });

  it('agrees with the diagram: a choice is cut by hand exactly when that child is ⊥ in the trace', () => {
    for (const rule of ['fill', 'fill-notouch', 'nikoli'] as NumberlinkRule[]) {
      const p = puzzle('1..2\n....\n....\n1..2');
      const rec = recorder<NumberlinkEvent>();
      runZdd(p, zddParams({ rule }, p), {}, rec.sink);
      const nodes = rec.events.filter((e): e is NodeEvent => e.kind === 'node');
      expect(nodes.length).toBeGreaterThan(5);
      const ctx = handContext(p, rule);
      // Reach each node's state by walking: every node lies on some walk; collect states per level.
      const states = new Map<string, HandState>();
      const visit = (s: HandState) => {
        const key = `${s.level}:${JSON.stringify(s.view.mate)}`;
        if (states.has(key)) return;
        states.set(key, s);
        for (const step of handOptions(ctx, s)) if (step.ok && !step.done) visit(step.next);
      };
      visit(handStart(ctx));
      for (const node of nodes) {
        const s = states.get(`${node.level}:${JSON.stringify(node.mate)}`);
        expect(s, `${rule} node ${node.id}`).toBeDefined();
        const [zero, one] = handOptions(ctx, s!);
        expect(zero.ok ? undefined : zero.cut.rule, `${rule} node ${node.id} 0`).toBe(node.loCut);
        expect(one.ok ? undefined : one.cut.rule, `${rule} node ${node.id} 1`).toBe(node.hiCut);
      }
    }
  });
});

function runEdges(run: ReturnType<typeof runZdd>): number[] {
  // The first solution's edges: the walk-steps of its trace would do too; here from the paths.
  const { graph } = run;
  const paths = run.result.solution!.paths;
  const edges: number[] = [];
  const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const taken = new Set<string>();
  for (const path of Object.values(paths)) for (let i = 1; i < path.length; i++) taken.add(key(path[i - 1][0] * graph.width + path[i - 1][1], path[i][0] * graph.width + path[i][1]));
  for (let e = 0; e < graph.m; e++) if (taken.has(key(graph.cellOf[graph.a[e]], graph.cellOf[graph.b[e]]))) edges.push(e);
  return edges;
}

describe('the by-hand tool says how many solutions lie below its state', () => {
  it('all of them at the start, and the count of the diagram node reached after each choice', async () => {
    const { solutionsBelow } = await import('../../src/ui/numberlink/hand-below');
    const text = '1..2\n....\n..1.\n2...';
    const r = parseNumberlink(text);
    if (!r.ok) throw new Error(r.error.message);
    const p = r.puzzle;
    const ctx = handContext(p, 'fill');
    const total = runZdd(p, zddParams({ rule: 'fill' }, p)).count!;
    let state = handStart(ctx);
    expect(solutionsBelow(p, 'fill', ctx.edges, state)).toBe(total);
    // Always leave an edge out when the rules allow: the counts below never grow, and a 0 is met before the end or the walk finishes a solution.
    let last = total;
    let sawSmaller = false;
    while (state.level < ctx.edges.length) {
      const next = handChoose(ctx, state, 0);
      const step = next.ok ? next : handChoose(ctx, state, 1);
      if (!step.ok) break;
      state = step.next;
      const n = solutionsBelow(p, 'fill', ctx.edges, state);
      expect(n <= last).toBe(true);
      if (n < last) sawSmaller = true;
      last = n;
    }
    expect(sawSmaller).toBe(true);
  });
});

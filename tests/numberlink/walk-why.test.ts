import { describe, expect, it } from 'vitest';
import { cutRule } from '../../src/puzzles/numberlink/rule-names';
import { recorder } from '../../src/core/trace';
import { unrank } from '../../src/zdd/unrank';
import { handChoose, handContext, handStart } from '../../src/puzzles/numberlink/by-hand';
import type { GraphEvent, NumberlinkEvent, WalkStepEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import type { NumberlinkPuzzle, NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { runZdd, zddMethod, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { frontierNote, walkReason } from '../../src/ui/numberlink/WalkStepper';

function puzzle(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

const BOARDS: [string, NumberlinkRule][] = [
  ['1..2\n....\n..1.\n2...', 'fill'],
  ['1....\n2..3.\n.....\n.1..2\n....3', 'fill'],
  ['1...\n....\n....\n...1', 'nikoli'],
  ['1.2.\n....\n.2..\n...1', 'fill-notouch'],
];

describe('the walk says why each edge is taken or left out', () => {
  for (const [text, rule] of BOARDS) {
    it(`${text.replace(/\n/g, '/')} under ${rule}: the other choice's count and cut match every solution and the by-hand rules`, () => {
      const p = puzzle(text);
      for (const rank of [0, 1, 3]) {
        const rec = recorder<NumberlinkEvent>();
        const run = runZdd(p, zddParams({ rule, rank }, p), {}, rec.sink);
        if (!run.count) continue;
        const graph = rec.events.find((e): e is GraphEvent => e.kind === 'graph')!;
        const walk = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
        expect(walk.length).toBe(graph.edges.length);
        // Every solution as its set of edges, listed from the diagram.
        const all = Array.from({ length: Number(run.count) }, (_, r) => new Set(unrank(run.diagram!, run.counts!, BigInt(r))!));
        const ctx = handContext(p, rule, graph.orientation);
        let state = handStart(ctx);
        for (const step of walk) {
          const i = step.level;
          const other = step.choice === 1 ? 0 : 1;
          const through = all.filter((s) => walk.every((w) => w.level >= i || s.has(w.level) === (w.choice === 1)) && s.has(i) === (other === 1));
          expect(step.other!.count, `edge ${i + 1}`).toBe(String(through.length));
          const cut = handChoose(ctx, state, other);
          expect(step.other!.cut?.rule).toBe(cut.ok ? undefined : cut.cut.rule);
          if (!cut.ok) expect(through.length).toBe(0);
          const reason = walkReason(step);
          expect(reason.kind).toBe(!cut.ok ? 'forced' : through.length > 0 ? 'free' : 'dead');
          if (!cut.ok) expect(reason.text).toContain(cutRule(cut.cut.rule));
          const next = handChoose(ctx, state, step.choice);
          if (!next.ok) throw new Error('the walk breaks a rule');
          state = next.next;
          expect(step.mate).toEqual(state.view.mate);
        }
      }
    });
  }

  it('the last step of a sweep says the sweep is finished, not that an empty frontier is outlined', () => {
    const p = puzzle('1..2\n....\n..1.\n2...');
    const rec = recorder<NumberlinkEvent>();
    runZdd(p, zddParams({ rule: 'fill' }, p), {}, rec.sink);
    const walk = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
    const last = walk[walk.length - 1];
    expect(last.frontier.length).toBe(0);
    expect(frontierNote(last)).toContain('the sweep is finished');
    expect(frontierNote(last)).toMatch(/leads to ⊤, so the lines now on the board are the solution/);
    expect(frontierNote(last)).not.toContain('outline');
    const middle = walk.find((w) => w.frontier.length > 0)!;
    expect(frontierNote(middle)).toContain(`holds ${middle.frontier.length} cell`);
  });

  it('a choice no rule cuts yet with no solution that way says what that means on the board', () => {
    const step: WalkStepEvent = { kind: 'walk-step', depth: 1, level: 3, edge: [[0, 0], [0, 1]], choice: 1, frontier: [], mate: [], other: { count: '0' } };
    const reason = walkReason(step);
    expect(reason.kind).toBe('dead');
    expect(reason.text).toContain('one step ahead');
    expect(reason.text).toContain('dead end');
    // Whose count: the other choice's child (here the walk takes the edge, so the 0-child), not the step's own.
    expect(reason.text).toContain('the 0-child’s count of solutions is 0');
    // The lesson's account of a dead end: no rule cuts the choice here, the rules cut each way on only later, and only
    // the finished diagram's count shows it here.
    expect(reason.text).toMatch(/^Not forced: no rule cuts leaving it out here, but it leads to a dead end/);
    expect(reason.text).toContain('they cut each way on only at a later edge; only the finished diagram’s count shows the dead end here');
  });

  it('a dead other choice names the edge where its last ways on are cut, and that edge really kills it', () => {
    const p = puzzle('1....\n2..3.\n.....\n.1..2\n....3');
    const rec = recorder<NumberlinkEvent>();
    runZdd(p, zddParams({ rule: 'fill' }, p), {}, rec.sink);
    const walk = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
    const dead = walk.filter((w) => w.other && !w.other.cut && w.other.count === '0');
    expect(dead.length).toBeGreaterThan(0);
    const graph = rec.events.find((e): e is GraphEvent => e.kind === 'graph')!;
    const ctx = handContext(p, 'fill', graph.orientation);
    for (const w of dead) {
      const dies = w.other!.dies!;
      expect(dies.level).toBeGreaterThan(w.level);
      expect(dies.edge).toEqual(ctx.edges[dies.level]);
      expect(dies.rules.length).toBeGreaterThan(0);
      const text = walkReason(w).text;
      expect(text).toContain(`at edge ${dies.level + 1}`);
      for (const r of dies.rules) expect(text).toContain(cutRule(r));
      // Replayed by hand: the other choice, then every way on, never passes that edge.
      let states = [handStart(ctx)];
      for (const v of walk.slice(0, w.level)) states = states.map((s) => { const n = handChoose(ctx, s, v.choice); if (!n.ok) throw new Error('walk cut'); return n.next; });
      const o = handChoose(ctx, states[0], w.choice === 1 ? 0 : 1);
      expect(o.ok).toBe(true);
      let level = o.ok ? [o.next] : [];
      while (level.length > 0 && level[0].level <= dies.level) {
        level = level.flatMap((s) => [0, 1].map((c) => handChoose(ctx, s, c as 0 | 1)).flatMap((n) => (n.ok ? [n.next] : [])));
      }
      expect(level).toEqual([]);
    }
  });

  it('the solver keeps the diagram between requests when asked to, with the same answers as a fresh build', () => {
    const p = puzzle('1...\n....\n....\n...1');
    const q = puzzle('1..2\n....\n....\n1..2');
    expect(Number(zddMethod.solve(q, { params: { rule: 'nikoli' } }).solution?.count)).toBeGreaterThan(5);
    for (const rank of [0, 2, 5, 1]) {
      // Traced like the kept run (which records its build), so built by build.ts with the same nodes.
      const fresh = zddMethod.solve(q, { params: { rule: 'nikoli', rank }, sink: () => {} });
      const kept = zddMethod.solve(q, { params: { rule: 'nikoli', rank, reuse: true } });
      expect(kept.solution).toEqual(fresh.solution);
      expect(kept.stats.nodes).toBe(fresh.stats.nodes);
      if (rank !== 0) expect(kept.stats.keptDiagram).toBe(1);
    }
    // Another board or rule builds afresh.
    expect(zddMethod.solve(q, { params: { rule: 'fill', reuse: true } }).stats.keptDiagram).toBeUndefined();
    expect(zddMethod.solve(p, { params: { rule: 'nikoli', reuse: true } }).stats.keptDiagram).toBeUndefined();
  });
});

describe("'no way out' says whose path the blocked cell's piece has become", () => {
  it("the lesson's 5×5 walk, step 14: taking (2, 3)–(2, 2) makes (3, 5)'s piece part of label 1's path, so its edges to 3 and 2 are no way out", async () => {
    const { readFileSync } = await import('node:fs');
    const p = puzzle(readFileSync('content/examples/numberlink/pzprjs-5x5.txt', 'utf8').trim());
    const rec = recorder<NumberlinkEvent>();
    runZdd(p, zddParams({ rule: 'fill' }, p), {}, rec.sink);
    const walk = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
    const step = walk[13];
    expect(step.other?.cut?.rule).toBe('blocked');
    expect(step.other!.cut!.why).toMatch(/^\(3, 5\)'s piece would then be part of the path of '1', so \(3, 5\) still needs one more line/);
  });
});

describe('a walk from the reader’s position (Explain from here)', () => {
  it('opens with the position’s lines and marks named, as many as the position fixed', async () => {
    const { explainWalk } = await import('../../src/puzzles/numberlink/play/diagram');
    const { emptyPosition, withMark, LINE, NO_LINE } = await import('../../src/puzzles/numberlink/play/position');
    const { startWithPosition } = await import('../../src/ui/numberlink/WalkStepper');
    const p = puzzle('1....\n2..3.\n.....\n.1..2\n....3');
    // (1, 1)–(1, 2) is a line of the only solution, (1, 1)–(2, 1) is not.
    const pos = withMark(withMark(emptyPosition(p), 0, LINE), 1, NO_LINE);
    const { steps } = explainWalk(p, 'fill', pos);
    const fixed = steps.filter((s) => s.other?.fixed);
    expect(fixed.map((s) => s.choice).sort()).toEqual([0, 1]);
    const words = startWithPosition(fixed, steps[0].edge);
    expect(words).toContain('Your position is drawn: 1 line and 1 edge marked no line');
  });
  it('names the order its edges come in as the words above it do, the order the walk used (the plain sweep on a small board)', async () => {
    const { explainWalk } = await import('../../src/puzzles/numberlink/play/diagram');
    const { emptyPosition, withMark, LINE } = await import('../../src/puzzles/numberlink/play/position');
    const { startWithPosition } = await import('../../src/ui/numberlink/WalkStepper');
    const { walkOrderWords } = await import('../../src/ui/numberlink/play-walk-at');
    const p = puzzle('1....\n2..3.\n.....\n.1..2\n....3');
    const run = explainWalk(p, 'fill', withMark(emptyPosition(p), 0, LINE));
    expect(run.plain).toBe(true);
    const words = startWithPosition(run.steps.filter((s) => s.other?.fixed), run.steps[0].edge, walkOrderWords(run));
    expect(words).toContain(`The walk goes through every edge ${walkOrderWords(run)};`);
    expect(words).toContain('plain sweep');
    expect(words).not.toContain('solver');
  });
});

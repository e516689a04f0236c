import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderToStaticHtml } from '../../src/export/render-static';
import { handChoose, handStart, type HandState } from '../../src/puzzles/numberlink/by-hand';
import { cutRule } from '../../src/puzzles/numberlink/rule-names';
import { doomedView } from '../../src/ui/numberlink/doomed-branch';
import WalkStepper, { walkReason } from '../../src/ui/numberlink/WalkStepper';
import { exampleWalk } from './example-walk';
import { at } from '../../src/ui/numberlink/mate-words';

// The lesson's 5×5 example: its walk has steps whose other choice passes every rule and still has no solution.
describe('the doomed branch of a walk step', () => {
  const { p, walk, ctx } = exampleWalk();

  it('exists exactly for the steps whose other choice is dead, and the words point to it', () => {
    const dead = walk.map((s, i) => [i + 1, walkReason(s).kind] as const).filter(([, k]) => k === 'dead');
    expect(dead.length).toBeGreaterThan(0);
    walk.forEach((s, i) => {
      const v = doomedView(walk, i + 1, p);
      expect(v !== null, `step ${i + 1}`).toBe(walkReason(s).kind === 'dead');
      if (v) {
        const text = walkReason(s).text;
        expect(text).toContain('Show the doomed branch');
        // A reason on the step itself, in one sentence: the rule that stops each choice where the longest way on gets stuck;
        // the branch's own words, beside its board, add the cells and why.
        for (const c of s.other!.dies!.branch!.cuts) {
          expect(text).toContain(cutRule(c.rule));
          expect(text).not.toContain(c.why);
          expect(v.text).toContain(c.why);
        }
        // No nested brackets: a reader lost the thread in "(… ('2' … '3') …)".
        expect(text).not.toMatch(/\([^)]*\(/);
      }
    });
  });

  it('replays under the rules: the other choice, then its edges, pass every rule up to the death edge, where both choices are cut by the rules named', () => {
    let state: HandState = handStart(ctx);
    for (let i = 0; i < walk.length; i++) {
      const step = walk[i];
      const v = doomedView(walk, i + 1, p);
      if (v) {
        const d = step.other!.dies!;
        const taken = new Set(d.branch!.taken);
        let s = state;
        for (let e = i; e < d.level; e++) {
          const choice = e === i ? (step.choice === 1 ? 0 : 1) : taken.has(e) ? 1 : 0;
          expect(taken.has(e), `edge ${e + 1}`).toBe(choice === 1);
          const next = handChoose(ctx, s, choice);
          expect(next.ok, `edge ${e + 1} of the branch of step ${i + 1}`).toBe(true);
          if (next.ok) s = next.next;
        }
        for (const choice of [0, 1] as const) {
          const cut = handChoose(ctx, s, choice);
          expect(cut.ok).toBe(false);
          if (!cut.ok) {
            expect(d.branch!.cuts.find((c) => c.choice === choice)?.rule).toBe(cut.cut.rule);
            expect(v.text).toContain(cutRule(cut.cut.rule));
            // A loose end the death edge itself brings onto the frontier is named, with why it counts as on it.
            const before = new Set(s.view.frontier.map(([r, c]) => `${r},${c}`));
            const fresh = [cut.cut.cell, ...(cut.cut.other ? [cut.cut.other] : []), ...(cut.cut.also ?? [])].filter(([r, c]) => !before.has(`${r},${c}`));
            if (cut.cut.rule === 'crossing') for (const [r, c] of fresh) expect(cut.cut.why).toContain(`(${r + 1}, ${c + 1}) is on the frontier because this edge is the first of its edges decided`);
            if (cut.cut.rule === 'crossing' && fresh.length === 0) expect(cut.cut.why).not.toContain('because this edge is the first');
          }
        }
        expect(v.text).toContain(`edge ${d.level + 1}`);
        // The last sentence names the edge the walk takes or leaves out, not "the edge".
        expect(v.text).toMatch(new RegExp(`so the walk (takes|leaves out) edge ${i + 1}, [^.]*\\.$`));
        // The branch draws its own frontier, the state just before the edge where it dies, as every other step draws its own.
        expect(v.entries.map((e) => e.cell)).toEqual(s.view.frontier);
        expect(v.entries.map((e) => e.value)).toEqual(s.view.mate);
        expect(v.entries.length).toBeGreaterThan(0);
        expect(v.links.length).toBe(taken.size);
      }
      const next = handChoose(ctx, state, step.choice);
      if (!next.ok) throw new Error('the walk breaks a rule');
      state = next.next;
    }
  });

  it('the counter beside the board, and so beside a doomed branch, says it counts the walk’s steps, not a bare "Step k of N"', () => {
    const k = walk.findIndex((_, i) => doomedView(walk, i + 1, p) !== null) + 1;
    const html = renderToStaticHtml(h(WalkStepper, { puzzle: p, steps: walk, start: k }));
    expect(html).toContain(`>Walk step ${k} of ${walk.length}<`);
    expect(html).toContain('aria-label="Forward one walk step"');
    expect(html).not.toMatch(/>Step \d+ of/);
  });
});

// A reader saw "every way on dies at edge 35" and could not tell why taking an edge dooms the board 32 edges later:
// each not-forced step of the lesson's walk (the plain sweep) says in one sentence what is left to do where it dies.
describe('the gist of a dead end on the lesson’s walk', () => {
  const { p, walk, ctx } = exampleWalk('rows');
  const mateKey = (s: HandState) => s.view.mate.join(',');

  it('names the edge from which one way on is left and exactly the labels still unjoined there, recomputed by brute force', () => {
    let state: HandState = handStart(ctx);
    let dead = 0;
    walk.forEach((step, i) => {
      if (walkReason(step).kind === 'dead') {
        dead++;
        const g = step.other!.dies!.gist!;
        const first = handChoose(ctx, state, step.choice === 1 ? 0 : 1);
        if (!first.ok) throw new Error('the other choice is cut');
        // Every way on, level by level, equal mate arrays kept once, until none is left.
        let level = [first.next];
        const sizes: number[] = [];
        for (;;) {
          sizes.push(level.length);
          const next = new Map<string, HandState>();
          for (const s of level) for (const o of [0, 1] as const) { const n = handChoose(ctx, s, o); if (n.ok) next.set(mateKey(n.next), n.next); }
          if (next.size === 0) break;
          level = [...next.values()];
        }
        expect(level[0].level).toBe(step.other!.dies!.level);
        const single = sizes.length - [...sizes].reverse().findIndex((n) => n !== 1);
        expect(g.singleFrom, `step ${i + 1}`).toBe(first.next.level + (sizes.every((n) => n === 1) ? 0 : single));
        // The labels named: those with a loose end on the frontier or an end the sweep has not reached.
        const last = level[0];
        const reached = new Set(Array.from({ length: last.level }, (_, e) => ctx.edges[e]).flat().map(([r, c]) => r * p.width + c));
        const open = p.labels.filter((_, k) => last.view.mate.includes(-3 - k) || p.cells.some((v, x) => v === k && !reached.has(x)));
        expect(g.open.map((o) => o.label)).toEqual(open);
        const text = walkReason(step).text;
        expect(text).toContain(`In short${step.other!.dies!.branch ? ', on the doomed branch (the button above draws it)' : ''}: from edge ${g.singleFrom! + 1} only one way on is left, and at edge ${step.other!.dies!.level + 1} it still has to join`);
        for (const o of g.open) expect(text).toContain(`${o.label}’s${g.open[0] === o ? ' ends' : ''} ${at(o.ends[0])} and ${at(o.ends[1])}`);
      }
      const n = handChoose(ctx, state, step.choice);
      if (!n.ok) throw new Error('the walk breaks a rule');
      state = n.next;
    });
    expect(dead).toBeGreaterThan(0);
    // Step 3, taking (1, 2)–(1, 3): the board the reader sees at edge 35 has 2 and 3 still to join.
    expect(walkReason(walk[2]).text).toContain('In short, on the doomed branch (the button above draws it): from edge');
    expect(walkReason(walk[2]).text).toContain('label 2’s ends (4, 4) and (5, 1), and label 3’s (5, 3) and (5, 5); neither choice there lets both be joined.');
  });
});

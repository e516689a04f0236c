import { describe, expect, it } from 'vitest';
import { handChoose, handStart } from '../../src/puzzles/numberlink/by-hand';
import { rulePicture } from '../../src/ui/numberlink/rule-pictures';
import { exampleWalk } from './example-walk';

// The lesson's 5×5 example, whose walk has doomed branches ending in "no crossed labels" and "no way out".
const { p, walk, ctx } = exampleWalk();
const same = (a: readonly number[][], b: readonly number[][]) => JSON.stringify(a) === JSON.stringify(b);

describe('the pictures of the rules "no crossed labels" and "no way out"', () => {
  for (const rule of ['crossing', 'blocked'] as const) {
    it(`${rule}: replayed by hand, the drawn state passes every rule and the rule named cuts the drawn choice at the dashed edge`, () => {
      const pic = rulePicture(walk, p, rule);
      expect(pic).not.toBeNull();
      expect(pic!.edge).toEqual(ctx.edges[pic!.level - 1]);
      expect(pic!.why.length).toBeGreaterThan(0);
      let state = handStart(ctx);
      for (let i = 0; i < pic!.level - 1; i++) {
        const taken = pic!.links.some((l) => same(l, ctx.edges[i]));
        expect(taken || pic!.off.some((l) => same(l, ctx.edges[i])), `edge ${i + 1} is drawn as taken or left out`).toBe(true);
        const n = handChoose(ctx, state, taken ? 1 : 0);
        if (!n.ok) throw new Error(`edge ${i + 1} is cut by ${n.cut.rule}`);
        state = n.next;
      }
      const last = handChoose(ctx, state, pic!.choice);
      expect(last.ok).toBe(false);
      if (!last.ok) expect(last.cut.rule).toBe(rule);
    });
  }

  it('crossed labels: the frontier carries loose ends of two labels, the ones its reason names', () => {
    const pic = rulePicture(walk, p, 'crossing')!;
    const labels = new Set(pic.entries.map((e) => e.tag).filter((t) => p.labels.includes(t)));
    expect(labels.size).toBe(2);
    for (const l of labels) expect(pic.why).toContain(`'${l}'`);
  });

  it('crossed labels: the reason names the four alternating ends by their cells, and the picture outlines all four', () => {
    const pic = rulePicture(walk, p, 'crossing')!;
    const named = [...pic.why.matchAll(/'([^']+)' at \((\d+), (\d+)\)/g)].map((m) => ({ label: m[1], cell: [Number(m[2]) - 1, Number(m[3]) - 1] }));
    expect(named).toHaveLength(4);
    // Alternating: L, M, L, M along the frontier.
    expect(named[0].label).toBe(named[2].label);
    expect(named[1].label).toBe(named[3].label);
    expect(named[0].label).not.toBe(named[1].label);
    for (const n of named) {
      expect(p.cells[n.cell[0] * p.width + n.cell[1]] < 0 || p.labels[p.cells[n.cell[0] * p.width + n.cell[1]]] === n.label).toBe(true);
      expect(pic.cells.some((c) => c[0] === n.cell[0] && c[1] === n.cell[1]), `(${n.cell[0] + 1}, ${n.cell[1] + 1}) is outlined`).toBe(true);
    }
  });

  it('is null for a rule no doomed branch ends in', () => {
    expect(rulePicture(walk, p, 'touch')).toBeNull();
  });
});

/** The merge the lesson's first diagram shows (src/lessons/numberlink/first-merge.ts): two ways down that really leave one state. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { handChoose, handContext, handStart } from '../../src/puzzles/numberlink/by-hand';
import type { GraphEvent, NodeEvent, NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { firstMerge } from '../../src/lessons/numberlink/first-merge';

const TINY = readFileSync('content/examples/numberlink/tiny-4x4.txt', 'utf8').trim();

describe('the first merge of a diagram', () => {
  const r = parseNumberlink(TINY);
  if (!r.ok) throw new Error(r.error.message);
  const p = r.puzzle;
  const rec = recorder<NumberlinkEvent>();
  runZdd(p, zddParams({ rule: 'fill', sweep: 'shorter' }, p), {}, rec.sink);
  const graph = rec.events.find((e): e is GraphEvent => e.kind === 'graph')!;
  const nodes = rec.events.filter((e): e is NodeEvent => e.kind === 'node');
  const m = firstMerge(nodes, graph.edges, 5);

  it('draws enough levels to show it, and no merge lies higher up', () => {
    expect(m.levels).toBeGreaterThanOrEqual(Math.max(5, m.level));
    expect(m.arcs).toBeGreaterThanOrEqual(2);
    const higher = nodes.filter((n) => n.level < m.level - 1);
    const ids = new Set(higher.map((n) => n.id));
    const reached = new Map<number, number>();
    for (const n of higher) for (const c of [n.lo, n.hi]) if (ids.has(c)) reached.set(c, (reached.get(c) ?? 0) + 1);
    expect([...reached.values()].every((k) => k < 2)).toBe(true);
  });

  it('its two ways take different edges and, replayed by the rules, leave the same mate array: the merged node’s', () => {
    const ctx = handContext(p, 'fill', graph.orientation);
    const key = (e: unknown) => JSON.stringify(e);
    const finals = m.ways.map((w) => {
      const taken = new Set(w.links.map((e) => key(e)));
      let state = handStart(ctx);
      for (let i = 0; i < m.level - 1; i++) {
        const step = handChoose(ctx, state, taken.has(key(graph.edges[i])) ? 1 : 0);
        if (!step.ok) throw new Error(`the way breaks ${step.cut.rule} at edge ${i + 1}`);
        state = step.next;
      }
      expect(w.links.length + w.off.length).toBe(m.level - 1);
      return state.view;
    });
    expect(key(m.ways[0].links)).not.toBe(key(m.ways[1].links));
    for (const v of finals) {
      expect(v.frontier).toEqual(m.frontier);
      expect(v.mate).toEqual(m.mate);
    }
  });
});

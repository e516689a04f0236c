/**
 * The diagram drawings' arcs that skip levels (the reduced diagram's
 * zero-suppressed arcs, arcs to ⊤ from high up) bow clear of every node they
 * pass: a reader must be able to tell which node an arc joins. Checked on the
 * lesson's tiny board and a few other small boards, reduced, with the same
 * curve the drawing draws; no arc crosses the level names or leaves the drawing.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { nodesOf } from './numberlink-zdd-nodes';
import type { NodeEvent } from '../../src/puzzles/numberlink/events';
import { reduceDrawn } from '../../src/puzzles/numberlink/zdd-reduce';
import { ARC_CLEARANCE, arcBow, arcPoint, LEFT, zddLayout } from '../../src/ui/numberlink/zdd-layout';

/** The arcs the drawing bows, each with the nodes it passes closer than the clearance (should be none). */
function tooClose(nodes: readonly NodeEvent[], levels: number, compact = false): string[] {
  const L = zddLayout(nodes, levels, { compact });
  const bad: string[] = [];
  let bowed = 0;
  for (const n of nodes) {
    const [x, y] = L.pos.get(n.id)!;
    for (const [child, side, dx] of [[n.lo, -1, -4], [n.hi, 1, 4]] as const) {
      if (child === 0 || !L.pos.has(child)) continue;
      const [x2, y2] = L.pos.get(child)!;
      if (y2 - y <= 60) continue;
      bowed++;
      const from: [number, number] = [x + dx, y + 9];
      const to: [number, number] = [x2, y2 - 12];
      const cx = arcBow(L, from, to, side);
      for (let k = 0; k <= 200; k++) {
        const [ax] = arcPoint(from, to, cx, k / 200);
        if (ax < LEFT || ax > L.width) { bad.push(`${n.id}→${child} leaves the node area (x ${ax.toFixed(0)})`); break; }
      }
      for (const [id, p] of L.pos) {
        if (id <= 1 || id === n.id || id === child || p[1] <= y || p[1] >= y2) continue;
        for (let k = 0; k <= 200; k++) {
          const [ax, ay] = arcPoint(from, to, cx, k / 200);
          if (Math.hypot(ax - p[0], ay - p[1]) < ARC_CLEARANCE - 0.5) { bad.push(`${n.id}→${child} passes node ${id}`); break; }
        }
      }
    }
  }
  if (bowed === 0) bad.push('no arc skips a level: the test checks nothing');
  return bad;
}

/** Pairs of arcs (node to child, drawn straight) that cross between their ends. */
function crossings(nodes: readonly NodeEvent[], L: ReturnType<typeof zddLayout>): number {
  const segs: [number, number, number, number][] = [];
  for (const n of nodes) for (const c of [n.lo, n.hi]) if (c > 0 && L.pos.has(c)) segs.push([...L.pos.get(n.id)!, ...L.pos.get(c)!]);
  const side = (ax: number, ay: number, bx: number, by: number, px: number, py: number) => Math.sign((bx - ax) * (py - ay) - (by - ay) * (px - ax));
  let k = 0;
  for (let i = 0; i < segs.length; i++) {
    for (let j = i + 1; j < segs.length; j++) {
      const [a, b, c, d] = segs[i];
      const [e, f, g, h] = segs[j];
      if (side(a, b, c, d, e, f) * side(a, b, c, d, g, h) < 0 && side(e, f, g, h, a, b) * side(e, f, g, h, c, d) < 0) k++;
    }
  }
  return k;
}

describe('diagram arcs that skip levels pass clear of the nodes between', () => {
  it('the tiny board, reduced (the lesson figure)', () => {
    const { nodes, levels } = nodesOf(readFileSync('content/examples/numberlink/tiny-4x4.txt', 'utf8').trim());
    expect(tooClose(reduceDrawn(nodes).nodes, levels)).toEqual([]);
    expect(tooClose(reduceDrawn(nodes).nodes, levels, true).filter((b) => !b.startsWith('no arc'))).toEqual([]);
  });

  it('the compact layout (rows only for levels with nodes, ordered by their neighbours) crosses fewer arcs on the tiny board, reduced', () => {
    const { nodes, levels } = nodesOf(readFileSync('content/examples/numberlink/tiny-4x4.txt', 'utf8').trim());
    const reduced = reduceDrawn(nodes).nodes;
    const plain = crossings(reduced, zddLayout(reduced, levels));
    const compact = crossings(reduced, zddLayout(reduced, levels, { compact: true }));
    expect(compact).toBeLessThan(plain);
    const L = zddLayout(reduced, levels, { compact: true });
    expect(new Set(reduced.map((n) => n.level))).toEqual(new Set(L.shown));
  });
  for (const text of ['1..2\n....\n..1.\n2...', '1....\n2..3.\n.....\n.1..2\n....3']) {
    it(`${text.replace(/\n/g, '/')}, reduced`, () => {
      const { nodes, levels } = nodesOf(text);
      const reduced = reduceDrawn(nodes).nodes;
      const bad = tooClose(reduced, levels);
      // A board whose reduced diagram skips no level has nothing to bow; only a real collision fails.
      expect(bad.filter((b) => !b.startsWith('no arc'))).toEqual([]);
    });
  }
});

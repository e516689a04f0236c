import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalOrientations } from '../../src/puzzles/numberlink/canonical';
import { frontierTables } from '../../src/puzzles/numberlink/frontier';
import { gridGraph } from '../../src/puzzles/numberlink/graph';
import { FrontierMachine, LABEL } from '../../src/puzzles/numberlink/mate';
import { fitsPacked, MATE_MASK } from '../../src/puzzles/numberlink/mate-canonical';
import { encodeState, viewState } from '../../src/puzzles/numberlink/mate-view';
import type { CanonicalRule, NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { randomBoard } from './random-boards';

/**
 * Runs a packed and an unpacked machine side by side over every state the frontier search reaches
 * (both choices at every edge, equal states merged by their words as the build merges them), and
 * checks at each step that both cut the same choices and store states the reader sees the same.
 * Returns the number of states per level (both machines agree on them).
 */
function lockstep(p: NumberlinkPuzzle, rule: CanonicalRule, sweepIndex: number): number[] {
  const graph = gridGraph(p, canonicalOrientations(p)[sweepIndex]);
  const tables = frontierTables(graph.n, graph.a, graph.b);
  const packed = new FrontierMachine(graph, tables, rule, true);
  const plain = new FrontierMachine(graph, tables, rule, false);
  expect(packed.canonical!.packed).toBe(true);
  expect(plain.canonical!.packed).toBe(false);
  // Each level: the states as [packed words, plain words], keyed by the packed words.
  let level: [Uint16Array, Uint16Array][] = [[new Uint16Array(1), new Uint16Array(1)]];
  const widths: number[] = [];
  for (let i = 0; i < graph.m && level.length > 0; i++) {
    widths.push(level.length);
    packed.setLevel(i);
    plain.setLevel(i);
    const next = new Map<string, [Uint16Array, Uint16Array]>();
    for (const [pw, uw] of level) {
      for (const x of [0, 1] as const) {
        packed.load(pw, 0);
        plain.load(uw, 0);
        const code = packed.decide(x);
        expect(plain.decide(x)).toBe(code);
        if (code !== 0 || i === graph.m - 1) continue;
        const po = new Uint16Array(4 * packed.work + 8);
        const uo = new Uint16Array(4 * plain.work + 8);
        const pv = viewState(packed, i + 1, po.subarray(0, packed.store(po, 0)), 0);
        const uv = viewState(plain, i + 1, uo.subarray(0, plain.store(uo, 0)), 0);
        expect(pv).toEqual(uv);
        // The reader's view encodes back to the very words the machine stored, in either layout.
        const pk = encodeState(packed, pv);
        expect(Array.from(pk)).toEqual(Array.from(po.subarray(0, pk.length)));
        expect(Array.from(encodeState(plain, uv))).toEqual(Array.from(uo.subarray(0, 2 * uv.mate.length + 1)));
        next.set(pk.join(','), [pk, encodeState(plain, uv)]);
      }
    }
    level = [...next.values()];
  }
  return widths;
}

describe('canonical marks packed into the mate words', () => {
  for (const rule of ['fill-canonical', 'nikoli-canonical'] as CanonicalRule[]) {
    it(`${rule}: a packed and an unpacked machine cut the same choices and store the same states, on random boards`, () => {
      let reached = 0;
      fc.assert(
        fc.property(randomBoard(5, 4), fc.integer({ min: 0, max: 1 }), (p, sweep) => {
          reached += lockstep(p, rule, sweep).reduce((s, w) => s + w, 0);
        }),
        { numRuns: 40, seed: 37 },
      );
      // The search went past the root on these boards: the comparison had states to compare.
      expect(reached).toBeGreaterThan(100);
    });
  }

  it('a mate word keeps its value in the low bits and the marks above them', () => {
    const p: NumberlinkPuzzle = { width: 3, height: 3, cells: [0, -1, -1, -1, -1, -1, -1, -1, 0], labels: ['1'] };
    const graph = gridGraph(p, canonicalOrientations(p)[0]);
    const m = new FrontierMachine(graph, frontierTables(graph.n, graph.a, graph.b), 'nikoli-canonical');
    m.setLevel(0);
    m.load(new Uint16Array(1), 0);
    expect(m.decide(1)).toBe(0);
    const out = new Uint16Array(16);
    const len = m.store(out, 0);
    // One word per frontier cell, then the detour word (unpacked it would be two per cell).
    const view = viewState(m, 1, out, 0);
    expect(len).toBe(view.mate.length + 1);
    // The first cell took its edge along the line: its marks say ALONG (8), and its value is still its mate.
    expect(out[0] >>> 12).toBe(view.marks![0]);
    expect(view.marks![0]).toBe(8);
    expect(out[0] & MATE_MASK).toBeLessThan(LABEL + graph.k + graph.n);
  });

  it('packs exactly while the largest mate word fits below the marks', () => {
    expect(fitsPacked(LABEL + 10, 4096 - LABEL - 10)).toBe(true);
    expect(fitsPacked(LABEL + 10, 4097 - LABEL - 10)).toBe(false);
    // A board too large to pack refuses to be asked to.
    const p: NumberlinkPuzzle = { width: 65, height: 64, cells: new Array(65 * 64).fill(-1), labels: [] };
    const graph = gridGraph(p, canonicalOrientations(p)[0]);
    const tables = frontierTables(graph.n, graph.a, graph.b);
    expect(new FrontierMachine(graph, tables, 'fill-canonical').canonical!.packed).toBe(false);
    expect(() => new FrontierMachine(graph, tables, 'fill-canonical', true)).toThrow(/no room/);
  });
});

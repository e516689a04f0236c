import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random';
import { countSets } from '../../src/zdd/count';
import { BOTTOM, DiagramBuilder, levelOf, TOP, type Diagram } from '../../src/zdd/diagram';
import { propagate, TO_BOTTOM, TO_TOP } from '../../src/zdd/forward-count';
import { reduceDiagram } from '../../src/zdd/reduce';
import { StateTable } from '../../src/zdd/state-table';
import { randomBelow, unrank } from '../../src/zdd/unrank';

/**
 * The diagram of every subset of {0 … n−1} with exactly k elements, built level by
 * level the way the frontier construction builds (state = how many taken so far).
 */
function exactlyK(n: number, k: number): Diagram {
  const b = new DiagramBuilder();
  let prev = b.openLevel(0, 1);
  for (let i = 0; i < n; i++) {
    const width = Math.min(i, k) + 1; // states 0 … min(i, k)
    const next = i + 1 < n ? Math.min(i + 1, k) + 1 : 0;
    const base = i + 1 < n ? b.size : 0;
    for (let s = 0; s < width; s++) {
      const child = (taken: number) => (taken > k ? BOTTOM : i + 1 === n ? (taken === k ? TOP : BOTTOM) : base + taken);
      b.lo[prev + s] = child(s);
      b.hi[prev + s] = child(s + 1);
    }
    if (i + 1 < n) prev = b.openLevel(i + 1, next);
  }
  return b.finish(n, 2);
}

const binomial = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** Level i of a diagram as propagate takes it: its width, its children as codes, and the next level's width. */
function levelCodes(d: ReturnType<typeof exactlyK>, i: number) {
  const from = d.levelStart[i];
  const width = d.levelStart[i + 1] - from;
  const next = i + 1 < d.levels ? d.levelStart[i + 1] : 0;
  const code = (id: number) => (id === BOTTOM ? TO_BOTTOM : id === TOP ? TO_TOP : id - next);
  const lo = Int32Array.from({ length: width }, (_, k) => code(d.lo[from + k]));
  const hi = Int32Array.from({ length: width }, (_, k) => code(d.hi[from + k]));
  const nextWidth = i + 1 < d.levels ? d.levelStart[i + 2] - d.levelStart[i + 1] : 0;
  return { width, lo, hi, nextWidth };
}

describe('ZDD parts (src/zdd)', () => {
  it('counts exactly, in doubles while they fit and in BigInt beyond 2^53', () => {
    expect(countSets(exactlyK(10, 3)).total).toBe(120n);
    const big = countSets(exactlyK(70, 35));
    expect(big.total).toBe(binomial(70, 35));
    expect(big.big).toBeDefined();
    expect(countSets(exactlyK(20, 10)).float).toBeDefined();
  });

  it('unranks every set once, in 0-child-first order', () => {
    const d = exactlyK(6, 2);
    const c = countSets(d);
    const sets = Array.from({ length: 15 }, (_, r) => unrank(d, c, BigInt(r))!.join(','));
    expect(new Set(sets).size).toBe(15);
    expect(sets[0]).toBe('4,5'); // leaving out early variables comes first
    expect(sets[14]).toBe('0,1');
    expect(unrank(d, c, 15n)).toBeNull();
    expect(unrank(d, c, -1n)).toBeNull();
  });

  it('unranks exactly beyond 2^53', () => {
    const d = exactlyK(70, 35);
    const c = countSets(d);
    const last = unrank(d, c, c.total - 1n)!;
    expect(last).toEqual(Array.from({ length: 35 }, (_, i) => i));
    expect(unrank(d, c, 0n)).toEqual(Array.from({ length: 35 }, (_, i) => 35 + i));
  });

  it('draws ranks uniformly (every rank of a small range appears, none outside)', () => {
    const random = seededRandom(9);
    const seen = new Map<bigint, number>();
    for (let t = 0; t < 3000; t++) {
      const r = randomBelow(random, 7n);
      seen.set(r, (seen.get(r) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n]);
    for (const n of seen.values()) expect(n).toBeGreaterThan(300); // 3000/7 ≈ 429 each
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 1n << 90n }), fc.integer(), (n, seed) => randomBelow(seededRandom(seed), n) < n));
  });

  it('reduces: equal futures merge, dead ends disappear', () => {
    // exactly-k has one node per (level, taken ≤ k) minus unreachable ones; reduced it is the
    // classic k·(n−k)+… grid, here checked against a hand count for n = 4, k = 2.
    const d = exactlyK(4, 2);
    expect(reduceDiagram(d).nodes).toBe(6);
    // A node whose 1-child is ⊥ is skipped: a diagram of the single set {} has no node left.
    const b = new DiagramBuilder();
    b.openLevel(0, 1);
    b.lo[2] = TOP;
    b.hi[2] = BOTTOM;
    expect(reduceDiagram(b.finish(1, 2)).nodes).toBe(0);
  });

  it('knows the level of a node', () => {
    const d = exactlyK(5, 2);
    expect(levelOf(d, 2)).toBe(0);
    expect(levelOf(d, d.levelStart[3])).toBe(3);
    expect(levelOf(d, 1)).toBe(-1);
  });

  it('counts forward what it counts backward', () => {
    // Level i of exactly-k as child codes, pushed forward level by level.
    const d = exactlyK(70, 35);
    let counts: Float64Array | bigint[] = new Float64Array([1]);
    let top = 0n;
    for (let i = 0; i < d.levels; i++) {
      const { width, lo, hi, nextWidth } = levelCodes(d, i);
      const step = propagate(counts, width, lo, hi, nextWidth);
      counts = step.next;
      top += step.top;
    }
    expect(top).toBe(binomial(70, 35));
  });

  it('counts the same into two reused arrays, whatever they held before, through the move to BigInt', () => {
    const d = exactlyK(70, 35);
    let counts: Float64Array | bigint[] = new Float64Array([1]);
    // Stale numbers in both: a count left over from an earlier level must not leak into the next.
    let spare = new Float64Array(64).fill(7);
    let other = new Float64Array(64).fill(7);
    let top = 0n;
    let reused = 0;
    for (let i = 0; i < d.levels; i++) {
      const { width, lo, hi, nextWidth } = levelCodes(d, i);
      const step = propagate(counts, width, lo, hi, nextWidth, spare);
      if (step.next === spare) {
        reused++;
        [spare, other] = [other, spare];
      }
      counts = step.next;
      top += step.top;
    }
    expect(reused).toBeGreaterThan(10);
    expect(Array.isArray(counts)).toBe(true);
    expect(top).toBe(binomial(70, 35));
  });

  it('interns equal states once, whatever their length, through growth and rehashing', () => {
    const t = new StateTable(4, 2);
    t.clear();
    const ids: number[] = [];
    for (let s = 0; s < 5000; s++) {
      const len = 1 + (s % 7);
      const scratch = t.ensureScratch(len);
      for (let k = 0; k < len; k++) scratch[k] = (s * 31 + k) % 65536;
      ids.push(t.intern(len));
    }
    expect(t.count).toBe(5000);
    for (let s = 0; s < 5000; s += 97) {
      const len = 1 + (s % 7);
      const scratch = t.ensureScratch(len);
      for (let k = 0; k < len; k++) scratch[k] = (s * 31 + k) % 65536;
      expect(t.intern(len)).toBe(ids[s]);
    }
    t.clear(10);
    expect(t.count).toBe(0);
    expect(t.intern(0)).toBe(0);
  });

  it('starts with room of any shape (an odd number of words), each array of its own length', () => {
    const t = new StateTable(5, 5);
    expect([t.words.length, t.offset.length]).toEqual([25, 6]);
    t.clear();
    const at = t.tail(5);
    t.words.set([1, 2, 3, 4, 5], at);
    expect(t.internTail(5)).toBe(0);
    expect(t.offset[1]).toBe(5);
    expect(Array.from(t.words.subarray(0, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('interns a state written in place at its tail as it interns one from scratch, and keeps a new one where it was written', () => {
    const t = new StateTable(4, 2);
    t.clear();
    const put = (s: number, len: number): number => {
      const at = t.tail(len);
      for (let k = 0; k < len; k++) t.words[at + k] = (s * 17 + k) % 65536;
      return t.internTail(len);
    };
    const ids: number[] = [];
    for (let s = 0; s < 3000; s++) ids.push(put(s, 1 + (s % 5)));
    expect(t.count).toBe(3000);
    // Each state stayed where it was written, in order.
    for (let s = 0; s < 3000; s += 101) {
      const o = t.offset[ids[s]];
      expect(t.offset[ids[s] + 1] - o).toBe(1 + (s % 5));
      expect(t.words[o]).toBe((s * 17) % 65536);
    }
    // A repeat, in place or from scratch, finds the first copy and adds nothing.
    for (let s = 0; s < 3000; s += 7) {
      expect(put(s, 1 + (s % 5))).toBe(ids[s]);
      const len = 1 + (s % 5);
      const scratch = t.ensureScratch(len);
      for (let k = 0; k < len; k++) scratch[k] = (s * 17 + k) % 65536;
      expect(t.intern(len)).toBe(ids[s]);
    }
    expect(t.count).toBe(3000);
    // Same words but another length is another state.
    expect(put(0, 2)).toBe(3000);
  });
});

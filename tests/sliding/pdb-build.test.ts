/**
 * The fast construction against the definition: a plain 0-1 BFS over
 * (pattern-tile cells, blank cell) written here from the rules, and, with
 * every tile in the pattern, the exact 8-puzzle distances.
 */
import { describe, expect, it } from 'vitest';
import {
  buildPatternDb,
  buildPatternDbAsync,
  PDB_UNREACHED,
  type PatternDb,
} from '../../src/puzzles/sliding/pdb/build';
import {
  factorial,
  maskSpace,
  rankPermutation,
  slotOf,
  slotRotation,
  unrankPermutation,
} from '../../src/puzzles/sliding/pdb/index-arithmetic';
import { neighbourTable } from '../../src/puzzles/sliding/board';
import { bfsDistances3x3, unrank3x3, UNREACHED } from '../../src/puzzles/sliding/eight-puzzle/distances';

/**
 * The textbook construction: states (cells of the pattern tiles, blank cell),
 * the blank swapping with a non-pattern cell costs 0, with a pattern tile
 * costs 1; entry = minimum over blank cells. Sparse index Σ cell << 4i.
 */
function naivePdb(pattern: number[], size: number): Map<number, number> {
  const k = pattern.length;
  const nbr = neighbourTable(size);
  // State key: Σ cell_i · 16^i + blank · 16^k; the pattern part is the sparse index.
  const key = (cells: number[], blank: number) => cells.reduce((a, c, i) => a + c * 16 ** i, 0) + blank * 16 ** k;
  const unkey = (key: number) => Array.from({ length: k + 1 }, (_, i) => Math.floor(key / 16 ** i) % 16);
  const dist = new Map<number, number>();
  // 0-1 BFS by layers: close each layer under the free blank moves, then step.
  let layer = [
    key(
      pattern.map((t) => t - 1),
      size * size - 1,
    ),
  ];
  for (let d = 0; layer.length; d++) {
    const next: number[] = [];
    const stack = layer.filter((s) => !dist.has(s));
    for (const s of stack) dist.set(s, d);
    while (stack.length) {
      const state = unkey(stack.pop()!);
      const blank = state[k];
      const cells = state.slice(0, k);
      for (const to of nbr[blank]) {
        const i = cells.indexOf(to);
        const moved = cells.slice();
        if (i >= 0) moved[i] = blank;
        const s2 = key(moved, to);
        if (dist.has(s2)) continue;
        if (i >= 0) next.push(s2);
        else {
          dist.set(s2, d);
          stack.push(s2);
        }
      }
    }
    layer = next;
  }
  const entries = new Map<number, number>();
  for (const [s, d] of dist) {
    const idx = s % 16 ** k;
    entries.set(idx, Math.min(d, entries.get(idx) ?? Infinity));
  }
  return entries;
}

function expectSameAsNaive(db: PatternDb, pattern: number[], size: number) {
  const naive = naivePdb(pattern, size);
  let compared = 0;
  for (let idx = 0; idx < db.values.length; idx++) {
    const want = naive.get(idx);
    if (want === undefined) expect(db.values[idx]).toBe(PDB_UNREACHED);
    else {
      expect(db.values[idx]).toBe(want);
      compared++;
    }
  }
  expect(compared).toBe(naive.size);
  expect(db.maxValue).toBe(Math.max(...naive.values()));
}

describe('index arithmetic', () => {
  it('ranks and unranks every permutation of 5 slots as a bijection', () => {
    const p = new Int32Array(5);
    const seen = new Set<string>();
    for (let r = 0; r < factorial(5); r++) {
      unrankPermutation(r, 5, p);
      expect(new Set(p).size).toBe(5);
      expect(rankPermutation(p, 5)).toBe(r);
      seen.add(Array.from(p).join());
    }
    expect(seen.size).toBe(120);
  });

  it('a slot rotation matches moving the tile and re-sorting the cells', () => {
    // Mask of 6 cells; tile moves down from cell 1 to cell 5 on a 4×4 board.
    const mask = 0b0000_0000_1101_1011;
    const after = (mask & ~(1 << 1)) | (1 << 5);
    const table = slotRotation(6, slotOf(mask, 1), slotOf(after, 5));
    const cellsBefore = [0, 1, 3, 4, 6, 7];
    const p = new Int32Array(6);
    for (let r = 0; r < factorial(6); r++) {
      unrankPermutation(r, 6, p);
      const cells = Array.from(p, (s) => cellsBefore[s]).map((c) => (c === 1 ? 5 : c));
      expect(table[r]).toBe(
        rankPermutation(
          cells.map((c) => slotOf(after, c)),
          6,
        ),
      );
    }
  });
});

describe('buildPatternDb', () => {
  it.each([
    [[2, 3, 4], 4],
    [[8, 12, 14, 15], 4],
    [[1, 6, 11], 4],
    [[1, 2, 3, 4], 3],
    [[5, 6, 8], 3],
  ])('equals the textbook 0-1 BFS for pattern %j on the board of width %i', (pattern, size) => {
    expectSameAsNaive(buildPatternDb(pattern, { size }), pattern, size);
  });

  it('with every 8-puzzle tile in the pattern gives the exact distance of every position', () => {
    const db = buildPatternDb([1, 2, 3, 4, 5, 6, 7, 8], { size: 3, layout: 'ranked' });
    const exact = bfsDistances3x3();
    const space = maskSpace(9, 8);
    const perms = factorial(8);
    const wrong: number[] = [];
    for (let rank = 0; rank < exact.length; rank++) {
      const tiles = unrank3x3(rank);
      const cells = [1, 2, 3, 4, 5, 6, 7, 8].map((t) => tiles.indexOf(t));
      const mask = 0x1ff & ~(1 << tiles.indexOf(0));
      const idx =
        space.rankOf[mask] * perms +
        rankPermutation(
          cells.map((c) => slotOf(mask, c)),
          8,
        );
      if (db.values[idx] !== (exact[rank] === UNREACHED ? PDB_UNREACHED : exact[rank])) wrong.push(rank);
    }
    expect(wrong).toEqual([]);
    expect(db.maxValue).toBe(exact.reduce((m, d) => (d !== UNREACHED && d > m ? d : m), 0));
  });

  it('sparse and ranked layouts hold the same entries', () => {
    const sparse = buildPatternDb([2, 3, 4, 8], { layout: 'sparse' });
    const ranked = buildPatternDb([2, 3, 4, 8], { layout: 'ranked' });
    const space = maskSpace(16, 4);
    const p = new Int32Array(4);
    for (let mr = 0; mr < space.masks.length; mr++) {
      const cells: number[] = [];
      for (let c = 0; c < 16; c++) if (space.masks[mr] & (1 << c)) cells.push(c);
      for (let r = 0; r < 24; r++) {
        unrankPermutation(r, 4, p);
        const idx = Array.from(p).reduce((a, s, i) => a + (cells[s] << (4 * i)), 0);
        expect(ranked.values[mr * 24 + r]).toBe(sparse.values[idx]);
      }
    }
  });

  it('writes into a given array of the right length, so databases can share a buffer', () => {
    const buffer = new Uint8Array(10 + 16 ** 3);
    const db = buildPatternDb([2, 3, 4], { into: buffer.subarray(10) });
    expect(db.values.buffer).toBe(buffer.buffer);
    expect(db.values).toEqual(buildPatternDb([2, 3, 4]).values);
    const ranked = buildPatternDb([2, 3, 4], { layout: 'ranked' });
    const into = new Uint8Array(ranked.values.length);
    expect(buildPatternDb([2, 3, 4], { layout: 'ranked', into }).values).toBe(into);
    expect(into).toEqual(ranked.values);
    expect(() => buildPatternDb([2, 3, 4], { into: new Uint8Array(100) })).toThrow(RangeError);
  });

  it('the async build gives the same table', async () => {
    const sync = buildPatternDb([1, 5, 9, 13]);
    const async = await buildPatternDbAsync([1, 5, 9, 13]);
    expect(async.values).toEqual(sync.values);
  });

  it('reports growing progress up to 1', () => {
    const seen: number[] = [];
    buildPatternDb([2, 3, 4], {
      onProgress: (f, label) => {
        expect(label).toMatch(/^pattern \{2,3,4\}: positions (0|up to \d+) moves from home$/);
        seen.push(f);
      },
    });
    expect(seen.length).toBeGreaterThan(2);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
    expect(seen[seen.length - 1]).toBe(1);
  });

  it('stops with an AbortError when the signal fires', () => {
    const early = new AbortController();
    early.abort();
    expect(() => buildPatternDb([2, 3, 4], { signal: early.signal })).toThrow(
      expect.objectContaining({ name: 'AbortError' }),
    );
    const midway = new AbortController();
    let calls = 0;
    const progress = () => {
      if (++calls === 3) midway.abort();
    };
    expect(() => buildPatternDb([1, 5, 6, 9], { onProgress: progress, signal: midway.signal })).toThrow(
      expect.objectContaining({ name: 'AbortError' }),
    );
    expect(calls).toBe(3);
  });

  it('the async build hears a cancel that arrives as a later event (as in a worker)', async () => {
    const controller = new AbortController();
    let layers = 0;
    const building = buildPatternDbAsync([1, 5, 6, 9, 10, 13], { onProgress: () => layers++, signal: controller.signal });
    setTimeout(() => controller.abort(), 0);
    await expect(building).rejects.toMatchObject({ name: 'AbortError' });
    expect(layers).toBeGreaterThan(0);
  });

  it('rejects patterns it cannot build', () => {
    expect(() => buildPatternDb([])).toThrow(RangeError);
    expect(() => buildPatternDb([1, 1])).toThrow(RangeError);
    expect(() => buildPatternDb([16])).toThrow(RangeError);
    expect(() => buildPatternDb([1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow(RangeError);
  });

  it('the table survives a structured clone with its buffer transferred (worker hand-off)', () => {
    const db = buildPatternDb([2, 3, 4]);
    const copy = db.values.slice();
    const moved = structuredClone(db, { transfer: [db.values.buffer] });
    expect(db.values.length).toBe(0);
    expect(moved.values).toEqual(copy);
    expect(moved.tiles).toEqual([2, 3, 4]);
  });
});

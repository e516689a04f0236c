/**
 * Incremental lookups in ranked-layout pattern databases (7 or 8 tiles,
 * where a sparse 16^k table would not fit in memory).
 *
 * The index is rank(occupancy mask) × k! + rank(tile order) (../pdb/index-arithmetic.ts).
 * Each database keeps its mask and order rank as the search moves tiles: a
 * horizontal move changes only the mask (slots stay put), a vertical move
 * also rotates the slots it jumps over, one read of a rotation table.
 */
import type { Heuristic } from './heuristic';
import type { PatternDb } from '../pdb/build';
import { factorial, maskSpace, popcount, rankPermutation, slotOf, slotRotations } from '../pdb/index-arithmetic';
import { rankedPdbKernel, type RankedLayout } from '../ida/ranked-pdb';
import { coversEveryTile, joinedValues, tileParts } from '../pdb/joined';
import { assertAdditive } from '../pdb/layout';
import { mirrorTile, transposeCell } from '../pdb/mirror';

/** What a ranked lookup needs besides the values; shared by all users of a tile count. */
interface RankedTools {
  k: number;
  perms: number;
  rankOf: Int32Array;
  rotations: (Uint16Array | null)[];
}

const toolsCache = new Map<number, RankedTools>();

function tools(k: number): RankedTools {
  let t = toolsCache.get(k);
  if (!t) {
    t = { k, perms: factorial(k), rankOf: maskSpace(16, k).rankOf, rotations: slotRotations(k, 4) };
    toolsCache.set(k, t);
  }
  return t;
}

/** Index of a board (cell → tile) in a ranked 4×4 database, computed from scratch. */
export function rankedIndex(db: PatternDb, tiles: ArrayLike<number>): number {
  const k = db.tiles.length;
  const cells = db.tiles.map((t) => Array.prototype.indexOf.call(tiles, t) as number);
  let mask = 0;
  for (const c of cells) mask |= 1 << c;
  const { rankOf, perms } = tools(k);
  return (
    rankOf[mask] * perms +
    rankPermutation(
      cells.map((c) => slotOf(mask, c)),
      k,
    )
  );
}

function checkTables(dbs: PatternDb[]): void {
  assertAdditive(dbs, 'ranked');
  for (const db of dbs) {
    if (db.values.length !== maskSpace(16, db.tiles.length).masks.length * factorial(db.tiles.length)) {
      throw new RangeError(`database {${db.tiles.join(',')}} has the wrong number of entries`);
    }
  }
}

/**
 * Incremental heuristic over disjoint ranked databases: the sum on the board
 * and, if `withMirror`, the sum on the reflected board; the larger wins.
 * "Views" 0..n-1 are the databases on the board, n..2n-1 on the reflection.
 */
export function rankedPdbHeuristic(name: string, dbs: PatternDb[], withMirror: boolean): Heuristic {
  checkTables(dbs);
  const n = dbs.length;
  const views = withMirror ? 2 * n : n;
  const values = [...dbs, ...dbs].slice(0, views).map((d) => d.values);
  const kit = dbs.map((d) => tools(d.tiles.length));
  const viewKit = [...kit, ...kit];
  // tile → view on the board / on the reflection, and its slot-free bookkeeping.
  const view = new Int8Array(16).fill(-1);
  const mView = new Int8Array(16).fill(-1);
  dbs.forEach((db, d) =>
    db.tiles.forEach((t) => {
      view[t] = d;
      mView[mirrorTile(t, 4)] = n + d;
    }),
  );
  const mCell = Int32Array.from({ length: 16 }, (_, c) => transposeCell(c, 4));
  const mask = new Int32Array(views);
  const order = new Int32Array(views);
  const part = new Int32Array(views);
  let sum = 0;
  let mSum = 0;
  // Made on the first search that uses the kernel (it may copy the tables).
  let layout: RankedLayout | undefined;
  const kernelLayout = (): RankedLayout => ({
    ...joinedValues(dbs),
    ...tileParts(dbs, withMirror),
    sizes: dbs.map((db) => db.tiles.length),
  });

  /** Moves the tile of view v from cell `from` to cell `to` and returns the view's new value. */
  function step(v: number, from: number, to: number): number {
    const before = mask[v];
    const after = before ^ (1 << from) ^ (1 << to);
    mask[v] = after;
    const t = viewKit[v];
    const diff = to - from;
    if (diff !== 1 && diff !== -1) {
      // Vertical: the slots between the two cells rotate.
      const s = popcount(before & ((1 << from) - 1));
      const s2 = popcount(after & ((1 << to) - 1));
      if (s !== s2) order[v] = t.rotations[s * t.k + s2]![order[v]];
    }
    return values[v][t.rankOf[after] * t.perms + order[v]];
  }

  const value = (): number => (mSum > sum ? mSum : sum);
  return {
    name,
    init(tiles: Uint8Array): number {
      const cellOf = new Int32Array(16);
      for (let c = 0; c < 16; c++) cellOf[tiles[c]] = c;
      sum = 0;
      mSum = 0;
      for (let v = 0; v < views; v++) {
        const db = dbs[v % n];
        const mirrored = v >= n;
        const cells = db.tiles.map((t) => (mirrored ? mCell[cellOf[mirrorTile(t, 4)]] : cellOf[t]));
        let m = 0;
        for (const c of cells) m |= 1 << c;
        mask[v] = m;
        order[v] = rankPermutation(
          cells.map((c) => slotOf(m, c)),
          cells.length,
        );
        part[v] = values[v][viewKit[v].rankOf[m] * viewKit[v].perms + order[v]];
        if (mirrored) mSum += part[v];
        else sum += part[v];
      }
      return value();
    },
    move(tile: number, from: number, to: number): number {
      const v = view[tile];
      if (v >= 0) {
        const h = step(v, from, to);
        sum += h - part[v];
        part[v] = h;
      }
      if (withMirror) {
        const w = mView[tile];
        if (w >= 0) {
          const h = step(w, mCell[from], mCell[to]);
          mSum += h - part[w];
          part[w] = h;
        }
      }
      return mSum > sum ? mSum : sum;
    },
    value,
    kernel: coversEveryTile(dbs) ? (tiles, clock) => rankedPdbKernel((layout ??= kernelLayout()), tiles, clock) : undefined,
  };
}

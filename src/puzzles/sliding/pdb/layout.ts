/**
 * The sparse layout of a pattern database: index = Σ cell(tile i) << 4i.
 *
 * The construction works in the ranked layout (mask rank × k! + order rank);
 * IDA* prefers the sparse one, where a move changes one index by
 * (to - from) << 4i with no ranking at all. 16^k bytes: used up to 6 tiles.
 */
import type { PatternDb } from './build';
import { factorial, maskSpace, unrankPermutation } from './index-arithmetic';

/** Marks an entry that no state reached (only unreachable placements keep it). */
export const PDB_UNREACHED = 255;

/**
 * Re-indexes ranked distances to the sparse layout (index = Σ cell << 4i),
 * into `out` when given (16^k bytes), else into a fresh array.
 */
export function toSparse(ranked: Uint8Array, k: number, size: number, out?: Uint8Array): Uint8Array {
  const cells = size * size;
  const space = maskSpace(cells, k);
  const perms = factorial(k);
  const order = new Int32Array(perms * k);
  const p = new Int32Array(k);
  for (let r = 0; r < perms; r++) {
    unrankPermutation(r, k, p);
    order.set(p, r * k);
  }
  // Entries no placement maps to (two tiles on one cell) are marked unreached too.
  if (out && out.length !== 16 ** k) throw new RangeError(`a sparse database of ${k} tiles needs ${16 ** k} bytes`);
  const sparse = (out ?? new Uint8Array(16 ** k)).fill(PDB_UNREACHED);
  const cellOfSlot = new Int32Array(k);
  for (let mr = 0; mr < space.masks.length; mr++) {
    const mask = space.masks[mr];
    for (let c = 0, s = 0; c < cells; c++) if (mask & (1 << c)) cellOfSlot[s++] = c;
    const first = mr * perms;
    for (let r = 0; r < perms; r++) {
      let idx = 0;
      for (let i = 0; i < k; i++) idx |= cellOfSlot[order[r * k + i]] << (4 * i);
      sparse[idx] = ranked[first + r];
    }
  }
  return sparse;
}

/** Index of a board in a sparse-layout database (tiles: cell → tile). */
export function sparseIndex(db: PatternDb, tiles: ArrayLike<number>): number {
  let idx = 0;
  for (let c = 0; c < tiles.length; c++) {
    const slot = db.tiles.indexOf(tiles[c]);
    if (slot >= 0) idx += c << (4 * slot);
  }
  return idx;
}

/**
 * Checks that databases can be added up as one heuristic: all 4×4 in the
 * expected layout, and no tile in two of them (a shared tile would be counted
 * twice, and the sum could overestimate).
 */
export function assertAdditive(dbs: readonly PatternDb[], layout: PatternDb['layout']): void {
  const seen = new Set<number>();
  for (const db of dbs) {
    if (db.layout !== layout || db.size !== 4) throw new RangeError(`expected ${layout} 4×4 pattern databases`);
    for (const t of db.tiles) {
      if (seen.has(t)) throw new RangeError(`tile ${t} is in two databases; they would not be additive`);
      seen.add(t);
    }
  }
}

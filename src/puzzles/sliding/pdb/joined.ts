/**
 * What the specialised searches (../ida/sparse-pdb.ts, ../ida/ranked-pdb.ts) need
 * from a set of disjoint pattern databases, whatever their layout: all the
 * values in one array, so that a lookup is one read whichever database it
 * is in, and for every tile the database that reads it on the board and on
 * the second view (the reflected board, or the board again without the
 * mirror).
 */
import type { PatternDb } from './build';
import { mirrorTile, transposeCell } from './mirror';

/** The databases' values one after the other; database d starts at offsets[d]. */
export interface JoinedValues {
  table: Uint8Array;
  offsets: number[];
}

const copies = new WeakMap<Uint8Array, { parts: Uint8Array[]; joined: Uint8Array }>();

/**
 * The values of all databases in one array. Databases whose values already
 * lie one after the other in one buffer (as `buildPdb663` and the strong
 * tables' cache make them) are used as they are, without a copy; others are
 * copied once, and the copy is kept while the databases live.
 */
export function joinedValues(dbs: readonly PatternDb[]): JoinedValues {
  const offsets: number[] = [];
  let length = 0;
  for (const db of dbs) {
    offsets.push(length);
    length += db.values.length;
  }
  const first = dbs[0].values;
  if (dbs.every((db, d) => db.values.buffer === first.buffer && db.values.byteOffset === first.byteOffset + offsets[d])) {
    return { table: new Uint8Array(first.buffer, first.byteOffset, length), offsets };
  }
  const kept = copies.get(first);
  if (kept && kept.parts.length === dbs.length && kept.parts.every((v, d) => v === dbs[d].values)) {
    return { table: kept.joined, offsets };
  }
  const joined = new Uint8Array(length);
  dbs.forEach((db, d) => joined.set(db.values, offsets[d]));
  copies.set(first, { parts: dbs.map((db) => db.values), joined });
  return { table: joined, offsets };
}

/**
 * For every tile, the database that reads it and the tile's slot there:
 * parts 0 … n−1 on the board, n … 2n−1 on the second view. `secondCell[c]`
 * is the cell of the second view that shows board cell c.
 */
export interface TileParts {
  part: Int8Array;
  slot: Int8Array;
  secondPart: Int8Array;
  secondSlot: Int8Array;
  secondCell: Int8Array;
}

export function tileParts(dbs: readonly PatternDb[], withMirror: boolean): TileParts {
  const n = dbs.length;
  const parts: TileParts = {
    part: new Int8Array(16).fill(-1),
    slot: new Int8Array(16),
    secondPart: new Int8Array(16).fill(-1),
    secondSlot: new Int8Array(16),
    secondCell: Int8Array.from({ length: 16 }, (_, c) => (withMirror ? transposeCell(c, 4) : c)),
  };
  dbs.forEach((db, d) =>
    db.tiles.forEach((t, slot) => {
      parts.part[t] = d;
      parts.slot[t] = slot;
      // On the reflection, the database sees tile t where the board has mirrorTile(t).
      const seen = withMirror ? mirrorTile(t, 4) : t;
      parts.secondPart[seen] = n + d;
      parts.secondSlot[seen] = slot;
    }),
  );
  return parts;
}

/** True when the databases hold every tile 1 … 15 between them, which the kernels rely on. */
export function coversEveryTile(dbs: readonly PatternDb[]): boolean {
  return dbs.length <= 4 && dbs.reduce((n, db) => n + db.tiles.length, 0) === 15;
}

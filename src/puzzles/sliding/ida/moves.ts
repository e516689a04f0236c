/**
 * The neighbour table as the IDA* loops read it: flat typed arrays, so a
 * child is one read at nbr[cell·4 + i] (i < count[cell]), in the fixed order
 * up, left, right, down that makes every search and trace deterministic.
 */
import { neighbourTable } from '../board';

export interface FlatNeighbours {
  /** nbr[cell·4 + i], i < count[cell]: the cells next to `cell`. */
  nbr: Int8Array;
  count: Uint8Array;
}

const cache = new Map<number, FlatNeighbours>();

/** The neighbour table of a `size`×`size` board, flattened (built once per size). */
export function flatNeighbours(size: number): FlatNeighbours {
  let flat = cache.get(size);
  if (!flat) {
    const table = neighbourTable(size);
    flat = { nbr: new Int8Array(table.length * 4), count: new Uint8Array(table.length) };
    for (let cell = 0; cell < table.length; cell++) {
      flat.count[cell] = table[cell].length;
      flat.nbr.set(table[cell], cell * 4);
    }
    cache.set(size, flat);
  }
  return flat;
}

/** The 15-puzzle's table, which the pattern-database kernels read. */
export const FOUR_BY_FOUR: FlatNeighbours = flatNeighbours(4);

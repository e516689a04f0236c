/**
 * The mirror trick: reflecting the board along its main diagonal maps the
 * goal onto itself (tile t's goal cell goes to the goal cell of tile
 * mirrorTile(t)), so the reflected position is exactly as far from the goal
 * as the original. Looking the same databases up on the reflected board gives
 * a second admissible estimate for free, and the larger of the two is kept.
 */

/** Cell of the reflection of `cell` along the main diagonal (row and column swapped). */
export function transposeCell(cell: number, size: number): number {
  return (cell % size) * size + Math.floor(cell / size);
}

/** The tile whose goal cell is the reflection of tile `tile`'s goal cell (0 stays 0). */
export function mirrorTile(tile: number, size: number): number {
  return tile === 0 ? 0 : transposeCell(tile - 1, size) + 1;
}

/** The board reflected across its main diagonal, tiles keeping their numbers: mirrorBoard before it renumbers. */
export function reflectBoard(tiles: ArrayLike<number>, size: number): number[] {
  const out = new Array<number>(size * size);
  for (let c = 0; c < size * size; c++) out[transposeCell(c, size)] = tiles[c];
  return out;
}

/** The reflected board: tile t on cell c becomes tile mirrorTile(t) on cell transposeCell(c). */
export function mirrorBoard(tiles: ArrayLike<number>, size: number): number[] {
  const out = new Array<number>(size * size);
  for (let c = 0; c < size * size; c++) out[transposeCell(c, size)] = mirrorTile(tiles[c], size);
  return out;
}

/**
 * The original tiles a pattern reads on the reflected board: the database
 * for `pattern` sees tile mirrorTile(t) for each original tile t, so it reads
 * the originals { mirrorTile(p) : p in pattern } (the map is its own inverse).
 */
export function tilesReadOnMirror(pattern: number[], size: number): number[] {
  return pattern.map((p) => mirrorTile(p, size)).sort((a, b) => a - b);
}

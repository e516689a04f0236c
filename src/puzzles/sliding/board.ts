/**
 * The sliding-puzzle board as plain data, and the moves on it.
 *
 * Cells are numbered row-major 0 … n·n−1; `tiles[cell]` is the tile in that
 * cell, 0 for the blank. The goal is 1 … n·n−1 with the blank last. A move is
 * named by the tile that slides into the blank, which is how a person says it
 * ("slide 13") and stays meaningful whichever way the board is drawn.
 */

export interface SlidingPuzzle {
  /** Width and height: 3 (8-puzzle) or 4 (15-puzzle). */
  size: number;
  /** cell → tile, 0 = blank. */
  tiles: number[];
}

export function goalTiles(size: number): number[] {
  const n = size * size;
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? 0 : i + 1));
}

export function isGoal(tiles: ArrayLike<number>, size: number): boolean {
  const last = size * size - 1;
  for (let i = 0; i < last; i++) if (tiles[i] !== i + 1) return false;
  return tiles[last] === 0;
}

/** Neighbour cells of every cell, in a fixed order (up, left, right, down). */
const neighbourCache = new Map<number, Int8Array[]>();

/**
 * `table[cell]` lists the cells next to `cell`. Built once per size; the IDA*
 * hot loop reads it instead of computing row/column arithmetic per node. The
 * fixed order makes the search, and so its trace, deterministic.
 */
export function neighbourTable(size: number): Int8Array[] {
  let table = neighbourCache.get(size);
  if (!table) {
    table = [];
    for (let cell = 0; cell < size * size; cell++) {
      const r = Math.floor(cell / size);
      const c = cell % size;
      const list: number[] = [];
      if (r > 0) list.push(cell - size);
      if (c > 0) list.push(cell - 1);
      if (c < size - 1) list.push(cell + 1);
      if (r < size - 1) list.push(cell + size);
      table.push(Int8Array.from(list));
    }
    neighbourCache.set(size, table);
  }
  return table;
}

export function blankCell(tiles: ArrayLike<number>): number {
  for (let i = 0; i < tiles.length; i++) if (tiles[i] === 0) return i;
  return -1;
}

/** The tiles next to the blank: the ones that may slide now. */
export function movableTiles(tiles: readonly number[], size: number): number[] {
  const blank = blankCell(tiles);
  if (blank < 0) return [];
  return Array.from(neighbourTable(size)[blank], (cell) => tiles[cell]);
}

/** Slides `tile` into the blank; null when that tile is not next to the blank. */
export function slide(tiles: readonly number[], size: number, tile: number): number[] | null {
  const blank = blankCell(tiles);
  if (blank < 0 || tile === 0) return null;
  for (const cell of neighbourTable(size)[blank]) {
    if (tiles[cell] === tile) {
      const next = tiles.slice();
      next[blank] = tile;
      next[cell] = 0;
      return next;
    }
  }
  return null;
}

/** The board after the moves in order; null as soon as a move is not legal. */
export function applyMoves(
  tiles: readonly number[],
  size: number,
  moves: readonly number[],
): number[] | null {
  let board: number[] | null = tiles.slice();
  for (const tile of moves) {
    board = slide(board, size, tile);
    if (!board) return null;
  }
  return board;
}

/**
 * Why these tiles are not a board of this size, or null when they are:
 * solvers take plain data from anywhere (a worker message, a test), so they
 * check it before trusting their typed-array indexing.
 */
export function boardProblem(p: SlidingPuzzle): string | null {
  const { size, tiles } = p;
  if (!Number.isInteger(size) || size < 2 || size > 8) return `Unsupported board width ${String(size)}.`;
  if (!Array.isArray(tiles) || tiles.length !== size * size) {
    return `A ${size}×${size} board has ${size * size} cells.`;
  }
  const seen = new Set<number>();
  for (const t of tiles) {
    if (!Number.isInteger(t) || t < 0 || t >= size * size || seen.has(t)) {
      return `The cells must hold 0 … ${size * size - 1}, each once.`;
    }
    seen.add(t);
  }
  return null;
}

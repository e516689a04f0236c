/**
 * The raw material of a made Numberlink board: the board covered by short
 * paths (pieces of two or three cells), and a list of joins — pairs of
 * neighbouring cells, each the loose end of a different path at the time it
 * was drawn — that glue pieces into longer paths, drawn at random until no
 * two paths have neighbouring ends.
 *
 * Why this shape: any subset of the joins, made in any order, still gives a
 * set of paths covering the board (a join always meets two path ends, and
 * never closes a loop because each one merged two different paths when it
 * was drawn). So a board is "the pieces plus some of the joins", and making a
 * join is taking a clue pair away: two neighbouring endpoints of different
 * labels become one path. The maker (../make.ts) takes joins while the board
 * keeps one solution, as Akari and Sudoku take clues away.
 *
 * Under `fill-notouch` a join is drawn only when the merged path would not run
 * alongside itself; a board made of a subset of the joins has paths that are
 * parts of those, so none of them touches itself either.
 */
import { randomInt, shuffleInPlace, type Random } from '../../../core/random';
import { neighbourCells, type PuzzleRule } from '../puzzle';

export interface Pieces {
  width: number;
  height: number;
  /** Paths of two or three cells covering the board, each a list of cell indices in order. */
  pieces: number[][];
  /** Cell pairs, each the ends of two paths when drawn; any subset may be made. */
  joins: [number, number][];
}

/** The pieces and joins for one attempt, or null when the random cover got stuck (the caller draws again). */
export function randomPieces(random: Random, width: number, height: number, rule: PuzzleRule): Pieces | null {
  const paths = coverByShortPaths(random, width, height, rule === 'fill-notouch');
  if (!paths) return null;
  return { width, height, pieces: paths.map((p) => [...p]), joins: drawJoins(random, width, height, paths, rule === 'fill-notouch') };
}

/**
 * Dominoes and short paths: each cell in a random order, if not yet covered,
 * is paired with an uncovered neighbour, else added to the end of a
 * neighbouring path. Null when a cell has neither (rare; a new draw follows).
 */
function coverByShortPaths(random: Random, width: number, height: number, noTouch: boolean): number[][] | null {
  const n = width * height;
  const owner = new Int32Array(n).fill(-1);
  const paths: number[][] = [];
  const board = { width, height };
  for (const cell of shuffleInPlace(random, Array.from({ length: n }, (_, i) => i))) {
    if (owner[cell] >= 0) continue;
    const around = neighbourCells(board, cell);
    const free = around.filter((c) => owner[c] < 0);
    if (free.length > 0) {
      const other = free[randomInt(random, free.length)];
      owner[cell] = owner[other] = paths.length;
      paths.push([cell, other]);
      continue;
    }
    const ends = around.filter((c) => {
      const path = paths[owner[c]];
      if (path[0] !== c && path[path.length - 1] !== c) return false;
      return !noTouch || touchesOnly(board, path, c, [cell]);
    });
    if (ends.length === 0) return null;
    const end = ends[randomInt(random, ends.length)];
    const path = paths[owner[end]];
    if (path[0] === end) path.unshift(cell);
    else path.push(cell);
    owner[cell] = owner[end];
  }
  return paths;
}

/**
 * Joins drawn at random among all pairs of neighbouring ends of different
 * paths, each merging its two paths, until none is left. `paths` is merged
 * in place.
 */
function drawJoins(random: Random, width: number, height: number, paths: number[][], noTouch: boolean): [number, number][] {
  const board = { width, height };
  const owner = new Int32Array(width * height);
  const live = new Set<number>();
  const refresh = (k: number) => {
    for (const c of paths[k]) owner[c] = k;
    live.add(k);
  };
  paths.forEach((_, k) => refresh(k));
  const joins: [number, number][] = [];
  for (;;) {
    const options: [number, number][] = [];
    for (const k of live) {
      const path = paths[k];
      for (const end of [path[0], path[path.length - 1]]) {
        for (const other of neighbourCells(board, end)) {
          const j = owner[other];
          if (j === k || j < k) continue; // each pair once: from the path of lower number
          const q = paths[j];
          if (q[0] !== other && q[q.length - 1] !== other) continue;
          if (noTouch && !touchesOnly(board, path, end, q, other)) continue;
          options.push([end, other]);
        }
      }
    }
    if (options.length === 0) return joins;
    const [u, v] = options[randomInt(random, options.length)];
    joins.push([u, v]);
    const a = owner[u];
    const b = owner[v];
    const p = paths[a][0] === u ? paths[a].reverse() : paths[a];
    const q = paths[b][0] === v ? paths[b] : paths[b].reverse();
    paths[a] = [...p, ...q];
    paths[b] = [];
    live.delete(b);
    refresh(a);
  }
}

/**
 * Whether joining `path` at its end `end` to the cells `added` (starting at
 * `start`, the cell joined to `end`) keeps the path from running alongside
 * itself: no cell of `added` may neighbour a cell of `path`, except the joined pair.
 */
function touchesOnly(board: { width: number; height: number }, path: number[], end: number, added: number[], start = added[0]): boolean {
  const mine = new Set(path);
  for (const c of added) {
    for (const d of neighbourCells(board, c)) {
      if (!mine.has(d)) continue;
      if (c === start && d === end) continue;
      return false;
    }
  }
  return true;
}

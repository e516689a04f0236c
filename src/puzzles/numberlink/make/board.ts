/**
 * A board from pieces and the joins made (./pieces.ts): the paths they form,
 * and the puzzle whose clues are those paths' ends, labelled 1, 2, … in
 * reading order of each path's first end. The paths are the board's intended
 * solution.
 */
import { EMPTY, type NumberlinkPuzzle } from '../puzzle';
import type { Pieces } from './pieces';

export interface MadePaths {
  puzzle: NumberlinkPuzzle;
  /** Each path as cell indices from its first end (in reading order) to its second. */
  paths: number[][];
}

export function boardOf(pieces: Pieces, made: readonly number[]): MadePaths {
  const n = pieces.width * pieces.height;
  // Each cell has at most two path neighbours: inside a piece, or across a join.
  const next: number[][] = Array.from({ length: n }, () => []);
  const link = (a: number, b: number) => {
    next[a].push(b);
    next[b].push(a);
  };
  for (const piece of pieces.pieces) for (let i = 1; i < piece.length; i++) link(piece[i - 1], piece[i]);
  for (const j of made) link(pieces.joins[j][0], pieces.joins[j][1]);
  const seen = new Uint8Array(n);
  const paths: number[][] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start] || next[start].length !== 1) continue;
    const path = [start];
    seen[start] = 1;
    for (let at = next[start][0]; ; ) {
      path.push(at);
      seen[at] = 1;
      const onward = next[at].find((c) => !seen[c]);
      if (onward === undefined) break;
      at = onward;
    }
    paths.push(path);
  }
  const cells = new Array<number>(n).fill(EMPTY);
  paths.forEach((path, k) => {
    cells[path[0]] = k;
    cells[path[path.length - 1]] = k;
  });
  return { puzzle: { width: pieces.width, height: pieces.height, cells, labels: paths.map((_, k) => String(k + 1)) }, paths };
}

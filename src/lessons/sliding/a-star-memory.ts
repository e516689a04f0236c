/**
 * How many boards A* keeps in memory to solve a board, for the lesson's
 * comparison with IDA*, which keeps only its current path (at most the
 * solution's length + 1 boards). The site's solver never runs A*; this small
 * one exists so that the lesson's A* figure is computed, not quoted.
 *
 * A* with an admissible estimate: keep every board generated (the open list
 * and the closed set), always expand an open board of smallest f = g + h, and
 * stop when the goal is taken out. The figure is the number of distinct boards
 * held when it stops. f values are small integers, so the open list is a
 * bucket per f, ties taken last in, first out (deepest first), as A* usually does.
 */
import { blankCell, isGoal, neighbourTable, type SlidingPuzzle } from '../../puzzles/sliding/board';
import type { Heuristic } from '../../puzzles/sliding/heuristics/heuristic';

export interface AStarMemory {
  /** Distinct boards A* held (open and closed) when it took the goal out. */
  stored: number;
  /** The length of the solution it found: a shortest one. */
  length: number;
}

export function aStarMemory(p: SlidingPuzzle, heuristic: Heuristic): AStarMemory {
  const key = (tiles: readonly number[]) => tiles.join(',');
  const estimate = (tiles: readonly number[]) => heuristic.init(Uint8Array.from(tiles));
  /** Best known g per board: every board A* has generated. */
  const best = new Map<string, number>([[key(p.tiles), 0]]);
  const open: { tiles: number[]; g: number }[][] = [];
  /** The smallest f that may still hold open boards. */
  let f = 0;
  const push = (tiles: number[], g: number) => {
    const fChild = g + estimate(tiles);
    (open[fChild] ??= []).push({ tiles, g });
    // Linear conflicts can drop by two in one move, so a child's f may be below its parent's.
    f = Math.min(f, fChild);
  };
  push(p.tiles.slice(), 0);
  const neighbours = neighbourTable(p.size);
  while (f < open.length) {
    const entry = open[f]?.pop();
    if (!entry) {
      f++;
      continue;
    }
    const { tiles, g } = entry;
    if (g > best.get(key(tiles))!) continue; // a stale entry: a shorter way to this board was found later
    if (isGoal(tiles, p.size)) return { stored: best.size, length: g };
    const blank = blankCell(tiles);
    for (const cell of neighbours[blank]) {
      const next = tiles.slice();
      next[blank] = next[cell];
      next[cell] = 0;
      const k = key(next);
      const known = best.get(k);
      if (known !== undefined && known <= g + 1) continue;
      best.set(k, g + 1);
      push(next, g + 1);
    }
  }
  throw new Error('A* emptied its open list: the board is not solvable');
}

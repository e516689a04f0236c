/**
 * The canonical conventions (`fill-canonical`, `nikoli-canonical`): the
 * solutions without a locally redundant pattern, the ones TdZdd's Numberlink
 * solver `ddnumlin` (Iwashita) counts by default. A pattern is redundant when
 * the same paths could be drawn another way that changes only a few cells
 * next to it, so a puzzle that has it has at least two solutions; a puzzle
 * with exactly one solution never contains one, and leaving such solutions
 * out shrinks the diagram without losing a uniquely solvable puzzle's answer.
 *
 * The patterns, in ddnumlin's frame (the board as given when it has at least
 * as many rows as columns, else turned over its main diagonal, so that rows
 * run along the shorter side; "up" is the frame's previous row):
 *   u-turn  a path uses three sides of a 2×2 block: the two cells at its
 *           open side are neighbours, and the path could step between them
 *           directly (under fill that empties two cells, so this pattern is
 *           the one fill-canonical removes and the only one a fill solution
 *           can have);
 *   corner  a path turns at the lower cell of a 2×2 block, coming from the
 *           cell above and going sideways, while the block's upper cell on
 *           that side is empty: it could turn through that cell instead;
 *   detour  a path climbs from a cell into the row above, runs straight
 *           along it and comes down again into the same row, over cells
 *           that are all empty: it could run straight through them.
 * The frame matters: corners and detours point up, so the same board turned
 * upside down has other canonical solutions (the count can differ).
 *
 * This file says it for a whole solution (the brute force filters by it);
 * ./mate-canonical.ts tests the same patterns edge by edge during the ZDD
 * construction, written separately so one can check the other.
 */
import type { Orientation } from './graph';
import type { Cell, NumberlinkPuzzle } from './puzzle';

export type RedundantKind = 'u-turn' | 'corner' | 'detour';

export interface RedundantPattern {
  kind: RedundantKind;
  /** The cells of the pattern on the board, as [row, column]. */
  cells: Cell[];
}

/** Whether ddnumlin turns the board over its diagonal: when it has more columns than rows. */
export const frameTransposed = (p: { width: number; height: number }): boolean => p.width > p.height;

/**
 * The edge orders in which ./mate-canonical.ts can follow the patterns: the
 * sweep along the frame's rows (the shorter side), from its first row; each
 * row may run either way, since every pattern has its mirror image too.
 */
export function canonicalOrientations(p: { width: number; height: number }): Orientation[] {
  const sweep = frameTransposed(p) ? 'columns' : 'rows';
  return [false, true].map((mirror) => ({ sweep, reverse: false, mirror }));
}

export const isCanonicalOrientation = (p: { width: number; height: number }, o: Orientation): boolean =>
  !o.reverse && o.sweep === (frameTransposed(p) ? 'columns' : 'rows');

/** The first redundant pattern in the solution's paths (frame row by row), or null when there is none. */
export function findRedundantPattern(p: NumberlinkPuzzle, paths: Record<string, Cell[]>): RedundantPattern | null {
  const w = p.width;
  const links = new Set<number>();
  const used = new Uint8Array(w * p.height);
  const key = (x: number, y: number): number => Math.min(x, y) * w * p.height + Math.max(x, y);
  for (const path of Object.values(paths)) {
    path.forEach(([r, c], i) => {
      used[r * w + c] = 1;
      if (i > 0) links.add(key((path[i - 1][0]) * w + path[i - 1][1], r * w + c));
    });
  }
  const t = frameTransposed(p);
  const rows = t ? p.width : p.height;
  const cols = t ? p.height : p.width;
  // Frame (row i, column j) → board cell index, and → [row, column].
  const at = (i: number, j: number): number => (t ? j * w + i : i * w + j);
  const cell = (i: number, j: number): Cell => (t ? [j, i] : [i, j]);
  const linked = (i1: number, j1: number, i2: number, j2: number): boolean => links.has(key(at(i1, j1), at(i2, j2)));
  for (let i = 0; i + 1 < rows; i++) {
    for (let j = 0; j + 1 < cols; j++) {
      const block = [cell(i, j), cell(i, j + 1), cell(i + 1, j + 1), cell(i + 1, j)];
      const top = linked(i, j, i, j + 1);
      const bottom = linked(i + 1, j, i + 1, j + 1);
      const left = linked(i, j, i + 1, j);
      const right = linked(i, j + 1, i + 1, j + 1);
      if (+top + +bottom + +left + +right >= 3) return { kind: 'u-turn', cells: block };
      if (bottom && left && !used[at(i, j + 1)]) return { kind: 'corner', cells: [cell(i, j), cell(i + 1, j), cell(i + 1, j + 1), cell(i, j + 1)] };
      if (bottom && right && !used[at(i, j)]) return { kind: 'corner', cells: [cell(i, j + 1), cell(i + 1, j + 1), cell(i + 1, j), cell(i, j)] };
    }
    // Detours: down-links at columns j0 < j1 joined by a straight run in row i, over empty cells in row i + 1.
    for (let j0 = 0; j0 < cols; j0++) {
      if (!linked(i, j0, i + 1, j0)) continue;
      for (let j1 = j0 + 1; j1 < cols && linked(i, j1 - 1, i, j1); j1++) {
        if (linked(i, j1, i + 1, j1)) {
          let empty = true;
          for (let j = j0 + 1; j < j1; j++) if (used[at(i + 1, j)]) empty = false;
          if (empty) {
            const cells: Cell[] = [];
            for (let j = j0; j <= j1; j++) cells.push(cell(i, j));
            return { kind: 'detour', cells: [cell(i + 1, j0), ...cells, cell(i + 1, j1)] };
          }
          break;
        }
      }
    }
  }
  return null;
}

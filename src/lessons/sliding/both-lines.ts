/**
 * The lesson's worked example for "a row's conflicts and a column's may both
 * be added": an 8-puzzle board with one linear conflict in its top row and
 * one in its left column. The row's costs two up-or-down moves, the column's
 * two sideways moves, and Manhattan distance counts neither; so Manhattan +
 * both conflicts still never overshoots — checked here against the true
 * shortest length from the breadth-first search over the whole 8-puzzle.
 * Pure: the numbers come from the same breakdown the lesson's badges use.
 */
import { explainManhattanLc } from '../../puzzles/sliding/heuristics/manhattan';
import { parseSliding, printSliding } from '../../puzzles/sliding/format';

/** Top row 2 1 3 (2 and 1 swapped), left column 2 7 4 (7 and 4 swapped). */
export const BOTH_LINES_BOARD = '2 1 3 / 7 5 6 / 4 8 _';

export interface LineConflictPart {
  /** "row 1" or "column 1". */
  line: string;
  /** The two tiles in conflict there. */
  pair: [number, number];
  /** Moves the conflict adds. */
  added: number;
}

export interface BothLinesExample {
  text: string;
  tiles: number[];
  manhattan: number;
  row: LineConflictPart;
  column: LineConflictPart;
  /** Manhattan distance plus both conflicts. */
  total: number;
  /** The true number of moves (shortest solution). */
  shortest: number;
  /** For the drawing: each tile's Manhattan distance (by tile number) and the conflicting pairs. */
  distances: number[];
  conflicts: [number, number][];
}

/** The example's numbers; `shortestOf` gives the true distance of an 8-puzzle board (e.g. from the BFS table). */
export function bothLinesExample(shortestOf: (tiles: readonly number[]) => number): BothLinesExample {
  const parsed = parseSliding(BOTH_LINES_BOARD);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { tiles, size } = parsed.puzzle;
  const b = explainManhattanLc(tiles, size);
  const part = (prefix: string): LineConflictPart => {
    const p = b.parts.find((x) => x.label.startsWith(prefix));
    const pair = (b.conflicts ?? []).find(([x, y]) => lineOf(tiles, size, x, prefix) && lineOf(tiles, size, y, prefix));
    if (!p || !pair) throw new Error(`the example board has no conflict in ${prefix}`);
    return { line: prefix.toLowerCase(), pair: [pair[0], pair[1]], added: p.value };
  };
  const row = part('Row 1');
  const column = part('Column 1');
  const manhattan = b.parts[0].value;
  const total = b.total;
  if (total !== manhattan + row.added + column.added) throw new Error('the example board has conflicts beyond its row and column');
  return {
    text: printSliding(parsed.puzzle), tiles, manhattan, row, column, total, shortest: shortestOf(tiles),
    distances: [...(b.perTile ?? [])], conflicts: (b.conflicts ?? []).map(([x, y]) => [x, y]),
  };
}

/** Whether `tile` stands in the line named by `prefix` ("Row 1", "Column 1"). */
function lineOf(tiles: readonly number[], size: number, tile: number, prefix: string): boolean {
  const cell = tiles.indexOf(tile);
  const [kind, n] = prefix.split(' ');
  return kind === 'Row' ? Math.floor(cell / size) === Number(n) - 1 : cell % size === Number(n) - 1;
}

/** Hand-made play positions: a board from rows joined by '/', lines and "no line" marks named by their cells (1-based, as the page says them). */
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { edgeIndex, emptyPosition, LINE, NO_LINE, type EdgeMark } from '../../src/puzzles/numberlink/play/position';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';

export function board(rows: string): NumberlinkPuzzle {
  const r = parseNumberlink(rows.replace(/\//g, '\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

type Pair = [[number, number], [number, number]];

/** The index of the edge between two cells given 1-based as on the page. */
export function edge(p: NumberlinkPuzzle, [[r1, c1], [r2, c2]]: Pair): number {
  const e = edgeIndex(p, (r1 - 1) * p.width + (c1 - 1), (r2 - 1) * p.width + (c2 - 1));
  if (e < 0) throw new Error(`(${r1}, ${c1}) and (${r2}, ${c2}) are not neighbours`);
  return e;
}

export function position(p: NumberlinkPuzzle, lines: Pair[], noLines: Pair[] = []): EdgeMark[] {
  const pos = emptyPosition(p);
  for (const pair of lines) pos[edge(p, pair)] = LINE;
  for (const pair of noLines) pos[edge(p, pair)] = NO_LINE;
  return pos;
}

/** The cell index of a 1-based (row, column). */
export const cell = (p: NumberlinkPuzzle, r: number, c: number): number => (r - 1) * p.width + (c - 1);

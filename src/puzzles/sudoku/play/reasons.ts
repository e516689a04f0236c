/**
 * Why rows left the matrix, in words a reader can check on the board: a cell
 * "sees" a value when a filled cell of its row, column or box holds it, and
 * a cell that is filled has no other row. Each removal names the filled cell
 * that did it, and says when that cell is one of the reader's placements
 * (not a given), since a wrong placement of theirs would make it wrong too.
 */
import { conditionName, type Condition } from '../exact-cover-model';
import { cellName } from '../puzzle';
import { unitCells, unitOf, type CandidateGrid } from './candidate-grid';
import { remover } from './forced-moves';

/** The unit cells i and j share, row first. */
export function sharedUnit(g: CandidateGrid, i: number, j: number): 'row' | 'column' | 'box' {
  if (g.geo.rowOf[i] === g.geo.rowOf[j]) return 'row';
  if (g.geo.colOf[i] === g.geo.colOf[j]) return 'column';
  return 'box';
}

/** "r3c7" or "r1c4 (yours)" when the reader placed it (`placed[j]` non-zero). */
function whose(g: CandidateGrid, j: number, placed: readonly number[]): string {
  return `${cellName(g.size, j)}${placed[j] !== 0 ? ' (yours)' : ''}`;
}

/** "a", "a and b", "a, b and c" (or "… or c"). */
export function listAnd(words: readonly string[], conjunction = 'and'): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** Why each value but `keep` is gone from empty cell i: "1 at r3c7 (row), 2 at r1c4 (yours) (column)". */
export function cellRemovals(g: CandidateGrid, i: number, keep: number, placed: readonly number[]): string {
  const parts: string[] = [];
  for (let v = 1; v <= g.size; v++) {
    if (v === keep) continue;
    const j = remover(g, i, v, Infinity);
    if (j >= 0) parts.push(`${v} at ${whose(g, j, placed)} (${sharedUnit(g, i, j)})`);
  }
  return listAnd(parts);
}

/**
 * Why each cell of a unit condition's unit but `keep` cannot take its value:
 * "r3c1 and r3c2 are filled; r3c4 sees the 7 at r8c4 (column); …".
 */
export function unitRemovals(g: CandidateGrid, c: Condition, keep: number, placed: readonly number[]): string {
  const filled: string[] = [];
  // Cells grouped by the filled cell they see and the unit they share with it, so the words hold for each.
  const seeing = new Map<string, { j: number; unit: string; cells: number[] }>();
  for (const i of unitCells(g.order, unitOf(g.size, c))) {
    if (i === keep) continue;
    if (g.cells[i] !== 0) {
      filled.push(cellName(g.size, i));
      continue;
    }
    const j = remover(g, i, c.value, Infinity);
    if (j < 0) continue;
    const unit = sharedUnit(g, i, j);
    const key = `${j} ${unit}`;
    const group = seeing.get(key) ?? { j, unit, cells: [] as number[] };
    group.cells.push(i);
    seeing.set(key, group);
  }
  const parts: string[] = [];
  if (filled.length > 0) parts.push(`${listAnd(filled)} ${filled.length === 1 ? 'is' : 'are'} filled`);
  for (const { j, unit, cells } of seeing.values()) {
    const who = listAnd(cells.map((i) => cellName(g.size, i)));
    parts.push(`${who} ${cells.length === 1 ? 'sees' : 'see'} the ${c.value} at ${whose(g, j, placed)} (${unit})`);
  }
  return parts.join('; ');
}

/** The condition in the lesson's words, quoted: “row 3 has a 7”. */
export function quoted(size: number, c: Condition): string {
  return `“${conditionName(size, c)}”`;
}

/** Where a condition is on the board: "cell r3c4", "row 3", "column 4", "box 2". */
export function placeOf(size: number, c: Condition): string {
  return c.kind === 'cell' ? `cell ${cellName(size, c.unit)}` : `${c.kind} ${c.unit + 1}`;
}

/** The cells a condition is about (the cell, or its unit's cells): what the hint outlines. */
export function cellsOf(g: CandidateGrid, c: Condition): number[] {
  return c.kind === 'cell' ? [c.unit] : [...unitCells(g.order, unitOf(g.size, c))];
}

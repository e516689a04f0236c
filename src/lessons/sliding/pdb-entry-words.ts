/**
 * One pattern-database entry set beside what a reader can count on the board:
 * the group's Manhattan distances, tile by tile, and the linear conflicts
 * among the group's own tiles. An entry never says less than the two
 * together (each counts moves of the group's tiles only, and a conflict's
 * moves are ones Manhattan distance leaves out); whatever it says beyond
 * them, the database's search found where the tiles and the blank get in
 * each other's way. Pure, so the lesson's stepper and its small database
 * say the same thing in the same words, and a test reads them.
 */
import { plural } from '../../core/numbers';
import { explainManhattanLc } from '../../puzzles/sliding/heuristics/manhattan';
import type { ExtraMoves } from './pdb-extra-moves';

export interface EntryComparison {
  /** The group's tiles in number order, each with its Manhattan distance on this board. */
  distances: { tile: number; distance: number }[];
  /** Their sum. */
  manhattan: number;
  /** Moves added by linear conflicts among the group's own tiles (2 per tile that must leave its line). */
  conflict: number;
  /** The conflicting pairs (two of the group's tiles in their home line in the wrong order), and the line. */
  conflicts: { pair: [number, number]; line: string }[];
  /** What the entry says beyond both: the database's search found it (tiles and blank in each other's way). */
  rest: number;
}

/** The entry `value` of the database of `group`, read on `tiles`, set beside Manhattan distance and conflicts. */
export function compareWithManhattan(tiles: readonly number[], size: number, group: readonly number[], value: number): EntryComparison {
  const members = new Set(group);
  // The board with only the group's tiles on it: its Manhattan + conflicts counts this group alone.
  const alone = tiles.map((t) => (members.has(t) ? t : 0));
  const b = explainManhattanLc(alone, size);
  const distances = [...group].sort((x, y) => x - y).map((tile) => ({ tile, distance: b.perTile?.[tile] ?? 0 }));
  const manhattan = b.parts[0].value;
  const lineParts = b.parts.slice(1);
  const conflicts = (b.conflicts ?? []).map((pair) => ({ pair, line: lineOf(pair, tiles, size) }));
  // An entry is at least Manhattan + conflicts (see above); should it ever not be, say only what it is above Manhattan.
  const conflictRaw = lineParts.reduce((a, p) => a + p.value, 0);
  const conflict = Math.min(conflictRaw, Math.max(0, value - manhattan));
  return { distances, manhattan, conflict, conflicts: conflict > 0 ? conflicts : [], rest: Math.max(0, value - manhattan - conflict) };
}

/** "row 1" or "column 3": the line two conflicting tiles share. */
function lineOf([a, b]: [number, number], tiles: readonly number[], size: number): string {
  const ca = tiles.indexOf(a);
  const cb = tiles.indexOf(b);
  return Math.floor(ca / size) === Math.floor(cb / size) ? `row ${Math.floor(ca / size) + 1}` : `column ${(ca % size) + 1}`;
}

/**
 * The entry checked against the board in words: "= the Manhattan distances 1 + 0 + 2 = 3" when it equals them,
 * else by how much it is larger and why (a linear conflict, and/or the blank in the way).
 */
export function entryCheckWords(c: EntryComparison, value: number, found: ExtraMoves | null = null): string {
  const terms = c.distances.map((d) => d.distance);
  const who = `tiles ${c.distances.map((d) => d.tile).join(', ')}`;
  const md = `the Manhattan distances of ${who}: ${terms.join(' + ')} = ${c.manhattan}`;
  if (value === c.manhattan) return `${value} = ${md}. Here the database knows no more than Manhattan distance.`;
  const extra = value - c.manhattan;
  const parts: string[] = [];
  if (c.conflict > 0) {
    const pairs = c.conflicts.map((x) => `${x.pair[0]} and ${x.pair[1]} in ${x.line}`).join('; ');
    parts.push(`${c.conflict} for a linear conflict (${pairs}: home line, wrong order, so one of them must step out and back)`);
  }
  if (c.rest > 0) {
    parts.push(`${c.rest} that the database’s search found and no simple rule counts: the blank is in the way (a tile ` +
      'can only slide into the blank, and the group’s own tiles block the blank’s way to the cell a tile needs, so some ' +
      'tile has to step aside and back)');
  }
  return `${value} is ${plural(extra, 'move')} more than ${md}: ${parts.join(', and ')}.${moversWords(found)}`;
}

/** " In one cheapest way …: tile 12 makes 2 moves though it is home, …": the tiles that make the extra moves. */
export function moversWords(found: ExtraMoves | null, size = 4): string {
  if (!found || found.movers.length === 0) return '';
  const cell = (c: number) => `row ${Math.floor(c / size) + 1}, column ${(c % size) + 1}`;
  const each = found.movers.map((m) =>
    `tile ${m.tile} makes ${plural(m.moves, 'move')} though it is ${m.distance === 0 ? 'at home' : `${plural(m.distance, 'move')} from home`}`);
  const start = found.fromRealBlank ? `the blank starting where it stands, on ${cell(found.blank)}` : `the blank starting on ${cell(found.blank)}`;
  return ` Where they are made, in one cheapest way for these tiles alone (searched like the database, ${start}): ` +
    `${each.join('; ')}.`;
}

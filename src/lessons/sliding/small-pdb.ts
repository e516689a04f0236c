/**
 * A pattern database small enough to read whole, for the lesson: tiles 1 and
 * 2 of the 8-puzzle, built by the solver's own construction (src/puzzles/sliding/pdb/build.ts,
 * blank-aware and additive) when the site is built. It has one entry per
 * placement of the two tiles — 9 × 8 = 72 — and the lesson prints every one
 * beside what Manhattan distance says for the same two tiles, so a reader
 * can see where the database knows better, and looks one board up in it.
 */
import { buildPatternDb } from '../../puzzles/sliding/pdb/build';
import { sparseIndex } from '../../puzzles/sliding/pdb/layout';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { printSliding } from '../../puzzles/sliding/format';
import { workedEntry, type WorkedEntry } from './small-pdb-worked';
import { parity } from '../../puzzles/sliding/parity';

export const SMALL_PATTERN = [1, 2];
const SIZE = 3;

export interface SmallPdbFacts {
  tiles: number[];
  size: number;
  /** value[c1][c2]: the entry with tile 1 on cell c1 and tile 2 on cell c2 (null when c1 = c2). */
  value: (number | null)[][];
  /** manhattan[c1][c2]: the two tiles' Manhattan distances added, for the same placement. */
  manhattan: (number | null)[][];
  placements: number;
  /** Placements whose entry is above Manhattan distance. */
  aboveManhattan: number;
  largest: number;
  /** One board looked up: where the two tiles stand (in words too), the entry and the Manhattan sum there. */
  lookup: { text: string; cells: [number, number]; where: [string, string]; value: number; manhattan: number;
    /** The other pair of tiles swapped, only so the board can be solved (1 and 2 swapped alone cannot be); or none. */
    keepSolvable: number[] };
  /** An entry above Manhattan distance because of the blank alone, worked by hand (./small-pdb-worked.ts). */
  worked: WorkedEntry;
}

function manhattanOf(tile: number, cell: number, size: number): number {
  const goal = tile - 1;
  return Math.abs(Math.floor(cell / size) - Math.floor(goal / size)) + Math.abs((cell % size) - (goal % size));
}

export function smallPdbFacts(example: SlidingPuzzle): SmallPdbFacts {
  if (example.size !== SIZE) throw new Error('the small database is for an 8-puzzle board');
  const db = buildPatternDb(SMALL_PATTERN, { size: SIZE });
  const [a, b] = SMALL_PATTERN;
  const entry = (c1: number, c2: number) => {
    const tiles = new Array<number>(SIZE * SIZE).fill(0);
    tiles[c1] = a;
    tiles[c2] = b;
    return db.values[sparseIndex(db, tiles)];
  };
  const cells = Array.from({ length: SIZE * SIZE }, (_, c) => c);
  const value = cells.map((c1) => cells.map((c2) => (c1 === c2 ? null : entry(c1, c2))));
  const manhattan = cells.map((c1) => cells.map((c2) => (c1 === c2 ? null : manhattanOf(a, c1, SIZE) + manhattanOf(b, c2, SIZE))));
  let aboveManhattan = 0;
  let largest = 0;
  for (const c1 of cells) {
    for (const c2 of cells) {
      const v = value[c1][c2];
      if (v === null) continue;
      if (v > manhattan[c1][c2]!) aboveManhattan++;
      largest = Math.max(largest, v);
    }
  }
  const at: [number, number] = [example.tiles.indexOf(a), example.tiles.indexOf(b)];
  // The lesson's sentence about this board says the database knows better than Manhattan here.
  // It also says the two tiles are in each other's way in their home row (the top row).
  const inTopRow = at.every((c) => Math.floor(c / SIZE) === 0);
  if (!inTopRow || !(value[at[0]][at[1]]! > manhattan[at[0]][at[1]]!)) {
    throw new Error('the small database example board must have tiles 1 and 2 in the top row with an entry above Manhattan distance');
  }
  // The lesson says why any other tile is off its home: one pair swapped only to keep the board solvable. That must
  // be true: just one other pair, the board solvable, and with that pair put home (1 and 2 left swapped) it is not.
  const keepSolvable = example.tiles.filter((t, c) => t !== 0 && !SMALL_PATTERN.includes(t) && t !== c + 1).sort((x, y) => x - y);
  const cellsOf = keepSolvable.map((t) => example.tiles.indexOf(t)).sort((x, y) => x - y);
  const homesOf = keepSolvable.map((t) => t - 1);
  const othersHome = { size: SIZE, tiles: example.tiles.map((t, c) => (keepSolvable.includes(t) ? c + 1 : t)) };
  if (keepSolvable.length > 0 && (keepSolvable.length !== 2 || cellsOf.join() !== homesOf.join() || !parity(example).solvable || parity(othersHome).solvable)) {
    throw new Error('the small database example board moves other tiles for a reason the lesson does not give');
  }
  const words = (c: number) => `row ${Math.floor(c / SIZE) + 1}, column ${(c % SIZE) + 1}`;
  return {
    tiles: SMALL_PATTERN,
    size: SIZE,
    value,
    manhattan,
    placements: cells.length * (cells.length - 1),
    aboveManhattan,
    largest,
    lookup: {
      text: printSliding(example),
      cells: at,
      where: [words(at[0]), words(at[1])],
      value: value[at[0]][at[1]]!,
      manhattan: manhattan[at[0]][at[1]]!,
      keepSolvable,
    },
    worked: workedEntry(value),
  };
}

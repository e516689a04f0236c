/**
 * The public Sudoku sets under tests/data/sudoku/ (provenance in
 * PROVENANCE.md there), read for the tests and the benchmark: one reader, so
 * both see the same boards. Node only (it reads files).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSudokuMany } from './format';
import type { SudokuPuzzle } from './puzzle';

/** The set names: the files' names without `.txt`. */
export type SudokuSetName =
  | '9x9_forum_hardest_1905_11plus-first1000'
  | '9x9_magictour_top1465-first1000'
  | '9x9_forum_hardest_1106'
  | '9x9_17clue_royle-first1000'
  | '9x9_serg_benchmark-first500'
  | '16x16_gecode_janko'
  | '16x16_krazydad-100-per-level'
  | '16x16_rkkautsar'
  | '25x25_rkkautsar'
  | '25x25_gecode_frisch'
  | '64x64_rkkautsar'
  | '81x81_rkkautsar'
  | '100x100_rkkautsar'
  | '144x144_rkkautsar'
  | '225x225_rkkautsar'
  | '400x400_rkkautsar'
  | 'generated_large_50pct_holes';

export interface SudokuBoard {
  /** "set:line", e.g. "25x25_gecode_frisch:1". */
  id: string;
  line: number;
  puzzle: SudokuPuzzle;
}

/** Every board of a set (or the first `limit`), from the repository at `root`. */
export function readSudokuSet(root: string, name: SudokuSetName, limit = Infinity): SudokuBoard[] {
  const text = readFileSync(join(root, 'tests', 'data', 'sudoku', `${name}.txt`), 'utf8');
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const chosen = lines.slice(0, Math.min(lines.length, limit));
  // Each line is one board: parse them one by one so a line number is the board's.
  return chosen.map((l, i) => {
    const parsed = parseSudokuMany(l);
    if (parsed.length !== 1 || !parsed[0].ok) {
      const why = parsed[0] && !parsed[0].ok ? parsed[0].error.message : 'not one board';
      throw new Error(`${name} line ${i + 1}: ${why}`);
    }
    return { id: `${name}:${i + 1}`, line: i + 1, puzzle: parsed[0].puzzle };
  });
}

/**
 * The boards of `npm run bench -- limits`: per genre, the hardest inputs the
 * size caps allow (empty boards at the cap, where forcing settles nothing,
 * and the public board each method finds hardest), and one board the CLI
 * answers at once, to measure the process's start-up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import type { GenreName } from '../puzzles/index';
import { MAX_SIDE as AKARI_MAX_SIDE } from '../puzzles/akari/puzzle';
import { printNumberlink } from '../puzzles/numberlink/format';
import { readNumberlinkRecords } from '../puzzles/numberlink/records';
import { MAX_SIDE as SHAKASHAKA_MAX_SIDE, printShakashaka } from '../puzzles/shakashaka/format';
import { readShakashakaRecords } from '../puzzles/shakashaka/records';
import { readSudokuSet } from '../puzzles/sudoku/data-node';
import { printSudoku } from '../puzzles/sudoku/format';

export interface HardBoard {
  label: string;
  /** The board in the genre's text format (read when the genre is measured). */
  text: () => string;
  /** Extra CLI options for this board. */
  args?: string[];
  /** Only these methods (the options above are theirs); every method when absent. */
  methods?: string[];
}

export interface GenreBoards {
  /** A board the CLI answers at once. */
  trivial: string;
  /**
   * CLI options for the trivial board, when the default method would not answer it at once: Shakashaka's
   * default (auto) waits for HiGHS to load, and counting that load as start-up would hide it from every row.
   */
  trivialArgs?: string[];
  hard: HardBoard[];
}

/** A puzzle of the public data under tests/data/, by id. */
function dataRecordText<T extends { id: string }>(file: string, read: (text: string) => T[], id: string, print: (r: T) => string): string {
  const record = read(readFileSync(join(repoRoot, 'tests', 'data', file), 'utf8')).find((r) => r.id === id);
  if (!record) throw new Error(`no puzzle ${id} in tests/data/${file}`);
  return print(record);
}

const emptyRows = (width: number, height: number) => Array.from({ length: height }, () => '.'.repeat(width)).join('\n') + '\n';

/** An empty Sudoku of order n as one line: n⁴ dots, read as the n²×n² board. */
const emptySudoku = (order: number) => '.'.repeat(order ** 4) + '\n';

/** Numberlink: a side×side board with two labels in opposite corners pairs, everything else open. */
function twoLabelNumberlink(side: number): string {
  const rows = Array.from({ length: side }, () => Array.from({ length: side }, () => '.'));
  rows[0][0] = '1';
  rows[side - 1][side - 1] = '1';
  rows[0][side - 1] = '2';
  rows[side - 1][0] = '2';
  return rows.map((r) => r.join(' ')).join('\n') + '\n';
}

export const HARD_BOARDS: Partial<Record<GenreName, GenreBoards>> = {
  sliding: {
    trivial: '1 2 3 4 5 6 7 8 0\n',
    // The first of the 17 positions 80 moves from the goal (tests/data/sliding/hardest80.txt).
    hard: [{ label: '80-move 15-puzzle', text: () => '0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1\n' }],
  },
  akari: {
    trivial: '.\n',
    hard: [{ label: `empty ${AKARI_MAX_SIDE}×${AKARI_MAX_SIDE}`, text: () => emptyRows(AKARI_MAX_SIDE, AKARI_MAX_SIDE) }],
  },
  sudoku: {
    trivial: '1...............\n',
    hard: [
      // Frisch's 25×25 board #1 (tests/data/sudoku/): the hardest of the set for `sat`.
      { label: 'Frisch 25×25 #1', text: () => printSudoku(readSudokuSet(repoRoot, '25x25_gecode_frisch')[0].puzzle) + '\n' },
      { label: 'empty 100×100', text: () => emptySudoku(10) },
      { label: 'empty 49×49, full encoding', text: () => emptySudoku(7), args: ['--encoding', 'full'], methods: ['sat'] },
      { label: 'empty 625×625', text: () => emptySudoku(25) },
    ],
  },
  numberlink: {
    trivial: '1 1\n',
    hard: [
      // A 50×50 board: the frontier is 50 cells wide, the diagram far too large to finish.
      { label: '50×50', text: () => dataRecordText('numberlink/large-50x50.txt', readNumberlinkRecords, 'thomasahle-inputs10-001', (r) => printNumberlink(r.puzzle)) + '\n' },
      { label: '100×100, two labels', text: () => twoLabelNumberlink(100) },
    ],
  },
  shakashaka: {
    trivial: '.\n',
    trivialArgs: ['--method', 'steps'],
    hard: [
      // The largest public board: deduction leaves most of it open, HiGHS needs a while.
      { label: 'noqx 30×30', text: () => dataRecordText('shakashaka/noqx.txt', readShakashakaRecords, 'noqx-30x30', (r) => printShakashaka(r.puzzle)) + '\n' },
      { label: `empty ${SHAKASHAKA_MAX_SIDE}×${SHAKASHAKA_MAX_SIDE}`, text: () => emptyRows(SHAKASHAKA_MAX_SIDE, SHAKASHAKA_MAX_SIDE) },
    ],
  },
};

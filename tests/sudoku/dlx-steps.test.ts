/**
 * The steps of the `dlx` method, pinned: on the lesson's example boards the
 * whole trace (as a fingerprint), the counts the lesson shows — columns
 * chosen, rows tried, rows taken back, link updates — and the search counts
 * must stay exactly what they were when pinned, and likewise the counts on
 * the first boards of both 9×9 benchmark sets, and whole traces of two
 * boards of each set. The search may get faster; the
 * steps it takes may not change. (If the search is meant to change, re-pin
 * from a run of the new code and say why in the commit.)
 */
import { describe, expect, it } from 'vitest';
import { replayTo } from '../../src/core/player';
import { recorder } from '../../src/core/trace';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import { readSudokuSet, type SudokuSetName } from '../../src/puzzles/sudoku/data-node';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { sudokuReplay } from '../../src/puzzles/sudoku/replay';
import { repoRoot } from '../cli/run-cli';
import { traceDigest } from '../exact-cover/trace-digest';

function example(id: string): SudokuPuzzle {
  const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === id)!.text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

type Result = ReturnType<typeof sudokuGenre.methods.dlx.solve>;

/** The search counts of a run (not its times). */
const searchCounts = ({ stats, status }: Result) => ({ status, solutions: stats.solutions, nodes: stats.nodes, updates: stats.updates, scans: stats.scans, maxLevel: stats.maxLevel });
const counts = (p: SudokuPuzzle, count: number) => searchCounts(sudokuGenre.methods.dlx.solve(p, { params: { count } }));

/** A traced run: its counts (the same as untraced), its fingerprint and length, and the counters the lesson shows. */
function traced(p: SudokuPuzzle, count: number) {
  const rec = recorder<SudokuEvent>(2_000_000);
  const result = searchCounts(sudokuGenre.methods.dlx.solve(p, { sink: rec.sink, params: { count } }));
  expect(result).toEqual(counts(p, count));
  const { choices, tries, backtracks } = replayTo(sudokuReplay, p, rec.events).counters;
  return { ...result, choices, tries, backtracks, events: rec.events.length, digest: traceDigest(rec.events) };
}

const EXAMPLES: [id: string, count: number][] = [
  ['small', 1],
  ['top', 1],
  ['hard', 1],
  ['hard', 2],
  ['clue17', 2],
  ['big', 1],
];

// Pinned from the search as it was before the typed-array loop was tuned for speed.
// `scans` here and below (and the set digests, which cover each board's scans) re-pinned when the column
// scan began to stop at the first column with 2 rows: the same column is chosen, every other count and trace stayed.
const PINNED: Record<string, ReturnType<typeof traced>> = {
  'small 1': { status: 'solved', solutions: 1, nodes: 8, updates: 24, scans: 0, maxLevel: 8, choices: 8, tries: 8, backtracks: 0, events: 60, digest: '58b28c34' },
  'top 1': { status: 'solved', solutions: 1, nodes: 803, updates: 12468, scans: 608, maxLevel: 63, choices: 803, tries: 803, backtracks: 740, events: 6501, digest: '3f1b37a6' },
  'hard 1': { status: 'solved', solutions: 1, nodes: 6181, updates: 85599, scans: 3001, maxLevel: 59, choices: 6181, tries: 6181, backtracks: 6122, events: 49533, digest: 'cb9ad2f6' },
  'hard 2': { status: 'solved', solutions: 1, nodes: 6266, updates: 86871, scans: 3037, maxLevel: 59, choices: 6266, tries: 6266, backtracks: 6266, events: 50331, digest: '66958a1c' },
  'clue17 2': { status: 'solved', solutions: 1, nodes: 911, updates: 12327, scans: 318, maxLevel: 64, choices: 911, tries: 911, backtracks: 911, events: 7491, digest: 'a1ecc91a' },
  'big 1': { status: 'solved', solutions: 1, nodes: 155, updates: 2226, scans: 0, maxLevel: 155, choices: 155, tries: 155, backtracks: 0, events: 1089, digest: '820a05dd' },
};

describe('dlx takes the same steps on the lesson’s boards', () => {
  it.each(EXAMPLES)('%s, counting to %i', (id, count) => {
    expect(traced(example(id), count)).toEqual(PINNED[`${id} ${count}`]);
  });
});

const SETS: SudokuSetName[] = ['9x9_forum_hardest_1905_11plus-first1000', '9x9_magictour_top1465-first1000'];
const PINNED_SETS: Record<string, { boards: number; nodes: number; updates: number; scans: number; digest: string }> = {
  '9x9_forum_hardest_1905_11plus-first1000': { boards: 40, nodes: 107492, updates: 1483608, scans: 33095, digest: 'e11344ea' },
  '9x9_magictour_top1465-first1000': { boards: 40, nodes: 72179, updates: 1076271, scans: 24893, digest: '00b4c1bd' },
};

describe('dlx takes the same steps on the benchmark sets', () => {
  it.each(SETS)('the first 40 boards of %s, counting to 2', (set) => {
    const each = readSudokuSet(repoRoot, set, 40).map((b) => counts(b.puzzle, 2));
    const sum = (k: 'nodes' | 'updates' | 'scans') => each.reduce((s, c) => s + c[k], 0);
    // The digest covers every board's counts, not only the sums.
    expect({ boards: each.length, nodes: sum('nodes'), updates: sum('updates'), scans: sum('scans'), digest: traceDigest(each) }).toEqual(PINNED_SETS[set]);
  });
});

// Boards 2 and 3 of each set (board 1 of each is a lesson example above), traced whole.
const TRACED_BOARDS: [set: SudokuSetName, index: number][] = SETS.flatMap((set) => [1, 2].map((k): [SudokuSetName, number] => [set, k]));
// Pinned from the search before its untraced loop was split off and its link operations fused.
const PINNED_BOARDS: Record<string, ReturnType<typeof traced>> = {
  '9x9_forum_hardest_1905_11plus-first1000 1': { status: 'solved', solutions: 1, nodes: 1463, updates: 20316, scans: 486, maxLevel: 56, choices: 1463, tries: 1463, backtracks: 1463, events: 11907, digest: '9d4e8576' },
  '9x9_forum_hardest_1905_11plus-first1000 2': { status: 'solved', solutions: 1, nodes: 2720, updates: 36915, scans: 470, maxLevel: 56, choices: 2720, tries: 2720, backtracks: 2720, events: 21963, digest: '3991097d' },
  '9x9_magictour_top1465-first1000 1': { status: 'solved', solutions: 1, nodes: 1930, updates: 32937, scans: 1021, maxLevel: 63, choices: 1930, tries: 1930, backtracks: 1930, events: 15643, digest: 'f1f4d050' },
  '9x9_magictour_top1465-first1000 2': { status: 'solved', solutions: 1, nodes: 1863, updates: 31908, scans: 1049, maxLevel: 63, choices: 1863, tries: 1863, backtracks: 1863, events: 15107, digest: '84aa8cfa' },
};

describe('dlx takes the same traced steps on benchmark boards', () => {
  it.each(TRACED_BOARDS)('%s, board index %i, counting to 2', (set, k) => {
    const board = readSudokuSet(repoRoot, set, k + 1)[k];
    expect(traced(board.puzzle, 2)).toEqual(PINNED_BOARDS[`${set} ${k}`]);
  });
});

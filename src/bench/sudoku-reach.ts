/**
 * Which method reaches which order within a time limit: the question of
 * Jeremias, "Algoritmisk Sudokulösning" (Spektraklet blog, 2014) — which
 * algorithm handles the largest Sudoku? — answered with our methods on the
 * public boards: one series of "easy"
 * large boards (the rkkautsar set, 58–80 % given) and one of half-empty ones
 * (the generated set), from 9×9 up. A method's column stops at its first
 * board not solved within the limit (larger ones are not tried, and are
 * marked so). With a JSON path, the table is also written as data
 * (src/lessons/sudoku/reach.json is the lesson's copy: it states what this
 * run measured, and names the command that measured it).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import type { SudokuBoard, SudokuSetName } from '../puzzles/sudoku/data-node';
import { readSudokuSet } from '../puzzles/sudoku/data-node';
import { timed } from './sudoku-measure';
import { note, printTable, type Cell } from './text-table';

interface SeriesBoard {
  label: string;
  board: SudokuBoard;
}

function pick(root: string, set: SudokuSetName, line: number, label: string): SeriesBoard {
  const board = readSudokuSet(root, set).find((b) => b.line === line);
  if (!board) throw new Error(`${set} has no line ${line}`);
  return { label, board };
}

export function reachSeries(root: string): { name: string; boards: SeriesBoard[] }[] {
  return [
    {
      name: 'easy (rkkautsar, 58–80 % given)',
      boards: [
        pick(root, '9x9_magictour_top1465-first1000', 1, '9×9 (top1465 #1)'),
        pick(root, '16x16_rkkautsar', 1, '16×16'),
        pick(root, '25x25_rkkautsar', 1, '25×25'),
        pick(root, '64x64_rkkautsar', 2, '64×64 (#2)'),
        pick(root, '81x81_rkkautsar', 1, '81×81'),
        pick(root, '100x100_rkkautsar', 1, '100×100'),
        pick(root, '144x144_rkkautsar', 1, '144×144 (#1)'),
        pick(root, '225x225_rkkautsar', 2, '225×225 (#2)'),
        pick(root, '400x400_rkkautsar', 1, '400×400'),
      ],
    },
    {
      name: 'half empty (generated)',
      boards: [
        pick(root, 'generated_large_50pct_holes', 1, '36×36'),
        pick(root, 'generated_large_50pct_holes', 3, '49×49'),
        pick(root, 'generated_large_50pct_holes', 5, '64×64'),
        pick(root, 'generated_large_50pct_holes', 7, '100×100'),
        pick(root, 'generated_large_50pct_holes', 9, '225×225'),
      ],
    },
  ];
}

const METHODS = ['backtrack', 'dlx', 'sat'];

/** One board's outcome per method: seconds when solved, the status otherwise, null when not tried. */
export interface ReachCell {
  status: string;
  seconds: number | null;
}

export interface ReachData {
  limitSeconds: number;
  measured: string;
  machine: string;
  methods: string[];
  series: { name: string; boards: { label: string; size: number; givens: number; results: Record<string, ReachCell | null> }[] }[];
}

export function benchReach(root: string, limitMs: number, jsonPath?: string): void {
  const rows: Cell[][] = [];
  const reached: Record<string, string[]> = {};
  const data: ReachData = {
    limitSeconds: limitMs / 1000,
    measured: new Date().toISOString().slice(0, 10),
    machine: `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, one core`,
    methods: METHODS,
    series: [],
  };
  for (const series of reachSeries(root)) {
    const stopped = new Set<string>();
    const boards: ReachData['series'][number]['boards'] = [];
    data.series.push({ name: series.name, boards });
    for (const { label, board } of series.boards) {
      const row: Cell[] = [series.name, label];
      const results: Record<string, ReachCell | null> = {};
      boards.push({ label, size: board.puzzle.size, givens: board.puzzle.cells.filter((v) => v !== 0).length, results });
      for (const m of METHODS) {
        if (stopped.has(m)) {
          row.push('(not tried)');
          results[m] = null;
          continue;
        }
        note(`reach: ${m} on ${board.id} …`);
        const t = timed(board.puzzle, m, limitMs);
        results[m] = { status: t.result.status, seconds: t.result.status === 'solved' ? Math.round(t.ms) / 1000 : null };
        if (t.result.status === 'solved') {
          row.push(`${(t.ms / 1000).toFixed(2)} s`);
          (reached[`${m} ${series.name}`] ??= []).push(label);
        } else {
          row.push(t.result.status === 'timeout' ? `> ${limitMs / 1000} s` : t.result.status);
          stopped.add(m);
        }
      }
      rows.push(row);
    }
  }
  const largest = (m: string, s: string) => reached[`${m} ${s}`]?.at(-1) ?? 'none';
  const series = reachSeries(root).map((s) => s.name);
  printTable(`Which method reaches which order within ${limitMs / 1000} s (the question of Jeremias's "Algoritmisk Sudokulösning")`, ['series', 'board', ...METHODS], rows, [
    ...METHODS.map((m) => `${m}: largest solved — ${series.map((s) => `${s}: ${largest(m, s)}`).join('; ')}`),
    'A column stops at its first board not solved in time; the larger ones are not tried.',
  ]);
  if (jsonPath) {
    writeFileSync(jsonPath, `${JSON.stringify(data, null, 1)}\n`);
    note(`reach table written to ${jsonPath}`);
  }
}

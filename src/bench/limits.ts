/**
 * `npm run bench -- limits`: does every method of every genre stop within its
 * time limit? Each genre names one board that its methods cannot finish
 * quickly (`LONG_BOARDS`); every method solves it under a 100 ms and a 1 s
 * limit, and the table prints the wall time of the whole `solve` call, the
 * status, and the overshoot. Goal: every stop within the limit + 10 % + 50 ms.
 *
 * The genres come from the registry, but the table of boards is partial on
 * purpose: a new genre must compile without an edit here (a benchmark is no
 * layer the genre contract depends on), so a genre without a board is named
 * in the report, and the goal is not met, until it gets one.
 *
 * A method's `prepare` (building tables, loading a solver) runs before the
 * clock starts, as it does in the CLI and the worker. Wall-clock on a shared
 * machine: a late figure is worth a second run before it is believed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import { withCliMethods } from '../cli/cli-methods';
import { genreNames, isGenreName, loadGenre, type GenreName } from '../puzzles/index';
import { printNumberlink } from '../puzzles/numberlink/format';
import { readNumberlinkRecords } from '../puzzles/numberlink/records';
import { printShakashaka } from '../puzzles/shakashaka/format';
import { readSudokuSet } from '../puzzles/sudoku/data-node';
import { printSudoku } from '../puzzles/sudoku/format';
import { readShakashakaRecords } from '../puzzles/shakashaka/records';
import type { AnyGenre } from '../puzzles/types';
import { printTable, secs } from './text-table';

/** A puzzle of the public data under tests/data/, by id. */
function dataRecordText<T extends { id: string }>(file: string, read: (text: string) => T[], id: string, print: (r: T) => string): string {
  const record = read(readFileSync(join(repoRoot, 'tests', 'data', file), 'utf8')).find((r) => r.id === id);
  if (!record) throw new Error(`no puzzle ${id} in tests/data/${file}`);
  return print(record);
}

interface LongBoard {
  label: string;
  /** The board in the genre's text format (read when the genre is measured). */
  text: () => string;
}

/** Per genre: a board that keeps its methods busy past a second. */
const LONG_BOARDS: Partial<Record<GenreName, LongBoard>> = {
  // The first of the 17 positions 80 moves from the goal (tests/data/sliding/hardest80.txt).
  sliding: { label: '80-move 15-puzzle', text: () => '0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1' },
  // An empty board: forcing settles nothing and the search space is huge.
  akari: { label: 'empty 100×100', text: () => Array.from({ length: 100 }, () => '.'.repeat(100)).join('\n') },
  // Frisch's 25×25 board #1 (tests/data/sudoku/): the hardest of the set for `sat` (about half a minute), and
  // minutes for the other two methods.
  sudoku: { label: 'Frisch 25×25 #1', text: () => printSudoku(readSudokuSet(repoRoot, '25x25_gecode_frisch')[0].puzzle) },
  // A 50×50 board: the frontier is 50 cells wide, the diagram far too large to finish.
  numberlink: { label: '50×50', text: () => dataRecordText('numberlink/large-50x50.txt', readNumberlinkRecords, 'thomasahle-inputs10-001', (r) => printNumberlink(r.puzzle)) },
  // The largest public board: deduction leaves most of it open, HiGHS needs a while.
  shakashaka: { label: 'noqx 30×30', text: () => dataRecordText('shakashaka/noqx.txt', readShakashakaRecords, 'noqx-30x30', (r) => printShakashaka(r.puzzle)) },
};

const LIMITS_MS = [100, 1000];
/** The goal's tolerance: the limit + 10 % + 50 ms. */
const allowed = (limitMs: number) => limitMs * 1.1 + 50;

async function measure(genre: AnyGenre, methodName: string, text: string, limitMs: number) {
  const parsed = genre.parseMany(text)[0];
  if (!parsed?.ok) throw new Error(`${genre.name}: the long board does not parse: ${parsed?.ok === false ? parsed.error.message : 'empty'}`);
  const method = genre.methods[methodName];
  await method.prepare?.(parsed.puzzle, {});
  const started = performance.now();
  const result = method.solve(parsed.puzzle, { budget: { limitMs } });
  const ms = performance.now() - started;
  return { status: result.status, ms };
}

export async function benchLimits(args: string[]): Promise<number> {
  if (args.includes('--help')) {
    process.stdout.write('npm run bench -- limits [--only GENRE]\n');
    return 0;
  }
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  if (only !== undefined && !isGenreName(only)) {
    process.stderr.write(`limits: unknown genre '${only}' (known: ${genreNames.join(', ')})\n`);
    return 2;
  }
  const names = genreNames.filter((n) => !only || n === only);
  const missing = names.filter((n) => !LONG_BOARDS[n]);
  for (const name of missing) process.stderr.write(`limits: genre '${name}' has no long board: add one to LONG_BOARDS in src/bench/limits.ts\n`);
  const rows: (string | number)[][] = [];
  let late = 0;
  let total = 0;
  for (const name of names) {
    const board = LONG_BOARDS[name];
    if (!board) continue;
    // The methods as the command line has them (some, like Shakashaka's highs, are held to the limit differently there).
    const genre = withCliMethods(await loadGenre(name));
    for (const methodName of Object.keys(genre.methods)) {
      for (const limitMs of LIMITS_MS) {
        process.stderr.write(`limits: ${name} ${methodName} ${limitMs} ms\n`);
        const { status, ms } = await measure(genre, methodName, board.text(), limitMs);
        const stopped = status === 'timeout' || ms > limitMs;
        const ok = ms <= allowed(limitMs);
        total++;
        if (!ok) late++;
        rows.push([name, board.label, methodName, limitMs, secs(ms), status, stopped ? `${Math.max(0, ((ms - limitMs) / limitMs) * 100).toFixed(0)} %` : 'finished', ok ? 'ok' : 'LATE']);
      }
    }
  }
  printTable(
    'Time limits: every method of every genre on a long board',
    ['genre', 'board', 'method', 'limit ms', 'wall s', 'status', 'over limit', 'goal'],
    rows,
    [
      'wall s = the whole solve call, the method\'s preparation excluded; over limit = (wall − limit) / limit.',
      'A method that answers before the limit (a fast, non-optimal method; a fallback) shows "finished".',
      ...(missing.length > 0 ? [`Not measured, no long board in src/bench/limits.ts: ${missing.join(', ')}.`] : []),
      `Goal: every stop within the limit + 10 % + 50 ms: ${total - late}/${total} ${late === 0 && missing.length === 0 ? 'MET' : 'NOT MET'}.`,
    ],
  );
  return 0;
}

/**
 * `npm run bench -- memory [--only GENRE] [--mb N] [--jobs N]`: does the
 * CLI's memory stay flat whatever the input? Per genre, `puzzle solve` runs
 * as a user runs it on (1) a file of many small public boards repeated to N
 * megabytes (15 by default, just under the 16 MiB cap; one puzzle per line
 * where the format allows it, so no blank line ever ends a block) and (2)
 * one line of 15 MiB, which the reader must refuse without an object per
 * character. The table prints the process's peak resident set and wall time.
 * Goal: every peak at most 200 MB.
 *
 * Each input runs twice: with `--jobs 1` (every puzzle solved in the main
 * thread) and as a user runs it, without --jobs (one solving thread per core,
 * each with its own heap and genre code, beside the main thread that reads
 * and prints): the goal holds for both. `--jobs N` measures that one setting.
 *
 * A full run takes minutes per genre (the boards are solved, not only read):
 * `--mb 2` gives a quick look, the default the figure that counts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultJobs } from '../cli/args';
import { repoRoot } from '../cli/repo-root';
import { seededRandom } from '../core/random';
import { genreNames, isGenreName, type GenreName } from '../puzzles/index';
import { printAkari } from '../puzzles/akari/format';
import { readAkariRecords } from '../puzzles/akari/records';
import { printNumberlink } from '../puzzles/numberlink/format';
import { readNumberlinkRecords } from '../puzzles/numberlink/records';
import { printShakashaka } from '../puzzles/shakashaka/format';
import { readShakashakaRecords } from '../puzzles/shakashaka/records';
import { printSliding } from '../puzzles/sliding/format';
import { randomSolvable } from '../puzzles/sliding/shuffle';
import { readSudokuSet } from '../puzzles/sudoku/data-node';
import { printSudoku } from '../puzzles/sudoku/format';
import { runCli } from './cli-process';
import { printTable, secs } from './text-table';

const GOAL_MB = 200;
const HUGE_LINE_BYTES = 15 * 1024 * 1024;

const data = (file: string) => readFileSync(join(repoRoot, 'tests', 'data', file), 'utf8');
/** Boards of at most `rows` rows (small boards: the input is many puzzles, not a few large ones). */
const small = (texts: string[], rows: number) => texts.filter((t) => t.split('\n').length <= rows);

/** Per genre: small boards, and how they are separated in a file of many (a line break where one board is one line); the jobs benchmark uses Numberlink's too. */
export const SMALL_BOARDS: Partial<Record<GenreName, () => { boards: string[]; separator: string }>> = {
  sudoku: () => ({ boards: readSudokuSet(repoRoot, '9x9_17clue_royle-first1000').map((b) => printSudoku(b.puzzle)), separator: '\n' }),
  sliding: () => {
    const random = seededRandom(1);
    // One board a line: the 3×3 form without the row slashes.
    return { boards: Array.from({ length: 1000 }, () => printSliding(randomSolvable(3, random)).replaceAll(' / ', ' ')), separator: '\n' };
  },
  akari: () => ({ boards: small(readAkariRecords(data('akari/tatham.txt')).map((r) => printAkari(r.puzzle)), 7), separator: '\n\n' }),
  numberlink: () => ({
    boards: small(['janko.txt', 'small-examples.txt', 'pzprjs.txt', 'noqx.txt'].flatMap((f) => readNumberlinkRecords(data(`numberlink/${f}`)).map((r) => printNumberlink(r.puzzle))), 7),
    separator: '\n\n',
  }),
  shakashaka: () => ({
    boards: small(['pzprjs.txt', 'saito.txt', 'noqx.txt'].flatMap((f) => readShakashakaRecords(data(`shakashaka/${f}`)).map((r) => printShakashaka(r.puzzle))), 10),
    separator: '\n\n',
  }),
};

/** The boards repeated, in order, until the text holds `bytes`. */
function repeated(boards: string[], separator: string, bytes: number): { text: string; count: number } {
  const parts: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const board = boards[k % boards.length];
    parts.push(board);
    size += Buffer.byteLength(board) + separator.length;
  }
  return { text: parts.join(separator) + '\n', count: parts.length };
}

/** One line of 15 MiB in the genre's symbols: empty cells, or for sliding one tile over and over. */
const hugeLine = (genre: GenreName) => (genre === 'sliding' ? '1 '.repeat(HUGE_LINE_BYTES / 2) : '.'.repeat(HUGE_LINE_BYTES)) + '\n';

/**
 * The --jobs settings a run measures: the one asked for, or both 1 and the command's default. `jobs` is
 * undefined for the default (the command is started without --jobs, as a user starts it).
 */
export function memoryJobSettings(asked: string | undefined): { jobs: string | undefined; label: string }[] {
  if (asked !== undefined) return [{ jobs: asked, label: asked }];
  return [
    { jobs: '1', label: '1' },
    { jobs: undefined, label: `${defaultJobs()} (default)` },
  ];
}

export async function benchMemory(args: string[]): Promise<number> {
  if (args.includes('--help')) {
    process.stdout.write('npm run bench -- memory [--only GENRE] [--mb N] [--jobs N]\n');
    return 0;
  }
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const only = option('--only');
  if (only !== undefined && !isGenreName(only)) {
    process.stderr.write(`memory: unknown genre '${only}' (known: ${genreNames.join(', ')})\n`);
    return 2;
  }
  const mb = Number(option('--mb') ?? 15);
  if (!(mb > 0 && mb <= 16)) {
    process.stderr.write('memory: --mb takes a size in megabytes from 0 to 16 (the CLI refuses larger inputs)\n');
    return 2;
  }
  const jobsSettings = memoryJobSettings(option('--jobs'));
  const names = genreNames.filter((n) => !only || n === only);
  const rows: (string | number)[][] = [];
  let largest = 0;
  const missing: string[] = [];
  for (const name of names as GenreName[]) {
    const source = SMALL_BOARDS[name];
    if (!source) missing.push(name);
    const inputs: { label: string; text: string; puzzles: number }[] = [];
    if (source) {
      const { boards, separator } = source();
      const { text, count } = repeated(boards, separator, mb * 1e6);
      inputs.push({ label: `${count.toLocaleString('en-US')} small boards (${boards.length} distinct), ${mb} MB`, text, puzzles: count });
    }
    inputs.push({ label: 'one line of 15 MiB', text: hugeLine(name), puzzles: 1 });
    for (const input of inputs) {
      for (const { jobs, label } of jobsSettings) {
        process.stderr.write(`memory: ${name}: ${input.label}, --jobs ${label}\n`);
        const run = await runCli(['solve', name, ...(jobs === undefined ? [] : ['--jobs', jobs])], input.text);
        largest = Math.max(largest, run.peakMb);
        const answered = run.records.length === input.puzzles ? 'all' : `${run.records.length} of ${input.puzzles}`;
        const row = [name, input.label, label, answered, `exit ${run.exitCode}`, secs(run.wallMs), `${Math.round(run.peakMb)} MB`, run.peakMb <= GOAL_MB ? 'ok' : 'OVER'];
        rows.push(row);
        // Each row as soon as it is measured: a full run takes long, and a run cut short keeps what it found.
        process.stderr.write(`memory: ${row.join(' | ')}\n`);
      }
    }
  }
  printTable(
    'Memory of `puzzle solve` on long inputs (peak resident set of the process)',
    ['genre', 'input', '--jobs', 'answered', 'exit', 'wall s', 'peak', 'goal'],
    rows,
    [
      'Small boards: public boards (tests/data/) repeated; one a line for Sudoku and sliding, blocks separated by blank lines otherwise. The input comes through a pipe.',
      'One line of 15 MiB: empty cells (sliding: one tile repeated); the answer is one invalid record.',
      `--jobs: 1 solves in the main thread; the default (no --jobs given) is one solving thread per core, ${defaultJobs()} here.`,
      ...(missing.length > 0 ? [`No small boards for: ${missing.join(', ')} (add them to SMALL_BOARDS in src/bench/memory.ts).`] : []),
      `Goal: every peak at most ${GOAL_MB} MB: ${largest <= GOAL_MB && missing.length === 0 ? 'MET' : 'NOT MET'}. Largest peak: ${Math.round(largest)} MB.`,
    ],
  );
  return 0;
}

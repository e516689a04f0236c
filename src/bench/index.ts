/**
 * `npm run bench -- <genre> [args…]`: dispatches to the genre's benchmark in
 * src/bench/<genre>.ts, passing the remaining arguments unchanged.
 *
 * Benchmarks are loaded lazily so that running one genre's benchmark does
 * not import (or build tables for) any other genre. A puzzle genre's
 * benchmark ends with the list of its public boards the command's default
 * does not answer (default-answers.ts); `<genre> --defaults-only` prints just
 * that list (Numberlink's with each board in its own process, its answer and CPU time).
 */
import { isGenreName } from '../puzzles';
import { printDefaultMisses } from './default-answers';
import { publicBoards } from './public-boards';

const benchmarks: Record<string, (args: string[]) => Promise<unknown>> = {
  sliding: async (args) => (await import('./sliding')).benchSliding(args),
  akari: async (args) => (await import('./akari')).benchAkari(args),
  sudoku: async (args) => (await import('./sudoku')).benchSudoku(args),
  numberlink: async (args) => (await import('./numberlink')).benchNumberlink(args),
  shakashaka: async (args) => (await import('./shakashaka')).benchShakashaka(args),
  trace: async () => (await import('./trace')).benchTrace(),
  pages: async (args) => (await import('./pages')).benchPages(args),
  limits: async (args) => (await import('./limits')).benchLimits(args),
  memory: async (args) => (await import('./memory')).benchMemory(args),
  jobs: async (args) => (await import('./jobs')).benchJobs(args),
  grade: async (args) => (await import('./grade')).benchGrade(args),
  make: async (args) => (await import('./make')).benchMake(args),
};

/** Genres whose `--defaults-only` run gives each public board its own process, with its answer and CPU time (a paste's goal: a second). */
const BOARD_BY_BOARD: readonly string[] = ['numberlink'];

const usage = `Usage: npm run bench -- <genre> [args…]\nGenres with a benchmark: ${Object.keys(benchmarks).join(', ')}`;

async function main(argv: string[]): Promise<number> {
  const [genre, ...rest] = argv;
  if (genre === undefined || genre === '--help' || genre === '-h') {
    (genre === undefined ? process.stderr : process.stdout).write(usage + '\n');
    return genre === undefined ? 2 : 0;
  }
  if (!Object.prototype.hasOwnProperty.call(benchmarks, genre)) {
    process.stderr.write(`bench: unknown genre '${genre}'\n${usage}\n`);
    return 2;
  }
  const puzzleGenre = isGenreName(genre) ? genre : null;
  // `--defaults-only`: just the list of public boards the command's default does not answer.
  if (puzzleGenre && rest.length === 1 && rest[0] === '--defaults-only') {
    return (await printDefaultMisses(puzzleGenre, await publicBoards(puzzleGenre), BOARD_BY_BOARD.includes(puzzleGenre))).length === 0 ? 0 : 1;
  }
  const result = await benchmarks[genre](rest);
  // A benchmark reports its own failures by returning a code or setting process.exitCode.
  const code = typeof result === 'number' ? result : Number(process.exitCode ?? 0);
  // An option ending in -only (e.g. numberlink's --tdzdd-only) asks for that one section: no list of misses after it.
  const oneSection = rest.some((a) => a.startsWith('--') && a.endsWith('-only'));
  if (!puzzleGenre || code === 2 || oneSection || rest.includes('--help') || rest.includes('-h')) return code;
  // Every genre's benchmark ends with the boards its default does not answer (default-answers.ts).
  const misses = await printDefaultMisses(puzzleGenre, await publicBoards(puzzleGenre), BOARD_BY_BOARD.includes(puzzleGenre));
  return code || (misses.length === 0 ? 0 : 1);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`bench: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 1;
  },
);

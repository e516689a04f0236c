/**
 * `npm run bench -- jobs [--jobs N] [--rounds R] [--sudoku-lines N] [--numberlink-boards N]`:
 * how much faster `puzzle solve --jobs N` (default: the number of cores)
 * answers a long file of small boards than `--jobs 1`, and what the threads
 * cost on top of the solving. Inputs: the 9×9 Sudoku lines of
 * tests/data/sudoku/9x9_*.txt repeated to 100,000 lines, and the small
 * Numberlink boards of the memory benchmark repeated to 10,000 boards.
 *
 * Two figures per input. The wall speed-up is what a user sees, but on a
 * machine shared with other jobs it mostly measures them. The CPU time of the
 * whole process (every thread) is far less disturbed: with perfect scaling
 * --jobs N takes the same CPU time as --jobs 1, and every extra second is
 * overhead (thread start-up, each thread compiling the solver again, messages,
 * the reading thread's share). Each pair of runs must print the same records
 * in the same order once timings are removed, or the run fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import { runCli, type CliRun } from './cli-process';
import { SMALL_BOARDS } from './memory';
import { printTable } from './text-table';

/** The wall speed-up asked of --jobs 2 on a 2-core machine with nothing else running. */
const GOAL_SPEEDUP = 1.8;

/** The 9×9 boards of the data files, one a line (comments and blank lines left out). */
function sudokuLines(): string[] {
  const dir = join(repoRoot, 'tests', 'data', 'sudoku');
  return readdirSync(dir)
    .filter((f) => /^9x9_.*\.txt$/.test(f))
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

/** `boards` repeated, in order, to `count` of them. */
const repeated = (boards: string[], count: number) => Array.from({ length: count }, (_, k) => boards[k % boards.length]);

/** A record with every timing (a field in milliseconds: `ms`, `buildMs`, …) removed, as text. */
const untimed = (record: unknown) => JSON.stringify(record, (key, value) => (key === 'ms' || /Ms$/.test(key) ? undefined : value));

export async function benchJobs(args: string[]): Promise<number> {
  if (args.includes('--help')) {
    process.stdout.write('npm run bench -- jobs [--jobs N] [--rounds R] [--sudoku-lines N] [--numberlink-boards N]\n');
    return 0;
  }
  const option = (name: string, fallback: number) => {
    const text = args.includes(name) ? args[args.indexOf(name) + 1] : undefined;
    const n = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(n) || n < 1) throw new Error(`jobs: ${name} takes a whole number from 1, got '${text}'`);
    return n;
  };
  const jobs = option('--jobs', availableParallelism());
  const rounds = option('--rounds', 1);
  const lines = option('--sudoku-lines', 100_000);
  const boards = option('--numberlink-boards', 10_000);
  const nl = SMALL_BOARDS.numberlink!();
  const inputs = [
    { label: `${lines.toLocaleString('en-US')} 9×9 Sudoku lines`, genre: 'sudoku', text: repeated(sudokuLines(), lines).join('\n') + '\n' },
    {
      label: `${boards.toLocaleString('en-US')} small Numberlink boards (${nl.boards.length} distinct)`,
      genre: 'numberlink',
      text: repeated(nl.boards, boards).join(nl.separator) + '\n',
    },
  ];
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  let failed = false;
  const loads: number[] = [];
  for (const input of inputs) {
    const best: Record<number, { wallMs: number; cpuMs: number }> = {};
    let reference: string[] | null = null;
    for (let round = 0; round < rounds; round++) {
      // One then N, round after round, so a change in the machine's load falls on both.
      for (const j of [1, jobs]) {
        process.stderr.write(`jobs: ${input.label}, --jobs ${j}, round ${round + 1} of ${rounds}\n`);
        loads.push(loadavg()[0]);
        const run: CliRun = await runCli(['solve', input.genre, '--jobs', String(j)], input.text);
        const answers = run.records.map(untimed);
        reference ??= answers;
        if (run.exitCode !== 0 || answers.length !== reference.length || answers.some((a, k) => a !== reference![k])) {
          failed = true;
          notes.push(`${input.label}, --jobs ${j}: exit ${run.exitCode}, ${answers.length} records, not the same as --jobs 1's ${reference.length}`);
        }
        best[j] = { wallMs: Math.min(best[j]?.wallMs ?? Infinity, run.wallMs), cpuMs: Math.min(best[j]?.cpuMs ?? Infinity, run.cpuMs) };
      }
    }
    const one = best[1];
    const many = best[jobs];
    rows.push([
      input.label,
      (one.wallMs / 1000).toFixed(2),
      (many.wallMs / 1000).toFixed(2),
      `${(one.wallMs / many.wallMs).toFixed(2)}×`,
      (one.cpuMs / 1000).toFixed(2),
      (many.cpuMs / 1000).toFixed(2),
      `${(((many.cpuMs - one.cpuMs) / one.cpuMs) * 100).toFixed(1)}%`,
      `${((jobs * one.cpuMs) / many.cpuMs).toFixed(2)}×`,
    ]);
  }
  printTable(
    `puzzle solve --jobs ${jobs} against --jobs 1 (best of ${rounds} round${rounds === 1 ? '' : 's'}; process wall and CPU time, every thread)`,
    ['input', 'wall s 1', `wall s ${jobs}`, 'speed-up', 'CPU s 1', `CPU s ${jobs}`, 'extra CPU', 'from CPU'],
    rows,
    [
      `speed-up: wall time at 1 over wall time at ${jobs}; goal on an idle 2-core machine: at least ${GOAL_SPEEDUP}×.`,
      `extra CPU: what --jobs ${jobs} spends beyond --jobs 1 (0 % is perfect scaling); from CPU: ${jobs} × CPU at 1 over CPU at ${jobs}, the speed-up if ${jobs} cores were free for it.`,
      `The machine's load (1-minute average) during the runs: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores; above about 1, the wall times count other processes too.`,
      'Records compared with every timing removed: ' + (failed ? 'DIFFERENT' : `the same at --jobs 1 and ${jobs}`),
      ...notes,
    ],
  );
  return failed ? 1 : 0;
}

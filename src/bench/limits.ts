/**
 * `npm run bench -- limits`: is `--limit-ms` honoured from the user's side?
 * Every method of every genre runs as the user runs it — one `puzzle solve`
 * process per board — on the hardest boards the size caps allow, under a
 * 100 ms and a 1 s limit. The table prints, per run, the time from start to
 * answer less the process's start-up (measured on a board of the genre it
 * answers at once), the status, and the process's peak memory. Building
 * tables, models and formulas counts: that is time the user waits too.
 * Goal: every answer within the limit + 10 % + 50 ms.
 *
 * The genres come from the registry, but the table of boards is partial on
 * purpose: a new genre must compile without an edit here (a benchmark is no
 * layer the genre contract depends on), so a genre without boards is named
 * in the report, and the goal is not met, until it gets some.
 *
 * Wall-clock on a shared machine: a late figure is worth a second run
 * before it is believed (`--only GENRE`).
 */
import { withCliMethods } from '../cli/cli-methods';
import { genreNames, isGenreName, loadGenre, type GenreName } from '../puzzles/index';
import { runCli, startupOf } from './cli-process';
import { HARD_BOARDS } from './limits-boards';
import { printTable, secs } from './text-table';

const LIMITS_MS = [100, 1000];
/** The goal's tolerance: the limit + 10 % + 50 ms. */
const allowed = (limitMs: number) => limitMs * 1.1 + 50;

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
  const missing = names.filter((n) => !HARD_BOARDS[n]);
  for (const name of missing) process.stderr.write(`limits: genre '${name}' has no boards: add some to HARD_BOARDS in src/bench/limits-boards.ts\n`);
  const rows: (string | number)[][] = [];
  let late = 0;
  let total = 0;
  let peakMb = 0;
  for (const name of names as GenreName[]) {
    const boards = HARD_BOARDS[name];
    if (!boards) continue;
    // The methods as the command line has them (some, like Shakashaka's highs, are held to the limit differently there).
    const genre = withCliMethods(await loadGenre(name));
    const startup = await startupOf(name, boards.trivial, boards.trivialArgs);
    process.stderr.write(`limits: ${name}: start-up ${Math.round(startup.wallMs)} ms (CPU ${Math.round(startup.cpuMs)} ms)\n`);
    for (const board of boards.hard) {
      const text = board.text();
      for (const methodName of Object.keys(genre.methods).filter((m) => !board.methods || board.methods.includes(m))) {
        for (const limitMs of LIMITS_MS) {
          process.stderr.write(`limits: ${name} ${board.label} ${methodName} ${limitMs} ms\n`);
          const run = await runCli(['solve', name, '--method', methodName, '--limit-ms', String(limitMs), ...(board.args ?? [])], text);
          const ms = Math.max(0, run.wallMs - startup.wallMs);
          const cpuMs = Math.max(0, run.cpuMs - startup.cpuMs);
          const status = run.records.length === 1 ? String(run.records[0].status) : `exit ${run.exitCode}`;
          const ok = ms <= allowed(limitMs) && run.records.length === 1;
          total++;
          if (!ok) late++;
          peakMb = Math.max(peakMb, run.peakMb);
          rows.push([name, board.label, methodName, limitMs, secs(ms), secs(cpuMs), status, ms > limitMs ? `${(((ms - limitMs) / limitMs) * 100).toFixed(0)} %` : 'in time', `${Math.round(run.peakMb)} MB`, ok ? 'ok' : 'LATE']);
          if (run.records.length !== 1) process.stderr.write(`limits: ${name} ${methodName}: ${run.stderr.slice(0, 400)}\n`);
        }
      }
    }
  }
  printTable(
    'Time limits from the user\'s side: `puzzle solve` per board, the hardest boards the size caps allow',
    ['genre', 'board', 'method', 'limit ms', 'answer s', 'CPU s', 'status', 'over limit', 'peak', 'goal'],
    rows,
    [
      'answer s = spawn to exit of the CLI less its start-up on a board it answers at once; preparation (tables, models, formulas) included.',
      'CPU s = the process\'s CPU time (all threads) less that of its start-up: on a loaded machine answer s also holds the time spent waiting for a core, CPU s does not (a search held to the limit by the clock uses less CPU there).',
      'peak = the process\'s largest resident set. over limit = (answer − limit) / limit.',
      ...(missing.length > 0 ? [`Not measured, no boards in src/bench/limits-boards.ts: ${missing.join(', ')}.`] : []),
      `Goal: every answer within the limit + 10 % + 50 ms: ${total - late}/${total} ${late === 0 && missing.length === 0 ? 'MET' : 'NOT MET'}. Largest peak: ${Math.round(peakMb)} MB.`,
    ],
  );
  return 0;
}

/**
 * The sat method of the Numberlink genre on the boards the ZDD cannot hold:
 * the 50×50 boards and a few of 40×20, under fill (the CLI's default rule).
 * Per board: our CDCL run (src/puzzles/numberlink/sat/solve-sat.ts) — wall
 * and CPU time, conflicts, closed loops cut, status, uniqueness verdict, the
 * answer through rules.ts — then the very same first formula (before any
 * loop was cut) written as DIMACS and given once to MiniSat and CaDiCaL when
 * they are on PATH, with the time ratio of one call against one call.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NumberlinkRecord } from '../puzzles/numberlink/records';
import { checkNumberlink } from '../puzzles/numberlink/rules';
import { encodeNumberlink } from '../puzzles/numberlink/sat/encode';
import { runSat } from '../puzzles/numberlink/sat/solve-sat';
import { writeDimacs } from '../sat/dimacs';
import { satSolvers, type SatSolver } from './numberlink-sat';
import { count, printTable, secs, type Cell } from './text-table';

/** One call of an external solver on a DIMACS file: its verdict and wall time, or 'limit' when killed. */
function external(solver: SatSolver, file: string, limitMs: number): { verdict: string; ms: number } {
  const started = Date.now();
  const args = solver === 'minisat' ? ['-verb=0', file] : ['-q', '-n', file];
  const r = spawnSync(solver, args, { encoding: 'utf8', timeout: limitMs, maxBuffer: 1 << 26 });
  const ms = Date.now() - started;
  if (r.status === 10) return { verdict: 'sat', ms };
  if (r.status === 20) return { verdict: 'unsat', ms };
  return { verdict: r.signal ? 'limit' : `failed (${r.status})`, ms };
}

export function benchCdcl(boards: NumberlinkRecord[], limitMs: number): void {
  const solvers = satSolvers();
  const dir = mkdtempSync(join(tmpdir(), 'numberlink-cdcl-'));
  const rows: Cell[][] = [];
  try {
    for (const r of boards) {
      process.stderr.write(`\rCDCL: ${r.id}`.padEnd(60));
      const cpu = process.cpuUsage();
      const run = runSat(r.puzzle, 'fill', true, { budget: { limitMs } });
      const used = process.cpuUsage(cpu);
      const s = run.result.stats;
      const solution = run.result.solution;
      const check = solution ? (checkNumberlink(r.puzzle, solution).ok ? 'ok' : 'BROKEN') : '-';
      const row: Cell[] = [
        r.id,
        `${r.puzzle.width}×${r.puzzle.height}`,
        r.puzzle.labels.length,
        count(s.variables ?? 0),
        count(s.clauses ?? 0),
        run.result.status,
        run.verdict,
        check,
        count(s.conflicts ?? 0),
        count(run.loopsCut),
        s.firstSolutionMs === undefined ? '-' : secs(s.firstSolutionMs),
        secs(s.ms),
        secs((used.user + used.system) / 1000),
      ];
      // Our first formula under fill (the no-touch one, see solve-sat.ts), the same clauses our solver started from.
      const file = join(dir, `${r.id}.cnf`);
      writeFileSync(file, writeDimacs(encodeNumberlink(r.puzzle, 'fill-notouch').cnf));
      for (const solver of ['minisat', 'cadical'] as SatSolver[]) {
        if (!solvers.includes(solver)) {
          row.push('-');
          continue;
        }
        const x = external(solver, file, limitMs);
        // Ours to the first loop-free model against theirs to a first model (which may still hold a loop).
        const ratio = x.verdict === 'sat' && s.firstSolutionMs !== undefined ? `, ours ${(s.firstSolutionMs / Math.max(1, x.ms)).toFixed(1)}×` : '';
        row.push(`${x.verdict} ${secs(x.ms)} s${ratio}`);
      }
      rows.push(row);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stderr.write('\r'.padEnd(61) + '\r');
  const missing = (['minisat', 'cadical'] as SatSolver[]).filter((x) => !satSolvers().includes(x));
  printTable(
    `Numberlink: the sat method (our CDCL) under fill, ${secs(limitMs)} s per board`,
    ['board', 'size', 'labels', 'vars', 'clauses', 'status', 'verdict', 'check', 'conflicts', 'loops cut', '1st s', 'wall s', 'cpu s', 'minisat (1st formula)', 'cadical (1st formula)'],
    rows,
    [
      '1st s = wall time to our first loop-free model; wall s / cpu s = the whole run, uniqueness search included (the machine may be shared: cpu is this process\'s own);',
      'status/verdict: our run (one solution, then a search for a second with the first forbidden, in the same limit); check = the answer through rules.ts;',
      'minisat/cadical: the formula before any loop was cut, as DIMACS, one call each with the same limit ("limit" = killed at it; a model may still hold a loop).',
      ...missing.map((x) => `${x} is not on PATH: its column is left empty (apt-get install ${x}).`),
    ],
  );
}

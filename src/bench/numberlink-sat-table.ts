/**
 * The SAT comparison of the Numberlink benchmark: on a spread of boards (by
 * size), each under the rule it was made for, what one solution costs a SAT
 * solver (minisat, CaDiCaL) and what proving it the only one costs (a second
 * call with the first answer forbidden), beside what the ZDD costs to count
 * every solution. Skipped, with a sentence, when no solver is installed.
 */
import type { NumberlinkRule } from '../puzzles/numberlink/puzzle';
import type { NumberlinkRecord } from '../puzzles/numberlink/records';
import { checkNumberlink } from '../puzzles/numberlink/rules';
import { runZdd, zddParams } from '../puzzles/numberlink/solve-zdd';
import type { NumberlinkBenchOptions } from './numberlink';
import { satSolve, satSolvers } from './numberlink-sat';
import { count, printTable, secs, type Cell } from './text-table';

/** The rule a board was made for (its stored solution is the only one under it). */
const ownRule = (r: NumberlinkRecord): NumberlinkRule => (r.rule === 'fill' || r.rule === 'nikoli' ? r.rule : 'fill-notouch');

export function benchSat(records: NumberlinkRecord[], o: NumberlinkBenchOptions): void {
  const solvers = satSolvers();
  if (solvers.length === 0) {
    process.stdout.write('\n== Numberlink: SAT comparison skipped — neither minisat nor cadical is on PATH\n');
    return;
  }
  // Evenly spread over the boards sorted by size, so small and large both appear.
  const sorted = records.filter((r) => r.rule !== 'none').sort((a, b) => a.puzzle.width * a.puzzle.height - b.puzzle.width * b.puzzle.height);
  const picks = Array.from({ length: Math.min(o.satBoards, sorted.length) }, (_, k) => sorted[Math.round((k * (sorted.length - 1)) / Math.max(1, o.satBoards - 1))]);
  const rows: Cell[][] = [];
  for (const r of picks) {
    const rule = ownRule(r);
    process.stderr.write(`\rSAT: ${r.id}`.padEnd(60));
    const zdd = runZdd(r.puzzle, zddParams({ rule, 'max-nodes': o.maxNodes }, r.puzzle), { limitMs: 20_000 });
    const zddCell = zdd.count === undefined ? `stopped ${secs(zdd.result.stats.ms)} s` : `${String(zdd.count)} in ${secs(zdd.result.stats.ms)} s`;
    for (const solver of solvers) {
      const sat = satSolve(r.puzzle, rule, solver, true);
      const valid = sat.paths ? checkNumberlink(r.puzzle, { paths: sat.paths, rule, count: '?' }).ok : null;
      const verdict = sat.paths === null ? 'none' : sat.another ? 'several' : 'unique';
      const zddVerdict = zdd.count === undefined ? null : zdd.count === 0n ? 'none' : zdd.count === 1n ? 'unique' : 'several';
      rows.push([
        r.id,
        `${r.puzzle.width}×${r.puzzle.height}`,
        rule,
        solver,
        count(sat.vars),
        count(sat.clauses),
        String(sat.calls),
        String(sat.loopsCut),
        secs(sat.ms),
        valid === null ? '-' : valid ? 'ok' : 'BROKEN',
        verdict,
        zddCell,
        zddVerdict === null ? '?' : zddVerdict === verdict ? 'agree' : 'DISAGREE',
      ]);
    }
  }
  process.stderr.write('\r'.padEnd(61) + '\r');
  printTable('Numberlink: a SAT solver finds one solution, the ZDD finds all', ['board', 'size', 'rule', 'solver', 'vars', 'clauses', 'calls', 'loops', 'SAT s', 'check', 'SAT verdict', 'ZDD count', ''], rows, [
    'SAT s = encoding, every solver call (including the calls that only cut a closed loop), and the uniqueness call (first answer forbidden);',
    'check = the SAT answer through rules.ts. The SAT verdict needs the second call; the ZDD\'s count answers uniqueness, and how many, at once.',
  ]);
}

/**
 * `npm run bench -- shakashaka [options]`: the Shakashaka benchmark (issue 10).
 *
 * For each of the 28 public boards in tests/data/shakashaka/: the model's size
 * (variables, rows), how the `steps` method settles it (deduction alone, or
 * with labelled trials, or with search) and its time, the `highs` method's
 * time, and in the same run CBC's time on the same model written as an LP file
 * (and glpsol's, with --glpk); every answer is judged by the rules check. Then
 * the goals, the published figures (labelled as such), and the measured facts
 * about the model (shakashaka-facts.ts). Progress on stderr, tables on stdout.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import { solveHighs } from '../puzzles/shakashaka/solve-highs';
import { runSteps } from '../puzzles/shakashaka/solve-steps';
import { loadHighs } from '../puzzles/shakashaka/highs/load';
import { modelToLp, lpVariableName } from '../puzzles/shakashaka/model/lp';
import { shakashakaModel, valuesToSolution } from '../puzzles/shakashaka/model';
import { isModelVariant, type ModelVariant } from '../puzzles/shakashaka/model/families';
import { readShakashakaRecords, type ShakashakaRecord } from '../puzzles/shakashaka/records';
import { checkShakashaka } from '../puzzles/shakashaka/rules';
import { DEFAULT_VARIANT } from '../puzzles/shakashaka/options';
import { findProgram, runCbc, runGlpsol, type PeerRun } from './shakashaka-peers';
import { printModelFacts } from './shakashaka-facts';
import { count, printTable, secs } from './text-table';

const USAGE = `Usage: npm run bench -- shakashaka [options]
  --only TEXT        only boards whose id contains TEXT
  --model M          the model's families: A-D+F (default), A-F or A-E
  --runs N           every method and peer: best of N runs (default 3; a run over 5 s is not repeated)
  --limit-ms N       time budget per board for steps and for highs (default 60000)
  --cbc-limit-s N    CBC's own time limit per board (default 120)
  --skip-steps       leave out the steps method
  --skip-cbc         leave out CBC
  --glpk             run glpsol too (GLPK; slow on the larger boards)
  --facts N          measure the model's facts on N random boards (default 60; 0 leaves them out)`;

interface Options {
  only: string;
  model: ModelVariant;
  runs: number;
  limitMs: number;
  cbcLimitS: number;
  steps: boolean;
  cbc: boolean;
  glpk: boolean;
  facts: number;
}

function parse(args: string[]): Options | string {
  const o: Options = { only: '', model: DEFAULT_VARIANT, runs: 3, limitMs: 60_000, cbcLimitS: 120, steps: true, cbc: true, glpk: false, facts: 60 };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const number = (min: number): number => {
      const n = Number(args[++i]);
      if (!Number.isInteger(n) || n < min) throw new Error(`${a} needs a whole number ≥ ${min}`);
      return n;
    };
    try {
      if (a === '--only') o.only = args[++i] ?? '';
      else if (a === '--model') {
        const m = args[++i] ?? '';
        if (!isModelVariant(m)) return `--model takes A-D+F, A-F or A-E, got '${m}'`;
        o.model = m;
      } else if (a === '--runs') o.runs = number(1);
      else if (a === '--limit-ms') o.limitMs = number(1);
      else if (a === '--cbc-limit-s') o.cbcLimitS = number(1);
      else if (a === '--skip-steps') o.steps = false;
      else if (a === '--skip-cbc') o.cbc = false;
      else if (a === '--glpk') o.glpk = true;
      else if (a === '--facts') o.facts = number(0);
      else if (a === '--help' || a === '-h') return '';
      else return `unknown option '${a}'`;
    } catch (e) {
      return (e as Error).message;
    }
  }
  return o;
}

export function benchmarkRecords(): ShakashakaRecord[] {
  // From the repository root: the benchmark runs from a bundle elsewhere (scripts/bundle.mjs).
  const dir = join(repoRoot, 'tests', 'data', 'shakashaka');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && f !== 'model-counterexample.txt')
    .sort()
    .flatMap((f) => readShakashakaRecords(readFileSync(join(dir, f), 'utf8')));
}

interface Timed {
  status: string;
  ms: number;
  /** Problem with the answer (rules, reference, disagreement), or null. */
  problem: string | null;
  solution?: string[];
}

interface Row {
  rec: ShakashakaRecord;
  variables: number;
  rows: number;
  steps: (Timed & { how: string; open: number; variables: number }) | null;
  highs: Timed & { highsMs: number; nodes: number };
  cbc: (Timed & { peer: PeerRun }) | null;
  glpk: (Timed & { peer: PeerRun }) | null;
}

function judge(rec: ShakashakaRecord, solution: string[] | undefined): string | null {
  if (!solution) return null;
  const verdict = checkShakashaka(rec.puzzle, solution);
  if (!verdict.ok) return `rules: ${verdict.message}`;
  if (rec.solution && rec.solution.join('\n') !== solution.join('\n')) return 'differs from the stored solution';
  return null;
}

/**
 * The fastest of `runs` runs (a run that failed counts only if all did). A
 * first run over 5 s is not repeated: the noise of a shared machine is small
 * beside it, and repeating a minute-long run three times is not worth it.
 */
function best<T extends { ms: number; status: string }>(runs: number, once: () => T): T {
  let out = once();
  for (let k = 1; k < runs && out.ms < 5_000; k++) {
    const next = once();
    if ((next.status === 'solved') > (out.status === 'solved') || (next.status === out.status && next.ms < out.ms)) out = next;
  }
  return out;
}

function peerTimed(rec: ShakashakaRecord, model: ReturnType<typeof shakashakaModel>, peer: PeerRun): Timed & { peer: PeerRun } {
  if (peer.status !== 'solved') return { status: peer.status, ms: peer.ms, problem: null, peer };
  const values = model.variables.map((_, v) => (peer.ones.has(lpVariableName(model, v)) ? 1 : 0));
  const solution = valuesToSolution(model, values);
  return { status: 'solved', ms: peer.ms, problem: judge(rec, solution), solution, peer };
}

function stepsHow(stats: Record<string, number>, status: string): string {
  if (status !== 'solved') return status;
  if (stats.settledByMethod) return 'deduction';
  if (stats.searchNodes > 0) return `search (${count(stats.trials)} trials, ${count(stats.searchNodes)} nodes)`;
  return `trials (${count(stats.trials)})`;
}

const ratio = (ours: number, peer: Timed | null, limitS: number): string => {
  if (!peer) return '–';
  if (peer.status === 'solved') return `${(ours / Math.max(1, peer.ms)).toFixed(2)}×`;
  if (peer.status === 'timeout') return `< ${(ours / (limitS * 1000)).toFixed(2)}×`;
  return peer.status;
};

export async function benchShakashaka(args: string[]): Promise<void> {
  const o = parse(args);
  if (typeof o === 'string') {
    (o ? process.stderr : process.stdout).write(`${o ? `bench shakashaka: ${o}\n` : ''}${USAGE}\n`);
    if (o) process.exitCode = 2;
    return;
  }
  const loadStarted = Date.now();
  await loadHighs();
  const loadMs = Date.now() - loadStarted;
  // The first solve in a fresh wasm instance pays a one-time warm-up (the engine compiles hot code): paid here, reported below.
  const warmStarted = Date.now();
  const [warmBoard] = benchmarkRecords().filter((r) => r.id === 'saito-10x10');
  if (warmBoard) solveHighs(warmBoard.puzzle);
  const warmMs = Date.now() - warmStarted;
  const cbcPath = o.cbc ? findProgram('cbc') : null;
  const glpkPath = o.glpk ? findProgram('glpsol') : null;
  const params = { model: o.model };
  const budget = { limitMs: o.limitMs };
  const results: Row[] = [];
  for (const rec of benchmarkRecords().filter((r) => r.id.includes(o.only))) {
    process.stderr.write(`shakashaka: ${rec.id}\n`);
    const model = shakashakaModel(rec.puzzle, o.model);
    const lp = modelToLp(model);
    const steps = o.steps
      ? best(o.runs, () => {
          const r = runSteps(rec.puzzle, { budget, params }).result;
          const how = stepsHow(r.stats, r.status);
          return { status: r.status, ms: r.stats.ms, problem: judge(rec, r.solution), solution: r.solution, how, open: r.stats.undecidedAfterMethod ?? 0, variables: r.stats.variables };
        })
      : null;
    const highs = best(o.runs, () => {
      const r = solveHighs(rec.puzzle, { budget, params });
      return { status: r.status, ms: r.stats.ms, problem: judge(rec, r.solution), solution: r.solution, highsMs: r.stats.highsMs, nodes: r.stats.nodes };
    });
    // The peers get the same number of runs as our methods.
    const cbc = cbcPath ? peerTimed(rec, model, best(o.runs, () => runCbc(lp, o.cbcLimitS))) : null;
    const glpk = glpkPath ? peerTimed(rec, model, best(o.runs, () => runGlpsol(lp, o.cbcLimitS))) : null;
    // Methods must agree with each other where both answered.
    const answers = ([steps, highs, cbc, glpk] as (Timed | null)[]).flatMap((t) => (t?.solution ? [t.solution.join('\n')] : []));
    if (new Set(answers).size > 1) highs.problem ??= 'the methods disagree';
    results.push({ rec, variables: model.variables.length, rows: model.rows.length, steps, highs, cbc, glpk });
  }

  const show = (t: Timed | null): string => (!t ? '–' : t.status === 'solved' ? secs(t.ms) : `${t.status} (${secs(t.ms)})`);
  const header = ['board', 'size', 'vars', 'rows', 'steps: how', 'steps s', 'highs s', '(HiGHS s)', 'B&B nodes', 'CBC s', 'highs/CBC', 'steps/CBC', ...(o.glpk ? ['glpsol s'] : []), 'check'];
  printTable(
    `Shakashaka: ${results.length} public boards, model ${o.model}, best of ${o.runs} run(s)`,
    header,
    results.map((r) => {
      const problems = [['steps', r.steps], ['highs', r.highs], ['CBC', r.cbc], ['glpsol', r.glpk]]
        .filter(([, t]) => (t as Timed | null)?.problem)
        .map(([name, t]) => `${name}: ${(t as Timed).problem}`);
      return [
        r.rec.id,
        `${r.rec.puzzle.width}x${r.rec.puzzle.height}`,
        count(r.variables),
        count(r.rows),
        r.steps ? r.steps.how : '–',
        show(r.steps),
        show(r.highs),
        secs(r.highs.highsMs),
        count(r.highs.nodes),
        show(r.cbc),
        ratio(r.highs.ms, r.cbc, o.cbcLimitS),
        r.steps ? ratio(r.steps.ms, r.cbc, o.cbcLimitS) : '–',
        ...(o.glpk ? [show(r.glpk)] : []),
        problems.length ? `WRONG ${problems.join('; ')}` : 'ok',
      ];
    }),
    [
      'steps: how = deduction (forcing and sums settled every cell), trials (labelled trials needed), search (the last-resort search ran), or why it stopped.',
      'steps s / highs s: the whole solve from the puzzle (model built, for highs the LP text written and parsed); (HiGHS s) = inside HiGHS.',
      `CBC s: the cbc process on the same LP file (reading it included), its own limit ${o.cbcLimitS} s of wall-clock time; "< x" = CBC stopped at its limit, so the true ratio is lower.`,
      `HiGHS loaded once before the table: ${secs(loadMs)} s (compiling the wasm), then one warm-up solve (saito-10x10): ${secs(warmMs)} s.`,
      cbcPath ? `CBC: ${cbcPath}` : o.cbc ? 'CBC: not found on PATH (Debian package coinor-cbc), so no ratios are printed' : 'CBC: left out (--skip-cbc)',
      'Timings are wall-clock on a shared machine and noisy.',
    ],
  );
  printGoals(results, o, cbcPath !== null);
  if (o.facts > 0) printModelFacts(results.map((r) => ({ rec: r.rec, solution: r.highs.solution ?? r.steps?.solution })), o.facts);
}

function printGoals(results: Row[], o: Options, haveCbc: boolean): void {
  const ok = (t: Timed | null) => t?.status === 'solved' && !t.problem;
  const n = results.length;
  const within = (t: Timed | null, r: Row): boolean => {
    if (!t || !ok(t) || !r.cbc) return false;
    if (r.cbc.status === 'solved') return t.ms <= 2 * r.cbc.ms;
    return r.cbc.status === 'timeout' && t.ms <= 2 * o.cbcLimitS * 1000;
  };
  const miss = (pred: (r: Row) => boolean) => results.filter((r) => !pred(r)).map((r) => r.rec.id);
  const lines = [
    `1. every board solved and judged correct by the rules check: highs ${results.filter((r) => ok(r.highs)).length}/${n}` +
      (o.steps ? `, steps ${results.filter((r) => ok(r.steps)).length}/${n}` : '') +
      (haveCbc ? `, CBC ${results.filter((r) => ok(r.cbc)).length}/${n}` : '') +
      (results.every((r) => ok(r.highs)) ? ' — MET (highs)' : ' — NOT MET'),
  ];
  for (const r of o.steps ? results.filter((x) => !ok(x.steps)) : []) {
    lines.push(
      `   steps did not finish ${r.rec.id} (${r.steps!.status}): forcing and sums left ${count(r.steps!.open)} of ${count(r.steps!.variables)} variables open, ` +
        'and the labelled trials and the last-resort search (plain depth-first, no learning, counting to two) did not close them in time',
    );
  }
  if (haveCbc) {
    const hi = miss((r) => within(r.highs, r));
    lines.push(`2. within 2× of CBC on each board: highs ${n - hi.length}/${n}${hi.length ? ` (not: ${hi.join(', ')})` : ''} — ${hi.length ? 'NOT MET' : 'MET'}`);
    if (o.steps) {
      const st = miss((r) => within(r.steps, r));
      lines.push(`   steps ${n - st.length}/${n}${st.length ? ` (not: ${st.join(', ')})` : ''}`);
    }
  } else lines.push('2. within 2× of CBC: not measured (no CBC on this machine)');
  lines.push(
    'published (not measured here): Demaine, Okamoto, Uehara, Uno, "Computational complexity and an integer programming model of Shakashaka",',
    '   IEICE Trans. Fundamentals 97(6), 2014: each of the ten instances at nikoli.com solved in less than one second with an IP solver.',
    'published (not measured here): the corrected model with SCIP, median 23 ms and max 26.5 s over 2,897 boards, 50×50 in 0.87–22 s',
    '   (repository si-blinta/shakashaka-sat, artifact of an ICTAI 2026 submission "Shakashaka as a SAT problem").',
  );
  process.stdout.write(`\n== Shakashaka goals\n${lines.join('\n')}\n`);
}

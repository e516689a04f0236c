/**
 * `npm run bench -- sudoku [options]`: the Sudoku benchmark tables.
 *
 * Sections (by default 9x9, 16x16, 25x25, reach and trace — about ten minutes
 * on a quiet machine; large and native on request), in this order:
 *   9x9      throughput on the first 1,000 of forum-hardest-1905 and of top1465:
 *            our dlx and sat against npm dancing-links and logic-solver, in the same run
 *   16x16    the same on Janko's 55 and Krazydad's boards by level
 *   25x25    our sat on the 18 boards of Frisch's set, each under a limit (goal ≤ 30 s)
 *   large    our sat on every board from 36×36 up (goal: all solved, 225×225 ≤ 2 s)
 *   reach    which method reaches which order within 60 s
 *   trace    tracing on vs off
 *   native   MiniSat and CaDiCaL on the same formulas (when installed)
 * Progress goes to stderr, the tables to stdout.
 */
import os from 'node:os';
import { readSudokuSet, type SudokuBoard, type SudokuSetName } from '../puzzles/sudoku/data-node';
import { recorder } from '../core/trace';
import type { SudokuEvent } from '../puzzles/sudoku/events';
import type { SudokuPuzzle } from '../puzzles/sudoku/puzzle';
import { sudokuGenre } from '../puzzles/sudoku/genre';
import { fullBase } from '../puzzles/sudoku/solve-sat';
import { repoRoot } from './sliding-data';
import { count, note, percent, printTable, secs, type Cell } from './text-table';
import { readFlags } from './bench-args';
import { available, NATIVE, runNative } from './sudoku-native';
import { ours, peer, perSecond, throughput, timed, type Runner, type Throughput } from './sudoku-measure';
import { dancingLinksReduced, dancingLinksUsual, logicSolver } from './sudoku-peers';
import { benchReach } from './sudoku-reach';
import { DLX_REFERENCE_SOURCE, runDlxReference } from './sudoku-reference';

const SECTIONS = ['9x9', '16x16', '25x25', 'large', 'reach', 'trace', 'native'] as const;
type Section = (typeof SECTIONS)[number];
// `large` tries all 19 boards from 36×36 up, several of which run to the limit; the
// reach table covers one board per order of both series, so it is left to --only.
const DEFAULT_SECTIONS: Section[] = ['9x9', '16x16', '25x25', 'reach', 'trace'];

const USAGE = `Usage: npm run bench -- sudoku [options]
  --only LIST         comma-separated sections: ${SECTIONS.join(', ')} (default: ${DEFAULT_SECTIONS.join(', ')})
  --n N               9×9 boards per set (default 1000)
  --per-level N       Krazydad 16×16 boards per level (default 50)
  --count 1|2         solutions looked for in the throughput tables (default 1; 2 also proves uniqueness)
  --dlx-only          only the 9×9 tables, with only our dlx, npm dancing-links and the C reference (a quick check of the DLX ratio)
  --rounds N          measure each throughput table N times in this one process; the ratios are the median of the rounds' (default 1)
  --frisch-limit-s N  limit per 25×25 board (default 30)
  --large-limit-s N   limit per large board (default 60)
  --reach-limit-s N   limit per board in the reach table (default 60)
  --reach-json FILE   also write the reach table as JSON (the lesson reads src/lessons/sudoku/reach.json)`;

interface Options {
  sections: Set<Section>;
  n: number;
  perLevel: number;
  count: number;
  /** Times each throughput table is measured; its ratios are the median of the rounds'. */
  rounds: number;
  /** 9×9 tables with the dancing-links solvers only. */
  dlxOnly: boolean;
  frischLimitMs: number;
  largeLimitMs: number;
  reachLimitMs: number;
  reachJson?: string;
}

function parse(args: string[]): Options | string {
  const o: Options = { sections: new Set(DEFAULT_SECTIONS), n: 1000, perLevel: 50, count: 1, rounds: 1, dlxOnly: false, frischLimitMs: 30_000, largeLimitMs: 60_000, reachLimitMs: 60_000 };
  const error = readFlags(args, (flag, v) => {
    if (flag === '--only') o.sections = new Set(v.list(SECTIONS));
    else if (flag === '--n') o.n = v.positive();
    else if (flag === '--per-level') o.perLevel = v.positive();
    else if (flag === '--dlx-only') o.dlxOnly = true;
    else if (flag === '--rounds') o.rounds = v.positive();
    else if (flag === '--count') {
      o.count = v.positive();
      if (o.count > 2) throw new Error('--count takes 1 or 2');
    } else if (flag === '--frisch-limit-s') o.frischLimitMs = v.positive() * 1000;
    else if (flag === '--large-limit-s') o.largeLimitMs = v.positive() * 1000;
    else if (flag === '--reach-limit-s') o.reachLimitMs = v.positive() * 1000;
    else if (flag === '--reach-json') o.reachJson = v.text();
    else return false;
    return true;
  });
  if (o.dlxOnly) o.sections = new Set(['9x9']);
  return error ?? o;
}

const rate = (t: Throughput, wall = false) => count(perSecond(t.boards, wall ? t.wallMs : t.cpuMs));
const speedRatio = (a: Throughput, b: Throughput) => perSecond(a.boards, a.cpuMs) / perSecond(b.boards, b.cpuMs);

/** The median of the rounds' ratios, with their range when there are several (one round is a noisy reading on shared cores). */
function ratioWords(perRound: number[]): string {
  const sorted = perRound.slice().sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  if (sorted.length === 1) return `${median.toFixed(2)}×`;
  return `${median.toFixed(2)}× (median of ${sorted.length} rounds, ${sorted[0].toFixed(2)}–${sorted[sorted.length - 1].toFixed(2)})`;
}

/** Runs summed over rounds: the table's totals. */
function summed(rounds: Throughput[][]): Throughput[] {
  return rounds[0].map((t, k) => {
    const all = rounds.map((r) => r[k]);
    const sum = (key: 'boards' | 'solved' | 'unique' | 'cpuMs' | 'wallMs') => all.reduce((s, r) => s + r[key], 0);
    return { name: t.name, boards: sum('boards'), solved: sum('solved'), unique: sum('unique'), cpuMs: sum('cpuMs'), wallMs: sum('wallMs') };
  });
}

/** One throughput table: runners over a set (`rounds` times), with the ratios of ours to the peers. */
function throughputTable(title: string, boards: SudokuBoard[], runners: Runner[], countMode: number, comparisons: [string, string, string][], rounds = 1): Throughput[] {
  note(`${title}: ${boards.length} boards × ${runners.length} solvers${rounds > 1 ? ` × ${rounds} rounds` : ''} …`);
  const perRound: Throughput[][] = [];
  for (let k = 0; k < rounds; k++) perRound.push(throughput(boards.map((b) => b.puzzle), runners, countMode));
  const results = summed(perRound);
  const by = (name: string) => results.findIndex((r) => r.name === name);
  const rows: Cell[][] = results.map((t) => [t.name, t.boards, countMode > 1 ? `${t.solved} (${t.unique} unique)` : t.solved, secs(t.cpuMs), rate(t), rate(t, true)]);
  const notes = comparisons.map(([a, b, goal]) => {
    const ratios = perRound.map((r) => speedRatio(r[by(a)], r[by(b)]));
    return `${a} vs ${b}: ${ratioWords(ratios)} (CPU time, same run)${goal ? ` — goal ${goal}` : ''}`;
  });
  printTable(rounds > 1 ? `${title}, ${rounds} rounds` : title, ['solver', 'boards', countMode > 1 ? 'solved' : 'solved', 'cpu s', 'boards/s (cpu)', 'boards/s (wall)'], rows, notes);
  return results;
}

const FULL = 'ours sat (formula once, givens assumed)';
const OPEN = 'ours sat (open formula per board, the default)';

function bench9x9(o: Options): void {
  const sets: [string, SudokuSetName][] = [
    ['forum-hardest-1905', '9x9_forum_hardest_1905_11plus-first1000'],
    ['top1465', '9x9_magictour_top1465-first1000'],
  ];
  const t = performance.now();
  if (!o.dlxOnly) {
    fullBase(3);
    note(`our 9×9 formula built once in ${(performance.now() - t).toFixed(0)} ms`);
  }
  for (const [label, set] of sets) {
    const boards = readSudokuSet(repoRoot, set, o.n);
    const results = throughputTable(
      `9×9 ${label}, first ${boards.length}, ${o.count === 2 ? 'counting to 2 solutions' : 'first solution'}`,
      boards,
      [
        ours('dlx'),
        peer(dancingLinksUsual),
        peer(dancingLinksReduced),
        ...(o.dlxOnly
          ? []
          : [
              ours('sat', { encoding: 'full' }, FULL),
              ours('sat', { encoding: 'open-sinz' }, 'ours sat (open formula, Sinz counters everywhere)'),
              ours('sat', { encoding: 'open' }, OPEN),
              peer(logicSolver),
            ]),
      ],
      o.count,
      [
        ['ours dlx', dancingLinksUsual.name, '≥ 1.0×'],
        ['ours dlx', dancingLinksReduced.name, ''],
        ...(o.dlxOnly
          ? []
          : ([
              [FULL, logicSolver.name, ''],
              [OPEN, logicSolver.name, '≥ 5× (each in its fastest way)'],
            ] as [string, string, string][])),
      ],
      o.rounds,
    );
    printDlxReference(boards.map((b) => b.puzzle), o.count, results);
  }
  process.stdout.write(
    '  published (tdoku benchmark tables, t-dillon/tdoku, one core of an i7-1065G7, solving and checking for a second solution): ' +
      'forum_hardest_1905_11+ — fast_solv_9r2 (DLX in C) 2,256/s, minisat_complete 562/s; magictour_top1465 — 8,732/s and 2,460/s.\n',
  );
}

/** The C reference of our DLX on the same boards, and the speeds of ours and the peer beside it. */
function printDlxReference(boards: SudokuPuzzle[], countMode: number, results: Throughput[]): void {
  note(`9×9: the C reference of our DLX on ${boards.length} boards (3 runs) …`);
  const c = runDlxReference(boards, countMode);
  if (typeof c === 'string') {
    process.stdout.write(`  ${c}\n`);
    return;
  }
  const speed = perSecond(c.boards, c.cpuMs);
  const of = (name: string) => {
    const t = results.find((r) => r.name === name)!;
    return `${name} ${(perSecond(t.boards, t.cpuMs) / speed).toFixed(2)}×`;
  };
  process.stdout.write(
    `  C reference of our dlx (${DLX_REFERENCE_SOURCE}, ${c.compiler}, -O2; the same matrix and search: node and update counts equal to ours on all ${c.boards} boards, ${count(c.nodes)} nodes): ` +
      `${count(speed)} boards/s (CPU, median of 3 runs). Speed as a fraction of it: ${of('ours dlx')}, ${of(dancingLinksUsual.name)}.\n`,
  );
}

function bench16x16(o: Options): void {
  const janko = readSudokuSet(repoRoot, '16x16_gecode_janko');
  const krazydad = readSudokuSet(repoRoot, '16x16_krazydad-100-per-level');
  const levels = ['intermediate', 'challenging', 'tough', 'super tough'];
  const runners = () => [ours('dlx'), peer(dancingLinksUsual), ours('sat'), peer(logicSolver)];
  const compare: [string, string, string][] = [
    ['ours dlx', dancingLinksUsual.name, ''],
    ['ours sat', logicSolver.name, ''],
  ];
  throughputTable("16×16 Janko (Gecode's 55)", janko, runners(), o.count, compare, o.rounds);
  levels.forEach((level, k) => {
    const boards = krazydad.slice(k * 100, k * 100 + o.perLevel);
    throughputTable(`16×16 Krazydad ${level} (first ${boards.length})`, boards, runners(), o.count, compare, o.rounds);
  });
}

function bench25x25(o: Options): void {
  const boards = [...readSudokuSet(repoRoot, '25x25_gecode_frisch'), ...readSudokuSet(repoRoot, '25x25_rkkautsar')];
  const rows: Cell[][] = [];
  let within = 0;
  let slowest = 0;
  for (const b of boards) {
    note(`25×25: sat on ${b.id} …`);
    const t = timed(b.puzzle, 'sat', o.frischLimitMs);
    const s = t.result.stats;
    if (b.id.startsWith('25x25_gecode_frisch') && t.result.status === 'solved' && t.cpuMs <= 30_000) within++;
    if (t.result.status === 'solved') slowest = Math.max(slowest, t.cpuMs);
    rows.push([b.id, t.result.status, secs(t.cpuMs), secs(t.ms), count(s.conflicts ?? 0), count(s.decisions ?? 0), count(s.propagations ?? 0), count(s.variables ?? 0), count(s.clauses ?? 0)]);
  }
  printTable(`25×25: our sat on Frisch's 18 boards and rkkautsar's (limit ${o.frischLimitMs / 1000} s each)`, ['board', 'status', 'cpu s', 'wall s', 'conflicts', 'decisions', 'propagations', 'variables', 'clauses'], rows, [
    `goal: every Frisch board ≤ 30 s (CPU time; the limit is wall time) — ${within}/18 ${within === 18 ? 'MET' : 'NOT MET'}; slowest solved ${secs(slowest)} s.`,
    'published (hakank, picat/sudoku.pi in hakank/hakank): Picat 3.1 with Kissat solves the 16 Frisch instances (the first 16 lines) in under 30 s each, the first in 28.1 s; Gecode 6.0.1 timed out at 60 s on 10 of these 18.',
  ]);
}

function benchLarge(o: Options): void {
  const sets: SudokuSetName[] = ['64x64_rkkautsar', '81x81_rkkautsar', '100x100_rkkautsar', '144x144_rkkautsar', '225x225_rkkautsar', '400x400_rkkautsar', 'generated_large_50pct_holes'];
  const rows: Cell[][] = [];
  let solved = 0;
  let all = 0;
  const big: string[] = [];
  for (const set of sets) {
    for (const b of readSudokuSet(repoRoot, set)) {
      note(`large: sat on ${b.id} (${b.puzzle.size}×${b.puzzle.size}) …`);
      global.gc?.();
      const t = timed(b.puzzle, 'sat', o.largeLimitMs);
      const s = t.result.stats;
      all++;
      if (t.result.status === 'solved') solved++;
      if (b.puzzle.size === 225 && set === '225x225_rkkautsar') big.push(`${b.id} ${t.result.status} in ${secs(t.cpuMs)} s CPU`);
      rows.push([b.id, `${b.puzzle.size}×${b.puzzle.size}`, t.result.status, secs(t.cpuMs), secs(t.ms), secs(s.buildMs ?? 0), count(s.variables ?? 0), count(s.clauses ?? 0), count(s.conflicts ?? 0), count(t.heapMb), count(t.rssMb)]);
    }
  }
  printTable(`Large boards: our sat (the open formula: only what the givens leave open), limit ${o.largeLimitMs / 1000} s each`, ['board', 'size', 'status', 'cpu s', 'wall s', 'build s', 'variables', 'clauses', 'conflicts', 'heap+buffers MB', 'rss MB'], rows, [
    `goal: every one solved — ${solved}/${all} ${solved === all ? 'MET' : 'NOT MET'}; the 225×225 ≤ 2 s: ${big.join('; ')}.`,
    'The full formula of a 225×225 board would have 11 million value variables and about 10⁸ clauses; the open one has what the table shows.',
    'published (rkkautsar/sudoku-solver, sudokusolver/solver_test.go and README.md): the 225×225 figures (gini 0.42–0.55 s, CaDiCaL 0.66 s) are for data/sudoku-225-2.txt, our 225x225_rkkautsar:2, which naked and hidden singles alone fill; the 64×64 ones for data/sudoku-64-2.txt, while the benchmark on data/sudoku-64-1.txt is commented out there as "TLE (>11m)".',
  ]);
}

function benchTrace(o: Options): void {
  const boards = readSudokuSet(repoRoot, '9x9_forum_hardest_1905_11plus-first1000', Math.min(o.n, 300)).map((b) => b.puzzle);
  const rows: Cell[][] = [];
  for (const method of ['dlx', 'sat']) {
    note(`trace: ${method} on ${boards.length} boards, off and on, alternating …`);
    let off = 0;
    let on = 0;
    let events = 0;
    for (const [i, p] of boards.entries()) {
      const run = (traced: boolean) => {
        const rec = traced ? recorder<SudokuEvent>() : null;
        const c = process.cpuUsage();
        sudokuGenre.methods[method].solve(p, { sink: rec?.sink });
        const u = process.cpuUsage(c);
        if (rec) events += rec.seen;
        return (u.user + u.system) / 1000;
      };
      if (i % 2 === 0) {
        off += run(false);
        on += run(true);
      } else {
        on += run(true);
        off += run(false);
      }
    }
    rows.push([method, boards.length, secs(off), secs(on), percent(on / off - 1), count(events / boards.length)]);
  }
  printTable('Tracing on vs off (9×9 forum-hardest, CPU time)', ['method', 'boards', 'off s', 'on s', 'on vs off', 'events per board'], rows, [
    'goal: tracing off costs ≤ 5%: with no sink, the only cost is one test of the sink per decision, choice or conflict (compare "off" with the throughput tables).',
  ]);
}

function benchNative(o: Options): void {
  const solvers = NATIVE.filter(available);
  if (solvers.length === 0) {
    process.stdout.write('\n== Native solvers: neither minisat nor cadical is installed; skipped.\n');
    return;
  }
  // Frisch's boards under the 25×25 limit; the large ones (rkkautsar's two hardest orders and the
  // half-empty boards up to 64×64, whose formulas stay under 5 MB of DIMACS) under the large-board limit.
  const boards = [
    ...readSudokuSet(repoRoot, '25x25_gecode_frisch').map((b) => ({ ...b, limitMs: o.frischLimitMs })),
    ...(['64x64_rkkautsar', '225x225_rkkautsar'] as const).flatMap((set) => readSudokuSet(repoRoot, set).map((b) => ({ ...b, limitMs: o.largeLimitMs }))),
    ...readSudokuSet(repoRoot, 'generated_large_50pct_holes', 6).map((b) => ({ ...b, limitMs: o.largeLimitMs })),
  ];
  const rows: Cell[][] = [];
  for (const b of boards) {
    const row: Cell[] = [b.id, b.limitMs / 1000];
    note(`native: ${b.id} …`);
    const t = timed(b.puzzle, 'sat', b.limitMs);
    row.push(t.result.status === 'solved' ? secs(t.ms) : `> ${b.limitMs / 1000}`);
    for (const s of solvers) {
      const r = runNative(s, b.puzzle, b.limitMs);
      row.push(r.status === 'timeout' ? `> ${b.limitMs / 1000}` : secs(r.ms));
    }
    rows.push(row);
  }
  printTable('Native solvers on the same formula (DIMACS from the genre\'s writer; seconds, wall)', ['board', 'limit s', 'ours sat', ...solvers.map((s) => s.name)], rows, [
    'The native times include starting the process and reading the file.',
  ]);
}

export async function benchSudoku(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const o = parse(args);
  if (typeof o === 'string') {
    process.stderr.write(`bench sudoku: ${o}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const load = os.loadavg()[0];
  process.stdout.write(
    `Sudoku benchmark — Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${load.toFixed(2)} at start. ` +
      'Ratios use CPU time of this one process; wall times suffer from other jobs on shared cores.\n',
  );
  const started = performance.now();
  if (o.sections.has('9x9')) bench9x9(o);
  if (o.sections.has('16x16')) bench16x16(o);
  if (o.sections.has('25x25')) bench25x25(o);
  if (o.sections.has('large')) benchLarge(o);
  if (o.sections.has('reach')) benchReach(repoRoot, o.reachLimitMs, o.reachJson);
  if (o.sections.has('trace')) benchTrace(o);
  if (o.sections.has('native')) benchNative(o);
  process.stdout.write(`\nbenchmark wall time ${secs(performance.now() - started)} s; load average now ${os.loadavg()[0].toFixed(2)}\n`);
}

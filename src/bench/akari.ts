/**
 * `npm run bench -- akari [options]`: the Akari benchmark.
 *
 * For every puzzle in tests/data/akari/: whether forcing alone, the literal
 * pair loop (with its cap) and the selective method settle it without a
 * trial; rounds, sums built and pairs tried (literal) or weighed (selective);
 * time. Then open boards and time limits (akari-open.ts), and the goals
 * (akari-goals.ts). Progress on stderr, tables on stdout.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import { readAkariRecords, type AkariRecord } from '../puzzles/akari/records';
import { printGoals, type BenchRow } from './akari-goals';
import { measure, type Measured } from './akari-measure';
import { benchLimits, benchOpenBoards } from './akari-open';

const USAGE = `Usage: npm run bench -- akari [options]
  --cap N          cap on the literal pair loop's set of inequalities (default 200000)
  --runs N         forcing and selective: best of N runs (default 3)
  --limit-ms N     time budget per puzzle and method (default 60000)
  --only TEXT      only puzzles whose id contains TEXT
  --skip-pairs     leave out the literal pair loop (it takes minutes)
  --skip-open      leave out the open boards (60×60 and 100×100) and the time limits`;

export interface BenchOptions {
  cap: number;
  runs: number;
  limitMs: number;
  only: string;
  pairs: boolean;
  open: boolean;
}

function parse(args: string[]): BenchOptions | string {
  const o: BenchOptions = { cap: 200_000, runs: 3, limitMs: 60_000, only: '', pairs: true, open: true };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const number = (): number => {
      const n = Number(args[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${a} needs a whole number ≥ 1`);
      return n;
    };
    try {
      if (a === '--cap') o.cap = number();
      else if (a === '--runs') o.runs = number();
      else if (a === '--limit-ms') o.limitMs = number();
      else if (a === '--only') o.only = args[++i] ?? '';
      else if (a === '--skip-pairs') o.pairs = false;
      else if (a === '--skip-open') o.open = false;
      else if (a === '--help' || a === '-h') return '';
      else return `unknown option '${a}'`;
    } catch (e) {
      return (e as Error).message;
    }
  }
  return o;
}

function records(): AkariRecord[] {
  const dir = join(repoRoot, 'tests/data/akari');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap((f) => readAkariRecords(readFileSync(join(dir, f), 'utf8')));
}

const count = (x: number): string => Math.round(x).toLocaleString('en-US');
const secs = (ms: number): string => (ms / 1000).toFixed(3);
const yes = (m: Measured): string => (m.settled ? 'yes' : 'no');
const needed = (m: Measured): string =>
  m.trials + m.searchNodes > 0 ? `yes (${m.trials}${m.searchNodes ? `, search ${m.searchNodes}` : ''})` : 'no';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((r) => r[c].length)));
  const line = (r: string[]) => r.map((cell, c) => (c < 3 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export async function benchAkari(args: string[]): Promise<void> {
  const o = parse(args);
  if (typeof o === 'string') {
    (o ? process.stderr : process.stdout).write(`${o ? `bench akari: ${o}\n` : ''}${USAGE}\n`);
    if (o) process.exitCode = 2;
    return;
  }
  const base = { runs: o.runs, cap: o.cap, limitMs: o.limitMs };
  const results: BenchRow[] = [];
  const rows: string[][] = [];
  for (const r of records().filter((x) => x.id.includes(o.only))) {
    process.stderr.write(`akari: ${r.id}\n`);
    const row: BenchRow = {
      record: r,
      force: measure(r, 'force', base),
      pairs: o.pairs ? measure(r, 'pairs', { ...base, runs: 1 }) : null,
      stars: measure(r, 'selective', { ...base, chains: false }),
      selective: measure(r, 'selective', base),
    };
    results.push(row);
    const { force, pairs, stars, selective: sel } = row;
    const problems = [force, pairs, stars, sel].filter((m) => m?.problem).map((m) => `${m!.method}: ${m!.problem}`);
    rows.push([
      r.id,
      `${r.puzzle.width}x${r.puzzle.height}`,
      r.difficulty ?? '',
      yes(force),
      pairs ? `${yes(pairs)}${pairs.capHit ? ' (cap)' : ''}` : '–',
      pairs ? count(pairs.rounds) : '–',
      pairs ? count(pairs.built) : '–',
      pairs ? count(pairs.tried) : '–',
      pairs ? secs(pairs.ms) : '–',
      yes(stars),
      yes(sel),
      count(sel.rounds),
      count(sel.built),
      count(sel.tried),
      count(sel.chainSums),
      needed(sel),
      secs(sel.ms),
      problems.length ? `WRONG ${problems.join('; ')}` : 'ok',
    ]);
  }
  const header = ['puzzle', 'size', 'level', 'force', 'pairs', 'rounds', 'built', 'tried', 's', 'stars', 'selective', 'rounds', 'built', 'weighed', 'chains', 'trial', 's', 'check'];
  process.stdout.write(`\n== Akari: who settles what (pairs = the literal loop, cap ${count(o.cap)}; selective = the default method)\n`);
  process.stdout.write(table(header, rows) + '\n');
  process.stdout.write(
    [
      '  force/pairs/stars/selective: "yes" = the method settled every cell itself, before any trial.',
      '  stars = selective without its chain tier; chains = chain sums the default method used (found by looking ahead, each a sum that forces alone).',
      '  rounds/built/tried: the method phase; built = new inequalities kept; tried = pairs added (literal) or weighed without building (selective).',
      '  trial = labelled trial steps (and search nodes) the default method needed afterwards; s = whole solve, best of runs.',
      '  Timings are wall-clock on a shared machine and noisy.',
    ].join('\n') + '\n',
  );
  const more = o.open ? [...benchOpenBoards(o.runs), ...benchLimits()] : ['5./6. open boards and time limits: left out (--skip-open).'];
  printGoals(results, more);
}

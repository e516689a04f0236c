/**
 * `npm run bench -- numberlink [options]`: the Numberlink benchmark.
 *
 * Per board and rule: the ZDD built by frontier search (nodes, widest level,
 * nodes after reduction, exact count against the data's count, time, memory
 * of its arrays), beside the C reference of the same algorithm compiled and
 * run in the same process tree (same node counts, time ratio). Then the
 * Nikoli rule's clean stop at the node budget, the SAT peer (one solution and
 * a uniqueness call, against the ZDD's count), the genre's own sat method on
 * 50×50 and 40×20 boards (numberlink-cdcl.ts), the published boards under the
 * default options (numberlink-defaults.ts), the 50×50 boards, the paper's
 * published figures (labelled), and the goals. Progress on stderr, tables on
 * stdout. See numberlink-*.ts for the parts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import { cpus, loadavg } from 'node:os';
import type { NumberlinkRule } from '../puzzles/numberlink/puzzle';
import { ALL_RULES } from '../puzzles/numberlink/puzzle';
import { readNumberlinkRecords, type NumberlinkRecord } from '../puzzles/numberlink/records';
import { wholeNumberAfter } from './bench-args';
import { buildReference } from './numberlink-reference';
import { benchBoards, printGoals, type BoardRow } from './numberlink-boards';
import { benchLarge, benchNikoliStop, printPublished } from './numberlink-more';
import { benchSat } from './numberlink-sat-table';
import { benchCdcl } from './numberlink-cdcl';
import { benchDefaults } from './numberlink-defaults';
import { benchTdzdd } from './numberlink-tdzdd';
import { numberlinkGenre } from '../puzzles/numberlink/genre';

const USAGE = `Usage: npm run bench -- numberlink [options]
  --rules LIST      rules of the board tables, comma-separated (default fill,fill-notouch; also nikoli,
                    fill-canonical, nikoli-canonical, which the C reference does not know)
  --limit-ms N      time per board and rule, TypeScript and C alike (default 5000)
  --all-boards      under fill (and nikoli) every board up to 40×20; by default only those whose count the
                    data knows (TdZdd finished them within 10 s there; the others need far more than the goal)
  --max-nodes N     node budget per board (default 20000000)
  --only TEXT       only boards whose id contains TEXT
  --rows all|large  print a row per board, or only for boards of 300 cells and more (default large)
  --no-boards       leave out the board tables (run only the other sections)
  --no-c            leave out the C reference
  --no-sat          leave out the SAT comparison
  --sat-boards N    boards in the SAT comparison (default 12)
  --no-cdcl         leave out the sat method (our CDCL) on 50×50 and 40×20 boards
  --cdcl-limit-ms N time per board for the sat method and for minisat/cadical on its formula (default 30000)
  --no-nikoli       leave out the Nikoli node-budget section
  --large           all 11 boards of 50×50, 60 s each (default: 2 boards, 15 s each)
  --no-large        leave out the 50×50 boards
  --no-defaults     leave out the published boards (Janko, Flow Free, generated 40×20, noqx) under the default options
  --defaults-rules LIST  rules of that table, comma-separated (default fill, the default rule)
  --defaults-limit-ms N  its time per board (default 60000, the genre's default limit)
  --no-tdzdd        leave out the largest published boards against TdZdd's ddnumlin figures
  --tdzdd-only      run only that section
  --tdzdd-rules LIST     its rules (default fill-canonical,fill-notouch)
  --tdzdd-alone     there, also run each board in a process of its own (as ddnumlin was timed)`;

export interface NumberlinkBenchOptions {
  rules: NumberlinkRule[];
  limitMs: number;
  allBoards: boolean;
  boards: boolean;
  maxNodes: number;
  only: string;
  rows: 'all' | 'large';
  c: boolean;
  sat: boolean;
  satBoards: number;
  nikoli: boolean;
  large: 'some' | 'all' | 'none';
  cdcl: boolean;
  cdclLimitMs: number;
  defaults: boolean;
  defaultsRules: NumberlinkRule[];
  defaultsLimitMs: number;
  tdzdd: 'yes' | 'no' | 'only';
  tdzddRules: NumberlinkRule[];
  tdzddAlone: boolean;
}

function parse(args: string[]): NumberlinkBenchOptions | string {
  const o: NumberlinkBenchOptions = {
    rules: ['fill', 'fill-notouch'],
    limitMs: 5_000,
    allBoards: false,
    boards: true,
    maxNodes: 20_000_000,
    only: '',
    rows: 'large',
    c: true,
    sat: true,
    satBoards: 12,
    nikoli: true,
    large: 'some',
    cdcl: true,
    cdclLimitMs: 30_000,
    defaults: true,
    defaultsRules: ['fill'],
    defaultsLimitMs: numberlinkGenre.defaultLimitMs,
    tdzdd: 'yes',
    tdzddRules: ['fill-canonical', 'fill-notouch'],
    tdzddAlone: false,
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const number = (): number => wholeNumberAfter(args, i++, a);
    try {
      if (a === '--rules' || a === '--defaults-rules' || a === '--tdzdd-rules') {
        const rules = (args[++i] ?? '').split(',');
        const bad = rules.find((r) => !(ALL_RULES as readonly string[]).includes(r));
        if (bad !== undefined) return `unknown rule '${bad}' (known: ${ALL_RULES.join(', ')})`;
        if (a === '--rules') o.rules = rules as NumberlinkRule[];
        else if (a === '--tdzdd-rules') o.tdzddRules = rules as NumberlinkRule[];
        else o.defaultsRules = rules as NumberlinkRule[];
      } else if (a === '--no-defaults') o.defaults = false;
      else if (a === '--no-tdzdd') o.tdzdd = 'no';
      else if (a === '--tdzdd-only') o.tdzdd = 'only';
      else if (a === '--tdzdd-alone') o.tdzddAlone = true;
      else if (a === '--defaults-limit-ms') o.defaultsLimitMs = number();
      else if (a === '--limit-ms') o.limitMs = number();
      else if (a === '--all-boards') o.allBoards = true;
      else if (a === '--no-boards') o.boards = false;
      else if (a === '--max-nodes') o.maxNodes = number();
      else if (a === '--only') o.only = args[++i] ?? '';
      else if (a === '--rows') {
        const v = args[++i];
        if (v !== 'all' && v !== 'large') return '--rows takes all or large';
        o.rows = v;
      } else if (a === '--no-c') o.c = false;
      else if (a === '--no-sat') o.sat = false;
      else if (a === '--sat-boards') o.satBoards = number();
      else if (a === '--no-nikoli') o.nikoli = false;
      else if (a === '--no-cdcl') o.cdcl = false;
      else if (a === '--cdcl-limit-ms') o.cdclLimitMs = number();
      else if (a === '--large') o.large = 'all';
      else if (a === '--no-large') o.large = 'none';
      else if (a === '--help' || a === '-h') return '';
      else return `unknown option '${a}'`;
    } catch (e) {
      return (e as Error).message;
    }
  }
  return o;
}

export function numberlinkRecords(): NumberlinkRecord[] {
  // From the repository root: the benchmark runs from a bundle elsewhere (scripts/bundle.mjs).
  const dir = join(repoRoot, 'tests', 'data', 'numberlink');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap((f) => readNumberlinkRecords(readFileSync(join(dir, f), 'utf8')));
}

export async function benchNumberlink(args: string[]): Promise<void> {
  const o = parse(args);
  if (typeof o === 'string') {
    (o ? process.stderr : process.stdout).write(`${o ? `bench numberlink: ${o}\n` : ''}${USAGE}\n`);
    if (o) process.exitCode = 2;
    return;
  }
  const all = numberlinkRecords().filter((r) => r.id.includes(o.only));
  if (o.tdzdd === 'only') {
    if ((await benchTdzdd(all, o.tdzddRules, o.limitMs, o.tdzddAlone)) > 0) process.exitCode = 1;
    return;
  }
  const upTo40x20 = all.filter((r) => Math.max(r.puzzle.width, r.puzzle.height) <= 40 && Math.min(r.puzzle.width, r.puzzle.height) <= 20);
  const reference = o.c ? buildReference() : ({ ok: false, why: 'left out (--no-c)' } as const);
  process.stdout.write(
    `Numberlink benchmark — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} at the start (wall-clock times on a shared machine are noisy; "cpu" is this process's own CPU time)\n` +
      `C reference: ${reference.ok ? `bench/reference/numberlink.c, ${reference.compiler}, -O2` : reference.why}\n` +
      `${upTo40x20.length} boards up to 40×20 of ${all.length} in tests/data/numberlink/ (see PROVENANCE.md there)\n`,
  );
  const rows: BoardRow[] = [];
  for (const rule of o.boards ? o.rules : []) {
    // Under fill-notouch the data knows almost every count; under the other rules only where TdZdd finished in 10 s.
    const boards = rule === 'fill-notouch' || o.allBoards ? upTo40x20 : upTo40x20.filter((r) => r.counts[rule] !== null);
    rows.push(...benchBoards(boards, rule, o, reference.ok, upTo40x20.length));
  }
  if (o.defaults) benchDefaults(o.defaultsRules, o.defaultsLimitMs, o.only);
  if (o.tdzdd === 'yes' && (await benchTdzdd(all, o.tdzddRules, o.limitMs, o.tdzddAlone)) > 0) process.exitCode = 1;
  if (o.nikoli) benchNikoliStop(all, o);
  if (o.sat) benchSat(upTo40x20, o);
  if (o.cdcl) {
    // Two of the 50×50 boards (--large: all 11), and three of 40×20.
    const fifty = all.filter((r) => r.puzzle.width === 50 && r.puzzle.height === 50).slice(0, o.large === 'all' ? 11 : 2);
    const forty = upTo40x20.filter((r) => r.puzzle.width === 40 && r.puzzle.height === 20).slice(0, 3);
    benchCdcl([...fifty, ...forty], o.cdclLimitMs);
  }
  const large = o.large === 'none' ? [] : benchLarge(all, o, reference.ok);
  printPublished();
  printGoals(rows, large, o, upTo40x20.length);
  process.stdout.write(`\npeak memory of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`);
}

/**
 * Runs `puzzle solve` as its own process, the way a user does, and measures
 * what the user waits for and what the machine gives: the wall time from
 * spawn to exit and the process's peak memory (resident set).
 *
 * The peak comes from the child itself: a tiny module loaded with
 * `--import` prints its peak resident set on exit to standard error behind
 * a marker, so nothing outside Node (no /usr/bin/time) is needed and the
 * CLI's own output stays untouched.
 *
 * On Linux that peak is VmHWM of /proc/self/status, not
 * `process.resourceUsage().maxRSS`: the child is forked from this process
 * before it executes Node, and Linux keeps the forked copy's high-water mark
 * in the child's maxRSS across the exec. So maxRSS reported this process's
 * size at the spawn whenever that was larger than the child's own peak: after
 * the 15 MB sliding file (its text and answers still held here), the one-line
 * run that peaks near 130 MB alone was reported at 297–344 MB. VmHWM belongs
 * to the memory the exec made fresh, so it counts the command alone (all its
 * threads share it). Elsewhere maxRSS is what there is.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PUZZLE_NODE_FLAGS } from '../cli/node-flags';
import { repoRoot } from '../cli/repo-root';

const RSS_MARK = '@@peak-rss-kb ';
// The peak resident set (kB: VmHWM where /proc has it, else maxRSS), then the CPU time of all the process's
// threads (user + system, microseconds).
const REPORT_PEAK = `data:text/javascript,${encodeURIComponent(
  `import { readFileSync } from 'node:fs';
  const ownPeakKb = () => { try { return Number(/VmHWM:\\s*(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]); } catch { return NaN; } };
  process.on('exit', () => {
    const u = process.resourceUsage();
    const peakKb = ownPeakKb();
    process.stderr.write('\\n${RSS_MARK}' + (peakKb > 0 ? peakKb : u.maxRSS) + ' ' + (u.userCPUTime + u.systemCPUTime) + '\\n');
  });`,
)}`;

export interface CliRun {
  /** Spawn to exit, milliseconds. */
  wallMs: number;
  /** Peak resident set of the process, megabytes. */
  peakMb: number;
  /**
   * CPU time of the process, all its threads, milliseconds: on a loaded machine the wall time
   * also holds the time the process waited for a core; this does not.
   */
  cpuMs: number;
  exitCode: number | null;
  /** The JSON Lines records the CLI printed. */
  records: Record<string, unknown>[];
  stderr: string;
}

/** `npm run --silent puzzle -- <args>` with `input` on standard input, without npm in between (the script's Node flags too). */
export function runCli(args: string[], input: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...PUZZLE_NODE_FLAGS, '--import', REPORT_PEAK, join(repoRoot, 'scripts', 'bundle.mjs'), 'puzzle', ...args], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const wallMs = performance.now() - started;
      const stderrAll = Buffer.concat(err).toString('utf8');
      const mark = stderrAll.lastIndexOf(RSS_MARK);
      const [peakKb, cpuUs] = mark < 0 ? [NaN, NaN] : stderrAll.slice(mark + RSS_MARK.length).trim().split(' ').map((n) => Number.parseInt(n, 10));
      const records = Buffer.concat(out)
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ wallMs, peakMb: peakKb / 1024, cpuMs: cpuUs / 1000, exitCode, records, stderr: mark < 0 ? stderrAll : stderrAll.slice(0, mark).trimEnd() });
    });
    child.stdin.end(input);
  });
}

/** The start-up a user pays on every call: wall and CPU time, milliseconds. */
export interface Startup {
  wallMs: number;
  cpuMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The medians of `runs` wall and CPU times of the CLI on a board it answers at once.
 * `args` choose a method that answers it at once (one that first waits for a solver to load would count the load as start-up).
 */
export async function startupOf(genre: string, trivialBoard: string, args: string[] = [], runs = 5): Promise<Startup> {
  // One run first that is not counted: it may rebuild the CLI's bundle or warm the disk cache.
  await runCli(['solve', genre, ...args], trivialBoard);
  const all: CliRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await runCli(['solve', genre, ...args], trivialBoard));
  return { wallMs: median(all.map((r) => r.wallMs)), cpuMs: median(all.map((r) => r.cpuMs)) };
}

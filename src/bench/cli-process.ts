/**
 * Runs `puzzle solve` as its own process, the way a user does, and measures
 * what the user waits for and what the machine gives: the wall time from
 * spawn to exit, the process's CPU time and its peak memory (resident set).
 *
 * The peak and the CPU time come from the child itself: a tiny module loaded
 * with `--import` prints `process.resourceUsage()`'s maxRSS and CPU times on
 * exit to standard error behind markers, so nothing outside Node (no /usr/bin/time) is
 * needed and the CLI's own output stays untouched.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';

const RSS_MARK = '@@peak-rss-kb ';
const CPU_MARK = '@@cpu-us ';
const REPORT_PEAK = `data:text/javascript,${encodeURIComponent(
  `process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('\\n${RSS_MARK}' + u.maxRSS + '\\n${CPU_MARK}' + (u.userCPUTime + u.systemCPUTime) + '\\n'); });`,
)}`;

export interface CliRun {
  /** Spawn to exit, milliseconds. */
  wallMs: number;
  /** Peak resident set of the process, megabytes. */
  peakMb: number;
  /** CPU time of the whole process (user and system, its worker threads included), milliseconds. */
  cpuMs: number;
  exitCode: number | null;
  /** The JSON Lines records the CLI printed. */
  records: Record<string, unknown>[];
  stderr: string;
}

/** `npm run --silent puzzle -- <args>` with `input` on standard input, without npm in between. */
export function runCli(args: string[], input: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', REPORT_PEAK, join(repoRoot, 'scripts', 'bundle.mjs'), 'puzzle', ...args], {
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
      const peakKb = mark < 0 ? NaN : Number.parseInt(stderrAll.slice(mark + RSS_MARK.length), 10);
      const cpuAt = stderrAll.lastIndexOf(CPU_MARK);
      const cpuUs = cpuAt < 0 ? NaN : Number.parseInt(stderrAll.slice(cpuAt + CPU_MARK.length), 10);
      const records = Buffer.concat(out)
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({
        wallMs,
        peakMb: peakKb / 1024,
        cpuMs: cpuUs / 1000,
        exitCode,
        records,
        stderr: mark < 0 ? stderrAll : stderrAll.slice(0, mark).trimEnd(),
      });
    });
    child.stdin.end(input);
  });
}

/** The median of `runs` wall times of the CLI on a board it answers at once: the start-up a user pays on every call. */
export async function startupMs(genre: string, trivialBoard: string, runs = 5): Promise<number> {
  // One run first that is not counted: it may rebuild the CLI's bundle or warm the disk cache.
  await runCli(['solve', genre], trivialBoard);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await runCli(['solve', genre], trivialBoard)).wallMs);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

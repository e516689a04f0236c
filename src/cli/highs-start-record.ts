/**
 * How long HiGHS takes to start in its thread on this machine: the fastest
 * start seen so far, kept in .cache/ beside the sliding tables. Starting
 * HiGHS is compiling 3.5 MB of WebAssembly, which nothing can interrupt or
 * hurry, so a limit shorter than the fastest start cannot see HiGHS answer:
 * the command line then does not start it at all (./shakashaka-highs.ts),
 * instead of waiting for the limit to run out and then for the thread to be
 * torn down mid-compile. The fastest start, not the last: a start on a busy
 * machine is slow, and a prediction from it would turn away limits that a
 * quiet machine could meet.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR } from './cached-table-source';

const RECORD = join(CACHE_DIR, 'highs-start.json');

/** The fastest start recorded (ms), or null when HiGHS has not yet started here (or the record is unreadable). */
export function fastestHighsStart(file = RECORD): number | null {
  try {
    const ms = (JSON.parse(readFileSync(file, 'utf8')) as { fastestMs?: unknown }).fastestMs;
    return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : null;
  } catch {
    return null;
  }
}

/** Notes a start that took `ms`, when it is the fastest so far. A record that cannot be written is no error: the next start tries again. */
export function recordHighsStart(ms: number, file = RECORD): void {
  const fastest = fastestHighsStart(file);
  if (fastest !== null && fastest <= ms) return;
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    // Written aside and renamed, so a command starting meanwhile never reads half a record.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify({ fastestMs: Math.round(ms) }) + '\n');
    renameSync(temp, file);
  } catch {
    // A read-only checkout: the prediction stays off.
  }
}

/**
 * Why HiGHS is not worth starting with `leftMs` of the limit left, given its fastest start here;
 * null when it may be (no limit, no record yet, or time enough).
 */
export function highsStartSkip(leftMs: number, fastestMs: number | null): string | null {
  if (fastestMs === null || !(leftMs < fastestMs)) return null;
  return (
    `HiGHS was not started: loading it (compiling its WebAssembly, which cannot be interrupted) takes at least ` +
    `${Math.ceil(fastestMs).toLocaleString('en-US')} ms on this machine, and the limit left ${Math.max(0, Math.floor(leftMs)).toLocaleString('en-US')} ms; no model was built`
  );
}

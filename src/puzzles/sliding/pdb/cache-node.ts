/**
 * Node-only: pattern databases cached on disk, so a build (a minute for the
 * 7-8 tables, a second for the lesson's 6-6-3) runs once per machine. The
 * browser never imports this file.
 *
 * Each table is two files: `<name>.bin` (the raw values) and `<name>.json`
 * (what was built and how long the values are). A table whose header does
 * not match what this code would build, or whose .bin has the wrong length,
 * is rebuilt. Files are written under a temporary name and renamed, so an
 * interrupted build never leaves a half-written table behind.
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PatternDb, PdbLayout, PdbProgress } from './build';
import { buildPatternDb, PdbDeadlineError } from './build';
import type { StrongTables } from '../heuristics/pdb-strong';
import { STRONG_NAME, STRONG_PATTERNS } from '../heuristics/pdb-strong';
import { PDB663_PATTERNS, progressWeights } from '../heuristics/pdb';
import { factorial } from './index-arithmetic';

/** Bump when the construction or the index layout changes: old files are then ignored. */
const CACHE_FORMAT = 1;

interface CacheHeader {
  format: number;
  tiles: number[];
  size: number;
  layout: PdbLayout;
  entries: number;
  maxValue: number;
  states: number;
  buildMs: number;
}

function baseName(tiles: number[], layout: PdbLayout): string {
  return `sliding-pdb-v${CACHE_FORMAT}-4x4-${layout}-${tiles.join('_')}`;
}

/** A set of tables one heuristic reads together, as they are cached. */
export interface TableSet {
  /** In words, for messages: "the 7-8 pattern databases". */
  name: string;
  patterns: readonly number[][];
  layout: PdbLayout;
  /** Share of the build's progress bar per pattern (their sizes). */
  weights: readonly number[];
}

export const STRONG_SET: TableSet = { name: `the ${STRONG_NAME.replace(' + mirror', '')}`, patterns: STRONG_PATTERNS, layout: 'ranked', weights: [0.9, 0.1] };

/** The lesson's 6-6-3 databases, sparse layout (the CLI's `ida` caches them). */
export const PDB663_SET: TableSet = { name: 'the 6-6-3 pattern databases', patterns: PDB663_PATTERNS, layout: 'sparse', weights: progressWeights(PDB663_PATTERNS) };

/** The header of a cached table when it and its .bin match what this code builds, else null. */
function cachedHeader(cacheDir: string, tiles: number[], layout: PdbLayout): CacheHeader | null {
  const base = join(cacheDir, baseName(tiles, layout));
  if (!existsSync(`${base}.json`) || !existsSync(`${base}.bin`)) return null;
  try {
    const header = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as CacheHeader;
    const fits =
      header.format === CACHE_FORMAT &&
      header.size === 4 &&
      header.layout === layout &&
      header.tiles.join(',') === tiles.join(',') &&
      statSync(`${base}.bin`).size === header.entries;
    return fits ? header : null;
  } catch {
    return null;
  }
}

/**
 * Bytes read between two looks at the clock when a load has a deadline: a
 * millisecond or less from the page cache, several from a cold disk (a read
 * of 8 MB took up to 90 ms on a busy machine, all of it past a 100 ms limit).
 */
const READ_CHUNK = 1 << 20;

/** Bytes read before their rate tells whether the rest of a load fits in the time left. */
export const PROBE_BYTES = 4 << 20;

/**
 * Whether a load outlasts its limit, told from its start: `done` bytes read
 * in `ms` milliseconds, `left` bytes still to read and `leftMs` before the
 * deadline. At the same rate, the rest takes left / (done / ms); when that
 * is more than the time left, the estimated time of the whole load
 * (milliseconds), else null.
 */
export function loadOutlasts(done: number, ms: number, left: number, leftMs: number): number | null {
  const restMs = (left * Math.max(ms, 0.01)) / Math.max(done, 1);
  return restMs > leftMs ? ms + restMs : null;
}

/** A load stopped before its end: the fraction read, and, when its first bytes' rate said it would not fit, the whole load's estimated time. */
interface LoadLate {
  late: number;
  needMs?: number;
}

/**
 * Reads cached tables into one buffer, one after the other, so the search
 * can use them as one array without a copy (joined.ts); null when one
 * cannot be read, how far it got when `deadline` came first — or when the
 * rate of its first PROBE_BYTES said the rest would not be read by then:
 * a load of 550 MB under a 100 ms limit stops after a few milliseconds, and
 * the search gets the time instead.
 */
function loadJoined(cacheDir: string, headers: CacheHeader[], deadline = Infinity): PatternDb[] | null | LoadLate {
  const total = headers.reduce((n, h) => n + h.entries, 0);
  const joined = new Uint8Array(total);
  const tables: PatternDb[] = [];
  const began = performance.now();
  let probed = !Number.isFinite(deadline);
  let at = 0;
  try {
    for (const header of headers) {
      const fd = openSync(join(cacheDir, `${baseName(header.tiles, header.layout)}.bin`), 'r');
      try {
        for (let done = 0; done < header.entries; ) {
          if (Date.now() >= deadline) return { late: (at + done) / total };
          if (!probed && at + done >= PROBE_BYTES) {
            probed = true;
            const needMs = loadOutlasts(at + done, performance.now() - began, total - at - done, deadline - Date.now());
            if (needMs !== null) return { late: (at + done) / total, needMs };
          }
          const read = readSync(fd, joined, at + done, Math.min(READ_CHUNK, header.entries - done), done);
          if (read <= 0) return null;
          done += read;
        }
      } finally {
        closeSync(fd);
      }
      const values = joined.subarray(at, at + header.entries);
      tables.push({ tiles: [...header.tiles], size: 4, layout: header.layout, values, maxValue: header.maxValue, states: header.states });
      at += header.entries;
    }
  } catch {
    return null;
  }
  return tables;
}

function save(cacheDir: string, db: PatternDb, buildMs: number): CacheHeader {
  mkdirSync(cacheDir, { recursive: true });
  const base = join(cacheDir, baseName(db.tiles, db.layout));
  const header: CacheHeader = {
    format: CACHE_FORMAT,
    tiles: db.tiles,
    size: db.size,
    layout: db.layout,
    entries: db.values.length,
    maxValue: db.maxValue,
    states: db.states,
    buildMs,
  };
  // A temporary name per process: two test processes may build the same table at once.
  const tmp = `.${process.pid}.tmp`;
  writeFileSync(`${base}.bin${tmp}`, db.values);
  renameSync(`${base}.bin${tmp}`, `${base}.bin`);
  writeFileSync(`${base}.json${tmp}`, JSON.stringify(header, null, 2));
  renameSync(`${base}.json${tmp}`, `${base}.json`);
  return header;
}

export interface TableLoadReport {
  tables: PatternDb[];
  /** Per table: loaded from disk, or built now and how long that took. */
  sources: { tiles: number[]; source: 'cache' | 'built'; ms: number }[];
}

/** Preparation stopped at its deadline: what was under way, in words, for the answer. */
export interface TableLoadCut {
  cut: string;
}

export interface TableLoadOptions {
  onProgress?: PdbProgress;
  /** Build every table again, ignoring the cache. */
  rebuild?: boolean;
  /** `Date.now()` by which loading or building must stop (a user's time limit). */
  deadline?: number;
}

const percentOf = (fraction: number) => `${Math.floor(fraction * 100)} %`;

/**
 * The placements a build of k tiles goes through: every way to put them on
 * the 16 cells (16!/(16−k)!), the ranked layout's length, whatever layout is
 * kept. A build's time grows with this count.
 */
export function placementsOf(k: number): number {
  return factorial(16) / factorial(16 - k);
}

/**
 * Nanoseconds per placement when no table was built on this machine yet: the
 * 8-tile table of the 7-8 set took 43.3 s for its 518,918,400 placements on
 * the two-core machine this was measured on (83 ns), the 7-tile one 4.9 s for
 * 57,657,600 (85 ns).
 */
const DEFAULT_NS_PER_PLACEMENT = 85;

/** Only builds this large tell the rate (a small table's build is mostly start-up). */
const RATE_FROM_PLACEMENTS = 1_000_000;

/**
 * How fast this machine builds tables, in nanoseconds per placement: the
 * slowest rate among the tables it built before (their headers keep the
 * build time), or DEFAULT_NS_PER_PLACEMENT when there are none; and where
 * the figure comes from, in words.
 */
export function buildRate(cacheDir: string): { nsPerPlacement: number; from: string } {
  let worst = 0;
  let names = existsSync(cacheDir) ? readdirSync(cacheDir) : [];
  names = names.filter((n) => n.startsWith(`sliding-pdb-v${CACHE_FORMAT}-`) && n.endsWith('.json'));
  for (const name of names) {
    try {
      const header = JSON.parse(readFileSync(join(cacheDir, name), 'utf8')) as CacheHeader;
      const placements = placementsOf(header.tiles.length);
      if (header.format === CACHE_FORMAT && header.buildMs > 0 && placements >= RATE_FROM_PLACEMENTS) worst = Math.max(worst, (header.buildMs * 1e6) / placements);
    } catch {
      // A header being written by another process right now: the others tell the rate.
    }
  }
  return worst > 0
    ? { nsPerPlacement: worst, from: 'as fast as this machine built its other tables' }
    : { nsPerPlacement: DEFAULT_NS_PER_PLACEMENT, from: `at about ${DEFAULT_NS_PER_PLACEMENT} ns a placement, as on a two-core machine` };
}

const seconds = (ms: number) => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`);

/**
 * When the tables of `missing` cannot be built before `deadline` by the
 * machine's build rate: the sentence that says so, how long the build would
 * take and what limit would cover it (nothing is started); otherwise null.
 */
export function buildTooLong(cacheDir: string, set: TableSet, missing: readonly number[][], deadline: number): string | null {
  if (missing.length === 0 || !Number.isFinite(deadline)) return null;
  const placements = missing.reduce((n, pattern) => n + placementsOf(pattern.length), 0);
  const rate = buildRate(cacheDir);
  const needMs = (placements * rate.nsPerPlacement) / 1e6;
  const leftMs = Math.max(0, deadline - Date.now());
  if (needMs <= leftMs) return null;
  // Twice the estimate, rounded up to whole seconds: a busy machine builds slower.
  const coverMs = Math.ceil((2 * needMs) / 1000) * 1000;
  return (
    `${set.name[0].toUpperCase()}${set.name.slice(1)} are not built on this machine yet, and building them ` +
    `(${placements.toLocaleString('en-US')} placements, once; then cached in ${cacheDir}) takes about ${seconds(needMs)} ${rate.from}, ` +
    `more than the ${Math.round(leftMs).toLocaleString('en-US')} ms the time limit leaves, so it was not started; ` +
    `a run with a time limit of ${coverMs.toLocaleString('en-US')} ms or more builds and keeps them.`
  );
}

/**
 * Loads a set of tables from `cacheDir`, building (and saving) the ones
 * that are missing, or all of them with `rebuild`; says where each came
 * from. With a deadline, a build this machine could not finish by then
 * (buildTooLong) is not started, and the answer says how long it would
 * take; a build or load that runs late stops at the deadline and says how
 * far it got: a table that was finished is saved, so the next run starts
 * further on.
 */
export async function loadOrBuildTables(cacheDir: string, set: TableSet, options: TableLoadOptions = {}): Promise<TableLoadReport | TableLoadCut> {
  const { onProgress, deadline = Infinity } = options;
  const started0 = Date.now();
  // A build the limit cannot cover is not started: the answer says so at once, with the time it would take.
  const missing = options.rebuild ? [...set.patterns] : set.patterns.filter((pattern) => !cachedHeader(cacheDir, pattern, set.layout));
  const tooLong = buildTooLong(cacheDir, set, missing, deadline);
  if (tooLong) return { cut: tooLong };
  const headers: CacheHeader[] = [];
  const built = new Map<number, number>();
  let done = 0;
  for (const [i, pattern] of set.patterns.entries()) {
    const start = done;
    done += set.weights[i];
    const cached = options.rebuild ? null : cachedHeader(cacheDir, pattern, set.layout);
    if (cached) {
      headers.push(cached);
      continue;
    }
    const started = Date.now();
    const label = `building pattern database {${pattern.join(',')}} (once; cached in ${cacheDir})`;
    let reached = start;
    const progress = (f: number) => {
      reached = start + f * set.weights[i];
      onProgress?.(reached, label);
    };
    let db: PatternDb;
    try {
      db = buildPatternDb([...pattern], { onProgress: progress, layout: set.layout, deadline });
    } catch (e) {
      if (!(e instanceof PdbDeadlineError)) throw e;
      return {
        cut:
          `Building ${set.name} (needed once on this machine, then cached) was stopped at the time limit ` +
          `after ${Date.now() - started0} ms, with ${percentOf(reached)} of their positions reached; a run with a longer limit (the default one) finishes and keeps them.`,
      };
    }
    const ms = Date.now() - started;
    headers.push(save(cacheDir, db, ms));
    built.set(i, ms);
    // Give a pending progress write or signal handler a turn between two builds.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  // Every table is on disk now: read them all into one buffer (a fresh build
  // is read back too, so the search never needs a joined copy).
  const started = Date.now();
  const tables = loadJoined(cacheDir, headers, deadline);
  if (!tables) throw new Error(`could not read the pattern databases cached in ${cacheDir}`);
  if (!Array.isArray(tables)) {
    const mb = Math.round(headers.reduce((n, h) => n + h.entries, 0) / 2 ** 20);
    const what = `Loading ${set.name} (${mb} MB, cached in ${cacheDir})`;
    if (tables.needMs !== undefined) {
      return {
        cut:
          `${what} would take about ${Math.ceil(tables.needMs).toLocaleString('en-US')} ms at the rate its first ${PROBE_BYTES / 2 ** 20} MB were read, ` +
          `more than the time limit leaves, so it was stopped after ${Date.now() - started0} ms.`,
      };
    }
    return { cut: `${what} was stopped at the time limit after ${Date.now() - started0} ms, ${percentOf(tables.late)} read.` };
  }
  const loadMs = Date.now() - started;
  const sources: TableLoadReport['sources'] = set.patterns.map((pattern, i) => {
    const ms = built.get(i);
    return ms === undefined ? { tiles: [...pattern], source: 'cache', ms: loadMs } : { tiles: [...pattern], source: 'built', ms };
  });
  return { tables, sources };
}

export type StrongLoadReport = TableLoadReport;

/** Loads the 7-8 tables from `cacheDir`, building (and saving) the ones that are missing, or all of them with `rebuild`. */
export async function loadOrBuildStrongTablesReport(
  cacheDir: string,
  onProgress?: PdbProgress,
  options: { rebuild?: boolean } = {},
): Promise<StrongLoadReport> {
  const report = await loadOrBuildTables(cacheDir, STRONG_SET, { onProgress, rebuild: options.rebuild });
  if ('cut' in report) throw new Error(report.cut); // no deadline was given
  return report;
}

/** Loads the 7-8 tables from `cacheDir`, building (and saving) the ones that are missing. */
export async function loadOrBuildStrongTables(cacheDir: string, onProgress?: PdbProgress): Promise<StrongTables> {
  return (await loadOrBuildStrongTablesReport(cacheDir, onProgress)).tables;
}

/**
 * Node-only: the strong tables cached on disk, so the minute-long build runs
 * once per machine. The browser never imports this file.
 *
 * Each table is two files: `<name>.bin` (the raw values) and `<name>.json`
 * (what was built and how long the values are). A table whose header does
 * not match what this code would build, or whose .bin has the wrong length,
 * is rebuilt. Files are written under a temporary name and renamed, so an
 * interrupted build never leaves a half-written table behind.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PatternDb, PdbProgress } from './build';
import { buildPatternDb } from './build';
import type { StrongTables } from '../heuristics/pdb-strong';
import { STRONG_PATTERNS } from '../heuristics/pdb-strong';

/** Bump when the construction or the index layout changes: old files are then ignored. */
const CACHE_FORMAT = 1;

interface CacheHeader {
  format: number;
  tiles: number[];
  size: number;
  layout: PatternDb['layout'];
  entries: number;
  maxValue: number;
  states: number;
  buildMs: number;
}

function baseName(tiles: number[]): string {
  return `sliding-pdb-v${CACHE_FORMAT}-4x4-ranked-${tiles.join('_')}`;
}

/** The header of a cached table when it and its .bin match what this code builds, else null. */
function cachedHeader(cacheDir: string, tiles: number[]): CacheHeader | null {
  const base = join(cacheDir, baseName(tiles));
  if (!existsSync(`${base}.json`) || !existsSync(`${base}.bin`)) return null;
  try {
    const header = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as CacheHeader;
    const fits =
      header.format === CACHE_FORMAT &&
      header.size === 4 &&
      header.layout === 'ranked' &&
      header.tiles.join(',') === tiles.join(',') &&
      statSync(`${base}.bin`).size === header.entries;
    return fits ? header : null;
  } catch {
    return null;
  }
}

/**
 * Reads cached tables into one buffer, one after the other, so the search
 * can use them as one array without a copy (joined.ts); null when one
 * cannot be read.
 */
function loadJoined(cacheDir: string, headers: CacheHeader[]): PatternDb[] | null {
  const total = headers.reduce((n, h) => n + h.entries, 0);
  const joined = new Uint8Array(total);
  const tables: PatternDb[] = [];
  let at = 0;
  try {
    for (const header of headers) {
      const fd = openSync(join(cacheDir, `${baseName(header.tiles)}.bin`), 'r');
      try {
        for (let done = 0; done < header.entries; ) {
          const read = readSync(fd, joined, at + done, header.entries - done, done);
          if (read <= 0) return null;
          done += read;
        }
      } finally {
        closeSync(fd);
      }
      const values = joined.subarray(at, at + header.entries);
      tables.push({ tiles: [...header.tiles], size: 4, layout: 'ranked', values, maxValue: header.maxValue, states: header.states });
      at += header.entries;
    }
  } catch {
    return null;
  }
  return tables;
}

function save(cacheDir: string, db: PatternDb, buildMs: number): CacheHeader {
  mkdirSync(cacheDir, { recursive: true });
  const base = join(cacheDir, baseName(db.tiles));
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
  writeFileSync(`${base}.bin.tmp`, db.values);
  renameSync(`${base}.bin.tmp`, `${base}.bin`);
  writeFileSync(`${base}.json.tmp`, JSON.stringify(header, null, 2));
  renameSync(`${base}.json.tmp`, `${base}.json`);
  return header;
}

export interface StrongLoadReport {
  tables: StrongTables;
  /** Per table: loaded from disk, or built now and how long that took. */
  sources: { tiles: number[]; source: 'cache' | 'built'; ms: number }[];
}

/**
 * Loads the 7-8 tables from `cacheDir`, building (and saving) the ones that
 * are missing, or all of them with `rebuild`; says where each came from.
 */
export async function loadOrBuildStrongTablesReport(
  cacheDir: string,
  onProgress?: PdbProgress,
  options: { rebuild?: boolean } = {},
): Promise<StrongLoadReport> {
  const headers: CacheHeader[] = [];
  const built = new Map<number, number>();
  // Share of the progress bar per table: the 8-tile table has 9× the entries.
  const weights = [0.9, 0.1];
  let done = 0;
  for (const [i, pattern] of STRONG_PATTERNS.entries()) {
    const start = done;
    done += weights[i];
    const cached = options.rebuild ? null : cachedHeader(cacheDir, pattern);
    if (cached) {
      headers.push(cached);
      continue;
    }
    const started = Date.now();
    const label = `building pattern database {${pattern.join(',')}} (once; cached in ${cacheDir})`;
    const progress = onProgress && ((f: number) => onProgress(start + f * weights[i], label));
    const db = buildPatternDb(pattern, { onProgress: progress, layout: 'ranked' });
    const ms = Date.now() - started;
    headers.push(save(cacheDir, db, ms));
    built.set(i, ms);
    // Give a pending progress write or signal handler a turn between the two builds.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  // Every table is on disk now: read them all into one buffer (a fresh build
  // is read back too, so the search never needs a joined copy).
  const started = Date.now();
  const tables = loadJoined(cacheDir, headers);
  if (!tables) throw new Error(`could not read the pattern databases cached in ${cacheDir}`);
  const loadMs = Date.now() - started;
  const sources: StrongLoadReport['sources'] = STRONG_PATTERNS.map((pattern, i) => {
    const ms = built.get(i);
    return ms === undefined ? { tiles: [...pattern], source: 'cache', ms: loadMs } : { tiles: [...pattern], source: 'built', ms };
  });
  return { tables, sources };
}

/** Loads the 7-8 tables from `cacheDir`, building (and saving) the ones that are missing. */
export async function loadOrBuildStrongTables(cacheDir: string, onProgress?: PdbProgress): Promise<StrongTables> {
  return (await loadOrBuildStrongTablesReport(cacheDir, onProgress)).tables;
}

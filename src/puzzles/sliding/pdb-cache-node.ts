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
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PatternDb, PdbProgress } from './pdb-build';
import { buildPatternDb } from './pdb-build';
import type { StrongTables } from './heuristic-pdb-strong';
import { STRONG_PATTERNS } from './heuristic-pdb-strong';

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

function load(cacheDir: string, tiles: number[]): PatternDb | null {
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
    if (!fits) return null;
    const buffer = readFileSync(`${base}.bin`);
    // A file this large gets its own ArrayBuffer; use it as is (copying would
    // need another half gigabyte). Copy only if Node handed back a pool slice.
    const own = buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length;
    const values = own ? new Uint8Array(buffer.buffer, 0, buffer.length) : Uint8Array.from(buffer);
    return { tiles: [...tiles], size: 4, layout: 'ranked', values, maxValue: header.maxValue, states: header.states };
  } catch {
    return null;
  }
}

function save(cacheDir: string, db: PatternDb, buildMs: number): void {
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
  const tables: PatternDb[] = [];
  const sources: StrongLoadReport['sources'] = [];
  // Share of the progress bar per table: the 8-tile table has 9× the entries.
  const weights = [0.9, 0.1];
  let done = 0;
  for (const [i, pattern] of STRONG_PATTERNS.entries()) {
    const start = done;
    done += weights[i];
    const started = Date.now();
    const cached = options.rebuild ? null : load(cacheDir, pattern);
    if (cached) {
      tables.push(cached);
      sources.push({ tiles: [...pattern], source: 'cache', ms: Date.now() - started });
      continue;
    }
    const label = `building pattern database {${pattern.join(',')}} (once; cached in ${cacheDir})`;
    const progress = onProgress && ((f: number) => onProgress(start + f * weights[i], label));
    const db = buildPatternDb(pattern, 4, progress, undefined, 'ranked');
    const ms = Date.now() - started;
    save(cacheDir, db, ms);
    tables.push(db);
    sources.push({ tiles: [...pattern], source: 'built', ms });
    // Give a pending progress write or signal handler a turn between the two builds.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { tables, sources };
}

/** Loads the 7-8 tables from `cacheDir`, building (and saving) the ones that are missing. */
export async function loadOrBuildStrongTables(cacheDir: string, onProgress?: PdbProgress): Promise<StrongTables> {
  return (await loadOrBuildStrongTablesReport(cacheDir, onProgress)).tables;
}

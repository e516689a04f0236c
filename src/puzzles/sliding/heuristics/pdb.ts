/**
 * The lesson's 15-puzzle heuristic: three additive pattern databases,
 * tiles {1,5,6,9,10,13}, {7,8,11,12,14,15} and {2,3,4}, looked up on the
 * board and on its reflection along the main diagonal; the larger sum wins.
 *
 * Adding is allowed because each database counts only moves of its own tiles
 * and the patterns share no tile, so no move is counted twice.
 *
 * Lookups are incremental: a sparse index keeps each tile's cell in its own
 * 4 bits, so a move changes one index by (to - from) << 4i. Every tile is in
 * exactly one database on each side, so a move costs two table reads.
 */
import type { Heuristic, HeuristicBreakdown, HeuristicPart } from './heuristic';
import type { PatternDb, PdbProgress } from '../pdb/build';
import { buildPatternDb, buildPatternDbAsync } from '../pdb/build';
import { assertAdditive, sparseIndex } from '../pdb/layout';
import { mirrorTile, tilesReadOnMirror, transposeCell } from '../pdb/mirror';
import { sparsePdbKernel, type SparseLayout } from '../ida/sparse-pdb';
import { coversEveryTile, joinedValues, tileParts } from '../pdb/joined';

export const PDB663_PATTERNS: readonly number[][] = [
  [1, 5, 6, 9, 10, 13],
  [7, 8, 11, 12, 14, 15],
  [2, 3, 4],
];

/** The three databases of the 6-6-3 partition, in PDB663_PATTERNS order, sparse layout. */
export type Pdb663Tables = PatternDb[];

/** Share of progress each database gets: its number of placements. */
export function progressWeights(patterns: readonly number[][]): number[] {
  const sizes = patterns.map((p) => {
    let s = 1;
    for (let i = 0; i < p.length; i++) s *= 16 - i;
    return s;
  });
  const total = sizes.reduce((a, b) => a + b, 0);
  return sizes.map((s) => s / total);
}

function partProgress(onProgress: PdbProgress | undefined, done: number, weight: number): PdbProgress | undefined {
  return onProgress && ((fraction, label) => onProgress(done + fraction * weight, label));
}

/**
 * One buffer for the three databases, one after the other, so the search
 * reads them as one array without a copy (../pdb/joined.ts): d-th gets
 * 16^(size of pattern d) bytes.
 */
function sharedBuffers(patterns: readonly number[][]): Uint8Array[] {
  const sizes = patterns.map((p) => 16 ** p.length);
  const buffer = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
  let at = 0;
  return sizes.map((n) => buffer.subarray(at, (at += n)));
}

/** Builds the three 6-6-3 databases (blocks the thread; about a second). */
export function buildPdb663(onProgress?: PdbProgress, signal?: AbortSignal): Pdb663Tables {
  const weights = progressWeights(PDB663_PATTERNS);
  const into = sharedBuffers(PDB663_PATTERNS);
  let done = 0;
  return PDB663_PATTERNS.map((pattern, i) => {
    const progress = partProgress(onProgress, done, weights[i]);
    const db = buildPatternDb(pattern, { onProgress: progress, signal, layout: 'sparse', into: into[i] });
    done += weights[i];
    return db;
  });
}

/** The same build, yielding to the event loop between BFS layers (cancellable in a worker). */
export async function buildPdb663Async(onProgress?: PdbProgress, signal?: AbortSignal): Promise<Pdb663Tables> {
  const weights = progressWeights(PDB663_PATTERNS);
  const into = sharedBuffers(PDB663_PATTERNS);
  const tables: PatternDb[] = [];
  let done = 0;
  for (let i = 0; i < PDB663_PATTERNS.length; i++) {
    const progress = partProgress(onProgress, done, weights[i]);
    tables.push(await buildPatternDbAsync(PDB663_PATTERNS[i], { onProgress: progress, signal, layout: 'sparse', into: into[i] }));
    done += weights[i];
  }
  return tables;
}

/** The buffers to list when posting the tables to or from a worker (each once: the tables share one). */
export function pdbTransferables(tables: PatternDb[]): ArrayBuffer[] {
  return [...new Set(tables.map((t) => t.values.buffer as ArrayBuffer))];
}
/** The sparse kernel's view of the databases: where each tile's cell goes in the running indices. */
function sparseLayout(dbs: readonly PatternDb[], withMirror: boolean): SparseLayout {
  const { part, slot, secondPart, secondSlot, secondCell } = tileParts(dbs, withMirror);
  const shift = slot.map((s) => 4 * s);
  const secondShift = secondSlot.map((s) => 4 * s);
  return { ...joinedValues(dbs), part, shift, secondPart, secondShift, secondCell };
}

/**
 * An incremental heuristic over disjoint sparse databases, optionally also
 * looked up on the mirrored board (then the larger sum is returned). When the
 * databases cover every tile it carries the fast search kernel too.
 */
export function sparsePdbHeuristic(name: string, dbs: PatternDb[], withMirror: boolean): Heuristic {
  assertAdditive(dbs, 'sparse');
  const count = dbs.length;
  const values = dbs.map((d) => d.values);
  // For each tile: the database it belongs to and its index shift, on the
  // board and on the reflected board (-1: no database reads it).
  const table = new Int8Array(16).fill(-1);
  const shift = new Int8Array(16);
  const mTable = new Int8Array(16).fill(-1);
  const mShift = new Int8Array(16);
  dbs.forEach((db, d) =>
    db.tiles.forEach((t, slot) => {
      table[t] = d;
      shift[t] = 4 * slot;
      const original = mirrorTile(t, 4);
      mTable[original] = d;
      mShift[original] = 4 * slot;
    }),
  );
  const mCell = Int32Array.from({ length: 16 }, (_, c) => transposeCell(c, 4));
  const idx = new Int32Array(count);
  const part = new Int32Array(count);
  const mIdx = new Int32Array(count);
  const mPart = new Int32Array(count);
  let sum = 0;
  let mSum = 0;
  // Made on the first search that uses the kernel (it may copy the tables).
  let layout: SparseLayout | undefined;

  const value = (): number => (withMirror && mSum > sum ? mSum : sum);
  return {
    name,
    init(tiles: Uint8Array): number {
      idx.fill(0);
      mIdx.fill(0);
      for (let c = 0; c < 16; c++) {
        const t = tiles[c];
        if (table[t] >= 0) idx[table[t]] += c << shift[t];
        if (mTable[t] >= 0) mIdx[mTable[t]] += mCell[c] << mShift[t];
      }
      sum = 0;
      mSum = 0;
      for (let d = 0; d < count; d++) {
        part[d] = values[d][idx[d]];
        mPart[d] = values[d][mIdx[d]];
        sum += part[d];
        mSum += mPart[d];
      }
      return value();
    },
    move(tile: number, from: number, to: number): number {
      const d = table[tile];
      if (d >= 0) {
        const i = (idx[d] += (to - from) << shift[tile]);
        const v = values[d][i];
        sum += v - part[d];
        part[d] = v;
      }
      if (withMirror) {
        const e = mTable[tile];
        if (e >= 0) {
          const i = (mIdx[e] += (mCell[to] - mCell[from]) << mShift[tile]);
          const v = values[e][i];
          mSum += v - mPart[e];
          mPart[e] = v;
        }
      }
      return withMirror && mSum > sum ? mSum : sum;
    },
    value,
    kernel: coversEveryTile(dbs)
      ? (tiles, clock) => sparsePdbKernel((layout ??= sparseLayout(dbs, withMirror)), tiles, clock)
      : undefined,
  };
}

/** The lesson's heuristic: 6-6-3 databases, plus the mirror lookup, larger sum wins. */
export function pdb663Heuristic(tables: Pdb663Tables): Heuristic {
  return sparsePdbHeuristic('6-6-3 pattern databases + mirror', tables, true);
}

/** The same databases without the mirror lookup (for the lesson's comparison). */
export function pdb663NoMirrorHeuristic(tables: Pdb663Tables): Heuristic {
  return sparsePdbHeuristic('6-6-3 pattern databases', tables, false);
}

function braces(tiles: number[]): string {
  return `{${tiles.join(', ')}}`;
}

/** Each database's share on the board and on its mirror, for the lesson's panel. */
export function explainPdb(tiles: ArrayLike<number>, tables: Pdb663Tables): HeuristicBreakdown {
  assertAdditive(tables, 'sparse');
  const mirrored = new Array<number>(16);
  for (let c = 0; c < 16; c++) mirrored[transposeCell(c, 4)] = mirrorTile(tiles[c], 4);
  const parts: HeuristicPart[] = tables.map((db) => ({
    label: `tiles ${braces(db.tiles)}`,
    value: db.values[sparseIndex(db, tiles)],
    tiles: [...db.tiles],
  }));
  const mirrorParts: HeuristicPart[] = tables.map((db) => {
    const read = tilesReadOnMirror(db.tiles, 4);
    return {
      label: `mirror: database ${braces(db.tiles)} reads tiles ${braces(read)}`,
      value: db.values[sparseIndex(db, mirrored)],
      tiles: read,
    };
  });
  const sum = parts.reduce((a, p) => a + p.value, 0);
  const mirrorSum = mirrorParts.reduce((a, p) => a + p.value, 0);
  return {
    name: '6-6-3 pattern databases + mirror',
    total: Math.max(sum, mirrorSum),
    parts,
    mirror: { total: mirrorSum, parts: mirrorParts },
  };
}

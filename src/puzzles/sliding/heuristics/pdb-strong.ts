/**
 * The strong mode for the CLI and benchmark: the 7-8 partition of Korf and
 * Felner (2002), top two rows {1..8} and bottom two rows {9..15} (their split,
 * carried over to the blank-last goal), plus the mirror lookup.
 *
 * Bigger patterns see more of the interactions between tiles, so the
 * estimate is higher and IDA* prunes far more; the price is memory (519 MB
 * for the 8-tile table, 58 MB for the 7-tile one) and a build of about a
 * minute, which is why the CLI caches the tables on disk (../pdb/cache-node.ts)
 * and the browser lesson keeps to 6-6-3.
 */
import type { Heuristic, HeuristicBreakdown, HeuristicPart } from './heuristic';
import type { PatternDb, PdbProgress } from '../pdb/build';
import { buildPatternDb, buildPatternDbAsync } from '../pdb/build';
import { rankedIndex, rankedPdbHeuristic } from './pdb-ranked';
import { mirrorBoard, tilesReadOnMirror } from '../pdb/mirror';

export const STRONG_PATTERNS: readonly number[][] = [
  [1, 2, 3, 4, 5, 6, 7, 8],
  [9, 10, 11, 12, 13, 14, 15],
];

export const STRONG_NAME = '7-8 pattern databases + mirror';

/** The two databases of the 7-8 partition, in STRONG_PATTERNS order, ranked layout. */
export type StrongTables = PatternDb[];

// The 8-tile table has 9× the placements of the 7-tile one.
const WEIGHTS = [0.9, 0.1];

/** Builds both tables (blocks the thread for about a minute; needs ~1 GB while building). */
export function buildStrongTables(onProgress?: PdbProgress, signal?: AbortSignal): StrongTables {
  let done = 0;
  return STRONG_PATTERNS.map((pattern, i) => {
    const progress = onProgress && ((f: number, label: string) => onProgress(done + f * WEIGHTS[i], label));
    const db = buildPatternDb(pattern, { onProgress: progress, signal, layout: 'ranked' });
    done += WEIGHTS[i];
    return db;
  });
}

/** The same build, yielding to the event loop between BFS layers. */
export async function buildStrongTablesAsync(onProgress?: PdbProgress, signal?: AbortSignal): Promise<StrongTables> {
  const tables: PatternDb[] = [];
  let done = 0;
  for (let i = 0; i < STRONG_PATTERNS.length; i++) {
    const start = done;
    const progress = onProgress && ((f: number, label: string) => onProgress(start + f * WEIGHTS[i], label));
    tables.push(await buildPatternDbAsync(STRONG_PATTERNS[i], { onProgress: progress, signal, layout: 'ranked' }));
    done += WEIGHTS[i];
  }
  return tables;
}

/** 7-8 databases + mirror, larger sum wins; incremental. */
export function strongHeuristic(tables: StrongTables): Heuristic {
  return rankedPdbHeuristic(STRONG_NAME, tables, true);
}

/** Each database's share on the board and on its mirror. */
export function explainStrong(tiles: ArrayLike<number>, tables: StrongTables): HeuristicBreakdown {
  const mirrored = mirrorBoard(tiles, 4);
  const parts: HeuristicPart[] = tables.map((db) => ({
    label: `tiles {${db.tiles.join(', ')}}`,
    value: db.values[rankedIndex(db, tiles)],
    tiles: [...db.tiles],
  }));
  const mirrorParts: HeuristicPart[] = tables.map((db) => {
    const read = tilesReadOnMirror(db.tiles, 4);
    return {
      label: `mirror: database {${db.tiles.join(', ')}} reads tiles {${read.join(', ')}}`,
      value: db.values[rankedIndex(db, mirrored)],
      tiles: read,
    };
  });
  const sum = parts.reduce((a, p) => a + p.value, 0);
  const mirrorSum = mirrorParts.reduce((a, p) => a + p.value, 0);
  return {
    name: STRONG_NAME,
    total: Math.max(sum, mirrorSum),
    parts,
    mirror: { total: mirrorSum, parts: mirrorParts },
  };
}

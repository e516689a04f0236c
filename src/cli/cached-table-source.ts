/**
 * A sliding-puzzle heuristic whose pattern databases the command line keeps
 * on disk (.cache/ in the repository): built once per machine, then loaded.
 * The user's time limit covers loading and building: with a `deadline` in
 * its prepare context the source stops there — a build the limit cannot
 * cover is not even started, and the answer says how long it would take —
 * and the search runs without the tables, saying why (HeuristicSource.unready).
 */
import { join } from 'node:path';
import type { Heuristic } from '../puzzles/sliding/heuristics/heuristic';
import { needsTables, type HeuristicSource } from '../puzzles/sliding/heuristics/source';
import type { PatternDb } from '../puzzles/sliding/pdb/build';
import { loadOrBuildTables, type TableSet } from '../puzzles/sliding/pdb/cache-node';
import { slotRotationsBy } from '../puzzles/sliding/pdb/index-arithmetic';
import { repoRoot } from './repo-root';

export const CACHE_DIR = join(repoRoot, '.cache');

export interface CachedTableOptions {
  set: TableSet;
  heuristic(tables: PatternDb[]): Heuristic;
  /**
   * Pattern sizes whose rank-rotation tables the search needs (ranked
   * layouts): made while preparing, within the deadline, not inside the
   * first search's time limit (for 8 tiles about half a second).
   */
  rotationsFor?: number[];
}

export function cachedTableSource(options: CachedTableOptions): HeuristicSource {
  let tables: PatternDb[] | undefined;
  let cut: string | null = null;
  return {
    appliesTo: needsTables,
    async prepare({ onProgress, deadline }) {
      cut = null;
      if (!tables) {
        const report = await loadOrBuildTables(CACHE_DIR, options.set, { onProgress, deadline });
        if ('cut' in report) {
          cut = report.cut;
          return;
        }
        tables = report.tables;
      }
      for (const k of options.rotationsFor ?? []) {
        if (!slotRotationsBy(k, 4, deadline ?? Infinity)) {
          cut = `Preparing the search's index tables for ${options.set.name} was stopped at the time limit.`;
          return;
        }
      }
    },
    heuristic() {
      if (!tables) throw new Error(`${options.set.name} are loaded by prepare() before a search`);
      return options.heuristic(tables);
    },
    unready: () => cut,
    // Nothing to hand to another worker: each process reads the cache itself.
    save: () => null,
    restore: () => undefined,
  };
}

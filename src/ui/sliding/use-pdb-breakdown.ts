/**
 * The pattern databases' breakdown of a 4×4 board, asked again whenever the
 * board changes; null on 3×3 boards and until the databases are built. An
 * answer that arrives after the board changed again is dropped.
 */
import { useEffect, useState } from 'preact/hooks';
import type { HeuristicBreakdown } from '../../puzzles/sliding/heuristics/heuristic';

export type ExplainPdb = (tiles: number[]) => Promise<HeuristicBreakdown | null>;

/** The databases' breakdown of a board, fetched whenever the board changes (null without databases). */
export function usePdbBreakdown(
  tiles: readonly number[],
  explainPdb?: ExplainPdb,
  /** Changes when the databases become available, so the board is asked again. */
  ready = false,
): HeuristicBreakdown | null {
  const [pdb, setPdb] = useState<HeuristicBreakdown | null>(null);
  const key = tiles.join(' ');
  useEffect(() => {
    let live = true;
    if (!explainPdb || tiles.length !== 16) {
      setPdb(null);
      return;
    }
    explainPdb(tiles.slice()).then((b) => live && setPdb(b));
    return () => {
      live = false;
    };
  }, [key, explainPdb, ready]);
  return pdb;
}

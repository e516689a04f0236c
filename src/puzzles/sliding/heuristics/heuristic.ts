/**
 * The heuristic contract IDA* searches with: an incremental estimate of the
 * moves still needed. IDA* spends nearly all its time sliding one tile and
 * taking it back, so a heuristic updates its value from the one tile that
 * moved instead of re-reading the board. Undo of a move is the same call with
 * `from` and `to` swapped.
 *
 * An admissible heuristic never overestimates; that is what makes the first
 * solution IDA* finds a shortest one.
 */
import type { IdaKernelFactory } from '../ida/kernel';

export interface Heuristic {
  name: string;
  /** Sets up incremental state for this board (cell → tile) and returns h. */
  init(tiles: Uint8Array): number;
  /** Tile moved from cell `from` to cell `to` (the blank moved the other way); returns the new h. */
  move(tile: number, from: number, to: number): number;
  /** The current value (after init / moves). */
  value(): number;
  /**
   * A depth-first search specialised for this heuristic (../ida/kernel.ts),
   * which IDA* uses instead of calling `move` when it records no search
   * tree; it must visit exactly the nodes the generic search visits.
   */
  kernel?: IdaKernelFactory;
}

/** One named share of a heuristic's value, for the lesson's breakdown panel. */
export interface HeuristicPart {
  label: string;
  value: number;
  /** The tiles this part is about (e.g. a database's pattern, the tiles in conflict). */
  tiles?: number[];
}

export interface HeuristicBreakdown {
  name: string;
  total: number;
  parts: HeuristicPart[];
  /** Manhattan distance per tile number (index 0, the blank, is 0). */
  perTile?: number[];
  /** Linear-conflict pairs: two tiles in their goal line, in reverse order. */
  conflicts?: [number, number][];
  /** The same lookup on the board mirrored along the main diagonal. */
  mirror?: { total: number; parts: HeuristicPart[] };
}

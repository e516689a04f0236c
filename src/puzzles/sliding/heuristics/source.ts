/**
 * Where the sliding genre's strongest heuristic comes from: tables that must
 * be built (or loaded) before a 4×4 search, kept for the life of the process
 * or worker. One object answers every question about them — does this board
 * need them, build them (with progress, cancellable), hand them over — so the
 * CLI, the worker and the page never decide that on their own.
 */
import type { PrepareContext } from '../../types';
import type { SlidingPuzzle } from '../board';
import type { Heuristic } from './heuristic';
import { buildPdb663, buildPdb663Async, pdb663Heuristic, type Pdb663Tables } from './pdb';
import { parity } from '../parity';

export interface HeuristicSource {
  /** Whether a board is searched with this heuristic (solvable 4×4 boards: parity answers the rest at once). */
  appliesTo(puzzle: SlidingPuzzle): boolean;
  /** Builds or loads the tables unless they are there; resolves at once when they are. */
  prepare(context: PrepareContext): Promise<void>;
  /** The heuristic; builds the tables synchronously if `prepare` was never awaited. */
  heuristic(): Heuristic;
  /**
   * When the last `prepare` stopped at its deadline without the tables: a
   * sentence saying so (the search then runs without them); otherwise null.
   */
  unready?(): string | null;
  /** The tables as plain data (to keep across a worker restart), or null before they exist. */
  save(): unknown;
  /** Takes tables saved by an earlier worker of this visit. */
  restore(data: unknown): void;
}

export function needsTables(puzzle: SlidingPuzzle): boolean {
  return puzzle.size === 4 && parity(puzzle).solvable;
}

/** The lesson's 6-6-3 databases + mirror, built in about a second. */
export function pdb663Source(): HeuristicSource & { tables(): Pdb663Tables | null } {
  let tables: Pdb663Tables | null = null;
  let building: Promise<Pdb663Tables> | null = null;
  // Everyone waiting for the build hears its progress: a solve that starts while a build made ahead of it
  // runs (the page builds them once the solver is on screen) shows the same bar, not one stuck at zero.
  const listeners = new Set<(fraction: number, label: string) => void>();
  return {
    appliesTo: needsTables,
    async prepare({ onProgress, signal }) {
      if (tables) return;
      if (onProgress) listeners.add(onProgress);
      try {
        // One build at a time; a caller that cancels drops its wait, and the
        // build itself stops at its next layer when its signal is aborted.
        building ??= buildPdb663Async((fraction, label) => {
          for (const listener of listeners) listener(fraction, label);
        }, signal).finally(() => (building = null));
        tables = await building;
      } finally {
        if (onProgress) listeners.delete(onProgress);
      }
    },
    heuristic() {
      tables ??= buildPdb663();
      return pdb663Heuristic(tables);
    },
    save: () => tables,
    restore(data) {
      tables ??= data as Pdb663Tables;
    },
    tables: () => tables,
  };
}

/**
 * Which worked-example page each genre exports, and how the CLI feeds it:
 * one entry per genre that has an export page in src/export/. The pages are
 * the same ones the lesson's Export button writes; they are DOM-free, so
 * they render under Node.
 */
import type { SolveResult } from '../core/result';
import type { Trace, TraceEventBase } from '../core/trace';
import { renderAkariExport } from '../export/akari';
import { renderSlidingExport } from '../export/sliding';
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariPuzzle, AkariSolution } from '../puzzles/akari/puzzle';
import { builtPdb663 } from '../puzzles/sliding/registered';
import type { SlidingPuzzle } from '../puzzles/sliding/board';
import type { SlidingEvent } from '../puzzles/sliding/events';
import { explainPdb } from '../puzzles/sliding/heuristic-pdb';
import type { SlidingSolution } from '../puzzles/sliding/solve-idastar';

export interface ExportInput {
  puzzle: unknown;
  result: SolveResult<unknown>;
  events: TraceEventBase[];
  /** The recorded trace envelope (method, options, truncation): what the page names and explains. */
  trace?: Trace<TraceEventBase>;
}

export const exporters: Record<string, (input: ExportInput) => string> = {
  sliding: ({ puzzle, result, events }) => {
    const board = puzzle as SlidingPuzzle;
    // Show each database's share when this run had the databases built
    // (a 4×4 board solved with the default method).
    const tables = board.size === 4 ? builtPdb663() : undefined;
    return renderSlidingExport({
      puzzle: board,
      result: result as SolveResult<SlidingSolution>,
      events: events as SlidingEvent[],
      pdb: tables ? explainPdb(board.tiles, tables) : null,
    });
  },
  akari: ({ puzzle, result, trace }) =>
    renderAkariExport({ puzzle: puzzle as AkariPuzzle, result: result as SolveResult<AkariSolution>, trace: trace as Trace<AkariEvent> }),
};

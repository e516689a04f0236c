/**
 * Akari's entry in the view registry (src/ui/views.ts): its worked-example
 * page, made from the recorded trace.
 */
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariPuzzle, AkariSolution } from '../puzzles/akari/puzzle';
import type { SolveResult } from '../core/result';
import type { Trace } from '../core/trace';
import type { ExportInput, GenreViews } from '../ui/views';
import { akariExportFileName, renderAkariExport } from './akari';
import { whyForExport } from './akari-why';

export const akariViews: GenreViews = {
  exportPage(input: ExportInput) {
    const puzzle = input.puzzle as AkariPuzzle;
    const trace = input.trace as Trace<AkariEvent>;
    const method = trace.method;
    const html = renderAkariExport({
      puzzle,
      result: input.result as SolveResult<AkariSolution>,
      events: trace.events,
      method,
      trace,
      why: whyForExport(puzzle, trace.events),
      footer: input.footer,
    });
    return { html, fileName: akariExportFileName(puzzle, method) };
  },
};

/**
 * Akari's entry in the export registry (src/export/registry.ts): its worked-example
 * page, made from the recorded trace envelope alone.
 */
import type { SolveResult } from '../core/result';
import type { Trace } from '../core/trace';
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariPuzzle, AkariSolution } from '../puzzles/akari/puzzle';
import type { ExportInput, GenreViews } from './registry';
import { akariExportFileName, renderAkariExport } from './akari';

export const akariViews: GenreViews = {
  exportPage(input: ExportInput) {
    const puzzle = input.puzzle as AkariPuzzle;
    const trace = input.trace as Trace<AkariEvent>;
    const html = renderAkariExport({ puzzle, result: input.result as SolveResult<AkariSolution>, trace, footer: input.footer, currentStep: input.currentStep });
    return { html, fileName: akariExportFileName(puzzle, trace.method) };
  },
};

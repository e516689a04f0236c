/**
 * The export registry, beside the genre registry (src/puzzles/index.ts): one
 * line per genre naming its worked-example page. The lesson's Export button
 * and the CLI's `export` both find it here, so they always write the same page;
 * it lives with the pages, not with the islands, so the CLI loads no island code.
 * Keyed by every registered genre name, so a genre without its line does not
 * compile. Loaded lazily: a page carries the export code only once someone
 * exports.
 *
 * (Lesson islands are not listed: MDX imports each island directly, which is
 * how Astro knows what to hydrate.)
 */
import type { SolveResult } from '../core/result';
import type { Trace, TraceEventBase } from '../core/trace';
import type { GenreName } from '../puzzles/index';

export interface ExportInput<P = unknown, S = unknown, E extends TraceEventBase = TraceEventBase> {
  puzzle: P;
  result: SolveResult<S>;
  /** The whole recorded trace with its envelope (method, options, what was dropped). */
  trace: Trace<E>;
  /** What the method's preparation made (tables), when at hand; a page may show more with it. */
  resources?: unknown;
  /** Footer line; pass it in so the same input always gives the same file. */
  footer?: string;
  /**
   * Where the reader's stepper stood when they exported: 0 … its number of
   * steps (0 = before the first), counted as that stepper counts — the trace's
   * whole steps, or for Numberlink the edges of the walk, for the sliding
   * puzzle the moves of the answer. The page opens with a "Where you stopped"
   * card there and marks it in its list. Absent or null when not known (the CLI
   * without --step): the page then has no such card.
   */
  currentStep?: number | null;
}

export interface ExportPage {
  html: string;
  fileName: string;
}

export interface GenreViews {
  /** The self-contained worked-example page (DOM-free: it also runs under Node). */
  exportPage(input: ExportInput): ExportPage;
}

const views: Record<GenreName, () => Promise<GenreViews>> = {
  sliding: () => import('./sliding').then((m) => m.slidingViews),
  akari: () => import('./akari-views').then((m) => m.akariViews),
  sudoku: () => import('./sudoku').then((m) => m.sudokuViews),
  numberlink: () => import('./numberlink').then((m) => m.numberlinkViews),
  shakashaka: () => import('./shakashaka').then((m) => m.shakashakaViews),
};

export function loadViews(genre: GenreName): Promise<GenreViews> {
  return views[genre]();
}

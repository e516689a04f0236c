/**
 * The last finished diagram, kept between requests (the `reuse` option).
 * Browsing solutions asks for the same board again and again with only the
 * rank or the random draw's starting number changed; building the diagram again each time cost a
 * 17×17 board over a second per click. A worker lives as long as the page
 * (until Cancel terminates it), so one kept run serves every later request
 * for the same board, rule, edge order and node budget: its trace events up
 * to the count are replayed, then only the asked-for solution is picked.
 * One board only, so memory holds the diagram on the page and, while a new one
 * of the same board is built, that one.
 */
import type { Budget } from '../../core/budget';
import type { TraceSink } from '../../core/trace';
import type { NumberlinkEvent } from './events';
import { printNumberlink } from './format';
import type { NumberlinkPuzzle } from './puzzle';
import { pickSolution, runZdd, type ZddParams, type ZddRun } from './solve-zdd';

interface Kept {
  key: string;
  /** The board as printed (the first part of the key). */
  board: string;
  run: ZddRun;
  /** The build's events, from the graph event to the count event. */
  events: NumberlinkEvent[];
}

let kept: Kept | null = null;

const keyOf = (puzzle: NumberlinkPuzzle, p: ZddParams): string => JSON.stringify([printNumberlink(puzzle), p.rule, p.sweep, p.maxNodes, p.keep]);

/** Like runZdd, but a finished diagram for the same request is reused; result.stats.keptDiagram is 1 then. */
export function runKept(puzzle: NumberlinkPuzzle, params: ZddParams, budget: Budget = {}, sink?: TraceSink<NumberlinkEvent>): ZddRun {
  const key = keyOf(puzzle, params);
  if (kept && kept.key === key) {
    const started = Date.now();
    for (const e of kept.events) sink?.(e);
    const run: ZddRun = { ...kept.run, result: { status: 'solved', stats: { ...kept.run.result.stats, keptDiagram: 1 } } };
    pickSolution(puzzle, run, params, sink);
    run.result.stats.ms = Date.now() - started;
    return run;
  }
  // Another board's diagram goes at once; this board's stays until a new one is finished (the default's
  // count step, quick-fill.ts, may stop at its cap, and browsing then goes on in the canonical diagram kept).
  if (kept && kept.board !== printNumberlink(puzzle)) kept = null;
  const events: NumberlinkEvent[] = [];
  let building = true;
  const tee: TraceSink<NumberlinkEvent> = (e) => {
    if (building && e.kind !== 'walk') events.push(e);
    if (e.kind === 'walk' || e.kind === 'solution') building = false;
    sink?.(e);
  };
  const run = runZdd(puzzle, params, budget, tee);
  if (run.result.status === 'solved' && run.diagram && run.counts) kept = { key, board: printNumberlink(puzzle), run, events };
  return run;
}

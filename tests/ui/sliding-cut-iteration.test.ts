/**
 * A search stopped by its limit: the run sentence names the iteration it cut by its number, and the bounds
 * table shows that iteration as its last row, marked cut, so both count the same iterations (a reader saw
 * "7 iterations" beside a table of 6 rows). The table's title stands outside the box that scrolls sideways.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { recorder } from '../../src/core/trace';
import type { IterationEvent, SlidingEvent, StopEvent } from '../../src/puzzles/sliding/events';
import { solveSliding } from '../../src/puzzles/sliding/solve';
import { readInstances } from '../../src/puzzles/sliding/instances-node';
import { renderToStaticHtml } from '../../src/export/render-static';
import { IterationTable } from '../../src/ui/sliding/IterationTable';
import { cutWords, runSentence } from '../../src/ui/sliding/RunStatus';
import { printSliding } from '../../src/puzzles/sliding/format';
import type { SlidingRun } from '../../src/ui/sliding/sliding-run';

describe('a search cut by its limit', () => {
  const board = readInstances('korf100')[0];
  const rec = recorder<SlidingEvent>();
  // A node cap counts as running out of time (solve.ts), so the cut is the same on every machine.
  const result = solveSliding({ size: 4, tiles: board.tiles }, { maxNodes: 30_000, sink: rec.sink });
  const finished = rec.events.filter((e): e is IterationEvent => e.kind === 'iteration');
  const stop = rec.events.find((e): e is StopEvent => e.kind === 'stop')!;

  it('is counted once in the sentence and once in the table, as the same row', () => {
    expect(result.stats.timedOut).toBe(1);
    const n = result.stats.iterations!;
    expect(n).toBe(finished.length + 1);
    const run = { phase: 'done', request: { method: 'ida-lc', limitMs: 1000 }, reply: null } as unknown as SlidingRun;
    const sentence = runSentence(run, result);
    expect(sentence).toContain(`during iteration ${n} (bound ${stop.lowerBound}, the row marked cut)`);
    // On a 15-puzzle the optimal search gets only its share of the limit; the sentence says which time ran out.
    const withBoard = runSentence({ ...run, key: printSliding({ size: 4, tiles: board.tiles }) } as SlidingRun, result);
    expect(withBoard).toMatch(/^The search for a shortest solution ran out of its time \(0\.75 s of the 1 s limit; the rest is kept for the fast method\)/);
    // The fallback's answer and the proven bound enclose the shortest length (korf100 says it exactly).
    expect(result.solution!.optimal).toBe(false);
    expect(sentence).toContain(`So a shortest solution has between ${stop.lowerBound} and ${result.solution!.length} moves.`);
    expect(stop.lowerBound).toBeLessThanOrEqual(board.optimal);
    expect(board.optimal).toBeLessThanOrEqual(result.solution!.length);
    expect(sentence).toContain(finished.length === 1 ? 'iteration 1 had finished' : `iterations 1 to ${finished.length} had finished`);

    const html = renderToStaticHtml(h(IterationTable, {
      rows: finished, cut: { bound: stop.lowerBound, nodes: stop.nodes, totalNodes: stop.totalNodes, reason: stop.reason },
    }));
    const rows = html.match(/data-testid="iteration-row(-cut)?"/g) ?? [];
    expect(rows).toHaveLength(n);
    expect(html).toMatch(/data-testid="iteration-row-cut"[^>]*data-bound="\d+"/);
    expect(html).toContain('cut (time limit)');
    expect(html).toContain(`>${n}</td>`);
    // The nodes of the cut row complete the run's total.
    expect(stop.totalNodes).toBe(result.stats.nodes);
  });

  it('keeps the table title out of the sideways-scrolling box', () => {
    const html = renderToStaticHtml(h(IterationTable, { rows: finished }));
    const title = html.indexOf('data-testid="iteration-table-title"');
    const box = html.indexOf('class="scroll-x"');
    expect(title).toBeGreaterThan(-1);
    expect(title).toBeLessThan(box);
    expect(html).not.toContain('<caption');
  });

  it('says when no iteration had finished', () => {
    expect(cutWords(1, 41, 500)).toContain('none had finished, and the first bound is the estimate on the start board');
    expect(cutWords(2, 43, 500)).toContain('iteration 1 had finished');
  });
});

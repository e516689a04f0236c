/**
 * The Numberlink worked-example page (src/export/numberlink.tsx) says the edge
 * order in the lesson's words: sweep, row, frontier, plain sweep — a reader
 * met "numbered line by line along the shorter side" and "one line plus one
 * cell" there, words the lesson never uses.
 */
import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import { renderNumberlinkExport } from '../../src/export/numberlink';
import type { NumberlinkEvent } from '../../src/puzzles/numberlink/events';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { board } from './play-helpers';

describe('the export page’s edge order', () => {
  it('is told in the lesson’s words', () => {
    const p = board('1..../2..3./...../.1..2/....3');
    const rec = recorder<NumberlinkEvent>(1_000_000);
    const run = runZdd(p, zddParams({ rule: 'fill' }, p), {}, rec.sink);
    const html = renderNumberlinkExport({ puzzle: p, result: run.result, trace: rec.trace('numberlink', 'zdd') });
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('An edge is a pair of neighbouring cells');
    expect(text).toContain('The edges come in a sweep along the shorter side: row by row');
    expect(text).toContain('The lesson’s plain sweep goes row by row from the top-left corner');
    for (const foreign of ['line by line', 'one line plus one cell', 'vertices']) expect(text).not.toContain(foreign);
  });
});

/**
 * The bounds table's Time column is wall-clock time, which on a busy computer includes the worker's waits for the
 * processor: a reader saw iterations of 171,643 and 1,505,467 nodes both read 32 ms and took it for a broken clock.
 * Wherever the column is shown, the table's title says what it measures; the lesson's stepper, which hides the
 * column, does not carry the sentence.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToStaticHtml } from '../../src/export/render-static';
import { IterationTable, TIME_WORDS } from '../../src/ui/sliding/IterationTable';

const rows = [
  { bound: 70, nodes: 171_643, totalNodes: 193_258, ms: 32, nextBound: 72 },
  { bound: 72, nodes: 1_505_467, totalNodes: 1_698_725, ms: 32, nextBound: 74 },
];

describe('the Time column of the bounds table', () => {
  it('is explained in the title as clock time that a busy computer stretches, unlike the node counts', () => {
    const html = renderToStaticHtml(h(IterationTable, { rows }));
    expect(html).toContain('Time (ms)');
    expect(TIME_WORDS).toMatch(/clock time/);
    expect(TIME_WORDS).toMatch(/waits for the processor/);
    expect(TIME_WORDS).toMatch(/node counts never change/);
    const title = /data-testid="iteration-table-title"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(title).toContain(TIME_WORDS);
  });

  it('is not said where the column is hidden', () => {
    const html = renderToStaticHtml(h(IterationTable, { rows, showTime: false }));
    expect(html).not.toContain('Time (ms)');
    expect(html).not.toContain(TIME_WORDS);
  });
});

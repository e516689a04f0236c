/**
 * The IDA* iteration table's title was wholly bold, about eight bold lines on a phone: only its first sentence,
 * which says what a row is, is bold; what follows (a cut row, what Time measures) is in the normal weight.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToStaticHtml } from '../../src/export/render-static';
import { IterationTable, TIME_WORDS } from '../../src/ui/sliding/IterationTable';

const rows = [{ bound: 70, nodes: 171_643, totalNodes: 193_258, ms: 32, nextBound: 72 }];

describe('the IDA* iteration table’s title', () => {
  it('makes bold only its first sentence', () => {
    const html = renderToStaticHtml(h(IterationTable, { rows, cut: { bound: 72, reason: 'timeout' } }));
    const title = /data-testid="iteration-table-title"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    const bold = [...title.matchAll(/<strong[^>]*>([\s\S]*?)<\/strong>/g)].map((m) => m[1].replace(/\s+/g, ' '));
    expect(bold).toHaveLength(1);
    expect(bold[0]).toMatch(/^IDA\* iterations: each one searches every path whose f = g \+ h stays within its bound; its next bound is the smallest f it cut off\.$/);
    // The rest of the title is still said, outside the bold part.
    const rest = title.replace(/<strong[^>]*>[\s\S]*?<\/strong>/, '');
    expect(rest).toContain('The last row was cut unfinished');
    expect(rest).toContain(TIME_WORDS);
  });

  it('labels every cell with its column, which a phone shows beside the value', () => {
    const html = renderToStaticHtml(h(IterationTable, { rows }));
    const labels = [...html.matchAll(/<td[^>]*data-label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['Iteration', 'Bound', 'Nodes', 'Nodes so far', 'Time (ms)', 'Goal?', 'Next bound']);
  });
});

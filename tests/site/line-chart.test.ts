import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import LineChart from '../../src/ui/LineChart';

describe('LineChart', () => {
  const points = [1, 2, 3, 4].map((x) => ({ x, y: 10 ** x }));
  const html = renderToString(
    h(LineChart, { title: 'Nodes', xLabel: 'iteration', yLabel: 'nodes', yScale: 'log', highlightX: 3, series: [{ label: 'nodes', points }] }),
  );

  it('offers every point as a table row, with exact numbers', () => {
    const rows = html.match(/<tr[ >]/g) ?? [];
    expect(rows).toHaveLength(points.length + 1); // + header row
    expect(html).toContain('10,000');
  });

  it('marks the highlighted point in the table and in the drawing', () => {
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html.match(/marker is-highlighted/g)).toHaveLength(1);
  });

  it('names the drawing for assistive technology', () => {
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
  });
});

import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import ExportFrame from '../../src/export/ExportFrame';
import { exportFileName, renderExportPage } from '../../src/export/page';
import { renderToStaticHtml } from '../../src/export/render-static';
import Formula from '../../src/ui/Formula';
import LineChart from '../../src/ui/LineChart';

/** Every URL in the page except XML namespace names, which are never fetched. */
function fetchableUrls(html: string): string[] {
  const urls = html.match(/(https?:)?\/\/[^\s"'<>)]+/g) ?? [];
  return urls.filter((u) => !/^http:\/\/www\.w3\.org\/(1998\/Math\/MathML|2000\/svg)$/.test(u));
}

function embeddedData(html: string): unknown {
  const m = html.match(/<script type="application\/json" id="stepwise-data">([\s\S]*?)<\/script>/);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]);
}

describe('renderExportPage', () => {
  const body = renderToStaticHtml(
    h(ExportFrame, { title: 'A <worked> example', facts: [['Moves', '9']] }, [
      h(Formula, { tex: 'h(n) \\le h^*(n)', display: true }),
      h(LineChart, {
        title: 'Bound per iteration',
        xLabel: 'iteration',
        yLabel: 'bound',
        series: [{ label: 'bound', points: [1, 2, 3].map((x) => ({ x, y: 40 + 2 * x })) }],
      }),
    ]),
  );

  it('makes a page that requests nothing and forbids requests', () => {
    const html = renderExportPage({ title: 'A <worked> example', bodyHtml: body, css: '.x { color: red }' });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(fetchableUrls(html)).toEqual([]);
    expect(html).not.toMatch(/url\(/);
    expect(html).not.toMatch(/<script(?![^>]*application\/json)/);
    expect(html).not.toMatch(/<link\b/);
  });

  it('escapes the title and cannot be broken out of by CSS or data', () => {
    const nasty = '</script><script>alert(1)</script>';
    const html = renderExportPage({
      title: 'a <b> & "c"',
      bodyHtml: '<p>x</p>',
      css: 'p::after { content: "</style><script>" }',
      data: { note: nasty },
    });
    expect(html).toContain('<title>a &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    // Inside <style> a "<script>" is only text; outside it only the inert JSON block may exist.
    expect(html.replace(/<style>[\s\S]*?<\/style>/, '').match(/<script/g)).toHaveLength(1);
    expect(embeddedData(html)).toEqual({ note: nasty });
  });

  it('typesets formulas as MathML only, so no font files are needed', () => {
    expect(body).toContain('<math');
    expect(body).not.toContain('katex-html');
  });
});

describe('exportFileName', () => {
  it('turns a title into a safe .html name', () => {
    expect(exportFileName('Sliding puzzle: 5 1 2 4 / 9 6 3 8')).toBe('sliding-puzzle-5-1-2-4-9-6-3-8.html');
    expect(exportFileName('///')).toBe('stepwise-export.html');
  });
});

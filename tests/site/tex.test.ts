import fc from 'fast-check';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import Formula from '../../src/ui/Formula';
import { renderTex } from '../../src/ui/tex';

describe('renderTex', () => {
  it('renders valid TeX', () => {
    const r = renderTex('a + b \\le 1');
    expect(r).toMatchObject({ ok: true });
    if (r.ok) expect(r.html).toContain('katex');
  });

  it('reports invalid TeX with a message instead of throwing', () => {
    const r = renderTex('\\frac{1}{');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.boolean(), (tex, display) => {
        const r = renderTex(tex, { display });
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('Formula', () => {
  it('shows a TeX error as text that names the source', () => {
    const html = renderToString(h(Formula, { tex: '\\badcommand{x}' }));
    expect(html).toContain('formula-error');
    expect(html).toContain('Formula error:');
    expect(html).toContain('\\badcommand{x}');
  });
});

/**
 * What the sliding lesson's readers could not tell apart or read, checked
 * without a browser: the lesson's two steppers (IDA*'s iterations and the
 * pattern-database lookup) name what they step through on their status and
 * buttons, and a hinted (marked) tile's dashed outline runs along the tile's
 * edge, clear of its number, instead of a frame inside the tile that crossed
 * a two-digit number on a phone.
 */
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderToStaticHtml } from '../../src/export/render-static';
import Stepper from '../../src/ui/Stepper';
import { SlidingBoard } from '../../src/ui/sliding/SlidingBoard';

const stepper = (unit?: string) =>
  renderToStaticHtml(h(Stepper, { id: 'x', count: 9, value: 2, onChange: () => {}, syncUrl: false, ...(unit ? { unit } : {}) }));

describe('a stepper says what one of its steps is', () => {
  it('keeps "Step i of N" and "Forward one step" by default', () => {
    const html = stepper();
    expect(html).toContain('>Step 2 of 9<');
    expect(html).toContain('aria-label="Forward one step"');
  });
  it('says "Lookup step" on the status and every button when given that unit, and never the bare "Step"', () => {
    const html = stepper('lookup step');
    expect(html).toContain('>Lookup step 2 of 9<');
    for (const name of ['First lookup step', 'Back one lookup step', 'Forward one lookup step', 'Last lookup step']) {
      expect(html).toContain(`aria-label="${name}"`);
    }
    expect(html).not.toContain('>Step 2 of 9<');
  });
  it('gives the two lesson steppers different status words', () => {
    expect(stepper('search step')).toContain('>Search step 2 of 9<');
    expect(stepper('search step')).not.toContain('Lookup step');
  });
});

describe('a hinted tile is outlined around its number, not across it', () => {
  // 13 is next to the blank, as in the phone screenshot where the old inner frame crossed its two digits.
  const tiles = [5, 1, 2, 4, 9, 6, 3, 8, 13, 10, 7, 11, 0, 14, 15, 12];
  const html = renderToStaticHtml(SlidingBoard({ size: 4, tiles, hint: 13 }));
  const start = html.indexOf('data-tile="13"');
  const tile = html.slice(start, html.indexOf('data-tile=', start + 1));
  it('draws the dashes on a rectangle as large as the tile (its edge), never on a smaller one inside it', () => {
    const dashed = [...tile.matchAll(/<rect[^>]*stroke-dasharray[^>]*>/g)].map((m) => m[0]);
    expect(dashed.length).toBe(1);
    // No x/y offset: the rectangle starts at the tile's corner, so its dashes lie on the tile's edge.
    expect(dashed[0]).not.toMatch(/\sx="/);
    expect(dashed[0]).toMatch(/width="56"/);
  });
  it('keeps a shape mark (the corner triangle) so the hint does not rely on colour', () => {
    expect(tile).toMatch(/<path d="M0 0 L\d+ 0 L0 \d+ Z"/);
  });
});

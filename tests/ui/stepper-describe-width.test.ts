/**
 * A stepper's step in words stands on its own line under the buttons, as wide
 * as the stepper: between "Back" and "Forward" a long reason (the Sudoku
 * solver's SAT steps) wrapped into a column a few words wide at 1280 px. A
 * screen reader still hears the status and the words as one sentence.
 */
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderToStaticHtml } from '../../src/export/render-static';
import Stepper from '../../src/ui/Stepper';

const words = 'Dead end at r2c2: 1 is already in box 1, 2 and 3 in row 2, 4 in column 2.';
const html = renderToStaticHtml(h(Stepper, { id: 'x', count: 9, value: 2, onChange: () => {}, syncUrl: false, describe: () => words }));

describe('a stepper’s words under its buttons', () => {
  it('shows the words after the row of buttons, outside it, once', () => {
    const firstRow = html.slice(html.indexOf('class="stepper-row"'), html.indexOf('data-testid="stepper-x-forward"'));
    expect(html.indexOf('data-testid="stepper-x-describe"')).toBeGreaterThan(html.indexOf('data-testid="stepper-x-last"'));
    expect(firstRow).not.toContain('stepper-describe');
    expect(html).toMatch(/<p class="stepper-describe" aria-hidden="true" data-testid="stepper-x-describe">Dead end at r2c2/);
  });
  it('reads status and words as one sentence in the live status', () => {
    const output = html.slice(html.indexOf('<output'), html.indexOf('</output>'));
    expect(output).toContain('Step 2 of 9');
    expect(output).toContain(`<span class="visually-hidden">: ${words}</span>`);
  });
  it('gives the words the stepper’s full width on a phone too (a grid row of their own)', () => {
    const css = readFileSync('src/styles/controls.css', 'utf8');
    expect(css).toMatch(/'describe describe describe describe describe'/);
    expect(css).toMatch(/\.stepper-describe \{ grid-area: describe; \}/);
  });
});

/** Every island's styles start from the one frame, under its own class prefix. */
import { describe, expect, it } from 'vitest';
import { islandFrameCss } from '../../src/ui/island-frame-css';
import { ENGINE_CSS } from '../../src/ui/inequalities/engine-css';
import { NL_CSS } from '../../src/ui/numberlink/nl-css';
import { SUDOKU_CSS } from '../../src/ui/sudoku/sudoku-css';

describe('the island frame', () => {
  it.each([
    ['eng', ENGINE_CSS],
    ['sd', SUDOKU_CSS],
    ['nl', NL_CSS],
  ])('the %s styles hold the frame once, for their own prefix', (prefix, css) => {
    const frame = islandFrameCss(prefix);
    expect(css.split(frame).length - 1).toBe(1);
    for (const part of ['island', 'card', 'row', 'small']) expect(css).toContain(`.${prefix}-${part} {`);
  });
});

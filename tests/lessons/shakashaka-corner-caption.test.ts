import { describe, expect, it } from 'vitest';
import { familyFigures } from '../../src/lessons/shakashaka/figures';
import { STATE_CHAR } from '../../src/puzzles/shakashaka/puzzle';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';

// Family B's figure is drawn on the lesson's example board; any board will do for the others.
const parsed = parseShakashaka('2..\n...\n...');
if (!parsed.ok) throw new Error(parsed.error.message);
const EXAMPLE = parsed.puzzle;

describe('the family D figure', () => {
  it('names, in the caption of the forbidden board, the triangle the fourth cell is drawn with', () => {
    const forbidden = familyFigures(EXAMPLE).corner.boards[1];
    // The 2×2 block's fourth cell (row 2, column 2) is white cell 3, five variables each: its state is the one set to 1.
    const state = [0, 1, 2, 3, 4].find((s) => forbidden.values[5 * 3 + s] === 1);
    expect(state).toBeGreaterThan(0);
    expect(forbidden.caption).toMatch(/^Not allowed: /);
    expect(forbidden.caption).toContain(STATE_CHAR[state!]);
  });
});

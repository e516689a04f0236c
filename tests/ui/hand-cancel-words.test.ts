/**
 * The by-hand tool says which cancelled variable drops out of a sum and which
 * only keeps a smaller coefficient, instead of "cancels (or shrinks)", and,
 * where the words know the board (Akari's by-hand tool), where that cell is.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cancelWords } from '../../src/ui/inequalities/by-hand/hand-text';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { AKARI_WORDS, akariWordsOn } from '../../src/puzzles/akari/vocabulary';
import { placedName } from '../../src/inequalities/vocabulary';

const name = (v: number) => `x${v + 1}`;

describe('cancelWords', () => {
  it('names a variable that drops out, one that shrinks, and both', () => {
    expect(cancelWords({ cancelled: [28], sum: { vars: [27, 29] } }, name)).toBe('x29 cancels out');
    expect(cancelWords({ cancelled: [2], sum: { vars: [2, 5] } }, name)).toBe('x3 keeps a smaller coefficient');
    expect(cancelWords({ cancelled: [1, 2, 4], sum: { vars: [2] } }, name)).toBe('x2 and x5 cancel out; x3 keeps a smaller coefficient');
    expect(cancelWords({ cancelled: [], sum: { vars: [0] } }, name)).toBe('');
  });
});

describe('cancelled cells named with their place on the board', () => {
  it('says where a cancelled Akari cell is, read from the board', () => {
    const parsed = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const model = buildAkariModel(parsed.puzzle);
    const words = akariWordsOn(model);
    // The board's own variable for the white cell at row 5, column 3 (0-based 4, 2), whatever its number is.
    const v = model.variables.findIndex((x) => x.row === 4 && x.col === 2);
    expect(v).toBeGreaterThanOrEqual(0);
    expect(cancelWords({ cancelled: [v], sum: { vars: [] } }, placedName(words))).toBe(`${words.name(v)} (row 5, column 3) cancels out`);
  });

  it('names a variable alone when the words do not know the board', () => {
    expect(placedName({ ...AKARI_WORDS })(28)).toBe('x₂₉');
  });
});

/**
 * The Akari lesson's "what next" after the star recipe is the by-hand tool's
 * own Hint at that point, found by following the recipe with the tool's
 * buttons: on the tricky board, a pair that uses the kept sum.
 */
import { describe, expect, it } from 'vitest';
import { firstUsefulSum } from '../../src/lessons/akari/facts';
import { hintAfterStar } from '../../src/lessons/akari/after-star';
import { exampleText } from '../../src/lessons/akari/files-node';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';

describe('after the star recipe on the tricky board', () => {
  it('Hint names what the tool itself offers next', () => {
    const r = parseAkari(exampleText('tricky-7x7'));
    if (!r.ok) throw new Error(r.error.message);
    const star = firstUsefulSum(r.puzzle);
    const next = hintAfterStar(r.puzzle, star.parts.map((p) => p.index));
    expect(next.kind).not.toBe('other');
    expect(next.kind).toBe('pair');
    // The kept sum is numbered after the model's inequalities, as the tool numbers it.
    if (next.kind === 'pair') expect(next.labels).toContain(`(${buildAkariModel(r.puzzle).constraints.length + 1})`);
  });
});

import { describe, expect, it } from 'vitest';
import { HINT_BUTTON_LABELS, hintMoreWords } from '../../src/ui/inequalities/play/hint-text';

describe('the words beside the Hint button', () => {
  it('say which part is shown and what pressing again adds, in the button’s own words', () => {
    expect(hintMoreWords(1)).toBe('Part 1 of 3; press again for which rule.');
    expect(hintMoreWords(2)).toBe('Part 2 of 3; press again for the deduction.');
    // The next part named is the one the button's label promises.
    for (const level of [1, 2]) expect(HINT_BUTTON_LABELS[level]).toContain(hintMoreWords(level).replace(/^.*press again for (.*)\.$/, '$1'));
  });
});

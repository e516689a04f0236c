import { describe, expect, it } from 'vitest';
import { hintButtonLabel } from '../../src/ui/sudoku/HintPanel';

describe('the Sudoku Hint button', () => {
  it('names the level its next press shows as the next one, never as the level on screen', () => {
    expect(hintButtonLabel(0, false)).toBe('Hint');
    expect(hintButtonLabel(1, false)).toBe('Next hint: level 2 of 3');
    expect(hintButtonLabel(2, false)).toBe('Next hint: level 3 of 3');
    expect(hintButtonLabel(3, false)).toBe('Hint (all 3 levels shown)');
    expect(hintButtonLabel(3, true)).toBe('Hint (all shown)');
  });
});

/**
 * Small words a first-time reader tripped on: an edge order put inside brackets
 * ended in "(from the top-left corner))", and the explorer's panel said "the
 * other 0 edges above were left out".
 */
import { describe, expect, it } from 'vitest';
import { orientations } from '../../src/puzzles/numberlink/graph';
import { orientationWords } from '../../src/puzzles/numberlink/orientation-words';
import { walkOrderWords } from '../../src/ui/numberlink/play-walk-at';
import { leftOutWords } from '../../src/ui/numberlink/ZddNodePanel';

describe('an edge order inside brackets', () => {
  it('never ends in a doubled bracket, in either of Play’s walk orders', () => {
    for (const o of orientations({ width: 4, height: 4 })) {
      for (const plain of [true, false]) {
        const words = walkOrderWords({ order: orientationWords(o), plain });
        expect(words, JSON.stringify(o)).not.toContain('))');
        expect(words).toMatch(/, from the (top|bottom)-(left|right) corner\)/);
      }
    }
  });
});

describe('the explorer panel’s edges left out', () => {
  it('says no edge was left out rather than "the other 0 edges"', () => {
    expect(leftOutWords(0)).toBe('no edge above was left out');
    expect(leftOutWords(1)).toBe('the other edge above was left out (small grey ×)');
    expect(leftOutWords(3)).toBe('the other 3 edges above were left out (small grey ×)');
  });
});

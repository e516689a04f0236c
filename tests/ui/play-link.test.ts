import { describe, expect, it } from 'vitest';
import { playFromLink, playToLink, positionFromText, positionToText } from '../../src/ui/play-link';

describe('the play island’s link', () => {
  const boards = [
    { id: 'tricky', variables: 40 },
    { id: 'pairs', variables: 105 },
  ];

  it('carries every position there and back, three values to a character', () => {
    for (const count of [1, 2, 3, 4, 40, 105]) {
      for (let seed = 0; seed < 20; seed++) {
        const values = Array.from({ length: count }, (_, i) => (((i + 1) * (seed + 7)) % 3) - 1);
        const text = positionToText(values);
        expect(text.length).toBeLessThanOrEqual(Math.ceil(count / 3));
        expect(positionFromText(text, count)).toEqual(values);
      }
    }
  });

  it('names the board and leaves out trailing empty cells', () => {
    const values = new Array<number>(40).fill(-1);
    expect(playToLink('tricky', values)).toBe('tricky');
    values[4] = 1;
    values[5] = 0;
    const link = playToLink('tricky', values);
    expect(link).toMatch(/^tricky\.[0-9a-q]{2}$/);
    expect(playFromLink(link, boards)).toEqual({ board: 'tricky', values, problem: null });
  });

  it('says what it cannot use instead of dropping it', () => {
    expect(playFromLink('nope.12', boards)).toMatchObject({ board: null, values: null });
    expect(playFromLink('nope.12', boards).problem).toContain('“nope”');
    // Too long for the board, or a character outside the alphabet.
    expect(playFromLink(`tricky.${'1'.repeat(15)}`, boards)).toMatchObject({ board: 'tricky', values: null });
    expect(playFromLink('tricky.!', boards).problem).toContain('could not be read');
    // 40 values: the 14th character holds one value and two that do not exist, which must be unknown.
    expect(positionFromText(`${'0'.repeat(13)}q`, 40)).toBeNull();
  });
});

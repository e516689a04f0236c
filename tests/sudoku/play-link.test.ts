import { describe, expect, it } from 'vitest';
import { place, positionFromLink, positionToLink, startPosition } from '../../src/puzzles/sudoku/play/position';
import { valueOfKey } from '../../src/ui/sudoku/PlayGrid';
import { board } from './play-helpers';

describe('the position in a link (?play=)', () => {
  it('round-trips givens and placements, and leaves the placements out while there are none', () => {
    const p = board(['1..4', '..1.', '2.4.', '....']);
    const start = startPosition(p);
    expect(positionToLink(start)).toBe('1..4..1.2.4.....');
    expect(positionFromLink(positionToLink(start))).toEqual({ ok: true, position: start });
    const played = place(place(start, 1, 2), 15, 3);
    expect(positionToLink(played)).toBe('1..4..1.2.4.....~.2.............3');
    expect(positionFromLink(positionToLink(played))).toEqual({ ok: true, position: played });
  });

  it('round-trips a 16×16 position, letters and all', () => {
    const cells = new Array(256).fill(0);
    cells[0] = 16;
    const p = { order: 4, size: 16, cells };
    const pos = place(startPosition(p), 255, 11);
    const link = positionToLink(pos);
    expect(link.split('~')[1].endsWith('B')).toBe(true);
    expect(positionFromLink(link)).toEqual({ ok: true, position: pos });
  });

  it('says in words why a link cannot be read', () => {
    expect(positionFromLink('1..4..1.2.4.....~1...............')).toEqual({ ok: false, message: 'the placements put a digit on r1c1, which is a given' });
    expect(positionFromLink('1..4..1.2.4.....~.2..')).toMatchObject({ ok: false, message: expect.stringContaining('not a line of 16 cells') });
    expect(positionFromLink('1..4~a~b')).toMatchObject({ ok: false, message: expect.stringContaining('more than one') });
    expect(positionFromLink('1..4..1.')).toMatchObject({ ok: false, message: expect.stringMatching(/^the givens do not read as a board/) });
  });
});

describe('the keys the play board reads', () => {
  it('types digits, letters past 9, and clears', () => {
    expect(valueOfKey('5', 9)).toBe(5);
    expect(valueOfKey('5', 4)).toBeNull();
    expect(valueOfKey('b', 16)).toBe(11);
    expect(valueOfKey('G', 16)).toBe(16);
    expect(valueOfKey('H', 16)).toBeNull();
    expect(valueOfKey('a', 9)).toBeNull();
    for (const k of ['Backspace', 'Delete', '0', '.']) expect(valueOfKey(k, 9)).toBe(0);
    expect(valueOfKey('Enter', 9)).toBeNull();
  });
});

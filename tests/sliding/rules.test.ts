import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSliding } from '../../src/puzzles/sliding/rules';
import { goalTiles } from '../../src/puzzles/sliding/board';
import { seededRandom } from '../../src/core/random';
import { randomWalk } from './fixtures';

const nine = { size: 4, tiles: [5, 1, 2, 4, 9, 6, 3, 8, 13, 10, 7, 11, 0, 14, 15, 12] };

describe('checkSliding', () => {
  it('accepts the known 9-move answer', () => {
    expect(checkSliding(nine, [13, 9, 5, 1, 2, 3, 7, 11, 12])).toEqual({ ok: true });
  });

  it('names the first move of a tile not next to the blank', () => {
    expect(checkSliding(nine, [13, 9, 7])).toEqual({ ok: false, code: 'notAdjacent', message: 'Move 3: tile 7 is not next to the blank.' });
  });

  it('rejects moves that are not tiles of the board', () => {
    expect(checkSliding(nine, [16])).toMatchObject({ ok: false, message: expect.stringMatching(/Move 1: 16 is not a tile/) });
    expect(checkSliding(nine, [0])).toMatchObject({ ok: false });
    expect(checkSliding(nine, [1.5])).toMatchObject({ ok: false });
  });

  it('rejects legal moves that do not end at the goal', () => {
    expect(checkSliding(nine, [13, 9])).toMatchObject({ ok: false, message: expect.stringMatching(/not solved/) });
    expect(checkSliding(nine, [])).toMatchObject({ ok: false });
  });

  it('accepts no moves on the goal, and rejects a board that is not a permutation', () => {
    expect(checkSliding({ size: 3, tiles: goalTiles(3) }, [])).toEqual({ ok: true });
    expect(checkSliding({ size: 3, tiles: [1, 1, 3, 4, 5, 6, 7, 8, 0] }, [])).toMatchObject({ ok: false });
  });

  it('accepts a random walk undone in reverse (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4), fc.integer(), fc.nat(120), (size, seed, steps) => {
        const { tiles, moves } = randomWalk(size, steps, seededRandom(seed));
        expect(checkSliding({ size, tiles }, moves.slice().reverse())).toEqual({ ok: true });
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPlayer } from '../../src/core/player';

// A reducer whose state records every event, so any replay mistake shows.
const reduce = (s: readonly number[], e: number) => [...s, e];

describe('createPlayer', () => {
  it('gives the state after exactly k events, from any cursor order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 200 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.integer({ min: 1, max: 50 }),
        (events, cursors, every) => {
          const player = createPlayer<readonly number[], number>([], events, reduce, every);
          for (const c of cursors) {
            const k = c % (events.length + 1);
            expect(player.at(k)).toEqual(events.slice(0, k));
          }
        },
      ),
    );
  });

  it('clamps cursors outside 0 … length', () => {
    const player = createPlayer<readonly number[], number>([], [1, 2, 3], reduce, 2);
    expect(player.at(-5)).toEqual([]);
    expect(player.at(99)).toEqual([1, 2, 3]);
    expect(player.length).toBe(3);
  });

  it('does not replay from zero when stepping back', () => {
    let calls = 0;
    const counting = (s: number, e: number) => {
      calls++;
      return s + e;
    };
    const events = Array.from({ length: 1000 }, (_, i) => i);
    const player = createPlayer(0, events, counting, 32);
    calls = 0;
    expect(player.at(999)).toBe((998 * 999) / 2);
    // 999 = 31·32 + 7: the checkpoint at 992 leaves 7 events to apply.
    expect(calls).toBe(7);
  });
});

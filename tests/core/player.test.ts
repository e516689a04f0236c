import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPlayer, replayTo, type Replay } from '../../src/core/player';
import { appendLog, emptyLog, lastInLog, logItems, type Log } from '../../src/core/log';

// A replay whose state records every event, so any replay mistake shows; the
// record is a log, so clones share storage as real views do.
type View = { seen: Log<number>; sum: number };
const recording: Replay<null, View, number> = {
  initial: () => ({ seen: emptyLog(), sum: 0 }),
  apply(view, e) {
    view.seen = appendLog(view.seen, e);
    view.sum += e;
  },
  clone: (view) => ({ ...view }),
};

describe('createPlayer', () => {
  it('gives the state after exactly k events, from any cursor order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 200 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.integer({ min: 1, max: 50 }),
        (events, cursors, every) => {
          const player = createPlayer(recording, null, events, every);
          const held = cursors.map((c) => {
            const k = c % (events.length + 1);
            const view = player.at(k);
            expect(logItems(view.seen)).toEqual(events.slice(0, k));
            return { k, view };
          });
          // Views handed out earlier are not changed by later calls.
          for (const { k, view } of held) expect(logItems(view.seen)).toEqual(events.slice(0, k));
        },
      ),
    );
  });

  it('clamps cursors outside 0 … length', () => {
    const player = createPlayer(recording, null, [1, 2, 3], 2);
    expect(logItems(player.at(-5).seen)).toEqual([]);
    expect(logItems(player.at(99).seen)).toEqual([1, 2, 3]);
    expect(player.length).toBe(3);
  });

  it('does not replay from zero when stepping back', () => {
    let calls = 0;
    const counting: Replay<null, { s: number }, number> = {
      initial: () => ({ s: 0 }),
      apply(v, e) {
        calls++;
        v.s += e;
      },
      clone: (v) => ({ ...v }),
    };
    const events = Array.from({ length: 1000 }, (_, i) => i);
    const player = createPlayer(counting, null, events, 32);
    calls = 0;
    expect(player.at(999).s).toBe((998 * 999) / 2);
    // 999 = 31·32 + 7: the checkpoint at 992 leaves 7 events to apply.
    expect(calls).toBe(7);
  });

  it('replayTo folds the first k events', () => {
    expect(replayTo(recording, null, [4, 5, 6], 2).sum).toBe(9);
    expect(replayTo(recording, null, [4, 5, 6]).sum).toBe(15);
  });
});

describe('log', () => {
  it('copies share storage and never see each other’s appends', () => {
    const a = appendLog(appendLog(emptyLog<string>(), 'x'), 'y');
    const b = appendLog(a, 'z');
    const c = appendLog(a, 'w'); // diverges from b: must not overwrite b's 'z'
    expect(logItems(a)).toEqual(['x', 'y']);
    expect(logItems(b)).toEqual(['x', 'y', 'z']);
    expect(logItems(c)).toEqual(['x', 'y', 'w']);
    expect(lastInLog(c)).toBe('w');
    expect(lastInLog(emptyLog())).toBeUndefined();
    // Appending what is already stored next reuses the storage (a replay of the same events).
    expect(appendLog(a, 'z').items).toBe(b.items);
  });
});

import { describe, expect, it } from 'vitest';
import { slidingReplay } from '../../src/puzzles/sliding/replay';
import { solveSliding } from '../../src/puzzles/sliding/solve';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import { createPlayer, replayTo } from '../../src/core/player';
import { logItems } from '../../src/core/log';
import { plainView } from '../core/plain-view';
import { recorder } from '../../src/core/trace';
import { readInstances } from './fixtures';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const hardest8 = { size: 3, tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1] };

describe('slidingReplay', () => {
  it('turns a traced search into the bounds table, the tree and the answer', () => {
    const rec = recorder<SlidingEvent>();
    const r = solveSliding(hardest8, { sink: rec.sink, treeNodeCap: 40 });
    const view = replayTo(slidingReplay, hardest8, rec.events);
    expect(view.parity).toMatchObject({ solvable: true });
    expect(view.root?.h).toBe(r.stats.h0);
    expect(view.iterations).toHaveLength(r.stats.iterations);
    expect(logItems(view.iterations)[view.iterations.length - 1]).toMatchObject({ found: true, bound: 31, totalNodes: r.stats.nodes });
    expect(view.tree).toHaveLength(40);
    expect(view.solution).toEqual({ moves: r.solution!.moves, optimal: true });
    expect(view.board).toEqual(hardest8.tiles);
    expect(view.stopped).toBeUndefined();
  });

  it('shows the stop and the fallback phases after a timeout', () => {
    const tiles = readInstances('korf100.txt')[0].tiles;
    const rec = recorder<SlidingEvent>();
    solveSliding({ size: 4, tiles }, { sink: rec.sink, maxNodes: 20_000 });
    const view = replayTo(slidingReplay, { size: 4, tiles }, rec.events);
    expect(view.stopped).toMatchObject({ reason: 'timeout' });
    expect(view.fallbackPhases).toHaveLength(3);
    expect(view.solution?.optimal).toBe(false);
    expect(logItems(view.fallbackPhases).flatMap((f) => f.moves)).toEqual(view.solution?.moves);
  });

  it('never mutates an event, and a view handed out stays as it was', () => {
    const rec = recorder<SlidingEvent>();
    solveSliding(hardest8, { sink: rec.sink, treeNodeCap: 40 });
    const events = deepFreeze(rec.events.slice());
    const player = createPlayer(slidingReplay, hardest8, events, 8);
    const last = player.at(events.length);
    const lastSeen = plainView(last);
    // Stepping back after the end gives the same as a fresh replay.
    for (const k of [0, 5, 17, events.length - 1]) {
      expect(plainView(player.at(k))).toEqual(plainView(replayTo(slidingReplay, hardest8, events, k)));
    }
    expect(plainView(player.at(events.length))).toEqual(lastSeen);
    expect(plainView(last)).toEqual(lastSeen);
  });
});

import { describe, expect, it } from 'vitest';
import { createSlidingGenre, slidingLcGenre as slidingGenre } from '../../src/puzzles/sliding/genre';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import { createPlayer } from '../../src/core/player';
import { recorder } from '../../src/core/trace';
import { readExample } from './fixtures';

function examples() {
  const text = ['nine-moves.txt', 'hardest-8.txt', 'swapped-14-15.txt'].map(readExample).join('\n');
  return slidingGenre.parseMany(text).map((r) => {
    if (!r.ok) throw new Error(r.error.message);
    return r.puzzle;
  });
}

describe('slidingGenre', () => {
  it('reads the example files and prints them back', () => {
    const [nine, hardest, swapped] = examples();
    expect(slidingGenre.print(nine)).toBe('5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12');
    expect(hardest.size).toBe(3);
    expect(swapped.size).toBe(4);
  });

  it('solves with every method, each answer accepted by the check', () => {
    const [nine, hardest, swapped] = examples();
    const want = { ida: [9, 31], 'ida-lc': [9, 31] } as Record<string, number[]>;
    for (const [name, method] of Object.entries(slidingGenre.methods)) {
      const lengths = [nine, hardest].map((p) => {
        const r = method.solve(p, {});
        expect(r.status).toBe('solved');
        expect(slidingGenre.check(p, r.solution!)).toEqual({ ok: true });
        return r.solution!.length;
      });
      if (want[name]) expect(lengths).toEqual(want[name]);
      expect(method.solve(swapped, {}).status).toBe('unsolvable');
    }
    expect(slidingGenre.defaultMethod).toBe('ida');
  });

  it('checks a solution against the rules and its own length', () => {
    const [nine] = examples();
    const moves = [13, 9, 5, 1, 2, 3, 7, 11, 12];
    expect(slidingGenre.check(nine, { moves, length: 9, optimal: true })).toEqual({ ok: true });
    expect(slidingGenre.check(nine, { moves, length: 8, optimal: true }).ok).toBe(false);
    expect(slidingGenre.check(nine, { moves: moves.slice(1), length: 8, optimal: true }).ok).toBe(false);
    expect(slidingGenre.solutionJson({ moves, length: 9, optimal: true })).toEqual({ moves, length: 9, optimal: true });
  });

  it('replays its trace through the player; 3×3 traces include the capped tree, 4×4 ones do not', () => {
    const [nine, hardest] = examples();
    for (const p of [nine, hardest]) {
      const rec = recorder<SlidingEvent>();
      const r = slidingGenre.methods.ida.solve(p, { sink: rec.sink });
      const player = createPlayer(slidingGenre.replay, p, rec.events);
      const end = player.at(player.length);
      expect(end.solution?.moves).toEqual(r.solution!.moves);
      expect(end.tree.length > 0).toBe(p.size === 3);
    }
  });

  it('takes its strongest heuristic from a source, prepared before the search, and keeps Manhattan + LC for the rest', async () => {
    const asked: string[] = [];
    const h = manhattanLcHeuristic(4);
    const standIn = { ...h, name: 'stand-in', init: (t: Uint8Array) => h.init(t), move: (a: number, b: number, c: number) => h.move(a, b, c), value: () => h.value() };
    let saved: unknown = null;
    const genre = createSlidingGenre({
      strongest: {
        appliesTo: (p) => p.size === 4 && p.tiles.join() !== '1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0',
        prepare: async () => void asked.push('prepare'),
        heuristic: () => (asked.push('heuristic'), standIn),
        save: () => 'tables',
        restore: (data) => void (saved = data),
      },
    });
    const [nine, hardest, swapped] = examples();
    for (const p of [nine, hardest, swapped]) {
      await genre.methods.ida.prepare!(p, {});
      const rec = recorder<SlidingEvent>();
      genre.methods.ida.solve(p, { sink: rec.sink });
      const root = rec.events.find((e) => e.kind === 'root');
      if (p !== swapped) expect(root).toMatchObject({ heuristic: p.size === 4 ? 'stand-in' : 'Manhattan + linear conflicts' });
    }
    // Only the solvable 4×4 board asked for the tables.
    expect(asked).toEqual(['prepare', 'heuristic']);
    expect(genre.resources?.save()).toBe('tables');
    genre.resources?.restore('old tables');
    expect(saved).toBe('old tables');
  });
});

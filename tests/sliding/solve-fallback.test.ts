import { describe, expect, it } from 'vitest';
import { solveFallback } from '../../src/puzzles/sliding/solve-fallback';
import { placeTiles } from '../../src/puzzles/sliding/place-tiles';
import { randomSolvable } from '../../src/puzzles/sliding/shuffle';
import { checkSliding } from '../../src/puzzles/sliding/rules';
import { applyMoves, goalTiles } from '../../src/puzzles/sliding/board';
import { bfsDistances3x3, rank3x3 } from '../../src/puzzles/sliding/eight-puzzle/distances';
import type { FallbackEvent, SlidingEvent } from '../../src/puzzles/sliding/events';
import { recorder } from '../../src/core/trace';
import { seededRandom } from '../../src/core/random';

describe('solveFallback', () => {
  it('solves 400 random 15-puzzles by the rules, row then column then the 3×3', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 400; i++) {
      const p = randomSolvable(4, random);
      const rec = recorder<SlidingEvent>();
      const r = solveFallback(p, { sink: rec.sink });
      expect(r.status).toBe('solved');
      expect(r.solution!.optimal).toBe(false);
      expect(checkSliding(p, r.solution!.moves)).toEqual({ ok: true });

      const phases = rec.events.filter((e): e is FallbackEvent => e.kind === 'fallback');
      expect(phases.map((e) => e.phase.split(':')[0])).toEqual(['Top row', 'First column', 'The remaining 3×3, a shortest solution']);
      expect(phases.flatMap((e) => e.moves)).toEqual(r.solution!.moves);
      // After each phase its line is in place.
      const afterRow = applyMoves(p.tiles, 4, phases[0].moves)!;
      expect(afterRow.slice(0, 4)).toEqual([1, 2, 3, 4]);
      const afterColumn = applyMoves(afterRow, 4, phases[1].moves)!;
      expect([0, 4, 8, 12].map((c) => afterColumn[c])).toEqual([1, 5, 9, 13]);
      expect(afterColumn.slice(0, 4)).toEqual([1, 2, 3, 4]);
    }
  });

  it('on a 3×3 board is IDA*, so its answer is optimal', () => {
    const random = seededRandom(5);
    const dist = bfsDistances3x3();
    for (let i = 0; i < 50; i++) {
      const p = randomSolvable(3, random);
      const r = solveFallback(p);
      expect(r.solution).toMatchObject({ optimal: true });
      expect(r.solution!.length).toBe(dist[rank3x3(p.tiles)]);
    }
  });

  it('reports unsolvable boards and honours cancel', () => {
    const swapped = goalTiles(4);
    [swapped[13], swapped[14]] = [swapped[14], swapped[13]];
    expect(solveFallback({ size: 4, tiles: swapped }).status).toBe('unsolvable');
    const aborted = new AbortController();
    aborted.abort();
    const p = randomSolvable(4, seededRandom(1));
    expect(solveFallback(p, { budget: { signal: aborted.signal } }).status).toBe('cancelled');
  });
});

describe('placeTiles', () => {
  it('places the last two tiles of the top row without touching the first two', () => {
    // 1 2 in place; 3 and 4 swapped in the corner: the case that needs the trick.
    const board = [1, 2, 4, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
    const locked = board.map((_, c) => c < 2);
    const start = board.slice();
    const moves = placeTiles(board, 4, locked, [3, 4], [2, 3]);
    expect(moves).not.toBeNull();
    expect(board.slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(applyMoves(start, 4, moves!)).toEqual(board);
    expect(moves!.includes(1) || moves!.includes(2)).toBe(false);
  });

  it('says null when the tiles cannot be placed', () => {
    // Everything locked but the blank's own cell: nothing can move.
    const board = [1, 2, 4, 3, 5, 6, 7, 8, 0];
    const locked = board.map((t) => t !== 0);
    expect(placeTiles(board, 3, locked, [3], [2])).toBeNull();
  });
});

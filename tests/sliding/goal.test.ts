import { describe, expect, it } from 'vitest';
import { recorder } from '../../src/core/trace';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import { slidingLcGenre } from '../../src/puzzles/sliding/genre';
import { fitsBlankFirstOnly, goalTiles, halfTurnTwin } from '../../src/puzzles/sliding/goal';
import { checkSliding } from '../../src/puzzles/sliding/rules';
import { readInstances } from './fixtures';

/** Korf's boards as he printed them (blank-first goal): the twins of our stored copies. */
const korf = readInstances('korf100.txt').map((inst) => ({ ...inst, original: halfTurnTwin({ size: 4, tiles: inst.tiles }) }));

function slide(tiles: number[], moves: readonly number[]): number[] {
  const board = tiles.slice();
  for (const t of moves) {
    const at = board.indexOf(t);
    const hole = board.indexOf(0);
    board[hole] = t;
    board[at] = 0;
  }
  return board;
}

describe('the blank-first goal (--goal blank-first)', () => {
  it("recognises Korf's printed boards as written for the blank-first goal", () => {
    expect(korf[0].original.tiles.join(' ')).toBe('14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3');
    for (const inst of korf) expect(fitsBlankFirstOnly(inst.original)).toBe(true);
  });

  it('solves the printed boards to their published optimum, moves in the printed tiles', () => {
    const method = slidingLcGenre.methods.ida;
    let solved = 0;
    for (const inst of korf.slice(0, 12)) {
      const r = method.solve(inst.original, { budget: { maxNodes: 300_000 }, params: { goal: 'blank-first' } });
      expect(r.status).toBe('solved');
      expect(r.solution!.goal).toBe('blank-first');
      expect(slidingLcGenre.check(inst.original, r.solution!)).toEqual({ ok: true });
      // Past the node budget the fast method answers (not proven shortest).
      if (!r.solution!.optimal) continue;
      expect(r.solution!.length).toBe(inst.optimal);
      expect(r.solution!.goal).toBe('blank-first');
      expect(slidingLcGenre.check(inst.original, r.solution!)).toEqual({ ok: true });
      expect(checkSliding(inst.original, r.solution!.moves)).toMatchObject({ ok: false, code: 'notSolved' });
      solved++;
    }
    expect(solved).toBeGreaterThan(0);
  });

  it('the trace speaks of the printed tiles: replayed on the printed board, its solution reaches the blank-first goal', () => {
    const rec = recorder<SlidingEvent>();
    const original = korf[0].original;
    const r = slidingLcGenre.methods.fallback.solve(original, { sink: rec.sink, params: { goal: 'blank-first' } });
    expect(r.status).toBe('solved');
    const solution = rec.events.find((e) => e.kind === 'solution');
    expect(solution && solution.kind === 'solution' ? solution.moves : null).toEqual(r.solution!.moves);
    expect(slide(original.tiles, r.solution!.moves)).toEqual(goalTiles(4, 'blank-first'));
  });

  it('says why a board cannot reach the blank-first goal', () => {
    const stored = { size: 4, tiles: korf[0].tiles };
    const r = slidingLcGenre.methods.ida.solve(stored, { params: { goal: 'blank-first' } });
    expect(r.status).toBe('unsolvable');
    expect(r.reason).toMatch(/^Toward the blank-first goal/);
  });

  it('the rules check compares with the goal the solution names', () => {
    const p = { size: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 0] };
    expect(checkSliding(p, [], 'blank-last')).toEqual({ ok: true });
    expect(checkSliding(p, [], 'blank-first')).toMatchObject({ ok: false, code: 'notSolved' });
    expect(checkSliding({ size: 3, tiles: goalTiles(3, 'blank-first') }, [], 'blank-first')).toEqual({ ok: true });
  });
});

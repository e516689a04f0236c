/**
 * Numberlink boards made at level 1 (forced lines only), drawn by the search
 * of src/puzzles/numberlink/make/forced.ts: each made board has one solution
 * by brute force (which knows nothing of the diagram or the search) and is
 * level 1 by the grade, run again; the search's own forced-line rule agrees
 * with the grade on every one-solution instance of a 3×4 board; the same seed
 * gives the same board; the nikoli rule is refused, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { gradeNumberlink } from '../../src/puzzles/numberlink/grade';
import { makeNumberlink, NIKOLI_LEVEL_1 } from '../../src/puzzles/numberlink/make';
import { forcedLines } from '../../src/puzzles/numberlink/make/forced';
import { instanceCensus } from '../../src/puzzles/numberlink/make/instances';
import { EMPTY, neighbourCells, type NumberlinkPuzzle, type PuzzleRule } from '../../src/puzzles/numberlink/puzzle';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';

/** Lines the forced-line rule draws on a board, and the lines a full solution has (cells minus paths). */
function forcedAndAll(p: NumberlinkPuzzle): [number, number] {
  const n = p.width * p.height;
  const near = Array.from({ length: n }, (_, i) => neighbourCells(p, i));
  const isEnd = Uint8Array.from(p.cells, (c) => (c === EMPTY ? 0 : 1));
  return [forcedLines(p.width, p.height, isEnd, near), n - p.labels.length];
}

describe('Numberlink boards made at level 1', () => {
  it.each([
    ['fill', 4, 4, 1],
    ['fill', 6, 5, 2],
    ['fill', 5, 6, 3],
    ['fill-notouch', 6, 5, 1],
  ] as [PuzzleRule, number, number, number][])('%s on %i×%i (seed %i): made, one solution by brute force, level 1 by the grade', (rule, width, height, seed) => {
    const m = makeNumberlink({ width, height, level: 1, seed, params: { rule }, budget: { limitMs: 60_000 } });
    expect(m.status).toBe('made');
    const board = m.puzzle!;
    expect(m.grade?.level).toBe(1);
    expect(gradeNumberlink(board, { rule }).level).toBe(1);
    const brute = bruteForceNumberlink(board, rule, { maxNodes: 50_000_000 }, 1);
    expect(brute.complete).toBe(true);
    expect(brute.count).toBe(1);
    const [forced, all] = forcedAndAll(board);
    expect(forced).toBe(all);
  });

  it('at 10×10 too: made and graded level 1', () => {
    const m = makeNumberlink({ width: 10, height: 10, level: 1, seed: 4, params: { rule: 'fill' } });
    expect(m.status).toBe('made');
    expect(gradeNumberlink(m.puzzle!, { rule: 'fill' }).level).toBe(1);
  });

  it('the same seed gives the same board, another seed another', () => {
    const make = (seed: number) => makeNumberlink({ width: 6, height: 6, level: 1, seed, params: { rule: 'fill' } }).puzzle;
    expect(make(7)).toEqual(make(7));
    expect(make(7)).not.toEqual(make(8));
  });

  it('under nikoli, level 1 is refused with the reason', () => {
    const m = makeNumberlink({ width: 6, height: 6, level: 1, seed: 1, params: { rule: 'nikoli' } });
    expect(m.status).toBe('refused');
    expect(m.reason).toBe(NIKOLI_LEVEL_1);
  });

  it('the search’s forced-line rule draws every line exactly on the one-solution 3×4 instances the grade calls level 1', () => {
    const census = instanceCensus(4, 3);
    let level1 = 0;
    for (const { puzzle, systems } of census.all) {
      if (systems !== 1) continue;
      const [forced, all] = forcedAndAll(puzzle);
      const isLevel1 = gradeNumberlink(puzzle, { rule: 'fill' }).level === 1;
      expect(forced === all).toBe(isLevel1);
      if (isLevel1) level1++;
    }
    expect(level1).toBeGreaterThan(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalOrientations, findRedundantPattern } from '../../src/puzzles/numberlink/canonical';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { puzzleRuleOf, type CanonicalRule, type NumberlinkPuzzle, type NumberlinkRule } from '../../src/puzzles/numberlink/puzzle';
import { publicRecords } from './public-records';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { runZdd, solutionsAt, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { randomBoard } from './random-boards';

const board = (text: string): NumberlinkPuzzle => {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const count = (p: NumberlinkPuzzle, rule: NumberlinkRule): bigint | undefined => runZdd(p, zddParams({ rule }, p)).count;

// The ZDD's canonical count against the brute force, which finds the redundant patterns in each
// finished answer (canonical.ts) instead of cutting them edge by edge (mate-canonical.ts).
for (const rule of ['fill-canonical', 'nikoli-canonical'] as CanonicalRule[]) {
  describe(`${rule}: ZDD count = brute force on random boards up to 6×6`, () => {
    it('agrees on every board the brute force finishes, and leaves solutions out on some', () => {
      const seen = { boards: 0, zero: 0, fewer: 0 };
      fc.assert(
        fc.property(randomBoard(6, rule === 'nikoli-canonical' ? 5 : 4), (p) => {
          const brute = bruteForceNumberlink(p, rule, { maxNodes: 30_000 }, 0);
          if (!brute.complete) return;
          const run = runZdd(p, zddParams({ rule }, p), { maxNodes: 1_000_000 });
          expect(run.count, JSON.stringify(p)).toBe(BigInt(brute.count));
          // Both edge orders the canonical conventions allow (each line run either way) count the same.
          for (const sweep of canonicalOrientations(p)) {
            expect(runZdd(p, { ...zddParams({ rule, keep: false }, p), sweep }).count, `${JSON.stringify(p)} ${JSON.stringify(sweep)}`).toBe(BigInt(brute.count));
          }
          // Every solution in the diagram solves the puzzle and has no redundant pattern.
          const ranks = Array.from({ length: Math.min(brute.count, 20) }, (_, r) => BigInt(r));
          for (const s of solutionsAt(p, run, ranks)) {
            expect(checkNumberlink(p, s)).toEqual({ ok: true });
            expect(findRedundantPattern(p, s.paths), JSON.stringify(p)).toBeNull();
          }
          seen.boards++;
          if (brute.count === 0) seen.zero++;
          const all = bruteForceNumberlink(p, puzzleRuleOf(rule), { maxNodes: 30_000 }, 0);
          if (all.complete && all.count > brute.count) seen.fewer++;
        }),
        { numRuns: 130, seed: 20120405 },
      );
      expect(seen.boards).toBeGreaterThan(80);
      expect(seen.zero).toBeGreaterThan(10);
      // Boards where the convention removed solutions: the test sees the patterns at work.
      expect(seen.fewer).toBeGreaterThan(5);
    });
  });
}

describe('the redundant patterns, one by one', () => {
  it('a u-turn round a 2×2 block is left out under fill-canonical: the only fill solution of this board', () => {
    const p = board('1 1\n. .');
    expect(count(p, 'fill')).toBe(1n);
    expect(count(p, 'fill-canonical')).toBe(0n);
    expect(findRedundantPattern(p, { '1': [[0, 0], [1, 0], [1, 1], [0, 1]] })?.kind).toBe('u-turn');
  });

  it('a corner beside an empty cell: of the two ways round, the one turning in the upper row is kept', () => {
    // 1 at the top left, 1 at the bottom right of a 2×2 board: through the top right (kept) or the bottom left.
    const p = board('1 .\n. 1');
    expect(count(p, 'nikoli')).toBe(2n);
    expect(count(p, 'nikoli-canonical')).toBe(1n);
    expect(findRedundantPattern(p, { '1': [[0, 0], [1, 0], [1, 1]] })?.kind).toBe('corner');
    expect(findRedundantPattern(p, { '1': [[0, 0], [0, 1], [1, 1]] })).toBeNull();
    // The same board upside down keeps the other path: the patterns point up, the count stays 1.
    expect(count(board('. 1\n1 .'), 'nikoli-canonical')).toBe(1n);
  });

  it('a detour over empty cells is left out, a straight run through them is kept', () => {
    // Square, so the frame is the board as drawn (a wider board would be turned over its diagonal).
    const over = [[1, 0], [0, 0], [0, 1], [0, 2], [0, 3], [1, 3]] as [number, number][];
    const p = board('. . . .\n1 . . 1\n. . . .\n. . . .');
    expect(findRedundantPattern(p, { '1': over })?.kind).toBe('detour');
    expect(findRedundantPattern(p, { '1': [[1, 0], [1, 1], [1, 2], [1, 3]] })).toBeNull();
    // Endpoints under the run are not empty cells: no detour.
    const q = board('. . . .\n1 2 2 1\n. . . .\n. . . .');
    expect(findRedundantPattern(q, { '1': over, '2': [[1, 1], [1, 2]] })).toBeNull();
  });

  it('a wide board is judged in the frame turned over its diagonal, as ddnumlin turns it', () => {
    // 3 wide, 2 high: as drawn, the path turning in the lower row beside an empty cell would be the one
    // left out; in the turned frame ddnumlin's "up" is the board's left, and the other turn goes.
    const p = board('1 . .\n. 1 .');
    expect(findRedundantPattern(p, { '1': [[0, 0], [1, 0], [1, 1]] })).toBeNull();
    expect(findRedundantPattern(p, { '1': [[0, 0], [0, 1], [1, 1]] })?.kind).toBe('corner');
    // The board turned over its diagonal is tall, ddnumlin keeps it as it is: the same frame, the same count.
    const tall = board('1 .\n. 1\n. .');
    expect(count(p, 'nikoli-canonical')).toBe(count(tall, 'nikoli-canonical'));
    expect(count(p, 'nikoli-canonical')).toBeLessThan(count(p, 'nikoli')!);
  });

  it('the judge accepts an answer with a redundant pattern: it solves the puzzle', () => {
    const p = board('1 1\n. .');
    expect(checkNumberlink(p, { paths: { '1': [[0, 0], [1, 0], [1, 1], [0, 1]] }, rule: 'fill-canonical', count: '0' })).toEqual({ ok: true });
  });
});

// Counts against the data's (TdZdd's ddnumlin, whose default mode is canonical), on boards quick enough
// for a unit test; the wide ones (more columns than rows) check that the frame is turned as ddnumlin turns it.
describe('canonical counts equal the data’s', () => {
  const records = publicRecords();
  const cases: [CanonicalRule, number, number][] = [
    ['fill-canonical', 100, 100],
    ['nikoli-canonical', 49, 4],
  ];
  for (const [rule, maxCells, atLeast] of cases) {
    it(`${rule}: on every board up to ${maxCells} cells where the data knows it`, () => {
      let compared = 0;
      for (const r of records) {
        const expected = r.counts[rule];
        if (expected === null || r.puzzle.width * r.puzzle.height > maxCells) continue;
        expect(runZdd(r.puzzle, zddParams({ rule, keep: false }, r.puzzle)).count, r.id).toBe(expected);
        compared++;
      }
      expect(compared).toBeGreaterThanOrEqual(atLeast);
    });
  }
});

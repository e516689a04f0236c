import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PuzzleRule } from '../../src/puzzles/numberlink/puzzle';
import { checkNumberlink } from '../../src/puzzles/numberlink/rules';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { runZdd, solutionsAt, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { randomBoard } from './random-boards';

// The ZDD's count against brute force (every path system tried, each judged by rules.ts)
// on random boards up to 6×6. Boards the brute force cannot finish in its budget are skipped;
// the test asks that enough finished and that both "no solution" and "many" (see MANY) occurred.
// How many solutions make a board count as "many". Random small boards (almost) never have two
// no-touch solutions (each path must be an induced path), so there the bar is one; data.test.ts
// checks a public board with two (janko-156).
const MANY: Record<PuzzleRule, number> = { fill: 5, 'fill-notouch': 1, nikoli: 10 };

for (const rule of ['fill', 'fill-notouch', 'nikoli'] as PuzzleRule[]) {
  describe(`${rule}: ZDD count = brute force on random boards up to 6×6`, () => {
    it('agrees on every board the brute force finishes', () => {
      const seen = { boards: 0, zero: 0, many: 0 };
      fc.assert(
        fc.property(randomBoard(6, rule === 'nikoli' ? 5 : 4), (p) => {
          const brute = bruteForceNumberlink(p, rule, { maxNodes: 30_000 }, 0);
          if (!brute.complete) return;
          const run = runZdd(p, zddParams({ rule }, p), { maxNodes: 1_000_000 });
          expect(run.result.status, JSON.stringify(p)).not.toBe('timeout');
          expect(run.count, JSON.stringify(p)).toBe(BigInt(brute.count));
          // Every solution the diagram holds passes the rules (all of them when there are few).
          const ranks = Array.from({ length: Math.min(brute.count, 20) }, (_, r) => BigInt(r));
          for (const s of solutionsAt(p, run, ranks)) expect(checkNumberlink(p, s)).toEqual({ ok: true });
          seen.boards++;
          if (brute.count === 0) seen.zero++;
          if (brute.count >= MANY[rule]) seen.many++;
        }),
        { numRuns: 130, seed: 20120405 },
      );
      expect(seen.boards).toBeGreaterThan(80);
      expect(seen.zero).toBeGreaterThan(10);
      expect(seen.many).toBeGreaterThan(2);
    });
  });
}

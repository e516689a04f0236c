import { describe, expect, it } from 'vitest';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { bruteForceAkari } from '../../src/puzzles/akari/solve-brute';
import { checkAkari } from '../../src/puzzles/akari/rules';
import { randomBoard } from './random-boards';

const SEEDS = Array.from({ length: 160 }, (_, i) => 1000 + i);

describe('deduction agrees with brute force on small random boards', () => {
  const outcomes = { none: 0, one: 0, several: 0 };
  const cases = SEEDS.map((seed) => {
    const puzzle = randomBoard(seed);
    const brute = bruteForceAkari(puzzle, 2);
    if (!brute.complete) throw new Error(`brute force did not finish on seed ${seed}`);
    outcomes[brute.count === 0 ? 'none' : brute.count === 1 ? 'one' : 'several']++;
    return { seed, puzzle, brute };
  });

  it('the sample has boards with no, one and several solutions', () => {
    expect(outcomes.none).toBeGreaterThan(10);
    expect(outcomes.one).toBeGreaterThan(10);
    expect(outcomes.several).toBeGreaterThan(10);
  });

  for (const method of ['force', 'pairs', 'selective'] as const) {
    it(`${method}: no solution → unsolvable; one → that one; several → one of them, marked`, () => {
      for (const { seed, puzzle, brute } of cases) {
        const { result, engine } = runAkari(puzzle, method, { cap: 2000 });
        const label = `seed ${seed}: ${puzzle.rows.join('/')}`;
        if (brute.count === 0) {
          expect(result.status, label).toBe('unsolvable');
          expect(result.reason, label).toBeTruthy();
          continue;
        }
        expect(result.status, label).toBe('solved');
        expect(checkAkari(puzzle, result.solution!), label).toEqual({ ok: true });
        if (brute.count === 1) {
          expect(result.solution, label).toEqual(brute.solutions[0]);
          expect(result.stats.multiple, label).toBe(0);
        } else {
          expect(result.stats.multiple, label).toBe(1);
          expect(result.reason, label).toMatch(/more than one solution/);
          // Deduction stops short of a full board when there are several answers.
          expect(engine.methodOutcome, label).not.toBe('solved');
        }
      }
    });
  }
});

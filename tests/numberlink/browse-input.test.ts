/**
 * The solver's typed solution number and seed (src/ui/numberlink/browse-input.ts):
 * what they accept, what they say otherwise, and that the lesson's seed typed
 * into the solver (its own edge order, 'auto') draws the solution the lesson shows.
 */
import { describe, expect, it } from 'vitest';
import { lessonFacts } from '../../src/lessons/numberlink/facts';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { nextSeed, readSeed, readSolutionNumber, SEED_MAX, SEED_STEP } from '../../src/ui/numberlink/browse-input';

describe('typed solution number and seed', () => {
  it('a solution number r from 1 to the count is the rank r − 1', () => {
    expect(readSolutionNumber('1', 9n)).toEqual({ ok: true, value: 0 });
    expect(readSolutionNumber(' 9 ', 9n)).toEqual({ ok: true, value: 8 });
  });

  it('0, past the count, or not a whole number is refused with what is allowed', () => {
    for (const t of ['0', '10', '2.5', '-1', 'seven', '']) {
      expect(readSolutionNumber(t, 9n)).toEqual({ ok: false, problem: 'A solution number is a whole number from 1 to 9.' });
    }
  });

  it('a seed is a whole number up to the generator’s 32 bits', () => {
    expect(readSeed('7')).toEqual({ ok: true, value: 7 });
    expect(readSeed(String(SEED_MAX))).toEqual({ ok: true, value: SEED_MAX });
    expect(readSeed(String(SEED_MAX + 1)).ok).toBe(false);
    expect(readSeed('x').ok).toBe(false);
  });

  it('after a draw the seed moves on by the step the field’s note names, wrapping past the top to 0', () => {
    expect(nextSeed(7)).toBe(7 + SEED_STEP);
    expect(nextSeed(SEED_MAX)).toBe(SEED_STEP - 1);
    expect(readSeed(String(nextSeed(SEED_MAX - 1))).ok).toBe(true);
  });

  it('the lesson’s seed, typed into the solver, draws the lesson’s random solution', () => {
    const F = lessonFacts();
    const tiny = F.boards.tiny;
    const run = runZdd(tiny, zddParams({ rule: 'fill', pick: 'random', seed: F.tiny.seed }, tiny));
    expect(run.result.solution?.paths).toEqual(F.tiny.randomOne.paths);
  });
});

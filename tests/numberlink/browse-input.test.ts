/**
 * The solver's typed solution number and seed (src/ui/numberlink/browse-input.ts):
 * what they accept, what they say otherwise, and that the lesson's seed typed
 * into the solver (its own edge order, 'auto') draws the solution the lesson shows.
 */
import { describe, expect, it } from 'vitest';
import { lessonFacts } from '../../src/lessons/numberlink/facts';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { FIRST_SEED, nextSeed, readSeed, readSolutionNumber, SEED_MAX, SEED_STEP, seedForPress, seedNote } from '../../src/ui/numberlink/browse-input';

describe('typed solution number and seed', () => {
  it('a solution number r from 1 to the count is the rank r − 1', () => {
    expect(readSolutionNumber('1', 9n)).toEqual({ ok: true, value: 0 });
    expect(readSolutionNumber(' 9 ', 9n)).toEqual({ ok: true, value: 8 });
  });

  it('0, past the count, or not a whole number is refused with its own reason, then what is allowed', () => {
    const allowed = 'type a whole number from 1 to 9.';
    expect(readSolutionNumber('0', 9n)).toEqual({ ok: false, problem: `The solutions are numbered from 1: ${allowed}` });
    expect(readSolutionNumber('10', 9n)).toEqual({ ok: false, problem: `This board has only 9 solutions: ${allowed}` });
    expect(readSolutionNumber('2', 1n)).toEqual({ ok: false, problem: 'This board has only 1 solution: type a whole number from 1 to 1.' });
    for (const t of ['2.5', '-1', 'seven']) {
      expect(readSolutionNumber(t, 9n)).toEqual({ ok: false, problem: `“${t}” is not a whole number: ${allowed}` });
    }
    expect(readSolutionNumber('  ', 9n)).toEqual({ ok: false, problem: `No solution number yet: ${allowed}` });
  });

  it('a seed is a whole number up to the generator’s 32 bits', () => {
    expect(readSeed('7')).toEqual({ ok: true, value: 7 });
    expect(readSeed(String(SEED_MAX))).toEqual({ ok: true, value: SEED_MAX });
    expect(readSeed(String(SEED_MAX + 1)).ok).toBe(false);
    expect(readSeed('x').ok).toBe(false);
  });

  it('the next seed is one step on, wrapping past the top to 0', () => {
    expect(nextSeed(7)).toBe(7 + SEED_STEP);
    expect(nextSeed(SEED_MAX)).toBe(SEED_STEP - 1);
    expect(readSeed(String(nextSeed(SEED_MAX - 1))).ok).toBe(true);
  });

  it('"A random one" draws with the seed in the field, or with the next one when the last draw used it, so the field always shows the seed of the draw on screen', () => {
    expect(seedForPress(FIRST_SEED, null)).toBe(FIRST_SEED);
    expect(seedForPress(7, 7)).toBe(nextSeed(7));
    // A seed the reader typed over the drawn one is used as typed.
    expect(seedForPress(42, 7)).toBe(42);
  });

  it('the note beside the field says whose seed it shows and what a press draws with', () => {
    expect(seedNote(readSeed('1'), null, false)).toBe('“A random one”, or Enter here, draws with this seed.');
    expect(seedNote(readSeed('7'), 7, true)).toBe(`The solution shown was drawn with this seed; “A random one” draws with the next, ${nextSeed(7)}, and Enter here with the seed typed.`);
    expect(seedNote(readSeed('7'), 7, false)).toMatch(/^The last random draw used this seed;/);
    expect(seedNote(readSeed('9'), 7, true)).toBe('“A random one”, or Enter here, draws with this seed.');
    expect(seedNote(readSeed('x'), 7, true)).toBe('“A random one”, or Enter here, draws with this seed.');
  });

  it('the lesson’s seed, typed into the solver, draws the lesson’s random solution', () => {
    const F = lessonFacts();
    const tiny = F.boards.tiny;
    const run = runZdd(tiny, zddParams({ rule: 'fill', pick: 'random', seed: F.tiny.seed }, tiny));
    expect(run.result.solution?.paths).toEqual(F.tiny.randomOne.paths);
  });
});

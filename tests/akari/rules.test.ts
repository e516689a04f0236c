import { describe, expect, it } from 'vitest';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { checkAkari } from '../../src/puzzles/akari/rules';

const puzzle: AkariPuzzle = { width: 3, height: 3, rows: ['.1.', '...', '#..'] };

describe('rules check (written from the rules, not the model)', () => {
  it('accepts a correct solution', () => {
    expect(checkAkari(puzzle, ['*1.', '..*', '#*.'])).toEqual({ ok: true });
  });

  it('finds two lamps that light each other, through white cells only', () => {
    const r = checkAkari(puzzle, ['*1.', '*.*', '#..']);
    expect(r).toEqual({ ok: false, code: 'lampsSeeEachOther', message: expect.stringMatching(/^lampsSeeEachOther: .*row 2, column 1.*row 1, column 1/) });
    // A black cell between two lamps blocks the light.
    expect(checkAkari({ width: 3, height: 1, rows: ['.#.'] }, ['*#*'])).toEqual({ ok: true });
  });

  it('finds an unlit cell', () => {
    expect(checkAkari(puzzle, ['*1.', '...', '#..'])).toEqual({ ok: false, code: 'unlitCell', message: expect.stringMatching(/^unlitCell: .*row 1, column 3/) });
  });

  it('finds a clue with the wrong number of lamps', () => {
    const p: AkariPuzzle = { width: 3, height: 1, rows: ['.2.'] };
    expect(checkAkari(p, ['*2.'])).toEqual({ ok: false, code: 'unlitCell', message: expect.stringMatching(/^unlitCell/) });
    const q: AkariPuzzle = { width: 3, height: 2, rows: ['.0.', '...'] };
    expect(checkAkari(q, ['*0.', '..*'])).toEqual({ ok: false, code: 'clueCount', message: expect.stringMatching(/^clueCount: the clue 0 has 1 lamp /) });
  });

  it('finds a changed or misplaced cell and a wrong shape', () => {
    expect(checkAkari(puzzle, ['*1.', '..*', '**.'])).toEqual({ ok: false, code: 'givens', message: expect.stringMatching(/^givens: .*row 3, column 1/) });
    expect(checkAkari(puzzle, ['*1.', '..*'])).toEqual({ ok: false, code: 'shape', message: expect.stringMatching(/^shape/) });
    expect(checkAkari(puzzle, ['*1.', '..*', '#*'])).toEqual({ ok: false, code: 'shape', message: expect.stringMatching(/^shape/) });
  });
});

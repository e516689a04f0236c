/**
 * `puzzle make` through the real command: one JSON record with the board
 * (read back by the genre's own parser, in the form --format names), the
 * grade at the level asked for, the certificate, and usage errors in words
 * for a genre without a maker, a bad size and a missing level.
 */
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { runProgram } from './run-cli';

describe('puzzle make', () => {
  it('makes an Akari board at the level, the same for the same seed', () => {
    const run = () => runProgram('puzzle', ['make', 'akari', '--size', '7x7', '--level', '3', '--seed', '4']);
    const a = run();
    expect(a.code).toBe(0);
    const [rec] = a.records;
    expect(rec).toMatchObject({ genre: 'akari', status: 'made', size: '7x7', level: 3, seed: 4, grade: { level: 3 } });
    expect(rec.certificate).toContain('without a trial');
    const parsed = parseAkari(rec.puzzle);
    expect(parsed.ok && [parsed.puzzle.width, parsed.puzzle.height]).toEqual([7, 7]);
    expect(run().records[0].puzzle).toBe(rec.puzzle);
  });

  it('writes a Sudoku in the form --format names, which the parser reads back', () => {
    const r = runProgram('puzzle', ['make', 'sudoku', '--size', '4x4', '--level', '1', '--format', 'tatham']);
    expect(r.code).toBe(0);
    const rec = r.records[0];
    expect(rec.status).toBe('made');
    expect(rec.puzzle).toMatch(/^2x2:/);
    expect(parseSudoku(rec.puzzle).ok).toBe(true);
  });

  it.each([
    [['make', 'numberlink', '--size', '5x5', '--level', '1'], 'numberlink has no maker yet'],
    [['make', 'sudoku', '--size', '8x8', '--level', '1'], 'made at 4×4, 9×9, 16×16, not 8×8'],
    [['make', 'akari', '--size', 'ten', '--level', '1'], 'make needs --size WxH'],
    [['make', 'akari', '--size', '7x7'], 'make needs --level L'],
  ])('%j is a usage error: %s', (args, words) => {
    const r = runProgram('puzzle', args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(words);
  });
});

/**
 * `puzzle make` through the real command: one JSON record with the board
 * (read back by the genre's own parser, in the form --format names), the
 * grade at the level asked for, the certificate, a maker's own option
 * (Numberlink's --rule) in the record, and usage errors in words for a genre
 * without a maker, a bad size, level or rule and a missing level.
 */
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
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

  it('makes a Numberlink board under the rule --rule names, written into the record', () => {
    const r = runProgram('puzzle', ['make', 'numberlink', '--size', '6x6', '--level', '2', '--rule', 'fill-notouch', '--seed', '3']);
    expect(r.code).toBe(0);
    const [rec] = r.records;
    expect(rec).toMatchObject({ genre: 'numberlink', status: 'made', size: '6x6', level: 2, seed: 3, rule: 'fill-notouch', grade: { level: 2 } });
    expect(rec.certificate).toContain('under the no-touch rule');
    const parsed = parseNumberlink(rec.puzzle);
    expect(parsed.ok && [parsed.puzzle.width, parsed.puzzle.height]).toEqual([6, 6]);
  });

  it.each([
    [['make', 'shakashaka', '--size', '5x5', '--level', '1'], 'shakashaka has no maker yet'],
    [['make', 'numberlink', '--size', '20x20', '--level', '2'], 'made from 4×4 to 15×15 cells, not 20×20'],
    [['make', 'numberlink', '--size', '6x6', '--level', '5'], 'the level is 1 to 4'],
    [['make', 'numberlink', '--size', '6x6', '--level', '2', '--rule', 'fill-canonical'], '--rule takes one of fill, fill-notouch, nikoli'],
    [['make', 'akari', '--size', '7x7', '--level', '2', '--rule', 'fill'], "Unknown option '--rule'"],
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

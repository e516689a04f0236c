/**
 * `puzzle solve --format F`: each record's `puzzle` in the genre's other
 * form, the same in this thread and in worker threads, and read back by the
 * same command.
 */
import { describe, expect, it } from 'vitest';
import { puzzle } from './run-cli';

const SOLO = ['2x2:a1c2b3e3a', '2x2:a1a4h4a2a'].join('\n');

describe('puzzle solve --format', () => {
  it.each(['1', '2'])('writes Sudoku as Solo game IDs and puzz.link URLs (--jobs %s)', (jobs) => {
    const tatham = puzzle(['solve', 'sudoku', '--format', 'tatham', '--jobs', jobs], SOLO);
    expect(tatham.code).toBe(0);
    expect(tatham.records.map((r) => r.puzzle)).toEqual(SOLO.split('\n'));
    const links = puzzle(['solve', 'sudoku', '--format', 'puzzlink', '--jobs', jobs], SOLO);
    expect(links.records.map((r) => r.puzzle)).toEqual(['https://puzz.link/p?sudoku/4/4/g1i2h3k3g', 'https://puzz.link/p?sudoku/4/4/g1g4n4g2g']);
    // Read back, the links give the same answers.
    const again = puzzle(['solve', 'sudoku', '--jobs', jobs], links.records.map((r) => r.puzzle).join('\n'));
    expect(again.records.map((r) => r.solution)).toEqual(links.records.map((r) => r.solution));
  });

  it('writes Light Up as a Tatham game ID; text, the default, is the grid', () => {
    const id = puzzle(['solve', 'akari', '--format', 'tatham'], '.1.\n...\n#..');
    expect(id.records[0].puzzle).toBe('3x3:a1dBb');
    const text = puzzle(['solve', 'akari', '--format', 'text'], '3x3:a1dBb');
    expect(text.records[0].puzzle).toBe('.1.\n...\n#..');
  });
});

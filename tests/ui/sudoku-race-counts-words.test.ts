/**
 * The race's note under the lanes says what the two work counts mean whose names alone do not (a first-time reader
 * asked what "Link updates" were): dancing links' pointer changes and backtracking's checks, with the names the
 * lanes show.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { RACE_EXAMPLE } from '../../src/lessons/sudoku/examples';
import SudokuRace, { STAT_WORDS } from '../../src/ui/sudoku/SudokuRace';

const note = () => {
  const html = renderToString(h(SudokuRace, { initial: RACE_EXAMPLE.text }));
  const p = /<p[^>]*data-testid="race-counts-note"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return p.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
};

describe('the race’s counts note', () => {
  it('says what link updates and checks count, under the names the lanes show', () => {
    const text = note().toLowerCase();
    expect(text).toContain(`${STAT_WORDS.updates.toLowerCase()}: pointers dancing links changes to take rows out and put them back`);
    expect(text).toContain(`${STAT_WORDS.checks.toLowerCase()}: numbers tested against a cell’s row, column and box`);
  });
});

/**
 * Play's cell names: each says its cell once, and the outline's word says who
 * drew it. A reader pressed Check, then Ctrl+Z, and heard a cell called
 * "hinted" though no hint had been asked for: Check's proof marks cells too.
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { PlayGrid } from '../../src/ui/sudoku/PlayGrid';

const parsed = parseSudoku('1...' + '....' + '....' + '....');
if (!parsed.ok) throw new Error(parsed.error.message);
const puzzle = parsed.puzzle;

const names = (lookWord?: string) => {
  const html = render(h(PlayGrid, { puzzle, cells: puzzle.cells, selected: 1, onSelect: () => {}, onType: () => {}, look: new Set([1]), lookWord, wrong: new Set<number>() }));
  return [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]).filter((n) => /^r\d+c\d+/.test(n));
};

describe('Play’s cell names', () => {
  it('say a cell Check marks is named by Check, and a hint’s cell hinted', () => {
    expect(names('named by Check')).toContain('r1c2: empty, named by Check');
    expect(names()).toContain('r1c2: empty, hinted');
    expect(names('named by Check').some((n) => /hinted/.test(n))).toBe(false);
  });

  it('name each cell once', () => {
    const all = names('named by Check');
    expect(all).toHaveLength(16);
    expect(all.filter((n) => /^(r\d+c\d+): \1\b/.test(n))).toEqual([]);
    expect(all[0]).toBe('r1c1: given 1');
  });
});

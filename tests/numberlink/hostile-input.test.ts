/**
 * Input a hostile or unlucky user writes: labels that are names of
 * Object.prototype's members, a one-column board of long labels, and
 * puzz.link sizes that are not positive numbers. Each must be read and
 * answered like any other board, or refused with its line and column.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberlink, printNumberlink } from '../../src/puzzles/numberlink/format';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { randomBoard } from './random-boards';

const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

function puzzleOf(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('labels named like members of Object.prototype', () => {
  it.each(HOSTILE)('a board whose label is %s is solved, and the rules accept the answer', (label) => {
    const p = puzzleOf(`${label} . ${label}`);
    const result = numberlinkGenre.methods.zdd.solve(p, { budget: { limitMs: 5_000 } });
    expect(result.status).toBe('solved');
    expect(numberlinkGenre.check(p, result.solution!)).toEqual({ ok: true });
    expect(Object.keys(result.solution!.paths)).toEqual([label]);
    // The record the CLI prints keeps the label as a key of its own.
    const json = JSON.parse(JSON.stringify(numberlinkGenre.solutionJson(result.solution!))) as { paths: Record<string, unknown> };
    expect(Object.prototype.hasOwnProperty.call(json.paths, label)).toBe(true);
  });

  it('two hostile labels on one board: the solver and brute force agree', () => {
    const p = puzzleOf('constructor toString .\n. . .\ntoString constructor .');
    const zdd = numberlinkGenre.methods.zdd.solve(p, { budget: { limitMs: 5_000 }, params: { rule: 'fill' } });
    const brute = bruteForceNumberlink(p, 'fill');
    expect(zdd.status).toBe(brute.count > 0 ? 'solved' : 'unsolvable');
    if (zdd.solution) expect(numberlinkGenre.check(p, zdd.solution)).toEqual({ ok: true });
  });

  it('the rules check is not fooled by a path object that only inherits a label', () => {
    const p = puzzleOf('toString . toString');
    const verdict = numberlinkGenre.check(p, { paths: {}, rule: 'fill', count: '1' });
    expect(verdict.ok).toBe(false);
  });
});

describe('one column of long labels', () => {
  it('prints each row with a trailing space and reads it back as one column', () => {
    const p = puzzleOf('15 \n15 ');
    expect(p).toMatchObject({ width: 1, height: 2, labels: ['15'] });
    expect(printNumberlink(p)).toBe('15 \n15 ');
  });

  it('a board of one character per cell with trailing spaces reads as before', () => {
    expect(puzzleOf('1..2 \n2..1 ')).toMatchObject({ width: 4, height: 2 });
  });

  it('print then parse gives the same board, for random boards with long and hostile labels', () => {
    const names = fc.constantFrom('1', '15', 'A', 'ab', '__proto__', 'toString', '123');
    fc.assert(
      fc.property(randomBoard(5, 4), fc.array(names, { minLength: 4, maxLength: 4 }), (board, pick) => {
        // Give the labels distinct names from the pool (a suffix keeps them apart).
        const labels = board.labels.map((_, k) => `${pick[k]}${pick.indexOf(pick[k]) === k ? '' : k}`);
        const p: NumberlinkPuzzle = { ...board, labels };
        const back = parseNumberlink(printNumberlink(p));
        expect(back).toEqual({ ok: true, puzzle: p });
      }),
      { numRuns: 300 },
    );
  });
});

describe('puzz.link sizes', () => {
  it.each(['https://puzz.link/p?numlin/-1/3/1', 'https://puzz.link/p?numlin/abc/2/2/', 'https://puzz.link/p?numlin/0/3/1'])(
    '%s is refused at the size, with its column',
    (url) => {
      const r = parseNumberlink(url);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ line: 1, col: url.indexOf('numlin/') + 8, message: expect.stringMatching(/two positive numbers/) });
    },
  );
});

describe('why a board has no solution', () => {
  it('names every cut in words (no empty clause)', () => {
    const p = puzzleOf('..\n..');
    const result = numberlinkGenre.methods.zdd.solve(p, { budget: { limitMs: 5_000 } });
    expect(result.status).toBe('unsolvable');
    expect(result.reason).not.toMatch(/, or \)|\(\)|undefined/);
    // Untraced under fill the one-level-per-cell build answers (build-cells.ts): an empty cell is its cut.
    expect(result.reason).toMatch(/a cell would stay empty/);
    const traced = numberlinkGenre.methods.zdd.solve(p, { budget: { limitMs: 5_000 }, sink: () => {} });
    expect(traced.status).toBe('unsolvable');
    expect(traced.reason).toMatch(/no edge left/);
  });
});

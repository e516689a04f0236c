/**
 * Every text format reads back what it prints: for random boards, including
 * the edge shapes (one row, one column, the largest side the parser takes,
 * Sudoku orders whose values need two or more characters and then spaces),
 * parse(print(board)) is the board, and several printed boards separated by
 * blank lines read back as the same list. Numberlink, whose labels are user
 * text, has its own (tests/numberlink/hostile-input.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from '../../src/core/random';
import type { ParseResult } from '../../src/core/result';
import { parseAkari, parseAkariMany, printAkari } from '../../src/puzzles/akari/format';
import { MAX_SIDE as AKARI_MAX_SIDE } from '../../src/puzzles/akari/puzzle';
import { MAX_SIDE as SHAKASHAKA_MAX_SIDE, parseShakashaka, parseShakashakaMany, printShakashaka } from '../../src/puzzles/shakashaka/format';
import { parseSliding, parseSlidingMany, printSliding } from '../../src/puzzles/sliding/format';
import { parseSudoku, parseSudokuMany, printSudoku } from '../../src/puzzles/sudoku/format';
import { MAX_ORDER, MIN_ORDER } from '../../src/puzzles/sudoku/puzzle';

const puzzleOf = <P>(r: ParseResult<P>): P => {
  if (!r.ok) throw new Error(`${r.error.message} (line ${r.error.line}, column ${r.error.col})`);
  return r.puzzle;
};

/** Sides of a grid: mostly small, with one row, one column and the parser's largest side among them. */
const side = (max: number) => fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 8 }) }, { weight: 1, arbitrary: fc.constantFrom(1, max) });

/** A grid text of `.`, `#` and clues 0–4 (white cells mostly, so clues are often possible). */
const gridText = (maxSide: number) =>
  fc
    .tuple(side(maxSide), side(maxSide))
    .chain(([w, h]) =>
      fc.array(fc.array(fc.constantFrom('.', '.', '.', '.', '#', '0', '1', '2', '3', '4'), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
    )
    .map((rows) => rows.map((r) => r.join('')).join('\n'));

/** The property for one grid format: a text that parses prints to a text that parses to the same board. */
function gridRoundTrip<P>(parse: (t: string) => ParseResult<P>, parseMany: (t: string) => ParseResult<P>[], print: (p: P) => string, maxSide: number) {
  fc.assert(
    fc.property(fc.array(gridText(maxSide), { minLength: 1, maxLength: 3 }), (texts) => {
      const boards = texts.map((t) => parse(t)).filter((r) => r.ok).map(puzzleOf);
      fc.pre(boards.length > 0);
      for (const b of boards) expect(puzzleOf(parse(print(b)))).toEqual(b);
      expect(parseMany(boards.map(print).join('\n\n')).map(puzzleOf)).toEqual(boards);
    }),
    { numRuns: 150 },
  );
}

describe('round trips of the grid formats', () => {
  it('akari', () => gridRoundTrip(parseAkari, parseAkariMany, printAkari, AKARI_MAX_SIDE));
  it('shakashaka', () => gridRoundTrip(parseShakashaka, parseShakashakaMany, printShakashaka, SHAKASHAKA_MAX_SIDE));
});

describe('round trip of the Sudoku format', () => {
  // The cells come from a seeded generator: fast-check drawing 390,625 values one by one would take minutes.
  const boardOf = (order: fc.Arbitrary<number>) => fc.tuple(order, fc.integer(), fc.double({ min: 0, max: 1, noNaN: true })).map(([n, seed, empty]) => {
    const random = seededRandom(seed);
    const size = n * n;
    const cells = Array.from({ length: n ** 4 }, () => (random() < empty ? 0 : 1 + randomInt(random, size)));
    return { order: n, size, cells };
  });
  /** Orders 2–6 (6 is the first whose values are written as spaced numbers), now and then 10. */
  const board = boardOf(fc.oneof({ weight: 8, arbitrary: fc.integer({ min: MIN_ORDER, max: 6 }) }, { weight: 1, arbitrary: fc.constant(10) }));

  it('print then parse gives the same board, alone and several in one text', () => {
    fc.assert(
      fc.property(fc.array(board, { minLength: 1, maxLength: 3 }), (boards) => {
        for (const b of boards) expect(puzzleOf(parseSudoku(printSudoku(b)))).toEqual(b);
        // One board per line, and the same boards separated by blank lines.
        expect(parseSudokuMany(boards.map(printSudoku).join('\n')).map(puzzleOf)).toEqual(boards);
        expect(parseSudokuMany(boards.map(printSudoku).join('\n\n')).map(puzzleOf)).toEqual(boards);
      }),
      { numRuns: 60 },
    );
  });

  it('the largest order the parser reads (625×625) reads back too', () => {
    fc.assert(
      fc.property(boardOf(fc.constant(MAX_ORDER)), (b) => {
        expect(puzzleOf(parseSudoku(printSudoku(b)))).toEqual(b);
      }),
      { numRuns: 3 },
    );
  });
});

describe('round trip of the sliding-puzzle format', () => {
  const board = fc.constantFrom(3, 4).chain((size) =>
    fc.shuffledSubarray(
      Array.from({ length: size * size }, (_, k) => k),
      { minLength: size * size, maxLength: size * size },
    ).map((tiles) => ({ size, tiles })),
  );

  it('print then parse gives the same board (tiles of two digits included), alone and several in one text', () => {
    fc.assert(
      fc.property(fc.array(board, { minLength: 1, maxLength: 4 }), (boards) => {
        for (const b of boards) expect(puzzleOf(parseSliding(printSliding(b)))).toEqual(b);
        expect(parseSlidingMany(boards.map(printSliding).join('\n')).map(puzzleOf)).toEqual(boards);
        expect(parseSlidingMany(boards.map(printSliding).join('\n\n')).map(puzzleOf)).toEqual(boards);
      }),
      { numRuns: 200 },
    );
  });
});

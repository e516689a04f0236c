/**
 * The CLI's streaming reader gives the results the genre's parseEach gives
 * on each whole block — the same puzzles, errors, lines and columns —
 * whether it read a block whole or line by line (Genre.linesAlone, parseLine).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockResults, parsePuzzles, puzzleItems, TEXT_BLOCK_CHARS } from '../../src/cli/puzzle-stream';
import type { ParseResult } from '../../src/core/result';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { createSlidingGenre } from '../../src/puzzles/sliding/genre';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { AnyGenre } from '../../src/puzzles/types';

const scratch = mkdtempSync(join(tmpdir(), 'stepwise-stream-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function streamed(genre: AnyGenre, text: string): Promise<ParseResult<unknown>[]> {
  const file = join(scratch, `in-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(file, text);
  const out = [];
  for await (const r of parsePuzzles({ genre } as never, file)) out.push(r);
  return out;
}

/**
 * The whole-block reading: blocks split at blank lines, each parsed by
 * parseEach after as many blank lines as precede it, so every line number —
 * in a result and in a message's words — counts in the whole input.
 */
function byBlocks(genre: AnyGenre, text: string): ParseResult<unknown>[] {
  const out: ParseResult<unknown>[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i].trim() !== '') continue;
    if (i > start) out.push(...genre.parseEach!('\n'.repeat(start) + lines.slice(start, i).join('\n')));
    start = i + 1;
  }
  return out;
}

const S81 = '..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..';
const SUDOKU_TEXTS = [
  // One-line boards, a comment, a bad line, a line of the wrong length, a link.
  [S81, '# a comment', S81.replace('5', 'x'), S81.slice(1), S81, 'https://puzz.link/p?sudoku/4/4/g1h2g', S81].join('\n'),
  // A 4×4 board written row by row, then rows of 16 spaced values that are 4×4 boards one per line.
  '1...\n..2.\n.3..\n...4\n\n1 0 0 0 0 0 2 0 0 3 0 0 0 0 0 4\n0 0 0 1 0 0 2 0 0 3 0 0 4 0 0 0\n',
  // 16 values a line, one above 4: the rows of a 16×16 board (short: an error at its end), then lines of 9 (no board on one line).
  '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n'.repeat(3) + '\n123456789\n123456789\n123456789\n',
  // Two counts in one block: read one per line once the second line shows it.
  ['1 0 0 0 0 0 2 0 0 3 0 0 0 0 0 4', S81, '1 2'].join('\n'),
];

const SLIDING_TEXTS = [
  '1 2 3\n4 5 6\n7 8 _\n\n1 2 3 4 5 6 7 _ 8\n# note\n1 2 3 4 _ 5 7 8 6\n1 2 x\n1 2 3 4 5 6 7 8 / / /\n',
  '1 2 3\n4 5 6\n\n1 2 3\n4 5 6\n7 8 _\n9 10 11\n',
  '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 _\n1 2 3 4\n',
  `${'1 '.repeat(40)}\n${'2 '.repeat(30)}x 3\n`,
];

describe('parsePuzzles reads as parseEach does on whole blocks', () => {
  it('Sudoku', async () => {
    for (const text of SUDOKU_TEXTS) expect(await streamed(sudokuGenre as AnyGenre, text)).toEqual(byBlocks(sudokuGenre as AnyGenre, text));
  });

  it('sliding', async () => {
    const genre = createSlidingGenre() as AnyGenre;
    for (const text of SLIDING_TEXTS) expect(await streamed(genre, text)).toEqual(byBlocks(genre, text));
  });

  it('an input without a puzzle is one error', async () => {
    expect(await streamed(sudokuGenre as AnyGenre, '\n  \n\n')).toEqual([{ ok: false, error: { message: 'the input holds no puzzle', line: 1, col: 1 } }]);
  });
});

describe('the items for the --jobs threads (blocks left as text)', () => {
  async function items(genre: AnyGenre, text: string) {
    const file = join(scratch, `in-${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(file, text);
    const out = [];
    for await (const item of puzzleItems(genre, file, true)) out.push(item);
    return out;
  }

  it('a short block goes whole as text, a long one (a list of links) as its puzzles, parsed, so they can be spread over the threads', async () => {
    const link = 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3';
    const many = Math.ceil(TEXT_BLOCK_CHARS / link.length) + 1;
    const text = `1 . 2\n. . .\n2 . 1\n\n${Array.from({ length: many }, () => link).join('\n')}\n`;
    const got = await items(numberlinkGenre as AnyGenre, text);
    expect(got[0]).toEqual({ block: '1 . 2\n. . .\n2 . 1', line: 1 });
    expect(got.slice(1).every((item) => 'parsed' in item && item.parsed.ok)).toBe(true);
    expect(got.slice(1).map((item) => ('parsed' in item && item.parsed.ok ? item.parsed.line : null))).toEqual(Array.from({ length: many }, (_, k) => 5 + k));
  });

  it('a block parsed from its text gives what the reader gives when it parses the block itself', async () => {
    const text = '\n\n1 . 2\n. 3 .\n2 . 1\nnumlin/3/1/-15g-15\n';
    const parsed = await streamed(numberlinkGenre as AnyGenre, text);
    const [item] = await items(numberlinkGenre as AnyGenre, text);
    expect('block' in item && [...blockResults(numberlinkGenre as AnyGenre, item)]).toEqual(parsed);
  });
});

describe('a sliding line of many tokens', () => {
  it('is refused at its 17th tile, with the column of that tile, however long', () => {
    const r = parseSliding('1 '.repeat(1_000_000));
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ line: 1, col: 33 }) });
    if (!r.ok) expect(r.error.message).toMatch(/the 17th/);
  });

  it('names its first token that is not a tile, even past the 17th', () => {
    const r = parseSliding(`${'1 '.repeat(30)}x y`);
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ col: 61 }) });
    if (!r.ok) expect(r.error.message).toMatch(/`x`.*is not a tile/);
  });

  it('ends where its last `/` stands, for a missing tile', () => {
    const r = parseSliding('1 2 3 4 5 6 7 8 / / /');
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ col: 22 }) });
  });

  it('names the first `/` of a run in the wrong place', () => {
    const r = parseSliding('1 2 / / / 3 4 5 6 7 8 _');
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ col: 5 }) });
  });
});

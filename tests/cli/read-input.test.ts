/**
 * The CLI's input: lines, each with its number, handed on as they arrive; a
 * cap on the size, enforced while reading (the rest is not read); missing
 * files and folders named as usage errors.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLines } from '../../src/cli/read-input';
import { puzzle } from './run-cli';

const scratch = mkdtempSync(join(tmpdir(), 'stepwise-input-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function lines(text: string | Buffer, max?: number) {
  const file = join(scratch, `in-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(file, text);
  const out = [];
  for await (const l of readLines(file, max)) out.push(l);
  return out;
}

describe('readLines', () => {
  it('numbers every line, blank ones too, after any line break', async () => {
    expect(await lines('a\nb\n\n\nc\r\nd\r\n  \ne')).toEqual(
      ['a', 'b', '', '', 'c', 'd', '  ', 'e'].map((text, i) => ({ text, line: i + 1 })),
    );
    expect(await lines('x\ry\rz\n')).toEqual(['x', 'y', 'z'].map((text, i) => ({ text, line: i + 1 })));
    expect(await lines('')).toEqual([]);
  });

  it('drops a byte-order mark before the first line', async () => {
    expect(await lines(Buffer.from('\uFEFF1 2\n', 'utf8'))).toEqual([{ text: '1 2', line: 1 }]);
  });

  it('keeps lines whole across read chunks: a CRLF split between two chunks, a line longer than several', async () => {
    // The file is read in 64 KiB chunks: the \r is the first chunk's last byte, the \n the next one's first.
    const a = 'a'.repeat(64 * 1024 - 1);
    const b = 'b'.repeat(200_000);
    expect(await lines(`${a}\r\n${b}\n\nc`)).toEqual([
      { text: a, line: 1 },
      { text: b, line: 2 },
      { text: '', line: 3 },
      { text: 'c', line: 4 },
    ]);
  });

  it('stops with a usage error past its cap, before reading on', async () => {
    await expect(lines('1 2 3\n'.repeat(1000), 100)).rejects.toThrow(/larger than/);
  });

  it('names a missing file and a folder', async () => {
    const gen = readLines(join(scratch, 'nope.txt'));
    await expect(gen.next()).rejects.toThrow(/file not found/);
    await expect(readLines(scratch).next()).rejects.toThrow(/is a directory/);
  });
});

describe('puzzle solve on hostile input', () => {
  it('refuses a file over 16 MiB from its size, with exit 2 and a sentence, without a stack trace', () => {
    const file = join(scratch, 'big.txt');
    writeFileSync(file, '1 2 3 / 4 5 6 / 7 8 _\n'.repeat(800_000)); // about 17.6 MB
    const run = puzzle(['solve', 'sliding', file]);
    expect(run.code).toBe(2);
    expect(run.records).toEqual([]);
    expect(run.stderr).toContain('larger than 16 MiB');
    expect(run.stderr).not.toContain('    at ');
  });

  it('stops a pipe at 16 MiB with exit 2, after the answers to the puzzles before', () => {
    const run = puzzle(['solve', 'sliding', '--jobs', '1'], '1 2 3 4 5 6 0 7 8\n1 2 3 4 0 5 7 8 6\n' + '# a comment\n'.repeat(1_500_000)); // about 18 MB
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('larger than 16 MiB');
    expect(run.records.map((r) => r.status)).toEqual(['solved', 'solved']);
  });

  it('counts error lines in the whole input, across blocks', () => {
    const run = puzzle(['solve', 'sliding'], '1 2 3 / 4 _ 6 / 7 5 8\n\n\n1 2 3 / 4 x 6 / 7 8 _\n');
    expect(run.code).toBe(1);
    expect(run.records[1].error).toMatchObject({ line: 4 });
  });
});

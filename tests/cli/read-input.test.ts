/**
 * The CLI's input: blocks separated by blank lines, each with the number of
 * its first line; a cap on the size, enforced while reading (the rest is not
 * read); missing files and folders named as usage errors.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBlocks } from '../../src/cli/read-input';
import { puzzle } from './run-cli';

const scratch = mkdtempSync(join(tmpdir(), 'stepwise-input-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function blocks(text: string, max?: number) {
  const file = join(scratch, `in-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(file, text);
  const out = [];
  for await (const b of readBlocks(file, max)) out.push(b);
  return out;
}

describe('readBlocks', () => {
  it('splits at blank lines and numbers each block’s first line', async () => {
    expect(await blocks('a\nb\n\n\nc\r\nd\r\n  \ne')).toEqual([
      { text: 'a\nb', firstLine: 1 },
      { text: 'c\nd', firstLine: 5 },
      { text: 'e', firstLine: 8 },
    ]);
    expect(await blocks('\n\n   \n')).toEqual([]);
    expect(await blocks('x\ry\rz')).toEqual([{ text: 'x\ny\nz', firstLine: 1 }]);
  });

  it('stops with a usage error past its cap, before reading on', async () => {
    await expect(blocks('1 2 3\n'.repeat(1000), 100)).rejects.toThrow(/larger than/);
  });

  it('names a missing file and a folder', async () => {
    await expect(blocks.call(null, '')).resolves.toEqual([]);
    const gen = readBlocks(join(scratch, 'nope.txt'));
    await expect(gen.next()).rejects.toThrow(/file not found/);
    await expect(readBlocks(scratch).next()).rejects.toThrow(/is a directory/);
  });
});

describe('puzzle solve on hostile input', () => {
  it('refuses an input over 16 MiB with exit 2 and a sentence, without a stack trace', () => {
    const big = '1 2 3 / 4 5 6 / 7 8 _\n'.repeat(800_000); // about 17.6 MB
    const run = puzzle(['solve', 'sliding'], big);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('larger than 16 MiB');
    expect(run.stderr).not.toContain('    at ');
  });

  it('counts error lines in the whole input, across blocks', () => {
    const run = puzzle(['solve', 'sliding'], '1 2 3 / 4 _ 6 / 7 5 8\n\n\n1 2 3 / 4 x 6 / 7 8 _\n');
    expect(run.code).toBe(1);
    expect(run.records[1].error).toMatchObject({ line: 4 });
  });
});

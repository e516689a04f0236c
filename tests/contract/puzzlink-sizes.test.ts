/**
 * A puzz.link address gives the board's size as …/columns/rows/. A size that
 * is not a positive number is an error with its column, in every genre that
 * reads these addresses — never skipped, never read as another board.
 */
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';

const READERS = [
  ['lightup', parseAkari],
  ['numlin', parseNumberlink],
  ['shakashaka', parseShakashaka],
] as const;

describe.each(READERS)('puzz.link %s sizes', (pid, parse) => {
  it.each(['-1/3/1', 'abc/2/2/', '0/3/', '3/x/'])(`…?${pid}/%s is refused at the size`, (tail) => {
    const url = `https://puzz.link/p?${pid}/${tail}`;
    const r = parse(url);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/two positive numbers/);
    const bad = tail.split('/').findIndex((f) => !/^[1-9]\d*$/.test(f));
    const col = url.indexOf(`${pid}/`) + pid.length + 2 + tail.split('/').slice(0, bad).reduce((n, f) => n + f.length + 1, 0);
    expect(r.error).toMatchObject({ line: 1, col });
  });
});

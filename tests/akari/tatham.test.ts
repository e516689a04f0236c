/**
 * Light Up game IDs (src/puzzles/akari/tatham.ts): the IDs Tatham's own
 * generator printed read to boards that our solver settles and the rules
 * accept, write back to the same text, and broken IDs get a sentence with
 * the line and column of the fault.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAkari, parseAkariMany } from '../../src/puzzles/akari/format';
import { akariGenre } from '../../src/puzzles/akari/genre';
import { encodeLightupId } from '../../src/puzzles/akari/tatham';

const ids = readFileSync(new URL('../fixtures/tatham/lightup-ids.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'));

describe('Light Up game IDs', () => {
  it('reads the example of the format by hand: runs, black cells and clues in reading order', () => {
    const r = parseAkari('3x2:a1Bb0');
    expect(r).toEqual({ ok: true, puzzle: { width: 3, height: 2, rows: ['.1#', '..0'] } });
  });

  it("reads every ID Tatham's generator printed, solves it, and writes the same ID back", () => {
    expect(ids.length).toBeGreaterThanOrEqual(9);
    for (const id of ids) {
      const r = parseAkari(id);
      if (!r.ok) throw new Error(`${id}: ${r.error.message}`);
      expect(encodeLightupId(r.puzzle)).toBe(id);
      const result = akariGenre.methods.selective.solve(r.puzzle, { budget: { limitMs: 10_000 } });
      expect(result.status, id).toBe('solved');
      expect(akariGenre.check(r.puzzle, result.solution!)).toEqual({ ok: true });
    }
  });

  it('reads an ID beside grids and URLs, each a puzzle of its own', () => {
    const text = `..\n.#\n${ids[0]}\n\nhttps://puzz.link/p?akari/2/1/.`;
    const all = parseAkariMany(text);
    expect(all.map((r) => r.ok)).toEqual([true, true, true]);
  });

  it('splits a white run longer than 26 into z and the rest', () => {
    const rows = ['.'.repeat(30), '#'.repeat(30)];
    expect(encodeLightupId({ width: 30, height: 2, rows })).toBe(`30x2:zd${'B'.repeat(30)}`);
  });

  it.each([
    ['3x2:a1Bb0c', 'runs past the 6 cells', 10],
    ['3x2:a1B', 'gives 3 of the 6 cells', 8],
    ['3x2:a1Qb0', "'Q' is not part", 7],
    ['0x2:aa', 'two positive numbers', 1],
    ['200x2:a', 'at most 100×100', 1],
    ['2x200:a', 'at most 100×100', 3],
  ])('refuses %s with its place', (id, words, col) => {
    const r = parseAkari(`\n${id}`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain(words);
    expect(r.error).toMatchObject({ line: 2, col });
  });
});

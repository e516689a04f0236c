/**
 * Counts and articles in the solver panels' words: "1 node built", not
 * "1 nodes built"; "Made an 8×8 board", not "Made a 8×8 board".
 */
import { describe, expect, it } from 'vitest';
import { article, signed } from '../../src/core/numbers';
import { builtWords, levelWords } from '../../src/ui/numberlink/diagram-words';
import { statusWords, type MakeState } from '../../src/ui/MakeBoard';
import type { MadeBoardText } from '../../src/worker/protocol';

describe('article', () => {
  it('says "an" before a number spoken with a vowel sound', () => {
    for (const n of [8, 11, 18, 80, 86, 89, 800, 899, 8000, 11_000, 18_500, 8_000_000]) expect(article(n), String(n)).toBe('an');
  });
  it('says "a" before the rest', () => {
    for (const n of [0, 1, 5, 7, 9, 10, 12, 17, 19, 28, 79, 90, 100, 180, 1800, 7000, 110, 625]) expect(article(n), String(n)).toBe('a');
  });
});

describe('signed', () => {
  it('writes a negative number with a true minus sign', () => {
    expect(signed(-2)).toBe('−2');
    expect(signed(-1234)).toBe('−1,234');
    expect(signed(3)).toBe('3');
    expect(signed(0)).toBe('0');
  });
});

describe('Numberlink diagram counts', () => {
  it('take a singular noun for exactly one', () => {
    expect(builtWords(1, 1, false)).toBe('1 node built, 1 after reduction');
    expect(builtWords(1234, -1, false)).toBe('1,234 nodes built, not measured after reduction');
    expect(builtWords(2, 0, true)).toBe('2 nodes built under the canonical conventions, 0 after reduction');
    // Not the plain sweep, whose counts the lesson quotes: said, pointing at the order's own line.
    expect(builtWords(15, 0, false, false)).toBe('15 nodes built in the edge order below, 0 after reduction');
    expect(levelWords(1, 1)).toBe('1 edge, widest frontier 1 cell');
    expect(levelWords(12, 3)).toBe('12 edges, widest frontier 3 cells');
  });
});

describe('Make a board: the status after a make', () => {
  const made = (status: MadeBoardText['status']): MadeBoardText => ({
    status, puzzle: 'AB\nAB', attempts: 1, certificate: 'the count is 1', grade: { status: 'graded', level: 2 },
  } as unknown as MadeBoardText);
  const words = (state: MakeState, board?: string) =>
    statusWords(state, ['one', 'two', 'three'], 'working', (n) => `${n} tried`, board, 'grade', 'Solve it below.');

  it('puts "an" before an 8×8 board and "a" before a 7×7 one', () => {
    expect(words({ phase: 'done', made: made('made'), side: 8, seed: 1, asked: 2 }, 'AB\nAB')).toMatch(/^Made an 8×8 board at grade 2, two \(1 tried\)\./);
    expect(words({ phase: 'done', made: made('made'), side: 7, seed: 1, asked: 2 }, 'AB\nAB')).toMatch(/^Made a 7×7 board/);
  });

  it('names the seed that made the board shown, and the next seed the box now holds', () => {
    const said = words({ phase: 'done', made: made('made'), side: 6, seed: 4, asked: 2 }, 'AB\nAB');
    expect(said).toContain('It came from seed 4; the Seed box now holds the next seed, 5, and seed 4 gives this board again.');
    expect(words({ phase: 'done', made: made('missed'), side: 6, seed: 9, asked: 2 }, 'AB\nAB')).toContain('It came from seed 9;');
  });
});

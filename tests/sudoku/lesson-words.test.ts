/**
 * The words the Sudoku lesson puts on the page: a reach table's title states
 * the share of givens its own rows show; every step of a recorded solve, for
 * each method, is said without a raw identifier, and the steps a reader lands
 * on most (placements, tries, decisions, conflicts) say why they happened.
 */
import { describe, expect, it } from 'vitest';
import { givenPercent, METHOD_HEADINGS, reachSentence, reachTitle, seriesWords } from '../../src/lessons/sudoku/facts';
import reach from '../../src/lessons/sudoku/reach.json';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import { initialSudokuView } from '../../src/puzzles/sudoku/replay';
import { stepWords } from '../../src/ui/sudoku/step-words';
import { stepWhy } from '../../src/ui/sudoku/step-why';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import { runGenreSolve } from '../../src/worker/run-genre';

describe('reach table titles', () => {
  it('give the range of givens their rows show', () => {
    for (const s of reach.series) {
      const shown = s.boards.map(givenPercent);
      const title = reachTitle(s.name, s.boards);
      const range = /(\d+)(?:–(\d+))? % given$/.exec(title);
      expect(range, title).not.toBeNull();
      expect(Number(range![1])).toBe(Math.min(...shown));
      expect(Number(range![2] ?? range![1])).toBe(Math.max(...shown));
      expect(title.match(/% given/g)).toHaveLength(1);
    }
  });
});

describe('reach table words', () => {
  it('name every method and series in words, not by the benchmark\'s keys or a data set\'s owner', () => {
    for (const m of reach.methods) expect(METHOD_HEADINGS[m], m).toMatch(/^[A-Z][a-z]+( [a-z]+)*$|^SAT$/);
    for (const s of reach.series) {
      const words = seriesWords(s.name);
      expect(words).not.toBe(s.name);
      expect(words).not.toMatch(/rkkautsar/);
    }
  });
});

describe('reach sentences', () => {
  it('say the largest board each method solved, group equal answers, and never put “none” where a board’s name goes', () => {
    expect(reachSentence([{ name: 'backtracking', largest: 'none' }, { name: 'dancing links', largest: 'none' }, { name: 'SAT', largest: '36×36' }]))
      .toBe('Backtracking and dancing links solved none of these boards in time; SAT solved boards up to 36×36.');
    expect(reachSentence([{ name: 'Backtracking', largest: '16×16' }, { name: 'SAT', largest: '400×400' }]))
      .toBe('Backtracking solved boards up to 16×16; SAT solved boards up to 400×400.');
  });

  it('name the smallest board a method failed on, and the lesson says which sizes the random series has (computed)', async () => {
    expect(reachSentence([{ name: 'backtracking', largest: 'none' }, { name: 'SAT', largest: '36×36' }], '36×36'))
      .toBe('Backtracking solved none of these boards in time, not even the smallest (36×36); SAT solved only the smallest (36×36).');
    expect(reachSentence([{ name: 'SAT', largest: '49×49' }], '36×36')).toBe('SAT solved boards up to 49×49.');
    const { sudokuFacts } = await import('../../src/lessons/sudoku/facts');
    const R = sudokuFacts().reach;
    const sizes = R.series[1].rows.map((r) => r.label.replace(/\s*\(.*\)$/, ''));
    expect(R.boardSizes[1]).toBe(`${sizes[0]} to ${sizes[sizes.length - 1]}`);
    const lesson = (await import('node:fs')).readFileSync('content/lessons/03-sudoku.mdx', 'utf8');
    expect(lesson).toMatch(/On the half-empty boards generated at random, \{R\.boardSizes\[1\]\}: \{R\.sentences\[1\]\}/);
  });
});

describe('step words', () => {
  const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'hard')!.text);
  if (!r.ok) throw new Error(r.error.message);
  const puzzle = r.puzzle;
  for (const method of ['backtrack', 'dlx', 'sat']) {
    it(`${method}: every step is said in words, and the common ones say why`, () => {
      const { trace } = runGenreSolve(sudokuGenre as never, puzzle, { method, maxEvents: 3000 });
      const view = initialSudokuView(puzzle);
      for (const e of trace.events as never[]) {
        const words = stepWords(e, puzzle.size);
        expect(words).not.toMatch(/undefined|NaN|\bx\d+\b|\b(backtrack|dlx|sat)\)/);
        const kind = (e as { kind: string }).kind;
        if (['bt-place', 'bt-back', 'xc-try', 'sat-decide', 'sat-conflict', 'sat-backjump'].includes(kind)) expect(stepWhy(e, view)).toMatch(/^Why/);
      }
    });
  }
});

describe('a row of dancing links is a guess only when its column had several', () => {
  it('1 of 1 is said as forced, k of n as a guess, and the why counts the Cover lines the step lists', () => {
    const base = { kind: 'xc-try', depth: 0, level: 0, row: 3, cell: 17, value: 2, name: 'r2c9#2' };
    const forced = { ...base, option: 1, of: 1 } as never;
    const guess = { ...base, option: 1, of: 3 } as never;
    expect(stepWords(forced, 9)).toBe('Depth 1: forced: row r2c9#2 is the only row of its column: r2c9 = 2.');
    expect(stepWords(forced, 9)).not.toContain('try');
    expect(stepWords(guess, 9)).toBe('Depth 1: try row r2c9#2 (1 of 3, a guess): r2c9 = 2.');
    const parsed = parseSudoku(SUDOKU_EXAMPLES[0].text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const view = initialSudokuView(parsed.puzzle);
    expect(stepWhy(forced, view)).toContain('no guess');
    expect(stepWhy(guess, view)).toContain('this is a guess');
    expect(stepWhy(forced, view)).toContain('covers its other three columns');
  });
});

describe('a dead end of dancing links is said as one', () => {
  it('a chosen column with no row left is a dead end found at once, not a column "with 0 rows" to try', () => {
    const choose = stepWords({ kind: 'xc-choose', depth: 0, level: 73, column: 5, size: 0, name: 'r4c9 has a value' } as never, 9);
    expect(choose).toContain('dead end');
    expect(choose).toContain('“r4c9 has a value” has no candidate row left');
    expect(choose).not.toMatch(/0 candidate rows/);
    const cover = stepWords({ kind: 'xc-cover', depth: 1, column: 5, removed: 0, chosen: true, name: 'r4c9 has a value' } as never, 9);
    expect(cover).toBe('Cover “r4c9 has a value”: it has no row to set aside, so there is nothing to try.');
  });
});

/**
 * No frozen page: each lesson's solver island opened from a link with the
 * largest board its reader takes, then typed into, must never block the page
 * for more than 200 ms in one task (the browser's own 'longtask' entries,
 * watched from before the page's first script). A link must start its island
 * at once, without the reader scrolling to it.
 *
 * The boards are made here from the readers' own caps (MAX_SIDE, MAX_CELLS,
 * MAX_ORDER) and printed by the genres' own printers, so a larger cap is
 * tested as soon as it is declared. The typing replaces single characters so
 * that the box holds a board again after each pair of keys at most.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { MAX_SIDE as AKARI_SIDE } from '../../src/puzzles/akari/format';
import { MAX_CELLS as NL_CELLS, MAX_SIDE as NL_SIDE } from '../../src/puzzles/numberlink/format';
import { MAX_SIDE as SK_SIDE } from '../../src/puzzles/shakashaka/format';
import { printSudoku } from '../../src/puzzles/sudoku/format';
import { MAX_ORDER } from '../../src/puzzles/sudoku/puzzle';
import { browserTest, siteUrl } from './harness';

/** The longest task the page may run (ms): a reader notices a page that stops answering for longer. */
const LONGEST_TASK_MS = 200;
/**
 * The longest link tried (characters after `?`): a longer one fails at the
 * server before the page loads (Node's default header limit is 16 KB), so the
 * largest Sudoku a link can carry is below the reader's cap.
 */
const LINK_CHARS = 12_000;
/** A key every this many ms, as a quick typist. */
const KEY_EVERY_MS = 120;

interface Case {
  lesson: string;
  island: string;
  box: string;
  /** The board as the link's `board` value carries it (rows joined by '/'). */
  board: string;
  /** Characters to type over, as [index in the box's text, character], in order. */
  edits: (text: string) => [number, string][];
  /** Waits for the island's answer to the board (besides the quiet time after typing). */
  settled?: (island: Locator) => Promise<void>;
}

/** A square grid of `side` rows with a black cell ('#') on a sparse diagonal pattern, the rest white. */
function grid(side: number, black = '#'): string[] {
  return Array.from({ length: side }, (_, r) => Array.from({ length: side }, (_, c) => ((r * 7 + c * 13) % 11 === 0 ? black : '.')).join(''));
}

/** The positions of the first `n` occurrences of `ch` in `text`, spread out: every 97th one. */
function spots(text: string, ch: string, n: number): number[] {
  const all: number[] = [];
  for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) all.push(i);
  return Array.from({ length: n }, (_, k) => all[(k * 97) % all.length]);
}

/** Black and white flipped at a few cells and back: a valid board after every key. */
const flips = (text: string): [number, string][] => {
  const at = spots(text, '.', 3);
  return [...at.map((i): [number, string] => [i, '#']), ...at.map((i): [number, string] => [i, '.'])];
};

const modelShown = async (island: Locator) => {
  await island.getByTestId('model-families').waitFor({ timeout: 120_000 });
};

function numberlinkBoard(): string {
  const width = Math.min(NL_SIDE, Math.floor(Math.sqrt(NL_CELLS)));
  const height = Math.min(NL_SIDE, Math.floor(NL_CELLS / width));
  const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  rows[0][0] = 'A';
  rows[height - 1][width - 1] = 'A';
  rows[0][width - 1] = 'B';
  rows[height - 1][0] = 'B';
  return rows.map((r) => r.join('')).join('/');
}

/** The empty Sudoku of the largest order up to MAX_ORDER whose link fits in LINK_CHARS. */
function largestSudokuLink(): string {
  for (let order = MAX_ORDER; order >= 2; order--) {
    const board = printSudoku({ order, size: order ** 2, cells: new Array(order ** 4).fill(0) }).replace(/\n/g, '/');
    if (linkQuery(board).length <= LINK_CHARS) return board;
  }
  throw new Error('no Sudoku link fits');
}

/** The query a page's link writes for a board (URLSearchParams: a space is '+'). */
const linkQuery = (board: string) => new URLSearchParams({ board }).toString();

const CASES: Case[] = [
  {
    lesson: '/lessons/sliding-puzzle/',
    island: 'sliding-solver',
    box: 'board-text',
    board: '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 _ 15',
    // The last tile typed over with itself, twice: the largest board the reader takes is 4×4.
    edits: (text) => [[text.lastIndexOf('5'), '5'], [text.lastIndexOf('4'), '4']],
  },
  { lesson: '/lessons/akari/', island: 'akari-solver', box: 'puzzle-text', board: grid(AKARI_SIDE).join('/'), edits: flips },
  {
    lesson: '/lessons/sudoku/',
    island: 'sudoku-solver',
    box: 'puzzle-text',
    board: largestSudokuLink(),
    edits: (text) => {
      const at = spots(text, '0', 2);
      return [...at.map((i): [number, string] => [i, '7']), ...at.map((i): [number, string] => [i, '0'])];
    },
  },
  {
    lesson: '/lessons/numberlink/',
    island: 'nl-solver',
    box: 'puzzle-text',
    board: numberlinkBoard(),
    // A new pair, one end at a time, then taken away again.
    edits: (text) => {
      const at = spots(text, '.', 2);
      return [[at[0], 'C'], [at[1], 'C'], [at[0], '.'], [at[1], '.']];
    },
  },
  { lesson: '/lessons/shakashaka/', island: 'shakashaka-solver', box: 'puzzle-text', board: grid(SK_SIDE).join('/'), edits: flips, settled: modelShown },
];

async function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.slice());
}

for (const c of CASES) {
  browserTest(`${c.lesson}: a link with the largest board, then typing, blocks the page at most ${LONGEST_TASK_MS} ms at a time`, async ({ context, page, errors }) => {
    await context.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.push(Math.round(e.duration));
      }).observe({ type: 'longtask', buffered: true });
    });
    const base = await siteUrl();
    await page.goto(`${base}${c.lesson}?${linkQuery(c.board)}`);
    const island = page.getByTestId(c.island);
    // The link starts the island where it is, far down the page: no scrolling here.
    await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-started') === 'true', c.island, { timeout: 60_000 });
    const box = island.getByTestId(c.box);
    await page.waitForFunction(
      ([id, boxId, want]) => {
        const el = document.querySelector(`[data-testid="${id}"] [data-testid="${boxId}"]`) as HTMLTextAreaElement | null;
        return el !== null && el.value.replace(/\r?\n/g, '/').replace(/\s+/g, ' ').trim() === want.replace(/\s+/g, ' ').trim();
      },
      [c.island, c.box, c.board] as const,
      { timeout: 60_000 },
    );
    await c.settled?.(island);
    const text = await box.inputValue();
    for (const [at, ch] of c.edits(text)) {
      await box.evaluate((el, i) => {
        const area = el as HTMLTextAreaElement;
        area.focus();
        area.setSelectionRange(i, i + 1);
      }, at);
      await page.keyboard.type(ch);
      await page.waitForTimeout(KEY_EVERY_MS);
    }
    assert.equal(await box.inputValue(), text, 'the edits put the board back as it was');
    // Quiet time for what the typing started (a model built after a pause, a solve's answer drawn).
    await page.waitForTimeout(3000);
    await c.settled?.(island);
    const long = await longTasks(page);
    assert.ok(long.every((ms) => ms <= LONGEST_TASK_MS), `tasks longer than ${LONGEST_TASK_MS} ms on ${c.lesson}: ${long.filter((ms) => ms > LONGEST_TASK_MS).join(', ')} ms`);
    assert.deepEqual(errors, []);
  });
}

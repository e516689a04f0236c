/**
 * No frozen page: pasting the largest board the size caps allow (100×100)
 * into a lesson's solver island, and typing one key into it, leave no task on
 * the page's main thread that takes more than 200 ms of CPU, in the Akari,
 * Sudoku, Numberlink and Shakashaka solvers; and in the Sudoku solver, a
 * 625×625 board too (its size cap: about a megabyte of text, which the box
 * sums up instead of showing, and the island reads in a worker).
 *
 * Each task's CPU time is read from a Chromium performance trace
 * (./task-cpu.ts), not its wall time: a loaded test machine stretches the
 * wall time of a task several times over, not the CPU it takes. The board is
 * pasted as a reader pastes one (the clipboard, then Ctrl+V); a phase ends
 * when the island shows all it draws for the board. The boards are made here
 * from a seeded generator.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { randomInt, seededRandom } from '../../src/core/random';
import { parseAkari, printAkari } from '../../src/puzzles/akari/format';
import { parseNumberlink, printNumberlink } from '../../src/puzzles/numberlink/format';
import { parseShakashaka, printShakashaka } from '../../src/puzzles/shakashaka/format';
import { parseSudoku, printSudoku, printSudokuGrid } from '../../src/puzzles/sudoku/format';
import { MAX_PLAY_SIZE } from '../../src/puzzles/sudoku/play/position';
import { MAX_ORDER } from '../../src/puzzles/sudoku/puzzle';
import { boardToLink as shakashakaLink } from '../../src/ui/shakashaka/solver-link';
import { browserTest, siteUrl, waitAttr } from './harness';
import { largestTask, recordTasks, type MainTask } from './task-cpu';
import { hydrated } from './hydrated';

/** The most CPU one task of the page's main thread may take, in ms. */
const BOUND_MS = 200;
/** The side of every board pasted: the largest the caps allow in Akari, Numberlink and Shakashaka. */
const SIDE = 100;

/**
 * A SIDE × SIDE grid of Akari or Shakashaka cells: a `black` share of black
 * cells, a third of them numbered. Few black cells make long runs of white
 * ones, and Akari's model grows with their squares.
 */
function blackAndClues(seed: number, black: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: SIDE }, () =>
    Array.from({ length: SIDE }, () => (random() >= black ? '.' : random() < 2 / 3 ? '#' : String(randomInt(random, 3)))).join(''),
  );
}

/** A Sudoku of side `side` (a square): a filled pattern board with about a third of its cells given. */
function sudokuRows(seed: number, side: number): number[][] {
  const random = seededRandom(seed);
  const n = Math.sqrt(side);
  return Array.from({ length: side }, (_, r) =>
    Array.from({ length: side }, (_, c) => (random() < 0.35 ? ((r * n + Math.floor(r / n) + c) % side) + 1 : 0)),
  );
}

/** A 100×100 Numberlink board: pairs of endpoints scattered at random, labels 1, 2, 3, … */
function numberlinkRows(seed: number, pairs: number): string[][] {
  const random = seededRandom(seed);
  const rows = Array.from({ length: SIDE }, () => Array.from({ length: SIDE }, () => '.'));
  for (let label = 1; label <= pairs; label++) {
    for (let end = 0; end < 2; end++) {
      let r: number;
      let c: number;
      do [r, c] = [randomInt(random, SIDE), randomInt(random, SIDE)];
      while (rows[r][c] !== '.');
      rows[r][c] = String(label);
    }
  }
  return rows;
}

/** Waits for two frames, so what the last change drew is laid out and painted within the phase. */
async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Pastes `text` into the text box as a reader does: the clipboard holds it, the box's text is selected, Ctrl+V. */
async function paste(page: Page, box: Locator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await box.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

interface IslandCase {
  lesson: string;
  island: string;
  /** The prefix of the box's test ids ('play-' in Play). */
  prefix?: string;
  /** Brings the box into view when the island keeps it folded. */
  open?: (island: Locator) => Promise<void>;
  /** What is pasted. */
  text: string;
  /** The island's data-board once it has read the board (none: `shown` says when it has). */
  board?: string;
  /** Waits until the island shows all it draws for the board. */
  shown: (island: Locator, page: Page) => Promise<void>;
  /** What the reader types once the board is in; it leaves the board in again. By default: a key that breaks it, one that mends it. */
  type?: (page: Page, box: Locator, island: Locator) => Promise<void>;
}

/** A letter at the very start breaks the board (the message names it); Backspace mends it. */
async function breakAndMend(page: Page, box: Locator, island: Locator): Promise<void> {
  await box.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('x');
  await page.waitForFunction((el) => (el?.textContent ?? '') !== '', await island.getByTestId('parse-error').elementHandle());
  await page.keyboard.press('Backspace');
}

/** Opens the lesson, pastes the board, then types a key that breaks it and one that mends it; the tasks of each phase. */
async function measure(page: Page, c: IslandCase): Promise<{ paste: MainTask[]; typing: MainTask[] }> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${await siteUrl()}/lessons/${c.lesson}/`);
  const island = page.getByTestId(c.island).first();
  await island.scrollIntoViewIfNeeded();
  // Started: hydrated, and past its first effect where the island says so (the race has no Starting note).
  await hydrated(page, c.island, ':not([data-started="false"])').first().waitFor();
  await c.open?.(island);
  const box = island.getByTestId(`${c.prefix ?? ''}puzzle-text`);

  let recording = await recordTasks(page);
  await paste(page, box, c.text);
  if (c.board !== undefined) await waitAttr(page, island, 'data-board', c.board, 120_000);
  await c.shown(island, page);
  await twoFrames(page);
  const pasted = await recording.stop();

  recording = await recordTasks(page);
  await (c.type ?? breakAndMend)(page, box, island);
  if (c.board !== undefined) await waitAttr(page, island, 'data-board', c.board, 120_000);
  await c.shown(island, page);
  await twoFrames(page);
  return { paste: pasted, typing: await recording.stop() };
}

function assertNoLongTask(what: string, tasks: readonly MainTask[]): void {
  const big = largestTask(tasks);
  // Printed so a run shows the margin, not only a pass.
  console.log(`${what}: ${tasks.length} tasks, the largest ${big.cpuMs.toFixed(0)} ms CPU (${big.wallMs.toFixed(0)} ms wall): ${big.parts}`);
  const over = tasks.filter((t) => t.cpuMs > BOUND_MS).map((t) => `${t.cpuMs.toFixed(0)} ms CPU (${t.parts})`);
  assert.deepEqual(over, [], `${what}: tasks over ${BOUND_MS} ms of CPU`);
}

async function check(page: Page, errors: string[], name: string, c: IslandCase, side = SIDE): Promise<void> {
  const { paste: pasted, typing } = await measure(page, c);
  assertNoLongTask(`${name}, pasting a ${side}×${side} board`, pasted);
  assertNoLongTask(`${name}, typing into it`, typing);
  assert.deepEqual(errors, []);
}

browserTest('Akari solver: pasting a 100×100 board and typing leave no task over 200 ms of CPU', async ({ page, errors }) => {
  // Nearly empty: the longest runs of white cells, so the largest model the caps allow (two million terms).
  const text = blackAndClues(1, 1 / 1000).join('\n');
  const parsed = parseAkari(text);
  assert.ok(parsed.ok, 'the generated board reads');
  await check(page, errors, 'Akari', {
    lesson: 'akari', island: 'akari-solver', text, board: printAkari(parsed.puzzle).replace(/\n/g, '/'),
    shown: async (island) => {
      await island.getByTestId('model-board').waitFor();
      await island.getByTestId('model-constraints').waitFor();
    },
  });
  // The model read from the worker's shape answers a cell picked by keyboard with that cell's inequalities, written then.
  const island = page.getByTestId('akari-solver').first();
  const recording = await recordTasks(page);
  await island.getByTestId('model-board').locator('svg').first().focus();
  await page.keyboard.press('ArrowRight');
  await waitAttr(page, island.getByTestId('model'), 'data-hover-cell', '1');
  assert.ok((await island.getByTestId('model-marked').locator('li').count()) > 0, 'the cell’s inequalities are listed');
  await twoFrames(page);
  assertNoLongTask('Akari, a cell picked by keyboard', await recording.stop());
});

browserTest('Sudoku solver: pasting a 100×100 board and typing leave no task over 200 ms of CPU', async ({ page, errors }) => {
  const text = printSudokuGrid(sudokuRows(2, SIDE));
  const parsed = parseSudoku(text);
  assert.ok(parsed.ok, 'the generated board reads');
  await check(page, errors, 'Sudoku', { lesson: 'sudoku', island: 'sudoku-solver', text, board: printSudoku(parsed.puzzle), shown: async () => {} });
});

/** The largest board the Sudoku parser takes (order 25, 625×625): about a megabyte of text, too much for a text box to lay out in one task. */
const SUDOKU_CAP = MAX_ORDER * MAX_ORDER;

/** A 625×625 Sudoku board's text and its print (what an island's data-board reads). */
function capBoard(seed: number): { text: string; board: string } {
  const text = printSudokuGrid(sudokuRows(seed, SUDOKU_CAP));
  const parsed = parseSudoku(text);
  assert.ok(parsed.ok, 'the generated board reads');
  return { text, board: printSudoku(parsed.puzzle) };
}

/** The box sums a 625×625 board up instead of showing its megabyte of text. */
async function heldCapBoard(island: Locator, text: string, prefix = ''): Promise<void> {
  const summary = `A 625 × 625 board (390,625 cells, ${(text.length / 1e6).toFixed(1)} MB) is in the box`;
  await island.getByTestId(`${prefix}puzzle-held`).getByText(summary).waitFor({ timeout: 120_000 });
  assert.equal(await island.getByTestId(`${prefix}puzzle-text`).inputValue(), '');
}

/** Typing in the box replaces the board it holds (a letter: the message names its line and column); pasting brings it back. */
function replaceAndPasteAgain(prefix = ''): NonNullable<IslandCase['type']> {
  return async (page, box, island) => {
    await box.focus();
    await page.keyboard.type('x');
    await island.getByTestId(`${prefix}parse-error`).getByText(/^Line 1, column \d+: /).waitFor();
    assert.equal(await island.getByTestId(`${prefix}puzzle-held`).textContent(), '');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
  };
}

browserTest('Sudoku solver: pasting a 625×625 board (the size cap) and typing leave no task over 200 ms of CPU', async ({ page, errors }) => {
  const { text, board } = capBoard(5);
  await check(page, errors, 'Sudoku', {
    lesson: 'sudoku', island: 'sudoku-solver', text, board, shown: (island) => heldCapBoard(island, text), type: replaceAndPasteAgain(),
  }, SUDOKU_CAP);
});

browserTest('Sudoku play: a 625×625 board pasted is refused at once, in words, and it and typing leave no task over 200 ms of CPU', async ({ page, errors }) => {
  const { text } = capBoard(6);
  const island = page.getByTestId('sudoku-play').first();
  await check(page, errors, 'Sudoku play', {
    lesson: 'sudoku', island: 'sudoku-play', prefix: 'play-', text,
    open: async (play) => play.locator('details:has([data-testid="play-puzzle-input"]) > summary').click(),
    // Play takes boards up to 25×25: it says so with the size pasted, and the board in play stays.
    shown: async (play) => {
      await heldCapBoard(play, text, 'play-');
      await play.getByTestId('play-too-large').getByText(`Play is for boards up to ${MAX_PLAY_SIZE}×${MAX_PLAY_SIZE}; this one is 625×625`).waitFor();
    },
    type: replaceAndPasteAgain('play-'),
  }, SUDOKU_CAP);
  // A 9×9 position is its 81 givens (no placements were made).
  assert.equal((await island.getAttribute('data-position'))?.length, 81, 'the 9×9 board is still the one in play');
});

browserTest('Sudoku race: pasting a 625×625 board and typing leave no task over 200 ms of CPU, and the race takes it', async ({ page, errors }) => {
  const { text, board } = capBoard(7);
  await check(page, errors, 'Sudoku race', {
    lesson: 'sudoku', island: 'sudoku-race', prefix: 'race-', text, board, shown: (race) => heldCapBoard(race, text, 'race-'), type: replaceAndPasteAgain('race-'),
  }, SUDOKU_CAP);
  const race = page.getByTestId('sudoku-race').first();
  assert.equal(await race.getByTestId('solve').getAttribute('aria-disabled'), 'false');
});

browserTest('Numberlink solver: pasting a 100×100 board and typing leave no task over 200 ms of CPU', async ({ page, errors }) => {
  const text = numberlinkRows(3, 300).map((row) => row.join(' ')).join('\n');
  const parsed = parseNumberlink(text);
  assert.ok(parsed.ok, 'the generated board reads');
  await check(page, errors, 'Numberlink', {
    lesson: 'numberlink', island: 'nl-solver', text, board: printNumberlink(parsed.puzzle).replace(/\n/g, '/'),
    shown: async (island) => island.getByTestId('solver-board').waitFor(),
  });
});

browserTest('Shakashaka solver: pasting a 100×100 board and typing leave no task over 200 ms of CPU', async ({ page, errors }) => {
  const text = blackAndClues(4, 1 / 10).join('\n');
  const parsed = parseShakashaka(text);
  assert.ok(parsed.ok, 'the generated board reads');
  await check(page, errors, 'Shakashaka', {
    lesson: 'shakashaka', island: 'shakashaka-solver', text, board: shakashakaLink(printShakashaka(parsed.puzzle)),
    shown: async (island) => {
      const model = island.getByTestId('model');
      await model.getByTestId('model-board').waitFor({ timeout: 120_000 });
      await model.getByTestId('model-rows').waitFor();
      await model.getByTestId('model-rows-waiting').waitFor({ state: 'detached' });
    },
  });
});

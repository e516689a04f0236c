/**
 * The Akari lesson end to end, as a reader uses it. By hand: pick one
 * inequality and see the cells it forces, apply it, force by hand to the
 * fixpoint, then add inequalities (a useless pair explained, a kept sum, a
 * sum that forces), undo. The solver island: a puzz.link URL and a typo,
 * paste a board, solve, step forward and back checking the board at each
 * step, ask why for a cell a sum settled, export and open the file offline.
 * Links that reopen board, method, cap and step, and name what they cannot
 * use; the keyboard (few Tab stops, focus kept, steps announced); the page
 * on a phone in the dark, a 29×29 board zoomed in; the exports on A4 paper
 * and on a phone.
 *
 * Every expected value comes from the engine run here under Node (the same
 * reducer and model the page uses, and the selective method's own trace),
 * never typed in.
 */
import assert from 'node:assert/strict';
import { gradeAkari } from '../../src/puzzles/akari/grade';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { recorder, stepStarts } from '../../src/core/trace';
import { applyOne } from '../../src/inequalities/by-hand';
import { substitute } from '../../src/inequalities/forcing';
import { explainVerdict } from '../../src/ui/inequalities/by-hand/hand-text';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { parseAkari, printAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel, type AkariModel } from '../../src/puzzles/akari/model';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { replayTo } from '../../src/core/player';
import { akariReplay } from '../../src/puzzles/akari/replay';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { firstForcing, inequalitiesOf, initHand, isDone, reduceHand, type HandAction, type HandState } from '../../src/inequalities/hand-state';
import { firstUsefulSum } from '../../src/lessons/akari/facts';
import { readAkariRecords } from '../../src/puzzles/akari/records';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';
import { announceAkariStep } from '../../src/ui/akari/step-words';
import { chainDeductions } from '../../src/ui/inequalities/chain-steps';
import { axeViolations, describeViolations } from './axe';
import { browserTest, openExportOffline, siteUrl, waitAttr, holdScripts } from './harness';
import { popplerMissing, printProblems, printReport } from './print-check';
import { cutOffProblems, smallDrawingText } from './reading-checks';
import { unfitted } from './layout-checks';
import { hydrated } from './hydrated';

const LESSON = '/lessons/akari/';
const TRICKY = readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8').trim();

function puzzleOf(text: string): AkariPuzzle {
  const r = parseAkari(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}
const puzzle = puzzleOf(TRICKY);
const model = buildAkariModel(puzzle);

const run = (s: HandState, ...actions: HandAction[]) => actions.reduce(reduceHand, s);
const forcedAttr = (forced: readonly { variable: number; value: number }[]) => forced.map((f) => `${f.variable}:${f.value}`).join(' ');
const stateWord = (v: number) => (v === 1 ? 'lamp' : v === 0 ? 'cross' : 'unknown');

function cell(board: Locator, m: AkariModel, v: number, prefix = 'by-hand-board'): Locator {
  const { row, col } = m.variables[v];
  return board.getByTestId(`${prefix}-cell-${row}-${col}`);
}

/** Every white cell of a drawn board against the expected values. */
async function expectBoard(board: Locator, m: AkariModel, values: readonly number[], prefix: string): Promise<void> {
  const drawn = await board.locator('[data-var]').evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-var')), e.getAttribute('data-state')] as const));
  assert.equal(drawn.length, m.variables.length, `${prefix}: one cell per variable`);
  for (const [v, state] of drawn) assert.equal(state, stateWord(values[v]), `${prefix}: cell x${v + 1}`);
}

/**
 * The solver island once it has started. A link that names it starts it at
 * once; otherwise it starts when the reader comes near, so a query-less
 * visit scrolls there.
 */
async function openSolver(page: Page, query = ''): Promise<Locator> {
  await page.goto(`${await siteUrl()}${LESSON}${query}`);
  const solver = page.getByTestId('akari-solver');
  if (!query) await solver.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="akari-solver"][data-started="true"]').waitFor();
  return solver;
}

async function solved(page: Page, solver: Locator, timeout = 60_000): Promise<void> {
  await page.waitForFunction((el) => ['done', 'failed', 'cancelled'].includes((el as HTMLElement).dataset.phase ?? ''), await solver.elementHandle(), { timeout });
  assert.equal(await solver.getAttribute('data-phase'), 'done');
}

/** What has keyboard focus, as its test id (or its tag when it has none). */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName.toLowerCase() ?? '');
}

const HARD = readFileSync('content/examples/akari/hard-7x7.txt', 'utf8').trim();
/** The largest public board of the collection (29×29), from tests/data/akari/. */
const BIG = readAkariRecords(readFileSync('tests/data/akari/ppbench.txt', 'utf8')).find((r) => r.puzzle.width === 29)!.puzzle;

/**
 * A kept sum is in the list the ≥ way, as it was added up, so adding it to
 * another never calls it a ≤ to be multiplied by −1 (a reader saw one kept sum
 * listed as ≤ and the next as ≥).
 */
async function keptSumStaysGe(hand: Locator, label: string): Promise<void> {
  const result = hand.getByTestId('hand-result');
  await result.locator('.hand-written').waitFor();
  const written = (await result.locator('.hand-written li').allTextContents()).find((t) => t.startsWith(label)) ?? '';
  assert.ok(written.includes('≥') && !written.includes('≤'), `the kept sum ${label} is written the ≥ way: ${written}`);
  const text = (await result.textContent()) ?? '';
  // The sentence that names what is multiplied by −1: "(24) is a ≤ …" or "(3) and (19) are ≤ …".
  const flipped = /((?:\(\d+\))(?: and \(\d+\))?) (?:is a|are) ≤/.exec(text)?.[1] ?? '';
  assert.ok(!flipped.includes(label), `${label} is not said to be a ≤: ${flipped}`);
  const listed = (await hand.getByTestId('hand-list').locator('button').filter({ hasText: label }).first().textContent()) ?? '';
  assert.ok(listed.includes('≥') && !listed.includes('≤'), `${label} is listed the ≥ way: ${listed}`);
}

browserTest(
  'akari lesson: by hand on a phone — every column sum of the star is one aligned sum in a box that scrolls visibly, kept sums stay ≥',
  async ({ page, errors }) => {
    await page.goto(`${await siteUrl()}${LESSON}`);
    await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
    const hand = hydrated(page, 'by-hand').first();
    await hand.waitFor();
    const result = hand.getByTestId('hand-result');
    // The bar that stays at the top holds only the buttons, in one row: no thumbnail board too small to read, and
    // little of the list or the "What to do" choice is covered as they scroll under it.
    assert.equal(await hand.getByTestId('hand-mini').count(), 0);
    const bar = hand.getByTestId('hand-actions');
    const rows = new Set(await bar.locator('button').evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top))));
    assert.equal(rows.size, 1, 'the buttons fit one row');
    assert.ok((await bar.evaluate((b) => b.getBoundingClientRect().height)) < 70, 'the bar is one button high');
    // On the open board (nothing forced yet) the sums are at their longest.
    await hand.getByTestId('hand-mode-pair').check();
    const ids = firstUsefulSum(puzzle).parts.map((p) => `g${p.index}`);
    await hand.getByTestId(`hand-item-${ids[0]}`).click();
    await hand.getByTestId(`hand-item-${ids[1]}`).click();
    await result.getByTestId('hand-sum').waitFor();
    // On a phone: the board, then the list to pick from, then the verdict (what the picks force, and why); the pick
    // brings the verdict's top into view with the bottom of the list still above it, so both are seen together.
    const list = hand.getByTestId('hand-list');
    const box = (el: typeof result) => el.evaluate((e) => ({ top: e.getBoundingClientRect().top, bottom: e.getBoundingClientRect().bottom }));
    assert.ok((await box(list)).top < (await box(result)).top, 'the list comes before the verdict on a phone');
    await page.waitForFunction(([r, l]) => {
      const rt = (r as Element).getBoundingClientRect().top;
      return rt > 0 && rt < innerHeight && (l as Element).getBoundingClientRect().bottom > 0;
    }, [await result.elementHandle(), await list.elementHandle()] as const);
    // A long sum stays one column sum (blocks wrapped under each other read as a broken sum); it scrolls sideways instead.
    const sum = result.getByTestId('hand-sum');
    assert.equal(await sum.locator('mtr').count(), 3, 'a long sum is one column sum of three rows');
    // Wider than the phone, its formula box scrolls sideways (edge shadows, a tab stop), and the page does not.
    assert.equal(await sum.locator('.formula-display').evaluate((d) => getComputedStyle(d).overflowX), 'auto');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the page does not scroll sideways');
    // The pick scrolled the board itself away: the verdict opens with a copy of it, the picked cells marked (a thumbnail
    // draws a picked cell's solid blue border, BoardCell.tsx, but no per-cell attributes), so the cells and why they are
    // forced are on the screen together.
    const copy = result.getByTestId('hand-pick-board');
    assert.ok(await copy.isVisible(), 'the verdict shows the board on a phone');
    const shown = await copy.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, marked: el.querySelectorAll('rect[stroke="#1d4f91"]:not([stroke-dasharray])').length };
    });
    assert.ok(shown.top >= 0 && shown.bottom <= 844, `the copy of the board is on the screen (${Math.round(shown.top)}–${Math.round(shown.bottom)} px)`);
    assert.ok(shown.marked > 0, 'the copy marks the cells of the pick');
    assert.deepEqual(await unfitted(page), []);
    for (const [k, id] of ids.slice(2).entries()) {
      await hand.getByTestId('hand-keep').click();
      await hand.getByTestId(`hand-item-s${k + 1}`).click();
      await hand.getByTestId(`hand-item-${id}`).click();
      await keptSumStaysGe(hand, `(${model.constraints.length + k + 1})`);
      assert.deepEqual(await unfitted(page), []);
    }
    // Apply-one mode has one pick: it is not called the first.
    await hand.getByTestId('hand-mode-one').check();
    await hand.getByTestId(`hand-item-${ids[0]}`).click();
    const note = (await hand.getByTestId(`hand-item-${ids[0]}`).textContent()) ?? '';
    assert.match(note, /picked/);
    assert.doesNotMatch(note, /picked first/);
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 } },
);

browserTest('akari lesson: by hand — apply one, force to the fixpoint, add pairs, keep a sum, undo', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  // The island hydrates when it scrolls into view; Astro then drops `ssr` from it.
  await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
  const hand = hydrated(page, 'by-hand').first();
  await hand.waitFor();
  const ws = hand.getByTestId('hand-workspace');
  const board = hand.getByTestId('by-hand-board');
  const result = hand.getByTestId('hand-result');
  assert.equal(await ws.getAttribute('data-undecided'), String(model.variables.length));

  // One inequality: the first one that forces something at the start.
  let expected = initHand(model);
  const first = firstForcing(expected)!;
  const verdict = applyOne(first.inequality, expected.values);
  assert.equal(verdict.kind, 'forces');
  await hand.getByTestId(`hand-item-${first.id}`).click();
  await waitAttr(page, result, 'data-verdict', 'forces');
  // The marks' caption is one sentence true before and after Apply (it switched wording without saying why).
  const caption = 'dashed: what it would settle, or, while it settles nothing, what the last step settled.';
  assert.ok(((await hand.getByTestId('hand-status').textContent()) ?? '').includes(caption));
  // Enter on the item already picked keeps it picked (it once took the pick away, silently).
  await hand.getByTestId(`hand-item-${first.id}`).focus();
  await page.keyboard.press('Enter');
  assert.equal(await hand.getByTestId(`hand-item-${first.id}`).getAttribute('aria-pressed'), 'true');
  assert.equal(await result.getAttribute('data-verdict'), 'forces');
  assert.equal(await result.getAttribute('data-forced'), forcedAttr(verdict.kind === 'forces' ? verdict.forced : []));
  // The cells it would settle are marked on the board before anything is applied.
  for (const f of verdict.kind === 'forces' ? verdict.forced : []) assert.equal(await cell(board, model, f.variable).getAttribute('data-changed'), 'true');
  // What it forces and why sits right above Apply, where the eye is (the full panel is under the whole card, off screen).
  const reason = hand.getByTestId('hand-reason');
  assert.ok(await reason.isVisible());
  // Side by side the board itself stays beside the words: the verdict's copy of it is for the phone only.
  assert.equal(await result.getByTestId('hand-pick-board').isVisible(), false);
  assert.equal(await reason.getAttribute('data-verdict'), 'forces');
  assert.ok(((await reason.textContent()) ?? '').includes(explainVerdict(verdict, substitute(first.inequality, expected.values), AKARI_WORDS)));
  const [reasonBox, applyBox] = [await reason.boundingBox(), await hand.getByTestId('hand-apply').boundingBox()];
  assert.ok(reasonBox && applyBox && applyBox.y >= reasonBox.y + reasonBox.height - 1 && applyBox.y - (reasonBox.y + reasonBox.height) < 150);
  // No sentence has to tell where Apply is any more; the panel's copy of the reason is for the phone only.
  assert.ok(!((await result.textContent()) ?? '').includes('among the buttons'));
  assert.equal(await result.getByTestId('hand-why').isVisible(), false);
  assert.ok(await hand.getByTestId('hand-actions').getByTestId('hand-apply').isVisible());
  await hand.getByTestId('hand-apply').focus();
  await page.keyboard.press('Enter');
  expected = run(expected, { type: 'pick', id: first.id }, { type: 'apply' });
  await waitAttr(page, ws, 'data-values', expected.values.join(' '));
  assert.ok(((await hand.getByTestId('hand-status').textContent()) ?? '').includes(caption));
  // Apply goes away once pressed: focus moves to the list, never to the page.
  await page.waitForFunction(() => document.activeElement?.closest('[data-testid="hand-list"]') !== null);
  for (const f of verdict.kind === 'forces' ? verdict.forced : []) {
    assert.equal(await cell(board, model, f.variable).getAttribute('data-state'), stateWord(f.value));
  }

  // Keyboard: Tab stop on the list, ↓ moves, Enter picks.
  const items = hand.getByTestId('hand-list').locator('button');
  // The list leaves out finished inequalities (the one just applied, say): its second item is the second of the others.
  const second = inequalitiesOf(expected).filter((x) => !isDone(x.inequality, expected.values))[1];
  await items.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, `hand-item-${second.id}`);
  await page.keyboard.press('Enter');
  await waitAttr(page, hand.getByTestId(`hand-item-${second.id}`), 'data-picked', '1');
  // Escape lets go of the pick, as in the model explorer; focus stays on the list.
  await page.keyboard.press('Escape');
  await waitAttr(page, hand.getByTestId(`hand-item-${second.id}`), 'data-picked', '');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), `hand-item-${second.id}`);

  // A cell filters the list to the inequalities that contain it (the finished ones stay hidden, as they start).
  const someVar = first.inequality.vars[0];
  await cell(board, model, someVar).click();
  const containing = inequalitiesOf(expected).filter((x) => x.inequality.vars.includes(someVar) && !isDone(x.inequality, expected.values));
  await page.waitForFunction(([el, n]) => (el as HTMLElement).querySelectorAll('button').length === n, [await hand.getByTestId('hand-list').elementHandle(), containing.length] as const);
  await hand.getByTestId('hand-filter-clear').click();

  // Force by hand to the fixpoint with the hint, as the reducer does under Node.
  for (let x = firstForcing(expected); x; x = firstForcing(expected)) {
    await hand.getByTestId('hand-hint').click();
    await hand.getByTestId('hand-apply').click();
    expected = run(expected, { type: 'mode', mode: 'one' }, { type: 'clear' }, { type: 'pick', id: x.id }, { type: 'apply' });
    await waitAttr(page, ws, 'data-values', expected.values.join(' '));
  }
  // Under the board, the tool says the fixpoint is reached and how many cells are open (the section's "Look for").
  const openCells = expected.values.filter((v) => v === -1).length;
  assert.equal(((await hand.getByTestId('hand-fixpoint').textContent()) ?? '').trim(), `No single inequality forces anything: forcing has reached its fixpoint, with ${openCells} cells open.`);
  // The hint appears in room kept for it: the board does not move.
  // (Measured against the document: clicking may scroll the window.)
  const boardBox = () => board.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
  });
  const before = await boardBox();
  await hand.getByTestId('hand-hint').click();
  assert.match((await hand.getByTestId('hand-hint-text').textContent()) ?? '', /No single inequality forces anything/);
  // Within a pixel: a sticky column may settle a fraction of a pixel differently (0.03 px seen), which no reader sees.
  const after = await boardBox();
  for (const k of ['x', 'y', 'width', 'height'] as const) assert.ok(Math.abs(after[k] - before[k]) < 1, `the board moved: ${k} ${before[k]} → ${after[k]}`);

  // Two inequalities. A useless pair first: two ≥ inequalities never cancel (two still listed: not finished).
  await hand.getByTestId('hand-mode-pair').check();
  // A hint lists only its two; the way back to the whole list sits under them, in view (above, it was scrolled away).
  const fullCount = await hand.getByTestId('hand-list').locator('button').count();
  await hand.getByTestId('hand-hint').click();
  await page.waitForFunction((el) => (el as HTMLElement).dataset.only !== '', await ws.elementHandle());
  const back = hand.getByTestId('hand-list-all');
  assert.match((await back.textContent()) ?? '', new RegExp(`^Show the whole list again \\(${fullCount} unfinished inequalities\\)$`));
  assert.ok(await back.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; }), 'the way back is on screen');
  await back.click();
  await waitAttr(page, ws, 'data-only', '');
  assert.equal(await hand.getByTestId('hand-list').locator('button').count(), fullCount);
  // The whole list keeps the hint's two picked (clicking a picked item keeps it: tests/ui). To start a pair of one's own,
  // the reader picks one in "one" mode and goes back to pairs, which keeps that single pick.
  assert.equal(await hand.getByTestId('hand-list').locator('[data-picked]:not([data-picked=""])').count(), 2, 'the hint\'s two stay picked');
  const open = inequalitiesOf(expected).filter(
    (x) => x.inequality.coefs.every((c) => c > 0) && !isDone(x.inequality, expected.values) && applyOne(x.inequality, expected.values).kind === 'nothing',
  );
  await hand.getByTestId('hand-mode-one').check();
  await hand.getByTestId(`hand-item-${open[0].id}`).click();
  await hand.getByTestId('hand-mode-pair').check();
  await waitAttr(page, hand.getByTestId(`hand-item-${open[0].id}`), 'data-picked', '1');
  assert.equal(await hand.getByTestId('hand-list').locator('[data-picked]:not([data-picked=""])').count(), 1);
  await hand.getByTestId(`hand-item-${open[0].id}`).click();
  await hand.getByTestId(`hand-item-${open[1].id}`).click();
  await waitAttr(page, result, 'data-verdict', 'nothing');
  assert.match((await hand.getByTestId('hand-useless').textContent()) ?? '', /Nothing cancels/);

  // The selective method's first sum, rebuilt by hand: keep the first pair's sum, add the rest.
  const star = firstUsefulSum(puzzle);
  const ids = star.parts.map((p) => `g${p.index}`);
  await hand.getByTestId('hand-mode-one').check();
  await hand.getByTestId(`hand-item-${ids[0]}`).click();
  await hand.getByTestId('hand-mode-pair').check();
  await hand.getByTestId(`hand-item-${ids[1]}`).click();
  await waitAttr(page, hand.getByTestId(`hand-item-${ids[1]}`), 'data-picked', '2');
  await waitAttr(page, hand.getByTestId(`hand-item-${ids[0]}`), 'data-picked', '1');
  await waitAttr(page, result, 'data-verdict', 'nothing');
  assert.ok(await hand.getByTestId('hand-sum').locator('.katex').count(), 'the aligned sum is typeset');
  assert.deepEqual(await unfitted(page), [], 'the column sum shows its relation and right side without a sideways scroll');
  for (const [k, id] of ids.slice(2).entries()) {
    await hand.getByTestId('hand-keep').click();
    const sum = `s${k + 1}`;
    await hand.getByTestId(`hand-item-${sum}`).click();
    await hand.getByTestId(`hand-item-${id}`).click();
    await keptSumStaysGe(hand, `(${model.constraints.length + k + 1})`);
    assert.deepEqual(await unfitted(page), []);
  }
  await waitAttr(page, result, 'data-verdict', 'forces');
  assert.equal(await result.getAttribute('data-forced'), forcedAttr(star.forced));
  await hand.getByTestId('hand-apply').click();
  for (const f of star.forced) await waitAttr(page, cell(board, model, f.variable), 'data-state', stateWord(f.value));
  const steps = Number(await ws.getAttribute('data-steps'));

  // Undo takes the last step back: the forced cell is open again.
  await hand.getByTestId('hand-undo').click();
  await waitAttr(page, ws, 'data-steps', String(steps - 1));
  for (const f of star.forced) assert.equal(await cell(board, model, f.variable).getAttribute('data-state'), 'unknown');
  // Ctrl+Y puts it back and Ctrl+Z takes it off again, with focus anywhere in the island (here on Undo), as in Play.
  await page.keyboard.press('Control+y');
  await waitAttr(page, ws, 'data-steps', String(steps));
  for (const f of star.forced) await waitAttr(page, cell(board, model, f.variable), 'data-state', stateWord(f.value));
  await page.keyboard.press('Control+z');
  await waitAttr(page, ws, 'data-steps', String(steps - 1));
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: the solver island — URL, paste, solve, step, why, export offline', async ({ context, page, errors }) => {
  const solver = await openSolver(page);
  const text = solver.getByTestId('puzzle-text');

  // A puzz.link URL is read as a board; a typo is named with its line and column.
  const url = readFileSync('content/examples/akari/pzprjs-6x6.txt', 'utf8').trim();
  await text.fill(url);
  await waitAttr(page, solver, 'data-board', printAkari(puzzleOf(url)).replace(/\n/g, '/'));
  await text.fill('..\n.x');
  assert.match((await solver.getByTestId('parse-error').textContent()) ?? '', /Line 2, column 2/);
  // The panels below wait for a board instead of showing the previous one.
  assert.ok(await solver.getByTestId('model-waiting').isVisible());
  assert.equal(await solver.getByTestId('model-board').count(), 0);
  assert.equal(await solver.getByTestId('solve').getAttribute('aria-disabled'), 'true');

  // Paste the hard board and solve it with the default method.
  const hard = puzzleOf(HARD);
  const rec = recorder<AkariEvent>();
  const { model, engine, result } = runAkari(hard, 'selective', { sink: rec.sink });
  const events = rec.events;
  const starts = stepStarts(events);
  const valuesAt = (k: number) => replayTo(akariReplay, hard, events, k >= starts.length ? events.length : starts[k]).values;
  await text.fill(HARD);
  await waitAttr(page, solver, 'data-board', printAkari(hard).replace(/\n/g, '/'));
  await solver.getByTestId('solve').click();
  const trace = solver.getByTestId('akari-trace');
  await trace.waitFor({ timeout: 60_000 });
  assert.equal(await trace.getAttribute('data-count'), String(starts.length));

  // Step forward and back; the board at step k is the trace replayed to step k.
  const board = trace.getByTestId('akari-trace-board');
  const chains = chainDeductions(events);
  const expectStep = async (k: number) => {
    await waitAttr(page, trace, 'data-step', String(k));
    // A look-ahead settles nothing: its supposed cell is drawn with its supposed value and a "?" badge, never the settled mark.
    const event = k > 0 ? events[starts[k - 1]] : null;
    const ahead = event?.kind === 'chain' ? event : null;
    const values = valuesAt(k).map((x, i) => (ahead && i === ahead.variable ? ahead.assumed : x));
    await expectBoard(board, model, values, `step ${k}`);
    if (ahead) {
      const supposedCell = cell(board, model, ahead.variable, 'akari-trace-board');
      assert.equal(await supposedCell.getAttribute('data-badge'), '?', `step ${k}: the supposed cell has a "?" badge`);
      assert.notEqual(await supposedCell.getAttribute('data-changed'), 'true', `step ${k}: the supposed cell is not marked settled`);
      assert.match((await trace.getByTestId('akari-trace-supposed-note').textContent()) ?? '', /supposed\s+for this look-ahead only/);
    }
    assert.equal(await trace.getByTestId('stepper-step-status').textContent(), `Step ${k.toLocaleString('en-US')} of ${starts.length.toLocaleString('en-US')}`);
    // The stepper says what the step did, in the words of the trace.
    if (k > 0) {
      const described = (await trace.getByTestId('stepper-step-describe').textContent()) ?? '';
      assert.equal(described, announceAkariStep(events[starts[k - 1]], events.slice(starts[k - 1] + 1, starts[k] ?? events.length), chains.get(events[starts[k - 1]])));
    }
  };
  await expectStep(0);
  // The first step is a forcing: "x7 = 1, forced by inequality (11)".
  await trace.getByTestId('stepper-step-forward').click();
  assert.match((await trace.getByTestId('stepper-step-describe').textContent()) ?? '', /^x[₀-₉]+ = [01].*, forced by inequality \(\d+\)$/);
  await trace.getByTestId('stepper-step-first').click();
  for (let k = 1; k <= 3; k++) {
    await trace.getByTestId('stepper-step-forward').click();
    await expectStep(k);
  }
  await trace.getByTestId('stepper-step-back').click();
  await expectStep(2);
  await trace.getByTestId('stepper-step-last').click();
  await expectStep(starts.length);

  // The grade line names the board's hardest step; its jump lands on it.
  const grade = gradeAkari(hard);
  const line = solver.getByTestId('grade-line');
  assert.equal(await line.getAttribute('data-level'), String(grade.level));
  assert.ok(((await line.textContent()) ?? '').includes(grade.reason), 'the grade line gives the reason `puzzle grade` gives');
  if (grade.step !== null) {
    await trace.getByTestId('jump-named').click();
    await expectStep(grade.step);
    // After a jump the arrow keys step on from there (focus was left on the jump button, whose arrows do nothing).
    await page.keyboard.press('ArrowLeft');
    await expectStep(grade.step - 1);
    await page.keyboard.press('ArrowRight');
    await expectStep(grade.step);
    // The jump brings the step's board and words to the top of the screen, not below it.
    const view = (await trace.getByTestId('akari-trace-step-view').boundingBox())!;
    const screen = page.viewportSize()!.height;
    assert.ok(view.y >= -1 && view.y < screen * 0.6, `the step's view starts at ${Math.round(view.y)} px of ${screen}`);
    // Back to the end: the export below opens where the stepper stands.
    await trace.getByTestId('stepper-step-last').click();
    await expectStep(starts.length);
  }

  // "Why?" for a cell a sum settled: the tree names the inequality that forced it.
  const bySum = events.find((e) => e.kind === 'deduce' && e.source === 'sum');
  assert.ok(bySum && bySum.kind === 'deduce');
  const v = bySum.forced[0].variable;
  const reason = engine.run.system.reason(v);
  assert.ok(reason?.kind === 'inequality');
  const why = solver.getByTestId('why-panel');
  await cell(why, model, v, 'why-board').click();
  await waitAttr(page, why, 'data-state', 'tree');
  assert.equal(await why.getAttribute('data-var'), String(v));
  // The card's heading follows the cell: a cross is asked about as "not a lamp".
  const value = bySum.forced[0].value;
  assert.equal(((await solver.getByTestId('why-card-heading').textContent()) ?? '').trim(), `4. Why is ${AKARI_WORDS.name(v)} ${value === 1 ? 'a lamp' : 'not a lamp'}?`);
  assert.ok(((await why.getByTestId('why-tree-list').textContent()) ?? '').includes(`(${reason.id + 1})`));
  // The detail beside the drawing is a sentence of its own, not a line that ends in a colon.
  assert.doesNotMatch(((await why.getByTestId('why-tree-focus').textContent()) ?? '').trim(), /:$/);
  // A cell of the other value turns the heading round.
  const other = valuesAt(starts.length).findIndex((x) => x === 1 - value);
  await cell(why, model, other, 'why-board').click();
  await waitAttr(page, why, 'data-var', String(other));
  assert.equal(((await solver.getByTestId('why-card-heading').textContent()) ?? '').trim(), `4. Why is ${AKARI_WORDS.name(other)} ${value === 1 ? 'not a lamp' : 'a lamp'}?`);

  // Export, then open the file with every network request refused.
  await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
    assert.equal(await offline.getByTestId('export-step').count(), starts.length);
    // The page opens where the reader's stepper stood (the last step): the card at the top, the step marked in the list.
    assert.equal(await offline.getByTestId('where-you-stopped').getAttribute('data-step'), String(starts.length));
    assert.equal(await offline.locator(`#step-${starts.length}`).getAttribute('aria-current'), 'step');
    assert.equal(await offline.locator('[aria-current="step"]').count(), 1);
    // Step boards in the file are compact drawings: compare their lamp and cross counts.
    const at3 = valuesAt(3);
    const step3 = offline.getByTestId('export-step-board-3');
    assert.equal(await step3.getAttribute('data-lamps'), String(at3.filter((x) => x === 1).length));
    assert.equal(await step3.getAttribute('data-crosses'), String(at3.filter((x) => x === 0).length));
    const solution = (result.solution ?? []).join('');
    assert.equal(await offline.getByTestId('export-solution').getAttribute('data-lamps'), String([...solution].filter((ch) => ch === '*').length));
  });
  // Export keeps focus on its button.
  assert.equal(await focused(page), 'export');
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: a link reopens board, method, cap and step (an old link too); the first board and method stay out of it; another board drops the step; a bad value is named', async ({ page, errors }) => {
  const hard = puzzleOf(HARD);
  const rows = printAkari(hard).replace(/\n/g, '/');
  // A link made with the island's older keys: it opens, and the address takes the keys now.
  const solver = await openSolver(page, `?akari=${encodeURIComponent(rows)}&akari-method=pairs&akari-cap=500&akari-step=5`);
  // The link names a step: the island starts at once and solves its board again with its method and cap.
  await solved(page, solver);
  assert.equal(await solver.getAttribute('data-board'), rows);
  assert.ok(await solver.getByTestId('method-pairs').isChecked());
  assert.equal(await solver.getByTestId('option-cap').inputValue(), '500');
  const trace = solver.getByTestId('akari-trace');
  await waitAttr(page, trace, 'data-step', '5');
  const rec = recorder<AkariEvent>();
  runAkari(hard, 'pairs', { sink: rec.sink, cap: 500 });
  assert.equal(await trace.getAttribute('data-count'), String(stepStarts(rec.events).length));
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('step'), '5');
  assert.equal(url.searchParams.get('method'), 'pairs');
  assert.equal(url.searchParams.get('cap'), '500');
  assert.equal(url.searchParams.get('board'), rows);
  assert.equal(url.searchParams.get('akari-step'), null);
  // Another board: its steps are not the link's, so the step leaves the URL.
  await solver.getByTestId('example-easy').click();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('step'));

  // The page's first board and method stay out of the address: a jump leaves only the step, and that link reopens it.
  const first = await openSolver(page);
  await first.getByTestId('solve').click();
  await solved(page, first);
  await first.getByTestId('jump-sum').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.has('step'));
  const jumped = new URL(page.url());
  const at = jumped.searchParams.get('step');
  // Arrow keys step from where a jump lands, and back.
  const firstTrace = first.getByTestId('akari-trace');
  await page.keyboard.press('ArrowRight');
  await waitAttr(page, firstTrace, 'data-step', String(Number(at) + 1));
  await page.keyboard.press('ArrowLeft');
  await waitAttr(page, firstTrace, 'data-step', at ?? '');
  assert.deepEqual([...jumped.searchParams.keys()], ['step']);
  const again = await openSolver(page, jumped.search);
  await solved(page, again);
  await waitAttr(page, again.getByTestId('akari-trace'), 'data-step', at ?? '');
  assert.equal(await again.getAttribute('data-board'), printAkari(puzzle).replace(/\n/g, '/'));
  assert.ok(await again.getByTestId('method-selective').isChecked());

  // A link whose board, method and limit cannot be used: each is named, the board's error shows where it went wrong.
  const bad = await openSolver(page, `?board=${encodeURIComponent('../.x')}&method=magic&limit=forever&step=2`);
  const problems = (await bad.getByTestId('link-problems').textContent()) ?? '';
  assert.match(problems, /board in this page’s link could not be read/);
  assert.match(problems, /“magic”/);
  assert.match(problems, /“forever”/);
  assert.match((await bad.getByTestId('parse-error').textContent()) ?? '', /Line 2, column 2/);
  assert.ok(await bad.getByTestId('model-waiting').isVisible());
  assert.equal(await bad.getByTestId('solve').getAttribute('aria-disabled'), 'true');
  assert.equal(await bad.getAttribute('data-phase'), 'idle');
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: the keyboard — few Tab stops to Solve, focus kept on the controls, Escape cancels', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  // Every list is one stop (arrows move inside): Solve is a few dozen presses from the top, not a hundred and more.
  // (The chain's look-ahead stepper, a stepper's eight controls, sits before it, and each defined term is a stop.)
  let presses = 0;
  while ((await focused(page)) !== 'solve' && presses < 80) {
    await page.keyboard.press('Tab');
    presses++;
  }
  assert.equal(await focused(page), 'solve', `Solve not reached in ${presses} presses`);
  await page.locator('[data-testid="akari-solver"][data-started="true"]').waitFor();
  const solver = page.getByTestId('akari-solver');
  // Solve from the keyboard: focus goes to Cancel while it runs and back to Solve, never to the page.
  await page.keyboard.press('Enter');
  await solved(page, solver);
  assert.equal(await focused(page), 'solve');
  // A long run of the literal loop, stopped with Escape: on an empty 10×10 board pairs of inequalities run to the
  // limit (the hard example is done in a few hundred ms, so its progress could end before it was seen).
  await solver.getByTestId('puzzle-text').fill(Array.from({ length: 10 }, () => '.'.repeat(10)).join('\n'));
  await solver.getByTestId('method-pairs').check();
  await solver.getByTestId('option-cap').fill('2000000');
  await solver.getByTestId('solve').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((el) => (el as HTMLElement).dataset.phase === 'solving', await solver.elementHandle());
  await solver.getByTestId('solve-progress-solve').waitFor();
  assert.match((await solver.getByTestId('solve-progress-solve').getAttribute('aria-label')) ?? '', /^Solving: \d+(\.\d)? s of 10 s$/);
  await page.keyboard.press('Escape');
  await page.waitForFunction((el) => (el as HTMLElement).dataset.phase === 'cancelled', await solver.elementHandle());
  assert.equal(await focused(page), 'solve');
  assert.deepEqual(errors, []);
});

browserTest(
  'akari lesson on a phone in the dark: nothing cut off without a sign, drawing text ≥ 11 px, black cells apart from the page, no axe violation; a 29×29 board zooms and follows the step',
  async ({ page, errors }) => {
    await page.goto(`${await siteUrl()}${LESSON}`);
    for (const id of ['lesson-model', 'by-hand']) {
      await page.getByTestId(id).first().scrollIntoViewIfNeeded();
      await hydrated(page, id).first().waitFor();
    }
    const solver = await openSolver(page);
    await solver.getByTestId('solve').click();
    await solved(page, solver);
    await solver.getByTestId('akari-trace').getByTestId('stepper-step-forward').click();
    assert.deepEqual(await cutOffProblems(page), []);
    assert.deepEqual(await smallDrawingText(page), []);
    assert.equal(describeViolations(await axeViolations(page)), '');
    // Black cells and the page differ by at least 3:1 (a non-text contrast).
    // Written as a string: tsx would name the inner functions with a helper the page does not have.
    const ratio = (await page.evaluate(`(() => {
      const lum = (c) => {
        const [r, g, b] = (c.match(/\\d+(\\.\\d+)?/g) || []).slice(0, 3).map(Number)
          .map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const black = lum(getComputedStyle(document.querySelector('.eng-black')).fill);
      const bg = lum(getComputedStyle(document.body).backgroundColor);
      return (Math.max(black, bg) + 0.05) / (Math.min(black, bg) + 0.05);
    })()`)) as number;
    assert.ok(ratio >= 3, `black cells against the page: ${ratio.toFixed(2)}:1`);

    // A 29×29 board: drawn whole without names, zoomed in with them; a step scrolls its cells into view.
    await solver.getByTestId('puzzle-text').fill(BIG.rows.join('\n'));
    await solver.getByTestId('solve').click();
    await solved(page, solver);
    const trace = solver.getByTestId('akari-trace');
    const board = trace.getByTestId('akari-trace-board');
    assert.equal(await board.getAttribute('data-zoomed'), 'false');
    assert.equal(await board.locator('svg text tspan').count(), 0);
    await board.getByTestId('akari-trace-board-zoom').click();
    await waitAttr(page, board, 'data-zoomed', 'true');
    assert.ok((await board.locator('svg text tspan').count()) > 0);
    assert.deepEqual(await smallDrawingText(page), []);
    assert.deepEqual(await cutOffProblems(page), []);
    // From the end, back to the last step that settled cells (the final steps may settle none).
    await trace.getByTestId('stepper-step-last').click();
    for (let k = 0; k < 20 && (await board.locator('[data-changed="true"]').count()) === 0; k++) {
      await trace.getByTestId('stepper-step-back').click();
    }
    const inView = await board.evaluate((fig) => {
      const box = fig.querySelector('.eng-board-pan')!.getBoundingClientRect();
      const changed = [...fig.querySelectorAll('[data-changed="true"]')];
      return changed.length > 0 && changed.some((c) => {
        const r = c.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      });
    });
    assert.ok(inView, 'the step’s cells are in the zoomed board’s view');
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 }, colorScheme: 'dark', bypassCSP: true },
);

browserTest('akari export: fits A4 portrait and a phone, no half-empty page but the last, formulas of a 29×29 board not clipped', async ({ context, page, errors }) => {
  for (const board of [readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8').trim(), BIG.rows.join('\n')]) {
    const solver = await openSolver(page);
    await solver.getByTestId('puzzle-text').fill(board);
    await solver.getByTestId('solve').click();
    await solved(page, solver);
    const size = `${board.split('\n')[0].length}×${board.split('\n').length}`;
    await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
      // The sum's rule above its total is drawn (MathML has no row lines of its own: the page's styles add it).
      const rules = await offline.evaluate(() => [...document.querySelectorAll('.formula-sum mtr:last-child > mtd, .eng-sum-total')]
        .filter((el) => parseFloat(getComputedStyle(el).borderTopWidth) > 0).length);
      if ((await offline.locator('.formula-sum, .eng-sum-lines').count()) > 0) assert.ok(rules > 0, `${size}: no rule above a sum`);
      if (!popplerMissing) assert.deepEqual(printProblems(await printReport(offline)), [], size);
      else if (process.env.CI === 'true') assert.fail('poppler-utils (pdftoppm, pdftotext) is needed for the print check');
      await offline.setViewportSize({ width: 390, height: 844 });
      assert.deepEqual(await cutOffProblems(offline), [], size);
      assert.deepEqual(await smallDrawingText(offline), [], size);
    });
  }
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: a click on a cell made before the model explorer has started pins that cell once it has', async ({ page, errors }) => {
  // Hold the island's code back, so the click surely comes first. Before the fix the click was played
  // at once after hydration, and the island's first effects then cleared the pinned cell: the first click was lost.
  const { release } = await holdScripts(page, /\/_astro\/ModelExplorer[^/]*\.js$/);
  await page.goto(`${await siteUrl()}${LESSON}`);
  const cell = page.getByTestId('lesson-model').locator('[data-var="5"]').first();
  await cell.scrollIntoViewIfNeeded();
  assert.equal(await cell.getAttribute('aria-pressed'), 'false');
  await cell.click();
  release();
  await waitAttr(page, cell, 'aria-pressed', 'true');
  // The cell's inequalities are listed under the board, as for a click on a running island.
  await page.getByTestId('lesson-model-marked').waitFor();
  // The pinned cell stays the listed one while the pointer passes over another cell.
  await page.getByTestId('lesson-model').locator('[data-var="20"]').first().hover();
  // Preact renders a state change after the next frame: wait two frames, then read what it shows.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
  assert.equal(await page.getByTestId('lesson-model').first().getAttribute('data-hover-cell'), '5');

  // A "lit" row marks the cell it is about with a badge (a shape, not a colour), and says which cell that is.
  const lit = page.getByTestId('lesson-model-constraints-lit-group');
  await lit.locator('summary').click();
  const litIndex = model.constraints.findIndex((c) => c.kind === 'lit');
  const [row, col] = model.constraints[litIndex].anchor;
  const target = model.variables.findIndex((v) => v.row === row && v.col === col);
  await lit.locator('button, li[tabindex], [role="button"]').first().hover();
  await page.waitForFunction(() => /also a ●/.test(document.querySelector('[data-testid="lesson-model-status"]')?.textContent ?? ''));
  const badged = await page.getByTestId('lesson-model-board').locator('[data-var]').evaluateAll((els) =>
    els.filter((e) => [...e.querySelectorAll('text')].some((t) => t.textContent === '●')).map((e) => Number(e.getAttribute('data-var'))));
  assert.deepEqual(badged, [target]);
  assert.deepEqual(errors, []);
});

/**
 * What the Shakashaka lesson's first-time readers could not follow or could
 * not see, checked in the browser: on a phone (390 px) nothing on the page is
 * cut off without a sign, no drawing's text is under 11 px, and the by-hand
 * tool's sticky bar is one line of buttons (it took a quarter of the screen)
 * with the small board in it while stepping; the stepper's key to the board
 * folds on a phone once the reader steps on; in the solver a look-ahead step
 * marks its supposed cell on the board with an outline and says so in words;
 * a "why" tree too wide for the lesson's column is drawn indented, one node a
 * row, without scrolling; a reader who scrolled on during a solve is not
 * thrown back up to Solve when it ends; and at 1280 px the page stays at most
 * 13,000 px tall with every fold closed.
 *
 * The supposed cell is read from the engine's own run under Node, never typed in.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { replayTo } from '../../src/core/player';
import { recorder } from '../../src/core/trace';
import { valuesUnderSupposition } from '../../src/inequalities/supposition-forced';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { shakashakaReplay } from '../../src/puzzles/shakashaka/replay';
import type { ChainEvent } from '../../src/inequalities/events';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { whiteCells, shakashakaWords } from '../../src/puzzles/shakashaka/vocabulary';
import { browserTest, siteUrl } from './harness';
import { assertLessonHeight, cutOffProblems, smallDrawingText, squeezedTextTests } from './reading-checks';
import { hydrated } from './hydrated';

const LESSON = '/lessons/shakashaka/';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function waitAttr(page: Page, el: Locator, name: string, want: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(([node, n, w]) => (node as HTMLElement).getAttribute(n as string) === w, [await el.elementHandle(), name, want] as const, { timeout });
}

browserTest('shakashaka lesson on a phone: nothing cut without a sign, drawing text readable, the by-hand bar one line of buttons', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
  const ws = hydrated(page, 'hand-workspace').first();
  await ws.waitFor();
  const bar = ws.getByTestId('hand-actions');
  for (let k = 0; k < 3; k++) {
    await ws.getByTestId('hand-hint').click();
    await ws.getByTestId('hand-apply').waitFor();
    // One line: the bar's buttons all share a row (each starts above every other's bottom), and the bar is no taller
    // than an eighth of the screen.
    const boxes = await bar.locator('button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    assert.ok(boxes.length >= 4, `${boxes.length} buttons in the bar`);
    const lowestTop = Math.max(...boxes.map((b) => b.top));
    const highestBottom = Math.min(...boxes.map((b) => b.bottom));
    assert.ok(lowestTop < highestBottom, `the bar's buttons are on more than one line (a top at ${Math.round(lowestTop)}, a bottom at ${Math.round(highestBottom)})`);
    const barBox = (await bar.boundingBox())!;
    assert.ok(barBox.height <= 844 / 8, `the by-hand bar is ${Math.round(barBox.height)} px tall`);
    // No small copy of the board in the bar on a phone (its ~20 px cells could not be read): the bar is no taller than
    // its tallest button and its padding, so it covers as little as it can of the text scrolling under it.
    assert.equal(await ws.getByTestId('hand-mini').isVisible(), false, 'no mini board in the phone bar');
    const tallest = Math.max(...(await bar.locator('button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().height))));
    assert.ok(barBox.height <= tallest + 12, `the bar is ${Math.round(barBox.height)} px tall, its tallest button ${Math.round(tallest)} px`);
    await ws.getByTestId('hand-apply').click();
    await waitAttr(page, ws, 'data-steps', String(k + 1));
  }
  // The solver's list of a cell's inequalities scrolls inside a capped box: while it hides rows, a worded sign says so.
  await page.getByTestId('shakashaka-solver').first().scrollIntoViewIfNeeded();
  const started = hydrated(page, 'shakashaka-solver', '[data-started="true"]').first();
  await started.waitFor();
  const solverRows = started.getByTestId('model-rows');
  await solverRows.waitFor({ timeout: 60_000 });
  await solverRows.scrollIntoViewIfNeeded();
  const box = solverRows.locator('xpath=..');
  // The box takes most of the screen: at 18rem, as at 1280 px, it showed two or three of the phone's taller rows.
  const boxHeight = await box.evaluate((b) => b.clientHeight);
  assert.ok(boxHeight >= 844 * 0.6, `the list's box is ${boxHeight} px tall on an 844 px screen`);
  const hides = await box.evaluate((b) => b.scrollHeight - b.clientHeight > 4);
  assert.ok(hides, 'on a phone the first cell’s list is taller than its box');
  await started.getByTestId('model-rows-more').waitFor();
  assert.equal(await started.getByTestId('model-rows-more').textContent(), '▼ more below: scroll this list');
  await box.evaluate((b) => b.scrollTo({ top: b.scrollHeight }));
  await started.getByTestId('model-rows-more').waitFor({ state: 'detached' });
  // The time limit's dropdown is a comfortable target for a finger (it was 19 px high).
  const limit = (await started.getByTestId('limit').boundingBox())!;
  assert.ok(limit.height >= 32, `the time limit dropdown is ${Math.round(limit.height)} px tall`);
  assert.deepEqual(await cutOffProblems(page), []);
  assert.deepEqual(await smallDrawingText(page), []);
  assert.deepEqual(errors, []);
}, PHONE);

browserTest('shakashaka solver: a look-ahead marks its supposed cell on the board and says so; a wide "why" tree is drawn indented to fit', async ({ page, errors }) => {
  const text = readFileSync('content/examples/shakashaka/ppbench-02-10x10.txt', 'utf8').trim();
  const parsed = parseShakashaka(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rec = recorder<ShakashakaEvent>();
  runSteps(parsed.puzzle, { params: { model: 'A-D+F' }, sink: rec.sink, budget: { limitMs: 60_000 } });
  const chain = rec.events.find((e): e is ChainEvent => e.kind === 'chain')!;
  const [row, col] = whiteCells(parsed.puzzle)[Math.floor(chain.variable / 5)];

  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('shakashaka-solver').first().scrollIntoViewIfNeeded();
  const solver = hydrated(page, 'shakashaka-solver', '[data-started="true"]').first();
  await solver.waitFor();
  await solver.getByTestId('example-trial').click();
  await solver.getByTestId('solve').click();
  await waitAttr(page, solver, 'data-phase', 'done', 90_000);
  const trace = solver.getByTestId('trace');
  await trace.getByTestId('jump-chain').click();
  const supposed = trace.locator('[data-supposed="true"]');
  assert.equal(await supposed.count(), 1, 'one supposed cell on the board');
  assert.equal(await supposed.getAttribute('data-testid'), `trace-board-cell-${row}-${col}`);
  assert.match((await supposed.getAttribute('aria-label')) ?? (await supposed.textContent()) ?? '', /supposed/);
  const note = (await trace.getByTestId('trace-supposed-note').textContent()) ?? '';
  assert.ok(note.includes(`${shakashakaWords(parsed.puzzle).name(chain.variable)} = ${chain.assumed} supposed`), note);
  assert.match((await solver.getByTestId('step-detail').first().textContent()) ?? '', /supposed cell has a dotted outline/);
  // A supposed triangle is drawn (hatched, dashed edge), so the cell does not look left empty.
  const drawsShape = chain.assumed === 1 && chain.variable % 5 > 0;
  assert.equal(await trace.getByTestId('trace-board-supposed-shape').count(), drawsShape ? 1 : 0);
  assert.equal(note.includes('its triangle hatched'), drawsShape, note);
  // What the supposition forces is drawn as supposed too (dotted, triangles hatched), as many cells as forcing from the
  // chain's own inequalities decides, so the next step's chain sum has a picture; none of them counts as settled.
  const model = shakashakaModel(parsed.puzzle, 'A-D+F');
  const at = rec.events.indexOf(chain);
  const before = replayTo(shakashakaReplay, parsed.puzzle, rec.events, at).values;
  const under = valuesUnderSupposition((id) => model.constraints[id].inequality, chain.inequalities, before, chain.variable, chain.assumed);
  const decided = (vals: readonly number[], k: number) => vals.slice(5 * k, 5 * k + 5).includes(1);
  const forcedCells = Array.from({ length: before.length / 5 }, (_, k) => k).filter((k) => k !== Math.floor(chain.variable / 5) && !decided(before, k) && decided(under, k));
  assert.ok(forcedCells.length > 0);
  assert.equal(await trace.getByTestId('trace-board-forced-supposed').count(), forcedCells.length);
  assert.ok(note.includes(`the ${forcedCells.length === 1 ? 'other dotted cell is' : `${forcedCells.length} other dotted cells are`} what it forces before an inequality breaks, supposed too`), note);
  // A trial's supposed cell carries the ticked tab too: the line under the board says the trial settles it.
  const trial = rec.events.find((e) => e.kind === 'trial') as (ShakashakaEvent & { variable: number; concluded: 0 | 1 }) | undefined;
  if (trial) {
    await trace.getByTestId('jump-trial').click();
    const trialNote = (await trace.getByTestId('trace-supposed-note').textContent()) ?? '';
    assert.ok(trialNote.includes(`this trial settles ${shakashakaWords(parsed.puzzle).name(trial.variable)} = ${trial.concluded}`), trialNote);
  }
  // A step that supposes nothing marks nothing.
  await trace.getByTestId('jump-sum').click();
  assert.equal(await trace.locator('[data-supposed="true"]').count(), 0);

  // The key to the board's marks: open under the steps at 1280 px; on a phone it folds once the reader steps on
  // (it stacked under every step's words), and a reader who opens it again keeps it open.
  const legendFold = trace.getByTestId('board-legend-fold');
  const isOpen = () => legendFold.evaluate((d) => (d as HTMLDetailsElement).open);
  assert.ok(await isOpen(), 'open at 1280 px after several steps');
  await page.setViewportSize({ width: 390, height: 844 });
  await trace.getByTestId('stepper-step-forward').click();
  await page.waitForFunction((d) => !(d as HTMLDetailsElement).open, await legendFold.elementHandle());
  assert.match((await legendFold.locator('summary').textContent()) ?? '', /How the board is drawn/);
  await legendFold.locator('summary').click();
  await trace.getByTestId('stepper-step-forward').click();
  assert.ok(await isOpen(), 'opened again by the reader, it stays open');
  // "Next step that decides a cell", pressed low on a phone's screen, brings the board under the stepper into view.
  const landmarkNext = trace.getByTestId('trace-landmark-next');
  const traceBoard = trace.getByTestId('trace-board');
  await trace.getByTestId('stepper-step-first').click();
  await landmarkNext.evaluate((b) => b.scrollIntoView({ block: 'end' }));
  const below = (await traceBoard.boundingBox())!;
  assert.ok(below.y + below.height > 844, 'the board starts out below the screen');
  await landmarkNext.click();
  await page.waitForFunction(([el]) => {
    const r = (el as HTMLElement).getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight + 1;
  }, [await traceBoard.elementHandle()] as const);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Every drawn "why" tree fits the column without scrolling sideways.
  const why = solver.getByTestId('why-panel');
  await why.waitFor();
  const cells = why.getByTestId('why-board').locator('[data-cell]');
  let indented = 0;
  for (let k = 0; k < (await cells.count()); k += 4) {
    await cells.nth(k).click();
    if ((await why.getAttribute('data-state')) !== 'tree') continue;
    const canvas = why.getByTestId('why-tree-canvas');
    const fit = await canvas.evaluate((el) => ({ content: el.scrollWidth, box: el.clientWidth, rows: el.querySelectorAll('[data-why-node]').length }));
    assert.ok(fit.content <= fit.box + 1, `cell ${k}: the why tree is ${fit.content} px wide in a ${fit.box} px box`);
    if (await why.getByTestId('why-tree-wide').count()) assert.fail(`cell ${k}: the tree still needs a sideways scroll`);
    if (fit.rows > 0 && (await canvas.locator('path[d*="V"]').count()) > 0) indented++;
  }
  assert.ok(indented > 0, 'some tree on this board is too wide for the tidy layout and is drawn indented');
  assert.deepEqual(errors, []);
}, { viewport: { width: 1280, height: 900 } });

browserTest('shakashaka solver on a phone: a reader who scrolled on to the stepper during a solve stays there when the run ends', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('shakashaka-solver').first().scrollIntoViewIfNeeded();
  const solver = hydrated(page, 'shakashaka-solver', '[data-started="true"]').first();
  await solver.waitFor();
  await solver.getByTestId('solve').click();
  // Focus went to Cancel with the run. The reader scrolls away while it runs (here to the page's top: nothing above
  // the reader then grows, so only a scroll by the page itself could move them).
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.equal(await solver.getByTestId('cancel').getAttribute('aria-disabled'), 'false', 'the run was still going when the reader scrolled');
  await waitAttr(page, solver, 'data-phase', 'done', 90_000);
  // Focus is back on Solve, and the reader is where they scrolled to: the page was not scrolled back up to Solve.
  assert.equal(await solver.getByTestId('solve').evaluate((b) => b === document.activeElement), true, 'focus is back on Solve');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page scrolled away from where the reader was');
  assert.deepEqual(errors, []);
}, PHONE);

browserTest('shakashaka lesson: at most 13,000 px tall at 1280 px with every fold closed', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await assertLessonHeight(page);
  assert.deepEqual(errors, []);
}, { viewport: { width: 1280, height: 900 } });

squeezedTextTests('shakashaka', LESSON);

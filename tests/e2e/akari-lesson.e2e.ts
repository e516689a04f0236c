/**
 * The Akari lesson end to end, as a reader uses it. By hand: pick one
 * inequality and see the cells it forces, apply it, force by hand to the
 * fixpoint, then add inequalities (a useless pair explained, a kept sum, a
 * sum that forces), undo. The solver island: a puzz.link URL and a typo,
 * paste a board, solve, step forward and back checking the board at each
 * step, ask why for a cell a sum settled, export and open the file offline.
 *
 * Every expected value comes from the engine run here under Node (the same
 * reducer and model the page uses, and the selective method's own trace),
 * never typed in.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { recorder, stepStarts } from '../../src/core/trace';
import { applyOne } from '../../src/inequalities/by-hand';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { parseAkari, printAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel, type AkariModel } from '../../src/puzzles/akari/model';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { replayTo } from '../../src/core/player';
import { akariReplay } from '../../src/puzzles/akari/replay';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { firstForcing, inequalitiesOf, initHand, reduceHand, type HandAction, type HandState } from '../../src/ui/inequalities/by-hand/hand-state';
import { firstUsefulSum } from '../../src/ui/akari/lesson/lesson-facts';
import { browserTest, openExportOffline, siteUrl } from './harness';

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

async function waitAttr(page: Page, el: Locator, name: string, want: string): Promise<void> {
  await page.waitForFunction(([node, n, w]) => (node as HTMLElement).getAttribute(n as string) === w, [await el.elementHandle(), name, want] as const);
}

browserTest('akari lesson: by hand — apply one, force to the fixpoint, add pairs, keep a sum, undo', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  // The island hydrates when it scrolls into view; Astro then drops `ssr` from it.
  await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
  const hand = page.locator('astro-island:not([ssr]) [data-testid="by-hand"]').first();
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
  assert.equal(await result.getAttribute('data-forced'), forcedAttr(verdict.kind === 'forces' ? verdict.forced : []));
  // The cells it would settle are marked on the board before anything is applied.
  for (const f of verdict.kind === 'forces' ? verdict.forced : []) assert.equal(await cell(board, model, f.variable).getAttribute('data-changed'), 'true');
  await hand.getByTestId('hand-apply').click();
  expected = run(expected, { type: 'pick', id: first.id }, { type: 'apply' });
  await waitAttr(page, ws, 'data-values', expected.values.join(' '));
  for (const f of verdict.kind === 'forces' ? verdict.forced : []) {
    assert.equal(await cell(board, model, f.variable).getAttribute('data-state'), stateWord(f.value));
  }

  // Keyboard: Tab stop on the list, ↓ moves, Enter picks.
  const items = hand.getByTestId('hand-list').locator('button');
  const second = inequalitiesOf(expected)[1];
  await items.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, `hand-item-${second.id}`);
  await page.keyboard.press('Enter');
  await waitAttr(page, hand.getByTestId(`hand-item-${second.id}`), 'data-picked', '1');

  // A cell filters the list to the inequalities that contain it.
  const someVar = first.inequality.vars[0];
  await cell(board, model, someVar).click();
  const containing = inequalitiesOf(expected).filter((x) => x.inequality.vars.includes(someVar));
  await page.waitForFunction(([el, n]) => (el as HTMLElement).querySelectorAll('button').length === n, [await hand.getByTestId('hand-list').elementHandle(), containing.length] as const);
  await hand.getByTestId('hand-filter-clear').click();

  // Force by hand to the fixpoint with the hint, as the reducer does under Node.
  for (let x = firstForcing(expected); x; x = firstForcing(expected)) {
    await hand.getByTestId('hand-hint').click();
    await hand.getByTestId('hand-apply').click();
    expected = run(expected, { type: 'mode', mode: 'one' }, { type: 'clear' }, { type: 'pick', id: x.id }, { type: 'apply' });
    await waitAttr(page, ws, 'data-values', expected.values.join(' '));
  }
  await hand.getByTestId('hand-hint').click();
  assert.match((await hand.getByTestId('hand-hint-text').textContent()) ?? '', /No single inequality forces anything/);

  // Two inequalities. A useless pair first: two ≥ inequalities never cancel.
  await hand.getByTestId('hand-mode-pair').check();
  const open = inequalitiesOf(expected).filter(
    (x) => x.inequality.coefs.every((c) => c > 0) && x.inequality.vars.some((v) => expected.values[v] === -1) && applyOne(x.inequality, expected.values).kind === 'nothing',
  );
  await hand.getByTestId(`hand-item-${open[0].id}`).click();
  await hand.getByTestId(`hand-item-${open[1].id}`).click();
  await waitAttr(page, result, 'data-verdict', 'nothing');
  assert.match((await hand.getByTestId('hand-useless').textContent()) ?? '', /Nothing cancels/);
  await hand.getByTestId(`hand-item-${open[0].id}`).click();
  await hand.getByTestId(`hand-item-${open[1].id}`).click();

  // The selective method's first sum, rebuilt by hand: keep the first pair's sum, add the rest.
  const star = firstUsefulSum(puzzle);
  const ids = star.parts.map((p) => `g${p.index}`);
  await hand.getByTestId(`hand-item-${ids[0]}`).click();
  await hand.getByTestId(`hand-item-${ids[1]}`).click();
  await waitAttr(page, result, 'data-verdict', 'nothing');
  assert.ok(await hand.getByTestId('hand-sum').locator('.katex').count(), 'the aligned sum is typeset');
  for (const [k, id] of ids.slice(2).entries()) {
    await hand.getByTestId('hand-keep').click();
    const sum = `s${k + 1}`;
    await hand.getByTestId(`hand-item-${sum}`).click();
    await hand.getByTestId(`hand-item-${id}`).click();
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
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: the solver island — URL, paste, solve, step, why, export offline', async ({ context, page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  await page.locator('astro-island:not([ssr]) [data-testid="akari-solver"]').first().waitFor();
  const solver = page.getByTestId('akari-solver').first();
  const text = solver.getByTestId('puzzle-text');

  // A puzz.link URL is read as a board; a typo is named with its line and column.
  const url = readFileSync('content/examples/akari/pzprjs-6x6.txt', 'utf8').trim();
  await text.fill(url);
  await waitAttr(page, solver, 'data-board', printAkari(puzzleOf(url)).replace(/\n/g, '/'));
  await text.fill('..\n.x');
  assert.match((await solver.getByTestId('parse-error').textContent()) ?? '', /Line 2, column 2/);

  // Paste the hard board and solve it with the default method.
  const HARD = readFileSync('content/examples/akari/hard-7x7.txt', 'utf8').trim();
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
  const expectStep = async (k: number) => {
    await waitAttr(page, trace, 'data-step', String(k));
    await expectBoard(board, model, valuesAt(k), `step ${k}`);
    assert.equal(await trace.getByTestId('stepper-akari-step-status').textContent(), `Step ${k} of ${starts.length}`);
  };
  await expectStep(0);
  for (let k = 1; k <= 3; k++) {
    await trace.getByTestId('stepper-akari-step-forward').click();
    await expectStep(k);
  }
  await trace.getByTestId('stepper-akari-step-back').click();
  await expectStep(2);
  await trace.getByTestId('stepper-akari-step-last').click();
  await expectStep(starts.length);

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
  assert.ok(((await why.getByTestId('why-tree-list').textContent()) ?? '').includes(`(${reason.id + 1})`));

  // Export, then open the file with every network request refused.
  await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
    assert.equal(await offline.getByTestId('export-step').count(), starts.length);
    // Step boards in the file are compact drawings: compare their lamp and cross counts.
    const at3 = valuesAt(3);
    const step3 = offline.getByTestId('export-step-board-3');
    assert.equal(await step3.getAttribute('data-lamps'), String(at3.filter((x) => x === 1).length));
    assert.equal(await step3.getAttribute('data-crosses'), String(at3.filter((x) => x === 0).length));
    const solution = (result.solution ?? []).join('');
    assert.equal(await offline.getByTestId('export-solution').getAttribute('data-lamps'), String([...solution].filter((ch) => ch === '*').length));
  });
  assert.deepEqual(errors, []);
});

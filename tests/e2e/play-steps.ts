/**
 * What the two engine lessons' play tests share: open the play island from
 * a link, press Hint three times and compare each level with the words the
 * same code gives under Node, Apply, Check, and "Explain from here".
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { applyDeduction, explainFrom, type Deduction } from '../../src/inequalities/next-step';
import { checkPosition, type PlayBoard } from '../../src/inequalities/play-check';
import { appliedWords, checkWords, hintLevels, hintMoreWords, stepSentence } from '../../src/ui/inequalities/play/hint-text';
import { playToLink } from '../../src/ui/play-link';
import { siteUrl, waitAttr } from './harness';
import { smallDrawingText } from './reading-checks';
import { hydrated } from './hydrated';

/** The play island of `lesson`, opened by a link that carries `values` on board `boardId`; waits until it shows them. */
export async function openPlay(page: Page, lesson: string, boardId: string, values: readonly number[]): Promise<{ play: Locator; ws: Locator }> {
  await page.goto(`${await siteUrl()}${lesson}?play=${playToLink(boardId, values)}`);
  const play = hydrated(page, 'play', '[data-started="true"]');
  await play.waitFor();
  const ws = play.getByTestId('play-workspace');
  await waitAttr(page, ws, 'data-values', values.join(' '));
  return { play, ws };
}

/** Presses Hint three times, checking each level's words, then Apply; returns the values after it. */
export async function hintAndApply(page: Page, play: Locator, board: PlayBoard, values: readonly number[], prefer: readonly number[] = []): Promise<number[]> {
  const step = board.finder.next(values, { prefer });
  assert.ok(step.kind === 'one' || step.kind === 'pair' || step.kind === 'trial', `a deduction from this position (got ${step.kind})`);
  const levels = hintLevels(board.model, step as Deduction, values);
  const hint = play.getByTestId('play-hint');
  for (const [k, want] of [[1, levels.look], [2, levels.rule], [3, levels.deduction]] as const) {
    await play.getByTestId('play-hint-button').click();
    await waitAttr(page, hint, 'data-level', String(k));
    const text = (await play.getByTestId(`play-hint-${k}`).textContent()) ?? '';
    assert.ok(text.includes(want), `hint level ${k}: “${want}” in “${text}”`);
    // Beside the button: which part this is and that pressing again shows more (gone once all is shown).
    const more = play.getByTestId('play-hint-more');
    if (k < 3) assert.equal(await more.textContent(), hintMoreWords(k));
    else assert.equal(await more.count(), 0);
  }
  await play.getByTestId('play-apply').click();
  const after = applyDeduction(values, step as Deduction);
  await waitAttr(page, play.getByTestId('play-workspace'), 'data-values', after.join(' '));
  // Apply says in words what it set (unless the board is now solved).
  const live = play.getByTestId('play-live');
  if ((await live.getAttribute('data-tone')) !== 'solved') {
    assert.equal(await live.getAttribute('data-tone'), 'applied');
    assert.equal(await live.textContent(), appliedWords(board.model, (step as Deduction).forced.map((f) => f.variable), after));
  }
  return after;
}

/** Check, compared with the words Node gives for the same position. */
export async function expectCheck(page: Page, play: Locator, board: PlayBoard, values: readonly number[]): Promise<void> {
  const want = checkWords(board.model, checkPosition(board, values), values);
  await play.getByTestId('play-check-button').click();
  await waitAttr(page, play.getByTestId('play-check'), 'data-tone', want.tone);
  assert.equal((await play.getByTestId('play-check-headline').textContent())?.includes(want.headline), true, 'the check headline');
  const details = await play.getByTestId('play-check-detail').allTextContents();
  assert.deepEqual(details, want.details);
}

/** "Explain from here": as many steps as the method takes under Node, and the first one in words. */
export async function expectExplain(page: Page, play: Locator, board: PlayBoard, values: readonly number[]): Promise<void> {
  const want = explainFrom(board.finder, values, { cap: 2000 });
  await play.getByTestId('play-explain-button').click();
  const steps = play.getByTestId('play-explain-steps');
  await waitAttr(page, steps, 'data-count', String(want.steps.length));
  assert.equal(await steps.getAttribute('data-end'), want.end.kind);
  if (want.steps.length === 0) return;
  await play.getByTestId('stepper-play-step-forward').click();
  const text = (await play.getByTestId('play-explain-step').textContent()) ?? '';
  assert.ok(text.includes(stepSentence(board.model, want.steps[0].step)), `the first step in words: ${text}`);
}

/** The island fits a phone: nothing wider than the screen, no drawing text under 11 px. */
export async function expectFitsPhone(page: Page, play: Locator): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const over = await play.evaluate((el) => el.scrollWidth - el.clientWidth);
  assert.ok(over <= 1, `the play island is ${over}px wider than its box on a phone`);
  assert.deepEqual(await smallDrawingText(page), []);
}

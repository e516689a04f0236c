/**
 * The layout guard: every lesson, on a desktop (1280 px) and on a phone
 * (390 px), with every island's content laid out — each solver run on its
 * default board, each by-hand view given a few hints, each stepper stepped
 * forward, each why panel asked about a cell — has no drawing whose content
 * runs past its SVG viewport, no box that cuts its content off without a
 * visible scroll, no column sum that hides its end behind a sideways scroll
 * (data-fits="width"), nothing that makes the page scroll sideways, no table
 * that needs a sideways scroll on the desktop, no drawing text under 11 px
 * as drawn, and no table squeezed so narrow that its cells wrap one word per
 * line or spill out of their boxes.
 *
 * One test per lesson and width; each collects every offender and fails with
 * the whole list (lesson, width, where, by how much), so one run says all
 * there is to fix. The measures are in layout-checks.ts.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { browserTest, siteUrl } from './harness';
import { drawingOverflow, hiddenOverflow, squeezedTables, tablesCutAtTheRight, tinyDrawingText, unfitted } from './layout-checks';
import { publishedLessons } from './lessons';

const WIDTHS = [1280, 390];
/** From this width on, a table must fit without scrolling sideways. */
const DESKTOP = 1024;

/**
 * Buttons that reveal content, by the islands' test-id conventions: hints and
 * their application, decisions and learning by hand, the two choices of the
 * Numberlink by-hand walk, swaps in the parity labs, the next solution, and
 * every stepper's forward button (`stepper-<name>-forward`). Pressed in a few
 * rounds, since a press may bring the next button.
 */
const REVEAL = /(^|-)(hint|apply|decide|learn|forward|swap|next)$|^hand-[01]$/;
/**
 * Buttons pressed once only, unless already pressed: they open a view, zoom a
 * board, show every row of a list (pressing again would undo it).
 */
const OPEN_ONCE = /(^|-)(open|zoom|show-all|bigger)$/;
/** How many cells to try on a why-board before giving up on finding one with a derivation. */
const WHY_TRIES = 80;
const ROUNDS = 3;
const TERMINAL = ['done', 'failed', 'cancelled'];

/** Two animation frames: whatever a press changed has been laid out. */
async function settle(page: Page): Promise<void> {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

/** Test ids of the island's buttons that a reader can press now and that match `pattern`. */
async function pressable(island: Locator, pattern: RegExp): Promise<string[]> {
  const ids = await island.locator('button[data-testid]').evaluateAll((buttons) =>
    buttons
      .filter((b) => b.getClientRects().length > 0 && !(b as HTMLButtonElement).disabled && b.getAttribute('aria-disabled') !== 'true'
        && b.getAttribute('aria-pressed') !== 'true')
      .map((b) => b.getAttribute('data-testid') ?? ''),
  );
  return [...new Set(ids.filter((id) => pattern.test(id)))];
}

/** Presses the button if it can still be pressed; says whether it was. */
async function press(page: Page, island: Locator, testId: string): Promise<boolean> {
  const button = island.locator(`button[data-testid="${testId}"]`).first();
  // A press may have hidden it or turned it off since it was listed.
  if (!(await button.isVisible()) || (await button.getAttribute('aria-disabled')) === 'true' || (await button.isDisabled())) return false;
  await button.click();
  await settle(page);
  return true;
}

/** Runs the island's solver (if it has one) on its default board, waits for it to finish, and returns how each run ended. */
async function solve(page: Page, island: Locator): Promise<string[]> {
  const phases: string[] = [];
  const solveButtons = island.locator('[data-phase] button[data-testid="solve"]');
  for (let i = 0; i < (await solveButtons.count()); i++) {
    const button = solveButtons.nth(i);
    if (!(await button.isVisible()) || (await button.getAttribute('aria-disabled')) === 'true') continue;
    await button.click();
    await page.waitForFunction(
      ([el, done]) => (done as string[]).includes((el as Element).closest('[data-phase]')?.getAttribute('data-phase') ?? ''),
      [await button.elementHandle(), TERMINAL] as const,
      { timeout: 90_000 },
    );
    phases.push((await button.evaluate((el) => el.closest('[data-phase]')?.getAttribute('data-phase'))) ?? '');
  }
  return phases;
}

/**
 * A why panel (Akari, Shakashaka) explains the cell a reader picks: pick
 * cells in board order until one has a derivation, then ask for the bigger tree.
 */
async function explainACell(page: Page, island: Locator): Promise<void> {
  const panels = island.locator('[data-testid="why-panel"]');
  for (let p = 0; p < (await panels.count()); p++) {
    const panel = panels.nth(p);
    const cells = panel.locator('[data-testid^="why-board-cell-"]');
    const tries = Math.min(await cells.count(), WHY_TRIES);
    for (let k = 0; k < tries && (await panel.getAttribute('data-state')) !== 'tree'; k++) {
      await cells.nth(k).click();
      await settle(page);
    }
    for (const id of await pressable(panel, OPEN_ONCE)) await press(page, panel, id);
  }
}

/** What opening the islands did, so the test can tell that it laid something out. */
interface Opened {
  islands: number;
  presses: number;
  /** How each solver run ended (the island's data-phase). */
  solves: string[];
}

/** Opens the lesson and lays out every island's content, as a reader who tries each one. */
async function openEverything(page: Page, path: string): Promise<Opened> {
  const opened: Opened = { islands: 0, presses: 0, solves: [] };
  await page.goto(`${await siteUrl()}${path}`, { waitUntil: 'networkidle' });
  // The lesson lays out blocks only near the screen (content-visibility in
  // site.css); the guard measures all of them, as a reader scrolling through.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = true; })`);
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    if ((await island.evaluate((el) => el.parentElement?.closest('astro-island') != null))) continue; // nested: its parent handles it
    // astro-island has no box of its own (display: contents): scroll to its first drawn element.
    const drawn = await island.evaluate((el) => {
      const first = [...el.querySelectorAll('*')].find((d) => d.getClientRects().length > 0);
      first?.scrollIntoView({ block: 'center' });
      return first != null;
    });
    if (!drawn) continue; // nothing on screen, so nothing to lay out
    await page.waitForFunction((el) => !el?.hasAttribute('ssr'), await island.elementHandle(), { timeout: 30_000 });
    await settle(page);
    opened.islands++;
    opened.solves.push(...(await solve(page, island)));
    for (const id of await pressable(island, OPEN_ONCE)) if (await press(page, island, id)) opened.presses++;
    for (let round = 0; round < ROUNDS; round++) {
      for (const id of await pressable(island, REVEAL)) if (await press(page, island, id)) opened.presses++;
    }
    await explainACell(page, island);
  }
  await page.evaluate('window.scrollTo(0, 0)');
  await settle(page);
  return opened;
}

for (const lesson of publishedLessons()) {
  for (const width of WIDTHS) {
    browserTest(
      `layout guard: ${lesson.id} at ${width}px — no drawing past its viewport, nothing cut off, no drawing text under 11px, no squeezed table`,
      async ({ page }) => {
        const opened = await openEverything(page, `/lessons/${lesson.id}/`);
        const where = `${lesson.id} at ${width}px`;
        // A guard that opened nothing would pass without measuring what matters.
        assert.ok(opened.islands > 0 && opened.presses > 0, `${where}: no island was opened (${JSON.stringify(opened)})`);
        assert.deepEqual(opened.solves.filter((p) => p !== 'done'), [], `${where}: a solver did not finish its default board, so its answer was not laid out`);
        const problems = [
          ...(await drawingOverflow(page)).map((p) => `drawing past its viewport: ${p}`),
          ...(await hiddenOverflow(page)).map((p) => `cut off: ${p}`),
          ...(await unfitted(page)).map((p) => `scrolls where it must fit: ${p}`),
          ...(await tinyDrawingText(page)).map((p) => `small drawing text: ${p}`),
          ...(await squeezedTables(page)).map((p) => `squeezed table: ${p}`),
          // A sideways scroll is a phone's last resort; on a desktop a table must fit.
          ...(width >= DESKTOP ? (await tablesCutAtTheRight(page)).map((p) => `table cut at the right: ${p}`) : []),
        ];
        assert.equal(problems.length, 0, `${problems.length} layout problems on ${where}:\n${problems.map((p) => `  ${where} | ${p}`).join('\n')}`);
      },
      { viewport: { width, height: 900 } },
    );
  }
}

/**
 * What the Sudoku lesson's first-time readers could not follow or
 * could not see, checked in the browser: on a phone (390 px) the clause
 * families table fits the screen, nothing on the page is cut off without a
 * sign and no drawing's text is under 11 px; CDCL by hand's second walk says
 * its learned clause in board words, literal by literal with "or", and its
 * "Show why" counts level 0 (the givens) apart from the earlier decisions'
 * levels, so "feed in" and "fed the conflict" cannot contradict each other,
 * and its last state, after the jump back, says it is not yet a model and why;
 * and at 1280 px the page stays at most 13,000 px tall with every fold closed, Make a board's Seed label
 * stays on its box's line and nothing is cut off (move 4's implication graph open, as on the phone); on a phone
 * a formula's scripts are readable.
 *
 * Expected words come from the engine under Node (the same by-hand steps the
 * page runs), never typed in.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { decide, learnAndBackjump, modelCheck, nameOf, startSatHand } from '../../src/puzzles/sudoku/sat-hand';
import { backjumpWalk } from '../../src/puzzles/sudoku/sat-hand-walk';
import { literalBoardWords } from '../../src/puzzles/sudoku/implication-graph';
import { browserTest, siteUrl } from './harness';
import { assertLessonHeight, cutOffProblems, smallDrawingText, squeezedTextTests } from './reading-checks';
import { hydrated } from './hydrated';

const LESSON = '/lessons/sudoku/';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Lays out every lazy block (content-visibility) so heights and widths are the real ones. */
async function layOutAll(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

browserTest('sudoku lesson on a phone: the clause families table fits, nothing is cut without a sign, drawing text is readable', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await layOutAll(page);
  const table = page.getByTestId('lesson-families');
  await table.evaluate((t) => { (t.closest('details') as HTMLDetailsElement).open = true; });
  await table.scrollIntoViewIfNeeded();
  const fit = await table.evaluate((t) => ({ content: t.parentElement!.scrollWidth, box: t.parentElement!.clientWidth }));
  assert.ok(fit.content <= fit.box + 1, `the clause families table is ${fit.content} px wide in a ${fit.box} px box`);
  // Each family's words and clause are shown once, in the row under its counts.
  const shownSays = await table.locator('td').evaluateAll((cells) => cells.filter((c) => c.getClientRects().length > 0 && /every|no /.test(c.textContent ?? '')).length);
  const families = await table.locator('tbody th[scope="row"]').count();
  assert.equal(shownSays, families - 1, 'every family but "all" shows what it says once');
  // The Sinz counter's shapes stack on a phone: the words get the full width, not a squeezed column beside the clause,
  // and each count sits under its words, labelled, not off to the side.
  const shapes = page.getByTestId('counter-example-table');
  await shapes.scrollIntoViewIfNeeded();
  const stack = await shapes.evaluate((t) => {
    const wrap = t.parentElement!;
    const says = t.querySelector('td[data-label="Says"]')!.getBoundingClientRect();
    const count = t.querySelector('td[data-label="Clauses"]')!.getBoundingClientRect();
    return { content: wrap.scrollWidth, box: wrap.clientWidth, says: says.width, countBelow: count.top >= says.bottom - 1 };
  });
  assert.ok(stack.content <= stack.box + 1, `the counter's table is ${stack.content} px wide in a ${stack.box} px box`);
  assert.ok(stack.says >= stack.box * 0.8, `the counter's "Says" words are ${stack.says} px wide in a ${stack.box} px box`);
  assert.ok(stack.countBelow, 'each shape\'s count stands under its words');
  // Move 4's implication graph (drawn open) fits or scrolls with a sign.
  assert.deepEqual(await cutOffProblems(page), []);
  assert.deepEqual(await smallDrawingText(page), []);
  assert.deepEqual(errors, []);
}, PHONE);

browserTest('sudoku lesson: CDCL by hand’s second walk says its learned clause in board words and names level 0 apart', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  // The walk under Node: the decisions, and the clause they teach.
  const parsed = parseSudoku(readFileSync('content/examples/sudoku/backjump-4x4.txt', 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const start = startSatHand(parsed.puzzle);
  const walk = backjumpWalk(start)!;
  let s = start;
  for (const v of walk) s = decide(s, v);
  const either = s.cut!.learned.map((l) => literalBoardWords(nameOf(s, l))).join(', or ');

  // The lesson's move 5 says it too, before the tool, over its drawing of the jump.
  const move5 = page.getByTestId('sat-worked-example').locator('li', { hasText: 'Jump back.' });
  const lead = (await move5.textContent())!.replace(/\s+/g, ' ');
  assert.ok(lead.includes(either), `move 5 does not say "${either}": ${lead}`);

  await page.getByTestId('sat-by-hand').scrollIntoViewIfNeeded();
  const island = hydrated(page, 'sat-by-hand');
  await island.waitFor();
  await island.getByTestId('sat-board-jump').click();
  for (let k = 0; k < walk.length; k++) await island.getByTestId('sat-decide').click();
  const meaning = await island.getByTestId('sat-learned-meaning').textContent();
  assert.ok(meaning!.startsWith(`${either}; so if `), meaning!);

  await island.getByTestId('sat-why').locator(':scope > summary').click();
  const resolution = (await island.getByTestId('sat-resolution-words').textContent())!;
  const caption = (await island.getByTestId('sat-graph').locator('figcaption').textContent())!;
  // Both name level 0 by its number, and neither says that no earlier level at all fed the conflict.
  assert.match(resolution, /level 0/);
  assert.match(caption, /Level 0/);
  assert.doesNotMatch(resolution, /No setting of an earlier level/);
  assert.match(resolution, new RegExp(`levels? 1( to ${s.level - 1})?`));

  // The walk's last state, after the jump back, says what it is: not yet a model, and why (counted under Node).
  await island.getByTestId('sat-learn').click();
  const after = learnAndBackjump(s);
  const check = modelCheck(after);
  const end = (await island.getByTestId('sat-walk-end').textContent())!.replace(/\s+/g, ' ');
  assert.match(end, /not yet a model/);
  assert.ok(end.includes(`${check.unset} variables have no value`), end);
  assert.ok(end.includes(`${check.clauses - check.trueClauses} of the ${check.clauses} clauses are not yet true`), end);
  // Move 5's drawing shows the same jump: the levels' words land where the tool does.
  const figure = page.getByTestId('jump-back');
  const jump = (await figure.textContent())!.replace(/\s+/g, ' ');
  assert.ok(jump.includes(`After the jump (level ${after.level})`), jump);
  assert.ok(jump.includes(`Level ${after.level}, `) && jump.includes('So here the clause is unit and forces'), jump);
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: at most 13,000 px tall at 1280 px with every fold closed', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await assertLessonHeight(page);
  // In the solver's "Make a board", the Seed label and its box share a line (the label ended one line, its box began the next).
  const make = hydrated(page, 'sudoku-solver', ' [data-testid="make-board"]');
  await make.scrollIntoViewIfNeeded();
  const seedBox = make.getByTestId('make-seed');
  const label = make.locator(`label[for="${await seedBox.getAttribute('id')}"]`);
  const [l, b] = [await label.boundingBox(), await seedBox.boundingBox()];
  assert.ok(l && b && l.y + l.height > b.y && l.y < b.y + b.height && l.x < b.x, `Seed label at ${JSON.stringify(l)}, its box at ${JSON.stringify(b)}`);
  // At this width too, nothing is cut off without a sign, move 4's implication graph included.
  assert.deepEqual(await cutOffProblems(page), []);
  assert.deepEqual(errors, []);
}, { viewport: { width: 1280, height: 900 } });

browserTest('sudoku lesson on a phone: a formula’s subscripts and superscripts are at least 11 px', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await layOutAll(page);
  // Every text node inside a typeset formula, the folds opened (the Sinz counter's fold is full of subscripts):
  // KaTeX sets scripts at 0.7 of the formula's size.
  const small = await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    const out: string[] = [];
    for (const k of document.querySelectorAll('.katex-html')) {
      const walker = document.createTreeWalker(k, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const px = parseFloat(getComputedStyle(n.parentElement!).fontSize);
        if ((n.textContent ?? '').replace(/\u200b/g, '').trim() && px < 11) out.push(`${n.textContent} at ${px.toFixed(1)} px`);
      }
    }
    return out;
  });
  assert.deepEqual(small, []);
  assert.deepEqual(errors, []);
}, PHONE);

browserTest('sudoku lesson on a phone: Algorithm X by hand’s matrix key says what a column head’s two parts mean, in at most 8 lines', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  // Brought near, the island starts; its key is then measured as the reader sees it.
  await page.getByTestId('xc-legend').first().scrollIntoViewIfNeeded();
  const legend = hydrated(page, 'xc-legend').first();
  await legend.waitFor();
  const text = (await legend.innerText()).replace(/\s+/g, ' ');
  // The head's two parts, with one example of each kind of column (a cell's, a rule's).
  assert.match(text, /A column's head has two parts: a cell's row over its column \(r1 over c2: “r1c2 has a value”\), or a rule's row, column or box \(R, C, B; boxes in reading order\) over its number \(R1 over #2: “row 1 holds a 2”\)/);
  // The phone drops the asides the lesson's text already gives, so the key stays short before the first control.
  assert.doesNotMatch(text, /r2c1#4: r2c1 holds 4|following the column you pick/);
  const lines = await legend.evaluate((p) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
  assert.ok(lines <= 8.2, `the key is ${lines.toFixed(1)} lines tall on a phone`);
  assert.deepEqual(errors, []);
}, PHONE);

browserTest('sudoku lesson: the depth chart marks the run’s first wrong placement that its caption names', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const chart = page.getByTestId('lesson-depth-chart');
  const mark = page.getByTestId('lesson-depth-chart-wrong');
  await layOutAll(page);
  await chart.scrollIntoViewIfNeeded();
  const caption = ((await page.getByTestId('lesson-depth-chart-why').textContent()) ?? '').replace(/\s+/g, ' ');
  const named = /such as the run's first, (\d+) in (r\d+c\d+) \(marked; the solution has (\d+)\)/.exec(caption);
  assert.ok(named, caption);
  assert.equal(((await mark.textContent()) ?? '').replace(/\s+/g, ' ').trim(), `↓ ${named[1]} in ${named[2]}, wrong`);
  // The mark sits inside the chart's bars, over the first bars (an early depth), and is not cut off.
  const [m, c] = [await mark.boundingBox(), await chart.locator('.sd-bars').boundingBox()];
  assert.ok(m && c && m.x >= c.x - 1 && m.x + m.width <= c.x + c.width + 1 && m.y >= c.y && m.y + m.height <= c.y + c.height + 1, `mark ${JSON.stringify(m)} in bars ${JSON.stringify(c)}`);
  assert.ok(m!.x < c!.x + c!.width / 4, 'the mark stands over an early depth');
  assert.deepEqual(errors, []);
}, PHONE);

browserTest('sudoku lesson on a phone: CDCL by hand keeps the board and the step’s words on screen after Decide; the exact-cover matrix says in words that it scrolls sideways', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('sat-by-hand').first().scrollIntoViewIfNeeded();
  const sat = hydrated(page, 'sat-by-hand').first();
  await sat.waitFor();
  await sat.getByTestId('sat-decide').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="sat-by-hand"]')?.getAttribute('data-level') === '1');
  // Both in view: the board whole, and the top of the words that say what the step did, right under it.
  await page.waitForFunction(() => {
    const b = document.querySelector('[data-testid="sat-hand-board"]')!.getBoundingClientRect();
    const w = document.querySelector('[data-testid="sat-propagation"]')!.getBoundingClientRect();
    return b.top >= 0 && b.bottom <= window.innerHeight && w.top >= 0 && w.top < window.innerHeight - 40;
  });
  await page.getByTestId('xc-legend').first().scrollIntoViewIfNeeded();
  const sign = hydrated(page, 'xc-scroll-sign').first();
  await sign.waitFor();
  assert.match((await sign.innerText()) ?? '', /scroll the matrix sideways →/);
  // Scrolled to its right end, the matrix hides nothing more there, and the sign goes.
  await hydrated(page, 'xc-matrix-box').first().evaluate((b) => { b.scrollLeft = b.scrollWidth; });
  await sign.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
}, PHONE);

squeezedTextTests('sudoku', LESSON);

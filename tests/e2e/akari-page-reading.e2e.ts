/**
 * What the Akari lesson's first-time readers tripped over, checked
 * in the browser at 1280 px: the forcing rule follows the sentence that
 * announces it on the main path; the first figure lists a cell's
 * inequalities as buttons that border their cells, in a box that never moves
 * the text under the figure; Check's numbered badges are explained beside the
 * board; the cells open at forcing's fixpoint are drawn beside the words that
 * name them; the last-resort search is said on the main path before any island
 * can report it; and the page stays at most 13,000 px tall with every fold closed.
 */
import assert from 'node:assert/strict';
import { assertLessonHeight, squeezedTextTests } from './reading-checks';
import { browserTest, siteUrl, waitAttr } from './harness';
import { hydrated } from './hydrated';

const LESSON = '/lessons/akari/';

browserTest('akari lesson: the forcing rule follows its announcement, the page is not too tall', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const next = await page.evaluate(() => {
    const lead = [...document.querySelectorAll('.lesson p')].find((p) => /one rule covers everything:\s*$/.test(p.textContent ?? ''));
    const after = lead?.nextElementSibling;
    return after ? { tag: after.tagName, text: after.textContent ?? '', inFold: after.closest('details') !== null } : null;
  });
  assert.ok(next, 'the sentence that announces the rule is on the page');
  assert.equal(next.tag, 'BLOCKQUOTE', `the rule follows it (got a ${next.tag})`);
  assert.match(next.text, /^\s*Forcing\b/);
  assert.equal(next.inFold, false);
  // "Size" is defined where the rule first uses it.
  assert.match(next.text, /larger in size \(the number without its sign: −2 has size 2\) than the slack/);
  // The "at most" step argues every cell it crosses out, not only the first.
  const atMost = await page.evaluate(() => [...document.querySelectorAll('.lesson p')].map((p) => p.textContent ?? '').find((t) => /would take away \d+, more than the slack/.test(t)) ?? '');
  const crossed = /So\s*(.*?)\s*\(crossed out\)/s.exec(atMost)?.[1] ?? '';
  if ((crossed.match(/=/g) ?? []).length > 1) assert.match(atMost, /more than the slack; the same holds for /);
  // The card that writes a segment with ≤ says it is the ≥ form of the text.
  const card = await page.evaluate(() => [...document.querySelectorAll('.lesson figure, .lesson .eng-card')].map((f) => f.textContent ?? '').find((t) => t.includes('A lamp blocks its row and column')) ?? '');
  assert.match(card, /it is the same inequality as the ≥ form in the text, which the solver uses/);
  // Slack is recapped in one sentence on the main path, and each later section links back to it where it first uses it.
  const recap = await page.evaluate(() => {
    const el = document.getElementById('slack-recap');
    return el ? { text: el.textContent ?? '', inFold: el.closest('details') !== null } : null;
  });
  assert.ok(recap, 'the slack recap has its anchor');
  assert.equal(recap.inFold, false);
  assert.match(recap.text, /In short: slack = M − r; a variable is forced when its coefficient’s size exceeds it\./);
  const linkedFrom = await page.evaluate(() => [...document.querySelectorAll('.lesson a[href="#slack-recap"]')].map((a) => {
    // The section a link stands in: the nearest h2 before it in the lesson's flat run of blocks.
    let block: Element = a;
    while (block.parentElement && !block.parentElement.classList.contains('lesson')) block = block.parentElement;
    let h: Element | null = block;
    while (h && h.tagName !== 'H2') h = h.previousElementSibling;
    return h?.textContent?.trim() ?? '';
  }));
  for (const section of ['Repeat until nothing changes', 'When forcing stalls', 'Selective sums', 'When the method stalls', 'Play it yourself']) {
    assert.equal(linkedFrom.filter((h) => h.startsWith(section)).length, 1, `one link back to the slack recap in “${section}…” (links from: ${linkedFrom.join(' | ')})`);
  }
  // Where a second board appears, the text says the x numbers restart on each board.
  const lessonText = await page.evaluate(() => document.querySelector('.lesson')?.textContent ?? '');
  assert.match(lessonText, /numbered afresh \(the .{0,20}numbers restart on every board\)/);
  // "≤ 1" said in words where the reader first meets one, in the first figure's lists, before the rules are written out.
  const atMostWords = lessonText.indexOf('≤ 1 reads “at most one lamp among these cells”');
  assert.ok(atMostWords >= 0, 'the first figure’s lead says what ≤ 1 means on the board');
  assert.ok(atMostWords < lessonText.indexOf('No two lamps see each other.'), 'said before the segments’ rule');
  // The star says which inequalities it adds to its base and why those: each cancels a cell of the base.
  assert.match(lessonText, /Those are kept because in ≥ form each has a minus sign on that cell where the base has a plus/);
  // The half-a-lamp fold: b = ½ satisfies both lines with a = 0, so every sum of them does too (a trial is still right).
  assert.match(lessonText, /a sum is arithmetic on numbers, fractions\s+included/);
  assert.match(lessonText, /so it satisfies every\s+sum of them too: no sum rules out/);
  // The main path says a trial's conclusion is sound, and why it is labelled all the same.
  assert.match(lessonText, /That is a proof by contradiction, not a guess, labelled a trial because, unlike a chain sum, no sum of its inequalities forces the cell/);
  // Said once, early: what never guesses, and the one step that does.
  assert.match(lessonText, /Forcing, sums and trials never guess\. A last-resort search, run only if trials settle nothing, does guess/);

  await assertLessonHeight(page);
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: the first figure lists a cell’s inequalities as buttons, and pointing at cells never moves the text below', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('lesson-model').first().scrollIntoViewIfNeeded();
  const model = hydrated(page, 'lesson-model').first();
  await model.waitFor();
  // The paragraph right after the figure: where it stands must not change while the reader explores.
  const below = model.locator('xpath=ancestor::astro-island[1]/following-sibling::*[1]');
  const top = () => below.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await top();

  const cell = model.locator('[data-var="6"]').first();
  await cell.hover();
  await waitAttr(page, model, 'data-hover-cell', '6');
  const items = model.getByTestId('lesson-model-marked').locator('button');
  assert.ok((await items.count()) > 5, 'the cell’s inequalities are listed as buttons');
  // Less than a pixel: line boxes round differently from the room kept for them, and nothing a reader sees moves.
  const still = async (what: string) => {
    const now = await top();
    assert.ok(Math.abs(now - before) < 1, `${what} moved the text under the figure by ${now - before} px`);
  };
  await still('listing a cell’s inequalities');
  // Pointing is a preview, drawn and said unlike a chosen cell: a dashed border with no stripes, then solid once clicked.
  assert.equal(await cell.getAttribute('data-pointed'), 'true');
  assert.equal(await cell.getAttribute('data-highlighted'), null, 'a pointed cell is not striped like a chosen one');
  assert.match((await model.getByTestId('lesson-model-status').textContent()) ?? '', /^Pointing at x₇ \(a preview: dashed border, no stripes\)\. Click, tap or press Enter to keep its/);
  await cell.click();
  await waitAttr(page, cell, 'data-selected', 'true');
  assert.equal(await cell.getAttribute('data-pointed'), null, 'a chosen cell is no longer drawn as a preview');
  assert.equal(await cell.getAttribute('data-highlighted'), 'true');
  await cell.click();
  await waitAttr(page, model, 'data-hover-cell', '6');

  // Tapping one borders its cells on the board (the caption says so) and keeps them bordered.
  await cell.click();
  await items.nth(2).click();
  await page.mouse.move(0, 0);
  const picked = await model.getAttribute('data-hover-inequality');
  assert.ok(picked !== null && picked !== '', 'a tapped inequality stays marked');
  assert.match((await model.getByTestId('lesson-model-status').textContent()) ?? '', /^\(\d+\), .+\. Its cells: thick blue border/);
  const bordered = await model.getByTestId('lesson-model-board').locator('[data-var][data-highlighted="true"]').count();
  assert.ok(bordered > 1, `its cells are bordered (${bordered})`);
  await still('tapping an inequality');
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: the fixpoint’s open cells are bordered on a board beside the sentence that names them', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const figure = page.getByTestId('fixpoint-on-board');
  await figure.scrollIntoViewIfNeeded();
  assert.equal(await figure.evaluate((el) => el.closest('details') === null), true, 'the board is on the main path');
  const words = ((await figure.locator('p', { hasText: 'cells open' }).textContent()) ?? '').replace(/\s+/g, ' ');
  const count = Number(/leaves (\d+) cells open/.exec(words)?.[1]);
  assert.ok(count > 0, `the sentence says how many cells are open: ${words}`);
  // A static drawing carries no per-cell data attributes: its label lists every cell's state, and a bordered cell has its blue frame.
  const svg = figure.getByTestId('fixpoint-on-board-board').locator('svg').first();
  const label = (await svg.getAttribute('aria-label')) ?? '';
  const fromSubscript = (s: string) => Number([...s].map((d) => '₀₁₂₃₄₅₆₇₈₉'.indexOf(d)).join(''));
  const open = [...label.matchAll(/x([₀-₉]+) undecided/g)].map((m) => fromSubscript(m[1]));
  assert.equal(open.length, count, 'the board shows as many open cells as the sentence says');
  assert.equal(await svg.locator('rect[stroke="#1d4f91"][stroke-width="4"]').count(), count, 'exactly the open cells are bordered');
  // Each open cell's name (x13 …) is one the sentence lists (KaTeX's text reads "x13").
  for (const n of open) assert.match(words, new RegExp(`x\\s*${n}(?!\\d)`), `x${n} is named beside the board`);
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: the last-resort search is said on the main path before the islands that can report it', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const order = await page.evaluate(() => {
    const said = [...document.querySelectorAll('.lesson p')].find((p) => p.closest('details') === null && /last-resort search[^.]*runs: it guesses/.test(p.textContent ?? ''));
    const play = document.querySelector('[data-testid="play-board"], astro-island[component-url*="AkariPlayIsland"]');
    return said && play ? said.compareDocumentPosition(play) & Node.DOCUMENT_POSITION_FOLLOWING : null;
  });
  assert.ok(order, 'the sentence on the search comes before the Play island (and so before the solver)');
  assert.deepEqual(errors, []);
});

squeezedTextTests('akari', LESSON);

/**
 * What the sliding lesson's first-time readers missed or could not
 * read, checked in the browser: the pattern databases' worked entry, where
 * the other tiles move for free, is on the main path, not in a fold; "What
 * each estimate buys" is one short paragraph; on a phone the IDA* iteration
 * table fits its card at every step, its current row's frame inside the box;
 * the page stays at most about 13,000 px tall at 1280 px with every fold
 * closed, measured once the solver's databases are built (part 4 is taller then); the key facts a reader who skips folds must still meet (the
 * 8-puzzle's reachable boards, its longest distance, IDA*'s memory against A*'s) are on the
 * main path; the two steppers say what they step through; a box that
 * scrolls (the IDA* stepper's tall tree at every width) says so in words, not
 * only by a faint edge shadow, and part 3's seven-column table becomes cards of
 * labelled values on a phone, every column shown, only its title's first sentence bold; the mirror
 * rule has its picture beside it (above it on a phone): the board, reflected with its numbers kept, then renumbered.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { parity } from '../../src/puzzles/sliding/parity';
import { assertLessonHeight, smallDrawingText, squeezedTextTests } from './reading-checks';
import { browserTest, siteUrl } from './harness';
import { openSlidingSolver, SLIDING_LESSON, waitForTablesBuilt } from './sliding-solver';
import { bfsDistances3x3, STATES_3X3, UNREACHED } from '../../src/puzzles/sliding/eight-puzzle/distances';
import { fmt } from '../../src/core/numbers';

browserTest('sliding lesson: the worked database entry is on the main path, the cost table is on the main path, the page is not too tall', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${SLIDING_LESSON}`);
  const worked = page.getByTestId('small-pdb-worked');
  assert.equal(await worked.evaluate((el) => el.closest('details') === null), true, 'the worked entry is in a fold');
  assert.ok(await worked.isVisible());
  // Its lead says that the other tiles move for free, right before it.
  const lead = await worked.evaluate((el) => el.closest('.lesson > *')?.previousElementSibling?.textContent ?? '');
  assert.match(lead, /other tiles move for free/i);
  // Where additivity is stated, those free moves are named as its reason (no move is counted twice), in one sentence.
  const additivity = await page.locator('.lesson > p', { hasText: 'may be added' }).first().textContent() ?? '';
  assert.match(additivity.replace(/\s+/g, ' '), /may be added, because each counts only its own tiles.{1,2}moves and lets the other tiles move for free[^.]*no move is counted twice\./);
  // Each small board says above it which moment it shows: before move 1, 2, …, then after the last move.
  const whens = await worked.locator('.sl-worked-when').evaluateAll((els) => els.map((el) => {
    const [words, board] = [el.firstElementChild!, el.querySelector('.sl-mini')!].map((e) => e.getBoundingClientRect());
    return { text: el.firstElementChild!.textContent, above: words.bottom <= board.top + 1 };
  }));
  assert.deepEqual(whens.map((w) => w.text), [...whens.slice(0, -1).map((_, i) => `Before move ${i + 1}`), `After move ${whens.length - 1}`]);
  assert.ok(whens.every((w) => w.above), 'a board\'s label is not above it');

  // "What each estimate buys": before its fold, a short paragraph, the cost table itself, and a line under it;
  // the paragraphs have at most three figures each (the table carries the rest).
  const buys = await page.evaluate(() => {
    const heading = [...document.querySelectorAll('.lesson h2')].find((h) => /What each estimate buys/.test(h.textContent ?? ''))!;
    const out: { table: boolean; text: string }[] = [];
    for (let el = heading.nextElementSibling; el && el.tagName !== 'DETAILS' && el.tagName !== 'H2'; el = el.nextElementSibling) {
      out.push({ table: el.matches('[data-testid="heuristic-cost-table"]'), text: el.textContent ?? '' });
    }
    return out;
  });
  assert.deepEqual(buys.map((b) => b.table), [false, true, false], 'before its fold: paragraph, cost table, paragraph');
  for (const { text } of buys.filter((b) => !b.table)) {
    const figures = text.match(/\b\d[\d,]*\b(?!-puzzle)/g) ?? []; // "15-puzzle" is a name, not a figure
    assert.ok(figures.length <= 3, `a paragraph has ${figures.length} figures: ${figures.join(' ')}`);
  }

  // Measured as a reader sees the page once the solver's databases are built: part 4 then has their rows.
  await waitForTablesBuilt(page);
  await assertLessonHeight(page);
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: the worked entry\'s words go under each small board on a phone, beside it at 1280 px', async ({ page, errors }) => {
  const placements = async () => {
    await page.goto(`${await siteUrl()}${SLIDING_LESSON}`);
    const worked = page.getByTestId('small-pdb-worked');
    await worked.scrollIntoViewIfNeeded();
    return worked.locator('.sl-worked-steps > li').evaluateAll((lis) => lis.map((li) => {
      const board = li.querySelector('.sl-worked-when')!.getBoundingClientRect();
      const words = li.querySelector('.sl-worked-words')!.getBoundingClientRect();
      // The detour's words argue about a position that is not its board: that position is drawn beside them.
      const shut = li.querySelector('[data-testid="small-pdb-shut-out"]')?.getBoundingClientRect();
      return { under: words.top >= board.bottom - 1, width: words.width, li: li.getBoundingClientRect().width,
        list: li.parentElement!.getBoundingClientRect().width, detour: /Out and back/.test(li.textContent ?? ''),
        shutBeside: shut ? shut.left >= words.right - 1 && shut.top < words.bottom && shut.bottom > words.top : null,
        shutUnder: shut ? shut.top >= words.bottom - 1 : null };
    }));
  };
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await placements();
  assert.ok(phone.length > 1);
  for (const p of phone) {
    assert.ok(p.under, 'on a phone the words are under the board');
    assert.ok(p.width >= p.li * 0.9, `the words use the width (${p.width} of ${p.li} px)`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = await placements();
  assert.ok(wide.every((p) => !p.under), 'at 1280 px the words are beside the board');
  // The detour's long reason has a whole row, so it reads as a few wide lines, not a tall narrow column.
  const detours = wide.filter((p) => p.detour);
  assert.equal(detours.length, 1);
  assert.ok(detours[0].li >= detours[0].list - 1, `the detour's step is ${detours[0].li} px of the list's ${detours[0].list}`);
  assert.equal(detours[0].shutBeside, true, 'at 1280 px the pictured position is not beside the detour\'s words');
  assert.deepEqual(wide.filter((p) => !p.detour).map((p) => p.shutBeside), wide.filter((p) => !p.detour).map(() => null));
  assert.equal(phone.find((p) => p.detour)?.shutUnder, true, 'on a phone the pictured position is not under the detour\'s words');
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson on a phone: the IDA* iteration table fits its card at every step, its current row framed inside', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${SLIDING_LESSON}`);
  const lab = page.getByTestId('tree-lab');
  await lab.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="tree-lab"][data-started="true"]').waitFor();
  const count = Number(await lab.getByTestId('stepper-tree').getAttribute('data-count'));
  let seen = 0;
  for (let k = 1; k <= count; k++) {
    await lab.getByTestId('stepper-tree-forward').click();
    const table = lab.getByTestId('iteration-table');
    if ((await table.count()) === 0) continue; // no iteration has finished yet
    seen++;
    const fit = await table.evaluate((el) => {
      const box = el.closest('.scroll-x') as HTMLElement;
      const b = box.getBoundingClientRect();
      const row = el.querySelector('tr.sl-current');
      const r = row?.getBoundingClientRect();
      const inset = row ? Number.parseFloat(getComputedStyle(row).outlineOffset) : 0;
      return { scroll: box.scrollWidth, client: box.clientWidth, boxRight: b.right, rowRight: r ? r.right + inset : null };
    });
    // Strictly: a table one pixel too wide is cut with no room for the scroll sign to show.
    assert.ok(fit.scroll <= fit.client, `step ${k}: the table is ${fit.scroll} px wide in a ${fit.client} px box`);
    if (fit.rowRight !== null) assert.ok(fit.rowRight <= fit.boxRight, `step ${k}: the current row's frame ends past its box`);
  }
  assert.ok(seen > 0, 'no step showed the iteration table');
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 } });

browserTest('sliding lesson: the reachable 8-puzzle boards, the longest distance and IDA*’s memory against A*’s are on the main path; the two steppers name what they step through', async ({ page, errors }) => {
  // The numbers, from the 8-puzzle's own breadth-first search (not from the page).
  const dist = [...bfsDistances3x3()].filter((d) => d !== UNREACHED);
  const F = { bfs: { reached: dist.length, states: STATES_3X3, max: dist.reduce((m, d) => Math.max(m, d), 0) } };
  await page.goto(`${await siteUrl()}${SLIDING_LESSON}`);
  // The text of the page outside every fold, as a reader who skips them reads it.
  const main = await page.evaluate(() => [...document.querySelectorAll('.lesson > :not(details)')].map((e) => e.textContent ?? '').join(' '));
  const flat = main.replace(/\s+/g, ' ');
  assert.ok(flat.includes(`reaches ${fmt(F.bfs.reached)} boards, exactly half of the 9! = ${fmt(F.bfs.states)}`), 'the reachable boards are not on the main path');
  assert.ok(flat.includes(`the farthest of them need ${F.bfs.max} moves`), 'the longest 8-puzzle distance is not on the main path');
  // IDA*'s memory against A*'s, as numbers: its path (solution length + 1) and the boards A* stores.
  assert.match(flat, /IDA\* keeps only its path, at most the solution[’']s length \+ 1 boards: \d+ on the\s+example board/);
  assert.match(flat, /A\*.{0,40}, the classic search IDA\* is named after, keeps every board it has generated.* it stores [\d,]+ boards for the example board and [\d,]+ for the hardest 8-puzzle board/);

  // Each stepper has a caption saying what it steps through, and its status says what one step is.
  const lab = page.getByTestId('tree-lab');
  await lab.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="tree-lab"][data-started="true"]').waitFor();
  assert.match((await lab.getByTestId('tree-lab-title').textContent()) ?? '', /^IDA\* step by step/);
  assert.match((await lab.getByTestId('stepper-tree-status').textContent()) ?? '', /^Search step \d+ of \d+$/);
  assert.equal(await lab.getByTestId('stepper-tree-forward').getAttribute('aria-label'), 'Forward one search step');
  const lookup = page.getByTestId('pdb-lookup');
  // The lookup stepper is a key step of the pattern-database section, so it sits on the main path, not in a fold.
  assert.equal(await lookup.evaluate((el) => el.closest('details') === null), true, 'the lookup stepper is in a fold');
  await lookup.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="pdb-lookup"][data-started="true"]').waitFor();
  assert.match((await lookup.getByTestId('pdb-lookup-title').textContent()) ?? '', /^Pattern-database lookup step by step/);
  assert.match((await lookup.getByTestId('stepper-lookup-status').textContent()) ?? '', /^Lookup step \d+ of \d+$/);
  assert.equal(await lookup.getByTestId('stepper-lookup-forward').getAttribute('aria-label'), 'Forward one lookup step');
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a tree or table larger than its box says in words which way it scrolls, at 1280 px and on a phone', async ({ page, errors }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    // Part 3's table after a solve: a line under it exactly when it is wider than its box.
    const solver = await openSlidingSolver(page);
    await solver.getByTestId('solve').click();
    await page.locator('[data-testid="sliding-solver"][data-phase="done"]').waitFor({ timeout: 90_000 });
    const table = solver.getByTestId('iteration-table');
    const wider = await table.evaluate((el) => { const b = el.closest('.scroll-x') as HTMLElement; return b.scrollWidth > b.clientWidth + 1; });
    assert.equal(await solver.getByTestId('iteration-table-wider').isVisible(), wider, `${width} px: the table's scroll line`);
    if (width === 390) {
      // On a phone each row is a card of labelled values: the table fits, and every column (Next bound too) shows.
      assert.ok(!wider, 'on a phone the table is wider than its box');
      const cells = await table.evaluate((el) => {
        const b = el.closest('.scroll-x')!.getBoundingClientRect();
        return [...el.querySelectorAll('td')].map((td) => {
          const r = td.getBoundingClientRect();
          return { label: td.getAttribute('data-label'), shown: r.width > 0 && r.left >= b.left - 0.5 && r.right <= b.right + 0.5,
            named: getComputedStyle(td, '::before').content.includes(td.getAttribute('data-label') ?? '?') };
        });
      });
      assert.ok(cells.some((c) => c.label === 'Next bound'), 'no Next bound cell');
      assert.deepEqual(cells.filter((c) => !c.shown || !c.named), [], 'a cell is outside its box or not named');
      // Only the title's first sentence is bold: a few lines, not the whole title.
      const bold = await solver.getByTestId('iteration-table-lead').evaluate((el) => {
        const line = Number.parseFloat(getComputedStyle(el).lineHeight) || 20;
        return { lines: Math.round(el.getBoundingClientRect().height / line), weight: getComputedStyle(el.parentElement!).fontWeight };
      });
      assert.ok(bold.lines <= 4, `the bold lead is ${bold.lines} lines`);
      assert.equal(bold.weight, '400', 'the rest of the title is bold');
    }
    // The IDA* stepper's last step: the tree opens scrolled down to the goal, its root out of sight; a line says so.
    const lab = page.getByTestId('tree-lab');
    await lab.scrollIntoViewIfNeeded();
    await page.locator('[data-testid="tree-lab"][data-started="true"]').waitFor();
    await lab.getByTestId('stepper-tree-last').click();
    const canvas = lab.locator('.search-tree-canvas');
    const box = await canvas.evaluate((b) => ({ taller: b.scrollHeight > b.clientHeight + 1, top: b.scrollTop }));
    assert.ok(box.taller && box.top > 0, `${width} px: the last tree is taller than its box and opens scrolled down`);
    // S is then out of sight above the goal, so the words beside the tree give the way from S.
    assert.match((await lab.locator('[data-testid$="-focus"]').textContent()) ?? '', /^From S, after sliding \d+(, \d+)*: /);
    const line = lab.locator('[data-testid$="-larger"]');
    assert.ok(await line.isVisible(), `${width} px: no words say the tree scrolls`);
    assert.match((await line.textContent()) ?? '', /taller than this box: swipe or scroll it (sideways and )?up or down/);
  }
  assert.deepEqual(errors, []);
});

browserTest('sliding solver on a phone: each estimate choice is a row at least 32 px tall, and a tap anywhere on it chooses it', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page, `?board=${encodeURIComponent('1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 _ 15')}`);
  for (const id of ['method-lc', 'method-pdb']) {
    const row = solver.getByTestId(id).locator('xpath=..');
    await row.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    assert.ok(box.height >= 32, `the row of ${id} is ${box.height}px tall`);
    // Tap the row's right part, away from the radio button itself: the row is the target.
    await row.tap({ position: { x: box.width - 8, y: box.height / 2 } });
    assert.equal(await solver.getByTestId(id).isChecked(), true, `a tap on the row of ${id} does not choose it`);
  }
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

browserTest('sliding lesson: the Sam Loyd fold opens by keyboard and shows its text, and one opened off screen is laid out too', async ({ page, errors }) => {
  const text = readFileSync('content/examples/sliding/swapped-14-15.txt', 'utf8').trim();
  const board = parseSliding(text);
  if (!board.ok) throw new Error(board.error.message);
  const facts = parity(board.puzzle);
  await page.goto(`${await siteUrl()}${SLIDING_LESSON}`);
  const fold = page.locator('details', { has: page.locator('summary', { hasText: 'Sam Loyd' }) });
  assert.equal(await fold.count(), 1);
  // Opened by a script while far from the screen: its blocks must not be skipped (innerText was empty).
  await fold.evaluate((el) => ((el as HTMLDetailsElement).open = true));
  const expected = new RegExp(`has\\s+${facts.inversions} inversion.* blank in row ${facts.blankRowFromBottom}: a sum of\\s+${facts.sum}, even`);
  assert.match(await fold.innerText(), expected);
  await fold.evaluate((el) => ((el as HTMLDetailsElement).open = false));
  // By keyboard, as a reader opens it: focus the summary, Enter.
  await fold.locator(':scope > summary').focus();
  await page.keyboard.press('Enter');
  assert.equal(await fold.evaluate((el) => (el as HTMLDetailsElement).open), true);
  assert.match(await fold.innerText(), expected);
  assert.ok(await fold.getByTestId('lesson-parity-panel').isVisible());
  assert.deepEqual(errors, []);
});

for (const width of [1280, 390]) {
  browserTest(`sliding lesson at ${width} px: the mirror rule has its before/after picture next to it, in words, its numbers readable`, async ({ page, errors }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${await siteUrl()}${SLIDING_LESSON}`);
    const rule = page.locator('.sl-mirror-rule');
    await rule.scrollIntoViewIfNeeded();
    const figure = rule.getByTestId('mirror-pair');
    const text = rule.locator('p', { hasText: 'mirror image' });
    const [f, t] = await Promise.all([figure.boundingBox(), text.boundingBox()]);
    assert.ok(f && t);
    if (width === 1280) {
      // Beside the rule's first lines, on its right.
      assert.ok(f.x >= t.x + t.width / 2 && Math.abs(f.y - t.y) < 40, `the picture is not beside the rule: ${JSON.stringify({ f, t })}`);
    } else {
      // On a phone, right above it.
      assert.ok(f.y + f.height <= t.y + 1 && t.y - (f.y + f.height) < 40, `the picture is not right above the rule: ${JSON.stringify({ f, t })}`);
    }
    assert.match((await figure.textContent()) ?? '',
      /Before[\s\S]*1\. Reflected[\s\S]*2\. Renumbered[\s\S]*Tile \d+ \(double frame\) stands on row \d, column \d\. Step 1 moves it to row \d, column \d\. Step 2 renumbers it \d+, by its home\./);
    // The renumbered board stands right under the reflected one, the step it follows.
    const [reflected, after] = await Promise.all(['mirror-pair-reflected', 'mirror-pair-after'].map((id) => figure.getByTestId(id).boundingBox()));
    assert.ok(reflected && after && after.y >= reflected.y + reflected.height && Math.abs(after.x - reflected.x) < 2, 'the renumbered board is not under the reflected one');
    assert.deepEqual((await smallDrawingText(page)).filter((s) => s.includes('mirror-pair')), []);
    assert.deepEqual(errors, []);
  });
}

squeezedTextTests('sliding', SLIDING_LESSON);

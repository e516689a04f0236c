/**
 * The Akari lesson's play island, as a reader uses it: a link restores a
 * hand-made position (lamps around the 3 of the easy board); Hint in three
 * presses with the words the same code gives under Node, Apply; a lamp placed
 * by pointer that the givens rule out, flagged by Check with its proof; the
 * keyboard (a cross, clear, undo, redo); a rule named the moment it breaks;
 * "Explain from here"; the link follows; the island on a phone.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { checkPosition, playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { akariPlayModel, AKARI_PLAY_RULES } from '../../src/puzzles/akari/play';
import { playToLink } from '../../src/ui/play-link';
import { BROKEN_BADGE, checkWords } from '../../src/ui/inequalities/play/hint-text';
import { browserTest, holdScripts, siteUrl, waitAttr } from './harness';
import { expectCheck, expectExplain, expectFitsPhone, hintAndApply, openPlay } from './play-steps';
import { hydrated } from './hydrated';

const LESSON = '/lessons/akari/';
const parsed = parseAkari(readFileSync('content/examples/akari/easy-7x7.txt', 'utf8').trim());
if (!parsed.ok) throw new Error(parsed.error.message);
const puzzle = parsed.puzzle;
const board = playBoard(akariPlayModel(puzzle));
const { model } = board;
// The cells of the variables, as the model numbers them (row, column from 0).
const cells = buildAkariModel(puzzle).variables;
const variableAt = (r: number, c: number) => cells.findIndex((v) => v.row === r && v.col === c);

/** The reader's position: a lamp on every neighbour of the board's 3. */
function aroundTheThree(): number[] {
  const r = puzzle.rows.findIndex((row) => row.includes('3'));
  const c = puzzle.rows[r].indexOf('3');
  const values = new Array<number>(model.variables.length).fill(UNKNOWN);
  for (const [rr, cc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]) {
    const v = variableAt(rr, cc);
    if (v >= 0) values[v] = 1;
  }
  return values;
}

const cellOf = (v: number) => `play-board-cell-${cells[v].row}-${cells[v].col}`;

browserTest('akari lesson: play — a hint in three presses from the reader’s position, Apply, Check with a proof, keys, Explain, the link', async ({ page, errors }) => {
  const start = aroundTheThree();
  const { play, ws } = await openPlay(page, LESSON, 'easy', start);
  let values = await hintAndApply(page, play, board, start);
  assert.ok(page.url().includes(`play=${playToLink('easy', values)}`), 'the link carries the position');

  // A lamp the givens rule out and that breaks no rule yet, placed with the pointer (one click: empty → lamp).
  const givens = board.givens();
  const wrong = values.findIndex((v, i) => v === UNKNOWN && givens.values[i] === 0 && board.finder.firstBroken(values.map((x, j) => (j === i ? 1 : x))) < 0);
  assert.ok(wrong >= 0, 'some lamp is ruled out by the givens alone without breaking a rule yet');
  await play.getByTestId(cellOf(wrong)).click();
  values = values.map((x, j) => (j === wrong ? 1 : x));
  await waitAttr(page, ws, 'data-values', values.join(' '));
  await expectCheck(page, play, board, values);
  // The proof's step numbers on the board are explained beside it, not only in the Check panel further down.
  const badged = await play.getByTestId('play-board').locator('[data-badge]').count();
  if (badged > 0) assert.match((await play.getByTestId('play-badge-legend').textContent()) ?? '', /number in a round badge \(in a corner of a cell\): the step of Check’s proof, in the Check panel/);

  // Keys on the focused cell: X marks no lamp, Backspace clears, Ctrl+Z and Ctrl+Y.
  await play.getByTestId(cellOf(wrong)).focus();
  await page.keyboard.press('x');
  await waitAttr(page, ws, 'data-values', values.map((x, j) => (j === wrong ? 0 : x)).join(' '));
  await page.keyboard.press('Backspace');
  await waitAttr(page, ws, 'data-values', values.map((x, j) => (j === wrong ? UNKNOWN : x)).join(' '));
  await page.keyboard.press('Control+z');
  await waitAttr(page, ws, 'data-values', values.map((x, j) => (j === wrong ? 0 : x)).join(' '));
  await page.keyboard.press('Control+y');
  values = values.map((x, j) => (j === wrong ? UNKNOWN : x));
  await waitAttr(page, ws, 'data-values', values.join(' '));

  // The arrow keys skip black cells, and the how-to under the board says so.
  assert.match((await play.textContent()) ?? '', /the arrow keys move \(skipping black cells\)/);
  const before = cells.findIndex((v) => variableAt(v.row, v.col + 1) < 0 && cells.some((u) => u.row === v.row && u.col > v.col + 1));
  assert.ok(before >= 0, 'some white cell has a black cell to its right and a white cell beyond');
  const beyond = cells.findIndex((u) => u.row === cells[before].row && u.col > cells[before].col + 1 && !cells.some((w) => w.row === u.row && w.col > cells[before].col && w.col < u.col));
  await play.getByTestId(cellOf(before)).focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, cellOf(beyond));

  // A lamp in sight of another: the rule is named at once, in words.
  const seeing = values.findIndex((v, i) => v === UNKNOWN && model.constraints.some((c) => (c.kind === 'row' || c.kind === 'col') && c.inequality.vars.includes(i) && c.inequality.vars.some((u) => values[u] === 1)));
  await play.getByTestId(cellOf(seeing)).click();
  await waitAttr(page, play.getByTestId('play-live'), 'data-tone', 'broken');
  assert.equal(await play.getByTestId('play-live').textContent(), `Rule broken: ${AKARI_PLAY_RULES.find((r) => r.code === 'lampsSeeEachOther')!.words}`);
  // … and the two lamps that see each other are marked on the board by a shape (hatched, thick border), said in words.
  assert.match((await play.getByTestId('play-broken-cells').textContent()) ?? '', /cells that break it have a thick border/);
  const hatched = await play.getByTestId('play-board').evaluate((svg) => svg.querySelectorAll('[data-highlighted="true"]').length);
  assert.equal(hatched, 2, 'the two lamps are marked');
  // Check on the broken rule: the two lamps carry the broken rule's badge, as a proof's cells carry numbers, and the key names the rule.
  const broken = values.map((x, j) => (j === seeing ? 1 : x));
  await expectCheck(page, play, board, broken);
  const want = checkWords(model, checkPosition(board, broken), broken);
  const badges = await play.getByTestId('play-board').locator('[data-badge]').evaluateAll((els) => els.map((el) => el.getAttribute('data-badge')));
  assert.deepEqual(badges, Object.values(want.badges));
  assert.ok(badges.some((b) => b?.endsWith(BROKEN_BADGE)), 'the cells that break the rule are badged');
  assert.equal((await play.getByTestId('play-badge-legend').textContent())?.trim(), want.badgeKey);
  assert.ok(want.badgeKey.includes(`“${AKARI_PLAY_RULES.find((r) => r.code === 'lampsSeeEachOther')!.words.replace(/\.$/, '')}”`), 'the key names the rule');
  await page.keyboard.press('Control+z');
  await waitAttr(page, ws, 'data-values', values.join(' '));

  await expectExplain(page, play, board, values);
  await expectFitsPhone(page, play);
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: play — the first clicks on cells made while the island says “Starting…” are played once it runs', async ({ page, errors }) => {
  // Hold the island's code back, so the clicks surely come while it is starting (a reader lost the first one).
  const { release } = await holdScripts(page, /\/_astro\/AkariPlayIsland[^/]*\.js$/);
  await page.goto(`${await siteUrl()}${LESSON}`);
  const section = page.getByTestId('play').first();
  await section.scrollIntoViewIfNeeded();
  await section.getByTestId('starting-note').waitFor();
  // Two cells that do not see each other: the reader's two lamps.
  const first = 0;
  const second = cells.findIndex((c) => c.row !== cells[first].row && c.col !== cells[first].col);
  await section.getByTestId(cellOf(first)).click();
  await section.getByTestId(cellOf(second)).click();
  release();
  const ws = hydrated(page, 'play-workspace');
  const want = model.variables.map((_, v) => (v === first || v === second ? 1 : UNKNOWN));
  await waitAttr(page, ws, 'data-values', want.join(' '));
  assert.equal(await section.getByTestId('starting-note').count(), 0);
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: play — a permalink opens at the board, which stays hidden until it shows the linked position', async ({ page, errors }) => {
  const { release } = await holdScripts(page, /\/_astro\/AkariPlayIsland[^/]*\.js$/);
  const values = model.variables.map((_, v) => (v === 2 ? 0 : UNKNOWN));
  await page.goto(`${await siteUrl()}${LESSON}?play=${playToLink('easy', values)}`);
  const section = page.getByTestId('play').first();
  // While the island's code is held back, its empty first markup is not shown.
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="play"]');
    return el !== null && getComputedStyle(el.closest('astro-island > *') ?? el).visibility === 'hidden';
  });
  release();
  const ws = hydrated(page, 'play-workspace');
  await waitAttr(page, ws, 'data-values', values.join(' '));
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="play"]');
    return el !== null && getComputedStyle(el.closest('astro-island > *') ?? el).visibility === 'visible';
  });
  // The page is at the board, not at the top of the lesson.
  const box = await section.getByTestId('play-board').boundingBox();
  const height = page.viewportSize()!.height;
  assert.ok(box && box.y < height && box.y + box.height > 0, `the board is in view (top ${box?.y})`);
  assert.deepEqual(errors, []);
});

/**
 * After Check, a cell carrying a step badge also shows its name and, when
 * marked, its lamp or ×: the three must not touch, at a phone's width and at
 * 1280 px (a reader found "x2" crowded by badge 3).
 */
/**
 * Play on the easy board with one lamp the givens rule out, Checked: Check proves the cross and badges the
 * proof's cells. Returns the island and its badged cells (at least one shown).
 */
async function checkedWithRuledOutLamp(page: Page) {
  const start = aroundTheThree();
  const givens = board.givens();
  const wrong = start.findIndex((v, i) => v === UNKNOWN && givens.values[i] === 0 && board.finder.firstBroken(start.map((x, j) => (j === i ? 1 : x))) < 0);
  assert.ok(wrong >= 0);
  const values = start.map((x, j) => (j === wrong ? 1 : x));
  const { play } = await openPlay(page, LESSON, 'easy', values);
  await expectCheck(page, play, board, values);
  const badged = play.getByTestId('play-board').locator('[data-badge]');
  await badged.first().waitFor();
  return { play, badged };
}

/**
 * The board shows the marks of one answer at a time, the last asked for: the
 * badges number the Check panel's proof, so a hint that takes the board over
 * clears that panel too, and Check clears the hint (a reader saw the badges
 * gone while the panel still spoke of them).
 */
browserTest('akari lesson: play — Hint after Check clears the proof with its badges, Check after Hint clears the hint', async ({ page, errors }) => {
  const { play, badged } = await checkedWithRuledOutLamp(page);
  await play.getByTestId('play-hint-button').click();
  await play.locator('[data-testid="play-hint"]:not([data-level="0"])').waitFor();
  assert.equal(await play.getByTestId('play-check').getAttribute('data-tone'), '');
  assert.equal(await badged.count(), 0);
  assert.equal(await play.getByTestId('play-badge-legend').count(), 0);
  await play.getByTestId('play-check-button').click();
  await badged.first().waitFor();
  assert.equal(await play.getByTestId('play-hint').getAttribute('data-level'), '0');
  assert.notEqual(await play.getByTestId('play-check').getAttribute('data-tone'), '');
  assert.deepEqual(errors, []);
});

/**
 * A hint after a lamp the givens rule out is graded like any hint (a reader met "Before any deduction: …" shown in
 * full at once, and the Hint button gone): part 1 says which mark cannot be right, part 2 the rule, part 3 the proof.
 */
browserTest('akari lesson: play — Hint on a ruled-out lamp: which mark, then the rule, then the proof, one press each', async ({ page, errors }) => {
  const { play } = await checkedWithRuledOutLamp(page);
  const button = play.getByTestId('play-hint-button');
  await button.click();
  const wrong = play.getByTestId('play-hint-wrong');
  await wrong.waitFor();
  const first = (await wrong.getByTestId('play-hint-1').textContent()) ?? '';
  assert.match(first, /Your mark at x[₀-₉]+ \(row \d, column \d\), a lamp, cannot be right/);
  assert.doesNotMatch(first, /deduction/);
  assert.equal(await wrong.getByTestId('play-hint-2').count(), 0);
  // Hint stays there, enabled, for the next part.
  assert.equal(await button.getAttribute('aria-disabled'), 'false');
  await button.click();
  await wrong.getByTestId('play-hint-2').waitFor();
  assert.match((await wrong.getByTestId('play-hint-2').textContent()) ?? '', /but the givens alone force/);
  await button.click();
  await wrong.getByTestId('play-hint-3').waitFor();
  assert.match((await wrong.getByTestId('play-hint-3').textContent()) ?? '', /^Proof/);
  assert.equal(await button.getAttribute('aria-disabled'), 'true');
  assert.deepEqual(errors, []);
});

/** On a phone, before they are asked for, Hint and Check share a row right under the board's words, not two boxes. */
browserTest('akari lesson: play on a phone — Hint and Check share a row before either is asked for', async ({ page, errors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { play } = await openPlay(page, LESSON, 'easy', aroundTheThree());
  const hint = await play.getByTestId('play-hint-button').boundingBox();
  const check = await play.getByTestId('play-check-button').boundingBox();
  assert.ok(hint && check);
  assert.ok(Math.abs(hint.y - check.y) < 2, `Hint at y ${hint.y}, Check at y ${check.y}`);
  assert.ok(check.x > hint.x + hint.width);
  assert.deepEqual(errors, []);
});

for (const width of [390, 1280]) {
  browserTest(`akari lesson: play — Check's step badges keep clear of the cell's name and lamp at ${width} px`, async ({ page, errors }) => {
    const { play, badged } = await checkedWithRuledOutLamp(page);
    // Boxes per badged cell, read in the page (no named helpers there: the test's bundler would wrap them).
    const cellsParts = await badged.evaluateAll((els) => els.map((cell) => ({
      label: cell.getAttribute('aria-label') ?? '',
      parts: ['badge', 'name', 'glyph'].flatMap((part) => {
        const el = cell.querySelector(`[data-part="${part}"]`);
        if (!el) return [];
        const r = el.getBoundingClientRect();
        return [{ part, left: r.left, right: r.right, top: r.top, bottom: r.bottom }];
      }),
    })));
    const clashes: string[] = [];
    for (const { label, parts } of cellsParts) {
      if (!parts.some((p) => p.part === 'name')) clashes.push(`${label}: no name`);
      for (const [i, a] of parts.entries()) {
        for (const b of parts.slice(i + 1)) {
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) clashes.push(`${label}: ${a.part} meets ${b.part}`);
        }
      }
    }
    assert.deepEqual(clashes, []);
    assert.deepEqual(errors, []);
  }, { viewport: { width, height: 900 } });
}

/**
 * Where the chosen cell's corner brackets meet its name or badge (boxes read in the page), as sentences; none is the aim.
 * No named helpers in the page half: the test's bundler would wrap them in one the page does not have.
 */
async function cursorClashes(board: Locator): Promise<string[]> {
  return board.evaluate((svg) => {
    const out: string[] = [];
    const cell = svg.querySelector('[data-selected="true"]');
    if (!cell) return ['no chosen cell'];
    // In board units: each arm's line widened by half its stroke on every side (its square cap too), against the part's box.
    const half = Number(cell.querySelector('[data-testid="cell-cursor"]')?.getAttribute('stroke-width') ?? 0) / 2;
    const arms = [...cell.querySelectorAll<SVGGraphicsElement>('[data-part="cursor"]')].map((el) => el.getBBox())
      .map((r) => ({ left: r.x - half, right: r.x + r.width + half, top: r.y - half, bottom: r.y + r.height + half }));
    if (arms.length === 0) out.push('the chosen cell has no brackets');
    for (const part of ['name', 'badge']) {
      const r = cell.querySelector<SVGGraphicsElement>(`[data-part="${part}"]`)?.getBBox();
      const b = r && { left: r.x, right: r.x + r.width, top: r.y, bottom: r.y + r.height };
      if (b && arms.some((a) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)) out.push(`${cell.getAttribute('aria-label')}: a bracket meets the ${part}`);
    }
    return out;
  });
}

for (const width of [390, 1280]) {
  browserTest(`akari lesson: play — the chosen cell's corner brackets keep clear of its name, open or with a lamp, at ${width} px`, async ({ page, errors }) => {
    const { play } = await openPlay(page, LESSON, 'easy', aroundTheThree());
    const board = play.getByTestId('play-board');
    // A cell with a lamp, clicked to a cross (its name moves to the corner), and an open one clicked round to empty again
    // (its name in the middle): each is then the chosen cell.
    const values = aroundTheThree();
    for (const [v, clicks, state] of [[values.indexOf(1), 1, 'cross'], [values.indexOf(UNKNOWN), 3, 'unknown']] as const) {
      const target = play.getByTestId(cellOf(v));
      for (let k = 0; k < clicks; k++) await target.click();
      await waitAttr(page, target, 'data-state', state);
      await waitAttr(page, target, 'data-selected', 'true');
      assert.equal(await target.locator('[data-part="name"]').count(), 1, 'the board draws names');
      assert.deepEqual(await cursorClashes(board), []);
    }
    assert.deepEqual(errors, []);
  }, { viewport: { width, height: 900 } });
}

/**
 * On a phone the board is pinned at the top while the reader reads the hint
 * below it; readers found the Undo row hidden under that pinned board. The
 * board and both rows of controls are pinned together: with the hint in view,
 * Undo and the marks are on the screen and nothing covers them.
 */
browserTest('akari lesson: play on a phone — with the hint read below the pinned board, the marks and Undo are in sight and uncovered', async ({ page, errors }) => {
  const start = aroundTheThree();
  const { play } = await openPlay(page, LESSON, 'easy', start);
  for (let k = 1; k <= 3; k++) {
    await play.getByTestId('play-hint-button').click();
    await waitAttr(page, play.getByTestId('play-hint'), 'data-level', String(k));
  }
  // The reader reads the hint: its panel at the top of what the pinned block leaves free (its scroll margin says how much that covers).
  await play.getByTestId('play-hint').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const stick = (await play.getByTestId('play-stick').boundingBox())!;
  assert.ok(stick.y <= 1, `the board and its controls are pinned at the top (top ${Math.round(stick.y)} px)`);
  for (const id of ['play-undo', 'play-redo', 'play-mark-lamp', 'play-mark-cross']) {
    const button = play.getByTestId(id);
    const box = (await button.boundingBox())!;
    assert.ok(box.y >= 0 && box.y + box.height <= 844, `${id} is on the screen (top ${Math.round(box.y)} px)`);
    // What a tap at its middle reaches is the button itself, not the board or a panel drawn over it.
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return at !== null && (at === el || el.contains(at));
    });
    assert.ok(hit, `${id} is not covered`);
  }
  // The hint's words are still on the screen below the pinned block, not under it.
  const hint = (await play.getByTestId('play-hint').boundingBox())!;
  assert.ok(hint.y + hint.height > stick.y + stick.height + 40, 'the hint shows below the pinned board and controls');
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 } });

browserTest('akari lesson: play on a phone — after Hint, the status line under the board starts below the pinned block', async ({ page, errors }) => {
  const { play } = await openPlay(page, LESSON, 'easy', aroundTheThree());
  // The reader has scrolled so that the status's first line is under the pinned board and its buttons.
  await play.getByTestId('play-status').evaluate((line) => {
    const stick = document.querySelector('[data-testid="play-stick"]')!;
    window.scrollBy(0, line.getBoundingClientRect().top - stick.getBoundingClientRect().bottom + 30);
  });
  await play.getByTestId('play-hint-button').focus();
  await page.keyboard.press('Enter');
  await waitAttr(page, play.getByTestId('play-hint'), 'data-level', '1');
  await page.waitForFunction(() => {
    const stick = document.querySelector('[data-testid="play-stick"]')!.getBoundingClientRect();
    const line = document.querySelector('[data-testid="play-status"]')!.getBoundingClientRect();
    return line.top >= stick.bottom - 1;
  });
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 } });

browserTest('akari lesson: the Play intro leaves Check’s round badges to the legend beside the board, met after pressing Check', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  // Between the heading and the island only the closed fold: the badges are explained where they appear (play-badge-legend).
  const intro = await page.locator('h2:has-text("Play it yourself")').evaluate((h) => {
    let text = '';
    for (let n = h.nextElementSibling; n && !n.querySelector('[data-testid="play-board"]') && n.tagName !== 'ASTRO-ISLAND' && n.tagName !== 'H2'; n = n.nextElementSibling) {
      if (n.tagName !== 'DETAILS') text += n.textContent ?? '';
    }
    return text;
  });
  assert.doesNotMatch(intro, /round badge/);
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: play — Check with two wrong marks numbers one proof on the board and says which, in the panel and the key', async ({ page, errors }) => {
  const tricky = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8').trim());
  if (!tricky.ok) throw new Error(tricky.error.message);
  const tb = playBoard(akariPlayModel(tricky.puzzle));
  const givens = tb.givens();
  // The first two lamps the givens rule out that break no rule yet.
  const values = new Array<number>(tb.model.variables.length).fill(UNKNOWN);
  for (let i = 0, n = 0; i < values.length && n < 2; i++) {
    if (givens.values[i] !== 0) continue;
    values[i] = 1;
    if (tb.finder.firstBroken(values) >= 0) values[i] = UNKNOWN;
    else n++;
  }
  const { play } = await openPlay(page, LESSON, 'tricky', values);
  await expectCheck(page, play, tb, values);
  const want = checkWords(tb.model, checkPosition(tb, values), values);
  assert.match(want.badgeNote, /only the proof for the mark at x[₀-₉]+ \(row \d, column \d\) is numbered/);
  assert.equal((await play.getByTestId('play-check-badges').textContent())?.trim(), want.badgeNote);
  assert.equal((await play.getByTestId('play-badge-legend').textContent())?.trim(), want.badgeKey);
  const badges = await play.getByTestId('play-board').locator('[data-badge]').evaluateAll((els) => els.map((el) => el.getAttribute('data-badge')));
  assert.deepEqual(badges, Object.values(want.badges));
  assert.deepEqual(errors, []);
});

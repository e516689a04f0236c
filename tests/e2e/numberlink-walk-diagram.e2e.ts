/**
 * The Numberlink lesson's walk and whole diagram, as a reader meets them:
 * a walk step no rule forces shows its doomed branch (the rules that end it
 * named, the board redrawn); the walk's board sits right under its controls
 * at 1280 and 390 px; in the diagram a clicked node stays picked while the
 * pointer only previews another, and the node panel fits its box or scrolls
 * with the sign. Expected values come from the engine run here under Node.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { recorder } from '../../src/core/trace';
import type { NumberlinkEvent, WalkStepEvent } from '../../src/puzzles/numberlink/events';
import { parseNumberlink } from '../../src/puzzles/numberlink/format';
import { cutRule } from '../../src/puzzles/numberlink/rule-names';
import { runZdd, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { browserTest, siteUrl, waitAttr } from './harness';
import type { Locator, Page } from 'playwright-core';
import { hydrated } from './hydrated';

const LESSON = '/lessons/numberlink/';

function exampleWalk(): WalkStepEvent[] {
  const r = parseNumberlink(readFileSync('content/examples/numberlink/pzprjs-5x5.txt', 'utf8').trim());
  if (!r.ok) throw new Error(r.error.message);
  const rec = recorder<NumberlinkEvent>();
  runZdd(r.puzzle, zddParams({ rule: 'fill', sweep: 'rows' }, r.puzzle), {}, rec.sink);
  return rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
}

browserTest('numberlink lesson: a step no rule forces shows its doomed branch, naming the rules that end it', async ({ page, errors }) => {
  const base = await siteUrl();
  const steps = exampleWalk();
  const k = steps.findIndex((s) => s.other && !s.other.cut && s.other.count === '0' && s.other.dies?.branch);
  assert.ok(k >= 0, 'the example walk has a dead other choice with a recorded branch');
  await page.goto(`${base}${LESSON}?nl-walk=${k + 1}`);
  await page.getByTestId('nl-walk').first().scrollIntoViewIfNeeded();
  const walk = hydrated(page, 'nl-walk').first();
  await walk.waitFor();
  if ((await walk.getAttribute('data-step')) !== String(k + 1)) {
    await walk.getByTestId('stepper-nl-walk-first').click();
    for (let i = 0; i <= k; i++) await walk.getByTestId('stepper-nl-walk-forward').click();
  }
  await waitAttr(page, walk, 'data-step', String(k + 1));
  const button = walk.getByTestId('nl-walk-doomed');
  await button.focus();
  await page.keyboard.press('Enter');
  const says = walk.getByTestId('nl-walk-doomed-says');
  await says.waitFor();
  const text = (await says.textContent()) ?? '';
  const d = steps[k].other!.dies!;
  for (const c of d.branch!.cuts) assert.ok(text.includes(cutRule(c.rule)), `the branch names ${c.rule}`);
  assert.ok(text.includes(`edge ${d.level + 1}`), 'the branch names the edge where it dies');
  assert.equal(await walk.getByTestId('nl-walk-board').getAttribute('data-links'), String(d.branch!.taken.length));
  // The counter says it counts the walk's steps, and its words say the board is the branch, not that step
  // (a bare "Step 5 of 40" beside the branch read as the branch's own step)…
  assert.equal(await walk.getByTestId('stepper-nl-walk-status').textContent(), `Walk step ${k + 1} of ${steps.length}`);
  // …and how to get back: the button, or Escape, which returns to the same step.
  assert.match((await walk.getByTestId('stepper-nl-walk-describe').textContent()) ?? '',
    new RegExp(`^the board shows not this step but the doomed branch of its other choice, up to edge ${d.level + 1}\\. “Back to the walk” or Escape returns to walk step ${k + 1}$`));
  await walk.getByTestId('stepper-nl-walk-forward').focus();
  await page.keyboard.press('Escape');
  await says.waitFor({ state: 'detached' });
  assert.equal(await walk.getAttribute('data-step'), String(k + 1));
  assert.match((await walk.getByTestId('stepper-nl-walk-describe').textContent()) ?? '', /^edge \d+: /);
  await button.click();
  await says.waitFor();
  // A new step goes back to the walk.
  await walk.getByTestId('stepper-nl-walk-forward').click();
  await waitAttr(page, walk, 'data-step', String(k + 2));
  assert.equal(await walk.getByTestId('nl-walk-doomed-says').count(), 0);
  assert.match((await walk.getByTestId('stepper-nl-walk-describe').textContent()) ?? '', /^edge \d+: /);
  // P, with focus in the walk, jumps back to the previous step no rule forces: this one.
  await walk.getByTestId('stepper-nl-walk-forward').focus();
  await page.keyboard.press('p');
  await waitAttr(page, walk, 'data-step', String(k + 1));
  const next = steps.findIndex((s, i) => i > k && s.other && !s.other.cut);
  if (next >= 0) {
    await page.keyboard.press('n');
    await waitAttr(page, walk, 'data-step', String(next + 1));
    // Anywhere in the walk's island, not only its buttons: a click on its words (no control there) gives N and P to the
    // walk, as the lesson says beside it (a reader pressed N with nothing focused).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await walk.getByTestId('nl-walk-says').click();
    await page.keyboard.press('p');
    await waitAttr(page, walk, 'data-step', String(k + 1));
  }
  assert.match(((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' '), /click anywhere in the walk, then N jumps to the next, P back/);
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: in the whole diagram a clicked node stays picked; pointing only previews', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  await page.getByTestId('fig-zdd').first().scrollIntoViewIfNeeded();
  const fig = hydrated(page, 'fig-zdd');
  await fig.waitFor();
  // The lesson says arcs to ⊥ are left out of the drawing: no drawn arc ends at the ⊥ box.
  const intoBottom = await fig.evaluate((f) => {
    const box = [...f.querySelectorAll('rect.nl-term')].find((r) => r.nextElementSibling?.textContent === '⊥')!;
    const [x, y] = [Number(box.getAttribute('x')) + 12, Number(box.getAttribute('y')) + 12];
    return [...f.querySelectorAll('line.nl-arc0, line.nl-arc1')].filter((l) => Math.abs(Number(l.getAttribute('x2')) - x) < 13 && Math.abs(Number(l.getAttribute('y2')) - (y - 12)) < 2).length;
  });
  assert.equal(intoBottom, 0);
  // …said plainly (a reader could not parse a sentence about what the box is for), with the count ⊥ starts from.
  const mainText = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
  assert.ok(mainText.includes('Arcs into ⊥ are not drawn; ⊥ counts 0 solutions, ⊤ counts 1.'), 'the ⊥ bullet says what is drawn and what ⊥ counts');
  // Zero suppression says what "tells nothing" meant: the 1-arc leads to ⊥, so the node adds no information.
  // ⊥ is named (not "it"), with one name: no second name "0-terminal". Dead ends' fate is said on the main path.
  assert.match(mainText, /Zero-suppressed: when a node[’']s 1-arc leads to ⊥, every solution through the node leaves its edge out, so the node adds no information/);
  assert.ok(!mainText.includes('0-terminal'), 'one name for ⊥');
  assert.match(mainText, /A dead end goes too: the dead ends below it go first, so by its turn its 1-arc ends at ⊥ as well/);
  const nodes = fig.locator('g[data-node]');
  const picked = (await nodes.nth(2).getAttribute('data-node'))!;
  const other = (await nodes.nth(6).getAttribute('data-node'))!;
  await nodes.nth(2).click();
  const panel = fig.getByTestId('zdd-node-panel');
  await waitAttr(page, panel, 'data-node', picked);
  await nodes.nth(6).hover();
  await waitAttr(page, panel, 'data-node', other);
  assert.ok(((await panel.textContent()) ?? '').includes('Preview'), 'the panel says a pointed-at node is a preview');
  // With the mouse still resting there, a key wins: the panel follows the focused node, no longer the preview.
  await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-node') ?? '');
  await waitAttr(page, panel, 'data-node', focused);
  assert.ok(!((await panel.textContent()) ?? '').includes('Preview'), 'after a key the panel is no preview');
  // Pointing again brings the preview back.
  await page.mouse.move(2, 2);
  await nodes.nth(6).hover();
  await waitAttr(page, panel, 'data-node', other);
  await page.mouse.move(2, 2);
  const back = await page.evaluate(() => document.activeElement?.getAttribute('data-node') ?? '');
  await waitAttr(page, panel, 'data-node', back);
  // A focus moved to another node while the mouse rests on one (Tab, the panel's buttons, a screen reader) shows the
  // focused node: the preview of the node under the mouse does not stay on the panel's board.
  await nodes.nth(6).hover();
  await waitAttr(page, panel, 'data-node', other);
  const third = (await nodes.nth(3).getAttribute('data-node'))!;
  await nodes.nth(3).focus();
  await waitAttr(page, panel, 'data-node', third);
  assert.ok(!((await panel.textContent()) ?? '').includes('Preview'), 'after a focus the panel is no preview');
  // Leaving the drawing through a gap between nodes brings the picked node back too.
  await nodes.nth(6).hover();
  await waitAttr(page, panel, 'data-node', other);
  const svg = (await fig.locator('svg.nl-zdd').boundingBox())!;
  await page.mouse.move(svg.x + svg.width + 30, svg.y + 5);
  await waitAttr(page, panel, 'data-node', third);
  // The panel fits its box sideways, or it carries the sideways-scroll sign.
  const fits = await panel.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 || el.classList.contains('scroll-x'));
  assert.ok(fits, 'the node panel fits its width or scrolls sideways with the sign');
  assert.deepEqual(errors, []);
});

/** The walk's board lies wholly on the screen: a reader sees what a press changed without scrolling. */
async function boardInView(page: Page, walk: Locator, after: string): Promise<void> {
  const box = (await walk.getByTestId('nl-walk-board').boundingBox())!;
  const height = await page.evaluate(() => window.innerHeight);
  assert.ok(box.y >= 0 && box.y + box.height <= height, `after ${after} the walk's board spans ${Math.round(box.y)}..${Math.round(box.y + box.height)} px of a ${height} px screen`);
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  browserTest(
    `numberlink lesson at ${viewport.width}×${viewport.height}: the walk's board sits right under the stepper and stays on the screen beside the jumps, the doomed branch and the words, so every press shows its change`,
    async ({ page, errors }) => {
      const base = await siteUrl();
      await page.goto(`${base}${LESSON}`);
      await page.getByTestId('nl-walk').first().scrollIntoViewIfNeeded();
      const walk = hydrated(page, 'nl-walk').first();
      await walk.waitFor();
      // As a reader who scrolled the stepper to the top of the screen.
      await walk.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const forward = walk.getByTestId('stepper-nl-walk-forward');
      await forward.click();
      await waitAttr(page, walk, 'data-step', '1');
      await boardInView(page, walk, 'Forward');
      await walk.getByTestId('nl-walk-open-next').click();
      assert.notEqual(await walk.getAttribute('data-step'), '1');
      await boardInView(page, walk, '“Next step that is not forced”');
      // The board comes right under the stepper, never below the other buttons (readers pressed and saw no board change).
      const board = (await walk.getByTestId('nl-walk-board').boundingBox())!;
      const stepper = (await walk.getByTestId('stepper-nl-walk-forward').boundingBox())!;
      const jumps = (await walk.getByTestId('nl-walk-open-next').boundingBox())!;
      assert.ok(jumps.y > board.y || jumps.x >= board.x + board.width - 1, 'the jumps sit beside or under the board, not between it and the stepper');
      // Measured from the stepper's foot: the stepper's words now have a full-width line of their own under its buttons.
      const group = (await walk.getByTestId('stepper-nl-walk').boundingBox())!;
      assert.ok(board.y - (group.y + group.height) < 40, `the board starts ${Math.round(board.y - group.y - group.height)} px under the stepper`);
      assert.ok(board.y - (stepper.y + stepper.height) < 170, `the board starts ${Math.round(board.y - stepper.y - stepper.height)} px under Forward`);
      // The step's words sit beside the board, or right under it on a phone (before the jumps), and nothing covers them:
      // a sticky board once hid the words as the reader scrolled to them.
      const says = walk.getByTestId('nl-walk-says');
      await says.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const saysBox = (await says.boundingBox())!;
      const boardNow = (await walk.getByTestId('nl-walk-board').boundingBox())!;
      assert.ok(saysBox.y >= boardNow.y + boardNow.height - 1 || saysBox.x >= boardNow.x + boardNow.width - 1, 'the words follow the board, not under it');
      if (viewport.width < 500) {
        const jumpsNow = (await walk.getByTestId('nl-walk-open-next').boundingBox())!;
        assert.ok(saysBox.y < jumpsNow.y, 'on a phone the words come before the jumps, straight under the board');
      }
      await boardInView(page, walk, 'scrolling to the step\'s words');
      const doomed = walk.getByTestId('nl-walk-doomed');
      if (await doomed.count()) {
        await doomed.click();
        await boardInView(page, walk, '“Show the doomed branch”');
        await doomed.click();
      }
      await walk.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await forward.click();
      await boardInView(page, walk, 'a second Forward');
      assert.deepEqual(errors, []);
    },
    { viewport, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}) },
  );
}

browserTest(
  'numberlink lesson on a phone: the diagram figure takes the column’s whole width',
  async ({ page, errors }) => {
    const base = await siteUrl();
    await page.goto(`${base}${LESSON}`);
    // The diagram's figure takes the column's whole width (a figure's default side margins took 80 px of a phone's).
    await page.getByTestId('fig-zdd').first().scrollIntoViewIfNeeded();
    const widths = await page.getByTestId('fig-zdd').first().evaluate((fig) => {
      const col = fig.parentElement!.closest('article, main') ?? document.body;
      const style = getComputedStyle(col);
      return { fig: fig.getBoundingClientRect().width, col: col.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    assert.ok(widths.fig >= widths.col - 2, `the diagram's figure is ${Math.round(widths.fig)} px wide in a ${Math.round(widths.col)} px column`);
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
);

browserTest(
  'numberlink lesson on a phone: a tapped node brings its panel into view, its mate tags are readable and clear of the lines, a button goes back to the diagram, and the rule table reads row by row',
  async ({ page, errors }) => {
    const base = await siteUrl();
    await page.goto(`${base}${LESSON}`);
    await page.getByTestId('fig-zdd').first().scrollIntoViewIfNeeded();
    const fig = hydrated(page, 'fig-zdd');
    await fig.waitFor();
    const node = fig.locator('g[data-node]').nth(5);
    await node.click();
    const panel = fig.getByTestId('zdd-node-panel');
    await waitAttr(page, panel, 'data-node', (await node.getAttribute('data-node'))!);
    // The tap brought the panel (below the drawing's box) onto the screen.
    const top = await panel.evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top >= -1 && top < 844 / 2, `after a tap the panel starts ${Math.round(top)} px down the screen`);
    // Every mate tag is at least 11 px tall in ink-bearing font size, and its box touches no line, × or thick dashes.
    const tags = await fig.getByTestId('zdd-node-board').evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / Number(svg.getAttribute('width'));
      // Each mark's box grown by half its stroke (no named helper: the page cannot see the bundler's helpers).
      const marks = [...svg.querySelectorAll('.nl-link, .nl-off, .nl-current-edge')].map((m) => {
        const r = m.getBoundingClientRect();
        const by = (parseFloat(getComputedStyle(m).strokeWidth) * scale) / 2;
        return { l: r.left - by, r: r.right + by, t: r.top - by, b: r.bottom + by };
      });
      return [...svg.querySelectorAll<SVGTextElement>('text.nl-tag')].map((t) => {
        const b = t.getBBox();
        const m = t.getScreenCTM()!;
        // The glyphs' ink: from the baseline up by the cap height (0.73 em), plus the halo.
        const size = parseFloat(getComputedStyle(t).fontSize) * scale;
        const x = Number(t.getAttribute('x'));
        const y = Number(t.getAttribute('y'));
        const box = { l: m.e + x * m.a - 1.5, r: m.e + (x + b.width) * m.a + 1.5, t: m.f + y * m.d - 0.73 * size - 1.5, b: m.f + y * m.d + 1.5 };
        const hits = marks.filter((k) => k.l < box.r && box.l < k.r && k.t < box.b && box.t < k.b).length;
        return { tag: t.textContent, size, hits };
      });
    });
    assert.ok(tags.length > 0, 'the picked node has a frontier with tags');
    for (const t of tags) {
      assert.ok(t.size >= 15, `tag ${t.tag} is drawn at ${t.size} px (cap height about ${Math.round(0.73 * t.size)} px)`);
      assert.equal(t.hits, 0, `tag ${t.tag} touches a line, a × or the thick dashes`);
    }
    // From the panel back to the diagram: the box at the top of the screen, the picked node focused.
    const back = fig.getByTestId('zdd-node-back');
    assert.ok(await back.isVisible(), 'on a phone the panel offers a way back to the diagram');
    await back.click();
    const boxTop = await fig.locator('.nl-zdd-box').evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(Math.abs(boxTop) < 60, `the diagram's box starts ${Math.round(boxTop)} px down the screen`);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-node') ?? null), await node.getAttribute('data-node'));
    // The rule table: each rule's name stays on one line (as two columns, "no redundant detour" took a word a line).
    const names = await page.locator('.nl-rules tbody td:first-child').evaluateAll((tds) => tds.map((td) => {
      const st = getComputedStyle(td);
      const line = parseFloat(st.lineHeight) || 1.6 * parseFloat(st.fontSize);
      return { name: td.textContent, height: td.getBoundingClientRect().height, line };
    }));
    for (const n of names) assert.ok(n.height < 1.5 * n.line, `the rule name ${n.name} is ${Math.round(n.height)} px tall, more than one ${Math.round(n.line)} px line`);
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
);

browserTest('numberlink lesson at 1280 px: the node panel sits beside the drawing and offers no "back" button', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  await page.getByTestId('fig-zdd').first().scrollIntoViewIfNeeded();
  const fig = hydrated(page, 'fig-zdd');
  await fig.waitFor();
  await fig.locator('g[data-node]').nth(5).click();
  assert.equal(await fig.getByTestId('zdd-node-back').isVisible(), false);
  // The panel's board uses the panel's width: cells of 44 px or more on the tiny board.
  const cell = await fig.getByTestId('zdd-node-board').evaluate((svg) => (Number(svg.getAttribute('width')) - 8) / 4);
  assert.ok(cell >= 44, `the panel's board has ${cell} px cells`);
  // On every node's board, no mate tag touches a line, a × or the thick dashes, and no label's name touches the dashes
  // (a reader saw "1▪▪▪" at (1, 1) on node 1 and a ✓ on a grey × on node 36).
  const nodes = await fig.locator('g[data-node]').count();
  const touching: string[] = [];
  for (let i = 0; i < nodes; i++) {
    const node = fig.locator('g[data-node]').nth(i);
    await node.click();
    await waitAttr(page, fig.getByTestId('zdd-node-panel'), 'data-node', (await node.getAttribute('data-node'))!);
    // No named helpers inside: the page cannot see the bundler's __name.
    const hits = await fig.getByTestId('zdd-node-board').evaluate((svg) => {
      const boxes = [...svg.querySelectorAll('.nl-link, .nl-off, .nl-current-edge')].map((m) => {
        const r = m.getBoundingClientRect();
        const by = parseFloat(getComputedStyle(m).strokeWidth) / 2 || 0;
        return { dashes: m.classList.contains('nl-current-edge'), l: r.left - by, r: r.right + by, t: r.top - by, b: r.bottom + by };
      });
      // Each text's ink: from its baseline (moved by dy for a centred name) up by the cap height, plus the halo.
      const texts = [...svg.querySelectorAll<SVGTextElement>('text.nl-tag, text.nl-end-text')].map((t) => {
        const b = t.getBBox();
        const m = t.getScreenCTM()!;
        const size = parseFloat(getComputedStyle(t).fontSize);
        const x = Number(t.getAttribute('x')) - (t.getAttribute('text-anchor') === 'middle' ? b.width / 2 : 0);
        const y = Number(t.getAttribute('y')) + (t.getAttribute('dy') ? 0.35 * size : 0);
        return { name: `${t.classList.contains('nl-tag') ? 'tag' : 'label'} ${t.textContent}`, tag: t.classList.contains('nl-tag'),
          l: m.e + x * m.a - 1.5, r: m.e + (x + b.width) * m.a + 1.5, t: m.f + y * m.d - 0.73 * size - 1.5, b: m.f + y * m.d + 1.5 };
      });
      // A tag must touch no line, × or dashes; a label's name no dashes.
      return texts.filter((a) => boxes.some((k) => (a.tag || k.dashes) && k.l < a.r && a.l < k.r && k.t < a.b && a.t < k.b)).map((a) => a.name);
    });
    touching.push(...hits.map((h) => `node ${i + 1}: ${h}`));
  }
  assert.deepEqual(touching, [], 'these touch a line, a × or the thick dashes');
  assert.deepEqual(errors, []);
}, { viewport: { width: 1280, height: 900 } });

browserTest('numberlink lesson at 390 px: after Forward the walk\'s words and mate array are on the screen, and the stepper stays on it', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('nl-walk').first().scrollIntoViewIfNeeded();
  const walk = hydrated(page, 'nl-walk').first();
  await walk.waitFor();
  // The stepper halfway down the screen, as a reader scrolling to it finds it: the board then pushes the words below.
  await walk.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2));
  const forward = walk.getByTestId('stepper-nl-walk-forward');
  await forward.click();
  await waitAttr(page, walk, 'data-step', '1');
  await page.waitForFunction(() => {
    const says = document.querySelector('astro-island:not([ssr]) [data-testid="nl-walk-says"]')!.getBoundingClientRect();
    return says.bottom <= window.innerHeight;
  });
  const on = async (l: Locator) => { const b = (await l.boundingBox())!; return b.y >= 0 && b.y + b.height <= 844; };
  assert.ok(await on(walk.getByTestId('nl-walk-says')), 'the step\'s words are on the screen');
  assert.ok(await on(forward), 'the Forward button is still on the screen');
  // The mate array comes as far into view as the stepper allows: on the screen, or the stepper at its top.
  const mate = (await walk.getByTestId('nl-walk-mate').boundingBox())!;
  const top = (await walk.boundingBox())!.y;
  assert.ok(mate.y + mate.height <= 844 || top < 1, `the mate array ends at ${mate.y + mate.height}, the walk starts at ${top}`);
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 } });

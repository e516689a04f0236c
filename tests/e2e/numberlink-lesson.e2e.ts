/**
 * The Numberlink lesson end to end, as a reader uses it. By hand: walk the
 * tiny board's first solution edge by edge, checking the mate array after
 * every choice, and try a choice a rule cuts (the page must name that rule).
 * The solver island: a puzz.link URL and a typo, a bad rule in a link, build
 * and count the tiny board, browse to the next solution, export and open the
 * file offline and print it; a 17×17 public board builds in the worker. Play
 * mode: draw by keys and by drag, a hint in three levels, Check, the link,
 * Explain from here.
 *
 * Every expected value comes from the engine run here under Node (the by-hand
 * step function and the ZDD method the page uses), never typed in.
 */
import { cutRule, RULE_SET_NAME } from '../../src/puzzles/numberlink/rule-names';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { recorder } from '../../src/core/trace';
import { handChoose, handContext, handStart } from '../../src/puzzles/numberlink/by-hand';
import type { GraphEvent, NodeEvent, NumberlinkEvent, WalkStepEvent } from '../../src/puzzles/numberlink/events';
import { orientationWords } from '../../src/puzzles/numberlink/orientation-words';
import { parseNumberlink, printNumberlink } from '../../src/puzzles/numberlink/format';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { DEFAULT_MAX_NODES, PROBE_NODES, runZdd, solutionsAt, zddParams } from '../../src/puzzles/numberlink/solve-zdd';
import { appliedWords } from '../../src/puzzles/numberlink/play/applied-words';
import { explainWalk } from '../../src/puzzles/numberlink/play/diagram';
import { walkOrderWords } from '../../src/ui/numberlink/play-walk-at';
import { UNDO_AFTER_CUT } from '../../src/ui/numberlink/ByHandIsland';
import { DEFAULT_RULE_MAX_NODES } from '../../src/puzzles/numberlink/quick-answer';
import { playHint } from '../../src/puzzles/numberlink/play/hint-levels';
import { encodePosition } from '../../src/puzzles/numberlink/play/link';
import { edgeIndex, emptyPosition, LINE, NO_LINE, withMark, type EdgeMark } from '../../src/puzzles/numberlink/play/position';
import { checkReport } from '../../src/puzzles/numberlink/play/report';
import { checkShown } from '../../src/ui/numberlink/check-words';
import { walkReason } from '../../src/ui/numberlink/WalkStepper';
import { exampleRuleWords } from '../../src/ui/numberlink/verdict-words';
import { FIRST_SEED } from '../../src/ui/numberlink/browse-input';
import { boardSize } from '../../src/lessons/numberlink/board-size';
import { browserTest, openExportOffline, siteUrl, waitAttr, holdScripts } from './harness';
import { popplerMissing, printProblems, printReport } from './print-check';
import { cutOffProblems, smallDrawingText } from './reading-checks';
import { NL_CSS } from '../../src/ui/numberlink/nl-css';
import { squeezedTables, tinyDrawingText } from './layout-checks';
import { hydrated } from './hydrated';

const LESSON = '/lessons/numberlink/';
const read = (f: string) => readFileSync(`content/examples/numberlink/${f}`, 'utf8').trim();
const TINY = read('tiny-4x4.txt');
const EXAMPLE = read('pzprjs-5x5.txt');
const BIG = read('janko-100-17x17.txt');

function puzzleOf(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}
const key = (p: NumberlinkPuzzle) => printNumberlink(p).replace(/\n/g, '/');

/** Opens the lesson's "For the curious" fold whose summary has `words`, as a reader would, by clicking it. */
async function openFold(page: import('playwright-core').Page, words: string): Promise<void> {
  const summary = page.locator('details > summary', { hasText: words }).first();
  await summary.scrollIntoViewIfNeeded();
  if (!(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open))) await summary.click();
}
const BY_HAND_FOLD = 'be the builder yourself';

browserTest('numberlink lesson: by hand — walk the first solution, see the mate array, see a cut named', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  await openFold(page, BY_HAND_FOLD);
  await page.getByTestId('nl-by-hand').first().scrollIntoViewIfNeeded();
  const hand = hydrated(page, 'nl-by-hand').first();
  await hand.waitFor();

  // The first solution in the diagram's order, as the solver walks it (top-left sweep, as by hand).
  const tiny = puzzleOf(TINY);
  // The fold's node counts: one figure per edge order, each said once with the order it is for (a reader met "18 nodes" and then "15 nodes, not 18").
  const foldText = (await page.locator('details', { hasText: BY_HAND_FOLD }).first().textContent()) ?? '';
  const plainNodes = runZdd(tiny, zddParams({ rule: 'fill-notouch', sweep: 'shorter' }, tiny)).build.nodes;
  assert.match(foldText, new RegExp(`Built in the plain sweep, the tiny board[’']s diagram has ${plainNodes} nodes under the no-touch rule`));
  assert.doesNotMatch(foldText, /nodes, not \d/);
  // One order per sentence: the solver's own order's count is not packed into the tool's intro.
  assert.doesNotMatch(foldText, /in the order the solver below picks/);
  // The rule table's crossing row links to its picture in the fold, and the target exists.
  assert.equal(await page.locator('a[href="#fig-rule-pictures"]').count(), 1);
  assert.equal(await page.locator('#fig-rule-pictures').count(), 1);
  // It says the pictures are in a fold, and following it opens the fold (a reader met a "picture below" that was shut).
  const ruleLink = page.locator('a[href="#fig-rule-pictures"]');
  assert.equal(await ruleLink.textContent(), 'pictured in the fold below');
  await ruleLink.click();
  assert.equal(await page.locator('#fig-rule-pictures').evaluate((el) => el.closest('details')?.open), true);
  // Each rule picture carries its edge order on the figure, not only in the text (one of them is in the solver's order).
  const figures = page.locator('#fig-rule-pictures figure');
  for (let i = 0; i < await figures.count(); i++) {
    const tag = figures.nth(i).locator('.nl-order-tag');
    assert.ok(await tag.isVisible(), `rule picture ${i + 1} shows its edge order`);
    assert.match((await tag.textContent()) ?? '', /^Edge order: the (plain sweep|solver’s), row by row/);
  }
  await page.locator('#fig-rule-pictures').evaluate((el) => { el.closest('details')!.open = false; });
  const rec = recorder<NumberlinkEvent>();
  runZdd(tiny, zddParams({ rule: 'fill', sweep: 'shorter' }, tiny), {}, rec.sink);
  const walk = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
  const ctx = handContext(tiny, 'fill');
  let state = handStart(ctx);
  assert.equal(await hand.getAttribute('data-level'), '0');
  let sawCut = false;
  for (const step of walk) {
    // Once: the other choice first, when a rule cuts it — the page names the same rule.
    const other = handChoose(ctx, state, step.choice === 1 ? 0 : 1);
    if (!sawCut && !other.ok) {
      await hand.getByTestId(`hand-${step.choice === 1 ? 0 : 1}`).click();
      const cut = hand.getByTestId('hand-cut');
      await cut.waitFor();
      assert.equal(await cut.getAttribute('data-rule'), other.cut.rule);
      assert.equal(await hand.getAttribute('data-level'), String(state.level), 'a cut choice does not advance');
      sawCut = true;
    }
    const next = handChoose(ctx, state, step.choice);
    assert.ok(next.ok);
    await hand.getByTestId(`hand-${step.choice}`).click();
    state = next.next;
    await waitAttr(page, hand, 'data-level', String(state.level));
    assert.equal(await hand.getAttribute('data-mate'), state.view.mate.join(' '));
    assert.deepEqual(state.view.mate, step.mate, 'by hand equals the solver’s walk');
  }
  assert.ok(sawCut, 'some choice along the walk is cut');
  assert.equal(await hand.getAttribute('data-done'), 'true');
  assert.match((await hand.getByTestId('hand-says').textContent()) ?? '', /reaches ⊤/);
  // Undo takes one edge back.
  await hand.getByTestId('hand-undo').click();
  await waitAttr(page, hand, 'data-level', String(walk.length - 1));
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: by hand — a rule picked before the island starts sticks through the first choice', async ({ page, errors }) => {
  const base = await siteUrl();
  // The island's code is held back until the rule is picked, so the pick surely comes before it starts.
  const { release } = await holdScripts(page, /\/ByHandIsland\.[^/]*\.js$/);
  await page.goto(`${base}${LESSON}`);
  await openFold(page, BY_HAND_FOLD);
  const hand = page.getByTestId('nl-by-hand').first();
  await hand.scrollIntoViewIfNeeded();
  await hand.getByTestId('hand-rule').selectOption('fill-notouch');
  release();
  await hydrated(page, 'nl-by-hand').first().waitFor();
  // The first choice is played under no-touch: its state is the by-hand engine's under that rule.
  const ctx = handContext(puzzleOf(TINY), 'fill-notouch');
  const first = handChoose(ctx, handStart(ctx), 1);
  assert.ok(first.ok);
  await hand.getByTestId('hand-1').click();
  await waitAttr(page, hand, 'data-level', '1');
  assert.equal(await hand.getByTestId('hand-rule').inputValue(), 'fill-notouch');
  assert.equal(await hand.getAttribute('data-rule'), 'fill-notouch');
  assert.equal(await hand.getAttribute('data-mate'), first.next.view.mate.join(' '));

  // Walk on (found here by the same step function) to a state where both choices are cut: the page calls it dead.
  type State = ReturnType<typeof handStart>;
  const toDead = (st: State): (0 | 1)[] | null => {
    if (st.level >= ctx.edges.length) return null;
    const steps = ([1, 0] as const).map((c) => handChoose(ctx, st, c));
    if (steps.every((x) => !x.ok)) return [];
    for (const [i, step] of steps.entries()) {
      if (!step.ok) continue;
      const rest = toDead(step.next);
      if (rest) return [i === 0 ? 1 : 0, ...rest];
    }
    return null;
  };
  const way = toDead(first.next);
  assert.ok(way, 'some state on the tiny board under no-touch has both choices cut');
  for (const choice of way) await hand.getByTestId(`hand-${choice}`).click();
  await waitAttr(page, hand, 'data-level', String(1 + way.length));
  await hand.getByTestId('hand-1').click();
  const cut = hand.getByTestId('hand-cut');
  await waitAttr(page, cut, 'data-dead', 'true');
  assert.match((await cut.textContent()) ?? '', /dead state/);
  // The help says what Undo does after a cut, and it does it: the cut choice was never made, so the previous one goes.
  assert.ok(((await cut.textContent()) ?? '').includes(UNDO_AFTER_CUT));
  await hand.getByTestId('hand-undo').click();
  await waitAttr(page, hand, 'data-level', String(way.length));
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: the figures that switch between the tiny board and the running example name the board they show', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const tiny = `tiny ${boardSize(puzzleOf(TINY))}`;
  const running = `running ${boardSize(puzzleOf(EXAMPLE))}`;
  const words = async (id: string) => ((await page.getByTestId(id).first().evaluate((el) => (el.closest('figure, div.nl-split, details, .nl-worked, .nl-zdd-explore') ?? el.parentElement!).textContent ?? '')).replace(/\s+/g, ' '));
  assert.ok((await words('fig-intro-name')).includes(`The ${running} example part-way`));
  const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ').replace(/’/g, "'");
  for (const caption of [`The whole diagram of the ${tiny} board`, `The first levels of the ${tiny} board's diagram`, `The top of the ${tiny} board's diagram after zero suppression`,
    `the ${tiny} board's solution drawn here`, `Back to the ${running} example`, `a build of the ${running} example really met`]) {
    assert.ok(main.includes(caption), caption);
  }
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: a canonical count in the solver carries its warning beside the number', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('nl-solver').first().scrollIntoViewIfNeeded();
  const solver = hydrated(page, 'nl-solver').first();
  await solver.waitFor();
  await solver.getByTestId('example-example').click();
  await solver.getByTestId('rule').selectOption('fill-canonical');
  await solver.getByTestId('solve').click();
  await waitAttr(page, solver.getByTestId('run-status'), 'data-status', 'solved', 60_000);
  await solver.getByTestId('nl-result').filter({ hasText: 'canonical count' }).waitFor({ timeout: 60_000 });
  const line = (await solver.getByTestId('nl-result').locator('dd').first().textContent()) ?? '';
  assert.match(line, /^\d+ canonical \(a canonical count of 1 does not prove the puzzle unique under fill; pick fill to check\)$/);
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: the solver island — URL, typo, bad link, build, browse, export offline, print', async ({ context, page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}?rule=loose`);
  await page.getByTestId('nl-solver').first().scrollIntoViewIfNeeded();
  await hydrated(page, 'nl-solver').first().waitFor();
  const solver = page.getByTestId('nl-solver').first();
  assert.match((await solver.getByTestId('link-problems').textContent()) ?? '', /“loose” is not one of/);
  const text = solver.getByTestId('puzzle-text');

  // A puzz.link URL is read as a board; a typo is named with its line and column.
  const url = 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3';
  await text.fill(url);
  await waitAttr(page, solver, 'data-board', key(puzzleOf(url)));
  assert.equal(key(puzzleOf(url)), key(puzzleOf(EXAMPLE)));
  await text.fill('1.\n.1x?');
  assert.match((await solver.getByTestId('parse-error').textContent()) ?? '', /Line 2, column/);

  // An example that brings a different rule says so by the menu; picking a rule by hand clears the line.
  await solver.getByTestId('example-janko9').click();
  assert.equal(await solver.getByTestId('rule').inputValue(), 'fill-notouch');
  assert.equal(await solver.getByTestId('example-rule').textContent(), exampleRuleWords('fill-notouch', 'fill'));
  await solver.getByTestId('rule').selectOption('nikoli');
  assert.equal(await solver.getByTestId('example-rule').textContent(), '');

  // The tiny board: build and count, compared with the method under Node.
  const tiny = puzzleOf(TINY);
  const run = runZdd(tiny, zddParams({ rule: 'fill' }, tiny));
  await solver.getByTestId('example-tiny').click();
  await waitAttr(page, solver, 'data-board', key(tiny));
  await solver.getByTestId('solve').click();
  await waitAttr(page, solver.getByTestId('run-status'), 'data-status', 'solved', 60_000);
  const res = solver.getByTestId('nl-result');
  assert.equal(await res.getAttribute('data-count'), String(run.count));
  assert.equal(await res.getAttribute('data-verdict'), 'several');
  // The result names its edge order: on the tiny board the solver's corner is the plain sweep's, so one count only.
  assert.match((await solver.getByTestId('nl-order').textContent()) ?? '', /^the lesson’s plain sweep: row by row from the top/);
  assert.equal(await solver.getByTestId('solver-zdd').getAttribute('data-nodes'), String(run.build.nodes));
  assert.equal(await solver.getByTestId('browse-says').getAttribute('data-rank'), '0');

  // The next solution in the diagram's order: rank 1, the paths drawn are the solution of rank 1.
  // The browse buttons say what they step through (a screen reader heard only "Previous" and "Next").
  assert.equal(await solver.getByRole('button', { name: 'Previous solution', exact: true }).getAttribute('data-testid'), 'browse-prev');
  await solver.getByRole('button', { name: 'Next solution', exact: true }).click();
  await waitAttr(page, solver.getByTestId('browse-says'), 'data-rank', '1', 60_000);
  const [second] = solutionsAt(tiny, run, [1n]);
  assert.equal(await solver.getByTestId('solver-board').getAttribute('data-paths'), String(Object.keys(second.paths).length));
  // Drawn beside the browse buttons too, and answered from the diagram the worker kept.
  assert.equal(await solver.getByTestId('browse-board').getAttribute('data-paths'), String(Object.keys(second.paths).length));
  assert.match((await solver.getByTestId('run-status').textContent()) ?? '', /diagram kept/);
  // The walk along it ends with the links of that solution.
  const walk = solver.getByTestId('step');
  await walk.getByTestId('stepper-step-last').click();
  const links = Object.values(second.paths).reduce((s, p) => s + p.length - 1, 0);
  await waitAttr(page, walk.getByTestId('step-board'), 'data-links', String(links));

  // Typed by keyboard: a solution number (Enter shows it), then a seed (Enter draws with it, as the run under Node does).
  const says = solver.getByTestId('browse-says');
  await solver.getByTestId('browse-rank').fill('3');
  await solver.getByTestId('browse-rank').press('Enter');
  await waitAttr(page, says, 'data-rank', '2', 60_000);
  // A number the board has no solution for (0, past the count, not a number) is answered with its reason, beside the
  // field: in the field's own row (a reader saw nothing happen, or looked for the words below the seed field).
  const problem = solver.getByTestId('browse-problem');
  for (const [typed, why] of [['0', 'numbered from 1'], [String(BigInt(String(run.count)) + 1n), `has only ${run.count} solution`], ['abc', '“abc” is not a whole number']]) {
    await solver.getByTestId('browse-rank').fill(typed);
    const text = (await problem.textContent()) ?? '';
    assert.ok(text.includes(why) && text.includes(`from 1 to ${run.count}`), `after “${typed}”: “${text}”`);
    const [field, words] = [(await solver.getByTestId('browse-rank').boundingBox())!, (await problem.boundingBox())!];
    assert.ok(words.y < field.y + field.height + 30, `the words (y ${words.y}) sit beside or right under the field (y ${field.y})`);
    assert.equal(await problem.evaluate((el) => el.closest('form')?.getAttribute('data-testid')), 'browse-jump');
  }
  const drawn = recorder<NumberlinkEvent>();
  runZdd(tiny, zddParams({ rule: 'fill', pick: 'random', seed: 7 }, tiny), {}, drawn.sink);
  const drawnRank = (drawn.events.find((e) => e.kind === 'walk') as { rank: string }).rank;
  // Before any draw the field holds the seed the first draw will use, and the note says so.
  const seedField = solver.getByTestId('browse-seed');
  const seedNoteText = async () => (await solver.getByTestId('browse-seed-note').textContent()) ?? '';
  assert.equal(await seedField.inputValue(), String(FIRST_SEED));
  assert.match(await seedNoteText(), /^“A random one”, or Enter here, draws with this seed/);
  await seedField.fill('7');
  await seedField.press('Enter');
  await waitAttr(page, says, 'data-rank', drawnRank, 60_000);
  assert.match((await says.textContent()) ?? '', /drawn at random, seed 7\b/);
  // The field keeps the seed of the solution on screen (a reader took a field that had moved on to 8 for that seed).
  assert.equal(await seedField.inputValue(), '7');
  assert.match(await seedNoteText(), /^The solution shown was drawn with this seed; “A random one” draws with the next, 8\b/);
  // The button draws anew with the next seed, and the field then shows that one: the seed of the new draw.
  const redrawn = recorder<NumberlinkEvent>();
  runZdd(tiny, zddParams({ rule: 'fill', pick: 'random', seed: 8 }, tiny), {}, redrawn.sink);
  const redrawnRank = (redrawn.events.find((e) => e.kind === 'walk') as { rank: string }).rank;
  await solver.getByTestId('browse-random').click();
  await says.filter({ hasText: /seed 8\b/ }).waitFor({ timeout: 60_000 });
  assert.equal(await says.getAttribute('data-rank'), redrawnRank);
  assert.equal(await seedField.inputValue(), '8');

  // Export, open the file with every request refused, check it and print it.
  await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
    assert.match((await offline.getByTestId('export-count').textContent()) ?? '', new RegExp(`gives ${run.count} solutions`));
    assert.equal(await offline.getByTestId('export-zdd').getAttribute('data-nodes'), String(run.build.nodes));
    assert.equal(await offline.getByTestId('export-solution').getAttribute('data-paths'), String(tiny.labels.length));
    if (!popplerMissing) assert.deepEqual(printProblems(await printReport(offline)), []);
    await offline.setViewportSize({ width: 390, height: 844 });
    assert.deepEqual(await cutOffProblems(offline), []);
    assert.deepEqual(await smallDrawingText(offline), []);
  });
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: the Janko 9×9 under Nikoli is not counted by the solver, and its message says where the lesson\'s exact count came from', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  await page.getByTestId('nl-solver').first().scrollIntoViewIfNeeded();
  const solver = hydrated(page, 'nl-solver').first();
  await solver.waitFor();
  await solver.getByTestId('example-janko9').click();
  await solver.getByTestId('rule').selectOption('nikoli');
  await solver.getByTestId('solve').click();
  await solver.getByTestId('nl-stop').waitFor({ timeout: 60_000 });
  const words = (await solver.getByTestId('nl-stop').textContent()) ?? '';
  assert.match(words, /^Not counted: /);
  assert.ok(words.endsWith(`The lesson’s exact count for this board was made when the page was built, with a larger cap of ${DEFAULT_MAX_NODES.toLocaleString('en-US')} nodes.`), words);
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: the solver\'s whole diagram of a 40-level board keeps its node panel beside it and on the screen', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  await page.getByTestId('nl-solver').first().scrollIntoViewIfNeeded();
  await hydrated(page, 'nl-solver').first().waitFor();
  const solver = page.getByTestId('nl-solver').first();
  const example = puzzleOf(EXAMPLE);
  const run = runZdd(example, zddParams({ rule: 'fill' }, example));
  await solver.getByTestId('example-example').click();
  await waitAttr(page, solver, 'data-board', key(example));
  await solver.getByTestId('solve').click();
  await waitAttr(page, solver.getByTestId('run-status'), 'data-status', 'solved', 60_000);
  const fig = solver.getByTestId('solver-zdd');
  assert.equal(await fig.getAttribute('data-nodes'), String(run.build.nodes));
  // Point at the last node, near the drawing's foot: the panel shows it, beside the drawing and within the screen.
  const last = fig.locator('g[data-node]').last();
  await last.scrollIntoViewIfNeeded();
  await last.hover();
  await waitAttr(page, fig.getByTestId('zdd-node-panel'), 'data-node', (await last.getAttribute('data-node'))!);
  const drawing = (await fig.locator('.nl-zdd-wrap').boundingBox())!;
  const panel = (await fig.getByTestId('zdd-node-panel').boundingBox())!;
  assert.ok(drawing.height > 900, `the drawing (${drawing.height} px) is taller than the screen`);
  assert.ok(panel.x >= drawing.x + drawing.width, `the panel (left ${panel.x}) is beside the drawing (right ${drawing.x + drawing.width})`);
  // Sticky and no taller than the screen: at the drawing's foot it may ride up with the drawing's end, but most of it stays in view.
  const seen = Math.min(panel.y + panel.height, 900) - Math.max(panel.y, 0);
  assert.ok(panel.height <= 900 && seen >= panel.height / 2, `the panel (top ${panel.y}, ${panel.height} px tall) is on the screen`);
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: the walk says why each edge went its way; a node of the whole diagram opens by keyboard', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  const example = puzzleOf(EXAMPLE);
  const rec = recorder<NumberlinkEvent>();
  runZdd(example, zddParams({ rule: 'fill', sweep: 'rows' }, example), {}, rec.sink);
  const steps = rec.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
  await page.getByTestId('nl-walk').first().scrollIntoViewIfNeeded();
  const walk = hydrated(page, 'nl-walk').first();
  await walk.waitFor();
  // A step the other choice of which a rule cuts names that rule; a step whose other choice passes the rules says so.
  const forced = steps.findIndex((s) => s.other?.cut);
  const open = steps.findIndex((s) => s.other && !s.other.cut);
  assert.ok(forced >= 0 && open >= 0);
  for (const k of [forced, open]) {
    if ((await walk.getAttribute('data-step')) !== '0') await walk.getByTestId('stepper-nl-walk-first').click();
    await waitAttr(page, walk, 'data-step', '0');
    for (let i = 0; i <= k; i++) await walk.getByTestId('stepper-nl-walk-forward').click();
    await waitAttr(page, walk, 'data-step', String(k + 1));
    const says = walk.getByTestId('nl-walk-says');
    const other = steps[k].other!;
    assert.equal(await says.getAttribute('data-why'), other.cut ? 'forced' : other.count === '0' ? 'dead' : 'free');
    if (other.cut) assert.ok(((await says.textContent()) ?? '').includes(cutRule(other.cut.rule)), 'the walk names the rule in words');
  }

  // The tiny board's whole diagram: Tab to a node, follow its 1-arc with the key 1.
  const tiny = puzzleOf(TINY);
  const tr = recorder<NumberlinkEvent>();
  runZdd(tiny, zddParams({ rule: 'fill', sweep: 'shorter' }, tiny), {}, tr.sink);
  const nodes = tr.events.filter((e): e is NodeEvent => e.kind === 'node');
  const root = nodes.find((n) => n.level === 0)!;
  await page.getByTestId('fig-zdd').scrollIntoViewIfNeeded();
  const fig = hydrated(page, 'fig-zdd');
  await fig.waitFor();
  await fig.locator(`g[data-node="${root.id}"]`).focus();
  await waitAttr(page, fig.getByTestId('zdd-node-panel'), 'data-node', String(root.id));
  const target = root.hi > 1 ? root.hi : root.lo;
  await page.keyboard.press(root.hi > 1 ? '1' : '0');
  await waitAttr(page, fig.getByTestId('zdd-node-panel'), 'data-node', String(target));
  // The panel draws the lines taken on the way down: following the 1-arc took one line, the 0-arc none.
  assert.equal(await fig.getByTestId('zdd-node-panel').getAttribute('data-links'), root.hi > 1 ? '1' : '0');
  assert.equal(await fig.getByTestId('zdd-node-board').getAttribute('data-links'), root.hi > 1 ? '1' : '0');
  // A node that several ways reach pages through them; each way is drawn with its own lines.
  const merged = nodes.find((n) => nodes.filter((m) => m.lo === n.id || m.hi === n.id).length >= 2)!;
  await fig.locator(`g[data-node="${merged.id}"]`).focus();
  const panel = fig.getByTestId('zdd-node-panel');
  await waitAttr(page, panel, 'data-node', String(merged.id));
  assert.ok(BigInt((await panel.getAttribute('data-ways')) ?? '0') >= 2n);
  await panel.getByTestId('zdd-way-next').click();
  await waitAttr(page, panel, 'data-way', '1');
  assert.equal(await panel.getAttribute('data-node'), String(merged.id));
  assert.equal(await fig.getAttribute('data-merged'), String(new Set(nodes.flatMap((n) => [n.lo, n.hi]).filter((c, i, all) => c > 1 && all.indexOf(c) !== i)).size));
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: a link with a 17×17 public board, its rule and a step builds and counts in the worker and opens that step', async ({ page, errors }) => {
  const base = await siteUrl();
  const big = puzzleOf(BIG);
  const run = runZdd(big, zddParams({ rule: 'fill-notouch' }, big));
  // The link names the board, the rule and a step of the walk along the solution, with the island's older keys: it still opens.
  await page.goto(`${base}${LESSON}?nl=${encodeURIComponent(key(big))}&nl-rule=fill-notouch&nl-solve-walk=5`);
  await page.getByTestId('nl-solver').first().scrollIntoViewIfNeeded();
  const solver = hydrated(page, 'nl-solver').first();
  await solver.waitFor();
  // A link with a board solves on load.
  await waitAttr(page, solver.getByTestId('run-status'), 'data-status', 'solved', 120_000);
  assert.equal(await solver.getByTestId('nl-result').getAttribute('data-count'), String(run.count));
  assert.equal(await solver.getByTestId('nl-result').getAttribute('data-verdict'), 'unique');
  await waitAttr(page, solver.getByTestId('step'), 'data-step', '5');
  assert.deepEqual(errors, []);
});

browserTest(
  'numberlink lesson on a phone in the dark: nothing cut off without a sign, drawing text ≥ 11 px',
  async ({ page, errors }) => {
    const base = await siteUrl();
    await page.goto(`${base}${LESSON}`);
    await openFold(page, BY_HAND_FOLD);
    for (const id of ['nl-walk', 'nl-by-hand', 'nl-solver']) {
      await page.getByTestId(id).first().scrollIntoViewIfNeeded();
      await hydrated(page, id).first().waitFor();
    }
    // By hand under the rule with the longest name: every control and line stays within the screen's width.
    const hand = page.getByTestId('nl-by-hand').first();
    await hand.getByTestId('hand-rule').selectOption('fill-notouch');
    await waitAttr(page, hand, 'data-rule', 'fill-notouch');
    await hand.getByTestId('hand-1').click();
    await waitAttr(page, hand, 'data-level', '1');
    // Within the text column, not only the screen: a phone whose select draws wider would otherwise push it off.
    const past = await hand.evaluate((island) => {
      const column = island.closest('article') ?? document.documentElement;
      const right = column.getBoundingClientRect().right - parseFloat(getComputedStyle(column).paddingRight);
      return [island, ...island.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > right + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} ends at ${Math.round(el.getBoundingClientRect().right)} px, the column at ${Math.round(right)}`);
    });
    assert.deepEqual(past, [], 'nothing in the by-hand island runs past the right edge of the column');
    const solver = page.getByTestId('nl-solver').first();
    await solver.getByTestId('example-tiny').click();
    await solver.getByTestId('solve').click();
    await waitAttr(page, solver.getByTestId('run-status'), 'data-status', 'solved', 60_000);
    await page.getByTestId('nl-walk').getByTestId('stepper-nl-walk-forward').click();
    // The diagram's node panel sits below the drawing's box, never over it.
    // The diagram now sits above the walk: bring its (server-drawn) figure near the screen so the island starts.
    await page.getByTestId('fig-zdd').first().scrollIntoViewIfNeeded();
    const fig = hydrated(page, 'fig-zdd');
    await fig.scrollIntoViewIfNeeded();
    await fig.waitFor();
    await fig.locator('g[data-node]').nth(3).click();
    const drawing = (await fig.locator('.nl-zdd-wrap').boundingBox())!;
    const panel = (await fig.getByTestId('zdd-node-panel').boundingBox())!;
    assert.ok(panel.y >= drawing.y + drawing.height, `the node panel (top ${panel.y}) starts below the drawing (bottom ${drawing.y + drawing.height})`);
    assert.ok(drawing.height <= 844 * 0.5 + 1, 'the drawing leaves room for the panel on the screen');
    // A tap on a node low in the drawing, with the page scrolled so the panel is below the screen: the panel comes into view whole
    // (or from its top, when it is taller than the screen).
    const low = fig.locator('g[data-node]').last();
    await low.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const box = document.querySelector('astro-island:not([ssr]) [data-testid="fig-zdd"] .nl-zdd-wrap')!;
      window.scrollBy(0, box.getBoundingClientRect().bottom - window.innerHeight + 10);
    });
    await low.click();
    await page.waitForFunction(() => {
      const r = document.querySelector('astro-island:not([ssr]) [data-testid="fig-zdd"] [data-testid="zdd-node-panel"]')!.getBoundingClientRect();
      return r.top >= -1 && (r.bottom <= window.innerHeight + 1 || r.top <= 1);
    });
    assert.deepEqual(await cutOffProblems(page), []);
    assert.deepEqual(await smallDrawingText(page), []);
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
);

browserTest(
  'numberlink lesson: play mode on a phone — draw by keys and by drag, a hint in three levels and Apply, Check, the link keeps the position, Explain from here',
  async ({ page, errors }) => {
    const base = await siteUrl();
    await page.goto(`${base}${LESSON}`);
    await page.getByTestId('nl-play').first().scrollIntoViewIfNeeded();
    const play = hydrated(page, 'nl-play').first();
    await play.waitFor();
    const example = puzzleOf(EXAMPLE);
    const board = play.getByTestId('play-board');
    // The first board is the gentle one the maker made; this test plays the 5×5 example, the second.
    await waitAttr(page, play, 'data-started', 'true');
    await play.getByTestId('play-choose').selectOption('example');
    await waitAttr(page, play, 'data-board', 'example');

    // The hint from the empty board, level by level, as the DOM-free code says it under Node; Apply draws its lines.
    const hint = playHint(example, 'fill', emptyPosition(example));
    await play.getByTestId('play-hint').click();
    assert.equal(await play.getByTestId('play-hint-1').textContent(), hint.look);
    await play.getByTestId('play-hint').click();
    assert.equal(await play.getByTestId('play-hint-2').textContent(), hint.rule);
    await play.getByTestId('play-hint').click();
    assert.equal(await play.getByTestId('play-hint-3').textContent(), hint.reason);
    await play.getByTestId('play-apply').click();
    let pos: EdgeMark[] = hint.apply!;
    await waitAttr(page, play, 'data-lines', String(pos.filter((m) => m === LINE).length));
    // Apply says in words which edges it set (the same words the DOM-free code gives).
    assert.equal(await play.getByTestId('play-applied').textContent(), appliedWords(example, emptyPosition(example), pos));
    // The next hint is a round of its own: the applied hint's words go, not left to read as part of it.
    await play.getByTestId('play-hint').click();
    await play.getByTestId('play-hint-1').waitFor();
    assert.equal(await play.getByTestId('play-applied').count(), 0);

    // By keyboard: the cursor starts at (1, 1); Space puts the pen down, two moves draw two lines, X then marks one edge.
    await board.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    pos = withMark(withMark(pos, edgeIndex(example, 5, 6), LINE), edgeIndex(example, 6, 7), LINE);
    await waitAttr(page, play, 'data-lines', String(pos.filter((m) => m === LINE).length));
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowDown');
    pos = withMark(pos, edgeIndex(example, 7, 12), NO_LINE);
    await waitAttr(page, play, 'data-marks', '1');
    // Undo and redo by keys.
    await page.keyboard.press('Control+z');
    await waitAttr(page, play, 'data-marks', '0');
    await page.keyboard.press('Control+y');
    await waitAttr(page, play, 'data-marks', '1');

    // Check says what the code says of this position: the first rule broken, marks the givens rule out, the diagram's verdict.
    const report = checkReport(example, 'fill', pos);
    await play.getByTestId('play-check').click();
    const says = play.getByTestId('play-check-says');
    assert.equal(await says.getAttribute('data-kinds'), report.map((l) => l.kind).join(' '));
    assert.equal(await says.textContent(), checkShown(report).join(''));
    // The undo keys work wherever the focus is in Play, here on the Check button just pressed, not only on the board.
    assert.equal(await play.getByTestId('play-check').evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Control+z');
    await waitAttr(page, play, 'data-marks', '0');
    await page.keyboard.press('Control+y');
    await waitAttr(page, play, 'data-marks', '1');

    // The link keeps the position: opened again, the page shows the same lines and marks. The link is written
    // after the board is drawn (an effect), so wait for it rather than read it in the same moment as the redo.
    const expected = `example.${encodePosition(pos)}`;
    await page.waitForFunction((want) => new URL(window.location.href).searchParams.get('play') === want, expected, { timeout: 10_000 }).catch(() => undefined);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('play'), expected);
    await page.goto(url.href);
    const again = hydrated(page, 'nl-play').first();
    await again.waitFor();
    await waitAttr(page, again, 'data-lines', String(pos.filter((m) => m === LINE).length));
    await waitAttr(page, again, 'data-marks', '1');

    // By drag (a pointer): from (5, 1) over (5, 2) to (5, 3) draws those two edges. Each point is found on the board as the
    // move is made (hover scrolls it into view), since blocks laid out as they come near the screen may shift the page meanwhile.
    const svg = again.getByTestId('play-board');
    const centre = (r: number, c: number) => ({ position: { x: 4 + c * 44 + 22, y: 4 + r * 44 + 22 } });
    await svg.hover(centre(4, 0));
    await page.mouse.down();
    await svg.hover(centre(4, 1));
    await svg.hover(centre(4, 2));
    await page.mouse.up();
    pos = withMark(withMark(pos, edgeIndex(example, 20, 21), LINE), edgeIndex(example, 21, 22), LINE);
    await waitAttr(page, again, 'data-lines', String(pos.filter((m) => m === LINE).length));
    // The press focused the board, so the undo keys work right after a drawing by mouse; one Undo takes the whole drag back.
    await page.keyboard.press('Control+z');
    await waitAttr(page, again, 'data-lines', String(pos.filter((m) => m === LINE).length - 2));
    await page.keyboard.press('Control+y');
    await waitAttr(page, again, 'data-lines', String(pos.filter((m) => m === LINE).length));

    // Explain from here: the walk from this position opens in a stepper, or the page says no solution extends it.
    const walk = explainWalk(example, 'fill', pos);
    const { steps } = walk;
    await again.getByTestId('play-explain').click();
    await waitAttr(page, again.getByTestId('play-explain-says'), 'data-steps', String(steps.length));
    // The focus follows the explanation below the board, not left on the button now off the screen.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'play-explain-says');
    if (steps.length > 0) {
      // It says the order it uses: on the lesson's 5×5 board the plain sweep, as every walk of the lesson.
      assert.ok(walk.plain, 'the 5×5 board is walked in the plain sweep');
      assert.ok(((await again.getByTestId('play-explain-says').textContent()) ?? '').includes(`the edges come ${walkOrderWords(walk)}`));
      assert.match((await again.getByTestId('play-walk-legend').textContent()) ?? '', /your own lines/);
      // It opens on the reader's board, not an empty one: every line of the position is drawn before the first step.
      const lines = pos.filter((m) => m === LINE).length;
      assert.ok(lines > 0, 'the position has lines');
      await waitAttr(page, again.getByTestId('play-walk'), 'data-step', '0');
      assert.equal(await again.getByTestId('play-walk-board').getAttribute('data-links'), String(lines));
      assert.match((await again.getByTestId('play-walk-says').textContent()) ?? '', /Your position is drawn/);
      await again.getByTestId('stepper-play-walk-forward').click();
      assert.equal(await again.getByTestId('play-walk-says').getAttribute('data-why'), walkReason(steps[0]).kind);
    }
    assert.deepEqual(await cutOffProblems(page), []);
    assert.deepEqual(await smallDrawingText(page), []);

    // The 9×9 board fits the phone (a finger drawing on it cannot scroll it sideways).
    await again.getByTestId('play-choose').selectOption('janko9');
    await waitAttr(page, again, 'data-board', 'janko9');
    const wide = (await again.getByTestId('play-board').boundingBox())!;
    assert.ok(wide.x >= 0 && wide.x + wide.width <= 390, `the 9×9 board spans ${wide.x}–${wide.x + wide.width} px`);
    // A link whose position cannot be used is named on the page.
    await page.goto(`${base}${LESSON}?play=nope.7`);
    const bad = hydrated(page, 'nl-play').first();
    await bad.waitFor();
    assert.match((await bad.getByTestId('link-problems').textContent()) ?? '', /names the board “nope”/);
    assert.deepEqual(await cutOffProblems(page), []);
    assert.deepEqual(await smallDrawingText(page), []);
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 } },
);

browserTest(
  'numberlink lesson: the part-way picture’s words are defined before it, every board has its legend, and a hint looks ahead or opens the walk at its edge',
  async ({ page, errors }) => {
    const base = await siteUrl();
    const example = puzzleOf(EXAMPLE);
    // The two positions of tests/numberlink/play-lookahead.test.ts: one edge settled by a short chain, one by a long reason.
    const marks = (s: string) => [...s].map(Number) as EdgeMark[];
    const short = marks('1221111212100000000000000000100000021001');
    const long = marks('1200001010000000000000000000100000021001');

    await page.goto(`${base}${LESSON}?play=example.${encodePosition(short)}`);
    // The first picture stands after the words it explains and before the history (SIMPATH).
    // One order on the main path (two readers in a row lost the thread when the list, the diagram and the by-hand tool ran each
    // row left to right and the walk right to left): the plain sweep everywhere, said before the first picture; the solver's own
    // corner, and why it differs, only in the fold beside the solver.
    const rec = recorder<NumberlinkEvent>();
    runZdd(example, zddParams({ rule: 'fill' }, example), {}, rec.sink);
    const graph = rec.events.find((e): e is GraphEvent => e.kind === 'graph')!;
    const o = graph.orientation;
    const solverOrder = orientationWords(o);
    const order = await page.evaluate((solverWords) => {
      const text = document.querySelector('main')?.textContent ?? document.body.textContent ?? '';
      const fig = document.querySelector('[data-testid="fig-intro"]');
      const before = fig ? (() => { const r = document.createRange(); r.setStart(document.body, 0); r.setEndBefore(fig); return r.toString(); })() : '';
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      let main = '';
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('details')) main += n.textContent;
      const probes = document.querySelector('[data-testid="probes"]');
      const solverHeading = [...document.querySelectorAll('h2')].find((h) => h.textContent?.trim() === 'The solver');
      return {
        figFound: !!fig, simpathBefore: before.includes('SIMPATH'), simpathAnywhere: text.includes('SIMPATH'),
        // The words the figure shows are defined before it: edge, the sweep's one order, frontier, mate array.
        defined: ['edge', 'takes the edges in this plain sweep', 'frontier', 'mate array'].filter((w) => !before.includes(w)),
        solverOrderOnMain: main.includes(solverWords) || /right to left/.test(main),
        probesAfterSolverHeading: !!(probes && solverHeading && (solverHeading.compareDocumentPosition(probes) & Node.DOCUMENT_POSITION_FOLLOWING)),
      };
    }, solverOrder);
    assert.deepEqual(order, { figFound: true, simpathBefore: false, simpathAnywhere: true, defined: [], solverOrderOnMain: false, probesAfterSolverHeading: true });
    // Beside the quoted counts of the Janko board: a count past the solver's cap is said to be one the solver cannot give.
    const capSays = ((await page.getByTestId('rule-counts-cap').textContent()) ?? '').replace(/\s+/g, ' ');
    assert.ok(capSays.includes(`stops at its cap of ${DEFAULT_RULE_MAX_NODES.toLocaleString('en-US')} nodes`), capSays);
    const overNodes = capSays.match(/\(([\d,]+) nodes\) it gives no number/)?.[1];
    assert.ok(overNodes && (await page.getByTestId('rule-counts').locator('td').allTextContents()).includes(overNodes), capSays);
    // The walk starts where the list starts: its first edge is (1, 1)–(1, 2), in the order it names.
    const walkSays = ((await page.getByTestId('nl-walk-says').first().textContent()) ?? '');
    assert.match(walkSays, /The edges come in the plain sweep; the first, \(1, 1\)–\(1, 2\), is drawn/);
    // Why the solver's order is not the plain one (from the probes): the nodes each build stored.
    const probeOf = (p: { sweep: string; reverse: boolean; mirror: boolean }) => graph.probes!.find((q) => q.sweep === p.sweep && q.reverse === p.reverse && q.mirror === p.mirror)!;
    const plainNodes = probeOf({ sweep: 'rows', reverse: false, mirror: false }).nodes;
    assert.ok(probeOf(o).nodes < plainNodes, 'the solver keeps another order than the plain one because its build is smaller');
    const lead = (await page.getByTestId('sweep-steps').evaluate((el) => el.previousElementSibling?.textContent ?? '')).replace(/\s+/g, ' ');
    assert.match(lead, /The plain sweep[’']s first \d+ edges on the/);
    const firstSteps = await page.getByTestId('sweep-steps').locator('li').allTextContents();
    assert.match(firstSteps[0], /Edge 1, \(1, 1\)–\(1, 2\), along the row/);
    assert.match(firstSteps[1], /, down:/);
    // The corner leaves after two edges: the line says a corner has only two, so "all its edges" is not read as four.
    assert.match(firstSteps[1], /\(1, 1\) has both its edges decided \(a corner has only two\) and leaves/);
    const mainBeforeState = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      let main = '';
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('details')) main += n.textContent;
      return main.slice(0, main.indexOf('So the computer keeps such a'));
    });
    assert.ok(mainBeforeState.length > 0 && !/\bstates?\b/i.test(mainBeforeState), 'no "state" on the main path before it is defined');
    const fold = (await page.getByTestId('probes').evaluate((el) => el.closest('details')?.textContent ?? '')).replace(/\s+/g, ' ').replace(/ \(glossary, opens in a new tab\)/g, '');
    assert.ok(fold.includes(`fewest states within a node budget of ${PROBE_NODES.toLocaleString('en-US')} nodes`), fold);
    assert.ok(fold.includes(`the kept order decides at each cell its edge ${o.mirror ? 'to the left' : 'to the right'}, then ${o.reverse ? 'up' : 'down'}: ${probeOf(o).nodes.toLocaleString('en-US')} nodes against the plain sweep's ${plainNodes.toLocaleString('en-US')}`), fold);
    for (const id of ['fig-intro-legend', 'nl-walk-legend', 'hand-legend', 'play-legend']) {
      assert.ok(await hydrated(page, id, `, [data-testid="${id}"]`).count() > 0, `${id} is on the page`);
    }

    const play = hydrated(page, 'nl-play').first();
    await play.scrollIntoViewIfNeeded();
    await play.waitFor();
    await waitAttr(page, play, 'data-started', 'true');
    const hint = playHint(example, 'fill', short);
    assert.equal(hint.kind, 'lookahead');
    for (let i = 0; i < 3; i++) await play.getByTestId('play-hint').evaluate((b: HTMLElement) => b.click());
    assert.equal(await play.getByTestId('play-hint-says').getAttribute('data-kind'), 'lookahead');
    assert.equal(await play.getByTestId('play-hint-3').textContent(), hint.reason);
    assert.equal(await play.getByTestId('play-hint-walk').count(), 0);

    await page.goto(`${base}${LESSON}?play=example.${encodePosition(long)}`);
    const again = hydrated(page, 'nl-play').first();
    await again.scrollIntoViewIfNeeded();
    await waitAttr(page, again, 'data-started', 'true');
    const slow = playHint(example, 'fill', long);
    for (let i = 0; i < 3; i++) await again.getByTestId('play-hint').evaluate((b: HTMLElement) => b.click());
    assert.match((await again.getByTestId('play-hint-3').textContent()) ?? '', /No short reason from your position/);
    await again.getByTestId('play-hint-walk').evaluate((b: HTMLElement) => b.click());
    const { steps } = explainWalk(example, 'fill', long);
    const at = steps.findIndex((s) => edgeIndex(example, s.edge[0][0] * 5 + s.edge[0][1], s.edge[1][0] * 5 + s.edge[1][1]) === slow.edges[0]);
    await waitAttr(page, again.getByTestId('play-walk'), 'data-step', String(at + 1));
    assert.equal(await again.getByTestId('play-walk-says').getAttribute('data-why'), walkReason(steps[at]).kind);
    // The hint offers the walk in one short line; the walk's own reason, about its fuller board, stays in the walk
    // beside that board (a reader found it printed under the hint, speaking of a board they could not see).
    const why = (await again.getByTestId('play-hint-walk-why').textContent()) ?? '';
    assert.ok(why.includes(`opens the walk at this edge (its edge ${at + 1} of ${steps.length})`), why);
    assert.ok(!why.includes(walkReason(steps[at]).text));
    if (steps[at].other?.dies?.branch) {
      assert.equal(await again.getByTestId('play-hint-walk').textContent(), 'Show the doomed branch');
      assert.equal(await again.getByTestId('play-walk-doomed').getAttribute('aria-pressed'), 'true');
      assert.ok(await again.getByTestId('play-walk-doomed-says').isVisible());
    }
    assert.deepEqual(await cutOffProblems(page), []);
    assert.deepEqual(await smallDrawingText(page), []);
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 } },
);

browserTest(
  'numberlink lesson: the layout guard catches a mate table squeezed beside a board, and the lesson\'s figure split leaves it whole',
  async ({ page }) => {
    const table = '<table class="nl-mate nl-mate-cells"><caption>The mate array of the picture: one entry per frontier cell</caption>'
      + '<thead><tr><th>cell</th><th>tag</th><th>what the tag means (a loose end’s <i>mate</i> is the other end of its piece)</th></tr></thead>'
      + '<tbody><tr><th>(1, 3)</th><td>a</td><td>loose end; the same piece ends at (2, 2)</td></tr>'
      + '<tr><th>(1, 4)</th><td>2</td><td>loose end of the piece that starts at label 2</td></tr></tbody></table>';
    const figure = '<div><svg width="184" height="184"></svg><p class="nl-small">The part-way picture: the tiny board after 5 of its 24 edges are decided.</p></div>';
    // A reader found the intro's table one word per line beside the board at 1280 px: a table squeezed that far (into 100 px).
    await page.setContent(`<style>${NL_CSS}</style><main style="width: 672px"><div style="width: 100px">${table}</div></main>`);
    assert.ok((await squeezedTables(page)).length > 0, 'the guard sees the squeezed table');
    for (const [width, column] of [[1280, 672], [390, 350]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(`<style>${NL_CSS}</style><main style="width: ${column}px"><div class="nl-split">${figure}${table}</div></main>`);
      assert.deepEqual(await squeezedTables(page), [], `at ${width} px the split leaves the table whole`);
    }
  },
);

browserTest(
  'numberlink lesson: the layout guard catches an in-cell tag a reader measured at 8 px (and HTML text shrunk in a board), and every board of the lesson passes on a phone',
  async ({ page }) => {
    // As readers saw it: the tags "a" and "✓" at the plain tag size (15 px then, 16 px now) have 9 px of ink; a digit tag is fine.
    const svg = (tag: string) => `<svg class="nl-board" width="100" height="60" viewBox="0 0 100 60"><text class="nl-tag" x="2" y="30">${tag}</text></svg>`;
    await page.setContent(`<style>${NL_CSS}</style><main>${svg('a')}${svg('✓')}${svg('2')}</main>`);
    // (The font here is the page's fallback, whose ✓ may stand taller than the site's; its "a" has 8 px of ink, as readers measured.)
    const tags = (await tinyDrawingText(page)).join('; ');
    assert.match(tags, /label ink \d+\.\dpx \(font 16\.0px\).*"a"/);
    assert.doesNotMatch(tags, /"2"/);
    // HTML text in a board, shrunk by a CSS transform: 16 px laid out, 8 px drawn.
    await page.setContent('<div role="img" aria-label="a board" style="transform: scale(0.5); transform-origin: 0 0"><span style="font-size: 16px">tag a1</span></div>');
    // (About 8: a laid-out width is a whole number of pixels, so the measured scale is off by a rounding.)
    assert.match((await tinyDrawingText(page)).join(' '), /text (7\.9|8\.0|8\.1)px/);
    // The lesson itself, every fold open: no tag, count or label under the limits.
    await page.goto(`${await siteUrl()}${LESSON}`);
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = true; })`);
    assert.deepEqual(await tinyDrawingText(page), []);
  },
  { viewport: { width: 390, height: 844 } },
);

browserTest(
  'numberlink lesson: the pictures of "no crossed labels" and "no way out", the ranks of the first solutions, the whole diagram without a second board, the by-hand cut next to its buttons',
  async ({ page, errors }) => {
    await page.goto(`${await siteUrl()}${LESSON}`);
    await openFold(page, 'two rules in pictures');
    await openFold(page, 'the first solutions in order');
    await openFold(page, BY_HAND_FOLD);
    for (const rule of ['crossing', 'blocked']) {
      const fig = page.getByTestId(`fig-rule-${rule}`);
      assert.equal(await fig.count(), 1, `the picture of ${rule}`);
      const caption = (await fig.locator('xpath=ancestor::figure').locator('figcaption').textContent()) ?? '';
      assert.match(caption, /at edge \d+, \(\d, \d\)–\(\d, \d\)/);
      assert.ok(Number(await fig.getAttribute('data-links')) > 0 && (await fig.getAttribute('data-frontier')) !== '', 'the state is drawn with its frontier');
    }
    // The first solutions carry their ranks; the one the worked rank walk finds says so.
    // Solutions are numbered from 1 here as in the solver's browser.
    const found = (await page.getByTestId('fig-random').getAttribute('aria-label'))!.match(/solution number (\d+)/)![1];
    for (let i = 0; i < 3; i++) {
      const caption = (await page.getByTestId(`fig-first-${i}-rank`).textContent())?.trim();
      assert.equal(caption, String(i + 1) === found ? `number ${i + 1}, the one found above` : `number ${i + 1}`);
    }
    assert.equal(await page.getByTestId('fig-tiny').count(), 0, 'no static board beside the whole diagram');
    // A careless choice by hand: the cut's words come right after the buttons.
    // The island starts when it nears the screen.
    await page.getByTestId('nl-by-hand').first().scrollIntoViewIfNeeded();
    const hand = hydrated(page, 'nl-by-hand').first();
    await hand.waitFor();
    await hand.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    let cut = false;
    for (let i = 0; i < 24 && !cut; i++) {
      await hand.getByTestId('hand-1').click();
      cut = (await hand.getByTestId('hand-cut').count()) > 0;
    }
    assert.ok(cut, 'taking every edge meets a cut');
    const buttons = (await hand.getByTestId('hand-1').boundingBox())!;
    const says = (await hand.getByTestId('hand-cut').boundingBox())!;
    const height = await page.evaluate(() => window.innerHeight);
    assert.ok(says.y >= buttons.y + buttons.height - 1 && says.y - (buttons.y + buttons.height) < 40, `the cut starts ${Math.round(says.y - buttons.y - buttons.height)} px below the buttons`);
    assert.ok(says.y + Math.min(says.height, 60) <= height, 'the cut is on the screen');
    assert.deepEqual(errors, []);
  },
);

browserTest(
  'numberlink lesson: the three short worked examples — the sweep\'s order, finding solution number r, zero suppression — are on the main path, each next to its figure',
  async ({ page, errors }) => {
    await page.goto(`${await siteUrl()}${LESSON}`);
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const outsideFolds = (id: string) => page.getByTestId(id).first().evaluate((el) => el.closest('details') === null && el.getClientRects().length > 0);
    for (const id of ['sweep-steps', 'rank-walk', 'fig-random', 'fig-zdd-reduced']) assert.ok(await outsideFolds(id), `${id} is on the main path, not in a fold`);
    // Each is next to its figure: the sweep's steps right before the part-way picture they lead to, the rank walk beside the solution it finds,
    // the suppression's words right before the reduced diagram.
    // The space between two boxes, up or down (0 when they sit side by side).
    const gap = async (one: string, other: string) => {
      const a = (await page.getByTestId(one).first().boundingBox())!;
      const b = (await page.locator(`[data-testid="${other}"]`).first().boundingBox())!;
      return Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
    };
    assert.ok((await gap('sweep-steps', 'fig-intro')) < 900, 'the sweep\'s steps sit shortly above the part-way picture of the same sweep');
    assert.ok((await gap('rank-walk', 'fig-random')) < 40, 'the rank walk sits beside (or right under) the solution it finds');
    // Every line of the sweep says why the frontier changed; every line of the rank walk does its sum right.
    const sweep = await page.getByTestId('sweep-steps').locator('li').allTextContents();
    assert.ok(sweep.length >= 3 && sweep.every((t) => /join|leave/.test(t) && /frontier: \d+ cells/.test(t)), sweep.join(' | '));
    const rank = await page.getByTestId('rank-walk').locator('li').allTextContents();
    assert.ok(rank.length > 0);
    for (const line of rank) {
      const sum = line.match(/k = (\d+) − (\d+) = (\d+)/);
      if (sum) assert.equal(Number(sum[1]) - Number(sum[2]), Number(sum[3]), line);
      else assert.match(line, /k = \d+ is smaller than \d+, so follow the 0-arc/);
    }
    const suppress = (await page.getByTestId('worked-suppress').textContent()) ?? '';
    // The example node and the rule that cut its 1-arc are named beside its picture, where zero suppression is defined.
    assert.match(((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' '), /The (\w+ node from the left|node) on level \d+ above \(node \d+ below, whose circles hold node numbers, not counts\) is one: it decides \(\d, \d\)–\(\d, \d\), and the rule “[^”]+” cut its 1-arc\./);
    assert.match(suppress, /Why nothing is lost/);
    assert.ok((await gap('worked-suppress', 'fig-zdd-reduced')) === 0, 'the reduced diagram is part of the suppression example');
    // Zero suppression is pictured where it is defined, before and after, and the shrink is split between the two rules.
    assert.ok(await outsideFolds('fig-suppress'), 'the before-and-after picture is on the main path');
    assert.match((await page.getByTestId('fig-suppress').getAttribute('aria-label')) ?? '', /whose 1-arc goes to ⊥ .* goes straight to node \d+, skipping level \d+\.$/);
    const main = (await page.locator('main').textContent() ?? '').replace(/\s+/g, ' ');
    const split = main.match(/from (\d+) to (\d+) nodes: zero suppression removes (\d+) \(the (one|\d+) dead ends? among them\) and merging (\d+)\./);
    assert.ok(split, 'the two rules\' shares are said');
    const [, from, to, suppressed, dead, merged] = split!.map((n) => (n === 'one' ? 1 : Number(n)));
    assert.equal(from - suppressed - merged, to);
    assert.ok(dead <= suppressed);
    assert.match(main, /A second rule, merging equal nodes, makes one node of two on a level with the same two children/);
    assert.deepEqual(errors, []);
  },
);

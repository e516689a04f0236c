/**
 * The Shakashaka lesson end to end, as a reader uses it. By hand: take the
 * hint and apply it until forcing decides the small board, undo; on the
 * board where forcing stalls, force to the fixpoint and add two
 * inequalities that force something together. The solver island: a
 * puzz.link URL and a typo, paste a board, solve it both ways (HiGHS and the
 * inequality engine), step forward and back checking the board at each step,
 * read the grade line and jump (by keyboard) to the hardest step it names,
 * ask why for a cell, export and open the file offline, print it on A4; on
 * the holed-diamond board under the published model, HiGHS's first answer is
 * rejected by the rules and shown, and the engine's search says in words
 * which filling it rejected. A link reopens board, model and step, and
 * a value it cannot use is named. On a phone, nothing on the page is cut off.
 *
 * Every expected value comes from the solvers run here under Node (the same
 * reducer, model and trace the page uses), never typed in.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { replayTo } from '../../src/core/player';
import { recorder, stepStarts } from '../../src/core/trace';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import type { TrialEvent } from '../../src/inequalities/events';
import { trialChainProves } from '../../src/inequalities/step-words';
import { parseShakashaka, printShakashaka } from '../../src/puzzles/shakashaka/format';
import { gradeShakashaka } from '../../src/puzzles/shakashaka/grade';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import type { ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';
import { fillingValues, shakashakaReplay } from '../../src/puzzles/shakashaka/replay';
import { runSteps } from '../../src/puzzles/shakashaka/solve-steps';
import { firstForcing, firstForcingPair, forceByHand, initHand, isFinished, reduceHand, type HandAction, type HandState } from '../../src/inequalities/hand-state';
import { handModel } from '../../src/lessons/shakashaka/hand-model';
import { boardToLink, LIMIT_CHOICES } from '../../src/ui/shakashaka/solver-link';
import { holeCorner } from '../../src/lessons/shakashaka/hole-corner';
import { probeExample } from '../../src/lessons/shakashaka/probe-example';
import { selectiveExample } from '../../src/lessons/shakashaka/selective-example';
import { signed } from '../../src/core/numbers';
import { readShakashakaRecords } from '../../src/puzzles/shakashaka/records';
import { cellsDecided, decidesCell } from '../../src/ui/shakashaka/step-words';
import { landmarkTally } from '../../src/ui/LandmarkJumps';
import { browserTest, openExportOffline, siteUrl } from './harness';
import { popplerMissing, printProblems, printReport } from './print-check';
import { cutOffProblems, drawingsCutByScroll, smallDrawingText } from './reading-checks';
import { hydrated } from './hydrated';

const LESSON = '/lessons/shakashaka/';
const example = (name: string) => readFileSync(`content/examples/shakashaka/${name}`, 'utf8').trim();

function puzzleOf(text: string): ShakashakaPuzzle {
  const r = parseShakashaka(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

const run = (s: HandState, ...actions: HandAction[]) => actions.reduce(reduceHand, s);

/** What a drawn cell says about itself: its state when decided, else 'open' and the states still possible. */
function cellWords(values: readonly number[], k: number): string {
  const open: number[] = [];
  for (let s = 0; s < 5; s++) {
    if (values[5 * k + s] === 1) return String(s);
    if (values[5 * k + s] === -1) open.push(s);
  }
  return `open:${open.join(' ')}`;
}

/** Every white cell of a drawn board against the expected values. */
async function expectBoard(board: Locator, values: readonly number[], what: string): Promise<void> {
  const drawn = await board.locator('[data-cell]').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-cell')), e.getAttribute('data-state'), e.getAttribute('data-open')] as const),
  );
  assert.equal(drawn.length, values.length / 5, `${what}: one group per white cell`);
  for (const [k, state, open] of drawn) assert.equal(state === 'open' ? `open:${open}` : state, cellWords(values, k), `${what}: cell ${k}`);
}

async function waitAttr(page: Page, el: Locator, name: string, want: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(([node, n, w]) => (node as HTMLElement).getAttribute(n as string) === w, [await el.elementHandle(), name, want] as const, {
    timeout,
  });
}

browserTest('shakashaka lesson: the legend names the hatching, one legend for the rule figures, the walk of rule (5) drawn, the holed-diamond board shown', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const legend = page.getByTestId('board-legend').first();
  assert.match((await legend.textContent()) ?? '', /hatched in blue, thick border: a cell of the inequality shown/);
  // True of every rule figure: each draws its inequality's cells hatched and bordered, as the legend says (figures
  // that drew only the border, under a legend of hatched cells, confused a reader).
  const unhatched = await page.locator('.sk-family-figure svg').evaluateAll((svgs) => svgs.flatMap((svg) => {
    const paths = [...svg.querySelectorAll('path')];
    const hatched = new Set(paths.filter((p) => (p.getAttribute('fill') ?? '').startsWith('url(#sk-hatch-')).map((p) => p.getAttribute('d')));
    // The thick border of the inequality's cells (ShakashakaBoard) drawn without the hatching under it.
    const borders = paths.filter((p) => p.getAttribute('fill') === 'none' && p.getAttribute('stroke-width') === '3' && p.getAttribute('stroke') === '#1d4f91');
    return borders.filter((p) => !hatched.has(p.getAttribute('d'))).map(() => svg.getAttribute('aria-label') ?? '');
  }));
  assert.deepEqual(unhatched, []);
  assert.ok((await page.locator('.sk-family-figure svg path[fill^="url(#sk-hatch-"]').count()) >= 5, 'the rule figures hatch their cells');
  // The legend's hatched cell draws stripes (several diagonal lines, wide enough apart to show on a phone), not a tint.
  const stripes = (await legend.getByTestId('legend-hatch').getAttribute('d')) ?? '';
  assert.ok(stripes.split('M').length - 1 >= 3, `stripes drawn: ${stripes}`);
  // The legend comes right after the first rule figure, whose boards show the states it names, not before any figure
  // uses its marks; and it leaves out the stepper's mark, which no figure of the lesson draws.
  assert.equal(await legend.evaluate((el) => {
    const prev = el.previousElementSibling;
    return prev?.matches('p') && prev.previousElementSibling?.getAttribute('data-testid');
  }), 'figure-one-state');
  assert.doesNotMatch((await legend.textContent()) ?? '', /settled by this step/);
  // One legend, not a copy of it under every rule figure.
  const figures = page.locator('.sk-family-figure');
  assert.ok((await figures.count()) >= 5, 'the rule figures');
  for (const text of await figures.allTextContents()) assert.doesNotMatch(text, /Grey cells may hold anything|The row shown/);
  // "row" is the board's: the rule figures name "the inequality shown".
  assert.match((await figures.first().textContent()) ?? '', /The inequality shown:/);
  // At 1280 a rule figure's caption sits beside its boards, and a board's caption is not squeezed to a word or two a line.
  const turn = page.getByTestId('figure-turn');
  const boardsBox = (await turn.locator('.sk-family-boards').boundingBox())!;
  const captionBox = (await turn.locator(':scope > figcaption').boundingBox())!;
  assert.ok(captionBox.x >= boardsBox.x + boardsBox.width - 1, 'the formula is beside the boards');
  const small = (await turn.locator('.sk-figure-board figcaption').first().boundingBox())!;
  assert.ok(small.width >= 150, `a board's caption is ${small.width}px wide`);
  // Rule (5): two drawings of the walk, each with an arrow and a caption.
  const walk = page.getByTestId('figure-walk');
  assert.equal(await walk.locator('svg[role="img"]').count(), 2);
  assert.equal(await walk.locator('path[marker-end]').count(), 2);
  assert.match((await walk.textContent()) ?? '', /opposite side.*Forbidden by E/s);
  // Beside the paragraph that states E at 1280 px: both drawings in one row, so the pair costs no more height than the words.
  const [a, b] = await walk.locator('svg').evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().top));
  assert.ok(Math.abs(a - b) < 2, 'the two walk drawings side by side');
  // The holed-diamond board (with its 0s) is the holed diamond's own drawing with 0s on its hole, said in words: one
  // board for one idea, not a second drawing (which was cut off at its box's edge besides).
  assert.equal(await page.getByTestId('lesson-diamond-board').count(), 0);
  const mainWords = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(mainWords, /Put a 0 on each black cell of the hole in the drawing above: that is the holed-diamond board/);
  // Every figure of the lesson is seen whole at 1280 px, none cut at the edge of a box that scrolls sideways.
  assert.deepEqual(await drawingsCutByScroll(page), []);
  // The solver's five example buttons, their sizes in words, take three rows at 1280 px, not one row each.
  const exampleTops = await page.getByTestId('shakashaka-solver').first().locator('[data-testid^="example-"]')
    .evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top + window.scrollY)));
  assert.equal(exampleTops.length, 5);
  assert.ok(new Set(exampleTops).size <= 3, `the example buttons take ${new Set(exampleTops).size} rows`);
  // The holed diamond's white area is outlined in its drawing, and the two drawings are named in their own captions, not by place.
  assert.equal(await page.getByTestId('lesson-diamond').locator('[data-testid="lesson-diamond-outline"]').count(), 1);
  assert.match((await page.getByTestId('lesson-diamond').textContent()) ?? '', /white area shaded, outlined/);
  // Why rule (4) misses the holed diamond is worked on the main path, beside its drawing: the D and F sums with the filling's values.
  const cx = readShakashakaRecords(readFileSync('tests/data/shakashaka/model-counterexample.txt', 'utf8')).find((r) => r.id === 'holed-diamond-8x6')!;
  const hc = holeCorner(cx.puzzle, cx.solution!);
  const corner = page.getByTestId('lesson-hole-steps');
  assert.ok(await corner.isVisible());
  assert.equal(await corner.locator('xpath=ancestor::details').count(), 0, 'the worked corner is not folded');
  const cornerText = (await corner.textContent()) ?? '';
  assert.match(cornerText, /Rule \(4\), family D, counts only empty cells/);
  assert.ok(cornerText.includes(`${hc.d.terms.join(' + ')} = ${hc.d.left} ≤ ${hc.d.bound}: it holds`), cornerText);
  assert.ok(cornerText.includes(`${hc.f.terms.join(' + ')} = ${hc.f.left} > ${hc.f.bound}: broken`), cornerText);
  // The drawing beside it marks the corner's three white cells.
  const diamondBoard = page.getByTestId('lesson-diamond');
  const top = (await diamondBoard.boundingBox())!;
  const steps = (await corner.boundingBox())!;
  assert.ok(steps.x >= top.x + top.width - 1 && steps.y < top.y + top.height, 'at 1280 the steps sit beside the drawing');
  // One way to say a size, "N columns by M rows", read from the board: the holed diamond's board is wider than tall.
  // (The words a reader sees: style sheets and scripts left out.)
  const main = await page.locator('main').evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const d of copy.querySelectorAll('style, script')) d.remove();
    return copy.textContent ?? '';
  });
  const { width, height } = cx.puzzle;
  assert.ok(width !== height);
  assert.ok(main.includes(`a board of ${width} columns by ${height} rows`), 'the size as columns by rows');
  assert.ok(!main.includes(`${height} columns by ${width} rows`), 'never the other way round');
  // No board's size in the shorthand "8×6" (a 2×2 block is no board's size), nor as "8 wide".
  assert.deepEqual(main.match(/\d+×\d+(?! block)/g)?.filter((m) => m !== '2×2') ?? [], []);
  assert.doesNotMatch(main, /\d+ wide, \d+ tall/);
  // The main text says what sets a trial apart from a look-ahead: what each concludes (a chain sum, a deduction; or the value alone).
  const engineList = ((await page.locator('h3', { hasText: 'What the engine does, in short' }).locator('xpath=following-sibling::ul[1]').textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(engineList, /add up to a chain sum \(glossary[^)]*\), which forces the other value with nothing supposed/);
  // What the engine truly does: trials run on, one after another, without looking for chain sums again, so a trial's
  // chain sum may prove its value; the count on the holed-diamond board is the engine's own.
  // "Deduction" is said to mean a value a sum proves, as a reader took a failed supposition for a proof too.
  assert.match(engineList, /one variable after another, with no look for chain sums between\. A trial builds no sum, so its value, though sound \(its supposition failed\), is labelled a trial, not a deduction \(a value a sum proves\)\./);
  const dRec = recorder<ShakashakaEvent>();
  runSteps(puzzleOf(example('holed-diamond-8x6.txt')), { params: { model: 'A-D+F' }, sink: dRec.sink, budget: { limitMs: 60_000 } });
  const dTrials = dRec.events.filter((e): e is TrialEvent => e.kind === 'trial');
  assert.ok(engineList.includes(`A chain sum would prove ${dTrials.filter(trialChainProves).length} of the ${dTrials.length} on the holed diamond; for the others none can`), engineList);
  // Why a trial is not a deduction: what is missing is an inequality that proves the value (the sum loses the rounding).
  // The rounding in the example's own terms (2y ≥ 1 forces y = 1; a sum keeps only y ≥ ½), drawn as formulas.
  assert.match(engineList, /for the others none can, as forcing rounds: .+ forces y = 1; a sum gives only .+, which a fraction meets\./);
  // The selective method's aim, worked on two inequalities (the engine's own sum and forcing decide the numbers).
  const sx = selectiveExample();
  // The example comes first, then what the engine does with it, in plain words.
  assert.ok(engineList.includes(`force nothing alone (slack ${sx.partSlack}, coefficients ${sx.partCoefficient}). Both hold ${sx.aim} with a plus sign, so added, ${sx.cancelled[0]} cancels and ${sx.aim}’s coefficient grows:`), engineList);
  assert.ok(engineList.includes(`slack ${sx.slack}, below ${sx.coefficient}, so ${sx.forced[0]}. For each open variable`), engineList);
  assert.ok(engineList.indexOf('selective method') < engineList.indexOf(`so ${sx.forced[0]}.`) && engineList.indexOf(`so ${sx.forced[0]}.`) < engineList.indexOf('aimed'), engineList);
  // Under the list, the smallest case of each on three variables (the engine's own look-ahead and chain sum decide which).
  const px = probeExample();
  const threeVars = ((await page.locator('h3', { hasText: 'What the engine does, in short' }).locator('xpath=following-sibling::p[1]').textContent()) ?? '').replace(/\s+/g, ' ');
  assert.ok(threeVars.includes(`supposing ${px.lookAhead.supposed} forces ${px.lookAhead.forced.join(' and ')}`), threeVars);
  assert.ok(threeVars.includes(`slack ${px.lookAhead.max} − (${signed(px.lookAhead.rhs)}) = ${px.lookAhead.slack}, below x’s coefficient ${px.lookAhead.coefficient}, so ${px.lookAhead.concluded} is forced: a look-ahead`), threeVars);
  // Why the second pair means the same: what the supposition forces, and that the other value asks nothing.
  assert.ok(threeVars.includes(`(the same for 0/1 values: ${px.trial.supposed} forces ${px.trial.forced.join(' and ')}, ${px.trial.concluded} frees them)`), threeVars);
  assert.ok(threeVars.includes(`slack ${px.trial.max} − (${signed(px.trial.rhs)}) = ${px.trial.slack}, not below ${px.trial.coefficient}: it forces nothing, and ${px.trial.concluded} is a trial`), threeVars);
  assert.equal(await page.locator('h3', { hasText: 'What the engine does, in short' }).locator('xpath=following-sibling::p[1]').locator('.katex, math').count() >= 6, true, 'its inequalities drawn as formulas');
  // And, in the grade fold, one of each on a real board, with the cell, the value supposed and what it leads to (the words come from the run).
  const contrast = ((await page.locator('details p', { hasText: 'One of each on the' }).textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(contrast, /supposing (.+) = ([01]), forcing runs through .+ until \(\d+\) can no longer hold; those \d+ inequalities add up to a chain sum that forces \1 = (?!\2)[01]: a look-ahead\./);
  assert.match(contrast, /Later, supposing (.+) = ([01]) forces \d+ variables until \(\d+\) breaks, but no chain sum forces the other value: \1 = (?!\2)[01] is a trial\./);
  // One inequality in its two written forms (the model's and the by-hand list's), side by side on the main path.
  const forms = page.getByTestId('lesson-two-forms');
  assert.equal(await forms.locator('xpath=ancestor::details').count(), 0);
  const formRows = await forms.locator('tbody tr').allTextContents();
  assert.equal(formRows.length, 2);
  assert.match(formRows[0], /by the model/);
  assert.match(formRows[1], /by-hand list: every variable moved left/);
  assert.equal(await forms.locator('.katex, math').count() >= 2, true, 'both forms drawn as formulas');
  // Under it: why the list turns some rows into ≤, and both inequalities with the known values put in, before the sum.
  const afterForms = forms.locator('xpath=following-sibling::p[1]');
  const afterText = ((await afterForms.textContent()) ?? '').replace(/\s+/g, ' ');
  // The flip said is the one the example shows: (189) is written with ≤ by the model and with ≥ in the list.
  assert.match(afterText, /multiplies by −1 where that leaves fewer minus signs \(≤ becomes ≥ here\)\./);
  assert.match(afterText, /each by a rule:\s*$/);
  // Why each value put in is what it is: one row per rule (variable, value, the rule that forced it, in words), a
  // table and not one long sentence; no inequality number the reader cannot see on the board beside it (only the two
  // inequalities added are marked there).
  const known = page.getByTestId('lesson-worked-known');
  assert.deepEqual((await known.locator('thead th').allTextContents()).map((t) => t.trim()), ['variable', 'value', 'the rule that sets it']);
  const knownRows = (await known.locator('tbody tr').allTextContents()).map((t) => t.replace(/\s+/g, ' '));
  assert.ok(knownRows.length >= 2, knownRows.join(' | '));
  // (cells' text run together: "◢ at (1,2) and ◣ at (1,2)" · "0" · "“its white side …”")
  assert.ok(knownRows.some((r) => /^.+\)0“its white side would lie against the top edge of the board”/.test(r)), knownRows.join(' | '));
  assert.ok(knownRows.some((r) => /, with .+ = 0 already/.test(r)), knownRows.join(' | '));
  for (const r of knownRows) assert.doesNotMatch(r, /\(\d+\)/);
  const reducedText = ((await known.locator('xpath=following-sibling::p[1]').textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(reducedText, /\(\d+\) becomes .+, and \(\d+\) becomes .+\. Each has slack/);
  const sumBoard = (await page.getByTestId('lesson-worked-sum-board').locator('xpath=ancestor::figure[1]').locator('figcaption').textContent()) ?? '';
  const [firstLabel, secondLabel] = reducedText.match(/\(\d+\) becomes .+, and \(\d+\) becomes/)![0].match(/\(\d+\)/g)!;
  // Only the cells with an open variable are hatched, and the caption says so (a reader counted four cells, two hatched).
  assert.ok(sumBoard.includes(`cells where ${firstLabel} and ${secondLabel} hold an open variable`), sumBoard);
  assert.ok((await known.locator('xpath=following-sibling::p[1]').locator('.katex, math').count()) >= 2, 'the two reduced rows drawn as formulas');
  // One count of forcing steps in the worked sum: the stall's, not a second "first N steps".
  assert.doesNotMatch(afterText, /first \d+ steps/);
  // The stall's steps and the by-hand tool's count of decided variables, said together with why they differ.
  const stall = forceByHand(initHand(handModel(shakashakaModel(puzzleOf('.....\n01..1\n.....\n..2..\n.....'), 'A-D+F'))));
  const decided = stall.state.values.filter((v) => v !== -1).length;
  const sumIntro = ((await page.locator('h3', { hasText: 'One sum, worked through' }).locator('xpath=following-sibling::p[1]').textContent()) ?? '').replace(/\s+/g, ' ');
  assert.ok(sumIntro.includes(`stalls after ${stall.steps} steps, which decide ${decided} of ${stall.state.values.length} variables (a step sets all its inequality forces)`), sumIntro);
  // What a branch-and-bound node is, and what its count says, is on the main path where the lesson first uses the word.
  const mainText = await page.locator('main').evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const d of copy.querySelectorAll('details, astro-island, style, script')) d.remove();
    return copy.textContent!.replace(/\s+/g, ' ');
  });
  const firstNode = mainText.search(/\bnodes?\b/);
  assert.ok(firstNode > 0 && mainText.slice(firstNode - 400, firstNode + 400).includes('Each such copy is a node'), 'a node defined where first named');
  assert.match(mainText, /The node count says how often HiGHS had to split/);
  // Readers took a 0 on every board for a broken figure: the count on this page's boards, and what 0 means, follow it.
  // Presolve is defined in words where the main path first names it, before the count that relies on it.
  const presolve = mainText.search(/\bpresolve\b/);
  // One plain sentence, once: what HiGHS does first, then its name (readers met three glosses of it).
  assert.match(mainText.slice(presolve - 40, presolve + 200), /HiGHS first tidies the model, its presolve (\(glossary[^)]*\) ?)?: it fixes what single inequalities decide and drops those that no longer matter/);
  assert.equal(mainText.match(/tidies|tidying/g)?.length, 1);
  const count = mainText.match(/The branch-and-bound node count is 0 on all (\d+) boards here \(named in the fold\): presolve and the first linear program settled each\.|On “[^”]+” the branch-and-bound node count is [\d,]+, the most of this page's (\d+) boards \(named in the fold\)/);
  assert.ok(count && count.index! > presolve, 'the node count on the page’s boards follows the definition of presolve');
  // The boards behind that count, named in the fold as the solver and the by-hand tools name them, one per board counted.
  const counted = await page.getByTestId('lesson-highs-node-boards').locator('li').allTextContents();
  assert.equal(counted.length, Number(count[1] ?? count[2]));
  // (the solver's example buttons carry the same names; its island's markup is on the page before it starts)
  const solverBoards = await page.getByTestId('shakashaka-solver').first().locator('[data-testid^="example-"]').allTextContents();
  assert.ok(solverBoards.length > 0);
  for (const label of solverBoards) assert.ok(counted.some((li) => li.startsWith(`${label.trim()}: `)), `${label} among the boards counted`);
  for (const li of counted) assert.match(li, /: [\d,]+ nodes?$/);
  // Family E: where it is first named, the main path says why it holds and where it is drawn.
  assert.match(mainText, /family, E: no black inside a tilted white rectangle\. As inequalities: two ◤ on a line running down-right, any distance apart, need a ◢ between them \(likewise for each turn\)\. It holds in every true solution: a walk from a triangle across its white half meets the opposite side before any black \(the arrows\)/);
  // What the solver does when the rules reject an answer is said where the holed diamond is, with the cut's form:
  // the variables at 1 in that filling (one per white cell) add up to at most one less.
  const cutText = ((await page.getByTestId('lesson-no-good-cut').textContent()) ?? '').replace(/\s+/g, ' ');
  const clue0 = readShakashakaRecords(readFileSync('tests/data/shakashaka/model-counterexample.txt', 'utf8')).find((r) => r.id === 'holed-diamond-8x6-clue0')!;
  const whites = fillingValues(clue0.solution!).filter((v) => v === 1).length;
  assert.ok(cutText.includes(`a cut, an inequality that forbids exactly that filling: its ${whites} variables at 1, one per white cell, add up to at most ${whites - 1}. Any other filling gives some cell another state, so one of them is 0: nothing else is cut.`), cutText);
  assert.equal(await page.getByTestId('lesson-no-good-cut').locator('xpath=ancestor::details').count(), 0);
  // "cut" has that one meaning on the page: the triangle's diagonal is not called a cut.
  assert.doesNotMatch(mainText, /The cut runs along a diagonal/);
  // Those drawings are on the main path, beside that paragraph, not in a fold.
  assert.equal(await page.getByTestId('figure-walk').locator('xpath=ancestor::details').count(), 0);
  // "aimed" is defined where the lesson first uses it.
  const aimed = mainText.search(/\baimed\b/);
  assert.match(mainText.slice(Math.max(0, aimed - 90), aimed + 12), /adds inequalities around its cell that all hold it with the same sign: a sum aimed at it/);
  // Each Hint button's paragraph says what that Hint does, so the two are not taken for one.
  assert.match(mainText, /Hint here picks the engine[’']s next step for you/);
  // Play's Hint: from the reader's marks, and its three presses named (where, which inequality, what it forces and why).
  assert.match(mainText, /Hint works from your marks, not from the answer, in three presses: where to look, which inequality applies, and what it forces and why\./);
  // The by-hand Hint only picks: the intro says to Apply after it (a reader pressed Hint again and got the same pick).
  assert.match(mainText, /next step for you; then press Apply \(Hint again picks the same one\)/);
  // Play's intro names its third button, not only its fold.
  assert.match(mainText, /Explain from here runs the method from your position to the end\./);
  // One word per thing: a trial is one supposition, the search the last resort, both said on the main path.
  assert.match(mainText, /Here a trial is one supposition about one variable; search means only this last resort/);
  // The Play widget states its keys; the prose does not repeat them.
  const prose = await page.locator('main').evaluate((el) => [...el.querySelectorAll(':scope p, :scope li')].filter((p) => !p.closest('astro-island')).map((p) => p.textContent).join(' '));
  assert.doesNotMatch(prose, /the keys 1 to 4 put/);
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: by hand — hints to the end, undo; where forcing stalls, two inequalities added', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
  const hand = hydrated(page, 'by-hand').first();
  await hand.waitFor();
  const ws = hand.getByTestId('hand-workspace');
  const board = hand.getByTestId('by-hand-board');
  const result = hand.getByTestId('hand-result');

  // The verdict of a pick sits above the list and comes into view with the item picked (a tall list once hid it).
  const firstItem = hand.getByTestId('hand-list').locator('[data-testid^="hand-item-"]').nth(3);
  await firstItem.click();
  await page.waitForFunction((node) => (node as HTMLElement).getAttribute('data-verdict') !== 'waiting', await result.elementHandle());
  const viewport = page.viewportSize()!;
  for (const [what, el] of [['the verdict', result], ['the item picked', firstItem]] as const) {
    const box = (await el.boundingBox())!;
    assert.ok(box.y >= 0 && box.y + Math.min(box.height, 60) <= viewport.height, `${what} is on screen after the pick (y ${box.y})`);
  }
  assert.ok((await result.boundingBox())!.y < (await hand.getByTestId('hand-list').boundingBox())!.y, 'the verdict is above the list');

  // The first board: forcing decides everything. Hint, apply, as the reducer does under Node.
  const small = shakashakaModel(puzzleOf('2..\n...\n..2'), 'A-D+F');
  let expected = initHand(handModel(small));
  assert.equal(await ws.getAttribute('data-undecided'), String(small.variables.length));
  let applied = 0;
  for (let x = firstForcing(expected); x; x = firstForcing(expected)) {
    await hand.getByTestId('hand-hint').click();
    await waitAttr(page, result, 'data-verdict', 'forces');
    await hand.getByTestId('hand-apply').click();
    expected = run(expected, { type: 'mode', mode: 'one' }, { type: 'clear' }, { type: 'pick', id: x.id }, { type: 'apply' });
    applied++;
    await waitAttr(page, ws, 'data-values', expected.values.join(' '));
    if (applied === 1) await expectBoard(board, expected.values, 'after the first hint');
  }
  assert.ok(isFinished(expected), 'forcing alone decides the 3×3 board');
  assert.match((await hand.getByTestId('hand-status').textContent()) ?? '', /Every variable is decided/);
  // Hint greys out then, and says why beside it (all decided, by deduction alone here: no trial was applied).
  assert.equal(await hand.getByTestId('hand-hint').getAttribute('aria-disabled'), 'true');
  assert.equal(((await hand.getByTestId('hand-hint-done').textContent()) ?? '').trim(), 'Nothing left to hint: all is decided, by deduction alone.');
  await expectBoard(board, expected.values, 'solved by hand');

  // Each row in the list is named in words (its label and its sentence), never with the formula's TeX source.
  // The accessible names as the browser computes them (Playwright's ARIA snapshot: a `button "name"` line per row,
  // YAML-quoted as a whole when the name holds a colon).
  const names = [...(await hand.getByTestId('hand-list').ariaSnapshot()).matchAll(/button "([^"\n]*)"/g)].map((m) => m[1]);
  assert.ok(names.length > 0 && names.every((n) => /^\(\d+\)/.test(n) && !/[\\_^{}]/.test(n)), `list names in words: ${names.slice(0, 2).join(' | ')}`);

  // Undo takes the last step back.
  await hand.getByTestId('hand-undo').click();
  await waitAttr(page, ws, 'data-steps', String(applied - 1));

  // The worked sum's board is one of this island's: its section links here and says it is in the Board list.
  const worked = page.locator('p', { hasText: 'second tool is' });
  assert.match((await worked.textContent()) ?? '', /On “[^”]+” \(in the Board list of\s+“Try it by hand”\), forcing alone stalls/);
  const anchor = await worked.locator('a[href^="#"]').getAttribute('href');
  assert.equal(await page.locator(anchor!).count(), 1, `${anchor} is on the page`);
  // The board where forcing stalls.
  const stallText = '.....\n01..1\n.....\n..2..\n.....';
  await hand.getByTestId('hand-board-choice').selectOption('pairs');
  const stall = shakashakaModel(puzzleOf(stallText), 'A-D+F');
  await waitAttr(page, ws, 'data-undecided', String(stall.variables.length));
  expected = initHand(handModel(stall));
  for (let x = firstForcing(expected); x; x = firstForcing(expected)) {
    await hand.getByTestId('hand-hint').click();
    await hand.getByTestId('hand-apply').click();
    expected = run(expected, { type: 'mode', mode: 'one' }, { type: 'clear' }, { type: 'pick', id: x.id }, { type: 'apply' });
    await waitAttr(page, ws, 'data-values', expected.values.join(' '));
  }
  assert.ok(!isFinished(expected), 'forcing stalls on the 5×5 board');
  await hand.getByTestId('hand-hint').click();
  assert.match((await hand.getByTestId('hand-hint-text').textContent()) ?? '', /No single inequality forces anything/);

  // In pair mode the Hint finds a pair that forces (the first, as the reducer's search finds it under Node), picks both
  // and lists only them, in view, with a sentence that quotes them.
  await hand.getByTestId('hand-mode-pair').check();
  expected = run(expected, { type: 'mode', mode: 'pair' });
  const pair = firstForcingPair(expected);
  assert.ok(pair, 'some pair forces something');
  const ids = pair.picks.map((x) => x.id);
  await hand.getByTestId('hand-hint').click();
  await waitAttr(page, ws, 'data-only', ids.join(' '));
  await waitAttr(page, result, 'data-verdict', 'forces');
  assert.equal(await result.getAttribute('data-forced'), pair.forced.map((f) => `${f.variable}:${f.value}`).join(' '));
  assert.equal(await hand.getByTestId('hand-list').locator('button').count(), 2);
  const hintText = (await hand.getByTestId('hand-hint-text').textContent()) ?? '';
  for (const x of pair.picks) assert.ok(hintText.includes(`${x.label} says “${x.text}”`), `the hint quotes ${x.label}`);
  const inView = async (testId: string) => {
    const box = await hand.getByTestId(testId).boundingBox();
    const height = page.viewportSize()!.height;
    return box !== null && box.y >= 0 && box.y + box.height <= height;
  };
  for (const id of ids) assert.ok(await inView(`hand-item-${id}`), `${id} is in view`);
  assert.ok(await hand.getByTestId('hand-sum').count(), 'the sum is shown');
  // Apply sits beside Hint; on a phone it stays on the screen while the list is scrolled to.
  const gap = async () => Math.abs((await hand.getByTestId('hand-apply').boundingBox())!.y - (await hand.getByTestId('hand-hint').boundingBox())!.y);
  assert.ok((await gap()) < 120, `Apply is near Hint (${await gap()} px)`);
  await page.setViewportSize({ width: 390, height: 844 });
  await hand.getByTestId('hand-list').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Two frames: the scroll settles and the sticky bar is placed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.ok(await inView('hand-apply'), 'on a phone Apply is on the screen beside the list');
  assert.ok((await gap()) < 120, `on a phone Apply is near Hint (${await gap()} px)`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await hand.getByTestId('hand-apply').click();
  expected = run(expected, { type: 'pickPair', ids: [ids[0], ids[1]] }, { type: 'apply' });
  await waitAttr(page, ws, 'data-values', expected.values.join(' '));
  await waitAttr(page, ws, 'data-only', '');
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: by hand — the sum of two stays one column sum, rows aligned, at 1280 and 390 px', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
  const hand = hydrated(page, 'by-hand').first();
  await hand.waitFor();
  // A reader added (15) and (41) of the first board: the sum, cut into blocks, wrapped, and its rows no longer lined up.
  await hand.getByTestId('hand-mode-pair').check();
  for (const [id, label] of [['g14', '(15)'], ['g40', '(41)']]) {
    const item = hand.getByTestId(`hand-item-${id}`);
    assert.match((await item.textContent()) ?? '', new RegExp(`^\\${label.slice(0, -1)}\\)`));
    await item.click();
  }
  const sum = hand.getByTestId('hand-sum');
  await sum.locator('mtr').first().waitFor();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const rows = await sum.evaluate((box) => [...box.querySelectorAll('mtr')].map((tr) => {
      const cells = [...tr.children].map((td) => td.getBoundingClientRect());
      return { top: cells[0].top, relation: cells[cells.length - 2].left, cells: cells.length };
    }));
    // One array: the two rows and the sum, each with the same cells, one under the other, the ≥ in one column.
    assert.equal(rows.length, 3, `${width}px: one column sum of three rows`);
    assert.ok(rows[0].top < rows[1].top && rows[1].top < rows[2].top, `${width}px: the rows stand one under the other`);
    assert.ok(rows.every((r) => r.cells === rows[0].cells && Math.abs(r.relation - rows[0].relation) < 1), `${width}px: the ≥ of every row in one column`);
    // A sum wider than its box scrolls sideways, in a box that shows it does.
    const scroll = await sum.evaluate((box) => {
      const shown = box.querySelector('.formula-display') ?? box;
      return { over: shown.scrollWidth - shown.clientWidth, overflow: getComputedStyle(shown).overflowX, page: document.documentElement.scrollWidth - innerWidth };
    });
    assert.ok(scroll.over <= 1 || scroll.overflow === 'auto', `${width}px: a sum too wide for its box scrolls (${JSON.stringify(scroll)})`);
    assert.ok(scroll.page <= 0, `${width}px: the page does not scroll sideways`);
  }
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: the solver island — URL, typo, solve both ways, step, why, export offline and print', async ({ context, page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('shakashaka-solver').first().scrollIntoViewIfNeeded();
  await hydrated(page, 'shakashaka-solver', '[data-started="true"]').first().waitFor();
  const solver = page.getByTestId('shakashaka-solver').first();
  const text = solver.getByTestId('puzzle-text');
  // The time-limit choices stay the same at load, after a board is loaded and after a solve.
  const limitChoices = () => solver.getByTestId('limit').locator('option').allTextContents();
  const choicesAtLoad = await limitChoices();
  assert.deepEqual(choicesAtLoad, LIMIT_CHOICES.map((s) => `${s} s`));

  // A puzz.link URL is read as a board; a typo is named with its line and column.
  const url = example('pzprjs-6x6.txt');
  await text.fill(url);
  await waitAttr(page, solver, 'data-board', boardToLink(printShakashaka(puzzleOf(url))));
  await text.fill('..\n.x');
  assert.match((await solver.getByTestId('parse-error').textContent()) ?? '', /Line 2, column 2/);

  // The board that needs chain sums, solved both ways.
  const SUMS = example('ppbench-01-10x10.txt');
  const puzzle = puzzleOf(SUMS);
  const rec = recorder<ShakashakaEvent>();
  const { result } = runSteps(puzzle, { sink: rec.sink });
  assert.equal(result.status, 'solved');
  const answer = fillingValues(result.solution!);
  const events = rec.events;
  const starts = stepStarts(events);
  const valuesAt = (k: number) => replayTo(shakashakaReplay, puzzle, events, k >= starts.length ? events.length : starts[k]).values;
  await text.fill(SUMS);
  await waitAttr(page, solver, 'data-board', boardToLink(printShakashaka(puzzle)));
  assert.deepEqual(await limitChoices(), choicesAtLoad, 'the time-limit choices after a board is loaded');
  // The model's size counts an equality as two inequalities, as the lesson does (and the engine works), per family too;
  // why HiGHS counts fewer lines is said once, on its step, not again here.
  const sumsModel = shakashakaModel(puzzle, 'A-D+F');
  const families = solver.getByTestId('model-families');
  await families.locator('caption', { hasText: `${sumsModel.constraints.length.toLocaleString('en-US')} inequalities` }).waitFor();
  assert.doesNotMatch((await families.locator('caption').textContent()) ?? '', /counts as two/);
  const perFamily = await families.locator('tr[data-family]').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-family'), r.querySelector('td')?.textContent]));
  for (const [f, n] of perFamily) assert.equal(n, sumsModel.constraints.filter((c) => c.family === f).length.toLocaleString('en-US'), `family ${f}`);
  // The parts are named, not numbered, so no gap shows before a solve (1, 2, 3, 6 did); the two later parts are announced by name.
  const partHeadings = async () => solver.locator(':scope > section > h3').allTextContents();
  for (const h of await partHeadings()) assert.doesNotMatch(h, /^\d/, `part heading "${h}" carries a number`);
  assert.match((await solver.getByTestId('solver-later-panels').textContent()) ?? '', /“Step through the engine’s deduction” and “Why is this cell what it is\?”/);
  await solver.getByTestId('solve').click();
  await waitAttr(page, solver, 'data-phase', 'done', 60_000);
  await solver.getByTestId('why-panel').waitFor();
  assert.deepEqual(await limitChoices(), choicesAtLoad, 'the time-limit choices after a solve');
  assert.deepEqual(await partHeadings(), ['The board', 'The board as inequalities', 'Solve it two ways', 'Step through the engine’s deduction', 'Why is this cell what it is?', 'Export a worked example']);
  // HiGHS's panel does not say both "steps recorded" and "not recorded": it lists what went in and what came out.
  const highsPanel = (await solver.getByTestId('lane-highs').textContent()) ?? '';
  // Its calls (rows, inequalities) wait in a closed fold: the line and the verdict lead.
  const highsSteps = solver.getByTestId('lane-highs-steps-fold');
  assert.match((await highsSteps.locator('summary').textContent()) ?? '', /^Its \d+ steps?: the model going in, each answer coming out$/);
  assert.equal(await highsSteps.evaluate((d) => (d as HTMLDetailsElement).open), false, 'HiGHS steps folded when no answer was rejected');
  assert.doesNotMatch(highsPanel, /steps recorded|None of its work is recorded/);
  if (/after 0 branch-and-bound nodes/.test(highsPanel)) assert.match(highsPanel, /Zero nodes means it never had to split the problem/);
  // Each lane says in one line how it went; the counter tables wait in a closed fold.
  assert.match((await solver.getByTestId('lane-highs-status').textContent()) ?? '', /^Done in [\d,]+ ms .*; [\d,]+ branch-and-bound nodes?\.$/);
  assert.match((await solver.getByTestId('lane-steps-status').textContent()) ?? '', /^Done in [\d,]+ ms .*; [\d,]+ steps? recorded/);
  for (const lane of ['highs', 'steps']) {
    const fold = solver.getByTestId(`lane-${lane}-summary-fold`);
    assert.equal(await fold.evaluate((d) => (d as HTMLDetailsElement).open), false, `${lane}: counters folded`);
    assert.ok(!(await solver.getByTestId(`lane-${lane}-summary-stats`).isVisible()), `${lane}: counter table hidden until opened`);
  }
  for (const lane of ['highs', 'steps']) {
    assert.equal(await solver.getByTestId(`lane-${lane}`).getAttribute('data-status'), 'solved', lane);
    // The board has one solution, so both answers are it.
    await expectBoard(solver.getByTestId(`lane-${lane}-answer`), answer, `${lane}'s answer`);
    // At 1280 px the two lanes stand side by side: the answer shrinks to its box rather than cut off its last column.
    const [drawn, box] = await solver.getByTestId(`lane-${lane}-answer`).locator('svg.sk-board').evaluate((svg) =>
      [svg.getBoundingClientRect().width, (svg.parentElement as HTMLElement).clientWidth]);
    assert.ok(drawn <= box + 0.5, `${lane}'s answer is ${drawn} px wide in a ${box} px box`);
  }

  // Step forward and back; the board at step k is the trace replayed to step k.
  const trace = solver.getByTestId('trace');
  assert.equal(await trace.getAttribute('data-count'), String(starts.length));
  const board = trace.getByTestId('trace-board');
  const expectStep = async (k: number) => {
    await waitAttr(page, trace, 'data-step', String(k));
    await expectBoard(board, valuesAt(k), `step ${k}`);
    assert.equal(await trace.getByTestId('stepper-step-status').textContent(), `Step ${k.toLocaleString('en-US')} of ${starts.length.toLocaleString('en-US')}`);
  };
  await expectStep(0);
  for (let k = 1; k <= 3; k++) {
    await trace.getByTestId('stepper-step-forward').click();
    await expectStep(k);
  }
  await trace.getByTestId('stepper-step-back').click();
  await expectStep(2);
  // "Next step that decides a cell", and the key N from the stepper: the steps that choose a cell's state, in turn.
  const decides = starts.map((st) => decidesCell(events[st]));
  // The count under the jumps says how many cells those steps decide, when some decide several at once.
  const tally = landmarkTally(starts.map((st) => cellsDecided(events[st])), ['cell', 'cells']);
  assert.ok(tally.length > 0, 'on this board some step decides two or more cells');
  assert.ok(((await trace.getByTestId('trace-landmark-count').textContent()) ?? '').includes(tally.trim()));
  const firstDecides = decides.indexOf(true) + 1;
  const secondDecides = decides.indexOf(true, firstDecides) + 1;
  assert.ok(firstDecides > 0 && secondDecides > firstDecides, 'the trace has steps that decide a cell');
  await trace.getByTestId('stepper-step-first').click();
  await expectStep(0);
  // Before the first step the reader is pointed to the jump past the steps that choose no cell.
  assert.match((await trace.getByTestId('step-detail').textContent()) ?? '', /“Next step that decides a cell” \(key N\)/);
  // The legend of the board's marks comes after the step's words (on a phone they stack: it no longer sits between them).
  assert.ok(await trace.getByTestId('step-detail').evaluate((d) => {
    const legend = d.closest('[data-testid="trace"]')!.querySelector('[data-testid="board-legend"]');
    return !!legend && !!(d.compareDocumentPosition(legend) & Node.DOCUMENT_POSITION_FOLLOWING);
  }), 'the legend follows the step’s words');
  await trace.getByTestId('trace-landmark-next').click();
  await expectStep(firstDecides);
  // Landed there by the jump, the reader is told what the steps it passed did.
  if (firstDecides > 2) assert.ok(((await trace.getByTestId('trace-landmark-count').textContent()) ?? '').includes(`Steps 1–${firstDecides - 1} decide no cell: they only rule states out`));
  await trace.getByTestId('stepper-step').focus();
  await page.keyboard.press('n');
  await expectStep(secondDecides);
  await page.keyboard.press('p');
  await expectStep(firstDecides);
  // The first sum: a step the page offers to jump to. Pressed low on the screen, the jump brings the stepper, board and words up.
  await trace.getByTestId('jump-sum').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await trace.getByTestId('jump-sum').click();
  await page.waitForFunction(() => {
    const top = document.querySelector('[data-testid="trace-shown"]')!.getBoundingClientRect().top;
    // Within a pixel of the top: the page scrolls by whole pixels, so a box at a fractional offset can end a third of one above it.
    return top >= -1 && top <= window.innerHeight * 0.6;
  });
  const firstSum = events.findIndex((e) => e.depth === 0 && e.kind === 'deduce' && e.source === 'sum');
  assert.ok(firstSum >= 0, 'the trace has a sum');
  await expectStep(starts.indexOf(firstSum) + 1);
  await trace.getByTestId('stepper-step-last').click();
  await expectStep(starts.length);

  // The grade line gives the reason `puzzle grade` gives, and its jump (by keyboard) lands on the hardest step.
  const grade = gradeShakashaka(puzzle);
  assert.ok(grade.step !== null, 'the board has a hardest step');
  const line = solver.getByTestId('grade-line');
  assert.equal(await line.getAttribute('data-level'), String(grade.level));
  assert.ok(((await line.textContent()) ?? '').includes(grade.reason), 'the grade line gives the reason `puzzle grade` gives');
  // One name for a look-ahead's sum, the lesson's "chain sum": never a bare "chain".
  assert.doesNotMatch((await line.textContent()) ?? '', /\bchains?\b(?!\s+sums?\b)/);
  await trace.getByTestId('jump-named').focus();
  await page.keyboard.press('Enter');
  await expectStep(grade.step);
  await trace.getByTestId('stepper-step-last').click();
  await expectStep(starts.length);

  // "Why?" for a cell the run settled: a tree.
  const why = solver.getByTestId('why-panel');
  const settled = events.find((e) => e.kind === 'deduce' && e.source === 'sum');
  assert.ok(settled && settled.kind === 'deduce');
  const cell = Math.floor(settled.forced[0].variable / 5);
  await why.locator(`[data-testid^="why-board-cell-"][data-cell="${cell}"]`).click();
  await waitAttr(page, why, 'data-state', 'tree');
  // A drawing wider than its box says so, and its list is open.
  const wide = await why.getByTestId('why-tree-canvas').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  assert.equal(await why.getByTestId('why-tree-wide').count(), wide ? 1 : 0);
  if (wide) assert.equal(await why.getByTestId('why-tree-list-box').getAttribute('open'), '');

  // Export, then open the file with every network request refused; print it.
  await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
    // Routine forcing steps are condensed into counted lines (src/export/condense-plan.ts); printed and counted steps are all of them.
    const printed = await offline.getByTestId('export-step').count();
    const counted = await offline.getByTestId('step-gap').evaluateAll((els) => els.reduce((n, el) => n + Number(el.getAttribute('data-to')) - Number(el.getAttribute('data-from')) + 1, 0));
    assert.equal(printed + counted, starts.length);
    assert.ok(printed < starts.length, 'the page condenses routine forcing steps');
    await expectBoard(offline.getByTestId('export-solution'), answer, 'the exported answer');
    const at = valuesAt(starts.length);
    const last = offline.getByTestId(`export-step-board-${starts.length}`);
    assert.equal(await last.getAttribute('data-triangles'), String(at.filter((v, i) => v === 1 && i % 5 !== 0).length));
    if (!popplerMissing) assert.deepEqual(printProblems(await printReport(offline)), []);
    else if (process.env.CI === 'true') assert.fail('poppler-utils (pdftoppm, pdftotext) is needed for the print check');
    await offline.setViewportSize({ width: 390, height: 844 });
    assert.deepEqual(await cutOffProblems(offline), []);
    assert.deepEqual(await smallDrawingText(offline), []);
  });
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: on the holed-diamond board the published model lets HiGHS answer a non-solution, which the rules reject', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}?model=A-E`);
  await hydrated(page, 'shakashaka-solver', '[data-started="true"]').first().waitFor();
  const solver = page.getByTestId('shakashaka-solver').first();
  assert.equal(await solver.getAttribute('data-model'), 'A-E');
  await solver.getByTestId('example-diamond').click();
  await waitAttr(page, solver, 'data-board', boardToLink(printShakashaka(puzzleOf(example('holed-diamond-8x6.txt')))));
  await solver.getByTestId('solve').click();
  await waitAttr(page, solver, 'data-phase', 'done', 60_000);
  const highs = solver.getByTestId('lane-highs');
  assert.equal(await highs.getAttribute('data-status'), 'solved');
  assert.ok((await highs.locator('[data-kind="rejected"]').count()) >= 1, 'HiGHS answered a filling the rules rejected');
  assert.equal(await highs.getByTestId('lane-highs-rejected-1').count(), 1, 'the rejected filling is drawn');
  // The rule in words, never its code.
  const rejected = (await highs.locator('[data-kind="rejected"]').first().textContent()) ?? '';
  assert.match(rejected, /breaks the rule “every white area is a rectangle”, because/);
  assert.match(rejected, /a cut is added, one more inequality that excludes exactly this filling/);
  // Every HiGHS call says its lines; the explanation of nodes and presolve comes once, under the first call.
  const calls = await highs.locator('[data-kind="mip"]').allTextContents();
  assert.ok(calls.length >= 2, 'HiGHS ran again after the cut');
  assert.equal(calls.filter((t) => /judged by the rules check like any other/.test(t)).length, 1);
  // Its count of lines and the model's count of inequalities (the one the model's table shows): the same model counted two ways.
  const model = shakashakaModel(puzzleOf(example('holed-diamond-8x6.txt')), 'A-E');
  const inequalities = model.constraints.length.toLocaleString('en-US');
  assert.ok(calls[0].includes(`${model.rows.length.toLocaleString('en-US')} rows, one per line of the model as written; the table's ${inequalities} inequalities count each of the ${model.constraints.length - model.rows.length} equalities twice, as ≤ and ≥`), calls[0]);
  assert.ok(((await solver.getByTestId('model-families').textContent()) ?? '').includes(`${inequalities} inequalities`));
  for (const later of calls.slice(1)) assert.match(later, /said under its first call/);
  assert.doesNotMatch(rejected, /whiteRectangle/);

  // The engine's search meets such a filling too (under Node, the same run): a dead end, said in words on its step, not a crash.
  const diamond = puzzleOf(example('holed-diamond-8x6.txt'));
  const rec = recorder<ShakashakaEvent>();
  runSteps(diamond, { params: { model: 'A-E' }, sink: rec.sink });
  const starts = stepStarts(rec.events);
  const rejectedStep = starts.findIndex((s) => rec.events[s].kind === 'rejected') + 1;
  const steps = solver.getByTestId('lane-steps');
  assert.equal(await steps.getAttribute('data-status'), 'solved');
  if (rejectedStep > 0) {
    const trace = solver.getByTestId('trace');
    await trace.getByTestId('stepper-step-last').click();
    for (let k = starts.length; k > rejectedStep; k--) await trace.getByTestId('stepper-step-back').click();
    await waitAttr(page, trace, 'data-step', String(rejectedStep));
    const said = (await trace.getByTestId('step-detail').textContent()) ?? '';
    assert.match(said, /yet the rules check rejects it: it breaks the rule “every white area is a rectangle”, because/);
    assert.match(said, /the search counted it as a dead end/);
    assert.doesNotMatch(said, /whiteRectangle/);
  }
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: on a phone nothing is cut off and no drawing has text under 11 px', async ({ page, errors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${await siteUrl()}${LESSON}`, { waitUntil: 'networkidle' });
  // Rule 2 drawn under the rules: the upright and the tilted rectangle, and the forbidden wedge, each with its caption.
  const shapes = page.getByTestId('lesson-shapes');
  assert.equal(await shapes.locator('[data-testid^="lesson-shape-"] svg').count(), 3);
  assert.match((await shapes.textContent()) ?? '', /Upright[\s\S]*Tilted by 45°[\s\S]*45° wedge/);
  // Both islands hydrated, their lists of rows drawn.
  await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
  await hydrated(page, 'by-hand').first().waitFor();
  await page.getByTestId('shakashaka-solver').first().scrollIntoViewIfNeeded();
  await hydrated(page, 'shakashaka-solver', '[data-started="true"]').first().waitFor();
  assert.deepEqual(await cutOffProblems(page), []);
  assert.deepEqual(await drawingsCutByScroll(page), []);
  assert.deepEqual(await smallDrawingText(page), []);
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: a link reopens board, model and step (an old link too); a bad value is named on the page', async ({ page, errors }) => {
  const SUMS = example('ppbench-01-10x10.txt');
  const puzzle = puzzleOf(SUMS);
  const rec = recorder<ShakashakaEvent>();
  runSteps(puzzle, { params: { model: 'A-F' }, sink: rec.sink });
  const events = rec.events;
  const starts = stepStarts(events);
  // A link made with the island's older keys: it opens, and the address takes the keys now.
  const query = new URLSearchParams({ shakashaka: boardToLink(SUMS), 'shakashaka-model': 'A-F', 'shakashaka-step': '5' });
  await page.goto(`${await siteUrl()}${LESSON}?${query}`);
  await hydrated(page, 'shakashaka-solver', '[data-started="true"]').first().waitFor();
  const solver = page.getByTestId('shakashaka-solver').first();
  assert.equal(await solver.getAttribute('data-model'), 'A-F');
  assert.equal(await solver.getAttribute('data-board'), boardToLink(printShakashaka(puzzle)));
  // The link names a step: the board is solved on load and the deduction opens at that step.
  const trace = solver.getByTestId('trace');
  await trace.waitFor({ timeout: 60_000 });
  await waitAttr(page, trace, 'data-step', '5');
  await expectBoard(trace.getByTestId('trace-board'), replayTo(shakashakaReplay, puzzle, events, starts[5]).values, 'step 5 from the link');
  const url = new URL(page.url());
  assert.deepEqual([url.searchParams.get('model'), url.searchParams.get('step'), url.searchParams.get('shakashaka-step')], ['A-F', '5', null]);

  // Values that cannot be used are named, and the defaults are used.
  await page.goto(`${await siteUrl()}${LESSON}?model=G&limit=0`);
  await hydrated(page, 'shakashaka-solver', '[data-started="true"]').first().waitFor();
  const problems = (await page.getByTestId('link-problems').textContent()) ?? '';
  assert.match(problems, /model “G”/);
  assert.match(problems, /time limit “0”/);
  assert.deepEqual(errors, []);
});

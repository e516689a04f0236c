/**
 * The Sudoku lesson end to end, as a reader uses it: Algorithm X and CDCL by
 * hand; the race (three workers at once, one of them stopped); the solver
 * island solving, stepping, reopening from a link (and naming a bad value
 * in it), and exporting a worked example that opens offline and prints;
 * the SAT method on a 225×225 board in the browser's worker; and play by
 * hand with a hint, Check and Explain from the reader's own position.
 *
 * Every expected value comes from the engine run here under Node (the same
 * models, by-hand steps and solvers the page uses), never typed in.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { stepStarts } from '../../src/core/trace';
import { chooseRow, columnSizes, emptyColumnCause, fewestColumn, handStatus, rowsOf, startState } from '../../src/exact-cover/by-hand';
import { openCandidates } from '../../src/puzzles/sudoku/candidates';
import { readSudokuSet } from '../../src/puzzles/sudoku/data-node';
import { teachingMatrix } from '../../src/puzzles/sudoku/exact-cover-model';
import { parseSudoku, printSudoku } from '../../src/puzzles/sudoku/format';
import { cellName, type SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import { gradeSudoku } from '../../src/puzzles/sudoku/grade';
import { solveDlx } from '../../src/puzzles/sudoku/solve-dlx';
import { boardOf, decide, firstConflictingDecision, learnAndBackjump, learnedLiterals, nameOf, openDecisions, ruledOutOf, startSatHand } from '../../src/puzzles/sudoku/sat-hand';
import { falseClauseWords, implicationGraph } from '../../src/puzzles/sudoku/implication-graph';
import { backjumpWalk } from '../../src/puzzles/sudoku/sat-hand-walk';
import type { SearchNodeEvent } from '../../src/core/search-tree';
import { runGenreSolve } from '../../src/worker/run-genre';
import { candidateGrid } from '../../src/puzzles/sudoku/play/candidate-grid';
import { checkPosition, solutionOf } from '../../src/puzzles/sudoku/play/check';
import { nextHint } from '../../src/puzzles/sudoku/play/hint';
import { filledCells, place, positionToLink, startPosition, trialsOf, undoTrial } from '../../src/puzzles/sudoku/play/position';
import { followHints } from '../sudoku/follow-hints';
import { backtrackWalk } from '../../src/puzzles/sudoku/backtrack-walk';
import { algorithmXWalk } from '../../src/puzzles/sudoku/algorithm-x-walk';
import { walkStartWords, walkStepWords } from '../../src/ui/sudoku/BacktrackWalk';
import { xcStepWords } from '../../src/ui/sudoku/AlgorithmXWalk';
import { browserTest, holdScripts, openExportOffline, siteUrl } from './harness';
import { popplerMissing, printProblems, printReport } from './print-check';
import { hydrated } from './hydrated';

const LESSON = '/lessons/sudoku/';

function puzzleOf(text: string): SudokuPuzzle {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}
/**
 * A board of content/examples/sudoku/ as one line, as src/lessons/sudoku/examples.ts
 * reads it (that module imports the files with Vite's `?raw`, which Node does not run).
 */
const board = (file: string): string => readFileSync(`content/examples/sudoku/${file}`, 'utf8').replace(/\s+/g, '');

async function startedIsland(page: Page, testId: string): Promise<Locator> {
  await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
  const island = hydrated(page, testId).first();
  await island.waitFor();
  return island;
}

/** Waits until the attribute takes one of the values given. */
async function waitAttr(page: Page, el: Locator, name: string, want: readonly string[], timeout = 60_000): Promise<void> {
  const handle = await el.elementHandle();
  await page.waitForFunction(([node, n, w]) => (w as string[]).includes((node as HTMLElement).getAttribute(n as string) ?? ''),
    [handle, name, want] as const, { timeout });
}

browserTest('sudoku lesson: Algorithm X and CDCL by hand', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);

  // Exact cover: the tool opens on the walk board of section 2's worked example; follow Algorithm X's choice to the end, as under Node.
  const xc = await startedIsland(page, 'xc-by-hand');
  const p = puzzleOf(board('backtrack-4x4.txt'));
  const matrix = teachingMatrix(p, openCandidates(p)!);
  const live = matrix.rows.filter((r) => !r.ruledOut);
  let state = startState(live.map((r) => r.columns), matrix.columns.length);
  const names: string[] = [];
  while (handStatus(state) === 'open') {
    const c = fewestColumn(state)!;
    const r = rowsOf(state, c)[0];
    // A column with one row left is a forced move: Algorithm X's choice takes it in one press.
    // Its label says why a one-row column is forced, so "you must choose" on the next board does not clash with it.
    if (rowsOf(state, c).length === 1) assert.equal(await xc.getByTestId('xc-hint').textContent(), 'Algorithm X’s choice (forced: its column has one row)');
    // A real choice says so, with its count, so the forced label does not just drop off.
    else assert.equal(await xc.getByTestId('xc-hint').textContent(), `Algorithm X’s choice (a real choice: its column has ${rowsOf(state, c).length} rows)`);
    await xc.getByTestId('xc-hint').click();
    if (rowsOf(state, c).length > 1) await xc.getByTestId(`xc-row-${live[r].name}`).click();
    names.push(live[r].name);
    state = chooseRow(state, r).state;
    await waitAttr(page, xc, 'data-chosen', [names.join(' ')]);
  }
  assert.equal(handStatus(state), 'solved');
  assert.equal(await xc.getAttribute('data-status'), 'solved');
  await xc.getByTestId('xc-undo').click();
  assert.equal(await xc.getAttribute('data-status'), 'open');
  // Undo says which row it took back.
  assert.match((await xc.getByTestId('xc-status').textContent()) ?? '', new RegExp(`^Undid ${names[names.length - 1]}: `));

  // The board with choices: the first row whose choice leaves a column with no row; the view names that column and outlines it.
  await xc.getByTestId('xc-board-open').click();
  const q = puzzleOf(board('open-4x4.txt'));
  const qm = teachingMatrix(q, openCandidates(q)!);
  const qlive = qm.rows.filter((r) => !r.ruledOut);
  const q0 = startState(qlive.map((r) => r.columns), qm.columns.length);
  const bad = qlive.findIndex((_, r) => handStatus(chooseRow(q0, r).state) === 'stuck');
  assert.ok(bad >= 0, 'some first choice runs into a dead end');
  const stuck = chooseRow(q0, bad).state;
  const emptyColumn = [...columnSizes(stuck)].find(([, n]) => n === 0)![0];
  // By keyboard: Enter on a column moves focus forward to that column's first row, the next choice to make.
  await xc.locator('[data-testid="xc-columns"] summary').click();
  await xc.getByTestId(`xc-col-${qlive[bad].columns[0]}`).focus();
  await page.keyboard.press('Enter');
  const firstRow = qlive[rowsOf(q0, qlive[bad].columns[0])[0]].name;
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, `xc-row-${firstRow}`);
  // The matrix box scrolls down as well as sideways, so the picked column's rows are in its view; Algorithm X's
  // button stays hidden while the reader's own pick (another column) is open.
  const picked = qlive[bad].columns[0];
  const inBox = (r: number) => xc.getByTestId('xc-matrix-box').evaluate((box, i) => {
    const b = box.getBoundingClientRect();
    const t = box.querySelectorAll('.sd-matrix-heads text')[i as number].getBoundingClientRect();
    return t.top >= b.top - 0.5 && t.bottom <= b.bottom + 0.5;
  }, r);
  for (const r of rowsOf(q0, picked)) assert.ok(await inBox(r), `row ${qlive[r].name} of the picked column is in the matrix box's view`);
  assert.equal(await xc.getByTestId('xc-hint').count(), picked === fewestColumn(q0) ? 1 : 0);
  await xc.getByTestId(`xc-row-${qlive[bad].name}`).click();
  await waitAttr(page, xc, 'data-status', ['stuck']);
  // At the dead end its message and Undo (focused) stand beside the board, above the matrix: board, message and the
  // matrix box's top, where the ✗ heads the empty column, are on the screen together (the message once sat under a
  // matrix of some 40 rows, a screen below the board). The empty column, outlined, is in the box's view across.
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'xc-undo');
  await page.waitForFunction(() => document.querySelector('[data-testid="xc-matrix-box"]')!.scrollTop === 0);
  const onScreen = (id: string) => xc.getByTestId(id).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
  for (const id of ['xc-board', 'xc-status', 'xc-undo']) assert.ok(await onScreen(id), `${id} is on the screen at the dead end`);
  assert.ok(await xc.getByTestId('xc-matrix-box').evaluate((box) => {
    const b = box.getBoundingClientRect();
    const c = box.querySelector('[data-testid="xc-empty-col"]')!.getBoundingClientRect();
    const m = box.querySelector('[data-testid="xc-empty-top"]')!.getBoundingClientRect();
    return c.left >= b.left - 0.5 && c.right <= b.right + 0.5 && m.left >= b.left - 0.5 && m.right <= b.right + 0.5
      && m.top >= b.top - 0.5 && m.bottom <= b.bottom + 0.5 && m.top >= 0 && m.bottom <= window.innerHeight;
  }), 'the dead-end column and the ✗ at its top are in the matrix box\'s view and on the screen');
  // The message comes before the matrix in the page, beside the board.
  assert.ok(await xc.getByTestId('xc-status').evaluate((p) => !!(p.compareDocumentPosition(document.querySelector('[data-testid="xc-matrix-box"]')!) & Node.DOCUMENT_POSITION_FOLLOWING)));
  const deadEnd = (await xc.getByTestId('xc-status').textContent()) ?? '';
  assert.match(deadEnd, new RegExp(`the column “${qm.columns[emptyColumn].name}”`));
  // It names every row the column had and the chosen row that removed it, so the reader sees why it is empty.
  const causes = emptyColumnCause(stuck, emptyColumn);
  assert.ok(causes.length > 0);
  if (causes.length === 1) assert.ok(deadEnd.includes(`Its only row, ${qlive[causes[0].row].name}, was removed when ${qlive[causes[0].by].name} was chosen`), deadEnd);
  else for (const c of causes) assert.ok(deadEnd.includes(`${qlive[c.row].name} when ${qlive[c.by].name} was chosen`), deadEnd);
  assert.equal(await xc.getByTestId('xc-empty-col').count(), 1);
  // The matrix keeps its drawn width and scrolls, never squeezed.
  const [drawn, shown] = await xc.getByTestId('xc-matrix').evaluate((svg) => [Number(svg.getAttribute('width')), svg.getBoundingClientRect().width]);
  assert.ok(Math.abs(drawn - shown) < 1, `matrix drawn ${drawn} px, shown ${shown} px`);
  // Back to the start: Algorithm X's choice takes the forced moves, and on the first column with several rows a
  // second press tries that column's first row, as Algorithm X does.
  await xc.getByTestId('xc-undo').click();
  await waitAttr(page, xc, 'data-status', ['open']);
  let qs = q0;
  const qnames: string[] = [];
  for (;;) {
    const rows = rowsOf(qs, fewestColumn(qs)!);
    await xc.getByTestId('xc-hint').click();
    if (rows.length > 1) await xc.getByTestId('xc-hint').click();
    qnames.push(qlive[rows[0]].name);
    await waitAttr(page, xc, 'data-chosen', [qnames.join(' ')]);
    if (rows.length > 1) break;
    qs = chooseRow(qs, rows[0]).state;
  }

  // CDCL: the decision that conflicts at once, its learned clause, the backjump.
  const sat = await startedIsland(page, 'sat-by-hand');
  const s0 = startSatHand(puzzleOf(board('cdcl-4x4.txt')));
  const v = firstConflictingDecision(s0)!;
  const s1 = decide(s0, v);
  // Before any guess: the digits propagation put in cells are the givens' own, said so (the board shows them as givens).
  const placed0 = s0.trail.filter((e) => e.literal > 0 && e.literal <= s0.model.valueVars);
  const p0 = puzzleOf(board('cdcl-4x4.txt'));
  const givens0 = placed0.filter((e) => p0.cells[s0.model.varCell[e.literal]] !== 0).length;
  assert.equal(givens0, placed0.length);
  assert.match((await sat.textContent()) ?? '', new RegExp(`${placed0.length} put a digit in a cell \\(the givens themselves, no new cell\\)`));
  await sat.getByTestId('sat-pick').selectOption(String(v));
  await sat.getByTestId('sat-decide').click();
  await waitAttr(page, sat, 'data-conflict', ['true']);
  // The false clause's cells are outlined as in the drawing above and the solver's stepper, and the key says so.
  const falseCells = [...new Set(s1.conflict!.map(Math.abs).filter((x) => x <= s1.model.valueVars).map((x) => s1.model.varCell[x]))].sort((a, b) => a - b);
  assert.ok(falseCells.length > 0);
  const outlinedCells = await sat.getByTestId('sat-hand-board').locator('rect.sd-outlined').evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('data-cell'))));
  assert.deepEqual(outlinedCells.sort((a, b) => a - b), falseCells);
  assert.match((await sat.getByTestId('sat-board-key').textContent()) ?? '', /thick dashed outline: the cells of the clause that is false/);
  assert.equal(await sat.getByTestId('sat-learned').getAttribute('data-clause'), s1.cut!.learned.join(' '));
  // One press gives the conflict and the learned clause first, on the same screen as the board; the graph, the
  // resolution and the jump back wait behind one closed "Show why" fold, which defines the first UIP before the graph.
  const boardTop = (await sat.getByTestId('sat-hand-board').boundingBox())!.y;
  const learnedBox = (await sat.getByTestId('sat-learned').boundingBox())!;
  assert.ok(learnedBox.y + learnedBox.height - boardTop <= 900, `board top to the learned clause's end: ${learnedBox.y + learnedBox.height - boardTop} px`);
  assert.equal(await sat.getByTestId('sat-why').evaluate((d) => (d as HTMLDetailsElement).open), false);
  assert.equal(await sat.getByTestId('sat-graph').isVisible(), false);
  // This board's clause names another number than the one guessed: the sentence under it says why.
  assert.notEqual(s1.cut!.uip, v);
  assert.match((await sat.getByTestId('sat-why-not-decision').textContent()) ?? '', new RegExp(`the conflict follows from ${nameOf(s1, s1.cut!.uip)}`));
  await sat.getByTestId('sat-why').locator(':scope > summary').click();
  assert.match((await sat.getByTestId('sat-uip-words').textContent()) ?? '', new RegExp(`first UIP, here ${nameOf(s1, s1.cut!.uip)}`));
  assert.ok(await sat.getByTestId('sat-uip-words').evaluate((p, g) => !!(p.compareDocumentPosition(g as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await sat.getByTestId('sat-graph').elementHandle()), 'the first UIP is defined above the graph');
  // The false clause is read on the board in plain words too.
  const conflictWords = falseClauseWords(s1.conflict!.map((l) => nameOf(s1, l)), 2);
  assert.ok(conflictWords, 'the first board\'s conflict clause has a plain-words reading');
  assert.equal(await sat.getByTestId('sat-conflict-words').textContent(), `; on the board, ${conflictWords}`);
  assert.equal(await sat.getByTestId('sat-graph').getAttribute('data-nodes'), String(implicationGraph(s1.trail, s1.conflict!, s1.cut!).nodes.length));
  // Each literal of the learned clause is listed with the level that made it false.
  assert.deepEqual(await sat.getByTestId('sat-learned-literals').locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-level'))),
    learnedLiterals(s1).map((l) => String(l.level)));
  // The Decide list is read and tapped like a button: 16 px text, 44 px tall.
  await sat.getByTestId('sat-undo').click();
  const [pickFont, pickHeight] = await sat.getByTestId('sat-pick').evaluate((el) => [parseFloat(getComputedStyle(el).fontSize), el.getBoundingClientRect().height]);
  assert.ok(pickFont >= 16 && pickHeight >= 44, `Decide list: ${pickFont} px text, ${pickHeight} px tall`);
  await sat.getByTestId('sat-pick').selectOption(String(v));
  await sat.getByTestId('sat-decide').click();
  await waitAttr(page, sat, 'data-conflict', ['true']);
  await sat.getByTestId('sat-learn').click();
  const s2 = learnAndBackjump(s1);
  await waitAttr(page, sat, 'data-learned', ['1']);
  assert.equal(await sat.getAttribute('data-level'), String(s2.level));
  assert.equal(await sat.getAttribute('data-conflict'), 'false');

  // The second board: the suggested walk, three decisions, a conflict whose clause jumps back over a level.
  const j0 = startSatHand(puzzleOf(board('backjump-4x4.txt')));
  const walk = backjumpWalk(j0)!;
  let j = j0;
  await sat.getByTestId('sat-board-jump').click();
  for (const v of walk) {
    assert.equal(await sat.getByTestId('sat-pick').getAttribute('data-suggested'), String(v));
    assert.equal(await sat.getByTestId('sat-pick').inputValue(), String(v));
    await sat.getByTestId('sat-decide').click();
    j = decide(j, v);
    await waitAttr(page, sat, 'data-level', [String(j.level)]);
  }
  assert.equal(await sat.getAttribute('data-conflict'), 'true');
  const why = sat.getByTestId('sat-jump-why');
  assert.equal(await why.getAttribute('data-to'), String(j.cut!.backjump));
  assert.ok(j.level - j.cut!.backjump > 1, 'the walk jumps over a level');
  assert.match((await why.textContent()) ?? '', /the second-highest of these levels/);
  await sat.getByTestId('sat-learn').click();
  await waitAttr(page, sat, 'data-level', [String(j.cut!.backjump)]);
  // The level's decision is credited with what it set before the conflict, not with the learned clause's literals (said
  // apart, above it); and a number the clause rules out of an empty cell is drawn "≠k" there, shaded, and named in the
  // status (a reader looked for the shaded cell the key promised and found none, the forced fact being r4c3 ≠ 1).
  const ownLevel = j.trail.filter((e) => e.level === j.cut!.backjump && e.reason).length;
  assert.match((await sat.getByTestId('sat-propagation').textContent()) ?? '', new RegExp(`unit propagation then set ${ownLevel} literals`));
  const j2 = learnAndBackjump(j);
  const ruled = ruledOutOf(j2, j2.trail.filter((e) => e.level === j2.level && !j.trail.includes(e)).map((e) => e.literal), boardOf(j2, puzzleOf(board('backjump-4x4.txt'))));
  assert.ok(ruled.length > 0, 'the walk’s learned clause rules a number out of an empty cell');
  const marks = sat.getByTestId('sat-hand-board').locator('.sd-t-ruled');
  assert.equal(await marks.count(), ruled.length);
  assert.equal(((await marks.first().textContent()) ?? '').trim(), `≠${ruled[0].value}`);
  const shaded = await sat.getByTestId('sat-hand-board').locator('rect.sd-changed').count();
  assert.ok(shaded >= ruled.length, `${shaded} shaded cells for ${ruled.length} ruled out`);
  assert.match((await sat.getByTestId('sat-jumped').textContent()) ?? '', new RegExp(`\\(marked ≠${ruled[0].value} on the board\\)`));

  // The clause-family table fits the text column at 1280 px: nothing of it is cut or needs scrolling.
  const families = page.locator('[aria-label="Clause families"]');
  // It stands in the "large groups" fold: open it first, or a closed fold would measure 0 px and prove nothing.
  await page.locator('details', { has: families }).locator('summary').first().click();
  await families.scrollIntoViewIfNeeded();
  assert.ok(await families.isVisible(), 'the fold with the clause families opens');
  const [famScroll, famClient] = await families.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  assert.ok(famScroll <= famClient + 1, `clause families: ${famScroll} px wide in a ${famClient} px box`);

  // A 4×4 entered in the solver island gets both by-hand views for that board.
  const solver = await startedIsland(page, 'sudoku-solver');
  await solver.getByTestId('example-small').click();
  const own = solver.getByTestId('xc-by-hand');
  await own.waitFor({ state: 'attached' });
  const small = puzzleOf(board('article-4x4.txt'));
  const ownMatrix = teachingMatrix(small, openCandidates(small)!);
  assert.match((await own.textContent()) ?? '', new RegExp(`the matrix keeps ${ownMatrix.rows.filter((r) => !r.ruledOut).length} rows`));
  assert.equal(await solver.getByTestId('sat-by-hand').count(), 1);
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson on a phone: each method’s worked example is on the main path, a line per step with its reason; the matrix heads stand upright at 11 px or more; the race says “Starting…” until it runs', async ({ page, errors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The race's code is held back, so its "Starting…" note is surely seen before the island runs.
  const { release } = await holdScripts(page, /\/SudokuRace\.[^/]*\.js$/);
  await page.goto(`${await siteUrl()}${LESSON}`);

  // Backtracking (§1) and Algorithm X (§2) on the same 4×4 board, and CDCL's five moves on one decision (§3): none of them in a fold.
  const p = puzzleOf(board('backtrack-4x4.txt'));
  const bt = backtrackWalk(p);
  const xcw = algorithmXWalk(p);
  for (const id of ['bt-walk', 'xc-walk', 'sat-worked-example']) {
    const el = page.getByTestId(id);
    assert.equal(await el.count(), 1, id);
    assert.equal(await el.evaluate((e) => e.closest('details') === null), true, `${id} stands outside every fold`);
  }
  // Backtracking's walk is a stepper over the solver's whole trace: each step's words (with why) under its buttons, by keyboard.
  const btWalk = page.getByTestId('bt-walk');
  await btWalk.scrollIntoViewIfNeeded();
  await hydrated(page, 'bt-walk').waitFor({ timeout: 60_000 });
  const btDescribe = btWalk.getByTestId('stepper-walk-step-describe');
  assert.equal(((await btDescribe.textContent()) ?? '').trim(), walkStartWords(bt, p.size));
  await btWalk.getByTestId('stepper-walk-step-forward').click();
  await btWalk.getByTestId('stepper-walk-step').focus();
  for (let k = 0; k < bt.steps.length; k++) {
    if (k > 0) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(([el, v]) => (el as HTMLElement).dataset.step === v, [await btWalk.elementHandle(), String(k + 1)] as const);
    assert.equal(((await btDescribe.textContent()) ?? '').replace(/\s+/g, ' ').trim(), walkStepWords(bt, k, p.size));
  }
  assert.equal(await btWalk.getByTestId('stepper-walk-step').getAttribute('data-count'), String(bt.steps.length));
  const xcLines = await page.getByTestId('xc-walk').locator('li').allTextContents();
  assert.deepEqual(xcLines.map((t) => t.replace(/\s+/g, ' ').trim()), xcw.steps.slice(0, xcLines.length).map(xcStepWords));
  // CDCL's five moves, each worked on the board drawn above them (the board at the conflict, its guess ringed).
  const satLines = await page.getByTestId('sat-worked-example').locator(':scope > ol > li').allTextContents();
  assert.deepEqual(satLines.map((t) => t.split(/[.:]/)[0].trim().split(' ')[0]), ['Decide', 'Propagate', 'Conflict', 'Learn', 'Jump']);
  // Moves 4 and 5 say settings in board words ("cell r1c2 does not hold 2"), never as a negated literal, outside their folds
  // (move 4's drawing labels its boxes with the literals; the words beside it point at the boxes and say them in board words).
  const learnAndJump = await page.getByTestId('sat-worked-example').locator(':scope > ol > li').evaluateAll((lis) => lis.slice(3).map((li) => {
    const copy = li.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('details, [data-testid="sat-graph"]').forEach((d) => d.remove());
    return copy.textContent ?? '';
  }));
  assert.equal(learnAndJump.length, 2);
  for (const text of learnAndJump) assert.ok(!text.includes('¬'), text);
  assert.equal(await page.getByTestId('sat-conflict-board').count(), 1, 'the board at the conflict is drawn');
  assert.equal(await page.getByTestId('sat-conflict-board').evaluate((e) => e.closest('details') === null), true);

  // The race: a note says it is starting while its code loads, and goes once the island runs.
  const race = page.getByTestId('sudoku-race').first();
  await race.scrollIntoViewIfNeeded();
  assert.match((await race.getByTestId('starting-note').textContent()) ?? '', /^Starting…/);
  release();
  await hydrated(page, 'sudoku-race').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="sudoku-race"] [data-testid="starting-note"]') === null);

  // The matrix's column heads: upright (no rotation) and at least 11 px as drawn.
  const xc = await startedIsland(page, 'xc-by-hand');
  const heads = await xc.getByTestId('xc-matrix').evaluate((svg) => [...svg.querySelectorAll('text')].map((t) => {
    const m = (t as SVGTextElement).getScreenCTM()!;
    return { text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b), turned: Math.abs(m.b) > 1e-6 };
  }));
  assert.ok(heads.length > 0);
  for (const h of heads) {
    assert.ok(h.px >= 11, `matrix text “${h.text}” is ${h.px.toFixed(1)} px`);
    assert.equal(h.turned, false, `matrix text “${h.text}” is turned`);
  }
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: the race runs three workers at once, and one can be stopped', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  const race = await startedIsland(page, 'sudoku-race');

  // The text names the board the race opens with, the example button to press next, and the lanes' limit, as the race has them.
  const said = (await page.locator('h2:has-text("The race") + p').textContent())!.replace(/\s+/g, ' ');
  const opening = (await race.locator('textarea').inputValue()).replace(/\s+/g, '');
  assert.equal(opening, board('forum-hardest-1.txt').replace(/\s+/g, ''));
  assert.ok(said.includes(`opens with the example board ${(await race.getByTestId('race-example-hard').textContent())!.trim()}`), said);
  assert.ok(said.includes(`To see what blind guessing costs, press ${(await race.getByTestId('race-example-clue17').textContent())!.trim()} before you start`), said);
  const saidLimit = /stops by itself after (\d+) seconds/.exec(said)?.[1];

  // All three on the hard 9×9: each lane solves, and dancing links reports the node count Node measures.
  const hard = puzzleOf(board('forum-hardest-1.txt'));
  await race.getByTestId('race-example-hard').click();
  await race.getByTestId('solve').click();
  await waitAttr(page, race, 'data-phase', ['done']);
  for (const m of ['backtrack', 'dlx', 'sat']) assert.equal(await race.getByTestId(`lane-${m}`).getAttribute('data-status'), 'solved', m);
  // A finished lane's counts, names and button stay inside the lane (three lanes share the column at 1280 px).
  const outside = await race.locator('.sd-lane').evaluateAll((lanes) => lanes.flatMap((lane) => {
    const box = lane.getBoundingClientRect();
    return [...lane.querySelectorAll('h3, p, dt, dd, button')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.left < box.left - 1 || r.right > box.right + 1;
    }).map((e) => (e.textContent ?? '').trim());
  }));
  assert.deepEqual(outside, []);
  // The shared count has one short name in every lane; what it means is said once, under the lanes.
  for (const m of ['backtrack', 'dlx', 'sat']) assert.equal(await race.getByTestId(`lane-${m}-tries-name`).textContent(), 'Tries (comparable across lanes)');
  assert.equal(await race.getByTestId('race-counts-note').count(), 1);
  // The counts that are the formula's or matrix's size are named apart from the work counts, under the lanes that show them.
  const note = (await race.getByTestId('race-counts-note').textContent())!.replace(/\s+/g, ' ');
  assert.ok(note.includes('The other counts are each method’s own work, except the matrix’s rows and columns and the formula’s variables and clauses: those are the size of what it is handed after the givens, not of its search'), note);
  assert.ok(note.includes('a helper variable is a fact about a group, not a number in a cell'), note);
  // Dancing links' tries leave out its forced rows, as SAT's leave out unit propagation.
  const nodes = (solveDlx(hard, {}).stats as Record<string, number>).guesses;
  assert.equal(await race.getByTestId('lane-dlx-tries').textContent(), nodes.toLocaleString('en-US'));
  // The result line names the lane that finished first and gives each lane's tries.
  assert.match((await race.getByTestId('race-summary').textContent()) ?? '', new RegExp(`Finished first(, tied on time)?: .*${nodes.toLocaleString('en-US')} tries`));

  // The 17-given board: dancing links and SAT finish while backtracking still runs; stop it.
  await race.getByTestId('race-example-clue17').click();
  await race.getByTestId('solve').click();
  await waitAttr(page, race.getByTestId('lane-sat'), 'data-status', ['solved']);
  await waitAttr(page, race.getByTestId('lane-dlx'), 'data-status', ['solved']);
  assert.ok(['preparing', 'solving'].includes((await race.getByTestId('lane-backtrack').getAttribute('data-phase')) ?? ''), 'backtracking still runs');
  await waitAttr(page, race.getByTestId('lane-backtrack'), 'data-phase', ['solving']);
  assert.match((await race.getByTestId('lane-backtrack-status').textContent()) ?? '', new RegExp(` of ${saidLimit} s$`));
  await race.getByTestId('lane-backtrack-stop').click();
  await waitAttr(page, race.getByTestId('lane-backtrack'), 'data-phase', ['cancelled']);
  await waitAttr(page, race, 'data-phase', ['done']);

  // No lane's figures run out of its box, at either width, even with the widest counts a lane reaches here
  // (backtracking's checks after the full time limit run to ten digits): every figure is set to one that wide.
  const widest = (1_171_825_526).toLocaleString('en-US');
  await race.locator('.sd-lane dd').evaluateAll((dds, text) => dds.forEach((dd) => { dd.textContent = text; }), widest);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const spills = await race.locator('.sd-lane').evaluateAll((lanes) => lanes.flatMap((lane) => {
      const box = lane.getBoundingClientRect();
      return [...lane.querySelectorAll('h3, p, dt, dd, button')]
        .filter((e) => { const r = e.getBoundingClientRect(); return r.right > box.right + 0.5 || r.left < box.left - 0.5; })
        .map((e) => `${lane.getAttribute('data-testid')}: ${e.textContent}`);
    }));
    assert.deepEqual(spills, [], `lane content out of its box at ${width} px`);
  }
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: solve, step, reopen from a link, export offline and print', async ({ context, page, errors }) => {
  const base = await siteUrl();
  const text = board('forum-hardest-1.txt');
  const puzzle = puzzleOf(text);
  const { trace } = runGenreSolve(sudokuGenre as never, puzzle, { method: 'dlx', maxEvents: 40_000 });
  const starts = stepStarts(trace.events);

  // A link with board, method and step reopens that step after solving again (a link with the older keys too).
  await page.goto(`${base}${LESSON}?sudoku=${encodeURIComponent(printSudoku(puzzle))}&sudoku-method=dlx&sudoku-step=5`);
  const solver = hydrated(page, 'sudoku-solver');
  await solver.waitFor();
  await waitAttr(page, solver, 'data-phase', ['done']);
  const panel = solver.getByTestId('sudoku-trace');
  await waitAttr(page, panel, 'data-step', ['5']);
  assert.equal(await panel.getAttribute('data-count'), String(starts.length));
  // A link naming a step opens at the solver, not at the top of the page thousands of pixels above it.
  const solverTop = await solver.evaluate((el) => el.getBoundingClientRect().top);
  assert.ok((await page.evaluate(() => window.scrollY)) > 1000 && Math.abs(solverTop) < 400, `the solver's top is ${solverTop} px from the window's`);
  // Under the run: how hard the board is, worked out in a worker of its own, as `puzzle grade` says it.
  const grade = gradeSudoku(puzzle);
  await waitAttr(page, solver.getByTestId('grade-line'), 'data-level', [String(grade.level)], 60_000);
  assert.ok(((await solver.getByTestId('grade-line').textContent()) ?? '').includes(grade.reason));
  assert.equal(await solver.getByTestId('method-dlx').isChecked(), true);

  // Step on: the step shown is the trace's sixth, in the words the panel uses.
  await panel.getByTestId('stepper-step-forward').click();
  await waitAttr(page, panel, 'data-step', ['6']);
  assert.equal(await panel.getByTestId('step-detail').getAttribute('data-kind'), trace.events[starts[5]].kind);

  // The search tree moves the stepper: Home picks the root, ↓ its first child; each shows the step that recorded it.
  const stepOf = (id: number) => {
    const i = trace.events.findIndex((e) => e.kind === 'search-node' && (e as SearchNodeEvent).id === id);
    return starts.filter((st) => st <= i).length;
  };
  const tree = trace.events.filter((e): e is SearchNodeEvent => e.kind === 'search-node');
  const root = tree.find((n) => n.parent === null)!;
  const canvas = solver.getByTestId('sd-tree-canvas');
  await canvas.focus();
  await canvas.press('Home');
  await waitAttr(page, panel, 'data-step', [String(stepOf(root.id))]);
  await canvas.press('ArrowDown');
  await waitAttr(page, panel, 'data-step', [String(stepOf(tree.find((n) => n.parent === root.id)!.id))]);

  // Export: the file opens with the network off, lists the steps and prints on A4.
  await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
    assert.ok((await offline.getByTestId('export-steps').locator(':scope > li').count()) > 0);
    assert.equal(await offline.getByTestId('export-solution').count(), 1);
    if (!popplerMissing) assert.deepEqual(printProblems(await printReport(offline)), []);
    else if (process.env.CI === 'true') assert.fail('poppler-utils (pdftoppm, pdftotext) is needed for the print check');
  });

  const reopened = new URL(page.url());
  assert.deepEqual([reopened.searchParams.get('method'), reopened.searchParams.get('sudoku-method')], ['dlx', null]);

  // A bad value in a link is named on the page.
  await page.goto(`${base}${LESSON}?method=guess`);
  const again = hydrated(page, 'sudoku-solver');
  await again.waitFor();
  assert.match((await again.getByTestId('link-problems').textContent()) ?? '', /guess/);
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: the default board solved by SAT, stepped to 4: the link (?step=4 alone) reopens step 4, and Solve pressed again keeps it', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  const solver = await startedIsland(page, 'sudoku-solver');
  await solver.getByTestId('method-sat').check();
  await solver.getByTestId('solve').click();
  await waitAttr(page, solver, 'data-phase', ['done']);
  const panel = solver.getByTestId('sudoku-trace');
  const count = await panel.getAttribute('data-count');
  for (let k = 1; k <= 4; k++) {
    await panel.getByTestId('stepper-step-forward').click();
    await waitAttr(page, panel, 'data-step', [String(k)]);
  }
  // At 1280 px the step in words has the stepper's full width under the buttons, not a narrow column between them.
  const words = await panel.getByTestId('stepper-step-describe').boundingBox();
  const stepperBox = await panel.getByTestId('stepper-step').boundingBox();
  const buttons = await panel.getByTestId('stepper-step-last').boundingBox();
  assert.ok(words && stepperBox && buttons);
  assert.ok(words.width > 0.85 * stepperBox.width, `the step's words are ${Math.round(words.width)} px wide in a ${Math.round(stepperBox.width)} px stepper`);
  assert.ok(words.y >= buttons.y + buttons.height, 'the words stand under the row of buttons');
  // The default board and the default method are left out of the link: the step is all it carries.
  const link = new URL(page.url());
  assert.equal(link.search, '?step=4');
  await page.goto(link.href);
  const again = hydrated(page, 'sudoku-solver');
  await again.waitFor();
  await waitAttr(page, again, 'data-phase', ['done']);
  await waitAttr(page, again.getByTestId('sudoku-trace'), 'data-step', ['4']);
  assert.equal(await again.getByTestId('sudoku-trace').getAttribute('data-count'), count);
  // The reader presses Solve once more on the same board and method: the same steps, and the step stays where it was.
  // A new solve takes the old steps off the page until it answers: wait for that, or the old stepper would be read.
  const solveAgain = async () => {
    const old = await again.getByTestId('sudoku-trace').elementHandle();
    await again.getByTestId('solve').click();
    await page.waitForFunction((el) => !el.isConnected, old);
    await waitAttr(page, again, 'data-phase', ['done']);
  };
  await solveAgain();
  await waitAttr(page, again.getByTestId('sudoku-trace'), 'data-step', ['4']);
  assert.equal(new URL(page.url()).search, '?step=4');
  // Another method is another trace: it starts at step 0 and the step leaves the link.
  await again.getByTestId('method-dlx').check();
  await solveAgain();
  await waitAttr(page, again.getByTestId('sudoku-trace'), 'data-step', ['0']);
  assert.equal(new URL(page.url()).searchParams.get('step'), null);
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: the SAT method solves a 225×225 board in the browser worker', async ({ page, errors }) => {
  const base = await siteUrl();
  const board = readSudokuSet(process.cwd(), '225x225_rkkautsar').find((b) => b.line === 2)!.puzzle;
  await page.goto(`${base}${LESSON}`);
  const solver = await startedIsland(page, 'sudoku-solver');
  await solver.getByTestId('puzzle-text').fill(printSudoku(board));
  await waitAttr(page, solver, 'data-board', [printSudoku(board)]);
  await solver.getByTestId('method-sat').check();
  await solver.getByTestId('solve').click();
  await waitAttr(page, solver, 'data-phase', ['done', 'failed'], 120_000);
  assert.equal(await solver.getByTestId('run-status').getAttribute('data-status'), 'solved');
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: CDCL by hand’s jump walk — Show why’s drawing shows every label whole in its box at 1280 px; the board comes back on screen after each step', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const sat = await startedIsland(page, 'sat-by-hand');
  await sat.getByTestId('sat-board-jump').click();
  for (let level = 1; (await sat.getAttribute('data-conflict')) !== 'true'; level++) {
    // Scrolled away first, as a reader who read on: the step brings the board back to the top of the screen.
    await page.evaluate(() => window.scrollBy(0, 600));
    await sat.getByTestId('sat-decide').click();
    await waitAttr(page, sat, 'data-level', [String(level)]);
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-testid="sat-hand-board"]')!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
  }
  await sat.locator('[data-testid="sat-why"] > summary').click();
  const graph = sat.getByTestId('sat-graph');
  await graph.scrollIntoViewIfNeeded();
  // Every label of the drawing lies whole inside the scroll box's visible part as it opens (labels pinned to the
  // drawing's right edge, "first-UIP cut" and "↓ conflict side", were cut off by the box on a desktop).
  const cut = await graph.evaluate((fig) => {
    const box = fig.querySelector('.scroll-x')!.getBoundingClientRect();
    return [...fig.querySelectorAll('svg text')].map((t) => ({ t: t.textContent, r: t.getBoundingClientRect() }))
      .filter(({ r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5).map(({ t }) => t);
  });
  assert.deepEqual(cut, []);
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: a board whose givens clash says so under the box as it is typed, before Solve, naming the rule and the cells', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const solver = await startedIsland(page, 'sudoku-solver');
  assert.equal(await solver.getByTestId('board-clash').count(), 0);
  await solver.getByTestId('puzzle-text').fill('11..' + '.'.repeat(12));
  await solver.getByTestId('board-clash').waitFor();
  assert.equal(await solver.getByTestId('board-clash').textContent(),
    'The givens break the rules: 1 stands twice in row 1 (at r1c1 and at r1c2), so the board has no solution.');
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: play by hand — a hint in three presses, Apply, Check’s proof, a link that reopens the position, Explain from here', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  const play = await startedIsland(page, 'sudoku-play');
  // The play board opens on an easy board: singles alone solve it.
  const start = startPosition(puzzleOf(board('easy-9x9.txt')));
  assert.equal(await play.getAttribute('data-position'), positionToLink(start));
  assert.equal(gradeSudoku(start.puzzle).level, 1);

  // The hint, level by level, in the words the logic gives under Node; then Apply places its digit.
  const hint = nextHint(start);
  for (let k = 1; k <= 3; k++) {
    await play.getByTestId('play-hint').click();
    await play.getByTestId(`play-hint-${k}`).waitFor();
  }
  assert.match((await play.getByTestId('play-hint-1').textContent()) ?? '', new RegExp(hint.where.replace(/[().]/g, '\\$&')));
  assert.ok(((await play.getByTestId('play-hint-3').textContent()) ?? '').endsWith(hint.deduction));
  assert.equal(await play.getByTestId('play-hint-panel').getAttribute('data-kind'), hint.kind);
  await play.getByTestId('play-apply').click();
  const applied = place(start, hint.apply!.cell, hint.apply!.value);
  await waitAttr(page, play, 'data-position', [positionToLink(applied)]);
  // Apply says in words what it placed (the change alone is easy to miss on a 9×9 grid).
  assert.equal(await play.getByTestId('play-applied').textContent(), `The hint is applied: ${cellName(9, hint.apply!.cell)} = ${hint.apply!.value}.`);

  // A placement the givens rule out, typed on the keyboard: Check names it with the proof computed under Node.
  const solution = solutionOf(start.puzzle);
  const report = (pos: typeof start) => checkPosition(pos, solution);
  const grid = candidateGrid(start.puzzle.order, start.puzzle.cells);
  let wrong: { cell: number; value: number } | null = null;
  for (let i = 0; i < 81 && !wrong; i++) {
    if (applied.puzzle.cells[i] !== 0 || applied.placed[i] !== 0) continue;
    for (let v = 1; v <= 9 && !wrong; v++) {
      if ((grid.mask[i] & (1 << v)) && report(place(applied, i, v)).refuted.length === 1) wrong = { cell: i, value: v };
    }
  }
  assert.ok(wrong, 'some candidate of the givens is refuted by forced moves');
  const withWrong = place(applied, wrong.cell, wrong.value);
  await play.locator(`[data-cell="${wrong.cell}"]`).click();
  await page.keyboard.press(String(wrong.value));
  await waitAttr(page, play, 'data-position', [positionToLink(withWrong)]);
  // The reader has scrolled the board's top row off the screen before pressing Check.
  await play.getByTestId('play-check').evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().top - 200));
  await play.getByTestId('play-check').click();
  // A proof of more than three forced moves lists them one a line, the words around the list as computed under Node.
  const proof = report(withWrong).refuted[0];
  if (proof.chain) {
    assert.deepEqual(await play.getByTestId('play-proof-moves').locator('li').allTextContents(), proof.chain.moves);
    assert.equal(await play.getByTestId('play-refuted').textContent(), `${proof.chain.lead}${proof.chain.moves.join('')}${proof.chain.tail}`);
  } else assert.equal(await play.getByTestId('play-refuted').textContent(), proof.proof);
  // One proof: its marks are its own (with several, the note says the marks are all the proofs' together).
  assert.match((await play.getByTestId('play-marks').textContent()) ?? '', /the cells the proof speaks of are outlined/);
  // Check brings the marked cell and its message into view together.
  const inView = async (l: Locator) => l.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; });
  await page.waitForFunction((c) => { const r = document.querySelector(`[data-testid="sudoku-play"] [data-cell="${c}"]`)!.getBoundingClientRect(); return r.top >= 0; }, wrong.cell);
  assert.ok(await inView(play.locator(`[data-cell="${wrong.cell}"]`)), 'the cell Check marks is on the screen');
  assert.ok(await inView(play.getByTestId('play-report').locator('p').first()), 'Check\'s message is on the screen');
  // The wrong digit stays upright and of normal weight (a ✗ in its corner marks it), at a readable size.
  const [style, weight, size] = await play.locator(`[data-cell="${wrong.cell}"]`).evaluate((el) => {
    const cs = getComputedStyle(el);
    return [cs.fontStyle, Number(cs.fontWeight), parseFloat(cs.fontSize)];
  });
  assert.ok(style === 'normal' && weight < 600 && size >= 11, `wrong digit: ${style}, weight ${weight}, ${size} px`);
  // Hint with Check on: the hint gives the proof, and Check does not print it a second time.
  await play.getByTestId('play-hint').click();
  await play.getByTestId('play-hint-1').waitFor();
  assert.equal(await play.getByTestId('play-hint-panel').getAttribute('data-kind'), 'refuted');
  assert.match((await play.getByTestId('play-refuted').textContent()) ?? '', /cannot be \d+: the hint above gives the proof\.$/);
  await play.getByTestId('play-check').click();
  // Ctrl+Z and Ctrl+Y are heard anywhere in the island: here right after pressing Check, with focus on its button.
  await page.keyboard.press('Control+z');
  await waitAttr(page, play, 'data-position', [positionToLink(applied)]);
  // Each cell's name says the cell once, and "hinted" only while a hint is shown (Check's marks have words of their own).
  const names = await play.locator('[role="gridcell"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  assert.deepEqual(names.filter((n) => /^(r\d+c\d+): \1\b/.test(n)), []);
  if ((await play.getByTestId('play-hint-panel').count()) === 0) assert.deepEqual(names.filter((n) => /hinted/.test(n)), []);
  await page.keyboard.press('Control+y');
  await waitAttr(page, play, 'data-position', [positionToLink(withWrong)]);

  // Back on the board, the arrow keys move the selection; the link reopens the position with the wrong digit in it.
  await play.locator(`[data-cell="${wrong.cell}"]`).click();
  await page.keyboard.press('ArrowRight');
  assert.equal(await play.locator('[aria-selected="true"]').getAttribute('data-cell'), String(wrong.cell % 9 === 8 ? wrong.cell : wrong.cell + 1));
  const link = page.url();
  assert.equal(new URL(link).searchParams.get('play'), positionToLink(withWrong));
  await page.goto(link);
  const again = hydrated(page, 'sudoku-play');
  await again.waitFor();
  await waitAttr(page, again, 'data-position', [positionToLink(withWrong)]);
  // The restored placements can be undone one by one (the last in reading order first), and redone.
  const restoredLast = Math.max(hint.apply!.cell, wrong.cell);
  await again.getByTestId('play-undo').click();
  await waitAttr(page, again, 'data-position', [positionToLink(place(withWrong, restoredLast, 0))]);
  await again.getByTestId('play-redo').click();
  await waitAttr(page, again, 'data-position', [positionToLink(withWrong)]);

  // Backspace clears the wrong digit; Explain from here runs dancing links with the placements as givens.
  await again.locator(`[data-cell="${wrong.cell}"]`).click();
  await page.keyboard.press('Backspace');
  await waitAttr(page, again, 'data-position', [positionToLink(applied)]);
  await again.getByTestId('play-explain').click();
  const panel = again.getByTestId('play-explain-panel');
  await waitAttr(page, panel, 'data-phase', ['done']);
  const explained = { ...applied.puzzle, cells: filledCells(applied) };
  const { trace } = runGenreSolve(sudokuGenre as never, explained, { method: 'dlx', maxEvents: 40_000 });
  assert.equal(await again.getByTestId('play-trace').getAttribute('data-count'), String(stepStarts(trace.events).length));
  // Its Start step counts the givens and the reader's placements apart.
  await again.getByTestId('stepper-play-step-forward').click();
  const placedCount = applied.placed.filter((x) => x !== 0).length;
  const givenCells = applied.puzzle.cells.filter((x) => x !== 0).length;
  assert.match((await again.getByTestId('step-detail').textContent()) ?? '',
    new RegExp(`: ${givenCells} givens and ${placedCount === 1 ? 'your one placement' : `${placedCount} of your placements`}, `));
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: CDCL by hand — the first board suggests its conflicting decision, and a pick made before the island starts is the one decided', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.setViewportSize({ width: 390, height: 844 });
  const s0 = startSatHand(puzzleOf(board('cdcl-4x4.txt')));
  const v = firstConflictingDecision(s0)!;
  const other = openDecisions(s0).find((x) => x !== v)!;
  // The island's code is held back until the pick and the press are made, so both surely come before it starts.
  const { release } = await holdScripts(page, /\/SatByHand\.[^/]*\.js$/);
  await page.goto(`${base}${LESSON}`);
  const sat = page.getByTestId('sat-by-hand').first();
  await sat.scrollIntoViewIfNeeded();
  // The walk names the decision that conflicts at once, and the list opens on it.
  assert.match((await sat.getByTestId('sat-walk').textContent()) ?? '', new RegExp(`decide ${nameOf(s0, v)}\\. It runs into a conflict at once`));
  assert.equal(await sat.getByTestId('sat-pick').inputValue(), String(v));
  // The reader picks another decision and presses Decide before the island has started.
  await sat.getByTestId('sat-pick').selectOption(String(other));
  await sat.getByTestId('sat-decide').click();
  release();
  await hydrated(page, 'sat-by-hand').first().waitFor();
  await waitAttr(page, sat, 'data-level', ['1']);
  const d = decide(s0, other);
  assert.equal(await sat.getAttribute('data-conflict'), d.conflict ? 'true' : 'false');
  assert.match((await sat.getByTestId('sat-propagation').textContent()) ?? '', new RegExp(`Decision ${nameOf(s0, other)} at level 1`));
  // Following the suggestion conflicts at once.
  await sat.getByTestId('sat-undo').click();
  await waitAttr(page, sat, 'data-level', ['0']);
  assert.equal(await sat.getByTestId('sat-pick').inputValue(), String(v));
  await sat.getByTestId('sat-decide').click();
  await waitAttr(page, sat, 'data-conflict', ['true']);

  // At 390 px the exact-cover columns are short buttons, several to a line, their long names kept for screen readers.
  const xc = await startedIsland(page, 'xc-by-hand');
  await xc.locator('[data-testid="xc-columns"] summary').click();
  const cols = xc.locator('[data-testid^="xc-col-"]');
  const tops = await cols.evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
  assert.ok(new Set(tops).size * 2 <= tops.length, `${tops.length} column buttons on ${new Set(tops).size} lines`);
  // The long name stays in the text (hidden on a phone, read by screen readers), and a cell's head is not said twice.
  const firstText = (await cols.first().getAttribute('aria-label')) ?? (await cols.first().textContent()) ?? '';
  assert.match(firstText, / has a value| has an? \d/);
  assert.doesNotMatch(firstText, /^(r\d+c\d+) has a value — \1/);
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: the reach tables and the table of levels fit the text column at 1280 and 390 px, no sideways scroll; the depth chart names the busiest depth', async ({ page, errors }) => {
  const base = await siteUrl();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}${LESSON}`);
    const tables = page.locator('[data-testid="reach-table"], [data-testid="grade-levels"]');
    assert.ok((await tables.count()) >= 3, 'two reach tables and the table of levels');
    // The tables stand in "For the curious" folds: open each, as a reader would, before measuring it.
    for (const id of ['reach-table', 'grade-levels']) {
      await page.locator('details', { has: page.getByTestId(id) }).locator('summary').first().click();
      assert.ok(await page.getByTestId(id).first().isVisible(), `the fold with ${id} opens`);
    }
    for (const t of await tables.all()) {
      const [scroll, client, tableRight, wrapRight] = await t.evaluate((el) => {
        const wrap = el.parentElement!;
        return [wrap.scrollWidth, wrap.clientWidth, el.getBoundingClientRect().right, wrap.getBoundingClientRect().right];
      });
      assert.ok(scroll <= client + 1 && tableRight <= wrapRight + 1, `at ${width} px a table is ${scroll} px wide in a ${client} px box`);
    }
    // §1's chart: the hatched bar and the sentence name the depth with the most placements in the table under it.
    const placements = await page.getByTestId('lesson-depth-table').locator('tbody tr td:first-of-type')
      .evaluateAll((tds) => tds.map((td) => Number((td.textContent ?? '').replace(/,/g, ''))));
    const peak = placements.indexOf(Math.max(...placements)) + 1;
    const chart = page.getByTestId('lesson-depth-chart');
    assert.equal(await chart.getAttribute('data-peak'), String(peak));
    assert.match((await chart.getByTestId('lesson-depth-chart-why').textContent()) ?? '', new RegExp(`pile up at depth ${peak} \\(`));
    const [barsRight, chartRight] = await chart.evaluate((el) => [el.querySelector('.sd-bars')!.getBoundingClientRect().right, el.getBoundingClientRect().right]);
    assert.ok(barsRight <= chartRight + 1, `at ${width} px the bars run past the chart`);
  }
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: play — the hint’s trials are marked on the board, a dead end after them names the trial to undo, and its button undoes it and tries the next value; a filled board shows it is solved', async ({ page, errors }) => {
  const base = await siteUrl();
  const start = startPosition(puzzleOf(board('forum-hardest-1.txt')));
  const { chain, hints } = followHints(start, 400);
  const last = hints[hints.length - 1];
  assert.ok(last.undoTrial, 'the hints reach a dead end after a trial');
  // Open on the position just before the dead end, its history rebuilt by pressing Apply hint after hint.
  await page.goto(`${base}${LESSON}`);
  const play = await startedIsland(page, 'sudoku-play');
  await play.locator('summary', { hasText: 'Another board' }).click();
  await play.getByTestId('play-example-hard').click();
  await waitAttr(page, play, 'data-position', [positionToLink(start)]);
  for (let k = 0; k < hints.length - 1; k++) {
    for (let level = 1; level <= 3; level++) if ((await play.getByTestId('play-apply').count()) === 0) await play.getByTestId('play-hint').click();
    await play.getByTestId('play-apply').click();
    await waitAttr(page, play, 'data-position', [positionToLink(chain[k + 1])]);
  }
  // Trials carry their own mark on the board (a dotted outline and a “try” tag), apart from the reader's own placements.
  for (const t of trialsOf(chain)) assert.match((await play.locator(`[data-cell="${t.cell}"]`).getAttribute('data-state')) ?? '', /\btrial\b/);
  const tag = await play.locator(`[data-cell="${trialsOf(chain)[0].cell}"]`).evaluate((el) => getComputedStyle(el, '::before').content);
  assert.equal(tag, '"try"');
  for (let level = 1; level <= 3; level++) await play.getByTestId('play-hint').click();
  assert.match((await play.getByTestId('play-hint-3').textContent()) ?? '', /undo your trial r\dc\d = \d/);
  await play.getByTestId('play-undo-trial').click();
  const back = undoTrial(chain, last.undoTrial!.trial, last.undoTrial!.next)!;
  await waitAttr(page, play, 'data-position', [positionToLink(back[back.length - 1])]);

  // A link whose placements fill the board: the board and a status line say it is solved.
  const status = solutionOf(start.puzzle);
  if (status.kind !== 'unique') throw new Error('the hard board has one solution');
  const full = start.puzzle.cells.reduce((p, g, i) => (g === 0 ? place(p, i, status.solution[Math.floor(i / 9)][i % 9]) : p), start);
  await page.goto(`${base}${LESSON}?play=${encodeURIComponent(positionToLink(full))}`);
  const solved = hydrated(page, 'sudoku-play');
  await solved.waitFor();
  await waitAttr(page, solved.getByTestId('play-frame'), 'data-solved', ['true']);
  assert.match((await solved.getByTestId('play-solved').textContent()) ?? '', /Solved/);
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: a board pasted into the solver box before the island has started stays, and is the board it reads', async ({ page, errors }) => {
  const base = await siteUrl();
  // The island's code is held back until the paste is made, so the paste surely comes before it starts.
  const { release } = await holdScripts(page, /\/SudokuSolverIsland\.[^/]*\.js$/);
  await page.goto(`${base}${LESSON}`);
  const box = page.getByTestId('puzzle-text').first();
  await box.scrollIntoViewIfNeeded();
  const mine = readFileSync('tests/data/sudoku/9x9_17clue_royle-first1000.txt', 'utf8').split('\n')[0];
  // fill() sends only an input event, as a paste from a menu does: no key the island could see.
  await box.fill(mine);
  release();
  await hydrated(page, 'puzzle-text').first().waitFor();
  // The island's first effects have run by the time it reads the text; give them a moment, then look.
  await page.waitForTimeout(1500);
  assert.equal(await box.inputValue(), mine, 'the pasted board is still in the box');
  await page.getByText(/9×9 board \(order 3\): 17 givens/).first().waitFor({ timeout: 10_000 });
  assert.deepEqual(errors, []);
});

browserTest('sudoku lesson: every element id is unique on the page, before and after the islands start (each island is its own Preact root, so useId alone repeats)', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const repeated = () => page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
  });
  assert.deepEqual(await repeated(), [], 'ids repeated in the server-rendered page');
  // Bring every island near the screen so each starts, then count again (ids rendered only in the browser count too).
  const islands = page.locator('astro-island');
  for (let i = 0; i < await islands.count(); i++) await islands.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 60_000 });
  assert.deepEqual(await repeated(), [], 'ids repeated once the islands run');
  // Move 4 draws the conflict's implication graph open (its own arrow marker id), beside the words that define chain,
  // cut and first UIP by it: at 1280 px the drawing stands left of the words, its top level with theirs.
  const fold = page.getByTestId('lesson-uip-graph');
  await fold.scrollIntoViewIfNeeded();
  const [drawing, words] = await Promise.all([fold.getByTestId('sat-graph').boundingBox(), fold.getByTestId('lesson-uip-words').boundingBox()]);
  assert.ok(drawing && words && drawing.height > 100, 'move 4’s drawing is shown, not folded');
  assert.ok(drawing!.x + drawing!.width <= words!.x + 1 && Math.abs(drawing!.y - words!.y) < 40, `drawing ${JSON.stringify(drawing)} beside words ${JSON.stringify(words)}`);
  assert.equal(await fold.locator('[data-role="uip"]').count(), 1);
  assert.equal(await fold.locator('[data-role="decision"]').count(), 1);
  assert.deepEqual(await repeated(), [], 'ids repeated with the graph open');
  assert.deepEqual(errors, []);
});

/**
 * The Numberlink solver's grade line, end to end: after a build the island
 * shows the grade the DOM-free code gives under Node, and "Show me on the
 * Play board" opens the Play board at the position before the hardest step,
 * where the Hint gives that step — for a board of the Play board's own (by
 * its id) and for any other board (carried in the link).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseNumberlink, printNumberlink } from '../../src/puzzles/numberlink/format';
import { gradeNumberlink } from '../../src/puzzles/numberlink/grade';
import { playHint } from '../../src/puzzles/numberlink/play/hint-levels';
import { decodePosition } from '../../src/puzzles/numberlink/play/link';
import { emptyPosition, LINE, NO_LINE } from '../../src/puzzles/numberlink/play/position';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';
import { browserTest, siteUrl, waitAttr } from './harness';
import { hydrated } from './hydrated';

const LESSON = '/lessons/numberlink/';
const EXAMPLE = readFileSync('content/examples/numberlink/pzprjs-5x5.txt', 'utf8').trim();
// The look-ahead board of tests/numberlink/grade.test.ts: not one of the Play board's boards.
const LOOKAHEAD = '..1..\n.2...\n.123.\n3....';

function puzzleOf(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

for (const [text, playBoard] of [[EXAMPLE, 'example'], [LOOKAHEAD, 'yours']] as const) {
  browserTest(`numberlink lesson: the grade line after a build, and Show me opens the Play board (${playBoard})`, async ({ page, errors }) => {
    const base = await siteUrl();
    const p = puzzleOf(text);
    const grade = gradeNumberlink(p, { rule: 'fill' });
    // A link with a board builds on load; the grade follows.
    await page.goto(`${base}${LESSON}?board=${encodeURIComponent(printNumberlink(p).replace(/\n/g, '/'))}&rule=fill`);
    await page.getByTestId('nl-solver').first().scrollIntoViewIfNeeded();
    const solver = hydrated(page, 'nl-solver').first();
    await solver.waitFor();
    const line = solver.getByTestId('grade-line');
    await waitAttr(page, line, 'data-level', String(grade.level), 60_000);
    assert.ok((await line.textContent())!.includes(grade.reason), 'the line gives the grade’s reason');

    await solver.getByTestId('nl-grade-show').click();
    await page.waitForURL((u) => new URL(u).searchParams.has('play'));
    const play = hydrated(page, 'nl-play').first();
    await play.waitFor();
    await waitAttr(page, play, 'data-board', playBoard);
    const decoded = decodePosition(grade.play!, emptyPosition(p).length);
    if (!decoded.ok) throw new Error(decoded.why);
    await waitAttr(page, play, 'data-lines', String(decoded.position.filter((m) => m === LINE).length));
    await waitAttr(page, play, 'data-marks', String(decoded.position.filter((m) => m === NO_LINE).length));
    // The board has the focus (keys work at once), and a line says what the steps before placed.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'play-board');
    const lines = decoded.position.filter((m) => m === LINE).length;
    assert.match((await play.getByTestId('play-arrived').textContent()) ?? '', new RegExp(`placed ${lines} line${lines === 1 ? '' : 's'} and`));
    // The Hint there is the grade's step.
    const hint = playHint(p, 'fill', decoded.position);
    await play.getByTestId('play-hint').click();
    await waitAttr(page, play.getByTestId('play-hint-says'), 'data-kind', hint.kind);
    assert.equal(await play.getByTestId('play-hint-1').textContent(), hint.look);
    assert.deepEqual(errors, []);
  });
}

browserTest('numberlink lesson: a board with several solutions says so first in its grade line, then its grade', async ({ page, errors }) => {
  const base = await siteUrl();
  // The lesson's tiny board (tests/numberlink/grade.test.ts: several solutions under fill).
  const p = puzzleOf('1..2\n....\n.1..\n...2');
  const grade = gradeNumberlink(p, { rule: 'fill' });
  assert.equal(grade.several, true);
  await page.goto(`${base}${LESSON}?board=${encodeURIComponent(printNumberlink(p).replace(/\n/g, '/'))}&rule=fill`);
  await page.getByTestId('nl-solver').first().scrollIntoViewIfNeeded();
  const solver = hydrated(page, 'nl-solver').first();
  await solver.waitFor();
  const line = solver.getByTestId('grade-line');
  await waitAttr(page, line, 'data-several', 'true', 60_000);
  const text = (await line.textContent()) ?? '';
  assert.match(text, new RegExp(`^How hard is this board\\? It has more than one solution, .*Grade ${grade.level} of ${grade.levels}, `));
  // Said once: the reason's own sentence is replaced by the words before the grade.
  assert.equal(text.split('more than one solution').length - 1, 1);
  assert.deepEqual(errors, []);
});

import { describe, expect, it } from 'vitest';
import { nextHint } from '../../src/puzzles/sudoku/play/hint';
import { trialToUndo } from '../../src/puzzles/sudoku/play/hint';
import { checkPosition, solutionOf } from '../../src/puzzles/sudoku/play/check';
import { candidateGrid } from '../../src/puzzles/sudoku/play/candidate-grid';
import { filledCells, place, startPosition, undoTrial } from '../../src/puzzles/sudoku/play/position';
import { readFileSync } from 'node:fs';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { cellName } from '../../src/puzzles/sudoku/puzzle';
import { followHints } from './follow-hints';
import { probeStep } from '../../src/puzzles/sudoku/play/probe';
import { completions4x4, expectProofHolds, position } from './play-helpers';

const EMPTY9 = Array.from({ length: 9 }, () => '.........');
/** A 9×9 board with the given rows on top and the rest empty. */
const rows9 = (top: Record<number, string>) => EMPTY9.map((r, i) => top[i + 1] ?? r);
const cellIndex = (r: number, c: number, size = 9) => (r - 1) * size + c - 1;

describe('the hint from the reader’s position', () => {
  it('finds a naked single: a cell’s column with one row left, with the digits that remove the others', () => {
    // Row 1 holds 1 … 7 as givens and the reader’s 8 at r1c8: r1c9 can only be 9.
    const pos = position(rows9({ 1: '1234567..' }), ['r1c8=8']);
    const h = nextHint(pos);
    expect(h.kind).toBe('naked-single');
    expect(h.look).toEqual([cellIndex(1, 9)]);
    expect(h.where).toBe('Look at cell r1c9 (outlined).');
    // Plain words first, then the term, then the lesson's matrix words.
    expect(h.rule).toMatch(/^Only one number is left for r1c9: .* This is a naked single \(in section 2’s terms, the exact-cover matrix column “r1c9 has a value” has one candidate left\)/);
    expect(h.deduction).toBe(
      'r1c9 sees 1 at r1c1 (row), 2 at r1c2 (row), 3 at r1c3 (row), 4 at r1c4 (row), 5 at r1c5 (row), 6 at r1c6 (row), 7 at r1c7 (row) and 8 at r1c8 (yours) (row); so only 9 is left, the candidate r1c9#9: r1c9 = 9.',
    );
    expect(h.apply).toEqual({ cell: cellIndex(1, 9), value: 9, trial: false });
  });

  it('finds a hidden single in a row: “row 1 has a 1” with one row left', () => {
    // The 1s at r2c4, r3c7, r4c2 and r8c3 shut every cell of row 1 but r1c1 out of a 1.
    const pos = position(rows9({ 2: '...1.....', 3: '......1..', 4: '.1.......', 8: '..1......' }));
    const h = nextHint(pos);
    expect(h.kind).toBe('hidden-single');
    expect(h.where).toBe('Look at row 1 (outlined).');
    expect(h.look).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(h.rule).toMatch(/^Only one cell of row 1 can still take 1\. This is a hidden single \(in section 2’s terms, the matrix column “row 1 has a 1” has one candidate left\)/);
    expect(h.deduction).toBe(
      'The other cells of row 1 cannot take 1: r1c2 sees the 1 at r4c2 (column); r1c3 sees the 1 at r8c3 (column); r1c4 sees the 1 at r2c4 (column); r1c5 and r1c6 see the 1 at r2c4 (box); r1c7 sees the 1 at r3c7 (column); r1c8 and r1c9 see the 1 at r3c7 (box). So the only candidate left is r1c1#1: r1c1 = 1.',
    );
    expect(h.apply).toEqual({ cell: 0, value: 1, trial: false });
  });

  it('finds a hidden single in a column when no row has one', () => {
    // Column 1 is shut but for r1c1: rows 2 and 3 have their 1, r4c1 … r6c1 are filled, box 7 has its 1 at r8c3.
    // Row 1 keeps r1c1 and r1c2, and box 1 the same two.
    const pos = position(rows9({ 2: '....1....', 3: '.......1.', 4: '2........', 5: '3........', 6: '4........', 8: '..1......' }));
    const h = nextHint(pos);
    expect(h.kind).toBe('hidden-single');
    expect(h.rule).toContain('the matrix column “column 1 has a 1” has one candidate left');
    expect(h.where).toBe('Look at column 1 (outlined).');
    expect(h.look).toEqual([0, 9, 18, 27, 36, 45, 54, 63, 72]);
    expect(h.apply).toEqual({ cell: 0, value: 1, trial: false });
  });

  it('finds a hidden single in a box when no row or column has one', () => {
    // Box 1 is filled but for r1c1, r2c1, r3c1 and r3c3; the 1 at r5c1 shuts column 1.
    const pos = position(rows9({ 1: '.23......', 2: '.45......', 3: '.6.......', 5: '1........' }));
    const h = nextHint(pos);
    expect(h.kind).toBe('hidden-single');
    expect(h.rule).toContain('the matrix column “box 1 has a 1” has one candidate left');
    expect(h.deduction).toContain('r1c2, r1c3, r2c2, r2c3 and r3c2 are filled');
    expect(h.deduction).toContain('r1c1, r2c1 and r3c1 see the 1 at r5c1 (column)');
    expect(h.apply).toEqual({ cell: cellIndex(3, 3), value: 1, trial: false });
  });

  it('after the singles, tries the rows of a small column and forces the one that survives', () => {
    const pos = position(['1..4', '..1.', '2.4.', '....']);
    const h = nextHint(pos);
    expect(h.kind).toBe('propagation');
    expect(h.where).toBe('No cell has only one number left, and no number has only one place left in a row, column or box. Look at cell r1c2 (outlined).');
    expect(h.rule).toMatch(/^Try each of the 2 candidates of “r1c2 has a value” in turn/);
    // The term after the plain words, never before them.
    expect(h.rule.indexOf('unit propagation')).toBeGreaterThan(h.rule.indexOf('dead end'));
    expect(h.deduction).toBe(
      'If r1c2 were 3, the 2 forced moves r1c3 = 2 (“r1c3 has a value” has one candidate left) and r2c4 = 3 (“r2c4 has a value” has one candidate left) would leave “row 3 has a 3” with no candidate left. The 3 at r1c2 first matters for r1c3 = 2: it takes the candidate r1c3#3 away (they share row 1). So the only candidate left in “r1c2 has a value” is r1c2#2: r1c2 = 2.',
    );
    // Check says the same sentence of the same placement: one source for why the first forced move matters.
    const checked = checkPosition(position(['1..4', '..1.', '2.4.', '....'], ['r1c2=3']), solutionOf(pos.puzzle));
    const matters = / The 3 at r1c2 first matters [^.]*\./.exec(checked.refuted[0].proof)![0];
    expect(h.deduction).toContain(matters);
    expect(h.apply).toEqual({ cell: 1, value: 2, trial: false });
    // The deduction is true: every completion of the position has 2 at r1c2 (and there is one).
    const all = completions4x4(pos);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((g) => g[1] === 2)).toBe(true);
    // And the printed proof holds move by move.
    const { step } = probeStep(candidateGrid(2, filledCells(pos)));
    for (const f of step!.failures) expectProofHolds(pos, f);
  });

  it('offers a trial, said to be a guess, when nothing is forced', () => {
    const pos = position(['....', '....', '....', '....']);
    const h = nextHint(pos);
    expect(h.kind).toBe('trial');
    expect(h.where).toBe('Look at cell r1c1 (outlined): it has the fewest candidates.');
    expect(h.rule).toContain('Only a guess remains');
    expect(h.deduction).toBe('r1c1 can be 1, 2, 3 or 4. Try 1 as a trial — a guess, not a deduction: if the forced moves after it reach a dead end, the hint will say so and offer to undo it.');
    expect(h.apply).toEqual({ cell: 0, value: 1, trial: true, values: [1, 2, 3, 4] });
    // Honest: the board really leaves r1c1 open.
    expect(new Set(completions4x4(pos).map((g) => g[0])).size).toBe(4);
  });

  it('says when the position is a dead end, and places nothing', () => {
    // Row 1 has 1 and 2, column 1 has 3 and the reader's 4: r1c1 has no value left.
    const pos = position(['.12.', '....', '3...', '....'], ['r4c1=4']);
    expect(completions4x4(pos)).toEqual([]);
    // The givens alone rule the 4 out, so the hint names it first (play-hint-refuted.test.ts);
    // with no verdict from the givens, the dead end itself is what the hint says.
    expect(nextHint(pos).kind).toBe('refuted');
    const h = nextHint(pos, Object.assign(() => null, { cellsOf: () => [], chainOf: () => null }));
    expect(h.kind).toBe('dead-end');
    expect(h.apply).toBeNull();
    expect(h.where).toBe('Look at cell r1c1 (outlined).');
    expect(h.rule).toMatch(/^Nothing can meet the condition “r1c1 has a value” any more: no candidate is left for it/);
    expect(h.deduction).toBe('Every candidate of “r1c1 has a value” is gone: r1c1 sees 1 at r1c2 (row), 2 at r1c3 (row), 3 at r3c1 (column) and 4 at r4c1 (yours) (column). One of your placements is wrong: Check may name it; Undo steps back.');
    // Had the 4 at r4c1 been the hint's trial (r4c1 could be 4 or 2), the hint says to undo it and try 2.
    const t = nextHint(pos, Object.assign(() => null, { cellsOf: () => [], chainOf: () => null }), [{ cell: 12, value: 4, values: [4, 2] }]);
    expect(t.deduction).toMatch(/So undo your trial r4c1 = 4 \(marked “try” on the board\) and everything after it, and try r4c1 = 2\.$/);
    expect(t.undoTrial).toEqual({ trial: { cell: 12, value: 4, values: [4, 2] }, next: 2 });
  });

  it('refuses a board that breaks a rule, naming the rule in words', () => {
    const pos = position(['1...', '....', '....', '....'], ['r1c3=1']);
    const h = nextHint(pos);
    expect(h.kind).toBe('broken');
    expect(h.rule).toBe('Every row holds each number at most once.');
    expect(h.deduction).toBe('Broken: row 1: 1 stands twice, at r1c1 and at r1c3. Clear your digit there (select it, then Backspace), or Undo.');
    expect(h.apply).toBeNull();
    expect(nextHint(position(['1.1.', '....', '....', '....'])).deduction).toContain('The givens themselves break it');
  });

  it('applying hint after hint solves a board the singles and the row trials can reach', () => {
    let pos = position(['1..4', '..1.', '2.4.', '....']);
    const solutions = completions4x4(pos);
    for (let k = 0; k < 16; k++) {
      const h = nextHint(pos);
      if (h.kind === 'solved' || !h.apply || h.apply.trial) break;
      pos = place(pos, h.apply.cell, h.apply.value);
    }
    const cells = filledCells(pos);
    // Deductions only ever place what every completion has.
    expect(solutions.some((g) => g.every((v, i) => cells[i] === 0 || cells[i] === v))).toBe(true);
  });
});

describe('a dead end after trials names the trial to undo and what to try next', () => {
  it('the last trial with a value left, skipping trials whose cell has none', () => {
    const a = { cell: 0, value: 1, values: [1, 2] };
    const b = { cell: 5, value: 3, values: [2, 3] };
    expect(trialToUndo([a])).toEqual({ trial: a, next: 2, skipped: [] });
    expect(trialToUndo([a, b])).toEqual({ trial: a, next: 2, skipped: [b] });
    expect(trialToUndo([{ ...a, value: 2 }])).toMatchObject({ next: null });
    expect(trialToUndo([])).toBeNull();
  });
});

describe('following the hints on the hardest forum board', () => {
  it('reaches a dead end after its own trials, names the last trial with a value left, and undoing it places the next value as a trial', () => {
    const p = parseSudoku(readFileSync('content/examples/sudoku/forum-hardest-1.txt', 'utf8'));
    if (!p.ok) throw new Error('board');
    const { chain, hints } = followHints(startPosition(p.puzzle), 400);
    const last = hints[hints.length - 1];
    expect(hints.some((h) => h.kind === 'trial')).toBe(true);
    expect(last.undoTrial).toBeDefined();
    const u = last.undoTrial!;
    expect(last.deduction).toContain(`undo your trial ${cellName(9, u.trial.cell)} = ${u.trial.value}`);
    const back = undoTrial(chain, u.trial, u.next)!;
    const now = back[back.length - 1];
    expect(now.placed[u.trial.cell]).toBe(u.next ?? 0);
    if (u.next !== null) expect(now.trial).toMatchObject({ cell: u.trial.cell, value: u.next });
    // Every position kept lies before the undone trial.
    expect(back.length).toBeLessThan(chain.length);
  });
});

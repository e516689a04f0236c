/**
 * Hint before deducing: a placement of the reader's that the givens rule out
 * (by forced moves, with no rule broken yet) is named on the first press, and
 * no deduction builds on it.
 */
import { describe, expect, it } from 'vitest';
import { nextHint } from '../../src/puzzles/sudoku/play/hint';
import { checkPosition, proofsFromGivens, solutionOf } from '../../src/puzzles/sudoku/play/check';
import { position } from './play-helpers';

const EMPTY9 = Array.from({ length: 9 }, () => '.........');
const rows9 = (top: Record<number, string>) => EMPTY9.map((r, i) => top[i + 1] ?? r);

describe('the hint with a refuted placement on the board', () => {
  // Row 1 holds 1 … 7 and column 8 an 8 (givens): r1c8 can only be 9, so the reader's 9 at r1c9 leaves it nothing.
  const pos = position(rows9({ 1: '1234567..', 5: '.......8.' }), ['r1c9=9']);

  it('says the placement cannot stand, with the givens’ proof, and applies nothing', () => {
    const h = nextHint(pos);
    expect(h.kind).toBe('refuted');
    expect(h.where).toMatch(/^Your 9 at r1c9 cannot stand: .+; undo it first\.$/);
    expect(h.look).toEqual([8]);
    expect(h.apply).toBeNull();
  });

  it('uses the very proof Check gives for that placement', () => {
    const report = checkPosition(pos, solutionOf(pos.puzzle), proofsFromGivens(pos.puzzle));
    expect(report.broken).toBeNull();
    expect(report.refuted.map((w) => w.cell)).toEqual([8]);
    const reason = report.refuted[0].proof.replace('r1c9 cannot be 9: ', '').replace(/\.$/, '');
    expect(nextHint(pos).where).toContain(reason);
  });

  it('deduces as before once the placement is gone', () => {
    expect(nextHint(position(rows9({ 1: '1234567..', 5: '.......8.' }))).kind).toBe('naked-single');
  });
});

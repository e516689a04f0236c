/**
 * The play hint from a position with a mark the givens rule out: it names
 * that mark (as Check's proof would blame it) instead of a deduction that
 * builds on it — a reader who followed such a deduction reached a broken
 * board without being told why.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { wrongPlacements } from '../../src/inequalities/givens-proof';
import { playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { hintWrongLevels } from '../../src/ui/inequalities/play/hint-text';

describe('the hint names a mark the givens rule out', () => {
  it('on the easy Akari board, a lamp the givens forbid is named before any deduction', () => {
    const parsed = parseAkari(readFileSync('content/examples/akari/easy-7x7.txt', 'utf8').trim());
    if (!parsed.ok) throw new Error(parsed.error.message);
    const model = akariPlayModel(parsed.puzzle);
    const board = playBoard(model);
    const givens = board.givens();
    const values = new Array<number>(model.variables.length).fill(UNKNOWN);
    const v = givens.values.findIndex((x, i) => x === 0 && board.finder.firstBroken(values.map((y, j) => (j === i ? 1 : y))) < 0);
    expect(v).toBeGreaterThanOrEqual(0);
    values[v] = 1;
    const wrong = wrongPlacements(givens, values);
    expect(wrong.map((w) => w.variable)).toEqual([v]);
    const said = hintWrongLevels(model, wrong);
    // Graded like any hint: part 1 says plainly which mark cannot be right (no "before any deduction" jargon) ...
    // ... the cell named as the board labels it, "x₂ (row 1, column 3)" ...
    expect(said.look).toMatch(/^Your mark at x[₀-₉]+ \(row \d, column \d\), a lamp, cannot be right: the givens alone rule it out\./);
    expect(said.look).not.toMatch(/deduction| = [01]/);
    // ... part 2 the rule: the variable named with both values, and the settling inequality after ...
    expect(said.rule).toMatch(/^You have x\S+ = 1 \(a lamp\) at row \d, column \d, but the givens alone force x\S+ = 0 \(no lamp\)\./);
    expect(said.rule).toMatch(/The proof of that ends with (the inequality “|the sum of “)/);
    // ... part 3 the proof, step by step, ending on what to do.
    expect(said.proof.steps.length).toBe(wrong[0].proof.length);
    expect(said.proof.close).toContain('cannot be right');
  });
});

/**
 * The play mode's words where Explain and Check meet: a broken rule's cells
 * are the ones that break it (two lamps that see each other, not the crosses
 * beside them), Check's proof reads as an argument, and Explain says in one
 * sentence why Check may find no rule broken when its steps end in one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { breakingVariables, checkPosition, playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { BROKEN_BADGE, checkWords, explainBrokenWords, wrongProof, wrongSentence } from '../../src/ui/inequalities/play/hint-text';

// x1 … x11 in reading order: row 1 is x1 … x4; x9 is row 4, column 2 (beside the 0).
const BOARD = '....\n#.1.\n#..2\n0...';
const parsed = parseAkari(BOARD);
if (!parsed.ok) throw new Error(parsed.error.message);
const model = akariPlayModel(parsed.puzzle);
const board = playBoard(model);
const position = (set: Record<number, 0 | 1>) => {
  const values = new Array<number>(model.variables.length).fill(UNKNOWN);
  for (const [x, v] of Object.entries(set)) values[Number(x) - 1] = v;
  return values;
};

describe('Akari play: a broken rule, Check and Explain', () => {
  it('marks the two lamps that see each other, not the cross between them', () => {
    const values = position({ 1: 1, 2: 0, 4: 1 });
    const check = checkPosition(board, values);
    expect(check.broken).not.toBeNull();
    const ineq = model.constraints[check.broken!.id].inequality;
    expect(breakingVariables(ineq, values).sort()).toEqual([0, 3]);
    expect(checkWords(model, check, values).cells.sort()).toEqual([0, 3]);
  });

  it('badges the cells that break a rule, as it badges a proof’s cells, and its key names the rule', () => {
    const values = position({ 1: 1, 2: 0, 4: 1 });
    const check = checkPosition(board, values);
    const words = checkWords(model, check, values);
    expect(words.tone).toBe('broken');
    expect(words.badges).toEqual({ 0: BROKEN_BADGE, 3: BROKEN_BADGE });
    expect(words.badgeKey).toBe(`A ${BROKEN_BADGE} in a round badge (in a corner of a cell): that cell breaks the rule “${check.broken!.rule.words.replace(/\.$/, '')}”.`);
    expect(words.badgeKey).toContain('No lamp may shine on another lamp');
  });

  it('reads a proof of several steps as an argument, ending in why the mark is wrong', () => {
    // Find a placement the givens rule out with a proof of two or more steps.
    for (let v = 0; v < model.variables.length; v++) {
      for (const placed of [0, 1] as const) {
        const check = checkPosition(board, position({ [v + 1]: placed }));
        const w = check.wrong.find((x) => x.proof.length >= 2);
        if (!w) continue;
        const text = wrongSentence(model, w);
        expect(text).toMatch(/Proof, in \d+ steps: \(1\) /);
        expect(text).toMatch(/\(\d+\) (So, w|W)ith .+ in step \d+\).* known, /);
        expect(text.endsWith('So your mark there cannot be right.')).toBe(true);
        // Laid out as a numbered list whose parts read as the same text, and the board numbers the cells each step settles.
        const laid = wrongProof(model, w)!;
        expect(laid.steps).toHaveLength(w.proof.length);
        expect([laid.lead, ...laid.steps, laid.close].join(' ')).toBe(text);
        const values = position({ [v + 1]: placed });
        const words = checkWords(model, check, values);
        if (words.tone === 'wrong' && check.wrong[0] === w) {
          for (const f of w.proof[0].forced) expect(words.badges[model.cellOf(f.variable)]).toBe('1');
          for (const cell of Object.keys(words.badges).map(Number)) expect(words.cells).toContain(cell);
          expect(words.badgeKey).toMatch(/^A number in a round badge .*the step of Check’s proof/);
        }
        return;
      }
    }
    throw new Error('no placement with a proof of two steps on this board');
  });

  it('with two wrong marks, numbers one proof on the board and says which, in the panel and the key', () => {
    const parsedTricky = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8').trim());
    if (!parsedTricky.ok) throw new Error(parsedTricky.error.message);
    const tm = akariPlayModel(parsedTricky.puzzle);
    const tb = playBoard(tm);
    const givens = tb.givens();
    // The first two lamps the givens rule out that break no rule yet: two proofs of several steps.
    const values = new Array<number>(tm.variables.length).fill(UNKNOWN);
    for (let i = 0, n = 0; i < values.length && n < 2; i++) {
      if (givens.values[i] !== 0) continue;
      values[i] = 1;
      if (tb.finder.firstBroken(values) >= 0) values[i] = UNKNOWN;
      else n++;
    }
    const words = checkWords(tm, checkPosition(tb, values), values);
    expect(words.tone).toBe('wrong');
    expect(words.proofs.filter((p) => p !== null)).toHaveLength(2);
    const [first, second] = words.proofs;
    expect(first!.lead).toContain('(numbered on the board):');
    expect(second!.lead).toContain('(not numbered on the board):');
    // The cell as the board labels it: "x₃ (row 1, column 3)".
    const [, name, at] = /^You have (x[₀-₉]+) = 1 \(a lamp\) at (row \d, column \d),/.exec(first!.lead)!;
    const place = `${name} (${at})`;
    expect(words.badgeNote).toContain(`only the proof for the mark at ${place} is numbered`);
    expect(words.badgeKey).toContain(`the step of the proof for the mark at ${place}`);
    // The badges are that proof's step numbers, and no more than its steps.
    for (const b of Object.values(words.badges)) expect(Number(b)).toBeLessThanOrEqual(first!.steps.length);
  });

  it('points to Check, and says why no rule need be broken yet, when Explain’s steps end in a broken inequality', () => {
    expect(explainBrokenWords(model, 0, 3)).toMatch(/^After step 3, inequality \(1\)/);
    // The steps used the givens too: the words say so, and why the fault is still a mark's.
    expect(explainBrokenWords(model, 0, 3)).toContain('Every step followed from the givens and your marks; the givens are fixed, so one of your marks is wrong.');
    expect(explainBrokenWords(model, 0, 3)).toContain('Press Check: it looks for a mark of yours that the givens alone rule out');
    expect(explainBrokenWords(model, 0, 3)).toContain('No rule of the puzzle need be broken yet');
  });
});

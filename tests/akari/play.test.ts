/**
 * The play mode on Akari: the hint's three levels from hand-made positions
 * (forcing from one inequality, a pair sum, a trial), Check's rule names,
 * and a wrong lamp flagged with its proof from the givens.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { applyDeduction, explainFrom, type Deduction } from '../../src/inequalities/next-step';
import { checkPosition, playBoard } from '../../src/inequalities/play-check';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel, AKARI_PLAY_RULES } from '../../src/puzzles/akari/play';
import { checkWords, hintLevels, noHintWords } from '../../src/ui/inequalities/play/hint-text';

// x1 … x11 in reading order: x9 is row 4, column 2 (beside the 0); the clue 2's neighbours are x6, x8 and x11.
const BOARD = '....\n#.1.\n#..2\n0...';

function setUp(text = BOARD) {
  const parsed = parseAkari(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const model = akariPlayModel(parsed.puzzle);
  return { model, board: playBoard(model) };
}

/** A position: every cell empty but those given (x-number → 0 or 1). */
function position(count: number, set: Record<number, 0 | 1>): number[] {
  const values = new Array<number>(count).fill(UNKNOWN);
  for (const [x, v] of Object.entries(set)) values[Number(x) - 1] = v;
  return values;
}

function deduction(board: ReturnType<typeof setUp>['board'], values: number[]): Deduction {
  const step = board.finder.next(values);
  if (step.kind !== 'one' && step.kind !== 'pair' && step.kind !== 'trial') throw new Error(`no deduction: ${step.kind}`);
  return step;
}

describe('Akari hints from the reader’s position', () => {
  const { model, board } = setUp();
  const n = model.variables.length;

  it('on the empty board: the clue 0 alone forces its neighbour', () => {
    const values = position(n, {});
    const hint = hintLevels(model, deduction(board, values), values);
    expect(hint.badge).toBe('Forcing from one inequality');
    expect(hint.look).toContain('row 4, column 2');
    expect(hint.rule).toContain('(5), “clue 0 at row 4, column 1: at most 0 lamps around it”');
    expect(hint.formulas).toEqual([{ label: '(5)', tex: 'x_{9} \\le 0' }]);
    expect(hint.deduction).toContain('Only x₉ is still open in it. In ≥ form, −x₉ ≥ 0, the left side is at most 0 and must be at least 0, so the slack is 0, smaller than size 1 (coefficient −1 in ≥ form): x₉ = 0 (no lamp).');
    expect(hint.deduction).toContain('x₉ is row 4, column 2');
    expect(hint.forced).toEqual([{ variable: 8, value: 0 }]);
  });

  it('with a cross beside the 0: the sum of the clue 1’s “at most” and the clue 2’s “at least”', () => {
    const values = position(n, { 9: 0 });
    const step = deduction(board, values);
    const hint = hintLevels(model, step, values);
    expect(hint.badge).toBe('Forcing from a sum of two inequalities');
    expect(hint.rule).toContain('Add two: (2), “clue 1 at row 2, column 3: at most 1 lamp around it”, and (3), “clue 2 at row 3, column 4: at least 2 lamps around it”');
    expect(hint.rule).toContain('x₆ and x₈ cancel');
    expect(hint.sum).toBe('-x_{3} - x_{5} + x_{11} \\ge 1');
    expect(hint.deduction).toContain('x₁₁ = 1 (a lamp)');
    expect(hint.deduction).toContain('x₃ = 0 (no lamp)');
    // Apply: what the hint settles goes on the board.
    expect(applyDeduction(values, step)).toEqual(position(n, { 9: 0, 3: 0, 5: 0, 11: 1 }));
  });

  it('when forcing and pairs give nothing: a trial, labelled as one', () => {
    const values = position(n, { 3: 0, 5: 0, 9: 0, 10: 0, 11: 1 });
    const hint = hintLevels(model, deduction(board, values), values);
    expect(hint.trial).toBe(true);
    expect(hint.badge).toContain('Trial');
    expect(hint.rule).toContain('Only a trial remains: suppose x₂ = 1 (a lamp)');
    expect(hint.deduction).toContain('can no longer hold. So the supposition was wrong: x₂ = 0 (no lamp) at row 1, column 2.');
    expect(hint.deduction).toContain('This is a trial');
    // Every inequality the trial's forcing used is quoted with its rule in words: Play has no list to look "(5)" up in.
    const bare = [...hint.deduction.matchAll(/\((\d+)\)(, “[^”]+”)?/g)];
    expect(bare.length).toBeGreaterThan(0);
    for (const m of bare) expect(m[2], `inequality (${m[1]}) quoted without its words`).toBeTruthy();
  });
});

describe('Akari hints when there is no step to give', () => {
  const { model, board } = setUp();
  const n = model.variables.length;

  it('names the broken inequality instead of hinting from a broken position, and says when all is decided', () => {
    const broken = board.finder.next(position(n, { 9: 1 }));
    expect(broken).toEqual({ kind: 'broken', id: 4 });
    if (broken.kind === 'broken') {
      expect(noHintWords(broken, model)).toContain('Your position can no longer satisfy inequality (5), “clue 0 at row 4, column 1: at most 0 lamps around it”');
      // With the position at hand: every cell of (5) is placed, so it is broken, not merely doomed.
      expect(noHintWords(broken, model, position(n, { 9: 1 }))).toMatch(/^Your position breaks inequality \(5\), “clue 0 at row 4, column 1: at most 0 lamps around it”: every cell in it is placed/);
    }
    const full = explainFrom(board.finder, position(n, {}));
    const done = board.finder.next(full.steps[full.steps.length - 1].after);
    expect(done).toEqual({ kind: 'done' });
    if (done.kind === 'done') expect(noHintWords(done, model)).toMatch(/^Every cell is decided/);
  });
});

describe('Akari Check', () => {
  const { model, board } = setUp();
  const n = model.variables.length;
  const ruleWords = (code: string) => AKARI_PLAY_RULES.find((r) => r.code === code)!.words;
  const check = (values: number[]) => checkWords(model, checkPosition(board, values), values);

  it('names each rule as soon as it is broken, never by its code', () => {
    // Two lamps in row 1.
    const seeing = check(position(n, { 1: 1, 4: 1 }));
    expect(seeing.headline).toBe(`Rule broken: ${ruleWords('lampsSeeEachOther')}`);
    // Row 1, column 1 (x1) can no longer be lit: it and every cell it sees are crossed out.
    const unlit = check(position(n, { 1: 0, 2: 0, 3: 0, 4: 0 }));
    expect(unlit.headline).toBe(`Rule broken: ${ruleWords('unlitCell')}`);
    // The clue 2 keeps only one free neighbour.
    const clue = check(position(n, { 6: 0, 8: 0 }));
    expect(clue.headline).toBe(`Rule broken: ${ruleWords('clueCount')}`);
    for (const w of [seeing, unlit, clue]) expect(`${w.headline} ${w.details.join(' ')}`).not.toMatch(/lampsSeeEachOther|unlitCell|clueCount/);
  });

  it('flags a lamp the givens rule out, with the inequalities that prove it, before the board is full', () => {
    // A lamp beside the 0: the clue alone forbids it.
    const words = check(position(n, { 9: 1 }));
    expect(words.tone).toBe('broken');
    const late = check(position(n, { 3: 1 }));
    expect(late.tone).toBe('wrong');
    expect(late.details[0]).toContain('You have x₃ = 1 (a lamp) at row 1, column 3, but the givens alone force x₃ = 0 (no lamp).');
    // The pair does not rest on the clue 0, so the proof leaves that step out.
    expect(late.details[0]).toContain('Proof: The sum of (2), “clue 1 at row 2, column 3: at most 1 lamp around it” and (3), “clue 2 at row 3, column 4: at least 2 lamps around it” forces x₃ = 0 (no lamp) at row 1, column 3,');
    expect(late.cells).toEqual([2]);
  });

  it('says so when nothing is wrong, and judges the complete board by the rules', () => {
    expect(check(position(n, { 9: 0 })).tone).toBe('fine');
    // The method (with its trial) to the end gives a full board; its lamps alone light every cell.
    const end = explainFrom(board.finder, position(n, {}));
    expect(end.end).toEqual({ kind: 'done' });
    const lampsOnly = end.steps[end.steps.length - 1].after.map((v) => (v === 1 ? 1 : UNKNOWN));
    expect(check(lampsOnly).tone).toBe('solved');
    // One lamp moved: every cell is still lit, but a clue now counts wrong, and rules.ts says which.
    const moved = lampsOnly.slice();
    moved[10] = UNKNOWN;
    moved[9] = 1;
    const judged = check(moved);
    // The moved lamp is a mark the givens rule out: named first, in the headline and the first detail, before the rule's detail.
    expect(judged.headline).toBe(`Rule broken: ${ruleWords('clueCount')} Start with your mark at x₁₀ (row 4, column 3): the givens alone show it cannot be right, as the proof below says.`);
    expect(judged.details[0]).toMatch(/^You have x₁₀ = 1 \(a lamp\) at row 4, column 3, /);
    expect(judged.details[judged.details.length - 1]).toBe('On the complete board: the clue 2 has 1 lamp around it (row 3, column 4).');
  });
});

/**
 * The play mode on Shakashaka: the hint's levels from hand-made positions
 * (a triangle the reader placed, forcing stalled on the lesson's pair board),
 * Check's rule names, and a wrong placement flagged with its proof.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { applyDeduction, explainFrom, type Deduction } from '../../src/inequalities/next-step';
import { checkPosition, playBoard, type PlayBoard } from '../../src/inequalities/play-check';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaPlayModel, SHAKASHAKA_PLAY_RULES } from '../../src/puzzles/shakashaka/play';
import { EMPTY, LR, UL, UR, type CellState } from '../../src/puzzles/shakashaka/puzzle';
import { checkWords, hintLevels } from '../../src/ui/inequalities/play/hint-text';

function setUp(text: string) {
  const parsed = parseShakashaka(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const model = shakashakaPlayModel(parsed.puzzle);
  return { model, board: playBoard(model) };
}

/** A position: the states the reader gave white cells (by their index in reading order), the rest empty. */
function position(cells: number, chosen: Record<number, CellState>): number[] {
  const values = new Array<number>(5 * cells).fill(UNKNOWN);
  for (const [k, s] of Object.entries(chosen)) for (let t = 0; t < 5; t++) values[5 * Number(k) + t] = t === s ? 1 : 0;
  return values;
}

function deduction(board: PlayBoard, values: number[], prefer: number[] = []): Deduction {
  const step = board.finder.next(values, { prefer });
  if (step.kind !== 'one' && step.kind !== 'pair' && step.kind !== 'trial') throw new Error(`no deduction: ${step.kind}`);
  return step;
}

// White cells in reading order: 0 (1,2), 1 (1,3), 2 (2,1), 3 (2,2), 4 (2,3), 5 (3,1), 6 (3,2).
const DIAMOND = '2..\n...\n..2';

describe('Shakashaka hints from the reader’s position', () => {
  const { model, board } = setUp(DIAMOND);

  it('after a ◤ at row 1, column 2: its diagonal must turn into a ◥ beside it', () => {
    const values = position(7, { 0: UL });
    const step = deduction(board, values, [0, 1, 2, 3, 4]);
    const hint = hintLevels(model, step, values);
    expect(hint.cells).toEqual([0, 1]);
    expect(hint.look).toBe('Look at the 2 marked cells: row 1, column 2 and row 1, column 3. One rule about them settles something now.');
    expect(hint.rule).toContain('(C) a ◤ at row 1, column 2: at its upper-right end the diagonal goes on straight');
    expect(hint.formulas[0].tex).toBe('x_{1,2}^{\\text{◤}} \\le x_{1,3}^{\\text{◥}}');
    expect(hint.deduction).toBe('Only ◥ at (1,3) is still open in it, and the inequality allows it one value: ◥ at (1,3) = 1 (chosen).');
    // Apply chooses the ◥.
    expect(applyDeduction(values, step)[5 * 1 + UR]).toBe(1);
  });

  it('where forcing stalls on the lesson’s pair board: a sum of two, then a trial', () => {
    const pairs = setUp('.....\n01..1\n.....\n..2..\n.....');
    // The reader applies forcing hints until none is left (the by-hand mode's first stage).
    let values = new Array<number>(pairs.model.variables.length).fill(UNKNOWN);
    for (let step = pairs.board.finder.next(values); step.kind === 'one'; step = pairs.board.finder.next(values)) values = applyDeduction(values, step);
    const pair = deduction(pairs.board, values);
    expect(pair.kind).toBe('pair');
    const hint = hintLevels(pairs.model, pair, values);
    expect(hint.rule).toContain('No single inequality forces anything now. Add two: (61), “(B) clue 1 at row 2, column 2: at most 1 triangle on its neighbours”');
    expect(hint.sum).toBe('x_{2,3}^{\\text{◣}} + 2x_{3,2}^{\\text{◤}} \\le 1');
    expect(hint.deduction).toContain('Choosing it would make it grow by 2, more than 1: so ◤ at (3,2) = 0 (ruled out).');
    // Further on, only a trial helps; it says so.
    const rest = explainFrom(pairs.board.finder, values);
    const trial = rest.steps.find((s) => s.step.kind === 'trial');
    expect(trial).toBeDefined();
    const before = rest.steps[rest.steps.indexOf(trial!) - 1].after;
    const trialHint = hintLevels(pairs.model, trial!.step, before);
    expect(trialHint.badge).toBe('Trial — not a deduction by one or two inequalities');
    expect(trialHint.rule).toMatch(/^Only a trial remains: suppose /);
    expect(trialHint.deduction).toContain('So the supposition was wrong');
    expect(rest.end).toEqual({ kind: 'done' });
  });
});

describe('Shakashaka Check', () => {
  const { model, board } = setUp(DIAMOND);
  const words = (code: string) => SHAKASHAKA_PLAY_RULES.find((r) => r.code === code)!.words;
  const check = (values: number[]) => checkWords(model, checkPosition(board, values), values);

  it('names the rule a triangle breaks at once, in words', () => {
    // A ◢ at row 1, column 2 turns its white side to the top edge.
    const edge = check(position(7, { 0: LR }));
    expect(edge.headline).toBe(`Rule broken: ${words('whiteRectangle')}`);
    expect(edge.details[0]).toContain('(B) no ◢ at row 1, column 2: its white side would lie against the top edge of the board');
    // The clue 2 in the corner has two white neighbours; both marked white leave it short.
    const clue = check(position(7, { 0: EMPTY, 2: EMPTY }));
    expect(clue.headline).toBe(`Rule broken: ${words('clueCount')}`);
    expect(clue.formula?.tex).toContain('\\ge 2');
    for (const w of [edge, clue]) expect(`${w.headline} ${w.details.join(' ')}`).not.toMatch(/whiteRectangle|clueCount/);
  });

  it('flags a cell marked white that the givens make a triangle, with the proof', () => {
    const wrong = check(position(7, { 2: EMPTY }));
    expect(wrong.tone).toBe('wrong');
    expect(wrong.cells).toEqual([2]);
    expect(wrong.details[0]).toContain('At row 2, column 1 you have empty at (2,1) = 1 (chosen), but the givens alone force empty at (2,1) = 0 (ruled out).');
    expect(wrong.details[0]).toContain('Proof: Inequality (19), “(B) no ◣ at row 1, column 2: its white side would lie against the top edge of the board”, alone forces ◣ at (1,2) = 0 (ruled out).');
  });

  it('judges the complete board with the rules', () => {
    const end = explainFrom(board.finder, position(7, {}));
    expect(check(end.steps[end.steps.length - 1].after).tone).toBe('solved');
    expect(check(position(7, { 2: UL })).tone).toBe('fine');
  });
});

/**
 * The play mode on Shakashaka: the hint's levels from hand-made positions
 * (a triangle the reader placed, a placement ranked before the exclusions,
 * a step named as the by-hand tool names it, forcing stalled on the lesson's pair board),
 * Check's rule names, and a wrong placement flagged with its proof.
 */
import { describe, expect, it } from 'vitest';
import { forcedBy, UNKNOWN } from '../../src/inequalities/forcing';
import type { Inequality } from '../../src/inequalities/inequality';
import { applyDeduction, explainFrom, type Deduction } from '../../src/inequalities/next-step';
import { checkPosition, playBoard, type PlayBoard } from '../../src/inequalities/play-check';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaPlayModel, SHAKASHAKA_PLAY_RULES } from '../../src/puzzles/shakashaka/play';
import { EMPTY, LL, LR, UL, UR, type CellState } from '../../src/puzzles/shakashaka/puzzle';
import { appliedWords, checkWords, hintLevels, usedFromEarlier } from '../../src/ui/inequalities/play/hint-text';
import { firstForcing, initHand } from '../../src/inequalities/hand-state';

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

/** The values forcing from single inequalities reaches from the empty board. */
function forcingFixpoint(given: readonly Inequality[], count: number): number[] {
  const values = new Array<number>(count).fill(UNKNOWN);
  for (let changed = true; changed; ) {
    changed = false;
    for (const ineq of given) {
      const out = forcedBy(ineq, values);
      if (out.contradiction) throw new Error('the givens contradict each other');
      for (const f of out.forced) if (values[f.variable] === UNKNOWN) (values[f.variable] = f.value), (changed = true);
    }
  }
  return values;
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
    expect(hint.deduction).toBe('Only ◥ at (1,3) is still open in it. The left side is at most 1 and must be at least 1, so the slack is 0, smaller than size 1 (coefficient 1): ◥ at (1,3) = 1 (taken).');
    // Apply chooses the ◥.
    expect(applyDeduction(values, step)[5 * 1 + UR]).toBe(1);
  });

  it('a placement before the exclusions the model numbers first: the ◤ at row 2, column 1 goes on into a ◣ below it', () => {
    // Nothing preferred (a position opened from a link): the many "no triangle against the edge" rows still force, but
    // the hint names the row that places a triangle.
    const values = position(7, { 2: UL });
    const step = deduction(board, values);
    const hint = hintLevels(model, step, values);
    expect(hint.look).toBe('Look at the 2 marked cells: row 2, column 1 and row 3, column 1. One rule about them settles something now.');
    expect(hint.rule).toContain('(C) a ◤ at row 2, column 1: at its lower-left end the diagonal goes on straight (not possible: the board ends there) or turns (◣ at row 3, column 1)');
    expect(hint.deduction).toBe('Only ◣ at (3,1) is still open in it. The left side is at most 1 and must be at least 1, so the slack is 0, smaller than size 1 (coefficient 1): ◣ at (3,1) = 1 (taken).');
    // Only exclusions were open before the ranking looked for placements: a single "no …" row forces here too.
    expect(board.finder.given.some((ineq) => {
      const out = forcedBy(ineq, values);
      return !out.contradiction && out.forced.some((f) => f.value === 0);
    })).toBe(true);
  });

  it('names a step as the by-hand tool does: a sum or a trial only where no single inequality forces anything', () => {
    // The corner position that once got a sum because single inequalities only ruled states out: now one of those comes first.
    const values = position(7, {});
    for (const s of [UR, LR, LL]) values[5 * 0 + s] = 0;
    expect(deduction(board, values)).toMatchObject({ kind: 'one' });
    // Every step "Explain from here" takes on the lesson's boards, checked against the by-hand tool's own test (hand-state.ts).
    for (const text of [DIAMOND, '.....\n01..1\n.....\n..2..\n.....']) {
      const { model: m, board: b } = setUp(text);
      const start = new Array<number>(m.variables.length).fill(UNKNOWN);
      const run = explainFrom(b.finder, start);
      let before = start;
      for (const { step, after } of run.steps) {
        const hand = { ...initHand({ constraints: b.finder.given.map((inequality) => ({ kind: '', inequality, label: '' })), variables: m.variables }), values: before };
        expect(firstForcing(hand) === null, `${step.kind} step`).toBe(step.kind !== 'one');
        before = after;
      }
    }
  });

  it('where forcing stalls on the lesson’s pair board: a sum of two, then a trial', () => {
    const pairs = setUp('.....\n01..1\n.....\n..2..\n.....');
    // Forcing from single inequalities until none forces anything (the by-hand mode's first stage).
    const values = forcingFixpoint(pairs.model.constraints.map((c) => c.inequality), pairs.model.variables.length);
    const pair = deduction(pairs.board, values);
    expect(pair).toMatchObject({ kind: 'pair' });
    const hint = hintLevels(pairs.model, pair, values);
    expect(hint.rule).toContain('No single inequality forces anything now. Add two: (61), “(B) clue 1 at row 2, column 2: at most 1 triangle on its neighbours”');
    expect(hint.sum).toBe('-x_{2,3}^{\\text{◣}} - 2x_{3,2}^{\\text{◤}} \\ge -1');
    expect(hint.deduction).toContain('◤ at (3,2) has coefficient −2, larger in size than the slack 1: so ◤ at (3,2) = 0 (ruled out).');
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
    // The ◢ is also a mark the givens rule out: named first, then the inequality it breaks.
    expect(edge.headline).toBe(`Rule broken: ${words('whiteRectangle')} Start with your mark at row 1, column 2: the givens alone show it cannot be right, as the proof below says.`);
    expect(edge.details[0]).toMatch(/^At row 1, column 2 you put ◢/);
    expect(edge.details[edge.details.length - 1]).toContain('(B) no ◢ at row 1, column 2: its white side would lie against the top edge of the board');
    // The clue 2 in the corner has two white neighbours; both marked white leave it short.
    const clue = check(position(7, { 0: EMPTY, 2: EMPTY }));
    expect(clue.headline).toBe(`Rule broken: ${words('clueCount')} Start with your marks at row 1, column 2 and row 2, column 1: the givens alone show they cannot be right, as the proof below says.`);
    expect(clue.formula?.tex).toContain('\\ge 2');
    for (const w of [edge, clue]) expect(`${w.headline} ${w.details.join(' ')}`).not.toMatch(/whiteRectangle|clueCount/);
  });

  it('with a right mark and a wrong one breaking a rule together, names the wrong one first', () => {
    const end = explainFrom(board.finder, position(7, {}));
    expect(end.end).toEqual({ kind: 'done' });
    const solved = end.steps[end.steps.length - 1].after;
    const stateOf = (k: number) => [0, 1, 2, 3, 4].find((t) => solved[5 * k + t] === 1)! as CellState;
    let found = 0;
    // Every pair: cell a as in the solution, cell b with another state, where the broken inequality involves a.
    for (let a = 0; a < 7; a++) {
      for (let b = 0; b < 7; b++) {
        if (a === b) continue;
        for (const t of [EMPTY, UL, UR, LR, LL] as CellState[]) {
          if (t === stateOf(b)) continue;
          const values = position(7, { [a]: stateOf(a), [b]: t });
          const pos = checkPosition(board, values);
          if (!pos.broken || !model.constraints[pos.broken.id].inequality.vars.some((v) => model.cellOf(v) === a)) continue;
          if (pos.wrong.some((w) => model.cellOf(w.variable) === a)) continue;
          const said = checkWords(model, pos, values);
          found++;
          expect(said.headline).toContain(`Start with your mark at ${model.place(b)}: the givens alone show it cannot be right`);
          expect(said.headline).not.toContain(model.place(a));
          expect(said.details[0].startsWith(`At ${model.place(b)} `)).toBe(true);
        }
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('flags a cell marked white that the givens make a triangle, with the proof', () => {
    const wrong = check(position(7, { 2: EMPTY }));
    expect(wrong.tone).toBe('wrong');
    // The wrong cell, and the cell the proof's steps settle on the way (outlined so the proof can be followed on the board).
    expect(wrong.cells).toContain(2);
    expect(wrong.cells).toEqual([...new Set([2, ...Object.keys(wrong.badges).map(Number)])].sort((a, b) => a - b));
    expect(wrong.details[0]).toContain('At row 2, column 1 you marked it empty, but the givens rule “empty” out there.');
    // Four single inequalities, no sum: a sum only where no single inequality forces anything (next-step.ts).
    expect(wrong.details[0]).toContain('Proof, in 4 steps: (1) Inequality (19), “(B) no ◣ at row 1, column 2: its white side would lie against the top edge of the board”, alone forces ◣ at (1,2) = 0 (ruled out).');
  });

  it('links each step of a proof to the cells and steps it uses, not "with that known"', () => {
    const values = position(7, { 2: EMPTY });
    const laid = check(values).proofs[0]!;
    const w = checkPosition(board, values).wrong.find((x) => x.proof.length >= 2)!;
    expect(laid.steps.join(' ')).not.toMatch(/with (that|those) known,/i);
    laid.steps.forEach((text, i) => {
      const used = usedFromEarlier(model, w.proof, i);
      // Every earlier value the step's inequalities contain is named with its cell and its step's number.
      for (const u of used) expect(text).toContain(`${model.words.name(u.forced.variable)} = ${u.forced.value}`);
      for (const u of used) expect(text).toContain(`in step ${u.step + 1})`);
      if (i > 0 && used.length === 0) expect(text).toMatch(/^\(\d+\) Inequality/);
    });
    // The last step rests on an earlier one, so it says which.
    expect(usedFromEarlier(model, w.proof, w.proof.length - 1).length).toBeGreaterThan(0);
    expect(laid.steps[laid.steps.length - 1]).toMatch(/^\(\d+\) So, with .+ in step \d+\).* known, inequality \(\d+\), “/);
  });

  it('judges the complete board with the rules', () => {
    const end = explainFrom(board.finder, position(7, {}));
    expect(check(end.steps[end.steps.length - 1].after).tone).toBe('solved');
    expect(check(position(7, { 2: UL })).tone).toBe('fine');
  });
});

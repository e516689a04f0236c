/**
 * The lesson's worked sum (src/lessons/shakashaka/worked-sum.ts) is a real
 * step: on the by-hand 5×5 board, after forcing stalls, neither of the two
 * reduced inequalities forces anything alone, their sum does, and what it
 * forces is what the sum of the model's own rows gives.
 */
import { describe, expect, it } from 'vitest';
import { addPair, applyOne } from '../../src/inequalities/by-hand';
import { forceByHand, initHand } from '../../src/inequalities/hand-state';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { handModel } from '../../src/lessons/shakashaka/hand-model';
import { workedSum } from '../../src/lessons/shakashaka/worked-sum';
import { inequalityToKatex } from '../../src/inequalities/katex';
import { constraintWords, variableName } from '../../src/puzzles/shakashaka/model/words';
import { shakashakaWords } from '../../src/puzzles/shakashaka/vocabulary';

const PAIR_BOARD = '.....\n01..1\n.....\n..2..\n.....';

describe('the worked sum', () => {
  const parsed = parseShakashaka(PAIR_BOARD);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const model = shakashakaModel(parsed.puzzle, 'A-D+F');
  const w = workedSum(model)!;

  it('exists on the lesson’s 5×5 board, after the same forcing the by-hand mode does', () => {
    expect(w).not.toBeNull();
    const { state, steps } = forceByHand(initHand(handModel(model)));
    expect(w.forcingSteps).toBe(steps);
    expect(w.values).toEqual([...state.values]);
  });

  it('adds two inequalities that force nothing alone into one that forces what it says', () => {
    const ids = w.parts.map((p) => Number(p.label.slice(1, -1)) - 1);
    const [a, b] = ids.map((id) => model.constraints[id].inequality);
    expect(applyOne(a, w.values).kind).toBe('nothing');
    expect(applyOne(b, w.values).kind).toBe('nothing');
    const pair = addPair(a, b, w.values);
    expect(pair.verdict.kind).toBe('forces');
    const words = shakashakaWords(model.puzzle);
    if (pair.verdict.kind === 'forces') expect(w.forced).toEqual(pair.verdict.forced.map((f) => `${words.name(f.variable)} = ${f.value}`));
    expect(w.cancelled.length).toBeGreaterThan(0);
    expect(w.coefficient).toBeGreaterThan(w.slack);
    expect(w.partSlacks.every((s) => s >= 1)).toBe(true);
  });

  it('gives the numbers the sum’s slack is worked out from: largest left side minus right side', () => {
    const ids = w.parts.map((p) => Number(p.label.slice(1, -1)) - 1);
    const [a, b] = ids.map((id) => model.constraints[id].inequality);
    const pair = addPair(a, b, w.values);
    expect(w.sumRhs).toBe(pair.sum.rhs);
    expect(w.sumMax).toBe(pair.sum.coefs.reduce((m, c) => m + Math.max(c, 0), 0));
    expect(w.sumMax - w.sumRhs).toBe(w.slack);
  });

  it('names every value put in before adding: each known variable of the two inequalities, and only those', () => {
    const ids = w.parts.map((p) => Number(p.label.slice(1, -1)) - 1);
    const vars = new Set(ids.flatMap((id) => model.constraints[id].inequality.vars));
    const known = [...vars].filter((v) => w.values[v] >= 0);
    expect(known.length).toBeGreaterThan(0);
    const words = shakashakaWords(model.puzzle);
    expect([...w.known].sort()).toEqual(known.map((v) => `${words.name(v)} = ${w.values[v]}`).sort());
  });

  it('says why those values are known: which forcing step set each, its inequality and the rule it states', () => {
    const { state } = forceByHand(initHand(handModel(model)));
    // Every value put in was set by one of the forcing steps before the stall (the page names only that count).
    const words0 = shakashakaWords(model.puzzle);
    for (const k of w.known) {
      const at = state.steps.findIndex((st) => st.kind === 'apply' && st.forced.some((f) => `${words0.name(f.variable)} = ${f.value}` === k));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(at).toBeLessThan(w.forcingSteps);
    }
    // Each value's reason names the inequality whose step set it, and the rule that inequality states in words;
    // together the reasons cover every value put in, once.
    const named = w.knownWhy.flatMap((g) => g.names.map((n) => `${n} = ${g.value}`));
    expect(named.sort()).toEqual([...w.known].sort());
    for (const g of w.knownWhy) {
      g.names.forEach((n, i) => {
        const step = state.steps.findIndex((st) => st.kind === 'apply' && st.forced.some((f) => `${words0.name(f.variable)} = ${f.value}` === `${n} = ${g.value}`));
        const st = state.steps[step];
        expect(st.kind === 'apply' && `(${Number(st.picks[0].slice(1)) + 1})`).toBe(g.by[i]);
        const id = Number(g.by[i].slice(1, -1)) - 1;
        expect(constraintWords(model, id).endsWith(`: ${g.rule}`)).toBe(true);
      });
    }
    // On this board: two triangles against the top edge, one against a black cell, one whose slanted side has nowhere
    // to go once a neighbour's triangle is out (that neighbour named as known before).
    expect(w.knownWhy.some((g) => /white side would lie against the top edge/.test(g.rule) && g.names.length === 2)).toBe(true);
    expect(w.knownWhy.some((g) => g.given.length > 0)).toBe(true);
  });

  it('gives each part as the by-hand list shows it: every variable on the left, the same variables as the model’s row', () => {
    for (const p of w.parts) {
      const id = Number(p.label.slice(1, -1)) - 1;
      const ineq = model.constraints[id].inequality;
      expect(p.listed).toBe(inequalityToKatex(ineq, variableName(model)));
      // Nothing is put in: one x per variable of the row, none of them on the right of the sign.
      expect((p.listed.match(/x_/g) ?? []).length).toBe(ineq.vars.length);
      expect(p.listed.split(/\\[lg]e/)[1]).not.toMatch(/x_/);
    }
  });
});

/**
 * Check's proof names only the known values a step needs. On the easy example board the clue 3 at row 1, column 6
 * has exactly three neighbours, so its inequality forces all of them on its own; a reader saw "with x₅ = 1 known,
 * inequality (3) forces x₄ and x₉", a dependence that is not there (src/inequalities/step-premises.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forcedBy, UNKNOWN } from '../../src/inequalities/forcing';
import { addInequalities, makeInequality } from '../../src/inequalities/inequality';
import { checkPosition, playBoard } from '../../src/inequalities/play-check';
import { stepPremises } from '../../src/inequalities/step-premises';
import { stepInequalities } from '../../src/inequalities/next-step';
import { parseAkari } from '../../src/puzzles/akari/format';
import { akariPlayModel } from '../../src/puzzles/akari/play';
import { checkWords, usedFromEarlier } from '../../src/ui/inequalities/play/hint-text';

const parsed = parseAkari(readFileSync('content/examples/akari/easy-7x7.txt', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const model = akariPlayModel(parsed.puzzle);
const board = playBoard(model);
const empty = () => new Array<number>(model.variables.length).fill(UNKNOWN);

describe('a step of a proof names only the values it needs', () => {
  it('a full clue needs none of its cells: with one at 1 known, x + y + z ≥ 3 still forces the other two alone', () => {
    const clue = makeInequality([[0, 1], [1, 1], [2, 1]], '>=', 3);
    const before = [UNKNOWN, UNKNOWN, 1];
    const step = { kind: 'one' as const, id: 0, forced: [{ variable: 0, value: 1 as const }, { variable: 1, value: 1 as const }], verdict: null as never };
    expect(stepPremises([clue], step, before)).toEqual([]);
    // "At most one" with a lamp known: the lamp is the reason, so it stays.
    const atMostOne = makeInequality([[0, 1], [1, 1], [2, 1]], '<=', 1);
    const cross = { kind: 'one' as const, id: 0, forced: [{ variable: 0, value: 0 as const }, { variable: 1, value: 0 as const }], verdict: null as never };
    expect(stepPremises([atMostOne], cross, before)).toEqual([2]);
  });

  it('Check’s proof that x₂ cannot hold a lamp starts from the clue 3 alone, and is two steps, not three', () => {
    const values = empty();
    values[1] = 1;
    const [wrong] = checkPosition(board, values).wrong;
    expect(wrong.variable).toBe(1);
    expect(wrong.proof).toHaveLength(2);
    expect(model.constraints[stepInequalities(wrong.proof[0])[0]].label).toMatch(/^clue 3 at row 1, column 6/);
    expect(usedFromEarlier(model, wrong.proof, 0)).toEqual([]);
    expect(checkWords(model, checkPosition(board, values), values).details[0]).not.toContain('x₅ = 1 (a lamp in step');
  });

  it('every value a step of any of the board’s proofs names is needed: without it, the step forces less', () => {
    const given = model.constraints.map((c) => c.inequality);
    let named = 0;
    for (let v = 0; v < model.variables.length; v++) {
      const forced = board.givens().values[v];
      if (forced === UNKNOWN) continue;
      const values = empty();
      values[v] = 1 - forced;
      for (const w of checkPosition(board, values).wrong) {
        w.proof.forEach((step, i) => {
          const before = empty();
          for (const earlier of w.proof.slice(0, i)) for (const f of earlier.forced) before[f.variable] = f.value;
          const sum = stepInequalities(step).map((id) => given[id]).reduce((a, b) => addInequalities(a, b));
          for (const { forced: f } of usedFromEarlier(model, w.proof, i)) {
            named++;
            const without = [...before];
            without[f.variable] = UNKNOWN;
            const out = forcedBy(sum, without);
            const still = !out.contradiction && step.forced.every((g) => out.forced.some((h) => h.variable === g.variable && h.value === g.value));
            expect(still, `step ${i + 1} of the proof for x${v + 1} names x${f.variable + 1} without needing it`).toBe(false);
          }
        });
      }
    }
    expect(named).toBeGreaterThan(10);
  });
});

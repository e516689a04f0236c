import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { seededRandom } from '../../src/core/random';
import { renderTex } from '../../src/ui/tex';
import { enumerateAssignments } from '../../src/puzzles/shakashaka/model/enumerate';
import { MODEL_VARIANTS, VARIANT_NAMES } from '../../src/puzzles/shakashaka/model/families';
import { modelToLp } from '../../src/puzzles/shakashaka/model/lp';
import { buildShakashakaModel, familyETerms, MAX_MODEL_TERMS, shakashakaModel, solutionToValues, valuesToSolution, writtenOf } from '../../src/puzzles/shakashaka/model';
import { checkAssignment, checkFilledBoard } from '../../src/puzzles/shakashaka/model/check';
import { constraintKatex, constraintLabel, rowKatex, rowLabel } from '../../src/puzzles/shakashaka/model/words';
import { randomShakashakaBoard } from '../../src/puzzles/shakashaka/random-boards';
import { bruteForceShakashaka } from '../../src/puzzles/shakashaka/solve-brute';
import { satisfiedBy } from '../../src/inequalities/inequality';
import { records } from './helpers';

const [pzprjs] = records('pzprjs');

describe('the 0/1 model', () => {
  it('has five variables per white cell and the families of its variant', () => {
    for (const variant of VARIANT_NAMES) {
      const m = shakashakaModel(pzprjs.puzzle, variant);
      expect(m.variables.length).toBe(5 * 30);
      expect([...new Set(m.rows.map((r) => r.family))].sort()).toEqual([...MODEL_VARIANTS[variant]].sort());
    }
  });

  it('writes each constraint as the source does, and its halves are the engine inequalities', () => {
    const m = shakashakaModel(pzprjs.puzzle, 'A-F');
    const clue = m.rows.findIndex((r) => r.about.part === 'clue');
    expect(rowLabel(m, clue)).toBe('clue 2 at row 1, column 1: exactly 2 triangles on its neighbours');
    // The neighbours' triangles with a black side towards the clue: ◤ ◣ on its right, ◤ ◥ below it.
    expect(rowKatex(m, clue)).toBe('x_{1,2}^{\\text{◤}} + x_{1,2}^{\\text{◣}} + x_{2,1}^{\\text{◤}} + x_{2,1}^{\\text{◥}} = 2');
    expect(m.rows[clue].halves.map((id) => constraintLabel(m, id))).toEqual([
      '(B) clue 2 at row 1, column 1: at least 2 triangles on its neighbours',
      '(B) clue 2 at row 1, column 1: at most 2 triangles on its neighbours',
    ]);
    const turn = m.rows.findIndex((r) => r.about.part === 'turn' && m.constraints[r.halves[0]].inequality.vars.length === 3);
    expect(rowKatex(m, turn)).toMatch(/^x_\{\d+,\d+\}\^\{\\text\{.\}\} \\le x_.* \+ x_/);
    // Every row, read back as written, holds exactly when its inequalities hold (on random 0/1 values).
    const random = seededRandom(5);
    for (let round = 0; round < 20; round++) {
      const values = Int8Array.from(m.variables, () => (random() < 0.3 ? 1 : 0));
      m.rows.forEach((row, i) => {
        const w = writtenOf(m, i);
        const sum = (vars: number[]) => vars.reduce((n, v) => n + values[v], 0);
        const [l, r] = [sum(w.left), w.constant + sum(w.right)];
        const holds = w.sense === '=' ? l === r : w.sense === '<=' ? l <= r : l >= r;
        expect(row.halves.every((id) => satisfiedBy(m.constraints[id].inequality, values)), `row ${i}`).toBe(holds);
      });
    }
    // One formula of each kind typesets (KaTeX as the site runs it).
    const parts = new Map(m.rows.map((r, i) => [r.about.part, i]));
    for (const i of parts.values()) {
      expect(renderTex(rowKatex(m, i)).ok, rowKatex(m, i)).toBe(true);
      expect(renderTex(constraintKatex(m, m.rows[i].halves[0])).ok).toBe(true);
    }
    expect(parts.size).toBe(8);
  });

  it('admits exactly the solutions the rules accept (A–D+F and A–F), on small random boards', () => {
    let solutions = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const puzzle = randomShakashakaBoard(seed);
      if (puzzle.width * puzzle.height > 36) continue;
      const brute = bruteForceShakashaka(puzzle, 300);
      if (!brute.complete || brute.count >= 300) continue;
      solutions += brute.count;
      for (const variant of ['A-D+F', 'A-F', 'A-E'] as const) {
        const m = shakashakaModel(puzzle, variant);
        const all = enumerateAssignments(m, 2000);
        const boards = all.found.map((v) => valuesToSolution(m, v).join('/')).sort();
        expect(boards, `seed ${seed} ${variant}`).toEqual(brute.solutions.map((s) => s.join('/')).sort());
      }
    }
    expect(solutions).toBeGreaterThan(150);
  });

  it('reproduces the flaw: a filling that satisfies A–E, breaks only F, and the rules reject', () => {
    const [holed, clue0] = records('model-counterexample');
    for (const rec of [holed, clue0]) {
      expect(checkFilledBoard(shakashakaModel(rec.puzzle, 'A-E'), rec.solution!)!.broken).toEqual([]);
      const full = checkFilledBoard(shakashakaModel(rec.puzzle, 'A-F'), rec.solution!)!;
      // One F inequality at each corner of the square hole.
      expect(full.brokenByFamily).toEqual({ A: 0, B: 0, C: 0, D: 0, E: 0, F: 4 });
    }
    const counts = VARIANT_NAMES.map((v) => enumerateAssignments(shakashakaModel(clue0.puzzle, v), 100).found.length);
    expect(counts).toEqual([5, 4, 4]); // A-E, A-F, A-D+F
  });

  it('accepts the stored solutions of the public boards under every variant', () => {
    for (const file of ['pzprjs', 'saito', 'demaine-artificial']) {
      for (const rec of records(file).slice(0, 6)) {
        for (const variant of VARIANT_NAMES) {
          const m = shakashakaModel(rec.puzzle, variant);
          expect(checkAssignment(m, solutionToValues(m, rec.solution!)!).broken, `${rec.id} ${variant}`).toEqual([]);
        }
      }
    }
  });

  it('counts family E before building it and refuses a model that would be too large', () => {
    const side = 60;
    const open = { width: side, height: side, rows: Array(side).fill('.'.repeat(side)) };
    expect(familyETerms(open)).toBeGreaterThan(MAX_MODEL_TERMS);
    expect(buildShakashakaModel(open, 'A-F')).toMatchObject({ ok: false, status: 'timeout', message: expect.stringMatching(/^refused: family E alone/) });
    expect(buildShakashakaModel({ width: 12, height: 12, rows: Array(12).fill('.'.repeat(12)) }, 'A-D+F').ok).toBe(true);
  });

  it('stops building when the budget says so', () => {
    const controller = new AbortController();
    controller.abort();
    const open = { width: 30, height: 30, rows: Array(30).fill('.'.repeat(30)) };
    expect(buildShakashakaModel(open, 'A-D+F', new BudgetClock({ signal: controller.signal }, 1))).toMatchObject({ ok: false, status: 'cancelled' });
    expect(buildShakashakaModel(open, 'A-D+F', new BudgetClock({ maxNodes: 100 }, 1))).toMatchObject({ ok: false, status: 'timeout' });
  });
});

describe('the LP file', () => {
  it('names every variable once as binary and writes one row per constraint', () => {
    const m = shakashakaModel(pzprjs.puzzle, 'A-D+F');
    const lp = modelToLp(m);
    const binaries = lp.split('\nBinary\n')[1].split('\nEnd')[0].trim().split(/\s+/);
    expect(binaries).toHaveLength(m.variables.length);
    expect(new Set(binaries).size).toBe(m.variables.length);
    const names = [...lp.matchAll(/^ (\w+): /gm)].map((x) => x[1]).filter((n) => n !== 'obj');
    expect(names).toHaveLength(m.rows.length);
    expect(new Set(names).size).toBe(m.rows.length);
    expect(lp).toContain(' Bclue_1_1: x_1_2_ul + x_1_2_ll + x_2_1_ul + x_2_1_ur = 2');
    expect(lp.split('\n').every((line) => line.length < 255)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { inequalityToKatex } from '../../src/inequalities/katex';
import { satisfiedBy } from '../../src/inequalities/inequality';
import { buildAkariModel, cellsOf, constraintsKatex, variableName } from '../../src/puzzles/akari/model';
import { bruteForceAkari } from '../../src/puzzles/akari/solve-brute';
import { randomBoard } from './random-boards';

describe('the model: a board as 0/1 inequalities', () => {
  // x1 x2 x3
  // x4  2  x5
  // x6  #  x7
  const model = buildAkariModel({ width: 3, height: 3, rows: ['...', '.2.', '.#.'] });
  const tex = model.constraints.map((c) => `${c.kind}: ${inequalityToKatex(c.inequality, variableName(model))}`);

  it('names one variable per white cell in reading order', () => {
    expect(model.variables.map((v) => [v.row, v.col, v.name])).toEqual([
      [0, 0, 'x_{1}'], [0, 1, 'x_{2}'], [0, 2, 'x_{3}'],
      [1, 0, 'x_{4}'], [1, 2, 'x_{5}'],
      [2, 0, 'x_{6}'], [2, 2, 'x_{7}'],
    ]);
  });

  it('writes a clue as two inequalities, segments as ≤ 1 and lighting as ≥ 1', () => {
    expect(tex).toEqual([
      'clue-min: x_{2} + x_{4} + x_{5} \\ge 2',
      'clue-max: x_{2} + x_{4} + x_{5} \\le 2',
      'row: x_{1} + x_{2} + x_{3} \\le 1',
      'col: x_{1} + x_{4} + x_{6} \\le 1',
      'col: x_{3} + x_{5} + x_{7} \\le 1',
      'lit: x_{1} + x_{2} + x_{3} + x_{4} + x_{6} \\ge 1',
      'lit: x_{1} + x_{2} + x_{3} \\ge 1',
      'lit: x_{1} + x_{2} + x_{3} + x_{5} + x_{7} \\ge 1',
      'lit: x_{1} + x_{4} + x_{6} \\ge 1',
      'lit: x_{3} + x_{5} + x_{7} \\ge 1',
      'lit: x_{1} + x_{4} + x_{6} \\ge 1',
      'lit: x_{3} + x_{5} + x_{7} \\ge 1',
    ]);
  });

  it('gives the KaTeX list and the cells each inequality covers', () => {
    expect(constraintsKatex(model)).toEqual(tex.map((t) => t.slice(t.indexOf(': ') + 2)));
    expect(cellsOf(model, model.constraints[0].inequality.vars)).toEqual([[0, 1], [1, 0], [1, 2]]);
  });

  it('leaves out halves that always hold (a 0 has no ≥, a full clue no ≤, a lone cell no segment)', () => {
    const m = buildAkariModel({ width: 3, height: 2, rows: ['#0#', '1..'] });
    expect(m.constraints.map((c) => c.kind)).toEqual(['clue-max', 'clue-min', 'row', 'lit', 'lit']);
  });

  it('is satisfied by exactly the solutions of random boards (checked by brute force)', () => {
    for (let seed = 0; seed < 40; seed++) {
      const p = randomBoard(seed);
      const m = buildAkariModel(p);
      const brute = bruteForceAkari(p, 50);
      let models = 0;
      const n = m.variables.length;
      for (let mask = 0; mask < 1 << n; mask++) {
        const x = Array.from({ length: n }, (_, v) => (mask >> v) & 1);
        if (m.constraints.every((c) => satisfiedBy(c.inequality, x))) models++;
      }
      expect(brute).toMatchObject({ complete: true });
      expect(models).toBe(brute.count);
    }
  });
});

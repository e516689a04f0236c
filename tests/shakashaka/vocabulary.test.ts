import { describe, expect, it } from 'vitest';
import { describeEngineStep } from '../../src/inequalities/step-words';
import { shakashakaModel } from '../../src/puzzles/shakashaka/model';
import { stateName } from '../../src/puzzles/shakashaka/model/words';
import { shakashakaWords, variableCell, whiteCells } from '../../src/puzzles/shakashaka/vocabulary';
import { records } from './helpers';

describe('Shakashaka words for the engine views', () => {
  const [rec] = records('pzprjs');
  const model = shakashakaModel(rec.puzzle, 'A-D+F');
  const words = shakashakaWords(rec.puzzle);

  it('name every variable by the cell and state the model gives it', () => {
    const cells = whiteCells(rec.puzzle);
    expect(cells.length * 5).toBe(model.variables.length);
    model.variables.forEach((x, v) => {
      expect(variableCell(cells, v)).toEqual({ row: x.row, col: x.col, state: x.state });
      expect(words.tex(v)).toBe(stateName(x.row, x.col, x.state));
      expect(words.name(v)).toBe(`${x.state === 0 ? 'empty' : '.◤◥◢◣'[x.state]} at (${x.row + 1},${x.col + 1})`);
    });
  });

  it('say what a step settled in those words', () => {
    const v = model.variableOf[5 * (0 * rec.puzzle.width + 1) + 3]; // ◢ at row 1, column 2
    const step = describeEngineStep(
      { kind: 'deduce', depth: 0, by: 4, inequality: { terms: [[v, -1]], rhs: 0 }, forced: [{ variable: v, value: 0 }], source: 'given' },
      [],
      words,
    );
    expect(step.text).toBe('Inequality (5) alone forces ◢ at (1,2) = 0 (ruled out).');
  });
});

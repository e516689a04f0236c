/**
 * The model read part by part on the page (model/lazy.ts) from the shape the
 * worker makes is the built model: every row and inequality equal, whatever
 * order they are read in, and the explorer's index by cell the same as one
 * worked out from the whole model.
 */
import { describe, expect, it } from 'vitest';
import { MODEL_VARIANTS, type ModelVariant } from '../../src/puzzles/shakashaka/model/families';
import { lazyShakashakaModel, modelShapeOf } from '../../src/puzzles/shakashaka/model/lazy';
import { shakashakaModel, writtenOf } from '../../src/puzzles/shakashaka/model';
import { randomShakashakaBoard } from '../../src/puzzles/shakashaka/random-boards';
import { seededRandom } from '../../src/core/random';
import { indexModel } from '../../src/ui/shakashaka/model-index';

const VARIANTS = Object.keys(MODEL_VARIANTS) as ModelVariant[];

describe('the lazy model', () => {
  for (const seed of [1, 2, 3, 4]) {
    for (const variant of VARIANTS) {
      it(`equals the built model (board ${seed}, ${variant})`, () => {
        const puzzle = randomShakashakaBoard(seed);
        const built = shakashakaModel(puzzle, variant);
        const lazy = lazyShakashakaModel(puzzle, structuredClone(modelShapeOf(built)));
        expect(lazy.rows.length).toBe(built.rows.length);
        expect(lazy.constraints.length).toBe(built.constraints.length);
        expect(lazy.variables).toEqual(built.variables);
        // Read in a shuffled order, so parts are written out of order, constraints before their rows.
        const random = seededRandom(seed);
        const order = [...built.constraints.keys()].sort(() => random() - 0.5);
        for (const i of order) expect(lazy.constraints[i], `inequality ${i}`).toEqual(built.constraints[i]);
        for (let i = built.rows.length - 1; i >= 0; i--) expect(lazy.rows[i], `row ${i}`).toEqual(built.rows[i]);
        expect(lazy.rows[built.rows.length]).toBeUndefined();
      });
    }
  }

  it('indexes every cell’s rows as the whole model does', () => {
    const puzzle = randomShakashakaBoard(7);
    const built = shakashakaModel(puzzle, 'A-D+F');
    const shape = modelShapeOf(built);
    const index = indexModel(lazyShakashakaModel(puzzle, shape), shape);
    const cells = built.variables.length / 5;
    expect(index.cells).toBe(cells);
    for (let k = 0; k < cells; k++) {
      const expected = built.rows.flatMap((_, i) => {
        const w = writtenOf(built, i);
        return [...w.left, ...w.right].some((v) => Math.floor(v / 5) === k) ? [i] : [];
      });
      expect(index.rowsOfCell(k), `cell ${k}`).toEqual(expected);
    }
    // Inequalities per family count an equality twice, as the engine does (the explorer's table shows these).
    for (const f of built.families) expect(index.familyInequalities.get(f)).toBe(built.constraints.filter((c) => c.family === f).length);
    expect(index.variablesOfRow(3)).toEqual([...writtenOf(built, 3).left, ...writtenOf(built, 3).right]);
  });
});

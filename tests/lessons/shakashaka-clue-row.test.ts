import { describe, expect, it } from 'vitest';
import { familyFigures } from '../../src/lessons/shakashaka/figures';
import { shakashakaModel, writtenOf } from '../../src/puzzles/shakashaka/model';

describe('the family B figure: which triangles a number’s row counts', () => {
  it('counts, per white neighbour, only the triangles not already ruled out next to the number', () => {
    const edge = familyFigures().edge;
    const model = shakashakaModel(edge.boards[0].puzzle, 'A-D+F');
    const row = model.rows.findIndex((r) => r.about.part === 'clue');
    const w = writtenOf(model, row);
    const vars = [...w.left, ...w.right];
    expect(edge.clueTerms).toBe(vars.length);
    // Every counted variable is a triangle (state ≠ 0), and none is one the edge rows already set to 0.
    expect(vars.every((x) => model.variables[x].state !== 0)).toBe(true);
    expect(vars.every((x) => edge.boards[0].values[x] !== 0)).toBe(true);
    // Fewer than the four triangles of each of the four neighbours: the model leaves the ruled-out ones out.
    expect(edge.clueTerms).toBeLessThan(4 * 4);
    expect(edge.perNeighbour * 4).toBe(edge.clueTerms);
  });
});

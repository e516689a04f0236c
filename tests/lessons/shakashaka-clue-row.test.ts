import { describe, expect, it } from 'vitest';
import { familyFigures } from '../../src/lessons/shakashaka/figures';
import { shakashakaModel, writtenOf } from '../../src/puzzles/shakashaka/model';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { SHAKASHAKA_EXAMPLES } from '../../src/lessons/shakashaka/examples';

describe('the family B figure: which triangles a number’s row counts', () => {
  it('counts, per white neighbour, only the triangles not already ruled out next to the number', () => {
    // Drawn on the lesson's example board, the one the reader met first, not on a board of its own.
    const example = parseShakashaka(SHAKASHAKA_EXAMPLES.find((e) => e.id === 'pzprjs')!.text);
    if (!example.ok) throw new Error(example.error.message);
    const edge = familyFigures(example.puzzle).edge;
    expect(edge.boards[0].puzzle).toEqual(example.puzzle);
    const model = shakashakaModel(edge.boards[0].puzzle, 'A-D+F');
    const row = edge.clueRow;
    expect(model.rows[row].about.part).toBe('clue');
    const w = writtenOf(model, row);
    const vars = [...w.left, ...w.right];
    expect(edge.clueTerms).toBe(vars.length);
    // Every counted variable is a triangle (state ≠ 0).
    expect(vars.every((x) => model.variables[x].state !== 0)).toBe(true);
    // The caption's count of those still possible after the edge rows.
    expect(edge.clueOpen).toBe(vars.filter((x) => edge.boards[0].values[x] === -1).length);
    expect(edge.clueOpen).toBeGreaterThanOrEqual(edge.clue);
    // Fewer than the four triangles of each of the four neighbours: the model leaves the ruled-out ones out.
    expect(edge.clueTerms).toBeLessThan(4 * 4);
    expect(Number.isInteger(edge.perNeighbour)).toBe(true);
    expect(edge.perNeighbour).toBe(2);
  });
});

/**
 * The Akari model read an inequality at a time on the page
 * (src/puzzles/akari/model-shape.ts), from the shape the worker makes, is the
 * built model: every inequality equal in any order of reading, the
 * explorer's groups and its index by variable the same as those worked out
 * from the whole model.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { akariModelShape, lazyAkariModel } from '../../src/puzzles/akari/model-shape';
import { constraintOutline, constraintsByVariable } from '../../src/ui/akari/constraint-groups';
import { randomBoard } from './random-boards';

/** A 12×12 board with clues 0–4 and black cells, so every kind of inequality is in its model. */
const CLUED = parseAkari(
  ['..1...#.....', '.....2......', '#....3..0...', '....#.......', '..4.........', '.......#..2.', '...1........', '.#......3...', '.....0......', '..#.......#.', '......2.....', '1..........#'].join('\n'),
);

describe('the Akari model read from its shape', () => {
  const boards = [...[1, 2, 3, 4, 5, 6].map(randomBoard), ...(CLUED.ok ? [CLUED.puzzle] : [])];
  it('has the clued board', () => expect(CLUED.ok).toBe(true));
  boards.forEach((puzzle, b) => {
    it(`equals the built model (board ${b})`, () => {
      const built = buildAkariModel(puzzle);
      // Cloned as the worker's answer is, typed arrays and all.
      const lazy = lazyAkariModel(puzzle, structuredClone(akariModelShape(built)));
      expect(lazy.variables).toEqual(built.variables);
      expect([...lazy.variableOfCell]).toEqual([...built.variableOfCell]);
      expect(lazy.constraints.length).toBe(built.constraints.length);
      const random = seededRandom(b + 1);
      const order = [...built.constraints.keys()].sort(() => random() - 0.5);
      for (const i of order) expect(lazy.constraints[i], `inequality ${i}`).toEqual(built.constraints[i]);
      expect(lazy.constraints[built.constraints.length]).toBeUndefined();
    });

    it(`groups and indexes it as the built model (board ${b})`, () => {
      const built = buildAkariModel(puzzle);
      const lazy = lazyAkariModel(puzzle, akariModelShape(built));
      expect(constraintOutline(lazy)).toEqual(constraintOutline(built));
      const [fromShape, fromModel] = [constraintsByVariable(lazy), constraintsByVariable(built)];
      for (let v = 0; v < built.variables.length; v++) expect(fromShape(v), `variable ${v}`).toEqual(fromModel(v));
    });
  });
});

import { describe, expect, it } from 'vitest';
import { aStarMemory } from '../../src/lessons/sliding/a-star-memory';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { EXAMPLES } from '../../src/lessons/sliding/examples';

const puzzle = (text: string) => {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

describe('A* memory figure for the sliding lesson', () => {
  it('the goal itself: one board stored, no moves', () => {
    expect(aStarMemory(puzzle('1 2 3 / 4 5 6 / 7 8 _'), manhattanLcHeuristic(3))).toEqual({ stored: 1, length: 0 });
  });

  it('finds a shortest solution (the length IDA* proves) and stores more boards than IDA*’s path holds', () => {
    for (const id of ['nine-move', 'hardest-8']) {
      const p = puzzle(EXAMPLES.find((e) => e.id === id)!.text);
      const a = aStarMemory(p, manhattanLcHeuristic(p.size));
      const ida = solveIdaStar(p, { heuristic: manhattanLcHeuristic(p.size) });
      expect(a.length).toBe(ida.solution!.length);
      expect(a.stored).toBeGreaterThan(a.length + 1);
    }
  });
});

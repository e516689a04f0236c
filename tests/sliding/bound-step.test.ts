import { describe, expect, it } from 'vitest';
import { solveIdaStar } from '../../src/puzzles/sliding/solve-idastar';
import { manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';

// The lesson says, in its main text, that the IDA* bound rises by exactly 2: a move adds 1 to g and changes
// the Manhattan sum by 1 (conflicts add moves in twos), so f keeps its parity. Checked on the stepper's board
// and the hardest 8-puzzle board.
describe('IDA* bounds with Manhattan distance and linear conflicts', () => {
  for (const tiles of [[5, 1, 3, 4, 0, 2, 7, 8, 6], [8, 6, 7, 2, 5, 4, 3, 0, 1]]) {
    it(`rise by 2 from one iteration to the next on ${tiles.join(' ')}`, () => {
      const events: SlidingEvent[] = [];
      solveIdaStar({ size: 3, tiles }, { heuristic: manhattanLcHeuristic(3), sink: (e) => events.push(e) });
      const bounds = events.flatMap((e) => (e.kind === 'iteration' ? [e.bound] : []));
      expect(bounds.length).toBeGreaterThan(1);
      for (let i = 1; i < bounds.length; i++) expect(bounds[i] - bounds[i - 1]).toBe(2);
    });
  }
});

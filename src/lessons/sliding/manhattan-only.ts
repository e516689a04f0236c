/**
 * Manhattan distance alone, as an incremental heuristic: the baseline the
 * lesson compares the stronger estimates against. (The solver itself always
 * adds linear conflicts; this exists so the lesson can show what they buy.)
 */
import type { Heuristic } from '../../puzzles/sliding/heuristics/heuristic';

export function manhattanOnlyHeuristic(size: number): Heuristic {
  const dist = (tile: number, cell: number) => {
    const goal = tile - 1;
    return Math.abs(Math.floor(cell / size) - Math.floor(goal / size)) + Math.abs((cell % size) - (goal % size));
  };
  let md = 0;
  return {
    name: 'Manhattan distance',
    init(tiles: Uint8Array): number {
      md = 0;
      tiles.forEach((t, cell) => {
        if (t !== 0) md += dist(t, cell);
      });
      return md;
    },
    move(tile: number, from: number, to: number): number {
      md += dist(tile, to) - dist(tile, from);
      return md;
    },
    value: () => md,
  };
}

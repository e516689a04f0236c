/**
 * IDA* against the breadth-first table: every given 8-puzzle position is
 * solved with Manhattan + linear conflicts, its answer replayed by the rules
 * and its length compared with the exact distance. `checkAll8Puzzle` runs it
 * over all 181,440 solvable positions (the benchmark); the tests use a
 * seeded sample through `check8PuzzlePositions`.
 */
import { bfsDistances3x3, rank3x3, STATES_3X3, unrank3x3, UNREACHED } from './distances';
import { manhattanLcHeuristic } from '../heuristics/manhattan';
import { checkSliding } from '../rules';
import { solveIdaStar } from '../solve-idastar';

export interface EightPuzzleCheck {
  positions: number;
  mismatches: number;
  ms: number;
  /** Up to ten failing boards with what went wrong, for the report. */
  examples?: { tiles: number[]; problem: string }[];
  /** Nodes generated over all positions. */
  nodes?: number;
}

export function check8PuzzlePositions(boards: Iterable<readonly number[]>): EightPuzzleCheck {
  const started = Date.now();
  const dist = bfsDistances3x3();
  const heuristic = manhattanLcHeuristic(3);
  let positions = 0;
  let mismatches = 0;
  let nodes = 0;
  const examples: { tiles: number[]; problem: string }[] = [];
  for (const board of boards) {
    positions++;
    const tiles = board.slice();
    const want = dist[rank3x3(tiles)];
    const result = solveIdaStar({ size: 3, tiles }, { heuristic });
    nodes += result.stats.nodes;
    let problem: string | null = null;
    if (want === UNREACHED) {
      if (result.status !== 'unsolvable') problem = `unreachable, but IDA* said ${result.status}`;
    } else if (result.status !== 'solved' || !result.solution) {
      problem = `distance ${want}, but IDA* said ${result.status}`;
    } else if (result.solution.length !== want) {
      problem = `distance ${want}, IDA* found ${result.solution.length}`;
    } else {
      const verdict = checkSliding({ size: 3, tiles }, result.solution.moves);
      if (!verdict.ok) problem = verdict.message;
    }
    if (problem) {
      mismatches++;
      if (examples.length < 10) examples.push({ tiles, problem });
    }
  }
  return { positions, mismatches, ms: Date.now() - started, examples, nodes };
}

function* allSolvable(): Generator<number[]> {
  const dist = bfsDistances3x3();
  for (let rank = 0; rank < STATES_3X3; rank++) if (dist[rank] !== UNREACHED) yield unrank3x3(rank);
}

/** The full check: all 181,440 solvable positions (includes building the table). */
export function checkAll8Puzzle(): EightPuzzleCheck {
  const started = Date.now();
  const result = check8PuzzlePositions(allSolvable());
  return { ...result, ms: Date.now() - started };
}

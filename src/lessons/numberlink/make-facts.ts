/**
 * The numbers of the lesson's "Making a board" section, computed when the
 * site is built: the census of every path system of a 3×4 board under the
 * fill rule (src/puzzles/numberlink/make/instances.ts) — how many there are,
 * how many puzzles they answer, how many of those have one solution — and two
 * boards the maker makes, with their grades and numbers of labels: the fold's
 * example, and the small grade-1 board Play opens with.
 */
import { instanceCensus } from '../../puzzles/numberlink/make/instances';
import { makeNumberlink } from '../../puzzles/numberlink/make';
import type { Cell, NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';
import { runZdd, zddParams } from '../../puzzles/numberlink/solve-zdd';
import { boardSize } from './board-size';

/** The census board: small enough to list every path system when the site is built (3,113 of them, a fifth of a second). */
const CENSUS = { width: 4, height: 3 };
/** The made example: its request, fixed so every build shows the same board. */
export const MADE_EXAMPLE = { width: 6, height: 6, level: 2, seed: 1, rule: 'fill' } as const;
/**
 * Play's first board: the maker's request for a board a beginner can finish — small, and at grade 1
 * (every line forced, no marks and no look-ahead needed). Fixed so every build shows the same board.
 */
export const GENTLE_EXAMPLE = { width: 5, height: 6, level: 1, seed: 3, rule: 'fill' } as const;

const named = (p: NumberlinkPuzzle, paths: number[][]): Record<string, Cell[]> =>
  Object.fromEntries(paths.map((path, k) => [p.labels[k], path.map((i) => [Math.floor(i / p.width), i % p.width] as Cell)]));

export function makeFacts() {
  const census = instanceCensus(CENSUS.width, CENSUS.height);
  const once = census.uniqueExample!;
  const most = census.mostExample!;
  // The puzzle with the most path systems, its count checked by the solver's own diagram.
  const mostCount = Number(runZdd(most, zddParams({ rule: 'fill' }, most)).count);
  if (mostCount !== census.most) throw new Error(`census: ${census.most} path systems, the diagram counts ${mostCount}`);
  const { rule, ...request } = MADE_EXAMPLE;
  const made = makeNumberlink({ ...request, params: { rule } });
  if (made.status !== 'made' || !made.puzzle || !made.grade) throw new Error(`the lesson's made board: ${made.status} ${made.reason ?? ''}`);
  const { rule: gentleRule, ...gentleRequest } = GENTLE_EXAMPLE;
  const gentle = makeNumberlink({ ...gentleRequest, params: { rule: gentleRule } });
  if (gentle.status !== 'made' || !gentle.puzzle || !gentle.grade) throw new Error(`the lesson's gentle board: ${gentle.status} ${gentle.reason ?? ''}`);
  if (gentle.grade.level !== 1) throw new Error(`the lesson's gentle board came out at grade ${gentle.grade.level}, not 1`);
  return {
    census: {
      size: boardSize(CENSUS),
      rows: CENSUS.height,
      columns: CENSUS.width,
      systems: census.systems,
      instances: census.instances,
      unique: census.unique,
      several: census.instances - census.unique,
      most: census.most,
      onceBoard: once.puzzle,
      oncePaths: named(once.puzzle, once.paths),
      mostBoard: most,
    },
    gentle: { ...GENTLE_EXAMPLE, size: boardSize(GENTLE_EXAMPLE), board: gentle.puzzle, labels: gentle.puzzle.labels.length, grade: gentle.grade },
    made: { ...MADE_EXAMPLE, size: boardSize(MADE_EXAMPLE), board: made.puzzle, labels: made.puzzle.labels.length, attempts: made.attempts, grade: made.grade, certificate: made.certificate! },
  };
}

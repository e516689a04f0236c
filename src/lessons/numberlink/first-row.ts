/**
 * Why wide empty boards overwhelm the frontier: how many states the diagram
 * holds once the sweep has finished its first row, on a board whose first
 * row is empty. The lesson's "honest limits" give this number for a 50-wide
 * row, from a formula the solver's own level widths confirm on narrow boards.
 *
 * In an empty first row every cell needs two lines, and it has only left,
 * right and down. So the row falls into runs of cells joined side by side,
 * and both end cells of every run turn down (a single cell would have only
 * one line). Under `fill` a run needs at least 2 cells. Under `fill-notouch`
 * at least 4: the two cells below a run of 2 are neighbours on one path
 * (joining them closes a loop, leaving them apart makes the path touch
 * itself), and below a run of 3 the middle cell sits between two cells of the
 * run's own path, which it may not join, so it has one way out and needs two.
 * Each way to cut the row into such runs leaves another mate array (other
 * loose ends, paired otherwise), and no rule can fault any of them yet.
 */
import { parseNumberlink } from '../../puzzles/numberlink/format';
import type { PuzzleRule } from '../../puzzles/numberlink/puzzle';
import { runZdd, zddParams } from '../../puzzles/numberlink/solve-zdd';

/** The shortest run of joined cells an empty first row allows under each fill rule. */
export const SHORTEST_RUN: Record<Exclude<PuzzleRule, 'nikoli'>, number> = { fill: 2, 'fill-notouch': 4 };

/**
 * Ways to cut a row of n cells into runs of at least `shortest` cells: none
 * below `shortest` cells (but one for the empty row), then
 * c(n) = c(n − 1) + c(n − shortest) — the last run either is longer than
 * `shortest`, and without its last cell a way to cut n − 1 cells, or is
 * exactly `shortest` long.
 */
export function runCompositions(n: number, shortest: number): bigint {
  const c: bigint[] = [1n];
  for (let k = 1; k <= n; k++) c.push(k < shortest ? 0n : c[k - 1] + c[k - shortest]);
  return c[n];
}

/**
 * The solver's width after the first row of an empty board `width` cells
 * wide (two pairs of endpoints on its last row, the sweep by rows from the
 * top): the first row is decided after 2·width − 1 edges.
 */
export function firstRowWidth(width: number, rule: Exclude<PuzzleRule, 'nikoli'>): number {
  const height = width + 3;
  const rows = Array.from({ length: height }, (_, r) => (r === height - 1 ? `ab${'.'.repeat(width - 4)}ba` : '.'.repeat(width)));
  const parsed = parseNumberlink(rows.join('\n'));
  if (!parsed.ok) throw new Error(`first-row board: ${parsed.error.message}`);
  const level = 2 * width - 1;
  // The rest of the board is not needed: a small node budget stops the build soon after the first row.
  const run = runZdd(parsed.puzzle, zddParams({ rule, sweep: 'rows', keep: false, 'max-nodes': 200_000 }, parsed.puzzle));
  if (run.build.levelsDone < level) throw new Error(`first-row board ${width} wide: the budget ran out inside the first row`);
  return run.build.widths[level];
}

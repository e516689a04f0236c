/**
 * The Numberlink board as plain data, and the few facts about it every other
 * file asks: where the endpoints are, which label a cell carries, which cells
 * are neighbours.
 *
 * Labels are kept as the text the puzzle used ("3", "12", "A"), so a solution
 * prints with the puzzle's own names; inside the solvers a label is its index
 * in `labels` (order of first appearance, reading row by row).
 */

export interface NumberlinkPuzzle {
  width: number;
  height: number;
  /** Per cell (index r·width + c): the label index of an endpoint, or −1 for an empty cell. */
  cells: number[];
  /** The labels' texts; `labels[k]` is label index k. Each appears on exactly two cells. */
  labels: string[];
}

/** The three rule conventions public puzzles follow (see rules.ts). */
export type PuzzleRule = 'fill' | 'fill-notouch' | 'nikoli';
export const RULES: readonly PuzzleRule[] = ['fill', 'fill-notouch', 'nikoli'];
/**
 * Counting conventions of the ZDD method on top of fill and nikoli: the
 * solutions without a locally redundant pattern (./canonical.ts), as TdZdd's
 * ddnumlin counts by default. Not rules of the puzzle: an answer with such a
 * pattern still solves it (see rules.ts).
 */
export type CanonicalRule = 'fill-canonical' | 'nikoli-canonical';
export const CANONICAL_RULES: readonly CanonicalRule[] = ['fill-canonical', 'nikoli-canonical'];
export type NumberlinkRule = PuzzleRule | CanonicalRule;
/** Every name `--rule` takes. */
export const ALL_RULES: readonly NumberlinkRule[] = [...RULES, ...CANONICAL_RULES];
export const isCanonical = (rule: NumberlinkRule): rule is CanonicalRule => rule === 'fill-canonical' || rule === 'nikoli-canonical';
/** Whether every cell must lie on a path (all but the two Nikoli conventions). */
export const usesEveryCell = (rule: NumberlinkRule): boolean => rule !== 'nikoli' && rule !== 'nikoli-canonical';
/** The puzzle rule a counting convention narrows (fill-canonical → fill). */
export const puzzleRuleOf = (rule: NumberlinkRule): PuzzleRule => (rule === 'fill-canonical' ? 'fill' : rule === 'nikoli-canonical' ? 'nikoli' : rule);

export type Cell = [row: number, col: number];

/** One solution: for each label, its path as cells from one endpoint to the other. */
export interface NumberlinkSolution {
  paths: Record<string, Cell[]>;
  /** The rule the solution was found under, so the rules check judges it by the same rule. */
  rule: NumberlinkRule;
  /** Exact number of solutions under that rule, in decimal (it can exceed 2^53). */
  count: string;
  /**
   * Set by a method that does not count (sat): `count` is then only a lower
   * bound, the distinct solutions it saw ("1": uniqueness not decided within
   * the limit, "2": there are at least two).
   */
  countIsLowerBound?: true;
}

export const EMPTY = -1;

/** The two endpoint cells of every label: `ends[k] = [first, second]` in reading order. */
export function endpoints(p: NumberlinkPuzzle): [number, number][] {
  const ends: [number, number][] = p.labels.map(() => [-1, -1]);
  p.cells.forEach((label, i) => {
    if (label === EMPTY) return;
    if (ends[label][0] < 0) ends[label][0] = i;
    else ends[label][1] = i;
  });
  return ends;
}

/** Orthogonal neighbours of cell i inside the board (cell indices). */
export function neighbourCells(p: { width: number; height: number }, i: number): number[] {
  const r = Math.floor(i / p.width);
  const c = i % p.width;
  const out: number[] = [];
  if (r > 0) out.push(i - p.width);
  if (c > 0) out.push(i - 1);
  if (c + 1 < p.width) out.push(i + 1);
  if (r + 1 < p.height) out.push(i + p.width);
  return out;
}

export function cellOf(p: { width: number }, i: number): Cell {
  return [Math.floor(i / p.width), i % p.width];
}

/**
 * How large a model may grow before it is refused, and what family E alone
 * would add on a given board, counted before any of it is built: family E is
 * the one family whose size grows faster than the board's area.
 */
import { isWhite, type ShakashakaPuzzle } from '../puzzle';

/**
 * Family E has up to a board side of terms per inequality and one inequality
 * per pair of cells on a diagonal, so it grows with the cube of the side. A
 * model with more terms than this is refused rather than built (the budget
 * status 'timeout', with the reason: it is a limit of ours, not of the puzzle).
 */
export const MAX_MODEL_TERMS = 4_000_000;

/**
 * Terms family E would have on this board, counted before building it: per
 * diagonal line and per triangle, each pair of white cells gives 2 terms plus
 * one per white cell between them. O(side³) additions, no allocation.
 */
export function familyETerms(puzzle: ShakashakaPuzzle): number {
  const { width, height } = puzzle;
  let total = 0;
  for (const [dr, dc] of [[1, 1], [1, -1]]) {
    // Every line starts on the top row or on the side the step moves away from.
    const starts: [number, number][] = [];
    for (let c = 0; c < width; c++) starts.push([0, c]);
    for (let r = 1; r < height; r++) starts.push([r, dc > 0 ? 0 : width - 1]);
    for (const [r0, c0] of starts) {
      const whites: number[] = [];
      for (let k = 0, r = r0, c = c0; r < height && c >= 0 && c < width; k++, r += dr, c += dc) if (isWhite(puzzle.rows[r][c])) whites.push(k);
      // Pairs (i, j) of white cells: 2 + (j − i − 1) white cells between, for each of the line's two triangles.
      for (let i = 0; i < whites.length; i++) for (let j = i + 1; j < whites.length; j++) total += 2 * (2 + (j - i - 1));
    }
  }
  return total;
}

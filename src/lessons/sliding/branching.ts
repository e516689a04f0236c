/**
 * How fast the number of move sequences grows with their length, the reason
 * trying every sequence is hopeless: the branching factor of the search tree
 * once a search never slides back the tile it just moved (that would only
 * undo a move). A board has 2 to 4 moves, one fewer without the undo, and how
 * many depends on where the blank is, so the factor is measured: count the
 * sequences of each length from the goal (they depend only on the blank's
 * walk) and take the growth per move between two long lengths' counts.
 */
import { neighbourTable } from '../../puzzles/sliding/board';

/**
 * The growth per move of the number of move sequences from the goal in which no move undoes the one before it:
 * the square root of the ratio of the counts for `depth` and `depth` − 2 moves. Two moves, not one, because on the
 * 8-puzzle the one-move ratio swings between the blank's even and odd moves. For a long depth this settles on the
 * tree's branching factor.
 */
export function branchingFactor(size: number, depth = 60): number {
  const next = neighbourTable(size);
  const cells = size * size;
  // count[blank * cells + previous blank]: sequences that leave the blank on `blank`, having come from `previous`.
  let count = new Float64Array(cells * cells);
  const start = cells - 1; // the goal's blank: the last cell
  for (const n of next[start]) count[n * cells + start] = 1;
  const totals = [1, next[start].length];
  for (let d = 2; d <= depth; d++) {
    const after = new Float64Array(cells * cells);
    for (let blank = 0; blank < cells; blank++) {
      for (const prev of next[blank]) {
        const k = count[blank * cells + prev];
        if (k === 0) continue;
        for (const n of next[blank]) if (n !== prev) after[n * cells + blank] += k;
      }
    }
    totals.push(after.reduce((a, b) => a + b, 0));
    count = after;
  }
  return Math.sqrt(totals[depth] / totals[depth - 2]);
}

/**
 * How many moves a board has with the blank in a corner, on an edge and in the middle (for the lesson's "why not
 * 4-fold"): the number of cells next to the blank's cell, read from the puzzle's neighbour table at the first
 * cell, the one after it, and the first cell of the second row's second column.
 */
export function movesByBlankPlace(size: number): { corner: number; edge: number; middle: number } {
  const next = neighbourTable(size);
  return { corner: next[0].length, edge: next[1].length, middle: next[size + 1].length };
}

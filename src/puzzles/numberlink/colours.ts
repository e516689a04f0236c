/**
 * The chessboard test, a check on the whole board before any edge is decided.
 * Colour the cells black (+1) and white (−1) like a chessboard. A path
 * alternates colours, so its colour sum is +1 when both its ends are black,
 * −1 when both are white and 0 otherwise: half the colour sum of its two
 * endpoints. Under a fill rule the paths cover every cell, so summed over all
 * paths
 *     2·(colour sum of the cells that are no endpoint) + (colour sum of the endpoints) = 0.
 * A board that breaks it has no solution under fill, whatever the labels.
 * (The same balance holds for the part of the board a ZDD state has still to
 * draw, but it follows from this one and the paths already drawn, so checking
 * it per state would never cut anything.)
 */
import { signed } from '../../core/numbers';
import { EMPTY, type NumberlinkPuzzle, type NumberlinkRule } from './puzzle';
import { RULE_SET_NAME } from './rule-names';

/** How many black and white cells each kind has: plain (no label) and labelled. The top-left cell is black. */
export function colourCounts(p: NumberlinkPuzzle): { plain: { black: number; white: number }; labelled: { black: number; white: number } } {
  const out = { plain: { black: 0, white: 0 }, labelled: { black: 0, white: 0 } };
  for (let i = 0; i < p.cells.length; i++) {
    const kind = p.cells[i] === EMPTY ? out.plain : out.labelled;
    if ((Math.floor(i / p.width) + (i % p.width)) % 2 === 0) kind.black++;
    else kind.white++;
  }
  return out;
}

/** The left side of the equation above; 0 when the board passes. */
export function colourBalance(p: NumberlinkPuzzle): number {
  const { plain, labelled } = colourCounts(p);
  return 2 * (plain.black - plain.white) + (labelled.black - labelled.white);
}

const inSum = (n: number): string => (n < 0 ? `(${signed(n)})` : signed(n));

/**
 * Why a board that fails the test has no solution, in one sentence a reader
 * who never met the test can follow: the colouring, what must hold, why, and
 * the board's own value (with a true minus sign). Both methods (zdd, sat)
 * give it as their reason, so the page and the CLI say the same.
 */
export function colourFailureReason(rule: string, p: NumberlinkPuzzle): string {
  // The board's own arithmetic, one line a reader can redo by counting (a reader asked where the −2 came from).
  const { plain, labelled } = colourCounts(p);
  const P = plain.black - plain.white;
  const L = labelled.black - labelled.white;
  const balance = 2 * P + L;
  return (
    `no solution under the ${RULE_SET_NAME[rule as NumberlinkRule] ?? rule} rule: colour the board like a chessboard, black cells +1 and white cells −1 (the top-left cell black); ` +
    `a path steps from black to white and back, so its cells add up to half of what its two ends add up to, ` +
    `and as the paths must cover every cell, twice the sum over the plain cells (those with no label) plus the sum over the labelled cells must be 0, ` +
    `but here it is ${signed(balance)}: the plain cells are ${plain.black} black and ${plain.white} white, summing to ${signed(P)}, ` +
    `the labelled cells ${labelled.black} black and ${labelled.white} white, summing to ${signed(L)}, and 2 × ${inSum(P)} + ${inSum(L)} = ${signed(balance)}`
  );
}

/**
 * A number the board cannot satisfy, found from the givens alone, in words.
 *
 * When a board has no solution the engine reports the inequality that broke
 * last, which can sit a cell or more away from the cause. The commonest cause
 * is a number with too few neighbours that can hold a triangle facing it: a
 * triangle whose white side lies against a black cell or the edge makes a
 * wedge (rule 2), so a neighbour above the number can hold ◣ or ◢ only with
 * a white cell above it and a white cell on the side of its white half.
 * Naming that number says which rule fails and where.
 */
import { listWords } from '../../core/list-words';
import { isWhite, type ShakashakaPuzzle } from './puzzle';

/** The four directions from a number to a neighbour: [row step, column step, words]. */
const SIDES: readonly [number, number, string][] = [
  [-1, 0, 'above it'],
  [1, 0, 'below it'],
  [0, -1, 'to its left'],
  [0, 1, 'to its right'],
];

/** A sentence naming the first number that too few neighbours can serve, or null when every number can be met. */
export function unmetClue(puzzle: ShakashakaPuzzle): string | null {
  const open = (r: number, c: number) => r >= 0 && c >= 0 && r < puzzle.height && c < puzzle.width && isWhite(puzzle.rows[r][c]);
  for (let r = 0; r < puzzle.height; r++) {
    for (let c = 0; c < puzzle.width; c++) {
      const ch = puzzle.rows[r][c];
      if (ch < '0' || ch > '4') continue;
      const need = Number(ch);
      const blocked: string[] = [];
      let can = 0;
      for (const [dr, dc, side] of SIDES) {
        const [nr, nc] = [r + dr, c + dc];
        if (!open(nr, nc)) continue;
        // A triangle facing the number has its white half away from it: the cell beyond must be open, and one of the two beside.
        const beyond = open(nr + dr, nc + dc);
        const beside = open(nr + dc, nc + dr) || open(nr - dc, nc - dr);
        if (beyond && beside) can++;
        else blocked.push(`${side} (row ${nr + 1}, column ${nc + 1})`);
      }
      if (can < need) {
        // Name the neighbours that CANNOT hold one as the subject, so the cells listed are not read as the ones that can.
        const why =
          blocked.length === 0
            ? ''
            : `. ${blocked.length === 1 ? 'The neighbour' : 'The neighbours'} ${listWords(blocked)} cannot: there a triangle facing the ${need} would turn its white side against a black cell or the edge`;
        return `the ${need} at row ${r + 1}, column ${c + 1} needs ${need} ${need === 1 ? 'triangle' : 'triangles'} facing it, but only ${can} of its neighbours can hold one${why}`;
      }
    }
  }
  return null;
}

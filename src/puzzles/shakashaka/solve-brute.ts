/**
 * Brute force for small boards, the reference the model and both methods are
 * tested against. It knows nothing of the model: it tries the five states on
 * every white cell in reading order, prunes only what the rules forbid
 * outright, and lets rules.ts judge every full board.
 *
 * The pruning, straight from the geometry: a clue over or under its count once
 * its neighbours are decided; and a grid point whose four cells are decided
 * where the white around it is not a rectangle's corner, side or inside. Round
 * a grid point the four cells make eight 45° wedges, each white or black (a
 * wedge is black when the cell side it lies along is black: a black cell, the
 * outside, or a leg of a triangle). In a solution every white area is a
 * rectangle, so each unbroken run of white wedges spans 90° (a corner) or 180°
 * (a side), or all eight are white (inside); 45°, 135° or 270° of white there
 * means a sharp or a concave corner, and no later cell can change it.
 */
import { BudgetClock, type Budget } from '../../core/budget';
import { BLACK_SIDES, BOTTOM, clueOf, isTriangleChar, isWhite, LEFT, neighbours, RIGHT, stateOf, STATE_CHAR, TOP, type ShakashakaPuzzle, type ShakashakaSolution, type Side, type Triangle } from './puzzle';
import { checkShakashaka } from './rules';

export interface BruteResult {
  /** Solutions found, at most `limit`. */
  count: number;
  solutions: ShakashakaSolution[];
  /** False when the budget stopped it before the count was settled. */
  complete: boolean;
}

/** The eight wedges round a grid point, clockwise from north: which cell (offset from the point) and which of its sides. */
const WEDGES: readonly [number, number, Side][] = [
  [-1, 0, LEFT],
  [-1, 0, BOTTOM],
  [0, 0, TOP],
  [0, 0, LEFT],
  [0, -1, RIGHT],
  [0, -1, TOP],
  [-1, -1, BOTTOM],
  [-1, -1, RIGHT],
];

/** Whether the side of a cell holding `ch` is black ('?' = undecided counts as unknown: never asked). */
function sideBlack(ch: string | undefined, side: Side): boolean {
  const s = ch === undefined ? null : stateOf(ch);
  if (s === null) return true; // a black cell or the outside
  return s !== 0 && BLACK_SIDES[s as Triangle].includes(side);
}

/** True when the white round grid point (R, C) can belong to rectangles only. */
export function gridPointOk(grid: readonly (readonly string[])[], R: number, C: number): boolean {
  const white = WEDGES.map(([dr, dc, side]) => !sideBlack(grid[R + dr]?.[C + dc], side));
  const first = white.indexOf(false);
  if (first < 0) return true;
  let run = 0;
  for (let k = 1; k <= 8; k++) {
    if (white[(first + k) % 8]) run++;
    else {
      if (run !== 0 && run !== 2 && run !== 4) return false;
      run = 0;
    }
  }
  return true;
}

export function bruteForceShakashaka(p: ShakashakaPuzzle, limit = 2, budget: Budget = { maxNodes: 2_000_000 }): BruteResult {
  const clock = new BudgetClock(budget, 1024);
  const grid = p.rows.map((row) => [...row]);
  const whites: [number, number][] = [];
  for (let r = 0; r < p.height; r++) for (let c = 0; c < p.width; c++) if (isWhite(p.rows[r][c])) whites.push([r, c]);
  const order = new Map(whites.map(([r, c], i) => [r * p.width + c, i]));
  const decidedBy = (r: number, c: number, i: number): boolean => (order.get(r * p.width + c) ?? -1) <= i;
  const solutions: ShakashakaSolution[] = [];
  let nodes = 0;

  // Clues next to cell i that are broken now that cells 0 … i are decided.
  const cluesBroken = (i: number): boolean => {
    const [r, c] = whites[i];
    for (const [cr, cc] of neighbours(p, r, c)) {
      const k = clueOf(p.rows[cr][cc]);
      if (k === null) continue;
      let triangles = 0;
      let open = 0;
      for (const [nr, nc] of neighbours(p, cr, cc)) {
        if (!decidedBy(nr, nc, i)) open++;
        else if (isTriangleChar(grid[nr][nc])) triangles++;
      }
      if (triangles > k || triangles + open < k) return true;
    }
    return false;
  };
  // The corners of cell i whose four cells are all decided now.
  const pointsBroken = (i: number): boolean => {
    const [r, c] = whites[i];
    for (const [R, C] of [[r, c], [r, c + 1], [r + 1, c], [r + 1, c + 1]]) {
      const around = [[R - 1, C - 1], [R - 1, C], [R, C - 1], [R, C]];
      if (!around.every(([rr, cc]) => decidedBy(rr, cc, i))) continue;
      if (!gridPointOk(grid, R, C)) return true;
    }
    return false;
  };

  const visit = (i: number): boolean => {
    if (clock.tick(++nodes)) return true;
    if (i === whites.length) {
      const rows = grid.map((row) => row.join(''));
      if (checkShakashaka(p, rows).ok) solutions.push(rows);
      return solutions.length >= limit;
    }
    const [r, c] = whites[i];
    for (const ch of STATE_CHAR) {
      grid[r][c] = ch;
      const stop = !cluesBroken(i) && !pointsBroken(i) && visit(i + 1);
      if (stop) {
        grid[r][c] = '.';
        return true;
      }
    }
    grid[r][c] = '.';
    return false;
  };

  visit(0);
  return { count: solutions.length, solutions, complete: clock.stopped === null };
}

/**
 * Brute force for small boards, the reference the deduction methods are
 * tested against. It knows nothing of the inequality model: it tries lamp /
 * no lamp on every white cell in reading order, prunes only what the rules
 * forbid outright (a lamp in sight of a lamp, a clue over or under its count
 * once its neighbours are decided) and lets rules.ts judge every full board.
 */
import { BudgetClock, type Budget } from '../../core/budget';
import { clueOf, isWhite, neighbours, LAMP, type AkariPuzzle, type AkariSolution } from './puzzle';
import { checkAkari } from './rules';

export interface BruteResult {
  /** Solutions found, at most `limit`. */
  count: number;
  solutions: AkariSolution[];
  /** False when the budget stopped it before the count was settled. */
  complete: boolean;
}

export function bruteForceAkari(p: AkariPuzzle, limit = 2, budget: Budget = { maxNodes: 5_000_000 }): BruteResult {
  const clock = new BudgetClock(budget);
  const grid = p.rows.map((row) => [...row]);
  const whites: [number, number][] = [];
  for (let r = 0; r < p.height; r++) for (let c = 0; c < p.width; c++) if (isWhite(p.rows[r][c])) whites.push([r, c]);
  const order = new Map(whites.map(([r, c], i) => [r * p.width + c, i]));
  const solutions: AkariSolution[] = [];
  let nodes = 0;

  const seesLamp = (r: number, c: number): boolean => {
    for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < p.height && cc >= 0 && cc < p.width; rr += dr, cc += dc) {
        if (grid[rr][cc] === LAMP) return true;
        if (!isWhite(grid[rr][cc])) break;
      }
    }
    return false;
  };
  // Clues next to cell i that are broken now that cells 0 … i are decided.
  const cluesBroken = (i: number): boolean => {
    const [r, c] = whites[i];
    for (const [cr, cc] of neighbours(p, r, c)) {
      const k = clueOf(p.rows[cr][cc]);
      if (k === null) continue;
      let lamps = 0;
      let open = 0;
      for (const [nr, nc] of neighbours(p, cr, cc)) {
        if (grid[nr][nc] === LAMP) lamps++;
        else if (isWhite(p.rows[nr][nc]) && order.get(nr * p.width + nc)! > i) open++;
      }
      if (lamps > k || lamps + open < k) return true;
    }
    return false;
  };

  const visit = (i: number): boolean => {
    if (clock.tick(++nodes)) return true;
    if (i === whites.length) {
      const rows = grid.map((row) => row.join(''));
      if (checkAkari(p, rows).ok) solutions.push(rows);
      return solutions.length >= limit;
    }
    const [r, c] = whites[i];
    if (!seesLamp(r, c)) {
      grid[r][c] = LAMP;
      const stop = !cluesBroken(i) && visit(i + 1);
      grid[r][c] = '.';
      if (stop) return true;
    }
    return !cluesBroken(i) && visit(i + 1);
  };

  // Clues with no white neighbour at all are checked by the rules at the leaf.
  visit(0);
  return { count: solutions.length, solutions, complete: clock.stopped === null };
}

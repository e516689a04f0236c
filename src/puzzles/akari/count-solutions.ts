/**
 * How many solutions an Akari board has, up to a cap, fast: the maker asks
 * this once for every clue it tries to take away, so it must cost far less
 * than a run of the inequality engine (which also grades). It knows nothing
 * of the inequality model: the rules alone, as propagation and a search.
 *
 * Propagation: a lamp darkens (rules out) every cell in its sight; a clue
 * with all its lamps placed rules out its other neighbours, one with just
 * enough open neighbours gets a lamp on each; a dark cell that only one cell
 * can still light (itself or one in sight) gets its lamp there. A dark cell
 * nothing can light, or a clue over or under its count, is a dead end.
 * Search: the dark cell with the fewest cells that could light it, one
 * branch per such cell (a lamp there, the ones before it in the list ruled
 * out), so no solution is counted twice.
 */
import { BudgetClock, type Budget } from '../../core/budget';
import { clueOf, isWhite, type AkariPuzzle } from './puzzle';

const OPEN = 0;
const LAMP = 1;
const NONE = 2;

interface Geometry {
  /** The white cells white cell w sees, itself excluded: sightOf[sightStart[w] … sightStart[w + 1]). */
  sightStart: Int32Array;
  sightOf: Int32Array;
  /** The clues: their count and their white neighbours (as white-cell numbers). */
  clues: { count: number; cells: number[] }[];
  /** The clues next to each white cell. */
  cluesOf: number[][];
}

function geometry(p: AkariPuzzle): Geometry {
  const { width, height } = p;
  const whiteId = new Int32Array(width * height).fill(-1);
  let whites = 0;
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) if (isWhite(p.rows[r][c])) whiteId[r * width + c] = whites++;
  // A cell sees the rest of its row segment and of its column segment; each segment is listed once.
  const rowRun = new Int32Array(whites);
  const colRun = new Int32Array(whites);
  const runs: number[][] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const w = whiteId[r * width + c];
      if (w < 0) continue;
      if (c === 0 || whiteId[r * width + c - 1] < 0) runs.push([]);
      rowRun[w] = runs.length - 1;
      runs[runs.length - 1].push(w);
    }
  }
  for (let c = 0; c < width; c++) {
    for (let r = 0; r < height; r++) {
      const w = whiteId[r * width + c];
      if (w < 0) continue;
      if (r === 0 || whiteId[(r - 1) * width + c] < 0) runs.push([]);
      colRun[w] = runs.length - 1;
      runs[runs.length - 1].push(w);
    }
  }
  // One flat array for all cells' sight: thousands of small typed arrays per count cost more than the search.
  const sightStart = new Int32Array(whites + 1);
  for (let w = 0; w < whites; w++) sightStart[w + 1] = sightStart[w] + runs[rowRun[w]].length + runs[colRun[w]].length - 2;
  const sightOf = new Int32Array(sightStart[whites]);
  for (let w = 0, k = 0; w < whites; w++) {
    for (const x of runs[rowRun[w]]) if (x !== w) sightOf[k++] = x;
    for (const x of runs[colRun[w]]) if (x !== w) sightOf[k++] = x;
  }
  const clues: Geometry['clues'] = [];
  const cluesOf: number[][] = Array.from({ length: whites }, () => []);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const count = clueOf(p.rows[r][c]);
      if (count === null) continue;
      const cells: number[] = [];
      if (r > 0 && whiteId[(r - 1) * width + c] >= 0) cells.push(whiteId[(r - 1) * width + c]);
      if (c > 0 && whiteId[r * width + c - 1] >= 0) cells.push(whiteId[r * width + c - 1]);
      if (c + 1 < width && whiteId[r * width + c + 1] >= 0) cells.push(whiteId[r * width + c + 1]);
      if (r + 1 < height && whiteId[(r + 1) * width + c] >= 0) cells.push(whiteId[(r + 1) * width + c]);
      for (const w of cells) cluesOf[w].push(clues.length);
      clues.push({ count, cells });
    }
  }
  return { sightStart, sightOf, clues, cluesOf };
}

/** The number of solutions, or `cap` when there are at least that many; 'stopped' when the budget ran out first (a node is a branch of the search). */
export function countAkariSolutions(p: AkariPuzzle, cap = 2, budget?: Budget): number | 'stopped' {
  return countAkari(p, cap, budget).solutions;
}

/**
 * The count, and whether propagation alone settled every cell. Each of its
 * rules is forcing from one of the model's inequalities (a clue's "at least"
 * or "at most", a segment's "at most one lamp", a cell's "lit") and forcing
 * from them does nothing else, so `byForcing` says exactly whether the
 * engine's forcing settles the board: level 1 of the grade.
 */
export function countAkari(p: AkariPuzzle, cap = 2, budget?: Budget): { solutions: number | 'stopped'; byForcing: boolean } {
  const clock = new BudgetClock(budget);
  let byForcing = false;
  let nodes = 0;
  const g = geometry(p);
  const n = g.sightStart.length - 1;
  const { sightStart, sightOf } = g;
  // A clue whose count its white neighbours cannot hold has no solution at all.
  if (g.clues.some((k) => k.count > k.cells.length)) return { solutions: 0, byForcing: false };
  let found = 0;
  const state = new Uint8Array(n);
  const lit = new Uint8Array(n);

  /** Settles what follows; false at a dead end. `queue` holds cells just set, to be followed. */
  const propagate = (queue: number[]): boolean => {
    for (;;) {
      while (queue.length > 0) {
        const w = queue.pop()!;
        if (state[w] === LAMP) {
          lit[w] = 1;
          for (let j = sightStart[w]; j < sightStart[w + 1]; j++) {
            const s = sightOf[j];
            if (state[s] === LAMP) return false;
            lit[s] = 1;
            if (state[s] === OPEN) {
              state[s] = NONE;
              queue.push(s);
            }
          }
        }
        for (const k of g.cluesOf[w]) {
          const clue = g.clues[k];
          let lamps = 0;
          let open = 0;
          for (const c of clue.cells) {
            if (state[c] === LAMP) lamps++;
            else if (state[c] === OPEN) open++;
          }
          if (lamps > clue.count || lamps + open < clue.count) return false;
          if (open === 0) continue;
          const fill = lamps === clue.count ? NONE : lamps + open === clue.count ? LAMP : OPEN;
          if (fill === OPEN) continue;
          for (const c of clue.cells) {
            if (state[c] !== OPEN) continue;
            if (fill === LAMP && lit[c]) return false;
            state[c] = fill;
            queue.push(c);
          }
        }
      }
      // Dark cells: none able to light one is a dead end, exactly one able gets the lamp
      // (followed at once: the lamp changes what can light the cells after it).
      for (let w = 0; w < n && queue.length === 0; w++) {
        if (lit[w]) continue;
        const only = lighter(w);
        if (only === -1) return false;
        if (only >= 0) {
          state[only] = LAMP;
          queue.push(only);
        }
      }
      if (queue.length === 0) return true;
    }
  };
  /** The one cell that can still light dark cell w, -1 if none, -2 if several. */
  const lighter = (w: number): number => {
    let only = state[w] === OPEN ? w : -1;
    for (let j = sightStart[w]; j < sightStart[w + 1]; j++) {
      const s = sightOf[j];
      if (state[s] !== OPEN) continue;
      if (only >= 0) return -2;
      only = s;
    }
    return only;
  };

  const search = (): void => {
    if (clock.tick(++nodes)) return;
    // The dark cell with the fewest cells able to light it.
    let best = -1;
    let bestCount = Infinity;
    for (let w = 0; w < n && bestCount > 2; w++) {
      if (lit[w]) continue;
      let k = state[w] === OPEN ? 1 : 0;
      for (let j = sightStart[w]; j < sightStart[w + 1]; j++) if (state[sightOf[j]] === OPEN) k++;
      if (k < bestCount) {
        best = w;
        bestCount = k;
      }
    }
    if (best < 0) {
      found++;
      return;
    }
    const options = [best, ...sightOf.subarray(sightStart[best], sightStart[best + 1])].filter((s) => state[s] === OPEN);
    const savedState = state.slice();
    const savedLit = lit.slice();
    for (let i = 0; i < options.length && found < cap && !clock.stopped; i++) {
      for (let j = 0; j < i; j++) state[options[j]] = NONE;
      state[options[i]] = LAMP;
      const queue = [options[i], ...options.slice(0, i)];
      if (propagate(queue)) search();
      state.set(savedState);
      lit.set(savedLit);
    }
  };

  const start: number[] = [];
  for (let w = 0; w < n; w++) if (g.cluesOf[w].length > 0) start.push(w);
  if (propagate(start)) {
    byForcing = lit.every((x) => x === 1);
    search();
  }
  if (clock.stopped && found < cap) return { solutions: 'stopped', byForcing };
  return { solutions: Math.min(found, cap), byForcing };
}

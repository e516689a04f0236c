/**
 * The Sudoku world's ladder of techniques, each a sum of the exact-cover
 * model's conditions (./cover-inequalities.ts) of one shape, tried cheapest
 * first (after every step, singles again), so a board's hardest technique is
 * the least it needs:
 *
 * 1. singles — one condition with one candidate left;
 * 2. intersections (pointing, claiming) — "box b has a d" (at least one) plus
 *    "row r has a d" (at most one), or the other way round;
 * 3. naked and hidden sets — k cell conditions with k conditions "unit has
 *    a d" (naked: the cells hold only k values; hidden: the k values fit
 *    only k cells), k = 2 … 4;
 * 4. fish (X-wing, swordfish, jellyfish) — k conditions "row r has a d"
 *    with k conditions "column c has a d", all of ONE number and no cell
 *    condition: the same sum of four as a naked pair with the roles of
 *    numbers and places swapped, which is why the conditions a sum adds, and
 *    not how many, tell the two apart;
 * 5. forcing chains — assuming a value in a cell with two candidates,
 *    naked singles through other cells that had two candidates leave one of
 *    them with none, so the value goes;
 * 6. beyond — even those stall: the board needs longer chains or trials.
 *    How many candidates they leave open says how much is left to guess.
 *
 * SudokuWiki (Andrew Stuart) and HoDoKu (Bernhard Hobiger) rank the
 * techniques in this order. Every rule is the same deduction: k "at least
 * one" conditions whose candidates all lie in k "at most one" conditions
 * fill them, so those conditions' other candidates go.
 */
import { listWords } from '../../core/list-words';
import { cellName, geometry, type SudokuPuzzle } from './puzzle';
import { popcount } from '../../core/bits';
import { unitCells as unitCellsOf } from './play/candidate-grid';

export type TechniqueRank = 1 | 2 | 3 | 4 | 5 | 6;

export const TECHNIQUE_NAMES: Record<TechniqueRank, string> = {
  1: 'singles',
  2: 'intersections',
  3: 'naked and hidden sets',
  4: 'fish',
  5: 'forcing chains',
  6: 'beyond forcing chains',
};

export interface LadderResult {
  /** The hardest technique the board needed (6: the ladder stalled). */
  rank: TechniqueRank;
  /** How many steps used that technique (0 at ranks 1 and 6). */
  uses: number;
  /** The first step of that technique in words ("an X-wing on the 5s: rows 3 and 7, columns 2 and 8"); null at ranks 1 and 6. */
  first: string | null;
  /** Cells the ladder left open (0 unless it stalled) and their candidates. */
  openCells: number;
  openCandidates: number;
}

/** The largest order the ladder runs on: above 16×16 the sets and fish it tries grow into the millions per step. */
export const MAX_LADDER_ORDER = 4;

const SET_NAMES = ['', '', 'pair', 'triple', 'quad'];
const FISH_NAMES = ['', '', 'X-wing', 'swordfish', 'jellyfish'];
const UNIT_WORDS = ['row', 'column', 'box'];

/** The ladder on a board: the hardest rank it needed, or null for boards above MAX_LADDER_ORDER. */
export function techniqueLadder(p: SudokuPuzzle): LadderResult | null {
  if (p.order > MAX_LADDER_ORDER) return null;
  const { size: n, order } = p;
  const g = geometry(order);
  // Live candidates, (cell, value − 1) at cell·n + value − 1.
  const live = new Uint8Array(g.cells * n).fill(1);
  const placed = new Int32Array(g.cells);
  // Rows, then columns, then boxes, as the play mode's candidate grid lists them.
  const unitCells = Array.from({ length: 3 * n }, (_, u) => unitCellsOf(order, u));
  const peersOf = (cell: number) => [(cell / n) | 0, n + (cell % n), 2 * n + g.boxOf[cell]].map((u) => unitCells[u]);
  const place = (cell: number, d: number) => {
    placed[cell] = d + 1;
    for (let e = 0; e < n; e++) live[cell * n + e] = e === d ? 1 : 0;
    for (const unit of peersOf(cell)) for (const other of unit) if (other !== cell) live[other * n + d] = 0;
  };
  p.cells.forEach((v, cell) => void (v > 0 && place(cell, v - 1)));

  const singles = (): boolean => {
    let any = false;
    for (let cell = 0; cell < g.cells; cell++) {
      if (placed[cell]) continue;
      const ds = [];
      for (let d = 0; d < n; d++) if (live[cell * n + d]) ds.push(d);
      if (ds.length === 1) (place(cell, ds[0]), (any = true));
    }
    for (const unit of unitCells)
      for (let d = 0; d < n; d++) {
        const at = unit.filter((c) => live[c * n + d]);
        if (at.length === 1 && !placed[at[0]]) (place(at[0], d), (any = true));
      }
    return any;
  };

  // A plane: `lines` × `n` crossings, cand(line, x) the candidate index there. Finds k open lines
  // whose candidates lie in k crossings, removes the crossings' other candidates, and says what it did.
  const cover = (lines: number, cand: (l: number, x: number) => number, k: number, say: (ls: number[], xs: number[]) => string): string | null => {
    const masks: number[] = [];
    const open: number[] = [];
    for (let l = 0; l < lines; l++) {
      let m = 0;
      for (let x = 0; x < n; x++) if (live[cand(l, x)]) m |= 1 << x;
      masks.push(m);
      const count = popcount(m);
      if (count >= 2 && count <= k) open.push(l);
    }
    for (const ls of combinations(open, k)) {
      const union = ls.reduce((m, l) => m | masks[l], 0);
      if (popcount(union) !== k) continue;
      const xs = bits(union);
      let removed = false;
      for (let l = 0; l < lines; l++) {
        if (ls.includes(l)) continue;
        for (const x of xs) if (live[cand(l, x)]) ((live[cand(l, x)] = 0), (removed = true));
      }
      if (removed) return say(ls, xs);
    }
    return null;
  };

  const intersection = (): string | null => {
    for (let d = 0; d < n; d++)
      for (let b = 0; b < n; b++)
        for (const line of [0, 1]) {
          // Box b's d-places in one row (or column): pointing; that line's d-places in box b: claiming.
          const inBox = unitCells[2 * n + b].filter((c) => live[c * n + d] && !placed[c]);
          const lineOf = (c: number) => (line === 0 ? (c / n) | 0 : c % n);
          if (inBox.length >= 2 && inBox.every((c) => lineOf(c) === lineOf(inBox[0]))) {
            const l = lineOf(inBox[0]);
            const rest = unitCells[line * n + l].filter((c) => g.boxOf[c] !== b && live[c * n + d]);
            if (rest.length > 0) return (rest.forEach((c) => (live[c * n + d] = 0)), `pointing: box ${b + 1}'s ${d + 1}s lie in ${UNIT_WORDS[line]} ${l + 1}`);
          }
          for (let l = 0; l < n; l++) {
            const onLine = unitCells[line * n + l].filter((c) => live[c * n + d] && !placed[c]);
            if (onLine.length < 2 || !onLine.every((c) => g.boxOf[c] === b)) continue;
            const rest = unitCells[2 * n + b].filter((c) => lineOf(c) !== l && live[c * n + d]);
            if (rest.length > 0) return (rest.forEach((c) => (live[c * n + d] = 0)), `claiming: ${UNIT_WORDS[line]} ${l + 1}'s ${d + 1}s lie in box ${b + 1}`);
          }
        }
    return null;
  };

  const sets = (): string | null => {
    for (let k = 2; k <= 4; k++)
      for (let u = 0; u < unitCells.length; u++) {
        const cells = unitCells[u];
        const where = `${UNIT_WORDS[Math.floor(u / n)]} ${(u % n) + 1}`;
        const naked = cover(
          n,
          (l, x) => cells[l] * n + x,
          k,
          (ls, xs) => `a naked ${SET_NAMES[k]} in ${where}: ${listWords(ls.map((l) => cellName(n, cells[l])))} hold only ${listWords(xs.map((x) => String(x + 1)))}`,
        );
        if (naked) return naked;
        const hidden = cover(
          n,
          (l, x) => cells[x] * n + l,
          k,
          (ls, xs) => `a hidden ${SET_NAMES[k]} in ${where}: ${listWords(ls.map((l) => String(l + 1)))} fit only ${listWords(xs.map((x) => cellName(n, cells[x])))}`,
        );
        if (hidden) return hidden;
      }
    return null;
  };

  const fish = (): string | null => {
    for (let k = 2; k <= 4; k++)
      for (let d = 0; d < n; d++)
        for (const [base, crossing] of [
          ['rows', 'columns'],
          ['columns', 'rows'],
        ] as const) {
          const cand = base === 'rows' ? (l: number, x: number) => (l * n + x) * n + d : (l: number, x: number) => (x * n + l) * n + d;
          const found = cover(
            n,
            cand,
            k,
            (ls, xs) =>
              `${FISH_NAMES[k] === 'X-wing' ? 'an' : 'a'} ${FISH_NAMES[k]} on the ${d + 1}s: ${base} ${listWords(ls.map((l) => String(l + 1)))}, ${crossing} ${listWords(xs.map((x) => String(x + 1)))}`,
          );
          if (found) return found;
        }
    return null;
  };

  // Assuming `d` in a cell with two candidates, naked singles follow through the other cells that had
  // two and are left with one; one left with none rules `d` out. Only those cells, so the chain is one
  // a solver by hand can follow, not a look-ahead over the whole board.
  const chain = (): string | null => {
    for (let cell = 0; cell < g.cells; cell++) {
      if (placed[cell]) continue;
      const ds = [];
      for (let d = 0; d < n; d++) if (live[cell * n + d]) ds.push(d);
      if (ds.length !== 2) continue;
      for (const d of ds) {
        const saved = [live.slice(), placed.slice()] as const;
        const twoOf = (c: number) => {
          let k = 0;
          for (let e = 0; e < n; e++) k += saved[0][c * n + e];
          return k === 2;
        };
        place(cell, d);
        let steps = 0;
        let dead = -1;
        for (let moved = true; moved && dead < 0;) {
          moved = false;
          for (let c = 0; c < g.cells && dead < 0; c++) {
            if (saved[1][c] || !twoOf(c)) continue;
            let count = 0;
            let last = -1;
            for (let e = 0; e < n; e++) if (live[c * n + e]) (count++, (last = e));
            if (count === 0) dead = c;
            else if (count === 1 && !placed[c]) (place(c, last), steps++, (moved = true));
          }
        }
        live.set(saved[0]);
        placed.set(saved[1]);
        if (dead < 0) continue;
        live[cell * n + d] = 0;
        return `a forcing chain: ${cellName(n, cell)} = ${d + 1} leaves ${cellName(n, dead)} with no value after ${steps} naked ${steps === 1 ? 'single' : 'singles'} in cells with two candidates`;
      }
    }
    return null;
  };

  const techniques = [intersection, sets, fish, chain];
  let rank: TechniqueRank = 1;
  let uses = 0;
  let first: string | null = null;
  for (;;) {
    while (singles());
    if (placed.every((v) => v > 0))
      return {
        rank,
        uses: rank === 1 ? 0 : uses,
        first,
        openCells: 0,
        openCandidates: 0,
      };
    let step: string | null = null;
    let r = 2;
    for (const technique of techniques) {
      step = technique();
      if (step) break;
      r++;
    }
    if (!step)
      return {
        rank: 6,
        uses: 0,
        first: null,
        openCells: placed.filter((v) => v === 0).length,
        openCandidates: live.reduce((s, x) => s + x, 0) - placed.filter((v) => v > 0).length,
      };
    if (r > rank) [rank, uses, first] = [r as TechniqueRank, 0, step];
    if (r === rank) uses++;
  }
}


function bits(m: number): number[] {
  const out: number[] = [];
  for (let x = 0; m; x++, m >>>= 1) if (m & 1) out.push(x);
  return out;
}

function* combinations(items: readonly number[], k: number, start = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === k) return yield chosen.slice();
  for (let i = start; i <= items.length - (k - chosen.length); i++) {
    chosen.push(items[i]);
    yield* combinations(items, k, i + 1, chosen);
    chosen.pop();
  }
}

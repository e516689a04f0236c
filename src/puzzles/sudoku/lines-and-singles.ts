/**
 * Whether singles and pointing/claiming alone settle a Sudoku, on bit masks
 * of candidates: a cheap test the maker asks before the engine (or singles
 * alone, for level 1). Each of these
 * steps is forcing from one of the engine's inequalities (a naked or hidden
 * single) or from a sum of two (pointing and claiming: a box's "at least one
 * v" added to a row's or column's "at most one v"), and the selective method
 * finds every sum of two that forces before it stalls (src/inequalities/selective.ts),
 * so a board settled here needs no chain and no trial: its level is at most 3.
 */
import type { SudokuPuzzle } from './puzzle';

interface Units {
  /** Every row, column and box as a list of cells. */
  all: Int32Array[];
  /** The cells that share a row, column or box with each cell. */
  peers: Int32Array[];
  /** Box of each cell, row and column of each cell. */
  box: Int32Array;
}

const unitsByOrder = new Map<number, Units>();

function unitsOf(order: number): Units {
  const known = unitsByOrder.get(order);
  if (known) return known;
  const size = order * order;
  const box = new Int32Array(size * size);
  const rows: number[][] = Array.from({ length: size }, () => []);
  const cols: number[][] = Array.from({ length: size }, () => []);
  const boxes: number[][] = Array.from({ length: size }, () => []);
  for (let i = 0; i < size * size; i++) {
    const r = Math.floor(i / size);
    const c = i % size;
    box[i] = Math.floor(r / order) * order + Math.floor(c / order);
    rows[r].push(i);
    cols[c].push(i);
    boxes[box[i]].push(i);
  }
  const peers = Array.from({ length: size * size }, (_, i) => {
    const set = new Set([...rows[Math.floor(i / size)], ...cols[i % size], ...boxes[box[i]]]);
    set.delete(i);
    return Int32Array.from(set);
  });
  const units = { all: [...rows, ...cols, ...boxes].map((u) => Int32Array.from(u)), peers, box };
  unitsByOrder.set(order, units);
  return units;
}

/**
 * True when naked and hidden singles, pointing and claiming fill every cell.
 * With `lines` false, singles alone: exactly the engine's forcing on the
 * exact-cover model, so a board they settle is level 1, and one they do not
 * is above it.
 */
export function linesAndSinglesSettle(p: SudokuPuzzle, lines = true): boolean {
  const { order, size } = p;
  const { all, peers, box } = unitsOf(order);
  const cells = size * size;
  const full = (1 << size) - 1;
  const cand = new Int32Array(cells).fill(full);
  const value = new Int32Array(cells);
  let open = cells;
  let ok = true;
  const place = (i: number, bit: number): void => {
    if ((cand[i] & bit) === 0) ok = false;
    value[i] = bit;
    cand[i] = 0;
    open--;
    for (const q of peers[i]) cand[q] &= ~bit;
  };
  for (let i = 0; i < cells; i++) if (p.cells[i] !== 0) place(i, 1 << (p.cells[i] - 1));
  const rowOf = (i: number) => Math.floor(i / size);
  const colOf = (i: number) => i % size;
  let changed = true;
  while (ok && open > 0 && changed) {
    changed = false;
    for (let i = 0; i < cells; i++) {
      if (value[i] !== 0) continue;
      const m = cand[i];
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) {
        place(i, m);
        changed = true;
      }
    }
    for (const unit of all) {
      for (let bit = 1; bit <= full; bit <<= 1) {
        let where = -1;
        let count = 0;
        let placed = false;
        for (const i of unit) {
          if (value[i] === bit) placed = true;
          else if (cand[i] & bit) {
            where = i;
            count++;
          }
        }
        if (placed) continue;
        if (count === 0) return false;
        if (count === 1) {
          place(where, bit);
          changed = true;
        }
      }
    }
    if (!lines) continue;
    // Pointing and claiming: a value's places in a box all in one row (or column) rule it out of
    // the rest of that row, and a row's (or column's) all in one box out of the rest of the box.
    for (let u = 0; u < 3 * size; u++) {
      const unit = all[u];
      for (let bit = 1; bit <= full; bit <<= 1) {
        let first = -1;
        let sameRow = true;
        let sameCol = true;
        let sameBox = true;
        for (const i of unit) {
          if ((cand[i] & bit) === 0) continue;
          if (first < 0) first = i;
          else {
            sameRow &&= rowOf(i) === rowOf(first);
            sameCol &&= colOf(i) === colOf(first);
            sameBox &&= box[i] === box[first];
          }
        }
        if (first < 0) continue;
        const others: Int32Array[] = [];
        if (u >= 2 * size) {
          if (sameRow) others.push(all[rowOf(first)]);
          if (sameCol) others.push(all[size + colOf(first)]);
        } else if (sameBox) others.push(all[2 * size + box[first]]);
        for (const other of others) {
          for (const i of other) {
            if ((cand[i] & bit) === 0 || unit.includes(i)) continue;
            cand[i] &= ~bit;
            changed = true;
          }
        }
      }
    }
  }
  return ok && open === 0;
}

/**
 * Whether singles and pointing/claiming alone settle a Sudoku, on bit masks
 * of candidates: a cheap test the maker asks before the engine (or singles
 * alone, for level 1). Each of these
 * steps is forcing from one of the engine's inequalities (a naked or hidden
 * single) or from a sum of two (pointing and claiming: a box's "at least one
 * v" added to a row's or column's "at most one v"), and the selective method
 * finds every sum of two that forces before it stalls (src/inequalities/selective.ts),
 * so a board settled here needs no chain and no trial: its level is at most 3.
 * Where they stall, the candidates they leave open say how much is left for
 * harder steps (the maker's guess at level 5, ./make.ts).
 */
import type { SudokuPuzzle } from './puzzle';

interface Units {
  /** Every row, column and box as a list of cells: rows first, then columns, then boxes. */
  all: Int32Array[];
  /**
   * Where a box meets a row or a column (n cells): for each, the box's unit
   * number, the line's unit number, and the cells.
   */
  slices: { box: number; line: number; cells: Int32Array }[];
  /** The cells that share a row, column or box with each cell. */
  peers: Int32Array[];
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
  const slices: Units['slices'] = [];
  for (let b = 0; b < size; b++) {
    for (let k = 0; k < order; k++) {
      const r = Math.floor(b / order) * order + k;
      const c = (b % order) * order + k;
      slices.push({ box: 2 * size + b, line: r, cells: Int32Array.from(boxes[b].filter((i) => Math.floor(i / size) === r)) });
      slices.push({ box: 2 * size + b, line: size + c, cells: Int32Array.from(boxes[b].filter((i) => i % size === c)) });
    }
  }
  const units = { all: [...rows, ...cols, ...boxes].map((u) => Int32Array.from(u)), slices, peers };
  unitsByOrder.set(order, units);
  return units;
}

/**
 * True when naked and hidden singles, pointing and claiming fill every cell
 * (without a clash: every step is forced, so the board then has exactly
 * that one solution).
 * With `lines` false, singles alone: exactly the engine's forcing on the
 * exact-cover model, so a board they settle is level 1, and one they do not
 * is above it.
 */
export function linesAndSinglesSettle(p: SudokuPuzzle, lines = true): boolean {
  const grid = candidateGrid(p);
  return grid !== null && settleBySingles(p.order, grid, lines) === 'solved';
}

/**
 * The candidates singles, pointing and claiming leave open when they stall
 * (0 when they settle the board or find a clash): how much of the board is
 * still to be worked out by harder steps.
 */
export function candidatesLeftBySingles(p: SudokuPuzzle): number {
  const grid = candidateGrid(p);
  if (!grid || settleBySingles(p.order, grid, true) !== 'stalled') return 0;
  let left = 0;
  for (const mask of grid.cand) for (let m = mask; m !== 0; m &= m - 1) left++;
  return left;
}

/** Candidates as bit masks (0 once placed), the placed value's bit per cell, and the cells still open. */
interface CandidateGrid {
  cand: Int32Array;
  value: Int32Array;
  open: number;
}

/** The givens placed and their values ruled out of their peers; null when two givens clash. */
function candidateGrid(p: SudokuPuzzle): CandidateGrid | null {
  const { peers } = unitsOf(p.order);
  const cells = p.size * p.size;
  const grid = { cand: new Int32Array(cells).fill((1 << p.size) - 1), value: new Int32Array(cells), open: cells };
  for (let i = 0; i < cells; i++) if (p.cells[i] !== 0 && !placeValue(grid, peers[i], i, 1 << (p.cells[i] - 1))) return null;
  return grid;
}

/** Places `bit` in cell i (false when it was no longer a candidate there). */
function placeValue(grid: CandidateGrid, peers: Int32Array, i: number, bit: number): boolean {
  const ok = (grid.cand[i] & bit) !== 0;
  grid.value[i] = bit;
  grid.cand[i] = 0;
  grid.open--;
  for (const q of peers) grid.cand[q] &= ~bit;
  return ok;
}

/**
 * Naked and hidden singles (and, with `lines`, pointing and claiming) on the
 * grid until none applies: 'solved' when every cell is filled, 'clash' when
 * some cell or unit is left without a place for a value, else 'stalled'.
 */
function settleBySingles(order: number, grid: CandidateGrid, lines: boolean): 'solved' | 'clash' | 'stalled' {
  const size = order * order;
  const { all, slices, peers } = unitsOf(order);
  const cells = size * size;
  const full = (1 << size) - 1;
  const { cand, value } = grid;
  let ok = true;
  const place = (i: number, bit: number): void => {
    if (!placeValue(grid, peers[i], i, bit)) ok = false;
  };
  /** Rules the values of `mask` out of the unit's cells outside the slice; true if any went. */
  const removeOutside = (unit: Int32Array, slice: Int32Array, mask: number): boolean => {
    let any = false;
    for (const i of unit) {
      if ((cand[i] & mask) === 0 || slice.includes(i)) continue;
      cand[i] &= ~mask;
      any = true;
    }
    return any;
  };
  // The candidates of a slice, and of each unit in it, as one mask each.
  const sliceMask = new Int32Array(slices.length);
  let changed = true;
  while (ok && grid.open > 0 && changed) {
    changed = false;
    for (let i = 0; i < cells; i++) {
      if (value[i] !== 0) continue;
      const m = cand[i];
      if (m === 0) return 'clash';
      if ((m & (m - 1)) === 0) {
        place(i, m);
        changed = true;
      }
    }
    // Hidden singles: a value with one place left in a unit (the places seen once and not twice).
    for (const unit of all) {
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (const i of unit) {
        placed |= value[i];
        twice |= once & cand[i];
        once |= cand[i];
      }
      const missing = full & ~placed;
      if ((once & missing) !== missing) return 'clash';
      for (let hidden = once & ~twice & missing; hidden !== 0; hidden &= hidden - 1) {
        const bit = hidden & -hidden;
        for (const i of unit) {
          if (cand[i] & bit) {
            place(i, bit);
            break;
          }
        }
        changed = true;
      }
    }
    if (!lines) continue;
    // Pointing and claiming: a value whose places in a box all lie in one line (or in a line all in one box)
    // is ruled out of the rest of that line (or box). Per unit, the values seen in one of its slices only.
    for (let k = 0; k < slices.length; k++) {
      let m = 0;
      for (const i of slices[k].cells) m |= cand[i];
      sliceMask[k] = m;
    }
    for (let k = 0; k < slices.length; k++) {
      const { box: bx, line, cells: inSlice } = slices[k];
      // The other slices of the same box along the same direction, and of the same line.
      let otherInBox = 0;
      let otherInLine = 0;
      for (let j = 0; j < slices.length; j++) {
        if (j === k) continue;
        const o = slices[j];
        const sameDirection = line < size === o.line < size;
        if (o.box === bx && sameDirection) otherInBox |= sliceMask[j];
        if (o.line === line) otherInLine |= sliceMask[j];
      }
      const pointing = sliceMask[k] & ~otherInBox & otherInLine;
      const claiming = sliceMask[k] & ~otherInLine & otherInBox;
      if (pointing) changed = removeOutside(all[line], inSlice, pointing) || changed;
      if (claiming) changed = removeOutside(all[bx], inSlice, claiming) || changed;
    }
  }
  if (!ok) return 'clash';
  return grid.open === 0 ? 'solved' : 'stalled';
}

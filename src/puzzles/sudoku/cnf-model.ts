/**
 * Sudoku as a formula (the model the lesson shows): a variable v(r,c,k) for
 * "the cell in row r, column c holds k", and "exactly one" for every cell
 * (one value), and for every row, column and box with every value (one
 * place) — the "at least one" part as one clause, the "at most one" part as
 * Sinz's sequential counter (src/sat/sinz.ts). The givens are unit clauses
 * v(r,c,k).
 *
 * Two ways to build it:
 *
 * - `fullSudokuCnf(order)`: every v(r,c,k), N³ of them, without the givens.
 *   It is the same for every board of an order, so it is built once per
 *   order and each board passes its givens as assumptions (the solver puts
 *   them at level 0: the same as unit clauses). `sudokuCnfWithGivens` adds
 *   the givens as unit clauses, as the lesson writes the model.
 * - `openSudokuCnf(puzzle, open)`: only the v(r,c,k) the givens leave open
 *   (./candidates.ts), and only the groups the givens have not settled. The
 *   full model of a 225×225 board has 11 million value variables and about
 *   10⁸ clauses; over what the givens leave open, the larger of the public
 *   225×225 boards needs 228 thousand value variables and 2.5 million
 *   clauses. Every clause of the full model is either satisfied by the givens
 *   (so left out) or this clause with the literals the givens make false
 *   taken out: the two formulas have the same solutions on the open cells.
 */
import type { WorkTick } from '../../core/build-stop';
import { Cnf } from '../../sat/cnf';
import { atMostOnePairwise, pairwiseClauseCount } from '../../sat/pairwise';
import { atLeastOne, atMostOne, sinzClauseCount } from '../../sat/sinz';
import type { OpenCandidates } from './candidates';
import { boxCell, cellName, geometry, type SudokuPuzzle } from './puzzle';

export type GroupKind = 'cell' | 'row' | 'column' | 'box';
const GROUP_KINDS: GroupKind[] = ['cell', 'row', 'column', 'box'];
// The clause families of each kind, named once: a name built per group was a string to make and hash per group and board.
const AT_LEAST_ONE = GROUP_KINDS.map((name) => `${name} ≥ 1`);
const AT_MOST_ONE = GROUP_KINDS.map((name) => `${name} ≤ 1`);

/** A formula for one board (or one order), and how its variables map back to the board. */
export interface SudokuCnf {
  cnf: Cnf;
  order: number;
  size: number;
  /** Value variables are 1 … valueVars; variable x means cell varCell[x] holds varValue[x]. */
  valueVars: number;
  varCell: Int32Array;
  varValue: Int32Array;
  /** For auxiliary variables: the group each counter belongs to (first aux variable per group, ascending). */
  groupAuxStart: Int32Array;
  groupKind: Uint8Array;
  groupUnit: Int32Array;
  groupValue: Int32Array;
  /** A group with no candidate left (its "at least one" clause is empty), in words; null when none. */
  emptyGroup: string | null;
}

/** Literals, clauses and auxiliary variables of the full model of order n (before givens). */
export function fullModelSize(order: number): { valueVars: number; groups: number; auxPerGroup: number; auxVars: number; clauses: number; literals: number } {
  const size = order * order;
  // One "exactly one" group per cell, and per number in each row, column and box.
  const groups = 4 * size * size;
  const amo = sinzClauseCount(size);
  const auxPerGroup = Math.max(0, size - 1);
  return {
    valueVars: size * size * size,
    groups,
    auxPerGroup,
    auxVars: groups * auxPerGroup,
    clauses: groups * (1 + amo),
    literals: groups * (size + 2 * amo),
  };
}

/** Collects "exactly one" groups and writes them with their families and counter bookkeeping. */
class GroupWriter {
  readonly auxStart: number[] = [];
  /** Groups of at most this many literals get the pairwise "at most one" (no counter variables). */
  pairwiseUpTo = 0;
  readonly kind: number[] = [];
  readonly unit: number[] = [];
  readonly value: number[] = [];
  emptyGroup: string | null = null;

  constructor(
    private readonly cnf: Cnf,
    private readonly size: number,
  ) {}

  group(kind: number, unit: number, value: number, lits: ArrayLike<number>): void {
    if (lits.length === 0 && this.emptyGroup === null) this.emptyGroup = emptyClauseWords(this.size, GROUP_KINDS[kind], unit, value);
    this.cnf.family(AT_LEAST_ONE[kind]);
    atLeastOne(this.cnf, lits);
    this.cnf.family(AT_MOST_ONE[kind]);
    if (lits.length <= this.pairwiseUpTo) {
      atMostOnePairwise(this.cnf, lits);
      return;
    }
    if (lits.length > 1) {
      this.auxStart.push(this.cnf.numVars + 1);
      this.kind.push(kind);
      this.unit.push(unit);
      this.value.push(value);
    }
    atMostOne(this.cnf, lits);
  }
}

function finish(cnf: Cnf, order: number, valueVars: number, varCell: Int32Array, varValue: Int32Array, w: GroupWriter): SudokuCnf {
  return {
    cnf,
    order,
    size: order * order,
    valueVars,
    varCell,
    varValue,
    groupAuxStart: Int32Array.from(w.auxStart),
    groupKind: Uint8Array.from(w.kind),
    groupUnit: Int32Array.from(w.unit),
    groupValue: Int32Array.from(w.value),
    emptyGroup: w.emptyGroup,
  };
}

/** The variable of "cell i holds k" in the full model: i·N + k. */
export function fullVar(size: number, cell: number, value: number): number {
  return cell * size + value;
}

/**
 * Every v(r,c,k) and every group of order n; no givens (they come as
 * assumptions or units). `pairwiseUpTo`: groups of at most this many
 * literals say "at most one" pairwise (no helper variables); 0, the solver's
 * choice, gives every group the counter.
 */
export function fullSudokuCnf(order: number, pairwiseUpTo = 0): SudokuCnf {
  return fullSudokuCnfUntil(order, undefined, pairwiseUpTo)!;
}

/**
 * The same, with `tick(literals written)` called after each unit's groups;
 * null when it stopped the build (at the user's deadline).
 */
export function fullSudokuCnfUntil(order: number, tick?: WorkTick, pairwiseUpTo = 0): SudokuCnf | null {
  const size = order * order;
  const counts = fullModelSize(order);
  const cnf = new Cnf(counts.clauses, counts.literals);
  cnf.reserveVars(counts.valueVars);
  const varCell = new Int32Array(counts.valueVars + 1);
  const varValue = new Int32Array(counts.valueVars + 1);
  for (let i = 0; i < size * size; i++) {
    for (let k = 1; k <= size; k++) {
      varCell[fullVar(size, i, k)] = i;
      varValue[fullVar(size, i, k)] = k;
    }
  }
  const w = new GroupWriter(cnf, size);
  w.pairwiseUpTo = pairwiseUpTo;
  const lits = new Int32Array(size);
  for (let i = 0; i < size * size; i++) {
    for (let k = 1; k <= size; k++) lits[k - 1] = fullVar(size, i, k);
    w.group(0, i, 0, lits);
    if (tick && i % size === size - 1 && tick(cnf.numLiterals)) return null;
  }
  for (let kind = 1; kind <= 3; kind++) {
    for (let u = 0; u < size; u++) {
      for (let k = 1; k <= size; k++) {
        for (let j = 0; j < size; j++) {
          const cell = kind === 1 ? u * size + j : kind === 2 ? j * size + u : boxCell(order, u, j);
          lits[j] = fullVar(size, cell, k);
        }
        w.group(kind, u, k, lits);
      }
      if (tick && tick(cnf.numLiterals)) return null;
    }
  }
  return finish(cnf, order, counts.valueVars, varCell, varValue, w);
}

/** The givens as literals of the full model (the assumptions of a run). */
export function givenLiterals(p: SudokuPuzzle): Int32Array {
  const out: number[] = [];
  for (let i = 0; i < p.cells.length; i++) if (p.cells[i] !== 0) out.push(fullVar(p.size, i, p.cells[i]));
  return Int32Array.from(out);
}

/**
 * The full model with the givens as unit clauses (family "given"): the
 * formula as the lesson writes it. CDCL by hand passes `pairwiseUpTo` = the
 * board's side, so on a 4×4 every "at most one" is pairwise and each literal
 * the reader sees is a candidate (./sat-hand.ts).
 */
export function sudokuCnfWithGivens(p: SudokuPuzzle, pairwiseUpTo = 0): SudokuCnf {
  const model = fullSudokuCnf(p.order, pairwiseUpTo);
  model.cnf.family('given');
  for (const l of givenLiterals(p)) model.cnf.addClause([l]);
  return model;
}

/**
 * The model over the open candidates only. `tick(work)` — candidates
 * bucketed, then literals written — is called as the build goes and may
 * stop it (then null).
 */
export function openSudokuCnf(
  p: SudokuPuzzle,
  open: OpenCandidates,
  tick?: WorkTick,
  pairwiseUpTo = OPEN_PAIRWISE_UP_TO,
): SudokuCnf | null {
  const { size, order } = p;
  const g = geometry(order);
  const count = open.start[open.cells.length];
  const cellCount = open.cells.length;
  const varCell = new Int32Array(count + 1);
  const varValue = new Int32Array(count + 1);
  // Row, column and box groups: bucket the variables by (unit, value), in cell order.
  const stride = size + 1;
  const units = [g.rowOf, g.colOf, g.boxOf];
  const used = [open.rowUsed, open.colUsed, open.boxUsed];
  const starts = units.map(() => new Int32Array(size * stride + 1));
  // Three passes over the candidates before the first clause (a million on an empty 100×100 board, tens of
  // milliseconds): each ticks with the candidates it went through, so the limit covers them as it covers the clauses.
  let seen = 0;
  const passed = (j: number) => (j & 255) === 255 && tick !== undefined && tick(seen + open.start[j + 1]);
  // Variable x = candidate index + 1, so the variables of a cell are consecutive.
  for (let j = 0; j < cellCount; j++) {
    const cell = open.cells[j];
    const r = g.rowOf[cell] * stride + 1;
    const c = g.colOf[cell] * stride + 1;
    const b = g.boxOf[cell] * stride + 1;
    for (let k = open.start[j]; k < open.start[j + 1]; k++) {
      const v = open.digits[k];
      varCell[k + 1] = cell;
      varValue[k + 1] = v;
      starts[0][r + v]++;
      starts[1][c + v]++;
      starts[2][b + v]++;
    }
    if (passed(j)) return null;
  }
  seen += count;
  for (const s of starts) for (let k = 1; k < s.length; k++) s[k] += s[k - 1];
  const members = units.map(() => new Int32Array(count));
  const fill = starts.map((s) => s.slice());
  for (let j = 0; j < cellCount; j++) {
    const cell = open.cells[j];
    const r = g.rowOf[cell] * stride;
    const c = g.colOf[cell] * stride;
    const b = g.boxOf[cell] * stride;
    for (let k = open.start[j]; k < open.start[j + 1]; k++) {
      const x = k + 1;
      const v = open.digits[k];
      members[0][fill[0][r + v]++] = x;
      members[1][fill[1][c + v]++] = x;
      members[2][fill[2][b + v]++] = x;
    }
    if (passed(j)) return null;
  }
  seen += count;
  const estimate = estimateOpenSize(open, starts, pairwiseUpTo);
  const cnf = new Cnf(estimate.clauses, estimate.literals);
  cnf.reserveVars(count);
  const w = new GroupWriter(cnf, size);
  w.pairwiseUpTo = pairwiseUpTo;
  for (let j = 0; j < open.cells.length; j++) {
    const from = open.start[j] + 1;
    const to = open.start[j + 1] + 1;
    const lits = groupScratch(to - from);
    for (let x = from; x < to; x++) lits[x - from] = x;
    w.group(0, open.cells[j], 0, lits);
    if ((j & 255) === 255 && tick && tick(seen + cnf.numLiterals)) return null;
  }
  for (let t = 0; t < 3; t++) {
    for (let u = 0; u < size; u++) {
      for (let v = 1; v <= size; v++) {
        if (used[t][u * stride + v]) continue; // a given already puts v in this unit
        const key = u * stride + v;
        const from = starts[t][key];
        const lits = groupScratch(starts[t][key + 1] - from);
        for (let k = 0; k < lits.length; k++) lits[k] = members[t][from + k];
        w.group(t + 1, u, v, lits);
      }
      if (tick && tick(seen + cnf.numLiterals)) return null;
    }
  }
  return finish(cnf, order, count, varCell, varValue, w);
}

/**
 * An array of `length` literals to hand a group to GroupWriter, which copies
 * them into the formula at once; short ones are kept and reused by every
 * build in this thread. A fresh array or view per group was a fifth of the
 * bytes a 9×9 board's solve allocated.
 */
function groupScratch(length: number): Int32Array {
  if (length > SCRATCH_UP_TO) return new Int32Array(length);
  return (scratchByLength[length] ??= new Int32Array(length));
}
const SCRATCH_UP_TO = 64;
const scratchByLength: Int32Array[] = [];

/**
 * The open formula writes "at most one" pairwise for groups of up to this
 * many candidates and with Sinz's counter for larger ones. After the givens
 * most groups are small (on a 25×25 board most have 2 to 8 candidates), and
 * there the pairwise clauses cost little more and propagate in one step
 * (measured by the benchmark: see the commit that set this value).
 */
export const OPEN_PAIRWISE_UP_TO = 8;

/**
 * How many candidates each "at most one" group keeps after the givens: a
 * cell's numbers, and the cells of each row, column and box that can hold one
 * number (groups the givens emptied count 0).
 */
function openGroupSizes(p: SudokuPuzzle, open: OpenCandidates): number[] {
  const g = geometry(p.order);
  const stride = p.size + 1;
  const units = [g.rowOf, g.colOf, g.boxOf];
  const counts = units.map(() => new Int32Array(p.size * stride));
  const sizes: number[] = [];
  for (let j = 0; j < open.cells.length; j++) {
    sizes.push(open.start[j + 1] - open.start[j]);
    for (let k = open.start[j]; k < open.start[j + 1]; k++) {
      for (let t = 0; t < 3; t++) counts[t][units[t][open.cells[j]] * stride + open.digits[k]]++;
    }
  }
  for (const c of counts) for (const m of c) sizes.push(m);
  return sizes;
}

/**
 * The most candidates any "at most one" group keeps after the givens: when it
 * is at most OPEN_PAIRWISE_UP_TO the formula needs no helper variable, and the
 * lesson says why with this number.
 */
export function largestOpenGroup(p: SudokuPuzzle, open: OpenCandidates): number {
  return openGroupSizes(p, open).reduce((a, b) => Math.max(a, b), 0);
}

/**
 * The sizes of the "at most one" groups that keep more than OPEN_PAIRWISE_UP_TO
 * candidates after the givens: the groups that get helper variables (m − 1
 * each), so the lesson can say where a board's helpers come from.
 */
export function groupsOverPairwise(p: SudokuPuzzle, open: OpenCandidates): number[] {
  return openGroupSizes(p, open).filter((m) => m > OPEN_PAIRWISE_UP_TO);
}

/** Two-literal clauses of "at most one" over m literals, pairwise up to `pairwiseUpTo`, a counter above. */
function atMostOneClauses(m: number, pairwiseUpTo: number): number {
  return m <= pairwiseUpTo ? pairwiseClauseCount(m) : sinzClauseCount(m);
}

/** Clauses and literals the open model will have (to size its store, and to refuse what is too large). */
function estimateOpenSize(open: OpenCandidates, starts: Int32Array[], pairwiseUpTo: number): { clauses: number; literals: number } {
  let clauses = 0;
  let literals = 0;
  const add = (m: number) => {
    const amo = atMostOneClauses(m, pairwiseUpTo);
    clauses += 1 + amo;
    literals += m + 2 * amo;
  };
  for (let j = 0; j < open.cells.length; j++) add(open.start[j + 1] - open.start[j]);
  for (const s of starts) for (let k = 0; k + 1 < s.length; k++) if (s[k + 1] > s[k]) add(s[k + 1] - s[k]);
  return { clauses, literals };
}

/**
 * Literals the open model will have, counted from the candidates before any
 * clause is written (so a board too large for memory is refused up front).
 * `tick(candidates counted)` may stop the count (then null).
 */
export function openModelLiterals(p: SudokuPuzzle, open: OpenCandidates, pairwiseUpTo = OPEN_PAIRWISE_UP_TO, tick?: WorkTick): number | null {
  const { size } = p;
  const g = geometry(p.order);
  const stride = size + 1;
  const counts = [new Int32Array(size * stride), new Int32Array(size * stride), new Int32Array(size * stride)];
  let literals = 0;
  const amoLits = (m: number) => m + 2 * atMostOneClauses(m, pairwiseUpTo);
  for (let j = 0; j < open.cells.length; j++) {
    const i = open.cells[j];
    literals += amoLits(open.start[j + 1] - open.start[j]);
    for (let k = open.start[j]; k < open.start[j + 1]; k++) {
      const v = open.digits[k];
      counts[0][g.rowOf[i] * stride + v]++;
      counts[1][g.colOf[i] * stride + v]++;
      counts[2][g.boxOf[i] * stride + v]++;
    }
    if ((j & 255) === 255 && tick && tick(open.start[j + 1])) return null;
  }
  for (const c of counts) for (const m of c) literals += amoLits(m);
  return literals;
}

/** The group's plain name: "r2c4" for a cell's values, "row 3 #5" for a number's places in a unit. */
function describeGroup(size: number, kind: GroupKind, unit: number, value: number): string {
  return kind === 'cell' ? cellName(size, unit) : `${kind} ${unit + 1} #${value}`;
}

/**
 * Why the formula has no solution when a group lost every candidate, in the
 * SAT reduction's own words: the group's "at least one" clause is left empty.
 */
function emptyClauseWords(size: number, kind: GroupKind, unit: number, value: number): string {
  const what = kind === 'cell' ? `of ${cellName(size, unit)} (its values)` : `for ${value} in ${kind} ${unit + 1}`;
  return `the “at least one” clause ${what} is empty: the givens rule out every literal of it, so no assignment makes it true`;
}

/** A variable's name for traces: "r2c3#5" for a value variable, "s4[row 2 #5]" for a counter variable. */
export function variableName(m: SudokuCnf, v: number): string {
  if (v >= 1 && v <= m.valueVars) return `${cellName(m.size, m.varCell[v])}#${m.varValue[v]}`;
  // The last group whose counter starts at or before v.
  let lo = 0;
  let hi = m.groupAuxStart.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (m.groupAuxStart[mid] <= v) lo = mid;
    else hi = mid - 1;
  }
  if (hi < 0 || m.groupAuxStart[lo] > v) return `x${v}`;
  const kind = GROUP_KINDS[m.groupKind[lo]];
  return `s${v - m.groupAuxStart[lo] + 1}[${describeGroup(m.size, kind, m.groupUnit[lo], m.groupValue[lo])}]`;
}

/** A literal's name: the variable's, with ¬ when negative. */
export function literalName(m: SudokuCnf, lit: number): string {
  return lit < 0 ? `¬${variableName(m, -lit)}` : variableName(m, lit);
}

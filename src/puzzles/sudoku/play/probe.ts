/**
 * The step after the singles: when no condition has one candidate left, try the
 * rows of the conditions with fewest rows, one at a time. A row whose forced
 * moves run into a dead end cannot be in any solution of the position (that
 * is a proof, found by propagation alone, with no guess kept); when every row
 * of a condition but one does, the last one is forced. Only when no such
 * condition turns up is a guess — a trial — left.
 */
import type { Condition } from '../exact-cover-model';
import { cellName } from '../puzzle';
import { cloneGrid, fill, openConditions, popcount, rowsLeft, valuesOf, type CandidateGrid } from './candidate-grid';
import { chainWords, neededMoves, propagate, removalsOf, type Allowance, type ForcedMove } from './forced-moves';
import { quoted, sharedUnit } from './reasons';

/** A placement proved wrong: the forced moves after it (only those the proof needs) and the condition they leave with no row. */
export interface Refutation {
  cell: number;
  value: number;
  moves: ForcedMove[];
  dead: Condition;
  /**
   * Where the proof first uses the placement: the first of `moves` (at `step`; `moves.length` for
   * the dead end) that had a row taken away by it, and that row (a candidate); null when no move
   * needs it (then the givens alone force the dead end).
   */
  use: { step: number; removed: { cell: number; value: number } } | null;
}

/** Assumes `cell` = `value` on a copy of the grid and makes the forced moves: the refutation if they reach a dead end. */
export function refute(grid: CandidateGrid, cell: number, value: number, allowance: Allowance): Refutation | null | 'stopped' {
  const g = cloneGrid(grid);
  fill(g, cell, value, 0);
  const prop = propagate(g, 1, allowance);
  if (!prop.dead) return prop.stopped ? 'stopped' : null;
  const moves = neededMoves(g, prop, 1);
  const takenBy = (c: Condition, keep: number, before: number) => removalsOf(g, c, keep, before).find((r) => r.by === cell);
  let use: Refutation['use'] = null;
  for (let k = 0; k <= moves.length && !use; k++) {
    const r = k < moves.length ? takenBy(moves[k].condition, moves[k].cell, g.time[moves[k].cell]) : takenBy(prop.dead, -1, Infinity);
    if (r) use = { step: k, removed: { cell: r.cell, value: r.value } };
  }
  return { cell, value, moves, dead: prop.dead, use };
}

/**
 * Where a refutation first needs its placement, in words: "The 5 at r1c2 first matters for r4c2 = 4:
 * it takes the candidate r4c2#5 away (they share column 2)." — so the reader sees how the placement feeds the chain.
 * Check's proofs (from the givens) and the hint's (from the board as it stands, `basis`) both say it.
 */
export function useWords(g: CandidateGrid, r: Refutation, basis = 'the givens'): string {
  const name = cellName(g.size, r.cell);
  if (!r.use) return `None of these forced moves needs the placement: ${basis} alone force them.`;
  const m = r.moves[r.use.step];
  const where = `${m ? `for ${cellName(g.size, m.cell)} = ${m.value}` : 'for the dead end'}${r.use.step > 0 ? ` (the moves before it follow from ${basis} alone)` : ''}`;
  const { cell, value } = r.use.removed;
  const removed = `${cellName(g.size, cell)}#${value}`;
  if (cell === r.cell) return `The ${r.value} at ${name} first matters ${where}: filling ${name} takes its candidate ${removed} away.`;
  const unit = sharedUnit(g, r.cell, cell);
  const index = unit === 'row' ? g.geo.rowOf[cell] : unit === 'column' ? g.geo.colOf[cell] : g.geo.boxOf[cell];
  return `The ${r.value} at ${name} first matters ${where}: it takes the candidate ${removed} away (they share ${unit} ${index + 1}).`;
}

/** "If r1c2 were 4, the forced moves … would leave “row 3 has a 7” with no candidate left". */
export function refutationWords(size: number, r: Refutation, most?: number): string {
  const name = cellName(size, r.cell);
  if (r.moves.length === 0) return `If ${name} were ${r.value}, ${quoted(size, r.dead)} would have no candidate left at once`;
  return `If ${name} were ${r.value}, ${chainWords(size, r.moves, most)} would leave ${quoted(size, r.dead)} with no candidate left`;
}

/** A hint's proof that a tried candidate fails: the chain to the dead end (its first `most` moves), then where the candidate first matters. */
export function triedWords(g: CandidateGrid, r: Refutation, most?: number): string {
  return `${refutationWords(g.size, r, most)}. ${useWords(g, r, 'the board as it stands')}`;
}

export interface ProbeStep {
  /** The condition whose rows were tried. */
  condition: Condition;
  /** The rows that run into a dead end, each with its proof. */
  failures: Refutation[];
  /** The one row left, now forced; null when every row failed (the position has no solution). */
  forced: { cell: number; value: number } | null;
}

/** Work a hint may spend on trying rows (scans of the grid; a 9×9 board needs far fewer). */
export const PROBE_SCANS = 8000;

/** The length of a step's proof: the forced moves its refutations list. */
const proofLength = (step: ProbeStep) => step.failures.reduce((n, f) => n + f.moves.length + 1, 0);

/**
 * A condition (fewest rows first, then the matrix's order) whose rows all but
 * one run into a dead end — of those found within the allowance, the one
 * with the shortest proof, so the hint has the fewest moves to show.
 * `stopped` when the allowance ran out before any was found (the answer
 * "none" would then not be known).
 */
export function probeStep(grid: CandidateGrid, allowance: Allowance = { scans: PROBE_SCANS }): { step: ProbeStep | null; stopped: boolean } {
  const open = openConditions(grid).filter((c) => c.rows >= 2).sort((a, b) => a.rows - b.rows);
  const tried = new Map<number, Refutation | null>();
  let best: ProbeStep | null = null;
  for (const { condition, rows } of open) {
    // A step over more rows needs more refutations than the best one has moves.
    if (best && rows - 1 >= proofLength(best)) break;
    const failures: Refutation[] = [];
    let forced: { cell: number; value: number } | null = null;
    let second = false;
    for (const row of rowsLeft(grid, condition)) {
      const key = row.cell * (grid.size + 1) + row.value;
      let r = tried.get(key);
      if (r === undefined) {
        const found = refute(grid, row.cell, row.value, allowance);
        if (found === 'stopped') return { step: best, stopped: best === null };
        r = found;
        tried.set(key, r);
      }
      if (r) failures.push(r);
      else if (forced === null) forced = row;
      else {
        second = true;
        break;
      }
    }
    if (second) continue;
    const step = { condition, failures, forced };
    // No row survives: the position has no solution, which a hint must say at once.
    if (forced === null) return { step, stopped: false };
    if (!best || proofLength(step) < proofLength(best)) best = step;
  }
  return { step: best, stopped: false };
}

/** The trial a guess starts from: the first empty cell with the fewest candidates, and its smallest candidate. */
export function trialCell(grid: CandidateGrid): { cell: number; values: number[] } | null {
  let best = -1;
  for (let i = 0; i < grid.cells.length; i++) {
    if (grid.cells[i] !== 0) continue;
    if (best < 0 || popcount(grid.mask[i]) < popcount(grid.mask[best])) best = i;
  }
  return best < 0 ? null : { cell: best, values: valuesOf(grid.mask[best], grid.size) };
}

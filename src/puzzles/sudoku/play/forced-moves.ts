/**
 * Forced moves and the short proofs they give. From a position, choose every
 * row that is the last one left in its condition (a single), again and again,
 * until a condition has no candidate left (a dead end) or none has one candidate left —
 * the exact-cover reading of what the lesson's CDCL solver calls unit
 * propagation. A dead end reached from the position plus one assumed
 * placement proves that placement wrong; the proof names only the forced
 * moves the dead end needs (traced back through what removed each row).
 */
import { conditionName, type Condition } from '../exact-cover-model';
import { cellName } from '../puzzle';
import { fill, firstForcedOrDead, peersOf, rowsLeft, unitCells, unitOf, type CandidateGrid } from './candidate-grid';

/** One forced move: the condition that had one row left, and the row (cell = value). */
export interface ForcedMove {
  condition: Condition;
  cell: number;
  value: number;
}

export interface Propagation {
  /** The forced moves in the order they were made (move k filled its cell at time firstTime + k). */
  moves: ForcedMove[];
  /** The condition left with no row, or null when the moves ran out without a dead end. */
  dead: Condition | null;
  /** True when the work limit stopped it before either. */
  stopped: boolean;
}

/**
 * Work allowance shared by a series of propagations, in scans of a 9×9
 * grid's conditions; a scan of a larger grid costs more (it reads N² cells
 * four times over), so a limit means the same time on any board.
 */
export interface Allowance {
  scans: number;
}

const scanCost = (g: CandidateGrid) => Math.max(1, (g.size * g.size) / 81);

/** Makes forced moves on `g` (in place) from time `firstTime` on. */
export function propagate(g: CandidateGrid, firstTime: number, allowance: Allowance = { scans: Infinity }): Propagation {
  const moves: ForcedMove[] = [];
  for (;;) {
    if (allowance.scans <= 0) return { moves, dead: null, stopped: true };
    allowance.scans -= scanCost(g);
    const next = firstForcedOrDead(g);
    if (next === null) return { moves, dead: null, stopped: false };
    if (next.rows === 0) return { moves, dead: next.condition, stopped: false };
    const [row] = rowsLeft(g, next.condition);
    fill(g, row.cell, row.value, firstTime + moves.length);
    moves.push({ condition: next.condition, cell: row.cell, value: row.value });
  }
}

/** The filled peer of cell i holding v that was filled first (before `before`), or −1: what removed the row i#v. */
export function remover(g: CandidateGrid, i: number, v: number, before: number): number {
  let best = -1;
  for (const j of peersOf(g, i)) {
    if (g.cells[j] === v && g.time[j] < before && (best < 0 || g.time[j] < g.time[best])) best = j;
  }
  return best;
}

/** A row of a condition taken away: the candidate `cell`#`value`, and the filled cell `by` that took it. */
export interface Removal {
  cell: number;
  value: number;
  by: number;
}

/**
 * How every row of `c` except `keep` (a cell, or −1 to keep none) was taken
 * away, as things stood before `before`: for a cell condition each other
 * value by the peer holding it, for a unit condition each other cell of the
 * unit by being filled itself or by a peer that holds the value.
 */
export function removalsOf(g: CandidateGrid, c: Condition, keep: number, before: number): Removal[] {
  const out: Removal[] = [];
  if (c.kind === 'cell') {
    for (let v = 1; v <= g.size; v++) {
      if (keep >= 0 && g.cells[keep] === v && g.time[keep] >= before) continue;
      const j = remover(g, c.unit, v, before);
      if (j >= 0) out.push({ cell: c.unit, value: v, by: j });
    }
    return out;
  }
  for (const i of unitCells(g.order, unitOf(g.size, c))) {
    if (i === keep) continue;
    if (g.cells[i] !== 0 && g.time[i] < before) out.push({ cell: i, value: c.value, by: i });
    else {
      const j = remover(g, i, c.value, before);
      if (j >= 0) out.push({ cell: i, value: c.value, by: j });
    }
  }
  return out;
}

/** The filled cells that took every row of `c` away except `keep`, before `before` (see removalsOf). */
export function removersOf(g: CandidateGrid, c: Condition, keep: number, before: number): number[] {
  return removalsOf(g, c, keep, before).map((r) => r.by);
}

/**
 * The forced moves a dead end needs, in order: starting from the dead
 * condition, each move whose cell removed a needed row is needed, and so on
 * back. Moves filled at time `firstTime` + k; cells filled earlier are the
 * position's (or the assumption) and need no proof.
 */
export function neededMoves(g: CandidateGrid, prop: Propagation, firstTime: number): ForcedMove[] {
  if (!prop.dead) return [];
  const needed = new Set<number>();
  const visit = (cells: number[]) => {
    for (const j of cells) {
      const k = g.time[j] - firstTime;
      if (k < 0 || needed.has(k)) continue;
      needed.add(k);
      const m = prop.moves[k];
      visit(removersOf(g, m.condition, m.cell, g.time[j]));
    }
  };
  visit(removersOf(g, prop.dead, -1, Infinity));
  return [...needed].sort((a, b) => a - b).map((k) => prop.moves[k]);
}

/** "r1c5 = 7 (“r1c5 has a value” has one candidate left)". */
export function moveWords(size: number, m: ForcedMove): string {
  return `${cellName(size, m.cell)} = ${m.value} (“${conditionName(size, m.condition)}” has one candidate left)`;
}

/** Most forced moves a proof lists before it says how many more it took. */
export const PROOF_MOVES_SHOWN = 12;

/** The forced moves of a proof in words: "the forced moves a, b and c" (a long chain cut, with its length). */
export function chainWords(size: number, moves: readonly ForcedMove[], most = PROOF_MOVES_SHOWN): string {
  if (moves.length === 0) return 'no forced move at all';
  const shown = moves.slice(0, most).map((m) => moveWords(size, m));
  const more = moves.length - shown.length;
  const list = shown.length < 2 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return `${moves.length === 1 ? 'the forced move' : `the ${moves.length} forced moves`} ${list}${more > 0 ? ` (and ${more} more)` : ''}`;
}

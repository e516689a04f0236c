/**
 * Check: what is wrong with the reader's position, as early as it can be
 * said and no more than can be shown. First the rules (./rules.ts, in words):
 * a repeat in a row, column or box is named the moment it is made. Then each
 * placement against the givens alone: when the givens plus that placement
 * lead by forced moves to a dead end, the placement is flagged with that
 * proof. A placement that only disagrees with the puzzle's one solution
 * (found by the lesson's dancing-links solver) has no such short proof, and
 * is reported as exactly that.
 */
import { cellName, type SudokuSolution } from '../puzzle';
import { brokenRuleInPlay } from '../rules';
import { solveDlx } from '../solve-dlx';
import { candidateGrid, cloneGrid } from './candidate-grid';
import { moveWords, propagate, PROOF_MOVES_SHOWN, remover } from './forced-moves';
import { cellsOf, quoted, sharedUnit } from './reasons';
import { filledCells, type PlayPosition } from './position';
import { refute, refutationWords, useWords } from './probe';

/** The puzzle's own solution as Check needs it: one, several, none, or not found within the work limit. */
export type SolutionStatus = { kind: 'unique'; solution: SudokuSolution } | { kind: 'several' } | { kind: 'none' } | { kind: 'unknown' };

/** Search nodes the solution may cost (a 9×9 or 16×16 board needs far fewer; a limit in nodes, never in time). */
export const SOLUTION_NODES = 200_000;

/** The givens' solution: the dancing-links method asked for two, so that one is known to be the only one. */
export function solutionOf(givens: PlayPosition['puzzle']): SolutionStatus {
  const r = solveDlx(givens, { params: { count: 2 }, budget: { maxNodes: SOLUTION_NODES } });
  if (r.status === 'unsolvable') return { kind: 'none' };
  if (r.status !== 'solved' || !r.solution) return { kind: 'unknown' };
  if (r.stats.solutions >= 2) return { kind: 'several' };
  if (r.reason) return { kind: 'unknown' }; // a solution, but a second one was not ruled out
  return { kind: 'unique', solution: r.solution };
}

export interface CheckReport {
  /** The first rule the position breaks, in words; null when it keeps them all. */
  broken: { rule: string; detail: string } | null;
  /** Placements the givens rule out, each with its proof. */
  refuted: { cell: number; value: number; proof: string; cells: number[]; chain: ProofChain | null }[];
  /** Placements that differ from the one solution with no short proof found. */
  unproven: { cell: number; value: number; words: string }[];
  full: boolean;
  /** One sentence for the whole position. */
  summary: string;
}

/** Work each placement's proof may take (scans of the grid). */
const REFUTE_SCANS = 2000;

/**
 * What the givens alone say of a placement: its proof when they rule it out, else null;
 * `cellsOf` gives the cells that proof speaks of (the placement, the given or forced cells, the
 * dead end's cells), which Check marks on the board.
 */
export type PlacementProof = ((cell: number, value: number) => string | null) & {
  cellsOf: (cell: number, value: number) => number[];
  chainOf: (cell: number, value: number) => ProofChain | null;
};

/**
 * A proof with more than CHAIN_AS_LIST forced moves, cut in three so it can be shown as a list, one move a line (as one
 * sentence, readers lost their place in it): the words before the moves, the moves, and the words after them.
 */
export interface ProofChain {
  lead: string;
  moves: string[];
  tail: string;
}

/** Forced moves a proof says in its sentence; more are listed one a line. */
export const CHAIN_AS_LIST = 3;

/**
 * The givens' verdict on each placement, computed once per (cell, value) and
 * kept: it does not depend on the reader's other placements, and Check runs
 * after every move, so a board with many placements is not proved again and again.
 */
export function proofsFromGivens(puzzle: PlayPosition['puzzle']): PlacementProof {
  const fromGivens = candidateGrid(puzzle.order, puzzle.cells);
  // When the givens alone run into a dead end, a dead end after a placement says nothing about the placement.
  const givensDead = propagate(cloneGrid(fromGivens), 0, { scans: REFUTE_SCANS }).dead !== null;
  const known = new Map<number, { proof: string | null; cells: number[]; chain: ProofChain | null }>();
  const verdict = (i: number, v: number) => {
    const key = i * (puzzle.size + 1) + v;
    const kept = known.get(key);
    if (kept) return kept;
    const name = cellName(puzzle.size, i);
    let proof: string | null = null;
    let cells: number[] = [];
    let chain: ProofChain | null = null;
    if (!(fromGivens.mask[i] & (1 << v))) {
      const j = remover(fromGivens, i, v, Infinity);
      proof = `${name} cannot be ${v}: the given ${v} at ${cellName(puzzle.size, j)} shares its ${sharedUnit(fromGivens, i, j)}.`;
      cells = [i, j];
    } else if (!givensDead) {
      const r = refute(fromGivens, i, v, { scans: REFUTE_SCANS });
      if (r && r !== 'stopped') {
        // The dead end named by its cells too, so the reader can find it on the board.
        const dead = cellsOf(fromGivens, r.dead);
        const where = dead.length === 1 ? '' : ` (its cells ${cellName(puzzle.size, dead[0])} to ${cellName(puzzle.size, dead[dead.length - 1])}, none of which can take it any more)`;
        // Which move first needs the placement, so the reader sees how it feeds the chain.
        proof = `${name} cannot be ${v}: from the givens, ${lowerFirst(refutationWords(puzzle.size, r))}${where}. ${useWords(fromGivens, r)}`;
        cells = [...new Set([i, ...r.moves.map((m) => m.cell), ...dead])];
        if (r.moves.length > CHAIN_AS_LIST) {
          const shown = r.moves.slice(0, PROOF_MOVES_SHOWN).map((m) => moveWords(puzzle.size, m));
          const more = r.moves.length - shown.length;
          chain = {
            lead: `${name} cannot be ${v}: from the givens, if ${name} were ${v}, these ${r.moves.length} forced moves, in order,`,
            moves: more > 0 ? [...shown, `and ${more} more`] : shown,
            tail: `would leave ${quoted(puzzle.size, r.dead)} with no candidate left${where}. ${useWords(fromGivens, r)}`,
          };
        }
      }
    }
    const out = { proof, cells, chain };
    known.set(key, out);
    return out;
  };
  return Object.assign((i: number, v: number) => verdict(i, v).proof, {
    cellsOf: (i: number, v: number) => verdict(i, v).cells,
    chainOf: (i: number, v: number) => verdict(i, v).chain,
  });
}

/** Checks a position; `solution` is the givens' and `proofs` their verdicts (both kept per board by the caller). */
export function checkPosition(pos: PlayPosition, solution: SolutionStatus, proofs: PlacementProof = proofsFromGivens(pos.puzzle)): CheckReport {
  const { puzzle, placed } = pos;
  const cells = filledCells(pos);
  const full = cells.every((v) => v !== 0);
  const broken = brokenRuleInPlay(puzzle, cells);
  const refuted: CheckReport['refuted'] = [];
  const unproven: CheckReport['unproven'] = [];
  for (let i = 0; i < placed.length; i++) {
    const v = placed[i];
    if (v === 0) continue;
    const proof = proofs(i, v);
    if (proof) refuted.push({ cell: i, value: v, proof, cells: proofs.cellsOf(i, v), chain: proofs.chainOf(i, v) });
    else if (solution.kind === 'unique' && solution.solution[Math.floor(i / puzzle.size)][i % puzzle.size] !== v) {
      unproven.push({ cell: i, value: v, words: `${cellName(puzzle.size, i)} = ${v} is not the solution’s digit; the forced moves from the givens give no short proof of it — it takes a trial to show.` });
    }
  }
  return { broken: broken && { rule: broken.rule, detail: broken.detail }, refuted, unproven, full, summary: summaryOf(broken !== null, refuted.length + unproven.length, full, solution) };
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function summaryOf(broken: boolean, wrong: number, full: boolean, solution: SolutionStatus): string {
  if (broken) return 'The position breaks a rule.';
  if (wrong > 0) return `${wrong === 1 ? 'One placement is' : `${wrong} placements are`} wrong.`;
  if (full) return 'Solved: every row, column and box holds each number once.';
  if (solution.kind === 'none') return 'No rule is broken yet, but the givens themselves have no solution.';
  if (solution.kind === 'several') return 'No rule is broken and nothing contradicts the givens; this puzzle has more than one solution, so a placement cannot be compared with “the” solution.';
  if (solution.kind === 'unknown') return 'No rule is broken and no placement is refuted by forced moves from the givens (the solution was not found within the work limit, so nothing more is said).';
  return 'No rule is broken, and every placement agrees with the solution.';
}

/**
 * The fast, not necessarily shortest method (the one a person uses by hand):
 * solve the top row, then the first column, and leave them alone; what
 * remains is a puzzle one size smaller. At 3×3 the rest is solved optimally
 * by IDA* with Manhattan + linear conflicts, which takes milliseconds.
 *
 * Each line is placed in small groups by an exact breadth-first search over
 * just those tiles and the blank (place-tiles.ts); a line's last two tiles
 * form one group, since placing them one at a time would have to disturb the
 * first. On a 3×3 board the method is IDA* alone, so its answer is optimal.
 */
import type { Budget } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import type { TraceSink } from '../../core/trace';
import { boardProblem, type SlidingPuzzle } from './board';
import type { SlidingEvent } from './events';
import { manhattanLcHeuristic } from './heuristics/manhattan';
import { parityGate } from './parity';
import { placeTiles } from './place-tiles';
import { solveIdaStar, type SlidingSolution } from './solve-idastar';

export interface FallbackOptions {
  /** Only the signal is used: the method is bounded by construction (milliseconds). */
  budget?: Budget;
  sink?: TraceSink<SlidingEvent>;
}

export type FallbackOutcome =
  | { status: 'solved'; moves: number[]; optimal: boolean; nodes: number }
  | { status: 'cancelled'; reason: string; nodes: number }
  | { status: 'failed'; reason: string; nodes: number };

/** Groups of a line's cells: pairs from the start, and the last two together. */
function lineGroups(cells: number[]): number[][] {
  if (cells.length <= 2) return [cells];
  const head = cells.slice(0, -2);
  const groups: number[][] = [];
  for (let i = 0; i < head.length; i += 2) groups.push(head.slice(i, i + 2));
  groups.push(cells.slice(-2));
  return groups;
}

/**
 * The phases on a solvable board: emits one FallbackEvent per phase and
 * returns the moves. Shared by solveFallback and by solveSliding after a
 * timeout (which has already emitted the parity verdict).
 */
export function runFallbackPhases(
  p: SlidingPuzzle,
  signal?: AbortSignal,
  sink?: TraceSink<SlidingEvent>,
): FallbackOutcome {
  const n = p.size;
  const board = p.tiles.slice();
  const locked = new Array<boolean>(n * n).fill(false);
  const moves: number[] = [];
  let o = 0;
  for (; n - o > 3; o++) {
    const row = Array.from({ length: n - o }, (_, j) => o * n + o + j);
    const col = Array.from({ length: n - o - 1 }, (_, i) => (o + 1 + i) * n + o);
    const lines: [string, number[]][] = [
      [o === 0 ? 'Top row' : `Row ${o + 1}`, row],
      [o === 0 ? 'First column' : `Column ${o + 1}`, col],
    ];
    for (const [name, cells] of lines) {
      if (signal?.aborted) return { status: 'cancelled', reason: 'The search was cancelled.', nodes: 0 };
      const phase: number[] = [];
      for (const group of lineGroups(cells)) {
        // The goal tile of cell c is c + 1 (these cells are never the last one).
        const placed = placeTiles(board, n, locked, group.map((c) => c + 1), group);
        if (!placed) return { status: 'failed', reason: `${name}: the tiles could not be placed.`, nodes: 0 };
        phase.push(...placed);
        for (const c of group) locked[c] = true;
      }
      moves.push(...phase);
      sink?.({ kind: 'fallback', depth: 0, phase: `${name}: tiles ${cells.map((c) => c + 1).join(', ')}`, moves: phase });
    }
  }

  // The remaining 3×3 corner, relabelled as an 8-puzzle and solved optimally.
  const toSmall = new Map<number, number>([[0, 0]]);
  const toBig = new Map<number, number>();
  const small: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const bigTile = (o + i) * n + (o + j) + 1;
      toSmall.set(bigTile, i * 3 + j + 1);
      toBig.set(i * 3 + j + 1, bigTile);
    }
  }
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) small.push(toSmall.get(board[(o + i) * n + (o + j)]) ?? -1);
  }
  const rest = solveIdaStar({ size: 3, tiles: small }, { heuristic: manhattanLcHeuristic(3), budget: { signal } });
  if (rest.status === 'cancelled') return { status: 'cancelled', reason: 'The search was cancelled.', nodes: rest.stats.nodes };
  if (rest.status !== 'solved' || !rest.solution) {
    return { status: 'failed', reason: `The remaining 3×3 could not be solved: ${rest.reason ?? rest.status}`, nodes: rest.stats.nodes };
  }
  const last = rest.solution.moves.map((t) => toBig.get(t) as number);
  moves.push(...last);
  const name = o === 0 ? 'The 3×3 board, a shortest solution' : 'The remaining 3×3, a shortest solution';
  sink?.({ kind: 'fallback', depth: 0, phase: name, moves: last });
  return { status: 'solved', moves, optimal: o === 0, nodes: rest.stats.nodes };
}

export function solveFallback(p: SlidingPuzzle, options: FallbackOptions = {}): SolveResult<SlidingSolution> {
  const started = Date.now();
  const { sink } = options;
  const problem = boardProblem(p);
  if (problem) return { status: 'unsolvable', reason: problem, stats: { nodes: 0, ms: 0 } };
  if (p.size < 3) return { status: 'unsolvable', reason: 'The fallback needs a board at least 3×3.', stats: { nodes: 0, ms: 0 } };
  const unsolvable = parityGate(p, sink);
  if (unsolvable) return { status: 'unsolvable', reason: unsolvable, stats: { nodes: 0, ms: Date.now() - started } };

  const out = runFallbackPhases(p, options.budget?.signal, sink);
  const stats = { nodes: out.nodes, ms: Date.now() - started };
  if (out.status === 'cancelled') return { status: 'cancelled', reason: out.reason, stats };
  // 'failed' would be a bug in the phases; reported, not thrown, so a caller
  // (the CLI's rules check, a test) sees it.
  if (out.status === 'failed') return { status: 'unsolvable', reason: out.reason, stats };
  sink?.({ kind: 'solution', depth: 0, moves: out.moves, optimal: out.optimal });
  return { status: 'solved', solution: { moves: out.moves, length: out.moves.length, optimal: out.optimal }, stats };
}

/**
 * IDA*: depth-first searches with a growing bound on f = g + h. Each
 * iteration explores every path whose f stays within the bound; the next
 * bound is the smallest f that exceeded it. With an admissible h no solution
 * shorter than the bound exists when an iteration starts, so the first
 * solution found is a shortest one. The child order is fixed (up, left,
 * right, down from the neighbour table), so the search and its trace are
 * deterministic.
 *
 * Speed: the board is a Uint8Array, neighbours come from a table, h is
 * updated from the one tile that moved (and moved back on undo), the only
 * pruning is not undoing the previous move, and the budget is asked through
 * the cheap `tick`. A heuristic may bring its own specialised depth-first
 * search (`Heuristic.kernel`, ida/kernel.ts), which the iterations then use;
 * the pattern databases do. Tracing costs nothing when off: iteration events
 * are emitted between iterations, and the per-node tree events live in a
 * second search routine that runs only while a tree cap is set and not yet
 * reached.
 *
 * A node is a generated child (counted before pruning), as in Korf's tables.
 */
import type { SlidingGoal } from './goal';
import { BudgetClock, type Budget } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import type { TraceSink } from '../../core/trace';
import { boardProblem, isGoal, type SlidingPuzzle } from './board';
import type { SlidingEvent, TreeNodeEvent } from './events';
import type { Heuristic } from './heuristics/heuristic';
import { FOUND, NO_BOUND, STOPPED, type IdaKernel } from './ida/kernel';
import { flatNeighbours } from './ida/moves';
import { parityGate } from './parity';

export interface SlidingSolution {
  /** Tiles to slide, in order. */
  moves: number[];
  length: number;
  /** True when the search proved no shorter solution exists. */
  optimal: boolean;
  /** Set when the moves lead to the blank-first goal (Korf's) instead of this site's blank-last one. */
  goal?: SlidingGoal;
}

export interface IdaStarOptions {
  heuristic: Heuristic;
  budget?: Budget;
  sink?: TraceSink<SlidingEvent>;
  /** Record up to this many search-tree nodes (teaching view); 0 or absent = none. */
  treeNodeCap?: number;
}

/** The depth-first part of one iteration, kept in one object so V8 sees one shape. */
class Search {
  readonly board: Uint8Array;
  readonly size: number;
  /** nbr[cell·4 + i], i < nbrCount[cell] */
  readonly nbr: Int8Array;
  readonly nbrCount: Uint8Array;
  path = new Uint8Array(128);
  bound = 0;
  nodes = 0;
  /** Tree events of the current iteration, and how many may still be recorded overall. */
  tree: TreeNodeEvent[] = [];
  treeRoom = 0;
  nextTreeId = 0;
  solutionLength = 0;

  constructor(
    tiles: readonly number[],
    size: number,
    readonly h: Heuristic,
    readonly clock: BudgetClock,
  ) {
    this.size = size;
    this.board = Uint8Array.from(tiles);
    const flat = flatNeighbours(size);
    this.nbr = flat.nbr;
    this.nbrCount = flat.count;
  }

  /** Returns FOUND, STOPPED, or the smallest f above the bound (NO_BOUND when none). */
  dfs(blank: number, g: number, prev: number): number {
    // Literals, not the imports: V8 does not fold imported constants here (see ida/sparse-pdb.ts).
    const FOUND = -1;
    const STOPPED = -2;
    const NO_BOUND = 0x3fff_ffff;
    if (this.clock.tick(this.nodes)) return STOPPED;
    const board = this.board;
    const h = this.h;
    const g1 = g + 1;
    const base = blank * 4;
    const count = this.nbrCount[blank];
    let min = NO_BOUND;
    for (let i = 0; i < count; i++) {
      const cell = this.nbr[base + i];
      if (cell === prev) continue;
      const tile = board[cell];
      this.nodes++;
      const hv = h.move(tile, cell, blank);
      const f = g1 + hv;
      if (f > this.bound) {
        if (f < min) min = f;
        h.move(tile, blank, cell);
        continue;
      }
      board[blank] = tile;
      board[cell] = 0;
      this.path[g] = tile;
      // Only h = 0 can be the goal, so the full comparison runs rarely.
      const r = hv === 0 && isGoal(board, this.size) ? this.found(g1) : this.dfs(cell, g1, blank);
      if (r === FOUND) return FOUND;
      board[cell] = tile;
      board[blank] = 0;
      h.move(tile, blank, cell);
      if (r === STOPPED) return STOPPED;
      if (r < min) min = r;
    }
    return min;
  }

  /** The same search, recording tree nodes until the cap, then handing over to dfs. */
  dfsTraced(blank: number, g: number, prev: number, parentId: number): number {
    if (this.treeRoom <= 0) return this.dfs(blank, g, prev);
    if (this.clock.tick(this.nodes)) return STOPPED;
    const board = this.board;
    const h = this.h;
    const g1 = g + 1;
    let min = NO_BOUND;
    for (let i = 0; i < this.nbrCount[blank]; i++) {
      const cell = this.nbr[blank * 4 + i];
      if (cell === prev) continue;
      const tile = board[cell];
      this.nodes++;
      const hv = h.move(tile, cell, blank);
      const f = g1 + hv;
      board[blank] = tile;
      board[cell] = 0;
      const goal = f <= this.bound && hv === 0 && isGoal(board, this.size);
      const id = this.record(parentId, tile, g1, hv, f > this.bound ? 'pruned' : goal ? 'goal' : 'expanded');
      let r: number;
      if (f > this.bound) r = f;
      else {
        this.path[g] = tile;
        r = goal ? this.found(g1) : this.dfsTraced(cell, g1, blank, id);
      }
      if (r === FOUND) return FOUND;
      board[cell] = tile;
      board[blank] = 0;
      h.move(tile, blank, cell);
      if (r === STOPPED) return STOPPED;
      if (r < min) min = r;
    }
    return min;
  }

  /** Notes the depth of the goal: the solution is path[0 … length). */
  found(length: number): number {
    this.solutionLength = length;
    return FOUND;
  }

  record(parent: number | null, tile: number | null, g: number, h: number, outcome: TreeNodeEvent['outcome']): number {
    const id = this.nextTreeId++;
    if (this.treeRoom > 0) {
      this.treeRoom--;
      this.tree.push({ kind: 'tree-node', depth: 1, bound: this.bound, id, parent, tile, g, h, outcome });
    }
    return id;
  }
}

export function solveIdaStar(p: SlidingPuzzle, options: IdaStarOptions): SolveResult<SlidingSolution> {
  const { heuristic, sink } = options;
  const clock = new BudgetClock(options.budget);
  const problem = boardProblem(p);
  if (problem) return { status: 'unsolvable', reason: problem, stats: { nodes: 0, iterations: 0, ms: 0 } };

  const unsolvable = parityGate(p, sink);
  if (unsolvable) return { status: 'unsolvable', reason: unsolvable, stats: { nodes: 0, iterations: 0, ms: clock.elapsedMs() } };

  const search = new Search(p.tiles, p.size, heuristic, clock);
  const h0 = heuristic.init(search.board);
  sink?.({ kind: 'root', depth: 0, heuristic: heuristic.name, h: h0 });
  const blank = p.tiles.indexOf(0);
  search.treeRoom = sink ? (options.treeNodeCap ?? 0) : 0;

  // The specialised search, made when the first iteration that records no tree starts.
  let kernel: IdaKernel | null = null;
  const nodes = () => (kernel ? kernel.nodes : search.nodes);
  let bound = h0;
  let iterations = 0;
  const stats = () => ({ nodes: nodes(), iterations, ms: clock.elapsedMs(), h0 });
  for (;;) {
    iterations++;
    if (search.path.length <= bound) search.path = new Uint8Array(bound * 2);
    search.bound = bound;
    search.tree = [];
    const startNodes = nodes();
    const startMs = clock.elapsedMs();
    let r: number;
    const atGoal = isGoal(search.board, p.size);
    if (search.treeRoom > 0) {
      const rootId = search.record(null, null, 0, h0, atGoal ? 'goal' : 'expanded');
      r = atGoal ? search.found(0) : search.dfsTraced(blank, 0, -1, rootId);
    } else if (atGoal) r = search.found(0);
    else if (heuristic.kernel) {
      if (!kernel) {
        kernel = heuristic.kernel(search.board, clock);
        kernel.nodes = search.nodes;
      }
      r = kernel.iterate(bound);
    } else r = search.dfs(blank, 0, -1);

    if (r === STOPPED) {
      const reason = clock.stopped ?? 'cancelled';
      sink?.({ kind: 'stop', depth: 0, reason, lowerBound: bound, nodes: nodes() - startNodes, totalNodes: nodes() });
      const why =
        reason === 'cancelled'
          ? 'The search was cancelled.'
          : `The budget ran out; no solution is shorter than ${bound} moves.`;
      return { status: reason, reason: why, stats: { ...stats(), lowerBound: bound } };
    }
    const found = r === FOUND;
    if (sink) {
      sink({
        kind: 'iteration',
        depth: 0,
        bound,
        nodes: nodes() - startNodes,
        totalNodes: nodes(),
        nextBound: found || r === NO_BOUND ? null : r,
        found,
        ms: clock.elapsedMs() - startMs,
      });
      for (const e of search.tree) sink(e);
    }
    if (found) {
      const moves = atGoal
        ? []
        : kernel
          ? Array.from(kernel.path.subarray(0, kernel.solutionLength))
          : Array.from(search.path.subarray(0, search.solutionLength));
      sink?.({ kind: 'solution', depth: 0, moves, optimal: true });
      return { status: 'solved', solution: { moves, length: moves.length, optimal: true }, stats: stats() };
    }
    if (r === NO_BOUND) {
      // Cannot happen for a board that passed the parity test; kept so a
      // broken heuristic shows up as a result, not as an endless loop.
      return { status: 'unsolvable', reason: 'The search ran out of positions.', stats: stats() };
    }
    bound = r;
  }
}

/**
 * Trace events of the Numberlink ZDD method. A reader walks through:
 *   graph     the board as a graph, the edge order and why, and how the
 *             starting corner was chosen (once);
 *   level     one ZDD level built: its edge, how many nodes the next level
 *             has, how many choices each rule cut off (once per edge);
 *     node    (depth 1, tiny boards only) one node of that level with its mate
 *             array and its 0- and 1-child, so the whole diagram can be drawn;
 *   count     the finished diagram: exact count, reduced size, uniqueness;
 *   walk      one path through the diagram (the first solution), edge by edge:
 *     walk-step (depth 1) the choice at one edge and the mate array after it;
 *   solution  the paths of the first solution;
 *   end       no solution, or the budget ran out (with the partial figures).
 *
 * The SAT method (sat/solve-sat.ts) has three kinds of its own:
 *   sat-formula  the board as a formula: variables and clauses per family;
 *   sat-loops    a model held closed loops away from every endpoint; each
 *                was forbidden by a clause and the search went on;
 *   sat-verdict  after the first solution, whether a second one exists;
 * and its `solution` carries no count (it does not count).
 *
 * Mate arrays travel as numbers per frontier cell (see `mate-view.ts`):
 * −1 done, −2 free, −3 − L loose end of label L's piece, c ≥ 0 loose end
 * whose piece has its other loose end at cell c.
 */
import type { TraceEventBase } from '../../core/trace';
import type { Orientation } from './graph';
import type { CutName } from './mate';
import type { DeathGist, DoomedBranch } from './dead-state';
import type { Cell, NumberlinkRule } from './puzzle';

export interface GraphEvent extends TraceEventBase {
  kind: 'graph';
  depth: 0;
  rule: NumberlinkRule;
  /** The sweep and its starting corner (see graph.ts). */
  orientation: Orientation;
  /** With the auto sweep: how far each corner's short probe got (levels done, nodes; finished when it built the whole diagram). */
  probes?: (Orientation & { levelsDone: number; nodes: number; finished: boolean })[];
  /** Edges in decision order, as pairs of cells [r, c]. */
  edges: [Cell, Cell][];
  /** The widest frontier (cells), and the number of levels (= edges). */
  maxFrontier: number;
  why: string;
}

export interface LevelEvent extends TraceEventBase {
  kind: 'level';
  depth: 0;
  /** Level i decides edge i (0-based). */
  level: number;
  edge: [Cell, Cell];
  /** Nodes at this level, and at the next one (the states the edge led to). */
  width: number;
  nextWidth: number;
  /** Nodes created so far (terminals not counted). */
  nodes: number;
  /** Choices cut off at this level, per rule. */
  cuts: Partial<Record<CutName, number>>;
  /** Children that found their state already made (merged into an existing node). */
  merged: number;
}

/** One node of a tiny diagram (emitted only while the diagram is small). */
export interface NodeEvent extends TraceEventBase {
  kind: 'node';
  depth: 1;
  id: number;
  level: number;
  /** The frontier cells and their mate values before this node's edge. */
  frontier: Cell[];
  mate: number[];
  /** Children: node ids, 0 = ⊥ (0-terminal), 1 = ⊤ (1-terminal); the rule that cut a child to ⊥. */
  lo: number;
  hi: number;
  loCut?: CutName;
  hiCut?: CutName;
}

export interface CountEvent extends TraceEventBase {
  kind: 'count';
  depth: 0;
  /** Exact number of solutions, in decimal. */
  count: string;
  /** Nodes built (terminals not counted) and nodes after reduction. */
  nodes: number;
  reducedNodes: number;
  /** Nodes per level, level 0 … m − 1. */
  widths: number[];
  verdict: 'none' | 'unique' | 'several';
}

export interface WalkEvent extends TraceEventBase {
  kind: 'walk';
  depth: 0;
  /** Which solution the walk follows (its rank in the diagram's order, decimal). */
  rank: string;
}

export interface WalkStepEvent extends TraceEventBase {
  kind: 'walk-step';
  depth: 1;
  level: number;
  edge: [Cell, Cell];
  choice: 0 | 1;
  /** The frontier after the edge and its mate values. */
  frontier: Cell[];
  mate: number[];
  /**
   * Why this choice and not the other: the other choice at the same node of
   * the diagram. `count` is the number of solutions through it (decimal,
   * exact); `cut` is present when a rule sends it straight to ⊥, with the
   * rule's reason in words (see by-hand.ts). A count of 0 without a cut is a
   * state every rule let through that still cannot be finished: only the
   * levels below find that out. `fixed` marks an edge the reader's own
   * position decided (play mode's "Explain from here"): the other choice was
   * not open to the walk, whatever the rules say of it.
   */
  other?: {
    count: string;
    cut?: { rule: CutName; why: string; cells: Cell[] };
    fixed?: true;
    /** A dead other choice (count 0, no cut): the edge at which its last ways on are cut, the rules that cut them, and one such way drawn to its end (see dead-state.ts); absent when that search was too large. */
    dies?: { level: number; edge: [Cell, Cell]; rules: CutName[]; branch?: DoomedBranch; gist?: DeathGist };
  };
}

export interface SolutionEvent extends TraceEventBase {
  kind: 'solution';
  depth: 0;
  paths: Record<string, Cell[]>;
  /** The exact number of solutions (decimal); absent from the SAT method, which does not count. */
  count?: string;
}

export interface EndEvent extends TraceEventBase {
  kind: 'end';
  depth: 0;
  status: 'unsolvable' | 'timeout' | 'cancelled';
  reason: string;
  /** Levels finished and nodes built when it stopped. */
  levelsDone: number;
  nodes: number;
}

export interface SatFormulaEvent extends TraceEventBase {
  kind: 'sat-formula';
  depth: 0;
  rule: NumberlinkRule;
  variables: number;
  clauses: number;
  /** Clauses per family (see sat/encode.ts), in the order written. */
  families: { name: string; clauses: number }[];
}

export interface SatLoopsEvent extends TraceEventBase {
  kind: 'sat-loops';
  depth: 0;
  /** The loops of this model, each as its cells. */
  loops: Cell[][];
  /** Loops forbidden so far (this model's included). */
  cut: number;
}

export interface SatVerdictEvent extends TraceEventBase {
  kind: 'sat-verdict';
  depth: 0;
  /** unique: no second solution; several: a second one was found; undecided: the budget ran out first. */
  verdict: 'unique' | 'several' | 'undecided';
  conflicts: number;
}

export type NumberlinkEvent =
  | GraphEvent
  | LevelEvent
  | NodeEvent
  | CountEvent
  | WalkEvent
  | WalkStepEvent
  | SolutionEvent
  | EndEvent
  | SatFormulaEvent
  | SatLoopsEvent
  | SatVerdictEvent;

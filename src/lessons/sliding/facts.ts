/**
 * Every number the sliding-puzzle lesson states, computed by the solver when
 * the site is built (the lesson imports this module in its MDX, so nothing
 * here ships to the browser). Node counts are deterministic: the same code
 * always generates the same nodes. No timings: those belong to one machine.
 *
 * The pattern databases are built once here, as in the reader's browser.
 */
import { goalTiles, type SlidingPuzzle } from '../../puzzles/sliding/board';
import { parseSliding, printSliding } from '../../puzzles/sliding/format';
import type { Heuristic, HeuristicBreakdown } from '../../puzzles/sliding/heuristics/heuristic';
import { explainManhattanLc, manhattanLcHeuristic } from '../../puzzles/sliding/heuristics/manhattan';
import {
  buildPdb663,
  explainPdb,
  pdb663Heuristic,
  pdb663NoMirrorHeuristic,
  PDB663_PATTERNS,
  type Pdb663Tables,
} from '../../puzzles/sliding/heuristics/pdb';
import { STRONG_PATTERNS } from '../../puzzles/sliding/heuristics/pdb-strong';
import { parity, type ParityReport } from '../../puzzles/sliding/parity';
import type { SlidingEvent } from '../../puzzles/sliding/events';
import { bfsDistances3x3, rank3x3, STATES_3X3, UNREACHED, unrank3x3 } from '../../puzzles/sliding/eight-puzzle/distances';
import { bothLinesExample } from './both-lines';
import { solveIdaStar } from '../../puzzles/sliding/solve-idastar';
import { EXAMPLES } from './examples';
import { manhattanOnlyHeuristic } from './manhattan-only';
import { smallPdbFacts } from './small-pdb';
import { compareWithManhattan } from './pdb-entry-words';
import { lookupExtras } from './pdb-extra-moves';
import { mirrorBoard, tilesReadOnMirror } from '../../puzzles/sliding/pdb/mirror';
import { readInstances, type Instance } from '../../puzzles/sliding/instances-node';
import { aStarMemory } from './a-star-memory';
import { branchingFactor, movesByBlankPlace } from './branching';

export const TREE_BOARD = '5 1 3 / 4 _ 2 / 7 8 6';
/** The board looked up in the small database: tiles 1 and 2 in each other's way in the top row. */
const SMALL_PDB_BOARD = '2 1 3 / 4 5 6 / 8 7 _';
/** Korf instances for the cost table: the ones plain Manhattan distance still solves in about a million nodes. */
const KORF_IDS = [79, 12, 42, 97];
/** Enough for every iteration of TREE_BOARD's search to be drawn whole. */
const TREE_NODE_CAP = 400;
/** Safety cap for the build: a run that needs more is reported as "more than". */
const NODE_CAP = 60_000_000;

export interface HeuristicRun {
  heuristic: string;
  h0: number;
  /** Nodes generated to solve optimally, or null when over NODE_CAP. */
  nodes: number | null;
  length: number | null;
}

export interface CostRow {
  label: string;
  board: string;
  /** Published optimum (Korf's table) when there is one. */
  published: number | null;
  runs: HeuristicRun[];
}

function puzzleOf(text: string): SlidingPuzzle {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(`lesson board does not parse: ${r.error.message}`);
  return r.puzzle;
}

function run(p: SlidingPuzzle, h: Heuristic) {
  const events: { kind: string; bound?: number; nodes?: number }[] = [];
  const result = solveIdaStar(p, { heuristic: h, budget: { maxNodes: NODE_CAP }, sink: (e) => events.push(e) });
  const iterations = events.filter((e) => e.kind === 'iteration').map((e) => ({ bound: e.bound!, nodes: e.nodes! }));
  return { result, iterations, nodes: result.status === 'solved' ? result.stats.nodes : null };
}

/** The full trace of a small 8-puzzle solve, search tree included, for the lesson's tree island. */
function treeTrace(p: SlidingPuzzle): SlidingEvent[] {
  const events: SlidingEvent[] = [];
  solveIdaStar(p, { heuristic: manhattanLcHeuristic(p.size), sink: (e) => events.push(e), treeNodeCap: TREE_NODE_CAP });
  return events;
}

function heuristicsFor(size: number, tables: Pdb663Tables): Heuristic[] {
  const base = [manhattanOnlyHeuristic(size), manhattanLcHeuristic(size)];
  return size === 4 ? [...base, pdb663NoMirrorHeuristic(tables), pdb663Heuristic(tables)] : base;
}

function costRow(label: string, p: SlidingPuzzle, published: number | null, tables: Pdb663Tables): CostRow {
  const runs = heuristicsFor(p.size, tables).map((h) => {
    const { result, nodes } = run(p, h);
    return { heuristic: h.name, h0: result.stats.h0 ?? 0, nodes, length: result.solution?.length ?? null };
  });
  return { label, board: printSliding(p), published, runs };
}

/** For the lookup stepper: the tiles that make each entry's extra moves, on the board and its mirror. */
function extrasFor(tiles: readonly number[], breakdown: HeuristicBreakdown) {
  const groups = breakdown.parts.map((p) => p.tiles ?? []);
  return lookupExtras(tiles, mirrorBoard(tiles, 4), groups,
    { original: breakdown.parts.map((p) => p.value), mirrored: breakdown.mirror?.parts.map((p) => p.value) ?? [] },
    (board, g) => compareWithManhattan(board, 4, g, 0).manhattan);
}

/**
 * The first board (the cost table's Korf boards first, then the rest of Korf's hundred) whose mirrored sum is
 * LARGER than its first sum: the lesson's main path shows with it why the mirror's second lookup can help.
 */
export function mirrorGainExample(boards: { label: string; tiles: number[] }[], tables: Pdb663Tables) {
  for (const b of boards) {
    const breakdown = explainPdb(b.tiles, tables);
    const plain = breakdown.parts.reduce((a, p) => a + p.value, 0);
    if (breakdown.mirror && breakdown.mirror.total > plain) {
      return {
        label: b.label,
        plain,
        mirrored: breakdown.mirror.total,
        parts: breakdown.parts.map((p) => p.value),
        mirrorParts: breakdown.mirror.parts.map((p) => p.value),
      };
    }
  }
  throw new Error('no Korf board has a mirrored 6-6-3 sum above its first sum; the lesson needs one to show what the mirror adds');
}

function lookupExample(boards: { label: string; tiles: number[] }[], tables: Pdb663Tables) {
  for (const b of boards) {
    const breakdown = explainPdb(b.tiles, tables);
    const sum = breakdown.parts.reduce((a, p) => a + p.value, 0);
    // The groups whose entry says more than their tiles' Manhattan distances: what the stepper opens to show.
    const beyond = breakdown.parts.flatMap((p) => {
      const c = compareWithManhattan(b.tiles, 4, p.tiles ?? [], p.value);
      return p.value > c.manhattan ? [{ tiles: p.tiles ?? [], value: p.value, manhattan: c.manhattan }] : [];
    });
    // plain and mirrored: the two sums, for the lesson's sentence about which is larger.
    if (breakdown.mirror && breakdown.mirror.total !== sum && beyond.length > 0) {
      return { ...b, breakdown, plain: sum, mirrored: breakdown.mirror.total, beyond, extras: extrasFor(b.tiles, breakdown) };
    }
  }
  throw new Error('no board offered has two different 6-6-3 sums and an entry above Manhattan distance; pick another for the lookup stepper');
}

/** The whole 8-puzzle by breadth-first search, checked against the parity test position by position. */
function bfsFacts(dist: Uint8Array) {
  let reached = 0;
  let max = 0;
  let atMax = 0;
  let testAgrees = 0;
  /** The boards farthest from the goal, printed: the lesson names them. */
  let farthest: string[] = [];
  for (let rank = 0; rank < STATES_3X3; rank++) {
    const d = dist[rank];
    const solvable = parity({ size: 3, tiles: unrank3x3(rank) }).solvable;
    if (solvable === (d !== UNREACHED)) testAgrees++;
    if (d === UNREACHED) continue;
    reached++;
    if (d > max) {
      max = d;
      atMax = 0;
      farthest = [];
    }
    if (d === max) {
      atMax++;
      farthest.push(printSliding({ size: 3, tiles: unrank3x3(rank) }));
    }
  }
  return { states: STATES_3X3, reached, max, atMax, farthest, testAgrees };
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

function boardFacts(text: string, tables: Pdb663Tables) {
  const p = puzzleOf(text);
  const lc = run(p, manhattanLcHeuristic(p.size));
  const mdlc: HeuristicBreakdown = explainManhattanLc(p.tiles, p.size);
  return {
    puzzle: p,
    text: printSliding(p),
    parity: parity(p),
    md: mdlc.parts[0].value,
    mdlc,
    pdb: p.size === 4 ? explainPdb(p.tiles, tables) : null,
    moves: lc.result.solution?.moves ?? [],
    iterations: lc.iterations,
    nodes: lc.nodes ?? 0,
  };
}

/**
 * Linear conflicts in a row of three: the top row reads 3 1 2 where 1 2 3
 * belongs, the rest in place. Two pairs are out of order, but both contain
 * tile 3, so one tile leaving repairs the row: the heuristic adds 2 moves,
 * not 4. Computed by the same breakdown the lesson's badges use.
 */
function lineConflictExample() {
  const tiles = [3, 1, 2, 4, 5, 6, 7, 8, 0];
  const b = explainManhattanLc(tiles, 3);
  const row = b.parts.find((part) => part.label.startsWith('Row 1'));
  return { row: tiles.slice(0, 3), pairs: b.conflicts, leave: row?.tiles ?? [], added: row?.value ?? 0, manhattan: b.parts[0].value, total: b.total };
}

function computeFacts() {
  const tables = buildPdb663();
  const example = (id: string) => EXAMPLES.find((e) => e.id === id)!.text;
  const goal4: SlidingPuzzle = { size: 4, tiles: goalTiles(4) };
  const korf = readInstances('korf100');
  const hardest = readInstances('hardest80');
  const pick = (id: number) => korf.find((k) => k.id === id) as Instance;
  const optimal = korf.map((k) => k.optimal);
  const nine = boardFacts(example('nine-move'), tables);
  const hard8 = boardFacts(example('hardest-8'), tables);
  const tree = boardFacts(TREE_BOARD, tables);
  const dist = bfsDistances3x3();
  const mirrorGain = mirrorGainExample(
    [...KORF_IDS.map(pick), ...korf.filter((k) => !KORF_IDS.includes(k.id))].map((k) => ({ label: `Korf’s board ${k.id}`, tiles: k.tiles })),
    tables,
  );
  return {
    bfs: bfsFacts(dist),
    bothLines: bothLinesExample((tiles) => dist[rank3x3(tiles)]),
    counts: { all8: factorial(9), solvable8: factorial(9) / 2, all15: factorial(16), solvable15: factorial(16) / 2 },
    /** How many times more move sequences each extra move makes on the 15-puzzle, none undoing the move before. */
    branching15: branchingFactor(4),
    /** The 15-puzzle's moves with the blank in a corner, on an edge, in the middle: why the growth is well under 4. */
    moves15: movesByBlankPlace(4),
    goal4: parity(goal4) as ParityReport,
    swapped: boardFacts(example('swapped-14-15'), tables),
    nine,
    /** The lookup stepper's extra-move words for the example board. */
    nineExtras: extrasFor(nine.puzzle.tiles, nine.pdb!),
    hard8,
    tree,
    treeTrace: treeTrace(tree.puzzle),
    lineExample: lineConflictExample(),
    smallPdb: smallPdbFacts(puzzleOf(SMALL_PDB_BOARD)),
    mirror: {
      tiles: nine.puzzle.tiles,
      mirrored: mirrorBoard(nine.puzzle.tiles, 4),
      /** The original tiles each database reads on the mirrored board. */
      readOnMirror: PDB663_PATTERNS.map((p) => tilesReadOnMirror([...p], 4)),
    },
    costRows: [
      costRow('the example board', nine.puzzle, null, tables),
      costRow('the hardest 8-puzzle board', hard8.puzzle, null, tables),
      ...KORF_IDS.map((id) => costRow(`Korf’s board ${id}`, { size: 4, tiles: pick(id).tiles }, pick(id).optimal, tables)),
    ],
    /**
     * The lookup stepper's first board: the Korf board the prose uses to show what the mirror adds, when it also has an
     * entry above Manhattan distance (so the reader meets one Korf board, not two); else the first cost-table board that does.
     */
    lookupKorf: lookupExample([mirrorGain.label, ...KORF_IDS.map((id) => `Korf’s board ${id}`)].map((label) => {
      const k = korf.find((x) => `Korf’s board ${x.id}` === label) as Instance;
      return { label, tiles: k.tiles };
    }), tables),
    mirrorGain,
    /** Memory: the boards A* holds to solve the example and the hardest 8-puzzle board, with the estimate IDA* uses there. */
    aStar: { nine: aStarMemory(nine.puzzle, manhattanLcHeuristic(4)), hard8: aStarMemory(hard8.puzzle, manhattanLcHeuristic(3)) },
    pdb: PDB663_PATTERNS.map((pattern, i) => ({
      tiles: pattern,
      placements: factorial(16) / factorial(16 - pattern.length),
      bytes: tables[i].values.length,
    })),
    /** The command line's stronger partition: sizes only (its tables are far too big to build here). */
    strong: STRONG_PATTERNS.map((pattern) => ({
      tiles: pattern,
      placements: factorial(16) / factorial(16 - pattern.length),
    })),
    korf100: {
      count: korf.length,
      min: Math.min(...optimal),
      max: Math.max(...optimal),
      mean: optimal.reduce((a, b) => a + b, 0) / optimal.length,
    },
    hardest80: { count: hardest.length, length: Math.max(...hardest.map((h) => h.optimal)) },
  };
}

let cached: ReturnType<typeof computeFacts> | null = null;

/** The lesson's numbers; computed on first use during the site build. */
export function lessonFacts() {
  cached ??= computeFacts();
  return cached;
}

export { fmt } from '../../core/numbers';

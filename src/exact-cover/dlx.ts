/**
 * Algorithm X with dancing links, for any exact-cover problem (./problem.ts).
 *
 * This follows Knuth's DLX1 (The Art of Computer Programming, Volume 4B,
 * §7.2.2.1; first described in "Dancing Links", 2000): the matrix is a
 * set of circular doubly linked lists, one per column, and the rows of a
 * chosen option are removed and restored by re-linking ("dancing") so that
 * undoing a choice costs exactly what doing it cost. The search always
 * branches on a primary column with the fewest rows left (the first among
 * equals), stopping at once on a column with none.
 *
 * The links and the cover/uncover operations are in ./links.ts; the search
 * here is the iterative X1–X8 loop, so a board with tens of thousands of
 * levels needs no recursion. It comes twice: traced (events, the tree view)
 * and untraced, a loop with nothing to test for a watcher, so tracing costs
 * a run nobody watches nothing; both take the same steps and count the same
 * (tests/exact-cover/dlx-steps.test.ts). As in Knuth's formulation, the search branches
 * on primary columns only, so a row that covers no primary column is never
 * chosen.
 *
 * Work: `updates` counts link changes (Knuth's "updates"); the budget is
 * ticked with updates + column scans + nodes, so a time limit is honoured
 * whatever the shape of the matrix. Building the links ticks it too, and a
 * matrix above `maxEntries` is refused with a sentence, before allocating.
 */
import { BudgetClock, type Budget, type StopReason } from '../core/budget';
import { SearchTreeRecorder } from '../core/search-tree-recorder';
import type { TraceSink } from '../core/trace';
import type { ExactCoverEvent } from './events';
import { buildLinks, chooseColumn, cover, coverRowOthers, releaseLinks, rightOf, rowLength, uncover, uncoverRowOthers, type IndexArray, type Links } from './links';
import { rowCount, type ExactCoverProblem } from './problem';

/** Default cap on the matrix: 8 million entries (about 150 MB of links). */
export const DEFAULT_MAX_ENTRIES = 8_000_000;

export interface DlxOptions {
  budget?: Budget;
  sink?: TraceSink<ExactCoverEvent>;
  /** Stop after this many solutions (default 1; 2 tells unique from several). */
  maxSolutions?: number;
  /** With a sink: record up to this many search-tree nodes (teaching view). */
  treeCap?: number;
  /** Short name of a row for the tree view ("r1c2=7"). */
  rowLabel?: (row: number) => string;
  /** Refuse larger matrices (entries = sum of row lengths). */
  maxEntries?: number;
}

export interface DlxStats {
  [name: string]: number;
  rows: number;
  columns: number;
  entries: number;
  /** Rows tried (search-tree nodes below the root). */
  nodes: number;
  /**
   * Rows tried from a column that had two or more: the real choices. A column's only row is forced, as a literal that
   * SAT's unit propagation sets is, so the race counts only these as dancing links' tries (SAT counts only decisions).
   */
  guesses: number;
  /** Link updates made by covering (Knuth's measure of DLX work). */
  updates: number;
  /** Columns looked at while choosing. */
  scans: number;
  /** Deepest level reached. */
  maxLevel: number;
}

export interface DlxResult {
  /** Solutions found, each the chosen rows in the order chosen (at most maxSolutions). */
  solutions: number[][];
  /** True when the search ran to its end (or to maxSolutions): the count is exact up to the cap. */
  complete: boolean;
  /** Why it stopped early, or why it did not start. */
  stopped: StopReason | 'too-large' | null;
  /** With `too-large`: the sentence to show. */
  message?: string;
  stats: DlxStats;
}

/** What one search reads and fills. */
interface SearchRun {
  clock: BudgetClock;
  sink: TraceSink<ExactCoverEvent> | undefined;
  tree: SearchTreeRecorder | null;
  label: (row: number) => string;
  maxSolutions: number;
  solutions: number[][];
  stats: DlxStats;
}

function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** Adds the rows chosen at levels 0 … level−1 as a solution; returns how many there are now. */
function recordSolution(solutions: number[][], row: IndexArray, x: IndexArray, level: number): number {
  const rows = new Array<number>(level);
  for (let k = 0; k < level; k++) rows[k] = row[x[k]];
  solutions.push(rows);
  return solutions.length;
}

/**
 * The same search with nobody watching: no sink, no tree, no option counts —
 * so tracing costs an untraced run nothing. Every step, and every count, is
 * the traced loop's (tests/exact-cover/dlx-steps.test.ts compares them).
 *
 * It returns at each solution, with its level (its rows are those tried at
 * levels 0 … level−1), and the caller records it: the loop makes no array of
 * its own (the arrays of solutions changed shape between the first boards
 * and made V8 recompile the loop, a large function, in every benchmark
 * process). Called again with that level, it goes on from there; 0 starts
 * the search. Returns −1 when the search is over or the budget stopped it.
 * The counts go on in `run.stats`.
 */
function searchQuiet(m: Links, run: SearchRun, from: number): number {
  const { clock, stats } = run;
  const { down, next, len, fnext, s0, s1 } = m;
  let scans = stats.scans;
  let nodes = stats.nodes;
  let guesses = stats.guesses;
  let maxLevel = stats.maxLevel;
  // x[l] = the node of the row tried at level l; col[l] = the column chosen there.
  const { tried: x, chosen: col } = m;
  let level = 0;
  let i = 0;
  let xl = 0;
  let found = -1;
  // One place calls each link operation (see the note in ./links.ts on why).
  const ENTER = 0;
  const TRY = 1;
  const NEXT = 2;
  let step = ENTER;
  if (from > 0) {
    // Go on after the solution at level `from`: undo the row tried just above it.
    level = from - 1;
    i = col[level];
    xl = x[level];
    step = NEXT;
  }
  for (;;) {
    if (step === ENTER) {
      // X2: enter a level; every primary column covered is a solution.
      if (next[0] === 0) {
        found = level;
        break;
      }
      // X3: a column with the fewest rows (as chooseColumn, stopping at the first with 2), X4: cover it.
      i = fnext[s0];
      if (i === s0) i = fnext[s1];
      if (i === s1) {
        i = next[0];
        let size = len[i];
        let seen = 1;
        for (let c = next[i]; size > 2 && c !== 0; c = next[c]) {
          seen++;
          if (len[c] < size) {
            i = c;
            size = len[c];
          }
        }
        scans += seen;
      }
      col[level] = i;
      cover(m, i);
      xl = down[i];
      x[level] = xl;
      step = TRY;
    } else if (step === TRY) {
      // X5: try x[l], covering its row's other columns; X7: back up when the column has no row left.
      if (xl === i) {
        uncover(m, i);
        if (level === 0) break;
        level--;
        i = col[level];
        xl = x[level];
        step = NEXT;
        continue;
      }
      nodes++;
      // The chosen column keeps its length while covered: more than one row means this try is a choice.
      if (len[i] > 1) guesses++;
      coverRowOthers(m, xl);
      level++;
      if (level > maxLevel) maxLevel = level;
      if (clock.tick(m.updates + scans + nodes)) break;
      step = ENTER;
    } else {
      // X6: undo x[l] and move down the column.
      uncoverRowOthers(m, xl);
      xl = down[xl];
      x[level] = xl;
      if (clock.tick(m.updates + scans + nodes)) break;
      step = TRY;
    }
  }
  stats.nodes = nodes;
  stats.guesses = guesses;
  stats.updates = m.updates;
  stats.scans = scans;
  stats.maxLevel = maxLevel;
  return found;
}

/** Algorithm X (Knuth's X1–X8 as a loop): X2 enter a level, X5 try x[l], X6 undo x[l] and take the next row. */
function searchTraced(m: Links, run: SearchRun): void {
  const { clock, sink, tree, label, maxSolutions, solutions } = run;
  const { down, row, next, len } = m;
  const scans = new Int32Array(1);
  let nodes = 0;
  let guesses = 0;
  let maxLevel = 0;
  // x[l] = the node of the row tried at level l; col[l] = the column chosen there.
  let x = new Int32Array(64);
  let col = new Int32Array(64);
  let option = new Int32Array(64);
  let level = 0;
  tree?.open(0, '');
  const ENTER = 0;
  const TRY = 1;
  const NEXT = 2;
  let step = ENTER;
  for (;;) {
    if (step === ENTER) {
      if (next[0] === 0) {
        // Every primary column is covered.
        const rows = new Array<number>(level);
        for (let k = 0; k < level; k++) rows[k] = row[x[k]];
        solutions.push(rows);
        if (tree) tree.resolve('goal');
        if (sink) sink({ kind: 'xc-solution', depth: 0, index: solutions.length, rows: rows.slice() });
        if (solutions.length >= maxSolutions || level === 0) break;
        level--;
        step = NEXT;
        continue;
      }
      // X3, X4: the column with the fewest rows, covered.
      const best = chooseColumn(m, scans);
      const size = len[best];
      // The row tried just before is resolved before this step (it is its sub-event);
      // the root, which has no step of its own, right after it.
      if (tree && level > 0) tree.resolve(size === 0 ? 'dead-end' : 'expanded');
      if (level === x.length) {
        x = grown(x);
        col = grown(col);
        option = grown(option);
      }
      col[level] = best;
      option[level] = 0;
      if (sink) sink({ kind: 'xc-choose', depth: 0, level, column: best - 1, size });
      if (tree && level === 0) tree.resolve(size === 0 ? 'dead-end' : 'expanded');
      const removed = cover(m, best);
      if (sink) sink({ kind: 'xc-cover', depth: 1, column: best - 1, removed, chosen: true });
      x[level] = down[best];
      step = TRY;
    } else if (step === TRY) {
      // X5: try the row of x[l], covering its other columns (X7 when none is left).
      const xl = x[level];
      const i = col[level];
      if (xl === i) {
        uncover(m, i);
        if (sink) sink({ kind: 'xc-exhausted', depth: 0, level, column: i - 1 });
        if (level === 0) break;
        level--;
        step = NEXT;
        continue;
      }
      nodes++;
      if (len[i] > 1) guesses++;
      option[level]++;
      if (sink) sink({ kind: 'xc-try', depth: 0, level, row: row[xl], option: option[level], of: option[level] + countBelow(down, xl, i) });
      if (sink) {
        // Traced: one cover at a time, each with its event (the order of coverRowOthers).
        const n = rowLength(m, xl);
        for (let k = 1; k < n; k++) {
          const j = m.col[rightOf(m, xl, k)];
          const removed = cover(m, j);
          sink({ kind: 'xc-cover', depth: 1, column: j - 1, removed, chosen: false });
        }
      } else coverRowOthers(m, xl);
      if (tree) tree.open(level + 1, label(row[xl]));
      level++;
      if (level > maxLevel) maxLevel = level;
      if (clock.tick(m.updates + scans[0] + nodes)) break;
      step = ENTER;
    } else {
      // X6: uncover the row's other columns (right to left) and move down the column.
      const xl = x[level];
      uncoverRowOthers(m, xl);
      if (sink) sink({ kind: 'xc-undo', depth: 0, level, row: row[xl] });
      x[level] = down[xl];
      if (clock.tick(m.updates + scans[0] + nodes)) break;
      step = TRY;
    }
  }
  run.stats.nodes = nodes;
  run.stats.guesses = guesses;
  run.stats.updates = m.updates;
  run.stats.scans = scans[0];
  run.stats.maxLevel = maxLevel;
}

/** Solves an exact-cover problem by Algorithm X with dancing links. */
export function solveExactCover(problem: ExactCoverProblem, options: DlxOptions = {}): DlxResult {
  const clock = new BudgetClock(options.budget);
  const maxSolutions = Math.max(1, options.maxSolutions ?? 1);
  const sink = options.sink;
  const columns = problem.primary + problem.secondary;
  const entries = problem.items.length;
  const stats: DlxStats = { rows: rowCount(problem), columns, entries, nodes: 0, guesses: 0, updates: 0, scans: 0, maxLevel: 0 };
  const solutions: number[][] = [];
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  if (entries > maxEntries) {
    const message = `the exact-cover matrix would have ${entries.toLocaleString('en-US')} entries, more than the ${maxEntries.toLocaleString('en-US')} this solver builds`;
    return { solutions, complete: false, stopped: 'too-large', message, stats };
  }
  const links = buildLinks(problem, (work) => clock.tick(work));
  if (!links) return { solutions, complete: false, stopped: clock.stopped, stats };
  const tree = sink && options.treeCap ? new SearchTreeRecorder(sink, options.treeCap) : null;
  const label = options.rowLabel ?? ((r: number) => `row ${r}`);
  const run: SearchRun = { clock, sink, tree, label, maxSolutions, solutions, stats };
  if (sink) searchTraced(links, run);
  else {
    // Each solution is recorded here, between calls: the search ends at maxSolutions, or after a solution at level 0 (nothing to undo).
    let level = searchQuiet(links, run, 0);
    while (level >= 0 && recordSolution(solutions, links.row, links.tried, level) < maxSolutions && level > 0) level = searchQuiet(links, run, level);
  }
  releaseLinks(links);
  const stopped = clock.stopped;
  return { solutions, complete: stopped === null, stopped, stats };
}

/** Rows below node p in its column (the options not yet tried); only called when tracing. */
function countBelow(down: IndexArray, p: number, header: number): number {
  let n = 0;
  for (let q = down[p]; q !== header; q = down[q]) n++;
  return n;
}

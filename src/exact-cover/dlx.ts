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
 * Storage is typed arrays (Knuth's layout: the column headers, then the
 * rows' nodes one after another with a spacer node between rows), and the
 * search is the iterative X1–X8 loop, so a board with tens of thousands of
 * levels needs no recursion.
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

/** The dancing-links structure of one problem (built once, searched once). */
class Links {
  readonly top: Int32Array;
  readonly up: Int32Array;
  readonly down: Int32Array;
  /** Row of each node (spacers: the row after them). */
  readonly rowOf: Int32Array;
  readonly len: Int32Array;
  readonly left: Int32Array;
  readonly right: Int32Array;
  updates = 0;

  constructor(p: ExactCoverProblem, tick: (work: number) => boolean) {
    const columns = p.primary + p.secondary;
    const rows = rowCount(p);
    const entries = p.items.length;
    const headers = columns + 1; // node 0 is the root
    const size = headers + entries + rows + 1;
    this.top = new Int32Array(size);
    this.up = new Int32Array(size);
    this.down = new Int32Array(size);
    this.rowOf = new Int32Array(size);
    this.len = new Int32Array(headers);
    this.left = new Int32Array(headers + 1);
    this.right = new Int32Array(headers + 1);
    const { top, up, down, rowOf, len, left, right } = this;
    // Primary headers 1 … primary in a circular list through the root 0;
    // secondary headers point to themselves (never chosen).
    for (let i = 0; i <= p.primary; i++) {
      left[i] = i === 0 ? p.primary : i - 1;
      right[i] = i === p.primary ? 0 : i + 1;
    }
    for (let i = p.primary + 1; i <= columns; i++) {
      left[i] = i;
      right[i] = i;
    }
    for (let i = 1; i <= columns; i++) {
      up[i] = i;
      down[i] = i;
    }
    // Knuth's spacers: a spacer's up is the first node of the row before it,
    // its down the last node of the row after it; top ≤ 0 marks it.
    let x = headers;
    let spacer = x;
    top[spacer] = 0;
    rowOf[spacer] = 0;
    x++;
    for (let r = 0; r < rows; r++) {
      const from = p.rowStart[r];
      const to = p.rowStart[r + 1];
      const first = x;
      for (let k = from; k < to; k++, x++) {
        const h = p.items[k] + 1;
        top[x] = h;
        rowOf[x] = r;
        len[h]++;
        up[x] = up[h];
        down[x] = h;
        down[up[h]] = x;
        up[h] = x;
      }
      down[spacer] = x - 1;
      spacer = x++;
      top[spacer] = -(r + 1);
      rowOf[spacer] = r + 1;
      up[spacer] = first;
      if ((r & 255) === 255 && tick(from)) break;
    }
    down[spacer] = spacer;
  }

  /** Removes the rows of node p's row from every other column they are in. */
  hide(p: number): void {
    const { top, up, down, len } = this;
    let q = p + 1;
    let updates = 0;
    while (q !== p) {
      const x = top[q];
      const u = up[q];
      if (x <= 0) q = u;
      else {
        const d = down[q];
        down[u] = d;
        up[d] = u;
        len[x]--;
        updates++;
        q++;
      }
    }
    this.updates += updates;
  }

  unhide(p: number): void {
    const { top, up, down, len } = this;
    let q = p - 1;
    while (q !== p) {
      const x = top[q];
      const d = down[q];
      if (x <= 0) q = d;
      else {
        const u = up[q];
        down[u] = q;
        up[d] = q;
        len[x]++;
        q--;
      }
    }
  }

  /** Takes column i out of the header list and its rows out of the matrix; returns how many rows went. */
  cover(i: number): number {
    const { down, left, right } = this;
    let removed = 0;
    for (let p = down[i]; p !== i; p = down[p]) {
      this.hide(p);
      removed++;
    }
    const l = left[i];
    const r = right[i];
    right[l] = r;
    left[r] = l;
    return removed;
  }

  uncover(i: number): void {
    const { up, left, right } = this;
    const l = left[i];
    const r = right[i];
    right[l] = i;
    left[r] = i;
    for (let p = up[i]; p !== i; p = up[p]) this.unhide(p);
  }
}

/** Solves an exact-cover problem by Algorithm X with dancing links. */
export function solveExactCover(problem: ExactCoverProblem, options: DlxOptions = {}): DlxResult {
  const clock = new BudgetClock(options.budget);
  const maxSolutions = Math.max(1, options.maxSolutions ?? 1);
  const sink = options.sink;
  const columns = problem.primary + problem.secondary;
  const entries = problem.items.length;
  const stats: DlxStats = { rows: rowCount(problem), columns, entries, nodes: 0, updates: 0, scans: 0, maxLevel: 0 };
  const solutions: number[][] = [];
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  if (entries > maxEntries) {
    const message = `the exact-cover matrix would have ${entries.toLocaleString('en-US')} entries, more than the ${maxEntries.toLocaleString('en-US')} this solver builds`;
    return { solutions, complete: false, stopped: 'too-large', message, stats };
  }
  const links = new Links(problem, (work) => clock.tick(work));
  if (clock.stopped) return { solutions, complete: false, stopped: clock.stopped, stats };
  const { top, down, up, rowOf, len, right } = links;

  const tree = sink && options.treeCap ? new SearchTreeRecorder(sink, options.treeCap) : null;
  const label = options.rowLabel ?? ((r: number) => `row ${r}`);
  tree?.open(0, '');

  // x[l] = the node of the row tried at level l; col[l] = the column chosen there.
  let x = new Int32Array(64);
  let col = new Int32Array(64);
  let option = new Int32Array(64);
  let level = 0;
  let nodes = 0;
  let scans = 0;
  const work = () => links.updates + scans + nodes;
  const grow = (): void => {
    const nx = new Int32Array(x.length * 2);
    nx.set(x);
    x = nx;
    const nc = new Int32Array(col.length * 2);
    nc.set(col);
    col = nc;
    const no = new Int32Array(option.length * 2);
    no.set(option);
    option = no;
  };

  // The steps of X1–X8 as a small state machine: X2 (enter a level), X5 (try x[l]), X6 (undo x[l], next row).
  const ENTER = 0;
  const TRY = 1;
  const NEXT = 2;
  let step = ENTER;
  let stopped: StopReason | null = null;
  let done = false;
  while (!done) {
    if (step === ENTER) {
      if (right[0] === 0) {
        // X2: every primary column is covered.
        const rows = new Array<number>(level);
        for (let k = 0; k < level; k++) rows[k] = rowOf[x[k]];
        solutions.push(rows);
        if (tree) tree.resolve('goal');
        if (sink) sink({ kind: 'xc-solution', depth: 0, index: solutions.length, rows: rows.slice() });
        if (solutions.length >= maxSolutions || level === 0) {
          done = true;
          break;
        }
        level--;
        step = NEXT;
        continue;
      }
      // X3: the column with the fewest rows (first among equals), stopping at an empty one.
      let best = right[0];
      let bestLen = len[best];
      for (let c = right[best]; c !== 0 && bestLen > 0; c = right[c]) {
        scans++;
        if (len[c] < bestLen) {
          best = c;
          bestLen = len[c];
        }
      }
      if (tree) tree.resolve(bestLen === 0 ? 'dead-end' : 'expanded');
      if (level === x.length) grow();
      col[level] = best;
      option[level] = 0;
      if (sink) sink({ kind: 'xc-choose', depth: 0, level, column: best - 1, size: bestLen });
      // X4
      const removed = links.cover(best);
      if (sink) sink({ kind: 'xc-cover', depth: 1, column: best - 1, removed });
      x[level] = down[best];
      step = TRY;
    } else if (step === TRY) {
      // X5
      const xl = x[level];
      const i = col[level];
      if (xl === i) {
        // X7: every row of this column has been tried.
        links.uncover(i);
        if (sink) sink({ kind: 'xc-exhausted', depth: 0, level, column: i - 1 });
        if (level === 0) {
          done = true;
          break;
        }
        level--;
        step = NEXT;
        continue;
      }
      nodes++;
      option[level]++;
      if (sink) sink({ kind: 'xc-try', depth: 0, level, row: rowOf[xl], option: option[level], of: option[level] + countBelow(down, xl, i) });
      for (let p = xl + 1; p !== xl; ) {
        const j = top[p];
        if (j <= 0) p = up[p];
        else {
          const removed = links.cover(j);
          if (sink) sink({ kind: 'xc-cover', depth: 1, column: j - 1, removed });
          p++;
        }
      }
      if (tree) tree.open(level + 1, label(rowOf[xl]));
      level++;
      if (level > stats.maxLevel) stats.maxLevel = level;
      if (clock.tick(work())) {
        stopped = clock.stopped;
        break;
      }
      step = ENTER;
    } else {
      // X6: undo the row at this level and move to the next one.
      const xl = x[level];
      for (let p = xl - 1; p !== xl; ) {
        const j = top[p];
        if (j <= 0) p = down[p];
        else {
          links.uncover(j);
          p--;
        }
      }
      if (sink) sink({ kind: 'xc-undo', depth: 0, level, row: rowOf[xl] });
      x[level] = down[xl];
      if (clock.tick(work())) {
        stopped = clock.stopped;
        break;
      }
      step = TRY;
    }
  }
  stats.nodes = nodes;
  stats.updates = links.updates;
  stats.scans = scans;
  return { solutions, complete: stopped === null, stopped, stats };
}

/** Rows below node p in its column (the options not yet tried); only called when tracing. */
function countBelow(down: Int32Array, p: number, header: number): number {
  let n = 0;
  for (let q = down[p]; q !== header; q = down[q]) n++;
  return n;
}

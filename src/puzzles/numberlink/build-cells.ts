/**
 * The diagram of build-skipping.ts (the same solutions in the same order)
 * with one level per cell instead of two, as Iwashita's Numberlink solver in
 * TdZdd (apps/numberlink, `NumlinZdd`) builds it: only the edges ALONG the
 * sweep's lines are variables; each edge ACROSS (to the next line) is
 * decided by the rules, not chosen. When a cell's two along-edges are known,
 * its degree is known except for the edge to the cell below, and a valid
 * solution gives a cell degree 1 (a label) or 2 (any other cell under
 * fill, where every cell is used; 0 or 2 under nikoli, where a cell may stay
 * blank): so the cell goes on downward exactly when its line is still open. Half the levels, and no states that differ only in a choice
 * the rules had already made.
 *
 * The state is one 16-bit word per column of the line (the cells that have
 * an undecided edge): the column itself for a cell still without an edge
 * (FRESH), `line` for a cell that needs no more edges (DONE), `line + 1 + t`
 * for the open end of a line whose other end is label t's endpoint, and any
 * other column for the open end whose other end is there. Under the
 * canonical conventions flag bits per column also remember what the
 * redundant patterns (./canonical.ts) need: whether the cell has its edge
 * from above, whether the last along-edge decided from that column was
 * taken (a u-turn uses three sides of a 2×2 block), and under
 * nikoli-canonical whether the cell above is used (a corner), with one word
 * more per state for a detour open along the line. Under fill-notouch the
 * pairs of pieces kept apart follow the columns (./cell-apart.ts).
 *
 * A choice is worked out on the state's words where the next level's table
 * would keep them, copied from the parent at its first write (most choices
 * are cut before they write), and the state's hash is a sum of one share
 * per column, updated as a column is written: the few columns a choice
 * changes cost a few steps, not a pass over the line to decode, copy,
 * encode and hash it (those passes were most of the build's time).
 *
 * Levels keep the graph's numbering (GridGraph's edge order, along then
 * across at each cell), the across levels holding no node: a set of the
 * diagram is the solution's along-edges, and `withAcrossEdges` adds the
 * rest. Orders agree: two solutions first differ at an along-edge, because
 * an across-edge is a function of the edges before it in the graph's order,
 * so ranks, draws and counts are those of build-skipping.ts on the same
 * graph. A state whose 1-choice is cut gets no node, as there.
 *
 * It takes every rule, on boards whose lines have at least two cells
 * (`cellsBuildTakes`); the others go to build-skipping.ts. Untraced, kept
 * runs only (the command line and the benchmark), as build-skipping.ts.
 */
import { BOTTOM, DiagramBuilder, TOP } from '../../zdd/diagram';
import { landAll, passOn, ROOT_ARC, ROOT_SLOT, StateArcs } from '../../zdd/arc-states';
import { FIRST_STATES, StateTable } from '../../zdd/state-table';
import type { BudgetClock } from '../../core/budget';
import type { BuildOptions, BuildOutcome } from './build';
import type { GridGraph } from './graph';
import { CellApart, pairsHash } from './cell-apart';
import { CUT_BLOCKED, CUT_CYCLE, CUT_DEAD_END, CUT_DEGREE, CUT_ENDPOINT, CUT_LABELS, CUT_NAMES, CUT_REDUNDANT, CUT_TOUCH, CUT_UNCOVERED, type CutName } from './mate-codes';
import { isCanonical, usesEveryCell, type NumberlinkRule } from './puzzle';

/** The low 13 bits of a word: the column's value (a column, DONE or a label: under 2^13 for any board the method takes). */
const VALUE = 0x1fff;
/** fill-canonical: the last along-edge decided from this column (this line's, else the line above's) was taken. */
const EAST = 1;
/** fill-canonical: the column's cell in the current line has its edge from the cell above. */
const FROM_ABOVE = 2;
/** nikoli-canonical: the cell above the column's cell in the current line is used (under fill every cell is). */
const ABOVE_USED = 4;
const FLAG_SHIFT = 13;


/**
 * Values stay below this (a column, DONE or a label: far below it on any board the method takes), inside the 13 bits
 * of VALUE and short of 0x1ff0, so that no word makes the 64-bit unit settle() copies a NaN.
 */
const VALUE_LIMIT = 0x1ff0;

/** Whether this builder takes the board: under every rule, lines of at least 2 cells (else there is no along-edge) and the values under VALUE_LIMIT. */
export const cellsBuildTakes = (_rule: NumberlinkRule, graph: GridGraph): boolean => graph.line >= 2 && graph.line + graph.k < VALUE_LIMIT;

/** Where the graph's edges are: the along-edge of line r, column j (j < line − 1) and the across-edge below vertex v. */
interface EdgeIndex {
  along: Int32Array;
  across: Int32Array;
}

function edgeIndex(graph: GridGraph): EdgeIndex {
  const L = graph.line;
  const along = new Int32Array((graph.n / L) * (L - 1));
  const across = new Int32Array(graph.n).fill(-1);
  let e = 0;
  // The same walk as gridGraph's, so the indices are its decision order.
  for (let v = 0; v < graph.n; v++) {
    if ((v % L) + 1 < L) along[Math.floor(v / L) * (L - 1) + (v % L)] = e++;
    if (v + L < graph.n) across[v] = e++;
  }
  return { along, across };
}

/**
 * One column's share of a state's hash: a state hashes to the sum of its columns' shares, so a choice
 * that rewrites a few columns updates the hash in a few steps instead of hashing the whole line again
 * (hashing and copying whole lines were most of the build's time on wide boards).
 */
function columnHash(c: number, x: number): number {
  let t = Math.imul(x + 1 + (c << 16), 0x9e3779b1);
  t ^= t >>> 16;
  t = Math.imul(t, 0x85ebca6b);
  return t ^ (t >>> 13);
}

/** The final mix of a sum of shares, so the hash table's low bits spread. */
function finalHash(sum: number): number {
  let h = Math.imul(sum ^ (sum >>> 15), 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/**
 * The rules' decision at one level, worked on a copy of the state's words in place (in the next
 * level's table, where it stays if it is new), keeping the state's hash up to date as it writes.
 */
class CellMachine {
  readonly line: number;
  readonly lines: number;
  readonly canonical: boolean;
  /**
   * nikoli-canonical: the patterns around blank cells too (a corner, a detour: ./canonical.ts), which need
   * ABOVE_USED per column and one word more per state: a detour is open along the line (as ./mate-canonical.ts).
   */
  readonly blanks: boolean;
  detour = 0;
  /** Every cell must be used (fill, fill-canonical); under nikoli a cell no edge reaches stays blank. */
  readonly fill: boolean;
  /** fill-notouch: the pieces kept apart, stored after the column words (null under the other rules). */
  readonly apart: CellApart | null;
  private readonly label: Int32Array;
  /** The words being worked on: the state's column c is w[o + c] (the parent's own words until the first write). */
  private w: Uint16Array = new Uint16Array(0);
  /** The parent state's words, for fill-notouch's look ahead (which columns the choice changed). */
  private src: Uint16Array = new Uint16Array(0);
  private so = 0;
  /** fill-notouch: the columns the look ahead checks, marked with the current stamp. */
  private checkMark = new Int32Array(0);
  /** 64-bit views of the parent's and the choice's word arrays (settle), and how many 64-bit units the columns take. */
  private src64: Float64Array<ArrayBufferLike> = new Float64Array(0);
  private out64: Float64Array<ArrayBufferLike> = new Float64Array(0);
  private src16: Uint16Array = new Uint16Array(0);
  private out16: Uint16Array = new Uint16Array(0);
  private readonly quadsOfColumns: number;
  private checkStamp = 0;
  private o = 0;
  /** Where the choice's words go, and whether they are there yet: most choices are cut before they write anything. */
  private outWords: Uint16Array = new Uint16Array(0);
  private out = 0;
  private copied = false;
  /** The sum of the columns' shares (columnHash) of the words being worked on. */
  sum = 0;
  row = 0;
  col = 0;

  constructor(graph: GridGraph, rule: NumberlinkRule) {
    this.line = graph.line;
    this.lines = graph.n / graph.line;
    this.canonical = isCanonical(rule);
    this.blanks = rule === 'nikoli-canonical';
    this.fill = usesEveryCell(rule);
    this.label = graph.label;
    this.apart = rule === 'fill-notouch' ? new CellApart(graph.line, graph.label, graph.k) : null;
    this.checkMark = new Int32Array(graph.line);
    this.quadsOfColumns = (graph.line + 3) >> 2;
  }

  /** The words a state has: its columns, then under fill-notouch the count of pairs kept apart and the pairs. */
  stateWords(src: Uint16Array, so: number): number {
    return quad(this.apart !== null ? this.line + 1 + 2 * src[so + this.line] : this.blanks ? this.line + 1 : this.line);
  }

  /** Room for a choice's state from the state at src[so …): a choice adds at most five pairs (ten words, twelve once padded). */
  room(src: Uint16Array, so: number): number {
    return this.apart === null ? this.stateWords(src, so) : this.stateWords(src, so) + 12;
  }

  /** Writes the root's line at words[o …): the first line's cells, each fresh or a label's open end; returns its hash sum. */
  start(words: Uint16Array, o: number): number {
    let sum = 0;
    for (let c = 0; c < this.line; c++) {
      const t = this.label[c];
      words[o + c] = t >= 0 ? this.line + 1 + t : c;
      sum = (sum + columnHash(c, words[o + c])) | 0;
    }
    // The word after the columns (the pairs' count, the detour word) and the padding to a multiple of four words.
    for (let q = this.line; q < quad(this.line + 1); q++) words[o + q] = 0;
    return sum;
  }

  /** Starts a choice from the state src[so …) (hash sum `sum`), its result to be written at words[o …). */
  begin(src: Uint16Array, so: number, sum: number, words: Uint16Array, o: number): void {
    this.w = src;
    this.o = so;
    this.src = src;
    this.so = so;
    this.outWords = words;
    this.out = o;
    this.copied = false;
    this.sum = sum;
    if (src !== this.src16) {
      this.src16 = src;
      this.src64 = new Float64Array(src.buffer, 0, src.length >> 2);
    }
    if (words !== this.out16) {
      this.out16 = words;
      this.out64 = new Float64Array(words.buffer, 0, words.length >> 2);
    }
    if (this.apart !== null) this.apart.load(src, so + this.line);
    if (this.blanks) this.detour = src[so + this.line];
  }

  /**
   * Puts the choice's words in place (the parent's, when the choice has written nothing yet). States start
   * at offsets that are multiples of four words (their lengths are), so the columns are copied four at a
   * time through 64-bit views of the same memory: a quarter of the steps of the copy, which was a quarter
   * of the build's time. (The words after the columns up to the next multiple of four come along; finish()
   * writes them.) Float64Array moves the bits unchanged: no state's word makes the 64 bits a NaN, whose
   * exponent would need the bits 0x7ff0 of a word all set, and a column's word is flags above a value under
   * VALUE_LIMIT (cellsBuildTakes), the words after the columns counts and keys under 0x7ff0.
   */
  settle(): void {
    if (this.copied) return;
    const { src64, out64, o, out } = this;
    const from = o >> 2;
    const to = out >> 2;
    for (let q = 0; q < this.quadsOfColumns; q++) out64[to + q] = src64[from + q];
    this.w = this.outWords;
    this.o = out;
    this.copied = true;
  }

  /**
   * Writes the state after the choice (settled) in place and returns its length and hash: the columns'
   * hash, under fill-notouch with the pairs kept apart written after the columns and hashed in.
   */
  finish(): number {
    this.settle();
    if (this.blanks) {
      this.w[this.o + this.line] = this.detour;
      this.pairs = this.detour * 0x5bd1e995;
      return this.pad(this.line + 1);
    }
    if (this.apart === null) return this.pad(this.line);
    const at = this.o + this.line;
    // The cells the sweep has reached: this line's, and the next line's below the columns decided.
    const reached = (this.row + 1) * this.line + (this.col === this.line - 2 ? this.line : this.col + 1);
    const len = this.apart.write(this.w, at, this.w, this.o, this.line, VALUE, reached);
    this.pairs = pairsHash(this.w, at, len);
    return this.pad(this.line + len);
  }

  /** The state's length made a multiple of four, its padding words zero, so states keep such offsets (settle). */
  private pad(len: number): number {
    const padded = quad(len);
    for (let q = len; q < padded; q++) this.w[this.o + q] = 0;
    return padded;
  }

  /** fill-notouch: the hash of the pairs the last finish() wrote (nikoli-canonical: of the detour word; 0 otherwise), added to the columns' sum. */
  pairs = 0;

  private value(c: number): number {
    return this.w[this.o + c] & VALUE;
  }

  private flags(c: number): number {
    return this.w[this.o + c] >> FLAG_SHIFT;
  }

  private write(c: number, x: number): void {
    // A word rewritten with its own value changes neither the state nor its hash (the flags often stay).
    if (this.w[this.o + c] === x) return;
    if (!this.copied) this.settle();
    const at = this.o + c;
    this.sum = (this.sum - columnHash(c, this.w[at]) + columnHash(c, x)) | 0;
    this.w[at] = x;
  }

  private setValue(c: number, v: number): void {
    this.write(c, (this.w[this.o + c] & ~VALUE) | v);
  }

  private setFlags(c: number, f: number): void {
    this.write(c, (this.w[this.o + c] & VALUE) | (f << FLAG_SHIFT));
  }

  /**
   * Decides the along-edge (row, col)–(row, col + 1) (`take` 1: drawn), then the across-edges the rules
   * force below column col (and below the last column, whose along-edges are then all known).
   * Returns 0, or the code of the rule the choice breaks.
   */
  decide(take: number): number {
    const line = this.line;
    const done = line;
    const j = this.col;
    const k = j + 1;
    const apart = this.apart;
    if (take) {
      const a = this.value(j);
      const b = this.value(k);
      if (a === done || b === done) return CUT_DEGREE;
      if (a === k) return CUT_CYCLE;
      // A u-turn: this edge with two of the block's other three sides (into j from above, into k from above, the along-edge above this one).
      if (this.canonical) {
        const fj = this.flags(j);
        const fk = this.flags(k);
        if (((fj & FROM_ABOVE) >> 1) + (fj & EAST) + ((fk & FROM_ABOVE) >> 1) >= 2) return CUT_REDUNDANT;
        // A corner: the path turns at j (or k) from above into this edge while the cell above the other one is blank.
        if (this.blanks && ((fj & FROM_ABOVE && !(fk & ABOVE_USED)) || (fk & FROM_ABOVE && !(fj & ABOVE_USED)))) return CUT_REDUNDANT;
      }
      if (a > done && b > done && a !== b) return CUT_LABELS;
      if (apart !== null && a > done && a === b) apart.finished();
      const ka = apart === null ? 0 : this.key(j, this.row);
      const kb = apart === null ? 0 : this.key(k, this.row);
      if (apart !== null && apart.has(ka, kb)) return CUT_TOUCH;
      this.setValue(j, done);
      this.setValue(k, done);
      if (a < done) this.setValue(a, b);
      if (b < done) this.setValue(b, a);
      if (apart !== null && !this.joined(a, b, ka, kb)) return CUT_TOUCH;
    } else if (apart !== null) {
      // Two neighbours without their edge lie on different paths (a finished cell without a label said so when it finished).
      const ka = this.key(j, this.row);
      const kb = this.key(k, this.row);
      if (ka >= 0 && kb >= 0 && !apart.add(ka, kb)) return CUT_TOUCH;
    }
    // Under fill, a cell left without its last along-edge and reached by no edge is uncovered: the cut across(j)
    // makes first, made here before the flags are written, so the parent's words are not copied for it.
    if (!take && this.fill && this.value(j) === j) return CUT_UNCOVERED;
    if (this.canonical) {
      const fj = this.flags(j);
      if (this.blanks) {
        // A detour: the line above runs straight (EAST there) from a cell that came down into this line, over
        // cells of this line left blank, to a cell that comes down too.
        let open = j === 0 ? 0 : this.detour;
        if (!(fj & EAST) || take) open = 0;
        else if (fj & FROM_ABOVE) open = 1;
        else if (this.label[this.row * line + j] >= 0) open = 0;
        if (open && this.flags(k) & FROM_ABOVE) return CUT_REDUNDANT;
        this.detour = j === line - 2 ? 0 : open;
      }
      this.setFlags(j, take ? fj | EAST : fj & ~EAST);
    }
    const last = j === line - 2 ? line - 1 : j;
    for (let c = j; c <= last; c++) {
      const code = this.across(c);
      if (code) return code;
    }
    return apart !== null && this.row + 1 < this.lines ? this.ahead(last) : 0;
  }

  /**
   * fill-notouch: one step ahead, every open cell of the line must still be able to get the edges it
   * needs (a cell without an edge two, an open end one) from a neighbour whose edge is undecided: not
   * a finished cell, not another label, not a piece it is kept apart from. Two cells of one piece with
   * an undecided edge between them are lost already: taking it closes a loop, leaving it out makes the
   * path touch itself. (As the lookahead of ./mate.ts under fill-notouch; these facts only stay true.)
   * Columns up to `last` hold the next line's cells, the others this line's.
   */
  private ahead(last: number): number {
    const line = this.line;
    const { w, o, src, so } = this;
    // Only the columns near what the choice changed: the others passed at the parent, and a check
    // left out only makes a cut later (every cut here is sound), never a wrong one.
    const stamp = ++this.checkStamp;
    const mark = this.checkMark;
    for (let c = 0; c < line; c++) {
      if (w[o + c] === src[so + c] && c !== this.col && c !== this.col + 1) continue;
      for (let y = c > 0 ? c - 1 : 0; y <= c + 1 && y < line; y++) {
        if (mark[y] === stamp) continue;
        mark[y] = stamp;
        const code = this.blocked(y, last);
        if (code) return code;
        // The other open end of its piece: a pair kept apart may have reached it.
        const v = this.value(y);
        if (v < line && v !== y && mark[v] !== stamp) {
          mark[v] = stamp;
          const other = this.blocked(v, last);
          if (other) return other;
        }
      }
    }
    return 0;
  }

  /** fill-notouch: the look ahead at column c (see ahead): 0, or the code of the cut. */
  private blocked(c: number, last: number): number {
    const line = this.line;
    const done = line;
    const v = this.value(c);
    if (v === done) return 0;
    const row = c <= last ? this.row + 1 : this.row;
    // The two open ends of one piece side by side in one line (a label's ends may meet: that finishes it).
    if ((v === c + 1 && c !== last) || (v === c - 1 && c !== last + 1)) return CUT_TOUCH;
    const need = v === c ? 2 : 1;
    let can = 0;
    // The cheap ways first: most cells can go on down into a cell without a label.
    const kx = this.key(c, row);
    if (row + 1 < this.lines && this.openTo(kx, (row + 1) * line + c)) can++;
    if (can >= need) return 0;
    // Beside the last column decided, the next cell of its line is not reached yet.
    if (c === last && c + 1 < line && this.openTo(kx, row * line + c + 1)) can++;
    // The neighbours along the line, when they are in the same line (their edge then undecided).
    const apart = this.apart!;
    for (let y = c - 1; y <= c + 1 && can < need; y += 2) {
      if (y < 0 || y >= line || (y <= last) !== (c <= last)) continue;
      if (this.value(y) === done) continue;
      const ky = this.key(y, row);
      if (kx === ky || !((kx > done && ky > done) || apart.has(kx, ky))) can++;
    }
    return can < need ? CUT_BLOCKED : 0;
  }

  /** fill-notouch: whether the piece kx may still reach cell v, not reached yet: unless it holds another label, or one kept apart from kx. */
  private openTo(kx: number, v: number): boolean {
    const t = this.label[v];
    if (t < 0) return true;
    const kb = this.line + 1 + t;
    return kb === kx || (kx <= this.line && !this.apart!.has(kx, kb));
  }

  /**
   * fill-notouch: the key of column c's piece (./cell-apart.ts) when its cell lies in line `row`: its
   * label's value, else the smaller of its open ends; for a finished cell without a label, −1 (its
   * remaining neighbours were kept apart from its piece when it finished).
   */
  private key(c: number, row: number): number {
    const done = this.line;
    const v = this.value(c);
    if (v > done) return v;
    if (v === done) {
      const t = this.label[row * done + c];
      return t >= 0 ? done + 1 + t : -1;
    }
    return v < c ? v : c;
  }

  /** fill-notouch: the key of the cell below column c's cell in line `row` (a label's value, else a fresh cell's column). */
  private keyBelow(c: number, row: number): number {
    const t = this.label[(row + 1) * this.line + c];
    return t >= 0 ? this.line + 1 + t : c;
  }

  /**
   * fill-notouch: the along-edge at this.col joined the pieces ka and kb (open ends a and b before the
   * edge): they become one key, and a cell the edge finished without a label is kept apart from its
   * neighbours not yet decided (right, below), since its piece's key cannot be read from it later.
   */
  private joined(a: number, b: number, ka: number, kb: number): boolean {
    const apart = this.apart!;
    const done = this.line;
    const into = a > done ? a : b > done ? b : a < b ? a : b;
    if (ka !== into && !apart.rename(ka, into)) return false;
    if (kb !== into && !apart.rename(kb, into)) return false;
    const row = this.row;
    const below = row + 1 < this.lines;
    const j = this.col;
    const k = j + 1;
    if (this.value(j) === done && this.label[row * done + j] < 0 && below && !apart.add(into, this.keyBelow(j, row))) return false;
    if (this.value(k) === done && this.label[row * done + k] < 0) {
      if (below && !apart.add(into, this.keyBelow(k, row))) return false;
      if (k + 1 < done) {
        const right = this.key(k + 1, row);
        if (right >= 0 && !apart.add(into, right)) return false;
      }
    }
    return true;
  }

  /** Column c's cell has all its along-edges: its edge down is forced (or, on the last line, its line must be closed). */
  private across(c: number): number {
    const line = this.line;
    const done = line;
    const v = this.value(c);
    // No edge reached the cell (a cell with a label is never fresh): uncovered under fill, blank under nikoli.
    const blank = v === c;
    if (blank && this.fill) return CUT_UNCOVERED;
    if (this.row === this.lines - 1) {
      if (v === done || blank) return 0;
      return this.label[this.row * line + c] >= 0 ? CUT_ENDPOINT : CUT_DEAD_END;
    }
    const t = this.label[(this.row + 1) * line + c];
    const down = v !== done && !blank;
    const apart = this.apart;
    if (down) {
      if (t >= 0) {
        // The line ends at a label: the right one, and its other end learns whose line it is.
        if (v > done) {
          if (v !== line + 1 + t) return CUT_LABELS;
          if (apart !== null) apart.finished();
        } else {
          // fill-notouch: the piece takes the label, unless it was kept apart from it.
          if (apart !== null && !apart.rename(v < c ? v : c, line + 1 + t)) return CUT_TOUCH;
          this.setValue(v, line + 1 + t);
        }
        this.setValue(c, done);
      }
    } else {
      // fill-notouch: a finished cell and the cell below it lie on different paths (one without a label said so when it finished).
      if (apart !== null && v === done) {
        const own = this.label[this.row * line + c];
        if (own >= 0 && !apart.add(line + 1 + own, t >= 0 ? line + 1 + t : c)) return CUT_TOUCH;
      }
      this.setValue(c, t >= 0 ? line + 1 + t : c);
    }
    if (this.canonical) {
      const f = this.flags(c) & ~(FROM_ABOVE | ABOVE_USED);
      this.setFlags(c, (down ? f | FROM_ABOVE : f) | (this.blanks && !blank ? ABOVE_USED : 0));
      // A u-turn opening downward: the along-edge c − 1 → c of this line, and both its cells going down (FROM_ABOVE now speaks of the line below).
      if (c >= 1 && down && (this.flags(c - 1) & EAST) && (this.flags(c - 1) & FROM_ABOVE)) return CUT_REDUNDANT;
    }
    return 0;
  }
}

export function buildCells(graph: GridGraph, options: Pick<BuildOptions, 'rule' | 'clock' | 'maxNodes'>): BuildOutcome {
  const { clock, maxNodes } = options;
  const L = graph.line;
  const machine = new CellMachine(graph, options.rule);
  const { along } = edgeIndex(graph);
  const levels = along.length;
  const cutCount = new Float64Array(CUT_NAMES.length + 1);
  const widths: number[] = [];
  const builder = new DiagramBuilder();
  let peakStateBytes = 0;
  let opened = 0;
  const finish = (partial: Partial<BuildOutcome>): BuildOutcome => {
    giveBack({ cur, next, curArcs, nextArcs, curSums, nextSums });
    return outcome(partial);
  };
  const outcome = (partial: Partial<BuildOutcome>): BuildOutcome => ({
    stopped: null,
    levelsDone: 0,
    widths,
    nodes: builder.size - 2,
    cuts: Object.fromEntries(CUT_NAMES.map((n, k) => [n, cutCount[k + 1]])) as Record<CutName, number>,
    emptyAt: -1,
    peakStateBytes,
    diagramBytes: builder.bytes(),
    acrossDerived: true,
    ...partial,
  });
  /** Opens the graph's levels up to `level` (across levels stay empty); the last opened takes the nodes added next. */
  const openTo = (level: number): void => {
    while (opened <= level) {
      builder.openLevel(opened++, 0);
      if (widths.length < opened) widths.push(0);
    }
  };

  const lent = spareTables ?? newTables(L);
  spareTables = null;
  let { cur, next, curArcs, nextArcs, curSums, nextSums } = lent;
  cur.clear();
  const rootAt = cur.tail(L + 4);
  const rootSum = machine.start(cur.words, rootAt);
  curSums.set(cur.internTailHashed(machine.stateWords(cur.words, rootAt), finalHash(rootSum)), rootSum);
  curArcs.start(0);
  curArcs.add(0, ROOT_ARC);
  for (let h = 0; h < levels; h++) {
    machine.row = Math.floor(h / (L - 1));
    machine.col = h % (L - 1);
    const level = along[h];
    const lastLevel = h === levels - 1;
    openTo(level);
    const levelBase = builder.size;
    next.clear(cur.count);
    nextArcs.clear();
    const stopped = buildLevel(machine, cur, curArcs, curSums, next, nextArcs, nextSums, builder, cutCount, lastLevel, clock, maxNodes);
    if (stopped) {
      peakStateBytes = Math.max(peakStateBytes, cur.usedBytes() + next.usedBytes() + curArcs.usedBytes(cur.count) + nextArcs.usedBytes(next.count));
      widths[level] = builder.size - levelBase;
      return finish({ stopped: clock.stopped ?? 'nodes', levelsDone: level });
    }
    peakStateBytes = Math.max(peakStateBytes, cur.usedBytes() + next.usedBytes() + curArcs.usedBytes(cur.count) + nextArcs.usedBytes(next.count));
    widths[level] = builder.size - levelBase;
    if (!lastLevel && next.count === 0) {
      openTo(graph.m - 1);
      return finish({ levelsDone: along[h + 1], emptyAt: level, diagram: builder.finish(graph.m, BOTTOM) });
    }
    [cur, next] = [next, cur];
    [curArcs, nextArcs] = [nextArcs, curArcs];
    [curSums, nextSums] = [nextSums, curSums];
  }
  openTo(graph.m - 1);
  const root = builder.lo[ROOT_SLOT];
  builder.lo[ROOT_SLOT] = 0;
  return finish({ levelsDone: graph.m, diagram: builder.finish(graph.m, root) });
}

/** The two levels' tables of a build: the states, the arcs waiting at them, and each state's hash sum. */
interface LevelTables {
  cur: StateTable;
  next: StateTable;
  curArcs: StateArcs;
  nextArcs: StateArcs;
  /** Each state's hash sum (columnHash), by its index in its table: where a choice's hash starts from. */
  curSums: StateSums;
  nextSums: StateSums;
}

function newTables(line: number): LevelTables {
  const tables = { cur: new StateTable(FIRST_STATES, line), next: new StateTable(FIRST_STATES, line) };
  return { ...tables, curArcs: new StateArcs(), nextArcs: new StateArcs(), curSums: new StateSums(), nextSums: new StateSums() };
}

/**
 * The tables of the last build, lent to the next one (null while lent: a build started meanwhile makes its own).
 * A run's boards are built one after another, and tables grown afresh for each board were a tenth of the
 * CPU profile of a group of 25×25 boards: every doubling is a new zeroed array whose pages are touched for
 * the first time, the old one copied. Kept only up to SPARE_BYTES, so what stays alive between boards is bounded.
 */
let spareTables: LevelTables | null = null;
const SPARE_BYTES = 256 * 2 ** 20;

function giveBack(t: LevelTables): void {
  const bytes = t.cur.bytes() + t.next.bytes() + t.curArcs.bytes() + t.nextArcs.bytes() + 4 * (t.curSums.sums.length + t.nextSums.sums.length);
  if (bytes <= SPARE_BYTES) spareTables = t;
}

/**
 * Decides one along-level for every state of `cur`: a state whose 1-choice survives gets a node, the
 * others hand their arcs on (or land them on a terminal); the states the choices reach go into `next`.
 * Returns true when the clock or the node cap stops the build. A function of its own at the top level, so
 * that V8 keeps one optimized copy of the hot loop for all the boards of a run: inside buildCells, beside the
 * closures each call of it makes, a new board's closures threw the optimized loop away ("wrong call target").
 */
function buildLevel(
  machine: CellMachine,
  cur: StateTable,
  curArcs: StateArcs,
  curSums: StateSums,
  next: StateTable,
  nextArcs: StateArcs,
  nextSums: StateSums,
  builder: DiagramBuilder,
  cutCount: Float64Array,
  lastLevel: boolean,
  clock: BudgetClock,
  maxNodes: number,
): boolean {
  const width = cur.count;
  const words = cur.words;
  for (let s = 0; s < width; s++) {
    const from = cur.offset[s];
    const sum = curSums.sums[s];
    // tail() first: it may grow the table's words.
    const room = machine.room(words, from);
    let at = next.tail(room);
    machine.begin(words, from, sum, next.words, at);
    const loCode = machine.decide(0);
    let lo = -1;
    if (loCode !== 0) cutCount[loCode]++;
    else if (!lastLevel) lo = intern(machine, next, nextArcs, nextSums);
    at = next.tail(room);
    machine.begin(words, from, sum, next.words, at);
    const hiCode = machine.decide(1);
    if (hiCode !== 0) {
      cutCount[hiCode]++;
      if (lo >= 0) passOn(curArcs, s, nextArcs, lo);
      else landAll(builder, curArcs, s, loCode !== 0 ? BOTTOM : TOP);
    } else {
      const id = builder.addNode();
      landAll(builder, curArcs, s, id);
      if (lo >= 0) nextArcs.add(lo, 2 * id);
      else builder.lo[id] = loCode !== 0 ? BOTTOM : TOP;
      if (lastLevel) builder.hi[id] = TOP;
      else nextArcs.add(intern(machine, next, nextArcs, nextSums), 2 * id + 1);
    }
    const nodes = builder.size - 2;
    if (clock.tick(nodes) || nodes > maxNodes) return true;
  }
  return false;
}

/**
 * A set of the diagram (its along-edges, ascending) with the across-edges the rules put beside them, in
 * the graph's decision order: a cell goes on downward when its label and its edges from above, left and
 * right make an odd degree so far (1: an open line).
 */
export function withAcrossEdges(graph: GridGraph, alongEdges: readonly number[]): number[] {
  const L = graph.line;
  const { along, across } = edgeIndex(graph);
  const taken = new Uint8Array(graph.m);
  for (const e of alongEdges) taken[e] = 1;
  const fromAbove = new Uint8Array(L);
  const out: number[] = [];
  for (let v = 0; v < graph.n; v++) {
    const c = v % L;
    const r = Math.floor(v / L);
    const left = c > 0 && taken[along[r * (L - 1) + c - 1]] === 1;
    const right = c < L - 1 && taken[along[r * (L - 1) + c]] === 1;
    if (right) out.push(along[r * (L - 1) + c]);
    const degree = (graph.label[v] >= 0 ? 1 : 0) + fromAbove[c] + (left ? 1 : 0) + (right ? 1 : 0);
    fromAbove[c] = 0;
    if (across[v] >= 0 && degree === 1) {
      out.push(across[v]);
      fromAbove[c] = 1;
    }
  }
  return out;
}

/** The machine's state after its decision, in the next level's table (worked out in place there); its index there. */
function intern(machine: CellMachine, next: StateTable, arcs: StateArcs, sums: StateSums): number {
  const len = machine.finish();
  const before = next.count;
  const s = next.internTailHashed(len, finalHash(machine.apart === null ? machine.sum : (machine.sum + machine.pairs) | 0));
  if (next.count !== before) {
    arcs.start(s);
    sums.set(s, machine.sum);
  }
  return s;
}

const quad = (n: number): number => (n + 3) & ~3;

/** The hash sums of one level's states, by index (grown by doubling). */
class StateSums {
  sums = new Int32Array(FIRST_STATES);

  set(s: number, sum: number): void {
    if (s >= this.sums.length) {
      const grown = new Int32Array(2 * this.sums.length);
      grown.set(this.sums);
      this.sums = grown;
    }
    this.sums[s] = sum;
  }
}

/**
 * The CDCL solver's clause database (./cdcl.ts): the longer clauses in one
 * arena of 32-bit words (the formula's first, then those learned or added in
 * a run), the watch lists over them, the marks a learned clause earns by
 * taking part in conflicts, and the periodic reduction that forgets most
 * learned clauses.
 *
 * Propagation and analysis read `arena`, `wl` and `wn` directly, not through
 * methods: the solver reads the fields once per call and then works on the
 * typed arrays in its loops. `arena` may be replaced by a larger copy when a
 * clause is added, so it must be read again after `addClause` or `reduce`.
 *
 * Keeping and forgetting (Audemard and Simon's LBD, "Predicting Learnt
 * Clauses Quality in Modern SAT Solvers", 2009; CaDiCaL's and Kissat's
 * tiers): a learned clause spanning at most TIER1_LBD decision levels is kept
 * for good; one that took part in a conflict survives the next reduction (two
 * at LBD ≤ TIER2_LBD), and its LBD is measured again then; of the others,
 * the share `reduceFraction` spanning the most levels goes.
 */
import { CLAUSE_HEAD, CLAUSE_POS, FIRST_UNWATCHED, type LoadedFormula } from './formula-load';

// Clause header (./formula-load.ts): arena[c] = size, arena[c + 1] = flags | lbd << LBD_SHIFT,
// arena[c + CLAUSE_POS] = where the last watch search stopped; literals from c + CLAUSE_HEAD.
export const LEARNT = 1;
const DELETED = 2;
/** Added for the rest of the run (a model's blocking clause): never forgotten. */
export const PERMANENT = 4;
/**
 * Two bits: how many more reductions a learned clause survives because it
 * took part in a conflict's analysis (2 for one of tier two, 1 otherwise).
 */
const USED_ONE = 8;
const USED_MASK = 24;
const LBD_SHIFT = 5;
/** Learned clauses of at most this LBD are kept for good ("glue" clauses). */
export const TIER1_LBD = 2;
/** Learned clauses of at most this LBD are kept while they keep taking part in conflicts. */
const TIER2_LBD = 6;

/** The solver's assignment, shared by reference: read here, and a moved reason clause is followed. */
export interface AssignmentArrays {
  /** value[lit] = 1 true, −1 false, 0 unassigned. */
  value: Int8Array;
  level: Int32Array;
  /** Reason of each variable: a clause reference into the arena when ≥ 0. */
  reason: Int32Array;
}

export interface ReduceSettings {
  tiers: boolean;
  reduceFraction: number;
}

export class ClauseDb {
  arena: Int32Array;
  /** Watch lists: wl[lit][0 … wn[lit]) holds pairs (clause, blocker literal) for the clauses watching lit. */
  readonly wl: (Int32Array | null)[];
  readonly wn: Int32Array;
  /** Learned and added clauses, oldest first. */
  learnts: Int32Array = new Int32Array(256);
  learntCount = 0;
  private arenaEnd: number;
  // The base formula below baseEnd, and a pristine copy of it for resets.
  private readonly baseEnd: number;
  private readonly baseArena: Int32Array;
  private readonly baseClauses: Int32Array;
  /** For counting levels (LBD): levelStamp[l] = stamp when level l was met in the current count. */
  private readonly levelStamp: Int32Array;
  private stamp = 0;
  /** Whether the base formula's watch lists were cut from one buffer yet (carveLists). */
  private carved = false;

  /** `spend(units)` counts work for the solver's budget. */
  constructor(
    f: LoadedFormula,
    private readonly assignment: AssignmentArrays,
    private readonly settings: ReduceSettings,
    private readonly spend: (units: number) => void,
  ) {
    const n = assignment.level.length;
    this.arena = f.arena;
    this.baseEnd = f.end;
    this.arenaEnd = f.end;
    this.baseArena = f.arena.slice(0, f.end);
    this.baseClauses = f.baseClauses;
    this.levelStamp = new Int32Array(n + 1);
    this.wl = new Array<Int32Array | null>(2 * n).fill(null);
    this.wn = new Int32Array(2 * n);
  }

  /** Back to the base formula as it was read, every learned clause forgotten. */
  reset(): void {
    this.arena.set(this.baseArena);
    this.arenaEnd = this.baseEnd;
    this.learntCount = 0;
    this.attachAll();
  }

  watch(lit: number, cref: number, blocker: number): void {
    let ws = this.wl[lit];
    const n = this.wn[lit];
    if (ws === null || n + 2 > ws.length) {
      const grown = new Int32Array(ws === null ? FIRST_WATCH_CAPACITY : ws.length * 2);
      if (ws !== null) grown.set(ws);
      this.wl[lit] = ws = grown;
    }
    ws[n] = cref;
    ws[n + 1] = blocker;
    this.wn[lit] = n + 2;
  }

  /** Rebuilds every watch list from the clauses' first two literals (they are always the watched ones). */
  private attachAll(): void {
    this.wn.fill(0);
    this.spend(this.wn.length >> 4);
    if (!this.carved) this.carveLists();
    const a = this.arena;
    for (let k = 0; k < this.baseClauses.length; k++) {
      const c = this.baseClauses[k];
      this.watch(a[c + CLAUSE_HEAD], c, a[c + CLAUSE_HEAD + 1]);
      this.watch(a[c + CLAUSE_HEAD + 1], c, a[c + CLAUSE_HEAD]);
      if ((k & 1023) === 1023) this.spend(1024);
    }
    for (let k = 0; k < this.learntCount; k++) {
      const c = this.learnts[k];
      this.watch(a[c + CLAUSE_HEAD], c, a[c + CLAUSE_HEAD + 1]);
      this.watch(a[c + CLAUSE_HEAD + 1], c, a[c + CLAUSE_HEAD]);
      if ((k & 1023) === 1023) this.spend(1024);
    }
  }

  /**
   * Gives each literal the base formula watches its first list as a view of
   * one shared buffer, sized as watch() would grow it (8, then doubling), so
   * attaching a small formula is one allocation instead of one per literal:
   * on a file of 9×9 Sudokus those allocations were a third of the bytes
   * allocated per board. A list that outgrows its view moves to an array of
   * its own in watch().
   */
  private carveLists(): void {
    this.carved = true;
    const need = this.wn;
    const a = this.arena;
    for (let k = 0; k < this.baseClauses.length; k++) {
      const c = this.baseClauses[k];
      need[a[c + CLAUSE_HEAD]] += 2;
      need[a[c + CLAUSE_HEAD + 1]] += 2;
    }
    let total = 0;
    for (let lit = 0; lit < need.length; lit++) if (need[lit] > 0 && this.wl[lit] === null) total += watchCapacity(need[lit]);
    const buffer = new Int32Array(total);
    let at = 0;
    for (let lit = 0; lit < need.length; lit++) {
      if (need[lit] === 0 || this.wl[lit] !== null) continue;
      const capacity = watchCapacity(need[lit]);
      this.wl[lit] = buffer.subarray(at, at + capacity);
      at += capacity;
    }
    need.fill(0);
  }

  /** Stores a clause of internal literals (first two watched) and returns its reference. */
  addClause(lits: ArrayLike<number>, flags: number, lbd: number): number {
    const need = lits.length + CLAUSE_HEAD;
    if (this.arenaEnd + need > this.arena.length) {
      const grown = new Int32Array(Math.max(this.arenaEnd + need, this.arena.length * 2));
      grown.set(this.arena.subarray(0, this.arenaEnd));
      this.arena = grown;
    }
    const c = this.arenaEnd;
    const a = this.arena;
    a[c] = lits.length;
    a[c + 1] = flags | (lbd << LBD_SHIFT);
    a[c + CLAUSE_POS] = FIRST_UNWATCHED;
    for (let k = 0; k < lits.length; k++) a[c + CLAUSE_HEAD + k] = lits[k];
    this.arenaEnd += need;
    if (this.learntCount === this.learnts.length) {
      const grown = new Int32Array(this.learnts.length * 2);
      grown.set(this.learnts);
      this.learnts = grown;
    }
    this.learnts[this.learntCount++] = c;
    this.watch(lits[0], c, lits[1]);
    this.watch(lits[1], c, lits[0]);
    return c;
  }

  /**
   * Clause c took part in a conflict's analysis: a learned one is kept by the
   * next reductions (tiers), and its LBD is measured again, since the levels
   * of its literals have changed since it was learned; a lower one sticks.
   * Returns the work done (literals read).
   */
  used(c: number): number {
    const a = this.arena;
    const flags = a[c + 1];
    if (!(flags & LEARNT) || !this.settings.tiers) return 0;
    const old = flags >> LBD_SHIFT;
    const times = old <= TIER2_LBD ? 2 : 1;
    let f = (flags & ~USED_MASK) | (times * USED_ONE);
    let work = 0;
    if (old > TIER1_LBD) {
      const size = a[c];
      work = size;
      const lbd = this.levelCount(a, c + CLAUSE_HEAD, c + CLAUSE_HEAD + size, old);
      if (lbd < old) f = (f & ((1 << LBD_SHIFT) - 1)) | (lbd << LBD_SHIFT);
    }
    a[c + 1] = f;
    return work;
  }

  /** The LBD of lits[from … to): how many distinct decision levels they span, counted up to `cap`. */
  levelCount(lits: Int32Array, from: number, to: number, cap: number): number {
    const { levelStamp } = this;
    const level = this.assignment.level;
    const stamp = ++this.stamp;
    let count = 0;
    for (let k = from; k < to && count < cap; k++) {
      const l = level[lits[k] >> 1];
      if (levelStamp[l] !== stamp) {
        levelStamp[l] = stamp;
        count++;
      }
    }
    return count;
  }

  /**
   * Forgets learned clauses and returns how many. Kept: any with LBD ≤
   * TIER1_LBD, any added for the run, any that is the reason of a current
   * assignment, and (with tiers) any used in a conflict since the last
   * reduction — for good while its LBD is ≤ TIER2_LBD, for one more round
   * otherwise. Of the rest, the share `reduceFraction` spanning the most
   * levels (then the longest, then the oldest) goes; without tiers, that
   * share of all learned clauses, as in Glucose. Then the arena is compacted
   * and the watch lists rebuilt.
   */
  reduce(): number {
    const a = this.arena;
    const { value, reason } = this.assignment;
    const tiers = this.settings.tiers;
    const candidates: number[] = [];
    for (let k = 0; k < this.learntCount; k++) {
      const c = this.learnts[k];
      const flags = a[c + 1];
      if (flags & PERMANENT) continue;
      if (flags >> LBD_SHIFT <= TIER1_LBD) continue;
      const lit0 = a[c + CLAUSE_HEAD];
      if (value[lit0] === 1 && reason[lit0 >> 1] === c) continue;
      if (tiers && flags & USED_MASK) {
        a[c + 1] = flags - USED_ONE;
        continue;
      }
      candidates.push(c);
    }
    candidates.sort((x, y) => (a[y + 1] >> LBD_SHIFT) - (a[x + 1] >> LBD_SHIFT) || a[y] - a[x] || x - y);
    this.spend(candidates.length * Math.ceil(Math.log2(candidates.length + 2)));
    const fraction = this.settings.reduceFraction;
    const removeCount = Math.min(candidates.length, Math.floor((tiers ? candidates.length : this.learntCount) * fraction));
    for (let k = 0; k < removeCount; k++) a[candidates[k] + 1] |= DELETED;
    this.spend(this.learntCount * 4);
    // Compact: learned clauses move down in order; a moved reason follows its clause.
    let dst = this.baseEnd;
    let kept = 0;
    for (let k = 0; k < this.learntCount; k++) {
      const c = this.learnts[k];
      const size = a[c];
      if (a[c + 1] & DELETED) continue;
      const lit0 = a[c + CLAUSE_HEAD];
      if (value[lit0] === 1 && reason[lit0 >> 1] === c) reason[lit0 >> 1] = dst;
      if (dst !== c) a.copyWithin(dst, c, c + size + CLAUSE_HEAD);
      this.learnts[kept++] = dst;
      dst += size + CLAUSE_HEAD;
    }
    this.arenaEnd = dst;
    this.learntCount = kept;
    this.attachAll();
    return removeCount;
  }
}

/** A watch list's first length; watch() doubles it when full. */
const FIRST_WATCH_CAPACITY = 8;

/** The length watch() grows a list to for n entries: its first length, doubled as often as needed. */
function watchCapacity(n: number): number {
  let capacity = FIRST_WATCH_CAPACITY;
  while (capacity < n) capacity *= 2;
  return capacity;
}

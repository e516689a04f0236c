/**
 * Making a learned clause shorter before the CDCL solver (./cdcl.ts) keeps
 * it: the clause that first-UIP analysis found is implied by the formula,
 * and so is any clause these two steps make of it.
 *
 * - Minimisation (MiniSat's recursive test): a literal whose reason's
 *   literals are all in the clause, or are themselves implied by literals in
 *   it, is dropped.
 * - Shrinking (Fleury and Biere, "Efficient All-UIP Learned Clause
 *   Minimization", 2021): the literals the clause has at one earlier level
 *   are often all implied by a single literal of that level — a UIP of the
 *   level's block, found by the same walk back along the trail as the first
 *   UIP, as long as every reason met on the way brings in only literals of
 *   that level, literals already in the clause, or literals minimisation
 *   proves implied. Then the block becomes that one literal.
 *
 * The solver hands over its assignment arrays once; they are read here,
 * never changed, but for `seen`, whose marks every call leaves as it found
 * them (clear). Work (literals read) is counted for the solver's budget.
 */
import type { ShrunkBlock } from './events';
import { CLAUSE_HEAD } from './formula-load';
import { toDimacs } from './literals';

/** What the solver's state holds for each variable and the trail, shared by reference. */
export interface TrailArrays {
  /** Decision level of each variable. */
  level: Int32Array;
  /** Reason of each variable: −1 decided, ≤ −2 the two-literal clause with literal −2 − r, else a clause in the arena. */
  reason: Int32Array;
  trail: Int32Array;
  /** trailLim[d] = where level d + 1 starts on the trail. */
  trailLim: Int32Array;
  /** 1 for the variables of the clause being learned (set by the analysis, cleared here). */
  seen: Uint8Array;
}

/** What the caller's trace wants to hear (null when no one is watching). */
export interface ShorteningRecord {
  minimisedAway: number[];
  shrunk: ShrunkBlock[];
}

export class ClauseShortener {
  /** Literals read, since construction (the solver adds the difference to its own count). */
  work = 0;
  /** Literals dropped by minimisation, and by shrinking, since construction. */
  minimised = 0;
  shrunk = 0;
  private arena: Int32Array = new Int32Array(0);
  /** Literals whose `seen` mark must be cleared at the end (a stack in a typed array). */
  private toClear: Int32Array = new Int32Array(256);
  private clearLen = 0;
  private stack: Int32Array = new Int32Array(256);
  private readonly shrinkMark: Int32Array;
  private shrinkStamp = 0;

  constructor(
    private readonly t: TrailArrays,
    numVars: number,
  ) {
    this.shrinkMark = new Int32Array(numVars);
  }

  /**
   * Shortens out[1 … len) in place (out[0], the asserting literal, stays)
   * and returns the new length. `bumpUip(v)` hears each variable that
   * shrinking brings into the clause. Every `seen` mark is cleared on return.
   */
  shorten(arena: Int32Array, out: Int32Array, len: number, shrink: boolean, bumpUip: (v: number) => void, record: ShorteningRecord | null): number {
    const { level, reason, seen } = this.t;
    this.arena = arena;
    this.clearLen = 0;
    for (let k = 1; k < len; k++) this.pushClear(out[k]);
    let abstract = 0;
    for (let k = 1; k < len; k++) abstract |= 1 << (level[out[k] >> 1] & 31);
    let kept = 1;
    for (let k = 1; k < len; k++) {
      const q = out[k];
      if (reason[q >> 1] === -1 || !this.redundant(q, abstract)) out[kept++] = q;
      else if (record) record.minimisedAway.push(toDimacs(q));
    }
    this.minimised += len - kept;
    len = kept;
    if (shrink && len > 2) {
      const before = len;
      len = this.shrink(out, len, abstract, bumpUip, record);
      this.shrunk += before - len;
    }
    for (let k = 0; k < this.clearLen; k++) seen[this.toClear[k] >> 1] = 0;
    return len;
  }

  /** out[1 … len) sorted by level, highest first, then each level's block replaced by its UIP where it has one. */
  private shrink(out: Int32Array, len: number, abstract: number, bumpUip: (v: number) => void, record: ShorteningRecord | null): number {
    const level = this.t.level;
    // Insertion sort by level, highest first (clauses have tens of literals).
    for (let i = 2; i < len; i++) {
      const q = out[i];
      const l = level[q >> 1];
      let j = i - 1;
      while (j >= 1 && level[out[j] >> 1] < l) {
        out[j + 1] = out[j];
        j--;
      }
      out[j + 1] = q;
    }
    let kept = 1;
    for (let i = 1; i < len; ) {
      const l = level[out[i] >> 1];
      let j = i + 1;
      while (j < len && level[out[j] >> 1] === l) j++;
      const uip = j - i >= 2 ? this.blockUip(out, i, j, l, abstract) : -1;
      if (uip >= 0) {
        if (record) record.shrunk.push({ level: l, block: Array.from(out.subarray(i, j), toDimacs), uip: toDimacs(uip) });
        out[kept++] = uip ^ 1;
        bumpUip(uip >> 1);
      } else for (let k = i; k < j; k++) out[kept++] = out[k];
      i = j;
    }
    return kept;
  }

  /**
   * The UIP of the block out[from … to) at level l: the true literal on the
   * trail every path from the level's decision to the block passes through,
   * or −1 when a reason on the way needs a literal the clause cannot vouch for.
   */
  private blockUip(out: Int32Array, from: number, to: number, l: number, abstract: number): number {
    const { level, reason, trail, trailLim, seen } = this.t;
    const arena = this.arena;
    const mark = this.shrinkMark;
    const stamp = ++this.shrinkStamp;
    let open = to - from;
    for (let k = from; k < to; k++) mark[out[k] >> 1] = stamp;
    const low = trailLim[l - 1];
    // A literal of a lower level is fine when it is in the clause (seen) or implied by it.
    const vouched = (q: number): boolean => {
      const u = q >> 1;
      const lu = level[u];
      if (lu === l) {
        if (mark[u] !== stamp) {
          mark[u] = stamp;
          open++;
        }
        return true;
      }
      return lu === 0 || seen[u] === 1 || (reason[u] !== -1 && ((1 << (lu & 31)) & abstract) !== 0 && this.redundant(q, abstract));
    };
    for (let i = trailLim[l] - 1; i >= low; i--) {
      const t = trail[i];
      const v = t >> 1;
      if (mark[v] !== stamp) continue;
      if (open === 1) {
        this.work += trailLim[l] - i;
        return t;
      }
      open--;
      const r = reason[v];
      if (r === -1) return -1;
      if (r <= -2) {
        if (!vouched(-2 - r)) return -1;
        continue;
      }
      const size = arena[r];
      this.work += size;
      for (let k = 1; k < size; k++) if (!vouched(arena[r + CLAUSE_HEAD + k])) return -1;
    }
    return -1;
  }

  /** MiniSat's test: is q implied by the other literals of the clause (through reasons at their levels)? */
  private redundant(q: number, abstract: number): boolean {
    const { seen, level, reason } = this.t;
    const arena = this.arena;
    const top = this.clearLen;
    let stack = this.stack;
    let sp = 0;
    stack[sp++] = q;
    while (sp > 0) {
      const v = stack[--sp] >> 1;
      const r = reason[v];
      // The other literals of v's reason: one for a two-literal clause, else positions 1 … size−1.
      const n = r <= -2 ? 1 : arena[r] - 1;
      this.work += n;
      for (let k = 0; k < n; k++) {
        const l = r <= -2 ? -2 - r : arena[r + CLAUSE_HEAD + 1 + k];
        const u = l >> 1;
        if (seen[u] || level[u] === 0) continue;
        if (reason[u] !== -1 && (1 << (level[u] & 31)) & abstract) {
          seen[u] = 1;
          if (sp === stack.length) stack = this.stack = grown(stack);
          stack[sp++] = l;
          this.pushClear(l);
        } else {
          for (let j = top; j < this.clearLen; j++) seen[this.toClear[j] >> 1] = 0;
          this.clearLen = top;
          return false;
        }
      }
    }
    return true;
  }

  private pushClear(l: number): void {
    if (this.clearLen === this.toClear.length) this.toClear = grown(this.toClear);
    this.toClear[this.clearLen++] = l;
  }
}

function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

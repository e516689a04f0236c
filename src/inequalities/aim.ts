/**
 * Weighing sums for the selective method (see selective.ts for the idea):
 * for one target variable and direction, find the bases that can start a
 * useful chain with the aids, and grow a greedy chain from those. All of it
 * on scratch arrays; nothing is built here.
 *
 * Which chains come out is fixed by the rule in selective.ts: for target v,
 * the aids are the inequalities with v on the wanted side; a base b gets,
 * from every aid a, the gain d(a, b) = |a_v| − slack(a) + cancel(a, b) when
 * that is positive, and is grown (in the order the aids first reach it) when
 * |its own v term| − slack(b) + its gains is positive. Weighing every
 * inequality that overlaps an aid would give exactly that, but on an open
 * board a row of 100 cells overlaps 10,000 inequalities, for every cell, on
 * every pass. So the bases are found through two indexes that can only leave
 * out bases that could never be grown:
 *
 * - Partners of an aid (when a cell has many aids). An aid a can give a
 *   positive gain only to a base that cancels more than slack(a) − max|a|
 *   of it, so the base must meet every part of a whose mass is larger than
 *   what remains; a short prefix of a's free terms is enough to find them
 *   all. The list is kept until a variable of a is set or a new inequality
 *   meets a.
 * - Sentinels of a base (when a cell has few aids that barely overlap). A
 *   base without v can only be grown if nearly all its free mass lies in
 *   the aids: what lies outside is less than Q(b) + X, where Q(b) = free
 *   mass − slack depends on b alone and X on how much the aids overlap each
 *   other away from v. Each base keeps "sentinel" terms of mass ≥ Q(b) (a
 *   single term for a "≥ 1"), so one of them is in the aids whenever it
 *   matters; the aids' variables only look at the bases that chose them.
 *   Bases with v are few (v's own inequalities) and are all weighed.
 * The plain weighing is kept in tests/inequalities/aim-reference.ts; the two
 * must agree chain for chain.
 */
import { aidsOf, ChainGrower, coefficient } from './chain-grow';
import { UNKNOWN } from './forcing';
import type { Inequality } from './inequality';
import type { EngineRun } from './run';
import { grownInt32 } from './typed-arrays';

const NEVER = -1;
/**
 * The X an aim's aids may overlap by, away from the target, for the
 * sentinel route (see above). Lines crossing at the target do not overlap
 * elsewhere, the common case on open ground; aims whose aids do (next to
 * clues, where every list is short) use partners.
 */
const SENTINEL_SPARE = 0;
/** More aids than this: the aim goes through their partner lists. */
const FEW_AIDS = 6;
/** A partner prefix longer than this share of the aid: scan the whole aid instead. */
const PREFIX_SHARE = 0.25;

export class SumAimer {
  private readonly lastTried: Int32Array;
  private readonly chains: ChainGrower;
  // Per inequality, grown with the system.
  private gain = new Int32Array(0);
  private scratch = new Int32Array(0);
  private seen = new Int32Array(0);
  private stamp = 0;
  /** When a variable of the inequality was last set, or a new inequality met it (aimer clock). */
  private changedStamp = new Int32Array(0);
  private partnersBuilt = new Int32Array(0);
  /** Per aid: how many partners its cached list has (read before the list, which is often empty). */
  private partnerCount = new Int32Array(0);
  private partners: (Int32Array | null)[] = [];
  private sentinelMass = new Int32Array(0);
  private sentinelStart = new Int32Array(0);
  private sentinelScanned = new Int32Array(0);
  /**
   * Per literal 2·v + (1 for a positive coefficient): (inequality, term)
   * pairs for which the variable is a sentinel with that sign. A variable's
   * lists are dropped when it is set, so no entry is ever stale.
   */
  private sentinels: number[][];
  private clock = 0;
  private syncedTrail = 0;
  private syncedActivations = 0;
  private syncedLayout = -1;
  // Scratch of one aim: per variable, the aid terms on it (a linked list in parallel arrays).
  private readonly aidHead: Int32Array;
  private readonly aidStamp: Int32Array;
  private readonly aidMass: Int32Array;
  private readonly aidCount: Int32Array;
  private aidNext = new Int32Array(64);
  private aidIndex = new Int32Array(64);
  private aidCoef = new Int32Array(64);
  private readonly aidVars: number[] = [];
  private aimStamp = 0;
  private cancelOf = new Int32Array(FEW_AIDS + 1);
  private readonly bases: number[] = [];
  private seed = 0x6b43a9b5;

  constructor(
    private readonly run: EngineRun,
    private readonly maxChain: number,
  ) {
    const n = run.system.variableCount;
    this.lastTried = new Int32Array(2 * n).fill(NEVER);
    this.chains = new ChainGrower(run, maxChain);
    this.sentinels = Array.from({ length: 2 * n }, () => []);
    this.aidHead = new Int32Array(n).fill(-1);
    this.aidStamp = new Int32Array(n);
    this.aidMass = new Int32Array(n);
    this.aidCount = new Int32Array(n);
  }

  /**
   * The ids to add up (base first) to force `v` to `goal`, or null.
   *
   * Only a base with a positive first gain can start a chain, and only one
   * whose gap plus all positive first gains is positive can end in a forcing,
   * so only those are grown; a base is grown again only if it or an aid
   * changed since v was last tried (the gap of a sum can only grow when a
   * summand's slack fell).
   */
  aim(v: number, goal: 0 | 1): number[] | null {
    this.sync();
    const sys = this.run.system;
    const dir = goal === 1 ? 1 : -1;
    const since = this.lastTried[2 * v + goal];
    this.lastTried[2 * v + goal] = sys.time;
    const { aids, aidsChanged } = aidsOf(this.run, v, goal, since);
    if (aids.length === 0) return null;
    const bases = this.bases;
    bases.length = 0;
    if (aids.length > FEW_AIDS || !this.basesBySentinels(v, dir, aids)) this.basesByPartners(v, aids);
    const chain = this.chains.firstChain(bases, this.gain, aids, v, dir, since, aidsChanged);
    for (const b of bases) this.gain[b] = 0;
    return chain;
  }

  /** Bases through the aids' partner lists, in the order the aids reach them. */
  private basesByPartners(v: number, aids: number[]): void {
    const sys = this.run.system;
    const { gain, bases } = this;
    let weighed = 0;
    for (const a of aids) {
      if (this.partnersBuilt[a] >= this.changedStamp[a] && this.partnersBuilt[a] > 0 && this.partnerCount[a] === 0) continue;
      const list = this.partnersOf(a);
      if (list.length === 0) continue;
      const need = sys.slack(a) - Math.abs(coefficient(sys.inequality(a), v));
      weighed += list.length >> 1;
      for (let j = 0; j < list.length; j += 2) {
        const b = list[j];
        const d = list[j + 1] - need;
        if (d <= 0 || sys.isSatisfiedForSure(b)) continue;
        if (gain[b] === 0) bases.push(b);
        gain[b] += d;
      }
    }
    this.run.stats.pairsTried += weighed;
    this.run.tick(weighed);
  }

  /**
   * Bases through the sentinels of the aids' variables, sorted into the
   * order the aids would reach them. False (and nothing done) when the aids
   * overlap each other by more than the sentinels allow for.
   */
  private basesBySentinels(v: number, dir: number, aids: number[]): boolean {
    const sys = this.run.system;
    const stamp = ++this.aimStamp;
    const vars = this.aidVars;
    vars.length = 0;
    let entries = 0;
    let work = 0;
    aids.forEach((a, i) => {
      const ineq = sys.inequality(a);
      work += ineq.vars.length;
      for (let t = 0; t < ineq.vars.length; t++) {
        const w = ineq.vars[t];
        if (sys.values[w] !== UNKNOWN) continue;
        if (this.aidStamp[w] !== stamp) {
          this.aidStamp[w] = stamp;
          this.aidHead[w] = -1;
          this.aidMass[w] = 0;
          this.aidCount[w] = 0;
          vars.push(w);
        }
        if (entries === this.aidNext.length) this.growAidEntries();
        this.aidIndex[entries] = i;
        this.aidCoef[entries] = ineq.coefs[t];
        this.aidNext[entries] = this.aidHead[w];
        this.aidHead[w] = entries++;
        this.aidMass[w] += Math.abs(ineq.coefs[t]);
        this.aidCount[w]++;
      }
    });
    // How much the aids overlap each other, away from v and at v.
    let overlap = 0;
    for (const w of vars) if (w !== v && this.aidCount[w] > 1) overlap += this.aidMass[w] - 1;
    if (overlap > SENTINEL_SPARE) {
      this.run.tick(work);
      return false;
    }
    const atV = this.aidStamp[v] === stamp && this.aidCount[v] > 1 ? this.aidMass[v] - 1 : 0;
    const needs = aids.map((a) => sys.slack(a) - Math.abs(coefficient(sys.inequality(a), v)));
    const seenStamp = ++this.stamp;
    const found: { base: number; first: number }[] = [];
    // `bv`: b's coefficient of v (0 when b has no v).
    const weigh = (b: number, bv: number): void => {
      this.seen[b] = seenStamp;
      // Past this much free mass outside the aids, b cannot reach (see the file's comment).
      const limit = sys.freeMass(b) - sys.slack(b) + (bv !== 0 ? dir * bv + atV : 0) + overlap;
      work += this.weighBase(b, aids, needs, limit, stamp);
      if (this.weighedFirst < 0) return;
      this.gain[b] = this.weighedGain;
      found.push({ base: b, first: this.weighedFirst });
    };
    // Bases with v: all of v's inequalities.
    const occ = sys.occurrences(v);
    for (let k = 0; k < occ.ids.length; k++) weigh(occ.ids[k], occ.coefs[k]);
    // Bases without v: through the sentinels on the aids' variables, of the sign that cancels an aid there.
    for (const w of vars) {
      for (let e = this.aidHead[w]; e >= 0; e = this.aidNext[e]) {
        const positive = this.aidCoef[e] > 0 ? 0 : 1;
        // One list per sign: skip it when an earlier aid term on w had the same sign.
        let repeated = false;
        for (let f = this.aidNext[e]; f >= 0; f = this.aidNext[f]) if ((this.aidCoef[f] > 0 ? 0 : 1) === positive) repeated = true;
        if (repeated) continue;
        const list = this.sentinels[2 * w + positive];
        work += list.length;
        for (let j = 0; j < list.length; j += 2) {
          const b = list[j];
          if (this.seen[b] === seenStamp || !this.hasOpposite(w, positive, aids, b)) continue;
          weigh(b, 0);
        }
      }
    }
    this.run.stats.pairsTried += found.length;
    this.run.tick(work);
    if (found.length > 1) {
      // The order the plain weighing meets them: by first aid, then where in it, then place in that variable's list.
      const keyed = found.map((f) => ({ ...f, ...this.firstMeeting(aids[f.first], f.base) }));
      keyed.sort((p, q) => p.first - q.first || p.at - q.at || p.rank - q.rank);
      for (const f of keyed) this.bases.push(f.base);
    } else if (found.length === 1) this.bases.push(found[0].base);
    return true;
  }

  /** What the last weighBase found: the base's total gain and the first aid giving one (−1: none). */
  private weighedGain = 0;
  private weighedFirst = -1;

  /**
   * What the aids give base `b` (into weighedGain and weighedFirst: no gain
   * when more than `limit` of b's free mass lies outside the aids, which
   * rules out a positive reach); returns the work done.
   */
  private weighBase(b: number, aids: number[], needs: number[], limit: number, stamp: number): number {
    const sys = this.run.system;
    const ineq = sys.inequality(b);
    const cancel = this.cancelOf;
    cancel.fill(0, 0, aids.length);
    let outside = 0;
    // In a spread-out order: a base's terms inside the aids often come in
    // runs (a line of cells), and the walk should meet an outside one soon.
    const n = ineq.vars.length;
    const step = strideFor(n);
    let t = 0;
    for (let at = 0; t < n && outside < limit; t++, at += step, at >= n && (at -= n)) {
      const x = ineq.vars[at];
      if (sys.values[x] !== UNKNOWN) continue;
      const c = ineq.coefs[at];
      let inside = false;
      if (this.aidStamp[x] === stamp) {
        for (let e = this.aidHead[x]; e >= 0; e = this.aidNext[e]) {
          const ac = this.aidCoef[e];
          if (ac > 0 === c > 0 || aids[this.aidIndex[e]] === b) continue;
          cancel[this.aidIndex[e]] += Math.min(Math.abs(ac), Math.abs(c));
          inside = true;
        }
      }
      if (!inside) outside += Math.abs(c);
    }
    this.weighedGain = 0;
    this.weighedFirst = -1;
    if (outside >= limit || sys.isSatisfiedForSure(b)) return t;
    for (let i = 0; i < aids.length; i++) {
      const d = cancel[i] - needs[i];
      if (d <= 0) continue;
      this.weighedGain += d;
      if (this.weighedFirst < 0) this.weighedFirst = i;
    }
    return t;
  }

  /** True when some aid other than `b` has `w` with the sign opposite to b's (`positive`: 1 when b's is positive). */
  private hasOpposite(w: number, positive: number, aids: number[], b: number): boolean {
    for (let e = this.aidHead[w]; e >= 0; e = this.aidNext[e]) {
      if ((this.aidCoef[e] > 0 ? 1 : 0) !== positive && aids[this.aidIndex[e]] !== b) return true;
    }
    return false;
  }

  /** Where the plain weighing of aid `a` first meets base `b`: the shared variable, and b's place in its list. */
  private firstMeeting(a: number, b: number): { at: number; rank: number } {
    const sys = this.run.system;
    const ai = sys.inequality(a);
    const bi = sys.inequality(b);
    let i = 0;
    let j = 0;
    while (i < ai.vars.length && j < bi.vars.length) {
      const x = ai.vars[i];
      const y = bi.vars[j];
      if (x < y) i++;
      else if (y < x) j++;
      else {
        if (sys.values[x] === UNKNOWN && ai.coefs[i] > 0 !== bi.coefs[j] > 0) {
          return { at: x, rank: sys.occurrences(x).ids.indexOf(b) };
        }
        i++;
        j++;
      }
    }
    return { at: Infinity, rank: 0 };
  }

  /**
   * The bases aid `a` can give a positive gain for some target, with what it
   * cancels of each, in the order the plain weighing meets them; cached until
   * a variable of `a` is set or a new inequality meets it.
   */
  private partnersOf(a: number): Int32Array {
    const cached = this.partners[a];
    if (cached && this.partnersBuilt[a] >= this.changedStamp[a]) return cached;
    const sys = this.run.system;
    const ineq = sys.inequality(a);
    const needLeast = sys.slack(a) - sys.largestCoefficient(a);
    const room = sys.freeMass(a) - needLeast;
    const out: number[] = [];
    let work = ineq.vars.length;
    if (room > 0) {
      // The prefix of free terms every partner must meet.
      let prefix = 0;
      let mass = 0;
      let free = 0;
      for (let t = 0; t < ineq.vars.length; t++) {
        if (sys.values[ineq.vars[t]] !== UNKNOWN) continue;
        free++;
        if (mass < room) {
          mass += Math.abs(ineq.coefs[t]);
          prefix = t + 1;
        }
      }
      const stamp = ++this.stamp;
      const meet: number[] = [];
      const scanAll = free > 0 && mass < room ? true : prefix > PREFIX_SHARE * ineq.vars.length;
      const end = scanAll ? ineq.vars.length : prefix;
      const cancelled = this.scratch;
      for (let t = 0; t < end; t++) {
        const w = ineq.vars[t];
        if (sys.values[w] !== UNKNOWN) continue;
        const c = ineq.coefs[t];
        const around = sys.occurrences(w);
        work += around.ids.length;
        for (let k = 0; k < around.ids.length; k++) {
          const b = around.ids[k];
          const cb = around.coefs[k];
          if (b === a || cb > 0 === c > 0) continue;
          if (this.seen[b] !== stamp) {
            this.seen[b] = stamp;
            meet.push(b);
            cancelled[b] = 0;
          }
          if (scanAll) cancelled[b] += Math.min(Math.abs(c), Math.abs(cb));
        }
      }
      for (const b of meet) {
        let c: number;
        if (scanAll) c = cancelled[b];
        else {
          const r = this.cancelWithin(ineq, sys.inequality(b), room);
          work += r.work;
          c = r.cancel;
        }
        cancelled[b] = 0;
        if (c > needLeast) out.push(b, c);
      }
    }
    this.run.tick(work);
    const list = Int32Array.from(out);
    this.partners[a] = list;
    this.partnersBuilt[a] = this.clock;
    this.partnerCount[a] = list.length >> 1;
    return list;
  }

  /** What `b` cancels of aid `a` (free terms, opposite signs); stops early once it cannot exceed mass(a) − room. */
  private cancelWithin(a: Inequality, b: Inequality, room: number): { cancel: number; work: number } {
    const values = this.run.system.values;
    let missed = 0;
    let cancel = 0;
    let j = 0;
    let work = 0;
    for (let i = 0; i < a.vars.length && missed < room; i++) {
      const w = a.vars[i];
      if (values[w] !== UNKNOWN) continue;
      const c = Math.abs(a.coefs[i]);
      // b's terms are sorted too: move on to w.
      while (j < b.vars.length && b.vars[j] < w) j++;
      work++;
      let got = 0;
      if (j < b.vars.length && b.vars[j] === w && a.coefs[i] > 0 !== b.coefs[j] > 0) got = Math.min(c, Math.abs(b.coefs[j]));
      cancel += got;
      missed += c - got;
    }
    return { cancel: missed < room ? cancel : 0, work: work + j };
  }

  /** Catches up with what changed outside the trials since the last aim. */
  private sync(): void {
    const sys = this.run.system;
    if (sys.layoutVersion !== this.syncedLayout) {
      this.syncedLayout = sys.layoutVersion;
      this.reset();
    }
    this.ensureSize(sys.size);
    if (this.syncedTrail < sys.assignedCount) {
      this.clock++;
      for (; this.syncedTrail < sys.assignedCount; this.syncedTrail++) {
        const w = sys.trailAt(this.syncedTrail);
        const occ = sys.occurrences(w);
        for (const id of occ.ids) this.changedStamp[id] = this.clock;
        this.run.tick(occ.ids.length);
        for (const list of [this.sentinels[2 * w], this.sentinels[2 * w + 1]]) {
          this.run.tick(list.length);
          for (let j = 0; j < list.length; j += 2) {
            const b = list[j];
            this.sentinelMass[b] -= Math.abs(sys.inequality(b).coefs[list[j + 1]]);
            this.extendSentinels(b);
          }
          // w is set for good: nothing will look it up again.
          list.length = 0;
        }
      }
    }
    const activations = sys.activations;
    if (this.syncedActivations < activations.length) {
      this.clock++;
      for (; this.syncedActivations < activations.length; this.syncedActivations++) {
        const id = activations[this.syncedActivations];
        if (!sys.isActive(id)) continue;
        this.changedStamp[id] = this.clock;
        // Aids it meets may now have it as a partner.
        for (const w of sys.inequality(id).vars) for (const a of sys.occurrences(w).ids) this.changedStamp[a] = this.clock;
        this.startSentinels(id);
      }
    }
    this.clock++;
  }

  /** Forgets every index (the occurrence lists were rebuilt). */
  private reset(): void {
    const sys = this.run.system;
    this.partners = [];
    for (const list of this.sentinels) list.length = 0;
    this.syncedTrail = sys.assignedCount;
    this.syncedActivations = sys.activations.length;
    this.ensureSize(sys.size);
    this.changedStamp.fill(0);
    this.partnersBuilt.fill(0);
    for (let id = 0; id < sys.size; id++) if (sys.isActive(id)) this.startSentinels(id);
  }

  private startSentinels(id: number): void {
    const n = this.run.system.inequality(id).vars.length;
    this.sentinelMass[id] = 0;
    this.sentinelScanned[id] = 0;
    // A spread-out start, so the first variables of neighbouring inequalities do not collect them all.
    this.seed ^= this.seed << 13;
    this.seed ^= this.seed >>> 17;
    this.seed ^= this.seed << 5;
    this.sentinelStart[id] = n > 0 ? (this.seed >>> 0) % n : 0;
    this.extendSentinels(id);
  }

  /** Adds free terms of `b` as sentinels until their mass is Q(b) + SENTINEL_SPARE (or none is left). */
  private extendSentinels(b: number): void {
    const sys = this.run.system;
    const ineq = sys.inequality(b);
    const n = ineq.vars.length;
    const wanted = sys.freeMass(b) - sys.slack(b) + SENTINEL_SPARE;
    let scanned = this.sentinelScanned[b];
    const start = this.sentinelStart[b];
    while (this.sentinelMass[b] < wanted && scanned < n) {
      const t = (start + scanned++) % n;
      const w = ineq.vars[t];
      if (sys.values[w] !== UNKNOWN) continue;
      this.sentinelMass[b] += Math.abs(ineq.coefs[t]);
      this.sentinels[2 * w + (ineq.coefs[t] > 0 ? 1 : 0)].push(b, t);
    }
    this.run.tick(scanned - this.sentinelScanned[b]);
    this.sentinelScanned[b] = scanned;
  }

  private ensureSize(size: number): void {
    if (this.gain.length >= size) return;
    const next = Math.max(size, 2 * this.gain.length, 64);
    this.gain = grownInt32(this.gain, next);
    this.scratch = grownInt32(this.scratch, next);
    this.seen = grownInt32(this.seen, next);
    this.changedStamp = grownInt32(this.changedStamp, next);
    this.partnersBuilt = grownInt32(this.partnersBuilt, next);
    this.partnerCount = grownInt32(this.partnerCount, next);
    this.sentinelMass = grownInt32(this.sentinelMass, next);
    this.sentinelStart = grownInt32(this.sentinelStart, next);
    this.sentinelScanned = grownInt32(this.sentinelScanned, next);
  }

  private growAidEntries(): void {
    const next = 2 * this.aidNext.length;
    this.aidNext = grownInt32(this.aidNext, next);
    this.aidIndex = grownInt32(this.aidIndex, next);
    this.aidCoef = grownInt32(this.aidCoef, next);
  }
}

/** A step near n/φ with no factor in common with n, so that stepping by it visits every term once, spread out. */
function strideFor(n: number): number {
  if (n <= 2) return 1;
  let step = strides[n];
  if (step === undefined) {
    step = Math.max(1, Math.round(n * 0.6180339887));
    while (gcd(step, n) !== 1) step++;
    strides[n] = step;
  }
  return step;
}

const strides: number[] = [];

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

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
 * - Partners of an aid (when a cell has many long aids). An aid a can give a
 *   positive gain only to a base that cancels more than slack(a) − max|a|
 *   of it, so the base must meet every part of a whose mass is larger than
 *   what remains; a short prefix of a's free terms is enough to find them
 *   all. The list is kept until a variable of a is set or a new inequality
 *   meets a (partner-lists.ts).
 * - Sentinels of a base (when a cell has few aids, or short ones). A base can only grow
 *   into a forcing chain if nearly all its free mass lies in the aids: what
 *   lies outside is less than Q(b) + its own v term + Φ, where Q(b) = free
 *   mass − slack depends on b alone and Φ (chain-bound.ts) is at most 0
 *   unless aids of both signs cancel each other. Each base keeps "sentinel"
 *   terms of mass ≥ Q(b) (a single term for a "≥ 1"), so one of them is in
 *   the aids whenever it matters; the aids' variables only look at the bases
 *   that chose them. Bases with v whose own term allows more are weighed
 *   one by one (a few of v's own inequalities). A base may be listed by the
 *   plain weighing and not here only when its chain cannot force, so the
 *   chains found are the same.
 *
 * A base that passes is grown only if its chain could end in a forcing:
 * chain-bound.ts bounds what the aids can cancel of it and of one another.
 * Both indexes keep their own books (sentinel-index.ts, partner-lists.ts);
 * the aimer tells them what changed in the system since the last aim, and
 * weighs the bases they list.
 * The plain weighing is kept in tests/inequalities/aim-reference.ts; the two
 * must agree chain for chain.
 */
import { AidsShare, chainMayForce, mixedChainMayForce } from './chain-bound';
import { aidsOf, ChainGrower } from './chain-grow';
import { UNKNOWN } from './forcing';
import type { EngineRun } from './run';
import { PartnerLists } from './partner-lists';
import { SENTINEL_SPARE, SentinelIndex } from './sentinel-index';
import { strideFor } from './spread-stride';
import { grownInt32, grownUint8 } from './typed-arrays';

const NEVER = -1;
/** More aids than this, with more terms than FEW_AID_TERMS in all: the aim goes through their partner lists. */
const FEW_AIDS = 6;
const FEW_AID_TERMS = 256;
/** Sign of every coefficient of an inequality (its purity): mixed, all positive, all negative. */
const MIXED = 0;
const ALL_POSITIVE = 1;
const ALL_NEGATIVE = 2;

export class SumAimer {
  private readonly lastTried: Int32Array;
  private readonly chains: ChainGrower;
  private readonly share: AidsShare;
  // Per inequality, grown with the system.
  private gain = new Int32Array(0);
  /** Per listed base: the largest |a_v| − slack(a) of an aid giving it a positive first gain (≤ 0). */
  private bestAlone = new Int32Array(0);
  /** Per listed base: at most how much of it the aids can cancel (M above). */
  private cancellable = new Int32Array(0);
  /** Per inequality: its coefficient of the current target, valid where `targetMark` is the aim's number. */
  private targetCoef = new Int32Array(0);
  private targetMark = new Int32Array(0);
  private aimNumber = 0;
  private purity = new Uint8Array(0);
  /** Number of terms of each inequality (read without reading the inequality). */
  private termCount = new Int32Array(0);
  /**
   * Per inequality, side by side: a free variable of it last seen outside
   * an aim's aids, and the size of its coefficient. Looked at first: on open ground it is
   * usually outside the next aim's aids too, and then the base is ruled out
   * without reading its terms.
   */
  private witness = new Int32Array(0);
  private seen = new Int32Array(0);
  private stamp = 0;
  private readonly partners: PartnerLists;
  private readonly sentinels: SentinelIndex;
  private syncedTrail = 0;
  private syncedActivations = 0;
  private syncedLayout = -1;
  // Scratch of one aim: per variable, the aid terms on it (a linked list in parallel arrays).
  private readonly aidHead: Int32Array;
  private readonly aidStamp: Int32Array;
  private aidNext = new Int32Array(64);
  private aidIndex = new Int32Array(64);
  private aidCoef = new Int32Array(64);
  private readonly aidVars: number[] = [];
  private aimStamp = 0;
  private readonly aids: number[] = [];
  /** Per aid of a sentinel aim: slack(a) − |a_v|, what a base must cancel of it to gain, and what it does. */
  private needs = new Int32Array(16);
  private cancelOf = new Int32Array(16);
  private readonly bases: number[] = [];
  /** Sentinel route: (base, its first aid giving a gain) pairs, before they are put in order. */
  private readonly found: number[] = [];

  constructor(
    private readonly run: EngineRun,
    maxChain: number,
  ) {
    const n = run.system.variableCount;
    this.lastTried = new Int32Array(2 * n).fill(NEVER);
    this.chains = new ChainGrower(run, maxChain);
    this.share = new AidsShare(run);
    this.partners = new PartnerLists(run);
    this.sentinels = new SentinelIndex(run, n);
    this.aidHead = new Int32Array(n).fill(-1);
    this.aidStamp = new Int32Array(n);
  }

  /**
   * The ids to add up (base first) to force `v` to `goal`, or null.
   *
   * Only a base with a positive first gain can start a chain, and only one
   * whose gap plus all positive first gains is positive can end in a forcing,
   * so only those are grown; a base is grown again only if it or an aid
   * changed since v was last tried (the gap of a sum can only grow when a
   * summand's slack fell), and not when a bound (chain-bound.ts) says its
   * chain cannot force.
   */
  aim(v: number, goal: 0 | 1): number[] | null {
    this.sync();
    const run = this.run;
    const sys = run.system;
    const dir = goal === 1 ? 1 : -1;
    const since = this.lastTried[2 * v + goal];
    this.lastTried[2 * v + goal] = sys.time;
    const aids = this.aids;
    const aidsChanged = aidsOf(run, v, goal, since, aids);
    if (aids.length === 0) return null;
    // v's coefficient in each of its inequalities: the bases' own v terms, the aids' |a_v|.
    const mark = ++this.aimNumber;
    const occ = sys.occurrenceLists;
    const { targetCoef, targetMark } = this;
    for (let k = occ.start[v], end = k + occ.count[v]; k < end; k++) {
      targetMark[occ.ids[k]] = mark;
      targetCoef[occ.ids[k]] = occ.coefs[k];
    }
    const wanted = dir > 0 ? ALL_POSITIVE : ALL_NEGATIVE;
    let pure = true;
    let leastAidV = Infinity;
    let aidTerms = 0;
    for (let i = 0; i < aids.length; i++) {
      const a = aids[i];
      if (this.purity[a] !== wanted) pure = false;
      leastAidV = Math.min(leastAidV, Math.abs(targetCoef[a]));
      aidTerms += this.termCount[a];
    }
    const bases = this.bases;
    bases.length = 0;
    // Φ of the bound for aids of both signs (chain-bound.ts); worked out when first needed.
    let aidsShare = NaN;
    const few = aids.length <= FEW_AIDS || aidTerms <= FEW_AID_TERMS;
    if (few && !pure) aidsShare = this.share.of(aids, v);
    if (few && (pure || aidsShare <= SENTINEL_SPARE)) this.basesBySentinels(v, dir, aids, pure ? 0 : aidsShare, leastAidV);
    else this.basesByPartners(aids);
    const { gain, bestAlone, cancellable } = this;
    const changedAt = sys.changedAt;
    let chain: number[] | null = null;
    for (let i = 0; i < bases.length; i++) {
      const b = bases[i];
      const own = targetMark[b] === mark ? dir * targetCoef[b] : 0;
      const slack = sys.slack(b);
      if (own - slack + gain[b] <= 0 || (!aidsChanged && changedAt[b] <= since)) continue;
      if (pure) {
        if (!chainMayForce(own, slack, gain[b], cancellable[b], bestAlone[b], leastAidV)) continue;
      } else {
        if (Number.isNaN(aidsShare)) aidsShare = this.share.of(aids, v);
        if (!mixedChainMayForce(own, slack, cancellable[b], aidsShare, leastAidV)) continue;
      }
      chain = this.chains.grow(b, aids, v, dir);
      if (chain) break;
    }
    for (let i = 0; i < bases.length; i++) gain[bases[i]] = 0;
    return chain;
  }

  /** Bases through the aids' partner lists, in the order the aids reach them. */
  private basesByPartners(aids: number[]): void {
    const sys = this.run.system;
    const { gain, bases, bestAlone, cancellable, targetCoef } = this;
    const partners = this.partners;
    let weighed = 0;
    for (let i = 0; i < aids.length; i++) {
      const a = aids[i];
      if (partners.knownEmpty(a)) continue;
      const list = partners.of(a);
      if (list.length === 0) continue;
      const need = sys.slack(a) - Math.abs(targetCoef[a]);
      weighed += list.length >> 1;
      for (let j = 0; j < list.length; j += 2) {
        const b = list[j];
        const d = list[j + 1] - need;
        if (d <= 0 || sys.isSatisfiedForSure(b)) continue;
        if (gain[b] === 0) {
          bases.push(b);
          bestAlone[b] = -need;
          cancellable[b] = sys.freeMass(b);
        } else if (-need > bestAlone[b]) bestAlone[b] = -need;
        gain[b] += d;
      }
    }
    this.run.stats.pairsTried += weighed;
    this.run.tick(weighed);
  }

  /**
   * Bases through the sentinels of the aids' variables, sorted into the
   * order the aids would reach them. A base can only grow into a forcing
   * chain when less than Q(b) + its own v term + `share` of its free mass
   * lies outside the aids (chain-bound.ts: the gap is at most own − slack +
   * what the aids cancel of b + Φ, and they cancel nothing outside), so with
   * `share` ≤ SENTINEL_SPARE one of its sentinels is in the aids then.
   */
  private basesBySentinels(v: number, dir: number, aids: number[], share: number, leastAidV: number): void {
    const sys = this.run.system;
    const values = sys.values;
    const stamp = ++this.aimStamp;
    const vars = this.aidVars;
    vars.length = 0;
    let entries = 0;
    let work = 0;
    for (let i = 0; i < aids.length; i++) {
      const ineq = sys.inequality(aids[i]);
      work += ineq.vars.length;
      for (let t = 0; t < ineq.vars.length; t++) {
        const w = ineq.vars[t];
        if (values[w] !== UNKNOWN) continue;
        if (this.aidStamp[w] !== stamp) {
          this.aidStamp[w] = stamp;
          this.aidHead[w] = -1;
          vars.push(w);
        }
        if (entries === this.aidNext.length) this.growAidEntries();
        this.aidIndex[entries] = i;
        this.aidCoef[entries] = ineq.coefs[t];
        this.aidNext[entries] = this.aidHead[w];
        this.aidHead[w] = entries++;
      }
    }
    if (this.needs.length < aids.length) {
      this.needs = new Int32Array(2 * aids.length);
      this.cancelOf = new Int32Array(2 * aids.length);
    }
    for (let i = 0; i < aids.length; i++) this.needs[i] = sys.slack(aids[i]) - Math.abs(this.targetCoef[aids[i]]);
    const seenStamp = ++this.stamp;
    const seen = this.seen;
    const found = this.found;
    found.length = 0;
    // Bases with v whose own v term lets more lie outside the aids than
    // their sentinels cover, or for which the bound says nothing: weighed
    // here. The others obey the sentinel rule like any base (v is an aid
    // variable like the rest), and are met below when it matters.
    const occ = sys.occurrenceLists;
    work += occ.count[v];
    for (let k = occ.start[v], end = k + occ.count[v]; k < end; k++) {
      const own = dir * occ.coefs[k];
      if (own + leastAidV >= 0 && own + share <= SENTINEL_SPARE) continue;
      const b = occ.ids[k];
      seen[b] = seenStamp;
      work += this.weighBase(b, own + leastAidV >= 0 ? own + share : Infinity, aids, stamp);
      if (this.weighedFirst >= 0) found.push(b, this.weighedFirst);
    }
    const { targetMark, targetCoef } = this;
    const mark = this.aimNumber;
    const lists = this.sentinels.lists;
    // Bases through the sentinels on the aids' variables, of the sign that cancels an aid there.
    for (const w of vars) {
      for (let e = this.aidHead[w]; e >= 0; e = this.aidNext[e]) {
        const positive = this.aidCoef[e] > 0 ? 0 : 1;
        // One list per sign: skip it when an earlier aid term on w had the same sign.
        let repeated = false;
        for (let f = this.aidNext[e]; f >= 0; f = this.aidNext[f]) if ((this.aidCoef[f] > 0 ? 0 : 1) === positive) repeated = true;
        if (repeated) continue;
        const literal = 2 * w + positive;
        work += lists.count[literal];
        for (let j = lists.start[literal], end = j + lists.count[literal]; j < end; j++) {
          const b = lists.ids[j];
          if (seen[b] === seenStamp || !this.hasOpposite(w, positive, aids, b)) continue;
          seen[b] = seenStamp;
          const own = targetMark[b] === mark ? dir * targetCoef[b] : 0;
          work += this.weighBase(b, own + share, aids, stamp);
          if (this.weighedFirst >= 0) found.push(b, this.weighedFirst);
        }
      }
    }
    const count = found.length >> 1;
    this.run.stats.pairsTried += count;
    this.run.tick(work);
    if (count > 1) {
      // The order the plain weighing meets them: by first aid, then where in it, then place in that variable's list.
      const keyed = [];
      for (let j = 0; j < found.length; j += 2) keyed.push({ base: found[j], first: found[j + 1], ...this.firstMeeting(aids[found[j + 1]], found[j]) });
      keyed.sort((p, q) => p.first - q.first || p.at - q.at || p.rank - q.rank);
      for (const f of keyed) this.bases.push(f.base);
    } else if (count === 1) this.bases.push(found[0]);
  }

  /** What the last weighBase found: the first aid giving a gain (−1: none); the gain itself is in `gain`. */
  private weighedFirst = -1;

  /**
   * What the aids give base `b`: its total gain, best aid cost and
   * cancellable mass go into the per-base arrays, and `weighedFirst` says
   * whether there is any. No gain when Q(b) + `extra` or more of b's free
   * mass lies outside the aids: it cannot force then (basesBySentinels).
   * Returns the work done.
   */
  private weighBase(b: number, extra: number, aids: number[], stamp: number): number {
    const sys = this.run.system;
    this.weighedFirst = -1;
    const values = sys.values;
    const free = sys.freeMass(b);
    // Q(b) ≤ 0: b holds whatever happens. Limit ≤ 0: nothing may lie outside, not even nothing.
    const q = free - sys.slack(b);
    const limit = q + extra;
    if (q <= 0 || limit <= 0) return 1;
    const seenOutside = this.witness[2 * b];
    if (this.witness[2 * b + 1] >= limit && values[seenOutside] === UNKNOWN && this.aidStamp[seenOutside] !== stamp) return 1;
    const ineq = sys.inequality(b);
    const { cancelOf: cancel, aidStamp, aidHead, aidNext, aidCoef, aidIndex } = this;
    for (let i = 0; i < aids.length; i++) cancel[i] = 0;
    let outside = 0;
    // In a spread-out order: a base's terms inside the aids often come in
    // runs (a line of cells), and the walk should meet an outside one soon.
    const n = ineq.vars.length;
    const step = strideFor(n);
    let t = 0;
    for (let at = 0; t < n && outside < limit; t++) {
      const x = ineq.vars[at];
      const c = ineq.coefs[at];
      at += step;
      if (at >= n) at -= n;
      if (values[x] !== UNKNOWN) continue;
      let inside = false;
      if (aidStamp[x] === stamp) {
        for (let e = aidHead[x]; e >= 0; e = aidNext[e]) {
          const ac = aidCoef[e];
          if (ac > 0 === c > 0 || aids[aidIndex[e]] === b) continue;
          cancel[aidIndex[e]] += Math.min(Math.abs(ac), Math.abs(c));
          inside = true;
        }
      }
      if (!inside) {
        if (outside === 0) {
          this.witness[2 * b] = x;
          this.witness[2 * b + 1] = Math.abs(c);
        }
        outside += Math.abs(c);
      }
    }
    if (outside >= limit) return t;
    let gain = 0;
    let bestAlone = 0;
    for (let i = 0; i < aids.length; i++) {
      const d = cancel[i] - this.needs[i];
      if (d <= 0) continue;
      if (this.weighedFirst < 0) {
        this.weighedFirst = i;
        bestAlone = -this.needs[i];
      } else bestAlone = Math.max(bestAlone, -this.needs[i]);
      gain += d;
    }
    if (this.weighedFirst >= 0) {
      this.gain[b] = gain;
      this.bestAlone[b] = bestAlone;
      // Every free term was walked: what lies outside is known exactly.
      this.cancellable[b] = free - outside;
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

  /** Catches up with what changed outside the trials since the last aim. */
  private sync(): void {
    const sys = this.run.system;
    if (sys.layoutVersion !== this.syncedLayout) {
      this.syncedLayout = sys.layoutVersion;
      this.reset();
    }
    this.ensureSize(sys.size);
    const partners = this.partners;
    if (this.syncedTrail < sys.assignedCount) {
      partners.advance();
      for (; this.syncedTrail < sys.assignedCount; this.syncedTrail++) {
        const w = sys.trailAt(this.syncedTrail);
        partners.variableSet(w);
        this.sentinels.variableSet(w);
      }
    }
    const activations = sys.activations;
    if (this.syncedActivations < activations.length) {
      partners.advance();
      for (; this.syncedActivations < activations.length; this.syncedActivations++) {
        const id = activations[this.syncedActivations];
        if (!sys.isActive(id)) continue;
        partners.activated(id);
        this.startInequality(id);
      }
    }
    partners.advance();
  }

  /** Forgets every index (the occurrence lists were rebuilt). */
  private reset(): void {
    const sys = this.run.system;
    this.sentinels.clear();
    this.syncedTrail = sys.assignedCount;
    this.syncedActivations = sys.activations.length;
    this.ensureSize(sys.size);
    this.partners.clear();
    for (let id = 0; id < sys.size; id++) if (sys.isActive(id)) this.startInequality(id);
  }

  /** Notes what the aims read of a new inequality without reading its terms, and chooses its sentinels. */
  private startInequality(id: number): void {
    const ineq = this.run.system.inequality(id);
    const n = ineq.vars.length;
    let positive = 0;
    for (const c of ineq.coefs) if (c > 0) positive++;
    this.purity[id] = positive === n ? ALL_POSITIVE : positive === 0 ? ALL_NEGATIVE : MIXED;
    this.termCount[id] = n;
    // Any term will do until a weighing finds one outside the aids.
    this.witness[2 * id] = n > 0 ? ineq.vars[0] : 0;
    this.witness[2 * id + 1] = n > 0 ? Math.abs(ineq.coefs[0]) : 0;
    this.sentinels.startFor(id);
  }

  private ensureSize(size: number): void {
    if (this.gain.length >= size) return;
    const next = Math.max(size, 2 * this.gain.length, 64);
    this.gain = grownInt32(this.gain, next);
    this.bestAlone = grownInt32(this.bestAlone, next);
    this.cancellable = grownInt32(this.cancellable, next);
    this.targetCoef = grownInt32(this.targetCoef, next);
    this.targetMark = grownInt32(this.targetMark, next);
    this.purity = grownUint8(this.purity, next);
    this.termCount = grownInt32(this.termCount, next);
    this.witness = grownInt32(this.witness, 2 * next);
    this.seen = grownInt32(this.seen, next);
    this.partners.grow(next);
    this.sentinels.grow(next);
  }

  private growAidEntries(): void {
    const next = 2 * this.aidNext.length;
    this.aidNext = grownInt32(this.aidNext, next);
    this.aidIndex = grownInt32(this.aidIndex, next);
    this.aidCoef = grownInt32(this.aidCoef, next);
  }
}

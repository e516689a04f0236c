/**
 * Partner lists for the sum aimer (./aim.ts), its route when a cell has many
 * long aids. An aid a can give a positive gain only to a base that cancels
 * more than slack(a) − max|a| of it, so the base must meet every part of a
 * whose mass is larger than what remains: a short prefix of a's free terms
 * is enough to find all such bases (a's partners), with what each cancels
 * of a. The list is kept until a variable of a is set or a new inequality
 * meets a — hence the clock here, advanced by the aimer as it catches up
 * with the system, and the change stamps per inequality.
 */
import { UNKNOWN } from './forcing';
import type { Inequality } from './inequality';
import type { EngineRun } from './run';
import { grownInt32 } from './typed-arrays';

/** A partner prefix longer than this share of the aid: scan the whole aid instead. */
const PREFIX_SHARE = 0.25;

export class PartnerLists {
  /** Per inequality: when one of its variables was last set, or a new inequality met it (on the clock below). */
  private changedStamp = new Int32Array(0);
  private partnersBuilt = new Int32Array(0);
  /** Per aid: how many partners its cached list has (read before the list, which is often empty). */
  private partnerCount = new Int32Array(0);
  private partners: (Int32Array | null)[] = [];
  private clock = 0;
  // Scratch of one list's building: inequalities met (stamp) and what each cancels.
  private scratch = new Int32Array(0);
  private seen = new Int32Array(0);
  private stamp = 0;

  constructor(private readonly run: EngineRun) {}

  /** True when aid a's list is up to date and empty, which the aimer checks before asking for it. */
  knownEmpty(a: number): boolean {
    return this.partnersBuilt[a] >= this.changedStamp[a] && this.partnersBuilt[a] > 0 && this.partnerCount[a] === 0;
  }

  /** A new round of changes: lists built from now on are fresher than any change before. */
  advance(): void {
    this.clock++;
  }

  /** Variable w was set: every inequality with w must rebuild its list. */
  variableSet(w: number): void {
    const occ = this.run.system.occurrenceLists;
    for (let k = occ.start[w], end = k + occ.count[w]; k < end; k++) this.changedStamp[occ.ids[k]] = this.clock;
    this.run.tick(occ.count[w]);
  }

  /** Inequality id became active: aids it meets may now have it as a partner. */
  activated(id: number): void {
    const sys = this.run.system;
    this.changedStamp[id] = this.clock;
    const occ = sys.occurrenceLists;
    for (const w of sys.inequality(id).vars) {
      for (let k = occ.start[w], end = k + occ.count[w]; k < end; k++) this.changedStamp[occ.ids[k]] = this.clock;
    }
  }

  /** Forgets every list (the occurrence lists were rebuilt). */
  clear(): void {
    this.partners = [];
    this.changedStamp.fill(0);
    this.partnersBuilt.fill(0);
  }

  grow(next: number): void {
    this.scratch = grownInt32(this.scratch, next);
    this.seen = grownInt32(this.seen, next);
    this.changedStamp = grownInt32(this.changedStamp, next);
    this.partnersBuilt = grownInt32(this.partnersBuilt, next);
    this.partnerCount = grownInt32(this.partnerCount, next);
  }

  /**
   * The bases aid `a` can give a positive gain for some target, with what it
   * cancels of each, in the order the plain weighing meets them; cached until
   * a variable of `a` is set or a new inequality meets it.
   */
  of(a: number): Int32Array {
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
        const occ = sys.occurrenceLists;
        work += occ.count[w];
        for (let k = occ.start[w], end = k + occ.count[w]; k < end; k++) {
          const b = occ.ids[k];
          const cb = occ.coefs[k];
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
}

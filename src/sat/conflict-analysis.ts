/**
 * Conflict analysis for the CDCL solver (./cdcl.ts): from a clause that
 * propagation found false, the clause to learn. Each literal of the conflict
 * level is resolved away with its reason, walking back along the trail, until
 * one is left — the first unique implication point (UIP), whose negation is
 * the asserting literal (Marques-Silva and Sakallah's GRASP; Zhang et al.,
 * "Efficient Conflict Driven Learning in a Boolean Satisfiability Solver",
 * 2001). The clause is then made shorter (./clause-shortening.ts), and its
 * literal of the highest earlier level goes second: that level is the
 * backjump's target, and the two literals are the clause's watches.
 *
 * Every variable met is bumped (./branching.ts), and every clause met is
 * marked used (./clause-db.ts). The solver's assignment arrays are shared by
 * reference and only read; `seen` belongs here (clear between conflicts).
 */
import type { TraceSink } from '../core/trace';
import type { Branching } from './branching';
import type { CdclStats } from './cdcl-settings';
import type { AssignmentArrays, ClauseDb } from './clause-db';
import { ClauseShortener, type ShorteningRecord } from './clause-shortening';
import type { ResolvedLiteral, SatEvent } from './events';
import { CLAUSE_HEAD } from './formula-load';
import { implicationCone } from './implication-cone';
import { toDimacs } from './literals';

/** Propagation's answer for a conflict on a two-literal clause (its literals are passed on their own). */
export const BINARY_CONFLICT = -2;

/** The most literals a traced conflict's implication graph carries in its event; a larger one is only counted (a drawing of it would not be read). */
export const CONE_CAP = 24;

export interface TrailState extends AssignmentArrays {
  trail: Int32Array;
  /** trailLim[d] = where level d + 1 starts on the trail. */
  trailLim: Int32Array;
}

export class ConflictAnalyser {
  /** Literals read since the solver last took the count (it adds it to its own and sets this to 0). */
  work = 0;
  private readonly seen: Uint8Array;
  /** Variables bumped in this conflict's analysis (stamp = bumpStampNow), so shrinking bumps each once. */
  private readonly bumpStamp: Int32Array;
  private bumpStampNow = 0;
  /** Bumps a variable shrinking brought into the clause, unless the analysis bumped it already. */
  private readonly bumpOnce = (v: number): void => {
    if (this.bumpStamp[v] === this.bumpStampNow) return;
    this.bumpStamp[v] = this.bumpStampNow;
    this.branching.bump(v);
  };
  private readonly shortener: ClauseShortener;
  private learntBuf: Int32Array = new Int32Array(64);
  private learntLen = 0;

  constructor(
    private readonly t: TrailState,
    private readonly db: ClauseDb,
    private readonly branching: Branching,
    private readonly shrink: boolean,
  ) {
    const n = t.level.length;
    this.seen = new Uint8Array(n);
    this.bumpStamp = new Int32Array(n);
    this.shortener = new ClauseShortener({ level: t.level, reason: t.reason, trail: t.trail, trailLim: t.trailLim, seen: this.seen }, n);
  }

  /** The clause the last analysis learned (a view, valid until the next one). */
  learnt(): Int32Array {
    return this.learntBuf.subarray(0, this.learntLen);
  }

  /** The literals of the clause that implied variable v's value (implied literal first). */
  private reasonLits(v: number): number[] {
    const r = this.t.reason[v];
    const lit = this.t.value[v << 1] === 1 ? v << 1 : (v << 1) | 1;
    if (r <= -2) return [lit, -2 - r];
    const arena = this.db.arena;
    const out: number[] = [];
    for (let k = 0; k < arena[r]; k++) out.push(arena[r + CLAUSE_HEAD + k]);
    return out;
  }

  /** The conflict's clause in DIMACS literals (for the trace); a and b are the two literals of a binary conflict. */
  conflictClause(confl: number, a: number, b: number): number[] {
    if (confl === BINARY_CONFLICT) return [toDimacs(a), toDimacs(b)];
    const arena = this.db.arena;
    const out: number[] = [];
    for (let k = 0; k < arena[confl]; k++) out.push(toDimacs(arena[confl + CLAUSE_HEAD + k]));
    return out;
  }

  /**
   * First-UIP conflict analysis of clause `confl` (or of the binary conflict
   * between literals a and b) at decision level dl, with trailLen literals on
   * the trail, into `learnt()` (asserting literal first, a literal of the
   * backjump level second), then minimisation and shrinking. Counts the
   * literals they took out into `stats`.
   */
  analyse(confl: number, a: number, b: number, trailLen: number, dl: number, stats: CdclStats, sink: TraceSink<SatEvent> | undefined): { btLevel: number; lbd: number } {
    const { seen, bumpStamp: bumped, db, branching } = this;
    const { level, reason, trail } = this.t;
    const arena = db.arena;
    let out = this.learntBuf;
    let len = 1;
    let pathC = 0;
    let p = -1;
    let index = trailLen - 1;
    const resolved: ResolvedLiteral[] | null = sink ? [] : null;
    const bumpNow = ++this.bumpStampNow;
    // Each literal of the clause at hand: at the conflict level it is counted
    // (to be resolved away), below it goes into the learned clause.
    const consider = (q: number): void => {
      const v = q >> 1;
      if (seen[v] || level[v] === 0) return;
      seen[v] = 1;
      bumped[v] = bumpNow;
      branching.bump(v);
      if (level[v] >= dl) pathC++;
      else {
        if (len === out.length) out = this.growLearnt();
        out[len++] = q;
      }
    };
    if (confl === BINARY_CONFLICT) {
      consider(a);
      consider(b);
    } else {
      const size = arena[confl];
      for (let k = 0; k < size; k++) consider(arena[confl + CLAUSE_HEAD + k]);
      this.work += size + db.used(confl);
    }
    const walkFrom = index;
    for (;;) {
      while (!seen[trail[index] >> 1]) index--;
      p = trail[index--];
      const v = p >> 1;
      seen[v] = 0;
      pathC--;
      if (pathC === 0) break;
      const r = reason[v];
      if (resolved) resolved.push({ literal: toDimacs(p), reason: this.reasonLits(v).map(toDimacs) });
      if (r <= -2) consider(-2 - r);
      else {
        const size = arena[r];
        for (let k = 1; k < size; k++) consider(arena[r + CLAUSE_HEAD + k]);
        this.work += size + db.used(r);
      }
    }
    out[0] = p ^ 1;
    this.work += walkFrom - index;
    const reasonSide = resolved ? Array.from(out.subarray(1, len), toDimacs) : null;

    // Minimisation and shrinking (./clause-shortening.ts).
    const record: ShorteningRecord | null = sink ? { minimisedAway: [], shrunk: [] } : null;
    const sh = this.shortener;
    len = sh.shorten(arena, out, len, this.shrink, this.bumpOnce, record);
    this.work += sh.work;
    stats.minimised += sh.minimised;
    stats.shrunk += sh.shrunk;
    sh.work = sh.minimised = sh.shrunk = 0;

    // The backjump level: the highest level among the other literals, whose literal goes second.
    let btLevel = 0;
    if (len > 1) {
      let maxAt = 1;
      for (let k = 2; k < len; k++) if (level[out[k] >> 1] > level[out[maxAt] >> 1]) maxAt = k;
      const t = out[1];
      out[1] = out[maxAt];
      out[maxAt] = t;
      btLevel = level[out[1] >> 1];
    }
    const lbd = db.levelCount(out, 0, len, len);
    this.learntLen = len;
    if (sink && resolved) {
      const conflictLits = confl === BINARY_CONFLICT ? [a, b] : Array.from(arena.subarray(confl + CLAUSE_HEAD, confl + CLAUSE_HEAD + arena[confl]));
      const { entries: cone, size: coneSize } = implicationCone({ ...this.t, reasonLits: (v) => this.reasonLits(v) }, conflictLits, trailLen, dl, CONE_CAP);
      sink({ kind: 'sat-analyse', depth: 1, level: dl, resolved, uip: toDimacs(p), reasonSide: reasonSide ?? [], minimisedAway: record?.minimisedAway ?? [], shrunk: record?.shrunk ?? [], cone, coneSize });
    }
    return { btLevel, lbd };
  }

  private growLearnt(): Int32Array {
    const grown = new Int32Array(this.learntBuf.length * 2);
    grown.set(this.learntBuf);
    this.learntBuf = grown;
    return grown;
  }
}

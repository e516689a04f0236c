/**
 * A conflict-driven clause-learning (CDCL) SAT solver of our own, in the
 * line of MiniSat (Eén and Sörensson, "An Extensible SAT-solver", 2003) and
 * Glucose (Audemard and Simon, "Predicting Learnt Clauses Quality in Modern
 * SAT Solvers", 2009). This file holds the search itself — assign, propagate,
 * decide, backjump, restart — and its parts live beside it:
 *
 * - unit propagation (here) with two watched literals per clause (and a
 *   blocker literal, so a satisfied clause is skipped without being read; the
 *   search for a new watch goes on from where the last one stopped); the
 *   formula's two-literal clauses — almost all of a Sudoku encoding, since
 *   the sequential counter is made of them — are kept as implication lists
 *   (./formula-load.ts);
 * - conflict analysis to the first unique implication point, then
 *   minimisation and shrinking of the learned clause, and a backjump to the
 *   second-highest level in it (./conflict-analysis.ts,
 *   ./clause-shortening.ts);
 * - VSIDS branching with saved and target phases (./branching.ts);
 * - two modes in turn, as in CaDiCaL and Kissat: a focused one that restarts
 *   when the clauses learned lately span clearly more levels than usual
 *   (Glucose's dynamic restarts), and a stable one that restarts rarely and
 *   steers each decision towards the longest conflict-free assignment seen
 *   (target phases); the Luby sequence alone, or Glucose's restarts alone,
 *   as options (./restart-policy.ts);
 * - every few thousand conflicts most learned clauses are forgotten: not
 *   those of LBD ≤ 2, nor those used in a conflict lately (their LBD is
 *   measured again then); of the rest, the three quarters spanning the most
 *   levels (LBD) go, as in CaDiCaL's and Kissat's tiers (./clause-db.ts).
 *
 * The formula is read once (`new CdclSolver(cnf)`); each `solve` starts
 * afresh from it — learned clauses, activities and phases forgotten — with
 * its own assumptions put at level 0. So a base formula built once per
 * Sudoku order serves every board of that order with the givens as
 * assumptions, and the same board always gives the same trace.
 *
 * Work: propagations, watch and implication-list visits and analysis steps
 * are counted, and the budget is ticked with that count after every
 * propagated literal, so a limit is honoured even inside one long
 * propagation.
 */
import { isBuildStop } from '../core/build-stop';
import { BudgetClock } from '../core/budget';
import { Branching } from './branching';
import { emptyStats, withDefaults, type CdclResult, type CdclRun, type CdclSettings, type CdclStats, type SatStatus } from './cdcl-settings';
import { ClauseDb, LEARNT, PERMANENT } from './clause-db';
import type { Cnf } from './cnf';
import { BINARY_CONFLICT, ConflictAnalyser } from './conflict-analysis';
import { CLAUSE_HEAD, CLAUSE_POS, FIRST_UNWATCHED, loadFormula, type LoadedFormula } from './formula-load';
import { toDimacs, toInternal } from './literals';
import { NOTHING, RestartPolicy, SWITCH } from './restart-policy';

export type { CdclResult, CdclRun, CdclSettings, CdclStats, SatStatus } from './cdcl-settings';

// What propagation returns besides a clause reference (≥ 0) and BINARY_CONFLICT (−2).
const NO_CONFLICT = -1;
const STOPPED = -3;

export class CdclSolver {
  readonly numVars: number;
  readonly numClauses: number;
  private readonly settings: Required<CdclSettings>;

  // The base formula's two-literal clauses as implication lists (CSR by the
  // literal that becomes false) and its unit clauses; its longer clauses are
  // in the clause database.
  private readonly binStart: Int32Array;
  private readonly binLits: Int32Array;
  private readonly baseUnits: Int32Array;
  private readonly baseEmpty: boolean;
  private readonly db: ClauseDb;
  private readonly branching: Branching;

  private readonly value: Int8Array;
  private readonly level: Int32Array;
  private readonly reason: Int32Array;
  private readonly trail: Int32Array;
  private trailLen = 0;
  private qhead = 0;
  private readonly trailLim: Int32Array;
  private decisionLevel = 0;

  private readonly analyser: ConflictAnalyser;

  private conflictA = 0;
  private conflictB = 0;
  private work = 0;
  private clock: BudgetClock = new BudgetClock();
  private stats: CdclStats = emptyStats(0, 0);

  /** `loaded`: the formula already read by `loadFormula` (which can stop at a deadline); read here when absent. */
  constructor(cnf: Cnf, settings: CdclSettings = {}, loaded?: LoadedFormula) {
    const s = (this.settings = withDefaults(settings, cnf.numVars));
    const n = cnf.numVars;
    this.numVars = n;
    this.numClauses = cnf.numClauses;
    const f = loaded ?? loadFormula(cnf);
    if (isBuildStop(f)) throw new Error('a formula loaded without a stop test was stopped');
    this.binStart = f.binStart;
    this.binLits = f.binLits;
    this.baseUnits = f.baseUnits;
    this.baseEmpty = f.empty;

    this.value = new Int8Array(2 * n);
    this.level = new Int32Array(n);
    this.reason = new Int32Array(n).fill(-1);
    this.trail = new Int32Array(n);
    this.trailLim = new Int32Array(n + 1);
    // The parts share these arrays by reference; only the solver assigns and unassigns.
    const shared = { value: this.value, level: this.level, reason: this.reason, trail: this.trail, trailLim: this.trailLim };
    this.db = new ClauseDb(f, shared, s, (units) => this.spend(units));
    this.branching = new Branching(n, Math.max(0, Math.min(n, s.decisionVariables)), s.phase, s.varDecay);
    this.analyser = new ConflictAnalyser(shared, this.db, this.branching, s.shrink);
  }

  /** Searches for a model of the formula plus the run's assumptions. */
  solve(run: CdclRun = {}): CdclResult {
    this.clock = new BudgetClock(run.budget);
    // Resetting touches every variable and rebuilds the watch lists: most of a second of CPU on a formula of
    // five million variables (an empty 100×100 Sudoku), so a run whose limit the build already spent stops before it.
    if (this.clock.check()) {
      this.stats = emptyStats(this.numVars, this.numClauses);
      return { status: this.clock.stopped!, models: this.stats.models, stats: this.stats };
    }
    this.reset();
    const stats = (this.stats = emptyStats(this.numVars, this.numClauses));
    const sink = run.sink;
    const done = (status: SatStatus): CdclResult => {
      stats.work = this.work;
      return { status, models: stats.models, stats };
    };
    if (this.clock.stopped) return done(this.clock.stopped);
    const unsat = (): CdclResult => {
      if (sink) sink({ kind: 'sat-unsat', depth: 0, conflicts: stats.conflicts });
      return done('unsat');
    };
    if (this.baseEmpty) return unsat();
    let given = 0;
    const assume = (lit: number): boolean => {
      const v = this.value[lit];
      if (v === -1) return false;
      if (v === 0) {
        this.enqueue(lit, -1);
        given++;
      }
      return true;
    };
    for (let k = 0; k < this.baseUnits.length; k++) if (!assume(this.baseUnits[k])) return unsat();
    // Said apart from the assumptions: a reader saw 8 cells placed at level 0 and "0 more literals" with no word for the units.
    const units = given;
    const assumptions = run.assumptions ?? [];
    for (let k = 0; k < assumptions.length; k++) {
      const l = assumptions[k];
      if (!(Math.abs(l) >= 1 && Math.abs(l) <= this.numVars)) throw new RangeError(`cdcl: assumption ${l} names no variable`);
      if (!assume(toInternal(l))) return unsat();
    }
    const first = this.propagate();
    if (first === STOPPED) return done(this.clock.stopped ?? 'cancelled');
    if (sink) sink({ kind: 'sat-assume', depth: 0, assumptions: assumptions.length, units, implied: this.trailLen - given, shown: this.shownFrom(0, run.shown) });
    if (first !== NO_CONFLICT) return unsat();
    return this.search(run);
  }

  private search(run: CdclRun): CdclResult {
    const stats = this.stats;
    const sink = run.sink;
    const s = this.settings;
    const policy = new RestartPolicy(s);
    let nextReduce = s.firstReduce;
    // A decision or backjump whose event waits for the propagation after it (to say what it implied).
    let pending: { kind: 'decide' | 'backjump'; start: number; literal: number; from: number; to: number } | null = null;
    const finish = (status: SatStatus): CdclResult => {
      stats.work = this.work;
      return { status, models: stats.models, stats };
    };
    for (;;) {
      // Work outside propagation (analysis, backjumps, reductions) ticks the clock too; stop here when it ran out.
      if (this.clock.stopped) return finish(this.clock.stopped);
      const confl = this.propagate();
      if (confl === STOPPED) return finish(this.clock.stopped ?? 'cancelled');
      if (pending && sink) {
        const implied = this.trailLen - pending.start - 1;
        const shown = this.shownFrom(pending.start, run.shown);
        if (pending.kind === 'decide') {
          const v = pending.literal >> 1;
          const activity = { bumps: this.branching.bumps[v], lastConflict: this.branching.lastBump[v], conflicts: this.branching.conflicts };
          sink({ kind: 'sat-decide', depth: 0, level: pending.to, literal: toDimacs(pending.literal), implied, shown, activity });
        }
        else sink({ kind: 'sat-backjump', depth: 0, from: pending.from, to: pending.to, asserted: toDimacs(pending.literal), implied, shown });
      }
      pending = null;
      if (confl !== NO_CONFLICT) {
        stats.conflicts++;
        if (sink) sink({ kind: 'sat-conflict', depth: 0, level: this.decisionLevel, clause: this.analyser.conflictClause(confl, this.conflictA, this.conflictB), conflicts: stats.conflicts });
        if (this.decisionLevel === 0) {
          if (sink) sink({ kind: 'sat-unsat', depth: 0, conflicts: stats.conflicts });
          return finish('unsat');
        }
        const from = this.decisionLevel;
        policy.conflict(this.trailLen);
        // Stable mode: everything assigned before the conflict's level propagated without one.
        if (policy.stable) this.spend(this.branching.updateTarget(this.trail, this.trailLim[this.decisionLevel - 1]));
        const an = this.analyser;
        const { btLevel, lbd } = an.analyse(confl, this.conflictA, this.conflictB, this.trailLen, this.decisionLevel, stats, sink);
        this.spend(an.work);
        an.work = 0;
        policy.learned(lbd);
        const learnt = an.learnt();
        if (sink) sink({ kind: 'sat-learn', depth: 1, clause: Array.from(learnt, toDimacs), levels: Array.from(learnt, (l) => this.level[l >> 1]), lbd });
        stats.learnt++;
        stats.learntLiterals += learnt.length;
        this.backtrack(btLevel);
        const start = this.trailLen;
        if (learnt.length === 1) this.enqueue(learnt[0], -1);
        else {
          const cref = this.db.addClause(learnt, LEARNT, lbd);
          this.enqueue(learnt[0], cref);
        }
        if (sink) pending = { kind: 'backjump', start, literal: learnt[0], from, to: btLevel };
        this.branching.decay();
        continue;
      }
      const due = policy.due();
      if (due !== NOTHING) {
        stats.restarts++;
        if (due === SWITCH) {
          // A new mode has no target yet. (A stable restart keeps it, so the next run heads back
          // towards it: forgetting it there took about a quarter more conflicts on the 25×25 Frisch boards.)
          stats.modeSwitches++;
          this.branching.targetAssigned = 0;
        }
        this.backtrack(0);
        if (sink) sink({ kind: 'sat-restart', depth: 0, restarts: stats.restarts, conflicts: stats.conflicts, learnts: this.db.learntCount });
      }
      if (stats.conflicts >= nextReduce) {
        stats.reductions++;
        nextReduce = stats.conflicts + s.firstReduce + s.reduceIncrement * stats.reductions;
        const removed = this.db.reduce();
        stats.deleted += removed;
        if (sink) sink({ kind: 'sat-reduce', depth: 0, removed, kept: this.db.learntCount });
      }
      const v = this.branching.pick(this.value);
      if (v < 0) {
        stats.models++;
        if (sink) sink({ kind: 'sat-model', depth: 0, index: stats.models, decisions: stats.decisions, conflicts: stats.conflicts });
        const block = run.onModel?.((x) => this.value[(x - 1) << 1] === 1) ?? null;
        if (!block) return finish('sat');
        if (sink) sink({ kind: 'sat-block', depth: 0, size: block.length });
        this.backtrack(0);
        if (!this.addRunClause(block)) {
          if (sink) sink({ kind: 'sat-unsat', depth: 0, conflicts: stats.conflicts });
          return finish('unsat');
        }
        continue;
      }
      stats.decisions++;
      this.trailLim[this.decisionLevel++] = this.trailLen;
      if (this.decisionLevel > stats.maxLevel) stats.maxLevel = this.decisionLevel;
      const lit = this.branching.literal(v, policy.stable);
      if (sink) pending = { kind: 'decide', start: this.trailLen, literal: lit, from: this.decisionLevel, to: this.decisionLevel };
      this.enqueue(lit, -1);
    }
  }

  /** Back to the state before any assignment, with the base formula as it was read. */
  private reset(): void {
    this.value.fill(0);
    this.reason.fill(-1);
    this.trailLen = 0;
    this.qhead = 0;
    this.decisionLevel = 0;
    this.branching.reset();
    this.work = 0;
    this.db.reset();
  }

  private enqueue(lit: number, reason: number): void {
    const v = lit >> 1;
    this.value[lit] = 1;
    this.value[lit ^ 1] = -1;
    this.level[v] = this.decisionLevel;
    this.reason[v] = reason;
    this.trail[this.trailLen++] = lit;
  }

  /**
   * Counts `units` of work and lets the clock look (it reads the time only
   * once per interval); the search loop stops at its next step once the
   * clock has stopped.
   */
  private spend(units: number): void {
    this.work += units;
    this.clock.tick(this.work);
  }

  /**
   * Unit propagation to a fixpoint. Returns NO_CONFLICT, a clause reference,
   * BINARY_CONFLICT (the two literals in conflictA/B), or STOPPED.
   */
  private propagate(): number {
    const { value, binStart, binLits, level, reason, trail, db } = this;
    const { wl, wn, arena } = db;
    const dl = this.decisionLevel;
    let qhead = this.qhead;
    let trailLen = this.trailLen;
    let work = this.work;
    // The clock is asked every few thousand units of work, not per literal.
    let nextCheck = work + 2048;
    let result = NO_CONFLICT;
    outer: while (qhead < trailLen) {
      const f = trail[qhead++] ^ 1;
      // Two-literal clauses (f ∨ q): f is false now, so q must be true.
      const bStart = binStart[f];
      const bEnd = binStart[f + 1];
      for (let k = bStart; k < bEnd; k++) {
        const q = binLits[k];
        const vq = value[q];
        if (vq === 1) continue;
        if (vq === -1) {
          this.conflictA = q;
          this.conflictB = f;
          result = BINARY_CONFLICT;
          work += k - bStart;
          break outer;
        }
        value[q] = 1;
        value[q ^ 1] = -1;
        level[q >> 1] = dl;
        reason[q >> 1] = -2 - f;
        trail[trailLen++] = q;
      }
      work += bEnd - bStart + 1;
      // Longer clauses watching f.
      const ws = wl[f];
      if (ws !== null) {
        const n = wn[f];
        let i = 0;
        let j = 0;
        while (i < n) {
          const cref = ws[i];
          const blocker = ws[i + 1];
          i += 2;
          if (value[blocker] === 1) {
            ws[j++] = cref;
            ws[j++] = blocker;
            continue;
          }
          const base = cref + CLAUSE_HEAD;
          let first = arena[base];
          if (first === f) {
            first = arena[base + 1];
            arena[base] = first;
            arena[base + 1] = f;
          }
          if (first !== blocker && value[first] === 1) {
            ws[j++] = cref;
            ws[j++] = first;
            continue;
          }
          // Gent's circular search for a literal not false: from where the last one stopped, round to the third literal.
          const end = base + arena[cref];
          const from = base + arena[cref + CLAUSE_POS];
          let k = from;
          while (k < end && value[arena[k]] === -1) k++;
          if (k === end) {
            k = base + FIRST_UNWATCHED;
            while (k < from && value[arena[k]] === -1) k++;
            if (k === from) k = end;
            work += end - base - FIRST_UNWATCHED;
          } else work += k - from + 1;
          if (k < end) {
            // It becomes the second watch.
            arena[cref + CLAUSE_POS] = k - base;
            const l = arena[k];
            arena[base + 1] = l;
            arena[k] = f;
            db.watch(l, cref, first);
            continue;
          }
          ws[j++] = cref;
          ws[j++] = first;
          if (value[first] === -1) {
            while (i < n) ws[j++] = ws[i++];
            wn[f] = j;
            result = cref;
            break outer;
          }
          value[first] = 1;
          value[first ^ 1] = -1;
          level[first >> 1] = dl;
          reason[first >> 1] = cref;
          trail[trailLen++] = first;
        }
        wn[f] = j;
        work += n >> 1;
      }
      if (work >= nextCheck) {
        nextCheck = work + 2048;
        if (this.clock.tick(work)) {
          result = STOPPED;
          break;
        }
      }
    }
    this.stats.propagations += trailLen - this.trailLen;
    this.qhead = result !== NO_CONFLICT && result !== STOPPED ? trailLen : qhead;
    this.trailLen = trailLen;
    this.work = work;
    return result;
  }

  private backtrack(to: number): void {
    if (this.decisionLevel <= to) return;
    const { trail, value, reason } = this;
    const { phase, heap, branchVars } = this.branching;
    const start = this.trailLim[to];
    for (let i = this.trailLen - 1; i >= start; i--) {
      const lit = trail[i];
      const v = lit >> 1;
      value[lit] = 0;
      value[lit ^ 1] = 0;
      phase[v] = lit & 1 ? 0 : 1;
      reason[v] = -1;
      if (v < branchVars) heap.insert(v);
    }
    this.spend(this.trailLen - start);
    this.trailLen = start;
    this.qhead = start;
    this.decisionLevel = to;
  }

  /**
   * Adds a clause for the rest of this run (a model's blocking clause), at
   * level 0: literals false there are dropped. False when it leaves nothing.
   */
  private addRunClause(clause: ArrayLike<number>): boolean {
    const lits: number[] = [];
    for (let k = 0; k < clause.length; k++) {
      const lit = toInternal(clause[k]);
      if (this.value[lit] === 1) return true; // satisfied for good
      if (this.value[lit] === 0 && !lits.includes(lit)) lits.push(lit);
    }
    if (lits.length === 0) return false;
    if (lits.length === 1) this.enqueue(lits[0], -1);
    else this.db.addClause(lits, PERMANENT, 0);
    return true;
  }

  /** DIMACS true literals of shown variables on the trail from position `from`. */
  private shownFrom(from: number, shown: Uint8Array | undefined): number[] {
    const out: number[] = [];
    if (!shown) return out;
    for (let i = from; i < this.trailLen; i++) {
      const lit = this.trail[i];
      if (!(lit & 1) && shown[(lit >> 1) + 1]) out.push((lit >> 1) + 1);
    }
    return out;
  }
}

/**
 * A conflict-driven clause-learning (CDCL) SAT solver of our own, in the
 * line of MiniSat (Eén and Sörensson, "An Extensible SAT-solver", 2003) and
 * Glucose (Audemard and Simon, "Predicting Learnt Clauses Quality in Modern
 * SAT Solvers", 2009):
 *
 * - unit propagation with two watched literals per clause (and a blocker
 *   literal, so a satisfied clause is skipped without being read; the search
 *   for a new watch goes on from where the last one stopped); the
 *   formula's two-literal clauses — almost all of a Sudoku encoding, since
 *   the sequential counter is made of them — are kept as implication lists;
 * - conflict analysis to the first unique implication point, with MiniSat's
 *   recursive minimisation of the learned clause and shrinking (each earlier
 *   level's literals replaced by the one literal of that level that implies
 *   them, where there is one), and a backjump to the second-highest level in
 *   it;
 * - VSIDS branching: variables in recent conflicts get more active, and the
 *   most active unassigned one is decided next; phase saving (a variable is
 *   decided the way it last was);
 * - two modes in turn, as in CaDiCaL and Kissat: a focused one that restarts
 *   when the clauses learned lately span clearly more levels than usual
 *   (Glucose's dynamic restarts), and a stable one that restarts rarely and
 *   steers each decision towards the longest conflict-free assignment seen
 *   (target phases); the Luby sequence alone, or Glucose's restarts alone,
 *   as options;
 * - every few thousand conflicts most learned clauses are forgotten: not
 *   those of LBD ≤ 2, nor those used in a conflict lately (their LBD is
 *   measured again then); of the rest, the three quarters spanning the most
 *   levels (LBD) go, as in CaDiCaL's and Kissat's tiers.
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
import { BudgetClock, type Budget, type StopReason } from '../core/budget';
import type { TraceSink } from '../core/trace';
import type { Cnf } from './cnf';
import { ClauseShortener, type ShorteningRecord } from './clause-shortening';
import type { ResolvedLiteral, SatEvent } from './events';
import { VarHeap } from './heap';
import { CLAUSE_HEAD, CLAUSE_POS, FIRST_UNWATCHED, loadFormula } from './formula-load';
import { toDimacs, toInternal } from './literals';
import { NOTHING, RestartPolicy, SWITCH, type RestartKind } from './restart-policy';

export type SatStatus = 'sat' | 'unsat' | StopReason;

export interface CdclSettings {
  /** Value a variable is first decided to (default false; phase saving takes over after). */
  phase?: boolean;
  /**
   * When to restart, and whether to take turns between a focused and a
   * stable mode: 'luby', 'glucose' or 'modes' (the default); see
   * ./restart-policy.ts. In the stable mode each variable is decided the way
   * it was in the longest conflict-free assignment seen (its target phase).
   */
  restarts?: RestartKind;
  /** Luby restarts: conflicts in the first run (default 100). */
  restartBase?: number;
  /**
   * Modes: the k-th mode (k = 1, 2, …; the first is focused) lasts
   * modeConflicts · k² conflicts, so both keep their share as the search
   * grows (default 1000).
   */
  modeConflicts?: number;
  /** Stable mode: conflicts in a Luby unit, so its run i takes stableRun · luby(i) (default 512). */
  stableRun?: number;
  /** Conflicts before the first reduction of the learned clauses, and the growth of the interval (2000, 300). */
  firstReduce?: number;
  reduceIncrement?: number;
  /**
   * Keep learned clauses by use (default true): one that took part in a
   * conflict survives the next reduction (two, at LBD ≤ 6), and its LBD is
   * measured again when it does; of the others, `reduceFraction` (default
   * 0.75) goes. Without tiers, that fraction of all learned clauses goes,
   * those with the highest LBD first.
   */
  tiers?: boolean;
  reduceFraction?: number;
  /** Shrink learned clauses: each earlier level's literals replaced by their UIP where one exists (default true). */
  shrink?: boolean;
  /** VSIDS decay (default 0.95): activities fade by this factor per conflict. */
  varDecay?: number;
  /**
   * Only variables 1 … decisionVariables are branched on (default: all).
   * For encodings whose other variables are fixed by propagation once these
   * are set (a sequential counter's s-variables are); any variable still
   * unassigned when these are all set is decided then, so the search stays
   * complete whatever the formula.
   */
  decisionVariables?: number;
}

export interface CdclRun {
  /** Literals set true at level 0 for this run only (a puzzle's givens). */
  assumptions?: ArrayLike<number>;
  budget?: Budget;
  sink?: TraceSink<SatEvent>;
  /** shown[v] = 1 for the variables whose true literals the events list (a puzzle's own variables). */
  shown?: Uint8Array;
  /**
   * Called at each model with the value of every variable; return a clause
   * to add (one that excludes this model) to search on, or null to stop.
   */
  onModel?: (value: (v: number) => boolean) => ArrayLike<number> | null;
}

export interface CdclStats {
  [name: string]: number;
  variables: number;
  clauses: number;
  decisions: number;
  propagations: number;
  conflicts: number;
  learnt: number;
  learntLiterals: number;
  minimised: number;
  /** Literals shrinking took out of learned clauses (blocks of one level replaced by their UIP). */
  shrunk: number;
  restarts: number;
  /** Switches between the focused and the stable mode (restarts: 'modes'). */
  modeSwitches: number;
  reductions: number;
  deleted: number;
  maxLevel: number;
  models: number;
  work: number;
}

export interface CdclResult {
  /** How the last search ended: 'unsat' after a model means no further model exists. */
  status: SatStatus;
  models: number;
  stats: CdclStats;
}

const NO_CONFLICT = -1;
const BINARY_CONFLICT = -2;
const STOPPED = -3;

// Clause header (./formula-load.ts): arena[c] = size, arena[c + 1] = flags | lbd << LBD_SHIFT,
// arena[c + CLAUSE_POS] = where the last watch search stopped; literals from c + CLAUSE_HEAD.
const LEARNT = 1;
const DELETED = 2;
const PERMANENT = 4;
/**
 * Two bits: how many more reductions a learned clause survives because it
 * took part in a conflict's analysis (2 for one of tier two, 1 otherwise).
 */
const USED_ONE = 8;
const USED_MASK = 24;
const LBD_SHIFT = 5;
/** Learned clauses of at most this LBD are kept for good ("glue" clauses). */
const TIER1_LBD = 2;
/** Learned clauses of at most this LBD are kept while they keep taking part in conflicts. */
const TIER2_LBD = 6;

export class CdclSolver {
  readonly numVars: number;
  readonly numClauses: number;
  private readonly nLits: number;
  private readonly settings: Required<CdclSettings>;
  /** Variables 0 … branchVars−1 (internal numbering) go in the heap. */
  private readonly branchVars: number;

  // The base formula: implication lists of its two-literal clauses (CSR by
  // the literal that becomes false), its longer clauses in the arena below
  // baseEnd (pristine copy kept for resets), its unit clauses.
  private readonly binStart: Int32Array;
  private readonly binLits: Int32Array;
  private readonly baseUnits: Int32Array;
  private readonly baseEmpty: boolean;
  private readonly baseEnd: number;
  private readonly baseArena: Int32Array;
  private readonly baseClauses: Int32Array;

  private arena: Int32Array;
  private arenaEnd: number;
  private learnts: Int32Array = new Int32Array(256);
  private learntCount = 0;

  private readonly value: Int8Array;
  private readonly level: Int32Array;
  private readonly reason: Int32Array;
  private readonly trail: Int32Array;
  private trailLen = 0;
  private qhead = 0;
  private readonly trailLim: Int32Array;
  private decisionLevel = 0;

  private readonly activity: Float64Array;
  private readonly heap: VarHeap;
  private varInc = 1;
  private readonly phase: Uint8Array;
  /** Target phases (stable mode): 1 true, −1 false, 0 none; the assignment of the longest conflict-free trail prefix so far. */
  private readonly target: Int8Array;
  private targetAssigned = 0;
  private readonly seen: Uint8Array;
  private readonly levelStamp: Int32Array;
  private stamp = 0;
  /** Variables bumped in this conflict's analysis (stamp = bumpStampNow), so shrinking bumps each once. */
  private readonly bumpStamp: Int32Array;
  private bumpStampNow = 0;
  /** Bumps a variable shrinking brought into the clause, unless the analysis bumped it already. */
  private readonly bumpOnce = (v: number): void => {
    if (this.bumpStamp[v] === this.bumpStampNow) return;
    this.bumpStamp[v] = this.bumpStampNow;
    this.bump(v);
  };
  private readonly shortener: ClauseShortener;

  private readonly wl: (Int32Array | null)[];
  private readonly wn: Int32Array;

  private conflictA = 0;
  private conflictB = 0;
  private work = 0;
  private clock: BudgetClock = new BudgetClock();
  private learntBuf: Int32Array = new Int32Array(64);
  private learntLen = 0;
  private stats: CdclStats = emptyStats(0, 0);

  constructor(cnf: Cnf, settings: CdclSettings = {}) {
    this.settings = {
      phase: settings.phase ?? false,
      restarts: settings.restarts ?? 'modes',
      restartBase: settings.restartBase ?? 100,
      modeConflicts: settings.modeConflicts ?? 1000,
      stableRun: settings.stableRun ?? 512,
      firstReduce: settings.firstReduce ?? 2000,
      reduceIncrement: settings.reduceIncrement ?? 300,
      tiers: settings.tiers ?? true,
      reduceFraction: settings.reduceFraction ?? 0.75,
      shrink: settings.shrink ?? true,
      varDecay: settings.varDecay ?? 0.95,
      decisionVariables: settings.decisionVariables ?? cnf.numVars,
    };
    const n = cnf.numVars;
    this.branchVars = Math.max(0, Math.min(n, this.settings.decisionVariables));
    this.numVars = n;
    this.numClauses = cnf.numClauses;
    this.nLits = 2 * n;
    const f = loadFormula(cnf);
    this.binStart = f.binStart;
    this.binLits = f.binLits;
    this.baseUnits = f.baseUnits;
    this.baseEmpty = f.empty;
    this.baseClauses = f.baseClauses;
    this.arena = f.arena;
    this.baseEnd = f.end;
    this.arenaEnd = f.end;
    this.baseArena = f.arena.slice(0, f.end);

    this.value = new Int8Array(this.nLits);
    this.level = new Int32Array(n);
    this.reason = new Int32Array(n).fill(-1);
    this.trail = new Int32Array(n);
    this.trailLim = new Int32Array(n + 1);
    this.activity = new Float64Array(n);
    this.heap = new VarHeap(n, this.activity);
    this.phase = new Uint8Array(n);
    this.target = new Int8Array(n);
    this.seen = new Uint8Array(n);
    this.levelStamp = new Int32Array(n + 1);
    this.bumpStamp = new Int32Array(n);
    this.shortener = new ClauseShortener({ level: this.level, reason: this.reason, trail: this.trail, trailLim: this.trailLim, seen: this.seen }, n);
    this.wl = new Array<Int32Array | null>(this.nLits).fill(null);
    this.wn = new Int32Array(this.nLits);
  }

  /** Searches for a model of the formula plus the run's assumptions. */
  solve(run: CdclRun = {}): CdclResult {
    this.clock = new BudgetClock(run.budget);
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
    const assumptions = run.assumptions ?? [];
    for (let k = 0; k < assumptions.length; k++) {
      const l = assumptions[k];
      if (!(Math.abs(l) >= 1 && Math.abs(l) <= this.numVars)) throw new RangeError(`cdcl: assumption ${l} names no variable`);
      if (!assume(toInternal(l))) return unsat();
    }
    const first = this.propagate();
    if (first === STOPPED) return done(this.clock.stopped ?? 'cancelled');
    if (sink) sink({ kind: 'sat-assume', depth: 0, assumptions: assumptions.length, implied: this.trailLen - given, shown: this.shownFrom(0, run.shown) });
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
        if (pending.kind === 'decide') sink({ kind: 'sat-decide', depth: 0, level: pending.to, literal: toDimacs(pending.literal), implied, shown });
        else sink({ kind: 'sat-backjump', depth: 1, from: pending.from, to: pending.to, asserted: toDimacs(pending.literal), implied, shown });
      }
      pending = null;
      if (confl !== NO_CONFLICT) {
        stats.conflicts++;
        if (sink) sink({ kind: 'sat-conflict', depth: 0, level: this.decisionLevel, clause: this.conflictClause(confl), conflicts: stats.conflicts });
        if (this.decisionLevel === 0) {
          if (sink) sink({ kind: 'sat-unsat', depth: 0, conflicts: stats.conflicts });
          return finish('unsat');
        }
        const from = this.decisionLevel;
        policy.conflict(this.trailLen);
        if (policy.stable) this.updateTarget();
        const { btLevel, lbd } = this.analyse(confl, sink);
        this.spend(0);
        policy.learned(lbd);
        const learnt = this.learntBuf.subarray(0, this.learntLen);
        if (sink) sink({ kind: 'sat-learn', depth: 1, clause: Array.from(learnt, toDimacs), lbd });
        stats.learnt++;
        stats.learntLiterals += learnt.length;
        this.backtrack(btLevel);
        const start = this.trailLen;
        if (learnt.length === 1) this.enqueue(learnt[0], -1);
        else {
          const cref = this.addClause(learnt, LEARNT, lbd);
          this.enqueue(learnt[0], cref);
        }
        if (sink) pending = { kind: 'backjump', start, literal: learnt[0], from, to: btLevel };
        this.varInc /= s.varDecay;
        continue;
      }
      const due = policy.due();
      if (due !== NOTHING) {
        stats.restarts++;
        if (due === SWITCH) {
          // A new mode has no target yet. (A stable restart keeps it, so the next run heads back
          // towards it: forgetting it there took about a quarter more conflicts on the 25×25 Frisch boards.)
          stats.modeSwitches++;
          this.targetAssigned = 0;
        }
        this.backtrack(0);
        if (sink) sink({ kind: 'sat-restart', depth: 0, restarts: stats.restarts, conflicts: stats.conflicts, learnts: this.learntCount });
      }
      if (stats.conflicts >= nextReduce) {
        stats.reductions++;
        nextReduce = stats.conflicts + s.firstReduce + s.reduceIncrement * stats.reductions;
        const removed = this.reduce();
        stats.deleted += removed;
        if (sink) sink({ kind: 'sat-reduce', depth: 0, removed, kept: this.learntCount });
      }
      const v = this.pickBranch();
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
      // Stable mode: the target phase when there is one; otherwise (and always when focused) the saved phase.
      const t = policy.stable ? this.target[v] : 0;
      const lit = (t !== 0 ? t > 0 : this.phase[v] === 1) ? v << 1 : (v << 1) | 1;
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
    this.activity.fill(0);
    this.varInc = 1;
    this.heap.fillAll(this.branchVars);
    this.phase.fill(this.settings.phase ? 1 : 0);
    this.target.fill(0);
    this.targetAssigned = 0;
    this.arena.set(this.baseArena);
    this.arenaEnd = this.baseEnd;
    this.learntCount = 0;
    this.work = 0;
    this.attachAll();
  }

  private enqueue(lit: number, reason: number): void {
    const v = lit >> 1;
    this.value[lit] = 1;
    this.value[lit ^ 1] = -1;
    this.level[v] = this.decisionLevel;
    this.reason[v] = reason;
    this.trail[this.trailLen++] = lit;
  }

  private watch(lit: number, cref: number, blocker: number): void {
    let ws = this.wl[lit];
    const n = this.wn[lit];
    if (ws === null || n + 2 > ws.length) {
      const grown = new Int32Array(ws === null ? 8 : ws.length * 2);
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
    this.spend(this.nLits >> 4);
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
    const { value, binStart, binLits, wl, wn, level, reason, trail } = this;
    const dl = this.decisionLevel;
    const arena = this.arena;
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
            this.watch(l, cref, first);
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

  /** The literals of the clause that implied variable v's value (implied literal first). */
  private reasonLits(v: number): number[] {
    const r = this.reason[v];
    const lit = this.value[v << 1] === 1 ? v << 1 : (v << 1) | 1;
    if (r <= -2) return [lit, -2 - r];
    const out: number[] = [];
    for (let k = 0; k < this.arena[r]; k++) out.push(this.arena[r + CLAUSE_HEAD + k]);
    return out;
  }

  private conflictClause(confl: number): number[] {
    if (confl === BINARY_CONFLICT) return [toDimacs(this.conflictA), toDimacs(this.conflictB)];
    const out: number[] = [];
    for (let k = 0; k < this.arena[confl]; k++) out.push(toDimacs(this.arena[confl + CLAUSE_HEAD + k]));
    return out;
  }

  private bump(v: number): void {
    const a = (this.activity[v] += this.varInc);
    if (a > 1e100) {
      for (let u = 0; u < this.numVars; u++) this.activity[u] *= 1e-100;
      this.varInc *= 1e-100;
    }
    if (v < this.branchVars) this.heap.increased(v);
  }

  /**
   * First-UIP conflict analysis into learntBuf (asserting literal first,
   * a literal of the backjump level second), then minimisation and shrinking.
   */
  private analyse(confl: number, sink: TraceSink<SatEvent> | undefined): { btLevel: number; lbd: number } {
    const { seen, level, reason, trail, arena } = this;
    const dl = this.decisionLevel;
    let out = this.learntBuf;
    let len = 1;
    let pathC = 0;
    let p = -1;
    let index = this.trailLen - 1;
    const resolved: ResolvedLiteral[] | null = sink ? [] : null;
    const bumped = this.bumpStamp;
    const bumpNow = ++this.bumpStampNow;
    // Each literal of the clause at hand: at the conflict level it is counted
    // (to be resolved away), below it goes into the learned clause.
    const consider = (q: number): void => {
      const v = q >> 1;
      if (seen[v] || level[v] === 0) return;
      seen[v] = 1;
      bumped[v] = bumpNow;
      this.bump(v);
      if (level[v] >= dl) pathC++;
      else {
        if (len === out.length) out = this.growLearnt();
        out[len++] = q;
      }
    };
    if (confl === BINARY_CONFLICT) {
      consider(this.conflictA);
      consider(this.conflictB);
    } else {
      const size = arena[confl];
      for (let k = 0; k < size; k++) consider(arena[confl + CLAUSE_HEAD + k]);
      this.work += size;
      this.used(confl);
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
        this.work += size;
        this.used(r);
      }
    }
    out[0] = p ^ 1;
    this.work += walkFrom - index;
    const reasonSide = resolved ? Array.from(out.subarray(1, len), toDimacs) : null;

    // Minimisation and shrinking (./clause-shortening.ts).
    const record: ShorteningRecord | null = sink ? { minimisedAway: [], shrunk: [] } : null;
    const sh = this.shortener;
    len = sh.shorten(arena, out, len, this.settings.shrink, this.bumpOnce, record);
    this.work += sh.work;
    this.stats.minimised += sh.minimised;
    this.stats.shrunk += sh.shrunk;
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
    const lbd = this.levelCount(out, 0, len, len);
    this.learntLen = len;
    if (sink && resolved) {
      sink({ kind: 'sat-analyse', depth: 1, level: dl, resolved, uip: toDimacs(p), reasonSide: reasonSide ?? [], minimisedAway: record?.minimisedAway ?? [], shrunk: record?.shrunk ?? [] });
    }
    return { btLevel, lbd };
  }

  /**
   * A clause took part in a conflict's analysis: a learned one is kept by the
   * next reductions (tiers), and its LBD is measured again, since the levels
   * of its literals have changed since it was learned; a lower one sticks.
   */
  private used(c: number): void {
    const a = this.arena;
    const flags = a[c + 1];
    if (!(flags & LEARNT) || !this.settings.tiers) return;
    const old = flags >> LBD_SHIFT;
    const times = old <= TIER2_LBD ? 2 : 1;
    let f = (flags & ~USED_MASK) | (times * USED_ONE);
    if (old > TIER1_LBD) {
      const size = a[c];
      this.work += size;
      const lbd = this.levelCount(a, c + CLAUSE_HEAD, c + CLAUSE_HEAD + size, old);
      if (lbd < old) f = (f & ((1 << LBD_SHIFT) - 1)) | (lbd << LBD_SHIFT);
    }
    a[c + 1] = f;
  }

  /** The LBD of lits[from … to): how many distinct decision levels they span, counted up to `cap`. */
  private levelCount(lits: Int32Array, from: number, to: number, cap: number): number {
    const { level, levelStamp } = this;
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

  private growLearnt(): Int32Array {
    const grown = new Int32Array(this.learntBuf.length * 2);
    grown.set(this.learntBuf);
    this.learntBuf = grown;
    return grown;
  }

  private backtrack(to: number): void {
    if (this.decisionLevel <= to) return;
    const { trail, value, phase, reason, heap, branchVars } = this;
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
   * Stable mode, at a conflict: everything assigned before the conflict's
   * level propagated without one. When that prefix of the trail is the
   * longest of the run, its assignment becomes the target phases.
   */
  private updateTarget(): void {
    const consistent = this.trailLim[this.decisionLevel - 1];
    if (consistent <= this.targetAssigned) return;
    const { trail, target } = this;
    for (let i = 0; i < consistent; i++) {
      const lit = trail[i];
      target[lit >> 1] = lit & 1 ? -1 : 1;
    }
    this.targetAssigned = consistent;
    this.spend(consistent);
  }

  private pickBranch(): number {
    const heap = this.heap;
    const value = this.value;
    while (heap.length > 0) {
      const v = heap.pop();
      if (value[v << 1] === 0) return v;
    }
    // Every decision variable is set; anything else left open is decided in order.
    for (let v = this.branchVars; v < this.numVars; v++) if (value[v << 1] === 0) return v;
    return -1;
  }

  /** Stores a clause of internal literals (first two watched) and returns its reference. */
  private addClause(lits: ArrayLike<number>, flags: number, lbd: number): number {
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
    else this.addClause(lits, PERMANENT, 0);
    return true;
  }

  /**
   * Forgets learned clauses. Kept: any with LBD ≤ TIER1_LBD, any that is the
   * reason of a current assignment, and (with tiers) any used in a conflict
   * since the last reduction — for good while its LBD is ≤ TIER2_LBD, for one
   * more round otherwise. Of the rest, the half spanning the most levels
   * (then the longest, then the oldest) goes, as in CaDiCaL's and Kissat's
   * three tiers; without tiers, half of all learned clauses as in Glucose.
   * Then the arena is compacted.
   */
  private reduce(): number {
    const a = this.arena;
    const tiers = this.settings.tiers;
    const candidates: number[] = [];
    for (let k = 0; k < this.learntCount; k++) {
      const c = this.learnts[k];
      const flags = a[c + 1];
      if (flags & PERMANENT) continue;
      if (flags >> LBD_SHIFT <= TIER1_LBD) continue;
      const lit0 = a[c + CLAUSE_HEAD];
      if (this.value[lit0] === 1 && this.reason[lit0 >> 1] === c) continue;
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
      if (this.value[lit0] === 1 && this.reason[lit0 >> 1] === c) this.reason[lit0 >> 1] = dst;
      if (dst !== c) a.copyWithin(dst, c, c + size + CLAUSE_HEAD);
      this.learnts[kept++] = dst;
      dst += size + CLAUSE_HEAD;
    }
    this.arenaEnd = dst;
    this.learntCount = kept;
    this.attachAll();
    return removeCount;
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

function emptyStats(variables: number, clauses: number): CdclStats {
  return {
    variables,
    clauses,
    decisions: 0,
    propagations: 0,
    conflicts: 0,
    learnt: 0,
    learntLiterals: 0,
    minimised: 0,
    shrunk: 0,
    restarts: 0,
    modeSwitches: 0,
    reductions: 0,
    deleted: 0,
    maxLevel: 0,
    models: 0,
    work: 0,
  };
}

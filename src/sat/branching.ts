/**
 * How the CDCL solver (./cdcl.ts) picks its next decision: which variable,
 * and which way.
 *
 * - Which: VSIDS (Moskewicz et al., "Chaff: Engineering an Efficient SAT
 *   Solver", 2001, in MiniSat's form): every variable met in a conflict's
 *   analysis gets more active, by an increment that grows after each
 *   conflict, so recent conflicts count most; the most active unassigned
 *   variable is decided next (a heap keyed by activity).
 * - Which way: phase saving — a variable is decided the way it last was —
 *   and, in the stable mode, target phases: the assignment of the longest
 *   conflict-free trail prefix seen, which steers the search back towards it.
 *
 * Only variables below `branchVars` go in the heap; any other left open when
 * those are all set is decided in order, so the search stays complete.
 */
import { VarHeap } from './heap';

export class Branching {
  readonly activity: Float64Array;
  readonly heap: VarHeap;
  /** Saved phases: 1 true, 0 false; set as the solver undoes assignments. */
  readonly phase: Uint8Array;
  /** Target phases (stable mode): 1 true, −1 false, 0 none; the assignment of the longest conflict-free trail prefix so far. */
  private readonly target: Int8Array;
  /** Length of the trail prefix the target phases come from. */
  targetAssigned = 0;
  private varInc = 1;
  /** Conflicts analysed so far (one decay each): the clock of lastBump. */
  conflicts = 0;
  /** For the trace's words on a decision: how many analyses bumped each variable, and the conflict of its latest bump (0: never). */
  readonly bumps: Int32Array;
  readonly lastBump: Int32Array;

  constructor(
    private readonly numVars: number,
    readonly branchVars: number,
    private readonly firstPhase: boolean,
    private readonly varDecay: number,
  ) {
    this.activity = new Float64Array(numVars);
    this.heap = new VarHeap(numVars, this.activity);
    this.phase = new Uint8Array(numVars);
    this.target = new Int8Array(numVars);
    this.bumps = new Int32Array(numVars);
    this.lastBump = new Int32Array(numVars);
  }

  /** Every activity zero, every phase the first one, no target. */
  reset(): void {
    this.activity.fill(0);
    this.varInc = 1;
    this.heap.fillAll(this.branchVars);
    this.phase.fill(this.firstPhase ? 1 : 0);
    this.target.fill(0);
    this.targetAssigned = 0;
    this.conflicts = 0;
    this.bumps.fill(0);
    this.lastBump.fill(0);
  }

  bump(v: number): void {
    // The analysis of conflict number conflicts + 1 is running (decay() comes after it).
    if (this.lastBump[v] !== this.conflicts + 1) this.bumps[v]++;
    this.lastBump[v] = this.conflicts + 1;
    const a = (this.activity[v] += this.varInc);
    if (a > 1e100) {
      for (let u = 0; u < this.numVars; u++) this.activity[u] *= 1e-100;
      this.varInc *= 1e-100;
    }
    if (v < this.branchVars) this.heap.increased(v);
  }

  /** After a conflict: later bumps weigh more, so earlier activity fades by varDecay. */
  decay(): void {
    this.varInc /= this.varDecay;
    this.conflicts++;
  }

  /**
   * Stable mode, at a conflict: trail[0 … consistent) propagated without one.
   * When that prefix is the longest of the run, its assignment becomes the
   * target phases. Returns the work done.
   */
  updateTarget(trail: Int32Array, consistent: number): number {
    if (consistent <= this.targetAssigned) return 0;
    const target = this.target;
    for (let i = 0; i < consistent; i++) {
      const lit = trail[i];
      target[lit >> 1] = lit & 1 ? -1 : 1;
    }
    this.targetAssigned = consistent;
    return consistent;
  }

  /** The next variable to decide (unassigned in `value`), or −1 when all are set. */
  pick(value: Int8Array): number {
    const heap = this.heap;
    while (heap.length > 0) {
      const v = heap.pop();
      if (value[v << 1] === 0) return v;
    }
    // Every decision variable is set; anything else left open is decided in order.
    for (let v = this.branchVars; v < this.numVars; v++) if (value[v << 1] === 0) return v;
    return -1;
  }

  /** The literal deciding v: in the stable mode its target phase when it has one; otherwise its saved phase. */
  literal(v: number, stable: boolean): number {
    const t = stable ? this.target[v] : 0;
    return (t !== 0 ? t > 0 : this.phase[v] === 1) ? v << 1 : (v << 1) | 1;
  }
}

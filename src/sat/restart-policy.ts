/**
 * When the CDCL solver (./cdcl.ts) restarts, and in which mode it searches.
 * Kept apart from the solver because it is its own small idea, asked once
 * per conflict and once between conflicts, never inside propagation.
 *
 * - 'luby': run i may take base · luby(i) conflicts (MiniSat).
 * - 'glucose': restart when the last LBD_WINDOW learned clauses span clearly
 *   more decision levels (LBD) than all so far, unless the trail is much
 *   fuller than usual — then the search may be close to a model, and the
 *   restart is put off (Audemard and Simon's dynamic restarts).
 * - 'modes' (the solver's default): the glucose policy in a *focused* mode
 *   alternating with a *stable* mode whose runs follow the Luby sequence in
 *   units of `stableRun` conflicts; in the stable mode the solver decides by
 *   target phases (cdcl.ts). The k-th mode lasts modeConflicts · k²
 *   conflicts, so both keep their share as the search grows (Biere and
 *   Fleury, "Chasing Target Phases", 2020; CaDiCaL and Kissat switch modes
 *   the same way, on their own measure of work).
 */
import { luby } from './luby';

export type RestartKind = 'luby' | 'glucose' | 'modes';

export interface RestartSettings {
  restarts: RestartKind;
  restartBase: number;
  modeConflicts: number;
  stableRun: number;
}

/** What is due between two conflicts. */
export const NOTHING = 0;
export const RESTART = 1;
/** A restart into the other mode: the solver forgets its target phases. */
export const SWITCH = 2;

// Glucose: the last LBD_WINDOW learned clauses' LBDs and the last TRAIL_WINDOW trail sizes at conflicts.
const LBD_WINDOW = 50;
const TRAIL_WINDOW = 5000;

export class RestartPolicy {
  /** True in the stable mode (the solver then decides by target phases). */
  stable = false;
  private readonly glucose: boolean;
  private conflicts = 0;
  private restarts = 0;
  private conflictsThisRun = 0;
  private restartLimit: number;
  private restartNow = false;
  private readonly lbds = new Int32Array(LBD_WINDOW);
  /**
   * The trail sizes at the last TRAIL_WINDOW conflicts, a ring once full. It
   * grows with the conflicts: most small formulas are solved in a few dozen,
   * and a 20 kB array made per solve was a measurable share of a 9×9
   * Sudoku's allocations.
   */
  private readonly trails: number[] = [];
  private lbdCount = 0;
  private lbdSum = 0;
  private trailCount = 0;
  private trailSum = 0;
  private allLbd = 0;
  private modeCount = 1;
  private nextSwitch: number;
  private stableRuns = 0;
  private stableLimit: number;

  constructor(private readonly s: RestartSettings) {
    this.glucose = s.restarts === 'glucose' || s.restarts === 'modes';
    this.restartLimit = s.restartBase * luby(0);
    this.nextSwitch = s.restarts === 'modes' ? s.modeConflicts : Infinity;
    this.stableLimit = s.stableRun * luby(0);
  }

  /** A conflict, before its analysis, with the trail as long as it got. */
  conflict(trailLen: number): void {
    this.conflicts++;
    this.conflictsThisRun++;
    if (this.stable || !this.glucose) return;
    // Block a restart when the trail is much fuller than usual: the search may be close to a model.
    const { trails } = this;
    if (this.trailCount < TRAIL_WINDOW) {
      trails.push(trailLen);
      this.trailSum += trailLen;
    } else {
      const slot = this.trailCount % TRAIL_WINDOW;
      this.trailSum += trailLen - trails[slot];
      trails[slot] = trailLen;
    }
    this.trailCount++;
    if (
      this.conflicts > 10000 &&
      this.lbdCount >= LBD_WINDOW &&
      this.trailCount >= TRAIL_WINDOW &&
      trailLen > 1.4 * (this.trailSum / TRAIL_WINDOW)
    ) {
      this.lbdCount = 0;
      this.lbdSum = 0;
    }
  }

  /** The LBD of the clause the conflict taught. */
  learned(lbd: number): void {
    if (this.stable || !this.glucose) return;
    this.allLbd += lbd;
    const { lbds } = this;
    const old = lbds[this.lbdCount % LBD_WINDOW];
    lbds[this.lbdCount % LBD_WINDOW] = lbd;
    this.lbdSum += lbd - (this.lbdCount >= LBD_WINDOW ? old : 0);
    this.lbdCount++;
    if (this.lbdCount >= LBD_WINDOW && (this.lbdSum / LBD_WINDOW) * 0.8 > this.allLbd / this.conflicts) {
      this.restartNow = true;
      this.lbdCount = 0;
      this.lbdSum = 0;
    }
  }

  /** Between conflicts: NOTHING, RESTART or SWITCH; a restart or switch is counted as done. */
  due(): number {
    const { s } = this;
    const switching = this.conflicts >= this.nextSwitch;
    if (switching) {
      // A new mode starts from level 0 with fresh restart statistics.
      this.stable = !this.stable;
      this.modeCount++;
      this.nextSwitch = this.conflicts + s.modeConflicts * this.modeCount * this.modeCount;
      this.lbdCount = 0;
      this.lbdSum = 0;
      this.stableRuns = 0;
      this.stableLimit = s.stableRun * luby(0);
    } else if (!(this.stable ? this.conflictsThisRun >= this.stableLimit : this.glucose ? this.restartNow : this.conflictsThisRun >= this.restartLimit)) {
      return NOTHING;
    }
    this.restarts++;
    this.conflictsThisRun = 0;
    this.restartNow = false;
    this.restartLimit = s.restartBase * luby(this.restarts);
    if (this.stable && !switching) {
      this.stableRuns++;
      this.stableLimit = s.stableRun * luby(this.stableRuns);
    }
    return switching ? SWITCH : RESTART;
  }
}

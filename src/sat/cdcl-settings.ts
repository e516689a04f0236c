/**
 * What the CDCL solver (./cdcl.ts) takes and gives back: its settings and
 * their defaults, what one run is given, and the counts it reports.
 */
import type { Budget, StopReason } from '../core/budget';
import type { TraceSink } from '../core/trace';
import type { SatEvent } from './events';
import type { RestartKind } from './restart-policy';

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

/** The settings with every default filled in, for a formula of `numVars` variables. */
export function withDefaults(settings: CdclSettings, numVars: number): Required<CdclSettings> {
  return {
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
    decisionVariables: settings.decisionVariables ?? numVars,
  };
}

export function emptyStats(variables: number, clauses: number): CdclStats {
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

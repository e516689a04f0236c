/**
 * The engine's methods as a table. A method is two functions: `run`, its
 * first pass over the system, and `resume`, what it does when a labelled trial
 * hands the board back. solve.ts runs whichever method it is given; a genre
 * (or a test) can pass a method of its own in the same shape.
 */
import { runPairLoop, DEFAULT_PAIR_CAP, type MethodOutcome } from './pairs';
import type { EngineRun } from './run';
import { runSelective } from './selective';

export type { MethodOutcome } from './pairs';

/** Settings a method may read; each method ignores the others. */
export interface EngineMethodSettings {
  /** Pairs: cap on the literal loop's set of inequalities. */
  cap?: number;
  /** Selective: false leaves out the chain-sum tier (stars alone). */
  chains?: boolean;
}

export interface EngineMethodDef {
  name: string;
  /** The method's own pass, from the given inequalities to a stall or an answer. */
  run(run: EngineRun, settings: EngineMethodSettings): MethodOutcome;
  /** After a trial settled a cell: carry on (or just say 'stalled' when the method has nothing more to add). */
  resume(run: EngineRun, settings: EngineMethodSettings): MethodOutcome;
  /** Once, before the first trial: what the method leaves behind for the trials (optional). */
  beforeTrials?(run: EngineRun): void;
}

/** Forcing from single inequalities, then nothing more of its own. */
const force: EngineMethodDef = {
  name: 'force',
  run(run) {
    const outcome = run.propagate();
    if (outcome !== 'ok') return outcome;
    if (run.solved) return 'solved';
    run.sink?.({
      kind: 'stall',
      depth: 0,
      method: 'force',
      undecided: run.system.variableCount - run.system.assignedCount,
      reason: 'no single inequality forces anything more',
    });
    return 'stalled';
  },
  resume: () => 'stalled',
};

/** The literal pair loop; once exhausted or capped it only forces. */
const pairs: EngineMethodDef = {
  name: 'pairs',
  run: (run, settings) => runPairLoop(run, settings.cap ?? DEFAULT_PAIR_CAP),
  resume: () => 'stalled',
  beforeTrials(run) {
    // The trials work with the given inequalities and the sums that forced
    // something; the loop's other sums (up to the cap) would only slow them down.
    const sys = run.system;
    const useful = new Set<number>();
    for (let v = 0; v < sys.variableCount; v++) {
      const r = sys.reason(v);
      if (r?.kind === 'inequality') useful.add(r.id);
    }
    sys.retain((id) => sys.origin(id).kind === 'given' || useful.has(id));
  },
};

/** Sums aimed at one undecided variable at a time; after a trial it picks up where it was. */
const selective: EngineMethodDef = {
  name: 'selective',
  run: (run, settings) => runSelective(run, { chains: settings.chains }),
  resume: (run, settings) => runSelective(run, { chains: settings.chains }),
};

export const engineMethods = { force, pairs, selective } as const;

/** A method of the table, by name. */
export type EngineMethod = keyof typeof engineMethods;

export function isEngineMethod(name: string): name is EngineMethod {
  return Object.prototype.hasOwnProperty.call(engineMethods, name);
}

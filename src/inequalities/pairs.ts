/**
 * The literal pair loop, as the lesson first describes it: force to a fixpoint; when stuck, add
 * every pair of inequalities (all are already in ≥ form, so "aligning the
 * signs" was done when they were made), keep the sums that are new, force
 * again; when old and new are exhausted, add every pair again.
 *
 * Three things keep it literal but finite:
 * - The working set is the inequalities with the known values substituted,
 *   without duplicates and without those that hold whatever happens (a sum
 *   with one of those never forces more than the other summand alone).
 * - A pair in which no variable cancels is not added (see `cancels`): its
 *   sum forces nothing its two parts do not.
 * - A pair of two inequalities that were both in the previous round's set is
 *   not added again: substitution commutes with addition, so their sum is
 *   already in the set (or was dropped as a duplicate or as always true). The
 *   result is exactly that of adding every pair; only repeated work is skipped.
 * - Sums that say what a member says already are dropped (sum-filter.ts). Without
 *   that the set never stops growing on tiny boards; with it a sum of sums can
 *   be lost (its comment shows how), so "every pair" and the loop with the
 *   cancel shortcut can then end on different sets: the test that compares them
 *   compares them with terms-only filtering (`semantic` false).
 * - The set explodes (every round squares it), so there is a cap on its size.
 *   When the cap is hit the loop stops and the trace says so.
 */
import type { Inequality } from './inequality';
import { InequalitySet } from './inequality-set';
import type { EngineRun } from './run';
import { SEMANTIC_VARIABLES, SumFilter } from './sum-filter';

export type MethodOutcome = 'solved' | 'contradiction' | 'stalled' | 'capped' | 'stopped';

/**
 * Default cap on the working set. A first run of this loop (without a cap) went
 * past 200,000 inequalities within two rounds on the boards it did not solve;
 * 20,000 keeps a run in the browser under a second or so, and the benchmark
 * passes its own cap (200,000 by default, to compare with that figure).
 */
export const DEFAULT_PAIR_CAP = 20_000;

interface Member {
  id: number;
  ineq: Inequality;
}

/**
 * @param everyPair also add the pairs in which nothing cancels: the loop
 *   without that shortcut, for the test that shows the shortcut loses no
 *   deduction.
 * @param semantic drop sums that have the same 0/1 points as a member (or more): on by default; off only for that test
 */
export function runPairLoop(run: EngineRun, cap = DEFAULT_PAIR_CAP, everyPair = false, semantic = true): MethodOutcome {
  const sys = run.system;
  const first = run.propagate();
  if (first !== 'ok') return first;
  // Ids added in the last round; null in round 1, where every pair is new.
  let fresh: Set<number> | null = null;
  while (!run.solved) {
    const round = ++run.stats.rounds;
    const { set, oldCount } = workingSet(run, fresh);
    const { sums, tried, capHit } = addPairs(run, set, oldCount, cap, everyPair, semantic);
    run.stats.pairsTried += tried;
    if (run.stopped) return 'stopped';
    // Nothing was assigned during the round, so every sum was built with today's knowns.
    const at = sys.time;
    fresh = new Set<number>();
    for (const s of sums) {
      // Adding thousands of long sums (indexing each) takes a good part of a second on a large board.
      if (run.tick(s.ineq.vars.length)) return 'stopped';
      const added = sys.add(s.ineq, { kind: 'sum', parents: s.parents, at });
      if (added.isNew) {
        run.stats.sumsBuilt++;
        fresh.add(added.id);
      }
    }
    run.sink?.({
      kind: 'round',
      depth: 0,
      method: 'pairs',
      round,
      inequalities: set.length + fresh.size,
      built: fresh.size,
      tried,
      capHit,
      cap,
    });
    if (capHit) run.stats.capHit = 1;
    const outcome = run.propagate();
    if (outcome !== 'ok') return outcome;
    if (run.solved) return 'solved';
    if (capHit) {
      stall(run, `the set of inequalities reached the cap of ${cap}; the loop stops here`);
      return 'capped';
    }
    if (fresh.size === 0) {
      stall(run, 'every pair has been added and no sum is new');
      return 'stalled';
    }
  }
  return 'solved';
}

/**
 * The round's set: every active inequality with today's knowns substituted,
 * minus those that always hold and duplicates; the ones from the last round
 * ("young") after the others.
 */
function workingSet(run: EngineRun, fresh: Set<number> | null): { set: Member[]; oldCount: number } {
  const sys = run.system;
  const old: Member[] = [];
  const young: Member[] = [];
  const all: Member[] = [];
  const lookup = new InequalitySet((k) => all[k].ineq);
  for (let id = 0; id < sys.size; id++) {
    if (run.tick(1)) break;
    if (!sys.isActive(id) || sys.isSatisfiedForSure(id)) continue;
    const ineq = sys.reduced(id);
    if (lookup.find(ineq) !== undefined) continue;
    all.push({ id, ineq });
    lookup.add(all.length - 1);
    (fresh === null || fresh.has(id) ? young : old).push({ id, ineq });
  }
  return { set: [...old, ...young], oldCount: old.length };
}

/**
 * Adds every pair with at least one young member; keeps the sums the filter
 * (sum-filter.ts) lets through, up to the cap.
 */
function addPairs(run: EngineRun, set: Member[], oldCount: number, cap: number, everyPair: boolean, semantic: boolean) {
  const filter = new SumFilter(semantic ? SEMANTIC_VARIABLES : 0);
  const sums: { ineq: Inequality; parents: [number, number] }[] = [];
  // Indexing a round's set is real work on a large board (tens of thousands of long inequalities): it ticks too.
  for (const m of set) {
    filter.add(m.ineq);
    if (run.tick(m.ineq.vars.length)) return { sums, tried: 0, capHit: false };
  }
  let tried = 0;
  let capHit = set.length >= cap;
  let vars = new Int32Array(64);
  let coefs = new Int32Array(64);
  pairs: for (let i = oldCount; i < set.length && !capHit; i++) {
    const b = set[i].ineq;
    for (let j = 0; j < i; j++) {
      tried++;
      const a = set[j].ineq;
      if (run.tick(a.vars.length + b.vars.length + filter.work)) break pairs;
      filter.work = 0;
      if (vars.length < a.vars.length + b.vars.length) {
        vars = new Int32Array(2 * (a.vars.length + b.vars.length));
        coefs = new Int32Array(vars.length);
      }
      if (!everyPair && !cancels(a, b)) continue;
      const length = mergeInto(a, b, vars, coefs);
      const rhs = a.rhs + b.rhs;
      if (filter.judge(vars, coefs, length, rhs) !== 'new') continue;
      const ineq: Inequality = { vars: Array.from(vars.subarray(0, length)), coefs: Array.from(coefs.subarray(0, length)), rhs };
      filter.add(ineq);
      sums.push({ ineq, parents: [set[j].id, set[i].id] });
      if (set.length + sums.length >= cap) {
        capHit = true;
        break pairs;
      }
    }
  }
  return { sums, tried, capHit };
}

/**
 * Whether some variable has coefficients of opposite signs in `a` and `b`.
 * A sum without one forces nothing its two parts do not: a variable is
 * forced when its coefficient exceeds the slack, and in such a sum both
 * coefficients and slacks just add. Nor does it lead anywhere later: a sum
 * (a + b) + c that cancels something with c is a + (b + c) or b + (a + c),
 * which the loop builds from pairs that cancel. Leaving those sums out
 * keeps what the loop can deduce and stops it from filling its set with
 * sums of unrelated inequalities (on `...#...` they grew without end).
 */
function cancels(a: Inequality, b: Inequality): boolean {
  let i = 0;
  let j = 0;
  while (i < a.vars.length && j < b.vars.length) {
    const va = a.vars[i];
    const vb = b.vars[j];
    if (va < vb) i++;
    else if (vb < va) j++;
    else {
      if (a.coefs[i] > 0 !== b.coefs[j] > 0) return true;
      i++;
      j++;
    }
  }
  return false;
}

/** The sum of two normal forms into scratch buffers; returns its number of terms. */
function mergeInto(a: Inequality, b: Inequality, vars: Int32Array, coefs: Int32Array): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.vars.length && j < b.vars.length) {
    const va = a.vars[i];
    const vb = b.vars[j];
    if (va < vb) {
      vars[n] = va;
      coefs[n++] = a.coefs[i++];
    } else if (vb < va) {
      vars[n] = vb;
      coefs[n++] = b.coefs[j++];
    } else {
      const c = a.coefs[i++] + b.coefs[j++];
      if (c !== 0) {
        vars[n] = va;
        coefs[n++] = c;
      }
    }
  }
  for (; i < a.vars.length; i++, n++) {
    vars[n] = a.vars[i];
    coefs[n] = a.coefs[i];
  }
  for (; j < b.vars.length; j++, n++) {
    vars[n] = b.vars[j];
    coefs[n] = b.coefs[j];
  }
  return n;
}

function stall(run: EngineRun, reason: string): void {
  run.sink?.({
    kind: 'stall',
    depth: 0,
    method: 'pairs',
    undecided: run.system.variableCount - run.system.assignedCount,
    reason,
  });
}


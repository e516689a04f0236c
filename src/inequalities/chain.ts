/**
 * Chain sums: the selective method's second tier, for when no sum around a
 * single cell forces anything. Many hard steps are long chains — "if x were
 * a lamp, y could not be, so z must be, so …, and two lamps would meet" —
 * and the sum of the inequalities along such a chain forces x by itself,
 * with no assumption left in it.
 *
 * To find the chain we follow forcing from the opposite value without
 * keeping anything (the same look-ahead a trial makes), walk back from the
 * inequality that failed to the ones that fed it, and add exactly those up.
 * Only if that sum forces the cell on its own is it used: the conclusion
 * rests on the sum, which the trace shows like any other. When rounding in
 * the forcing steps made the chain stronger than its plain sum, the sum does
 * not force and nothing is concluded here (a labelled trial may later).
 */
import { forcedBy, NO_CONFLICT, STOPPED, UNKNOWN } from './forcing';
import { addInequalities, type Inequality } from './inequality';
import { disagreement, lookAhead, probe } from './probe';
import type { EngineRun } from './run';

/**
 * The inequalities a conflict under a supposition depends on, back to the supposition, in the order they fired (the
 * conflict last): the chain whose sum is tried as a chain sum. `reasonOf` maps each variable forced under the
 * supposition to the inequality that forced it. Shared with the trial (trial.ts), which shows this sum failing.
 */
export function chainIds(run: EngineRun, conflict: number, fired: readonly number[], reasonOf: ReadonlyMap<number, number>): number[] {
  const sys = run.system;
  const needed = new Set<number>();
  const stack = [conflict];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (needed.has(id)) continue;
    needed.add(id);
    for (const w of sys.inequality(id).vars) {
      const by = reasonOf.get(w);
      if (by !== undefined) stack.push(by);
    }
  }
  run.tick(needed.size);
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const id of [...fired, conflict]) {
    if (!needed.has(id) || seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

/** The sum of those inequalities as they stand now (known values put in). */
export function chainSumOf(run: EngineRun, ids: readonly number[]): Inequality {
  let sum: Inequality = { vars: [], coefs: [], rhs: 0 };
  for (const id of ids) sum = addInequalities(sum, run.system.reduced(id));
  return sum;
}

/** The inequalities to add (in the order they fired) to force `v`, or null; 'stopped' on budget. */
export function chainSum(run: EngineRun, v: number): { ids: number[]; assumed: 0 | 1 } | null | 'stopped' {
  const sys = run.system;
  for (const assumed of [1, 0] as const) {
    if (sys.values[v] !== UNKNOWN) return null;
    run.stats.chainProbes++;
    // Most look-aheads lead nowhere; the fast one says so without tracing reasons.
    const ahead = lookAhead(run, v, assumed);
    if (ahead === 'stopped') return 'stopped';
    if (ahead === 'holds') continue;
    const reasonOf = new Map<number, number>();
    const fired: number[] = [];
    const found = probe(
      run,
      v,
      assumed,
      'exact',
      (conflict): number[] | 'stopped' => {
        if (conflict === STOPPED) return 'stopped';
        if (conflict === NO_CONFLICT) throw disagreement(v, assumed);
        return chainIds(run, conflict, fired, reasonOf);
      },
      (by, forced) => {
        fired.push(by);
        for (const f of forced) reasonOf.set(f.variable, by);
      },
    );
    if (found === 'stopped') return 'stopped';
    const sum = chainSumOf(run, found);
    const out = forcedBy(sum);
    const wanted = assumed === 1 ? 0 : 1;
    if (out.contradiction || out.forced.some((f) => f.variable === v && f.value === wanted)) return { ids: found, assumed };
  }
  return null;
}

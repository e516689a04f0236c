/**
 * CDCL by hand, for the lesson's small examples (a 4×4 board's clauses):
 * plain data in, plain data out, one step at a time, so a view can let the
 * reader pick a decision, watch unit propagation, and at a conflict see the
 * cut of the implication graph that gives the learned clause.
 *
 * These functions restate what the solver (./cdcl.ts) does, over arrays
 * instead of watched literals, so they are slow and clear; the tests check
 * that what they learn is implied by the formula and asserting.
 *
 * Literals are DIMACS numbers (v or −v).
 */

/** A literal on the trail: its level, and the clause that implied it (null for a decision). */
export interface TrailEntry {
  literal: number;
  level: number;
  reason: number[] | null;
}

export type Assignment = ReadonlyMap<number, boolean>;

/** The value of a literal under the assignment: true, false, or undefined when its variable is open. */
export function literalValue(a: Assignment, lit: number): boolean | undefined {
  const v = a.get(Math.abs(lit));
  return v === undefined ? undefined : lit > 0 ? v : !v;
}

export type UnitStep =
  | { kind: 'unit'; clause: number; literal: number }
  | { kind: 'conflict'; clause: number }
  | { kind: 'none' };

/**
 * The first clause (in order) that is false, or else the first that is unit
 * (all literals false but one open, which must become true); none when
 * propagation has reached its fixpoint.
 */
export function unitStep(clauses: readonly (readonly number[])[], a: Assignment): UnitStep {
  let unit: UnitStep = { kind: 'none' };
  for (let i = 0; i < clauses.length; i++) {
    let open = 0;
    let last = 0;
    let satisfied = false;
    for (const l of clauses[i]) {
      const v = literalValue(a, l);
      if (v === true) {
        satisfied = true;
        break;
      }
      if (v === undefined) {
        open++;
        last = l;
      }
    }
    if (satisfied) continue;
    if (open === 0) return { kind: 'conflict', clause: i };
    if (open === 1 && unit.kind === 'none') unit = { kind: 'unit', clause: i, literal: last };
  }
  return unit;
}

/**
 * Unit propagation to its fixpoint from a trail, recording each implied
 * literal with its reason at `level`. Returns the extended trail and the
 * false clause, if one was reached.
 */
export function propagate(
  clauses: readonly (readonly number[])[],
  trail: readonly TrailEntry[],
  level: number,
): { trail: TrailEntry[]; conflict: number[] | null } {
  const out = trail.slice();
  const a = new Map(out.map((e) => [Math.abs(e.literal), e.literal > 0]));
  for (;;) {
    const step = unitStep(clauses, a);
    if (step.kind === 'none') return { trail: out, conflict: null };
    if (step.kind === 'conflict') return { trail: out, conflict: [...clauses[step.clause]] };
    out.push({ literal: step.literal, level, reason: [...clauses[step.clause]] });
    a.set(Math.abs(step.literal), step.literal > 0);
  }
}

/** One resolution step of the analysis: the literal resolved away and the clause after it. */
export interface Resolution {
  /** The true trail literal whose reason was resolved with the clause. */
  on: number;
  reason: number[];
  clause: number[];
}

export interface ConflictCut {
  /** The learned clause: the UIP's negation first, then the rest. */
  learned: number[];
  /** The first unique implication point (a true literal of the conflict level). */
  uip: number;
  /** Trail literals of the conflict level after the UIP that lead to the conflict: the conflict side of the cut. */
  conflictSide: number[];
  /** False literals of the learned clause other than the UIP's: the earlier-level side of the cut. */
  reasonSide: number[];
  /** The level to jump back to: the highest level in the learned clause apart from the UIP's (0 if none). */
  backjump: number;
  resolutions: Resolution[];
}

/**
 * First-UIP analysis of a conflict: resolve the false clause with the reason
 * of its latest literal of the conflict level, again and again, until one
 * literal of that level is left. Every literal involved must be on the trail.
 */
export function conflictCut(trail: readonly TrailEntry[], conflict: readonly number[]): ConflictCut {
  const at = new Map<number, number>();
  trail.forEach((e, i) => at.set(Math.abs(e.literal), i));
  const levelOf = (lit: number) => trail[at.get(Math.abs(lit))!].level;
  const conflictLevel = Math.max(...conflict.map(levelOf));
  let clause = [...new Set(conflict)];
  const resolutions: Resolution[] = [];
  const conflictSide: number[] = [];
  const atLevel = (c: number[]) => c.filter((l) => levelOf(l) === conflictLevel);
  while (atLevel(clause).length > 1) {
    // The literal of this level latest on the trail.
    const latest = atLevel(clause).reduce((x, y) => (at.get(Math.abs(x))! > at.get(Math.abs(y))! ? x : y));
    const entry = trail[at.get(Math.abs(latest))!];
    if (!entry.reason) throw new Error(`conflictCut: ${entry.literal} has no reason but is not the only literal of level ${conflictLevel}`);
    const reason = entry.reason;
    const merged = new Set(clause.filter((l) => l !== latest));
    for (const l of reason) if (l !== entry.literal) merged.add(l);
    clause = [...merged];
    conflictSide.push(entry.literal);
    resolutions.push({ on: entry.literal, reason: [...reason], clause: [...clause] });
  }
  const uipFalse = atLevel(clause)[0];
  const rest = clause.filter((l) => l !== uipFalse).filter((l) => levelOf(l) > 0);
  const backjump = rest.length ? Math.max(...rest.map(levelOf)) : 0;
  return { learned: [uipFalse, ...rest], uip: -uipFalse, conflictSide, reasonSide: rest, backjump, resolutions };
}

/**
 * For a traced conflict only: the part of the implication graph the conflict
 * depends on, as plain trail entries a view can draw (the Sudoku solver's
 * stepper draws it with the same graph as the CDCL-by-hand tool). Walking the
 * conflict level's stretch of the trail backwards visits every literal after
 * the literals whose reasons name it, so one pass collects the whole cone:
 * the decision, every implied literal of the conflict level that leads to the
 * conflict (with the clause that implied it), and the literals of earlier
 * levels those clauses used (no reasons: they are the graph's sources).
 * Literals fixed at level 0 hold in every case and are left out, as the
 * learned clause leaves them out. Capped at `cap` entries: a bigger cone is
 * too big to draw, and its size alone is reported.
 */
import type { ConeEntry } from './events';
import { toDimacs } from './literals';

export interface ConeInput {
  trail: Int32Array;
  level: Int32Array;
  reason: Int32Array;
  /** value[q] = 1 when internal literal q is true. */
  value: Int8Array;
  /** The clause that implied variable v (its literal first), in internal literals. */
  reasonLits: (v: number) => number[];
}

export function implicationCone(t: ConeInput, conflict: readonly number[], trailLen: number, dl: number, cap: number): { entries: ConeEntry[] | null; size: number } {
  const needed = new Set<number>();
  const earlier = new Set<number>();
  const note = (q: number): void => {
    const v = q >> 1;
    const lv = t.level[v];
    if (lv === 0) return;
    if (lv < dl) earlier.add(v);
    else needed.add(v);
  };
  for (const q of conflict) note(q);
  const ownLevel: ConeEntry[] = [];
  for (let i = trailLen - 1; i >= 0; i--) {
    const q = t.trail[i];
    const v = q >> 1;
    if (t.level[v] < dl) break;
    if (!needed.has(v)) continue;
    if (t.reason[v] === -1) {
      ownLevel.push({ literal: toDimacs(q), level: dl, reason: null });
      continue;
    }
    const lits = t.reasonLits(v);
    for (let k = 1; k < lits.length; k++) note(lits[k]);
    ownLevel.push({ literal: toDimacs(q), level: dl, reason: lits.map(toDimacs) });
    if (ownLevel.length + earlier.size > cap) return { entries: null, size: needed.size + earlier.size };
  }
  const size = ownLevel.length + earlier.size;
  if (size > cap) return { entries: null, size };
  // Earlier levels first (by level), then the conflict level in trail order.
  const before: ConeEntry[] = [...earlier]
    .map((v) => ({ literal: toDimacs(t.value[v << 1] === 1 ? v << 1 : (v << 1) | 1), level: t.level[v], reason: null }))
    .sort((a, b) => a.level - b.level);
  return { entries: [...before, ...ownLevel.reverse()], size };
}

/**
 * Where a dead state dies: a state every rule let through at its edge but
 * from which no solution follows (its count in the diagram is 0). The walk
 * names, for such a state, the edge at which the last of its ways on is cut
 * and the rules that cut them there, so "no solution lies that way" comes
 * with a place a reader can look at, not only a count.
 *
 * It builds the levels below the state the way the solver does (the by-hand
 * step function, equal states kept once), but only from that one state and
 * only while the levels stay small: past `cap` states in one level, or
 * `depth` edges below the state, it gives up and returns null, and the walk says the generic sentence instead.
 */
import { handOptions, type HandContext, type HandState } from './by-hand';
import type { CutName } from './mate-codes';

export interface DeathPlace {
  /** The edge (0-based) at which the last surviving states are all cut. */
  level: number;
  /** The rules that cut them there, the most frequent first. */
  rules: CutName[];
}

const keyOf = (s: HandState): string =>
  `${s.view.mate.join(',')}|${(s.view.comp ?? []).join(',')}|${(s.view.apart ?? []).flat().join(',')}|${(s.view.marks ?? []).join(',')}|${s.view.detour ?? ''}`;

export function whereItDies(ctx: HandContext, start: HandState, cap = 200, depth = 40): DeathPlace | null {
  let level: HandState[] = [start];
  while (level.length > 0 && level[0].level < start.level + depth) {
    const at = level[0].level;
    // Past the last edge a state that is still alive is a solution: the state was not dead after all.
    if (at >= ctx.edges.length) return null;
    const next = new Map<string, HandState>();
    const cuts = new Map<CutName, number>();
    for (const s of level) {
      for (const step of handOptions(ctx, s)) {
        if (step.ok) next.set(keyOf(step.next), step.next);
        else cuts.set(step.cut.rule, (cuts.get(step.cut.rule) ?? 0) + 1);
      }
    }
    if (next.size === 0) return { level: at, rules: [...cuts.entries()].sort((a, b) => b[1] - a[1]).map(([r]) => r) };
    if (next.size > cap) return null;
    level = [...next.values()];
  }
  return null;
}

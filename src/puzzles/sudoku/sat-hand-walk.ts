/**
 * A walk for CDCL by hand that shows a real backjump: a few decisions, the
 * last of which runs into a conflict whose learned clause sends the solver
 * back more than one level — over decisions that played no part in the
 * conflict. Found by trying decisions in variable order (the same order the
 * by-hand list offers them), so the walk is the same on every build; the
 * lesson states it and the island offers it step by step.
 *
 * And the words for any jump: why the solver goes back to exactly that level
 * (the second-highest level among the learned clause's literals) and which
 * decisions the jump takes back although the clause does not mention them.
 */
import { plural } from '../../core/numbers';
import { decide, learnedLiterals, nameOf, openDecisions, type SatHandState } from './sat-hand';

/** A board CDCL by hand offers (src/ui/sudoku/SatByHand.tsx), with a walk of decisions to suggest (backjumpWalk below), found when the site is built. */
export interface SatHandPreset {
  id: string;
  label: string;
  text: string;
  /** Decisions (variable numbers) that lead to a conflict (one decision: a conflict at once; more: a jump over a level); null when the board is for free play. */
  walk: number[] | null;
}

/** The decisions of a state's trail, level 1 first. */
export function decisionsOf(s: SatHandState): number[] {
  return s.trail.filter((e) => e.level > 0 && e.reason === null).map((e) => e.literal);
}

/**
 * The first sequence of at most `maxDecisions` decisions (each later one of a
 * higher variable number) after which the last one conflicts and the learned
 * clause jumps back over at least one level to a level above 0 (so the clause
 * has a second-highest level to name). Null when the board has none.
 */
export function backjumpWalk(start: SatHandState, maxDecisions = 3): number[] | null {
  const walk = (s: SatHandState, path: number[], after: number): number[] | null => {
    for (const v of openDecisions(s)) {
      if (v <= after) continue;
      const d = decide(s, v);
      if (d.conflict) {
        if (d.cut && d.cut.backjump > 0 && d.cut.backjump < d.level - 1) return [...path, v];
        continue;
      }
      if (path.length + 1 < maxDecisions) {
        const found = walk(d, [...path, v], v);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start, [], 0);
}

/**
 * The walk's next decision from this state, or null when the state has left the walk or finished it: the walk ends
 * at its conflict, and once a clause is learned from it (the jump back), taking the skipped decisions again is the
 * reader's own play, not the walk.
 */
export function nextOfWalk(s: SatHandState, walk: readonly number[] | null | undefined): number | null {
  if (!walk || s.conflict || s.learned.length > 0) return null;
  const taken = decisionsOf(s);
  if (taken.length >= walk.length || taken.some((d, i) => d !== walk[i])) return null;
  return walk[taken.length];
}

/**
 * Why the solver jumps back to the level it does, for a state at a conflict:
 * the levels at which the learned clause's literals became false, the
 * highest (the conflict's own, holding only the first UIP's literal), the
 * second-highest (where to jump: there every other literal is false, so the
 * clause is unit), and the decisions in between, which the clause does not
 * mention and the jump takes back all the same.
 */
export function jumpWords(s: SatHandState): string {
  if (!s.cut) return '';
  const lits = learnedLiterals(s);
  const to = s.cut.backjump;
  const levels = lits.map((l) => l.level);
  const shown = levels.length === 1
    ? `The learned clause has a single literal, false since level ${levels[0]}.`
    : `The learned clause’s literals became false at levels ${levels.join(', ')} (in the order of the clause).`;
  const target = lits.length === 1
    ? `Jump back to level 0: the clause has a single literal, so no earlier decision is needed to make it unit; it holds from the start.`
    : `Jump back to level ${to}, the second-highest of these levels: the highest, ${s.level}, is the conflict’s own level and holds only the first UIP’s literal; at level ${to} every other literal of the clause is already false, so the clause is unit there and forces its first literal at once.`;
  const skipped = s.trail.filter((e) => e.reason === null && e.level > to && e.level < s.level);
  const over = skipped.length === 0
    ? ''
    : ` The jump also takes back ${plural(skipped.length, 'decision')} of the ${skipped.length === 1 ? 'level' : 'levels'} in between (${skipped.map((e) => `${nameOf(s, e.literal)} at level ${e.level}`).join(', ')}): no literal of the clause became false there, so ${skipped.length === 1 ? 'that decision' : 'those decisions'} played no part in the conflict; the solver may take ${skipped.length === 1 ? 'it' : 'them'} again later.`;
  return `${shown} ${target}${over}`;
}

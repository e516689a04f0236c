/**
 * The by-hand tool's step between a sum of two and a trial: a star, the
 * selective method's first kind of sum (selective.ts), for when no single
 * inequality and no sum of two forces anything. For an open variable and a
 * value, start from any listed inequality (the base) and add, one at a time,
 * the listed inequality that holds the variable with the sign pushing it to
 * that value and brings its coefficient closest to beating the slack; stop
 * when no addition gains any more, and keep the star only if it forces the
 * variable. The reader builds it with the tool's own buttons (pick two, keep
 * the sum, pick it with the next), so the hint only says which parts.
 *
 * This is the rule of the lesson's stars taken plainly, over the few dozen
 * inequalities of a by-hand board, not the engine's indexed search; it
 * knows the by-hand list only by its type, so hand-state.ts can ask it
 * without an import cycle.
 */
import { forcedBy, substitute, UNKNOWN, type Forced } from './forcing';
import { addInequalities, type Inequality } from './inequality';
import type { HandInequality } from './hand-state';

export interface HandStar {
  /** The parts in the order to add them: the base, then each addition. */
  parts: HandInequality[];
  /** The variable it is aimed at and the value it forces there. */
  variable: number;
  value: 0 | 1;
  /** Everything the whole sum forces. */
  forced: Forced[];
}

/** Most parts a star the hint offers may have (a reader builds it by hand). */
const MOST_PARTS = 4;

function coefficientOf(q: Inequality, v: number): number {
  const i = q.vars.indexOf(v);
  return i < 0 ? 0 : q.coefs[i];
}

/** How far the coefficient of `v`, pushed by `sign`, is from beating the slack (above 0: it forces). */
function gainOf(q: Inequality, v: number, sign: 1 | -1): number {
  const out = forcedBy(q);
  return out.contradiction ? -Infinity : sign * coefficientOf(q, v) - out.slack;
}

/**
 * The first star that forces something, with the fewest parts (at least
 * three: sums of two are the pair hint's), trying variables in order, lamp
 * (1) before no lamp (0); null when there is none of up to MOST_PARTS parts.
 */
export function findHandStar(list: readonly HandInequality[], values: readonly number[]): HandStar | null {
  const open = list
    .map((x) => ({ x, q: substitute(x.inequality, values) }))
    .filter(({ q }) => q.vars.length > 0);
  let best: HandStar | null = null;
  for (let v = 0; v < values.length; v++) {
    if (values[v] !== UNKNOWN) continue;
    for (const value of [1, 0] as const) {
      const sign = value === 1 ? 1 : -1;
      const aids = open.filter(({ q }) => sign * coefficientOf(q, v) > 0);
      if (aids.length < 2) continue;
      for (const base of open) {
        let sum = base.q;
        const parts = [base];
        let gain = gainOf(sum, v, sign);
        while (parts.length < MOST_PARTS && gain <= 0) {
          let next: { aid: (typeof open)[number]; sum: Inequality; gain: number } | null = null;
          for (const aid of aids) {
            if (parts.includes(aid)) continue;
            const s = addInequalities(sum, aid.q);
            const g = gainOf(s, v, sign);
            if (g > gain && (!next || g > next.gain)) next = { aid, sum: s, gain: g };
          }
          if (!next) break;
          sum = next.sum;
          parts.push(next.aid);
          gain = next.gain;
        }
        if (gain <= 0 || parts.length < 3) continue;
        const out = forcedBy(sum);
        if (out.contradiction) continue;
        if (!best || parts.length < best.parts.length) best = { parts: parts.map((p) => p.x), variable: v, value, forced: out.forced };
        if (best.parts.length === 3) return best;
      }
    }
  }
  return best;
}

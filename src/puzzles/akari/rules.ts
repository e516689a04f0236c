/**
 * The judge: checks a solution against the rules of Akari, written from the
 * rules and not from the inequality model, so a mistake in the model cannot
 * hide itself. As in pzprjs, the rules are a declared list of named checks,
 * each with its own message; the first broken one is reported. The checks
 * every grid genre shares (shape, givens, clue counts) are ../grid-rules.ts.
 *
 * The rules: lamps go on white cells; a lamp lights its cell and the cells in
 * its row and column up to the first black cell or the edge; every white cell
 * is lit; no lamp lights another; a clue has exactly that many lamps among its
 * four neighbours.
 */
import { clueCountFailure, firstBrokenRule, givensFailure, shapeFailure, type RuleCheck } from '../grid-rules';
import type { CheckResult } from '../types';
import { LAMP, WHITE, type AkariPuzzle, type AkariSolution } from './puzzle';

const DIRECTIONS: [number, number][] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

/** The first lamp seen from (r, c) in direction (dr, dc) before a black cell, or null. */
function lampInSight(p: AkariPuzzle, s: AkariSolution, r: number, c: number, dr: number, dc: number) {
  for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < p.height && cc >= 0 && cc < p.width; rr += dr, cc += dc) {
    const ch = s[rr][cc];
    if (ch === LAMP) return [rr, cc] as const;
    if (ch !== WHITE) return null;
  }
  return null;
}

export const akariRules: RuleCheck<AkariPuzzle, AkariSolution>[] = [
  { code: 'shape', find: shapeFailure },
  { code: 'givens', find: (p, s) => givensFailure(p, s, (ch) => ch === LAMP, 'a lamp') },
  {
    code: 'lampsSeeEachOther',
    find(p, s) {
      for (let r = 0; r < p.height; r++) {
        for (let c = 0; c < p.width; c++) {
          if (s[r][c] !== LAMP) continue;
          for (const [dr, dc] of DIRECTIONS) {
            const other = lampInSight(p, s, r, c, dr, dc);
            if (other) {
              return { r, c, message: `two lamps light each other (the other at row ${other[0] + 1}, column ${other[1] + 1})` };
            }
          }
        }
      }
      return null;
    },
  },
  {
    code: 'unlitCell',
    find(p, s) {
      for (let r = 0; r < p.height; r++) {
        for (let c = 0; c < p.width; c++) {
          if (s[r][c] !== WHITE) continue;
          if (!DIRECTIONS.some(([dr, dc]) => lampInSight(p, s, r, c, dr, dc))) {
            return { r, c, message: 'a white cell is not lit' };
          }
        }
      }
      return null;
    },
  },
  { code: 'clueCount', find: (p, s) => clueCountFailure(p, s, (ch) => ch === LAMP, 'lamp', 'around it') },
];

/** The first rule the solution breaks, with where; or ok. */
export function checkAkari(p: AkariPuzzle, s: AkariSolution): CheckResult {
  return firstBrokenRule(akariRules, p, s);
}

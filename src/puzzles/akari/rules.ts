/**
 * The judge: checks a solution against the rules of Akari, written from the
 * rules and not from the inequality model, so a mistake in the model cannot
 * hide itself. As in pzprjs, the rules are a declared list of named checks,
 * each with its own message; the first broken one is reported.
 *
 * The rules: lamps go on white cells; a lamp lights its cell and the cells in
 * its row and column up to the first black cell or the edge; every white cell
 * is lit; no lamp lights another; a clue has exactly that many lamps among its
 * four neighbours.
 */
import type { CheckResult } from '../types';
import { clueOf, neighbours, LAMP, WHITE, type AkariPuzzle, type AkariSolution } from './puzzle';

interface Failure {
  r: number;
  c: number;
  message: string;
}

interface RuleCheck {
  code: string;
  find(p: AkariPuzzle, s: AkariSolution): Failure | null;
}

const at = (f: Failure): string => `row ${f.r + 1}, column ${f.c + 1}`;

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

export const akariRules: RuleCheck[] = [
  {
    code: 'shape',
    find(p, s) {
      if (s.length !== p.height) {
        return { r: Math.min(s.length, p.height - 1), c: 0, message: `the solution has ${s.length} rows, the puzzle ${p.height}` };
      }
      for (let r = 0; r < p.height; r++) {
        if (s[r].length !== p.width) {
          return { r, c: 0, message: `this row has ${s[r].length} cells, the puzzle ${p.width}` };
        }
      }
      return null;
    },
  },
  {
    code: 'givens',
    find(p, s) {
      for (let r = 0; r < p.height; r++) {
        for (let c = 0; c < p.width; c++) {
          const given = p.rows[r][c];
          const ch = s[r][c];
          const ok = given === WHITE ? ch === WHITE || ch === LAMP : ch === given;
          if (!ok) return { r, c, message: `the puzzle has '${given}' here, the solution '${ch}'` };
        }
      }
      return null;
    },
  },
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
  {
    code: 'clueCount',
    find(p, s) {
      for (let r = 0; r < p.height; r++) {
        for (let c = 0; c < p.width; c++) {
          const k = clueOf(p.rows[r][c]);
          if (k === null) continue;
          const lamps = neighbours(p, r, c).filter(([rr, cc]) => s[rr][cc] === LAMP).length;
          if (lamps !== k) return { r, c, message: `the clue ${k} has ${lamps} lamp${lamps === 1 ? '' : 's'} around it` };
        }
      }
      return null;
    },
  },
];

/** The first rule the solution breaks, with where; or ok. */
export function checkAkari(p: AkariPuzzle, s: AkariSolution): CheckResult {
  for (const rule of akariRules) {
    const f = rule.find(p, s);
    if (f) return { ok: false, code: rule.code, message: `${rule.code}: ${f.message} (${at(f)})` };
  }
  return { ok: true };
}

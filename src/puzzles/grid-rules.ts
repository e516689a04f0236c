/**
 * What every grid genre's rules check shares (Akari, Shakashaka): as in
 * pzprjs, the rules are a declared list of named checks, each returning the
 * first failure with its cell, and the verdict names the first broken one.
 * Two checks come first everywhere: the filled board has the puzzle's shape,
 * and it keeps the givens — black cells and clues unchanged, white cells white
 * or holding what the genre puts there (a lamp, a triangle).
 */
import type { CheckResult } from './types';

export interface CellFailure {
  r: number;
  c: number;
  message: string;
}

export interface RuleCheck<P, S> {
  code: string;
  find(p: P, s: S): CellFailure | null;
}

/** The first rule the filled board breaks, with its cell (counted from 1); or ok. */
export function firstBrokenRule<P, S>(rules: readonly RuleCheck<P, S>[], p: P, s: S): CheckResult {
  for (const rule of rules) {
    const f = rule.find(p, s);
    if (f) return { ok: false, code: rule.code, message: `${rule.code}: ${f.message} (row ${f.r + 1}, column ${f.c + 1})` };
  }
  return { ok: true };
}

interface Grid {
  width: number;
  height: number;
  rows: readonly string[];
}

export function shapeFailure(p: Grid, s: readonly string[]): CellFailure | null {
  if (s.length !== p.height) {
    return { r: Math.max(0, Math.min(s.length, p.height - 1)), c: 0, message: `the solution has ${s.length} rows, the puzzle ${p.height}` };
  }
  for (let r = 0; r < p.height; r++) {
    if (s[r].length !== p.width) return { r, c: 0, message: `this row has ${s[r].length} cells, the puzzle ${p.width}` };
  }
  return null;
}

/** `isPlaced` tells what may stand on a white cell besides '.'; `placedName` names it ("a lamp"). */
export function givensFailure(p: Grid, s: readonly string[], isPlaced: (ch: string) => boolean, placedName: string): CellFailure | null {
  for (let r = 0; r < p.height; r++) {
    for (let c = 0; c < p.width; c++) {
      const given = p.rows[r][c];
      const ch = s[r][c];
      if (given === '.' ? ch === '.' || isPlaced(ch) : ch === given) continue;
      const message = given === '.' ? `'${ch}' is neither a white cell nor ${placedName}` : `the puzzle has '${given}' here, the solution '${ch}'`;
      return { r, c, message };
    }
  }
  return null;
}

/**
 * A clue (a black cell numbered 0–4) that does not count exactly its number of
 * things among its four neighbours; `isCounted` says which cell of the filled
 * board is one, `thing` names it ("lamp") and `where` says how it stands to
 * the clue ("around it").
 */
export function clueCountFailure(p: Grid, s: readonly string[], isCounted: (ch: string) => boolean, thing: string, where: string): CellFailure | null {
  for (let r = 0; r < p.height; r++) {
    for (let c = 0; c < p.width; c++) {
      const ch = p.rows[r][c];
      if (!(ch >= '0' && ch <= '4' && ch.length === 1)) continue;
      const k = Number(ch);
      const n = [[r - 1, c], [r, c - 1], [r, c + 1], [r + 1, c]].filter(
        ([rr, cc]) => rr >= 0 && rr < p.height && cc >= 0 && cc < p.width && isCounted(s[rr][cc]),
      ).length;
      if (n !== k) return { r, c, message: `the clue ${k} has ${n} ${thing}${n === 1 ? '' : 's'} ${where}` };
    }
  }
  return null;
}

/**
 * The judge: checks a solution against the rules of Numberlink, written from
 * the rules and not from the ZDD or its mate arrays, so a mistake in the
 * frontier logic cannot hide itself. As in pzprjs, the rules are a declared
 * list of named checks, each with its own message; the first broken one is
 * reported.
 *
 * The rules, shared by all conventions: every label's two endpoints are joined
 * by one path of orthogonally adjacent cells; a path visits no cell twice;
 * paths do not share a cell (so none crosses, branches or runs through
 * another label's endpoint). Then per convention (`solution.rule`):
 *   fill          every cell lies on a path (the rule of Yoshinaka et al.);
 *   fill-notouch  also, no path runs alongside itself: two orthogonally
 *                 adjacent cells of one path are consecutive on it (Flow Free, Janko);
 *   nikoli        cells may stay empty (Nikoli, puzz.link numlin).
 *
 * The canonical conventions (fill-canonical, nikoli-canonical) are judged as
 * fill and nikoli: they are not rules of the puzzle but a way of counting,
 * which leaves out solutions with a redundant pattern (./canonical.ts) because
 * such a solution always has a twin. A reader's answer with a path that uses
 * three sides of a 2×2 block still joins every pair by the puzzle's rules, so
 * the judge accepts it; saying "wrong" there would fault a correct answer for
 * the solver's bookkeeping. (The brute force, which counts like the ZDD,
 * applies the pattern test itself.)
 */
import type { CheckResult } from '../types';
import { ALL_RULES, usesEveryCell, type Cell, type NumberlinkPuzzle, type NumberlinkSolution } from './puzzle';
import { RULE_SET_NAME } from './rule-names';

interface RuleCheck {
  code: string;
  /** A sentence saying what is wrong, or null when the rule holds. */
  find(p: NumberlinkPuzzle, s: NumberlinkSolution): string | null;
}

const at = ([r, c]: Cell): string => `row ${r + 1}, column ${c + 1}`;
const inside = (p: NumberlinkPuzzle, cell: unknown): cell is Cell =>
  Array.isArray(cell) &&
  cell.length === 2 &&
  Number.isInteger(cell[0]) &&
  Number.isInteger(cell[1]) &&
  cell[0] >= 0 &&
  cell[0] < p.height &&
  cell[1] >= 0 &&
  cell[1] < p.width;

/** For every cell, the label of the path through it (or null), from the solution's paths alone. */
function cover(p: NumberlinkPuzzle, s: NumberlinkSolution): (string | null)[] {
  const owner: (string | null)[] = new Array(p.width * p.height).fill(null);
  for (const [label, path] of Object.entries(s.paths)) for (const [r, c] of path) owner[r * p.width + c] = label;
  return owner;
}

export const numberlinkRules: RuleCheck[] = [
  {
    code: 'rule',
    find: (_p, s) => (ALL_RULES.includes(s.rule) ? null : `unknown rule '${String(s.rule)}' (known: ${ALL_RULES.join(', ')})`),
  },
  {
    code: 'labels',
    find(p, s) {
      for (const label of p.labels) if (!Object.prototype.hasOwnProperty.call(s.paths, label)) return `label '${label}' has no path`;
      for (const label of Object.keys(s.paths)) if (!p.labels.includes(label)) return `a path for '${label}', which is not a label of the puzzle`;
      return null;
    },
  },
  {
    code: 'cells',
    find(p, s) {
      for (const [label, path] of Object.entries(s.paths)) {
        if (!Array.isArray(path)) return `the path of '${label}' is not a list of cells`;
        for (const cell of path) if (!inside(p, cell)) return `the path of '${label}' has ${JSON.stringify(cell)}, not a cell of the board`;
      }
      return null;
    },
  },
  {
    code: 'endpoints',
    find(p, s) {
      // Each label's endpoint cells, in one pass over the board (a pass per label was most of the check's time on large boards).
      const ends: number[][] = p.labels.map(() => []);
      p.cells.forEach((v, i) => {
        if (v >= 0) ends[v]?.push(i);
      });
      for (const [label, path] of Object.entries(s.paths)) {
        const [one, two] = ends[p.labels.indexOf(label)] ?? [];
        if (path.length < 2) return `the path of '${label}' has ${path.length} cell(s); it must run from one endpoint to the other`;
        const first = path[0][0] * p.width + path[0][1];
        const last = path[path.length - 1][0] * p.width + path[path.length - 1][1];
        const joins = (first === one && last === two) || (first === two && last === one);
        if (!joins) return `the path of '${label}' runs from ${at(path[0])} to ${at(path[path.length - 1])}, not between its two endpoints`;
      }
      return null;
    },
  },
  {
    code: 'steps',
    find(_p, s) {
      for (const [label, path] of Object.entries(s.paths)) {
        for (let i = 1; i < path.length; i++) {
          const [r0, c0] = path[i - 1];
          const [r1, c1] = path[i];
          if (Math.abs(r0 - r1) + Math.abs(c0 - c1) !== 1) {
            return `the path of '${label}' jumps from ${at(path[i - 1])} to ${at(path[i])}; a step goes to an orthogonal neighbour`;
          }
        }
      }
      return null;
    },
  },
  {
    code: 'disjoint',
    find(p, s) {
      const owner = new Map<number, string>();
      for (const [label, path] of Object.entries(s.paths)) {
        for (const cell of path) {
          const i = cell[0] * p.width + cell[1];
          const before = owner.get(i);
          if (before === label) return `the path of '${label}' visits ${at(cell)} twice`;
          if (before !== undefined) return `the paths of '${before}' and '${label}' share ${at(cell)}`;
          owner.set(i, label);
        }
      }
      return null;
    },
  },
  {
    code: 'fill',
    find(p, s) {
      if (!usesEveryCell(s.rule)) return null;
      const owner = cover(p, s);
      const empty = owner.indexOf(null);
      return empty < 0 ? null : `${at([Math.floor(empty / p.width), empty % p.width])} lies on no path, but under the ${RULE_SET_NAME[s.rule]} rule every cell is used`;
    },
  },
  {
    code: 'notouch',
    find(p, s) {
      if (s.rule !== 'fill-notouch') return null;
      for (const [label, path] of Object.entries(s.paths)) {
        const place = new Map(path.map(([r, c], i) => [r * p.width + c, i]));
        for (const [i, step] of place) {
          for (const j of [i + 1, i + p.width]) {
            if ((j === i + 1 && (i + 1) % p.width === 0) || j >= p.width * p.height) continue;
            const other = place.get(j);
            if (other !== undefined && Math.abs(other - step) !== 1) {
              const a: Cell = [Math.floor(i / p.width), i % p.width];
              return `the path of '${label}' runs alongside itself: ${at(a)} and its neighbour ${at([Math.floor(j / p.width), j % p.width])} are on it but not one after the other`;
            }
          }
        }
      }
      return null;
    },
  },
];

/** The named checks, as codes (the first, `shape`, is the test that there are paths at all). */
export const numberlinkRuleCodes: readonly string[] = ['shape', ...numberlinkRules.map((r) => r.code)];

/** A rules verdict that also names the rule broken (its code), as pzprjs keeps one code per error. */
export type NumberlinkVerdict = { ok: true } | { ok: false; code: string; message: string };

/** The first rule the solution breaks, by code and in words; or ok. */
export function checkNumberlink(p: NumberlinkPuzzle, s: NumberlinkSolution): NumberlinkVerdict & CheckResult {
  if (!s || typeof s !== 'object' || !s.paths || typeof s.paths !== 'object') return { ok: false, code: 'shape', message: 'shape: the solution has no paths' };
  for (const rule of numberlinkRules) {
    const message = rule.find(p, s);
    if (message) return { ok: false, code: rule.code, message: `${rule.code}: ${message}` };
  }
  return { ok: true };
}

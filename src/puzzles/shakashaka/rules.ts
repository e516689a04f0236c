/**
 * The judge: checks a filled board against the rules of Shakashaka by
 * geometry, independently of the inequality model, so a flaw in the model
 * (like the one in the published families) cannot hide itself.
 *
 * The rules: triangles go on white cells only, each covering half the cell
 * along a diagonal; a clue counts the triangles on its four orthogonal
 * neighbours; every white area is a rectangle, upright or turned by 45°.
 *
 * How white areas are found: every cell is cut along both diagonals into four
 * quarters (top, right, bottom, left). A black cell is black in all four; a
 * triangle is black in the two quarters on its black corner's side; a white
 * cell in none. White quarters that share an edge — inside a cell, or across
 * the side of two cells — belong to one area; quarters that only touch at a
 * point do not. In coordinates where a cell is 2×2, a quarter has area 1 and
 * its corners are lattice points, so an area is an upright rectangle exactly
 * when its area equals that of its bounding box, and a 45° rectangle exactly
 * when its area equals that of its bounding box in the turned coordinates
 * u = x + y, v = x − y (whose box has area Δu·Δv/2): a region inside a box
 * with the box's area is the whole box. A hole, a notch or an L shape leaves
 * the area short of both boxes.
 *
 * As in pzprjs, the rules are a declared list of named checks, each with its
 * own message; the first broken one is reported.
 */
import { clueCountFailure, firstBrokenRule, givensFailure, shapeFailure, type RuleCheck } from '../grid-rules';
import type { CheckResult } from '../types';
import {
  BLACK_SIDES,
  isTriangleChar,
  stateOf,
  type ShakashakaPuzzle,
  type ShakashakaSolution,
  type Triangle,
} from './puzzle';


/** One white area: its quarters (index 4·cell + side) and where it starts. */
export interface WhiteArea {
  quarters: number[];
  /** 'upright' or 'turned' when it is a rectangle of that kind, else null. */
  rectangle: 'upright' | 'turned' | null;
}

/** Corners of each quarter in the 2×2 cell coordinates: [x, y] pairs (x = column, y = row). */
const QUARTER_CORNERS: readonly (readonly [number, number])[][] = [
  [[0, 0], [2, 0], [1, 1]], // top
  [[2, 0], [2, 2], [1, 1]], // right
  [[0, 2], [2, 2], [1, 1]], // bottom
  [[0, 0], [0, 2], [1, 1]], // left
];

/** Which quarters of a cell are black, as a 4-bit mask (bit = side). */
function blackQuarters(ch: string): number {
  const s = stateOf(ch);
  if (s === null) return 0b1111;
  if (s === 0) return 0;
  const [a, b] = BLACK_SIDES[s as Triangle];
  return (1 << a) | (1 << b);
}

/**
 * The white areas of a filled board. Unknown characters count as black, so
 * the function is total; the checks below reject them first.
 */
export function whiteAreas(s: ShakashakaSolution, width: number, height: number): WhiteArea[] {
  const n = width * height;
  const black = new Uint8Array(n);
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) black[r * width + c] = blackQuarters(s[r][c]);
  const seen = new Uint8Array(4 * n);
  const areas: WhiteArea[] = [];
  const white = (q: number): boolean => (black[q >> 2] & (1 << (q & 3))) === 0;
  const stack: number[] = [];
  for (let start = 0; start < 4 * n; start++) {
    if (seen[start] || !white(start)) continue;
    const quarters: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const q = stack.pop()!;
      quarters.push(q);
      const cell = q >> 2;
      const side = q & 3;
      const r = Math.floor(cell / width);
      const c = cell % width;
      // Inside the cell: the two quarters sharing a half-diagonal with this one.
      const inside = [(cell << 2) | ((side + 1) & 3), (cell << 2) | ((side + 3) & 3)];
      // Across the side: the facing quarter of the neighbour.
      const dr = side === 0 ? -1 : side === 2 ? 1 : 0;
      const dc = side === 1 ? 1 : side === 3 ? -1 : 0;
      const rr = r + dr;
      const cc = c + dc;
      const across = rr >= 0 && rr < height && cc >= 0 && cc < width ? [((rr * width + cc) << 2) | ((side + 2) & 3)] : [];
      for (const next of [...inside, ...across]) {
        if (seen[next] || !white(next)) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    areas.push({ quarters, rectangle: rectangleKind(quarters, width) });
  }
  return areas;
}

function rectangleKind(quarters: readonly number[], width: number): 'upright' | 'turned' | null {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (const q of quarters) {
    const cell = q >> 2;
    const x0 = 2 * (cell % width);
    const y0 = 2 * Math.floor(cell / width);
    for (const [dx, dy] of QUARTER_CORNERS[q & 3]) {
      const x = x0 + dx;
      const y = y0 + dy;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      minU = Math.min(minU, x + y);
      maxU = Math.max(maxU, x + y);
      minV = Math.min(minV, x - y);
      maxV = Math.max(maxV, x - y);
    }
  }
  const area = quarters.length;
  if (area === (maxX - minX) * (maxY - minY)) return 'upright';
  if (2 * area === (maxU - minU) * (maxV - minV)) return 'turned';
  return null;
}

/**
 * The cells (reading-order indices, ascending) that hold some of the first
 * white area, by its first cell, that is not a rectangle; null when every
 * area is one. A page outlines them where a filling is rejected.
 */
export function firstNonRectangle(p: ShakashakaPuzzle, s: ShakashakaSolution): number[] | null {
  for (const area of whiteAreas(s, p.width, p.height)) {
    if (area.rectangle) continue;
    return [...new Set(area.quarters.map((q) => q >> 2))].sort((a, b) => a - b);
  }
  return null;
}

export const shakashakaRules: RuleCheck<ShakashakaPuzzle, ShakashakaSolution>[] = [
  { code: 'shape', find: shapeFailure },
  { code: 'givens', find: (p, s) => givensFailure(p, s, isTriangleChar, 'a triangle') },
  { code: 'clueCount', find: (p, s) => clueCountFailure(p, s, isTriangleChar, 'triangle', 'next to it') },
  {
    code: 'whiteRectangle',
    find(p, s) {
      const cells = firstNonRectangle(p, s);
      if (!cells) return null;
      const r = Math.floor(cells[0] / p.width);
      const c = cells[0] % p.width;
      const rows = cells.map((k) => Math.floor(k / p.width));
      const cols = cells.map((k) => k % p.width);
      const span = (lo: number, hi: number, what: string) => (lo === hi ? `${what} ${lo + 1}` : `${what}s ${lo + 1}–${hi + 1}`);
      return {
        r,
        c,
        message:
          // The place first (the check appends the area's first cell at the end, after "its first cell in reading order is").
          `the white area in ${span(Math.min(...rows), Math.max(...rows), 'row')}, ${span(Math.min(...cols), Math.max(...cols), 'column')} ` +
          `(${cells.length === 1 ? '1 cell' : `${cells.length} cells`}) is not a rectangle, neither upright nor turned by 45°; its first cell in reading order is`,
      };
    },
  },
];

/**
 * Each rule of the puzzle in a reader's words, by the code the check reports
 * (the CLI and the JSON keep the code; a page says the rule).
 */
export const SHAKASHAKA_RULE_WORDS: Readonly<Record<string, string>> = {
  shape: 'the filling must have the board’s rows and columns',
  givens: 'black cells and numbers stay as given, and a white cell is left empty or holds one triangle',
  clueCount: 'every number counts exactly that many triangles on its four neighbours',
  whiteRectangle: 'every white area is a rectangle',
};

/**
 * A failed check in words for a page: the rule it breaks, then where and how,
 * without the rule's code ("whiteRectangle: …" becomes "it breaks the rule
 * “every white area is a rectangle”, because the white area … (row 3, column 2) …").
 */
export function brokenRuleWords(verdict: { code?: string; message: string }): string {
  const code = verdict.code ?? verdict.message.match(/^(\w+): /)?.[1] ?? '';
  const detail = code ? verdict.message.replace(`${code}: `, '') : verdict.message;
  const rule = SHAKASHAKA_RULE_WORDS[code];
  // "It breaks the rule …, because …": the rule said as a rule, then what breaks it, so the
  // sentence never reads as if the rule held ("every white area is a rectangle, but …").
  return rule ? `it breaks the rule “${rule}”, because ${detail}` : detail;
}

/** The first rule the filled board breaks, with where; or ok. */
export function checkShakashaka(p: ShakashakaPuzzle, s: ShakashakaSolution): CheckResult {
  return firstBrokenRule(shakashakaRules, p, s);
}

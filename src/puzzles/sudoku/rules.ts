/**
 * The judge: checks a filled board against the rules of Sudoku, written from
 * the rules and not from any model (exact cover, CNF), so a mistake in a model
 * cannot hide itself. As in pzprjs, the rules are a declared list of named
 * checks, each with its own message; the first broken one is reported.
 *
 * The rules: the board has N rows of N values, each a whole number 1 … N;
 * every given stays as it was; every row, every column and every n×n box
 * holds each value exactly once.
 */
import type { CheckResult } from '../types';
import { boxCell, type SudokuPuzzle, type SudokuSolution } from './puzzle';

interface RuleCheck {
  code: string;
  find(p: SudokuPuzzle, s: SudokuSolution): string | null;
}

/**
 * The first value that a group of N cells repeats, with the two places; null
 * when none repeats. `valueAt(k)` is the group's k-th value; `seen` is scratch
 * space of N + 1 entries (one per check, not one per group: every answer of
 * every method passes here).
 */
function repeated(size: number, seen: Int32Array, valueAt: (k: number) => number, place: (k: number) => string): string | null {
  seen.fill(-1);
  for (let k = 0; k < size; k++) {
    const v = valueAt(k);
    // An empty cell (0) repeats nothing: a board in play has them; a filled one fails `values` first.
    if (v === 0) continue;
    if (seen[v] >= 0) return `${v} stands twice, at ${place(seen[v])} and at ${place(k)}`;
    seen[v] = k;
  }
  return null;
}

// The lesson's cell names (r2c1 is row 2, column 1), as every other message of the genre.
const at = (r: number, c: number) => `r${r + 1}c${c + 1}`;

export const sudokuRules: RuleCheck[] = [
  {
    code: 'shape',
    find(p, s) {
      if (!Array.isArray(s) || s.length !== p.size) return `the solution has ${Array.isArray(s) ? s.length : 0} rows, the board ${p.size}`;
      for (let r = 0; r < p.size; r++) {
        if (!Array.isArray(s[r]) || s[r].length !== p.size) return `row ${r + 1} has ${Array.isArray(s[r]) ? s[r].length : 0} values, the board ${p.size} columns`;
      }
      return null;
    },
  },
  {
    code: 'values',
    find(p, s) {
      for (let r = 0; r < p.size; r++) {
        for (let c = 0; c < p.size; c++) {
          const v = s[r][c];
          if (!Number.isInteger(v) || v < 1 || v > p.size) return `${String(v)} at ${at(r, c)} is not a value 1–${p.size}`;
        }
      }
      return null;
    },
  },
  {
    code: 'givens',
    find(p, s) {
      for (let i = 0; i < p.cells.length; i++) {
        const g = p.cells[i];
        const r = Math.floor(i / p.size);
        const c = i % p.size;
        if (g !== 0 && s[r][c] !== g) return `the puzzle gives ${g} at ${at(r, c)}, the solution has ${s[r][c]}`;
      }
      return null;
    },
  },
  {
    code: 'rows',
    find(p, s) {
      const seen = new Int32Array(p.size + 1);
      for (let r = 0; r < p.size; r++) {
        const row = s[r];
        const bad = repeated(p.size, seen, (c) => row[c], (c) => at(r, c));
        if (bad) return `row ${r + 1}: ${bad}`;
      }
      return null;
    },
  },
  {
    code: 'columns',
    find(p, s) {
      const seen = new Int32Array(p.size + 1);
      for (let c = 0; c < p.size; c++) {
        const bad = repeated(p.size, seen, (r) => s[r][c], (r) => at(r, c));
        if (bad) return `column ${c + 1}: ${bad}`;
      }
      return null;
    },
  },
  {
    code: 'boxes',
    find(p, s) {
      const seen = new Int32Array(p.size + 1);
      const cell = (b: number, k: number) => boxCell(p.order, b, k);
      for (let b = 0; b < p.size; b++) {
        const value = (k: number) => {
          const i = cell(b, k);
          return s[Math.floor(i / p.size)][i % p.size];
        };
        const bad = repeated(p.size, seen, value, (k) => at(Math.floor(cell(b, k) / p.size), cell(b, k) % p.size));
        if (bad) return `box ${b + 1}: ${bad}`;
      }
      return null;
    },
  },
];

/** The first rule the solution breaks, in words; or ok. */
export function checkSudoku(p: SudokuPuzzle, s: SudokuSolution): CheckResult {
  for (const rule of sudokuRules) {
    const message = rule.find(p, s);
    if (message) return { ok: false, code: rule.code, message: `${rule.code}: ${message}` };
  }
  return { ok: true };
}

/** Each rule in words, as a reader is told which one a board breaks (the codes are for programs). */
export const SUDOKU_RULE_WORDS: Readonly<Record<string, string>> = {
  shape: 'the board has as many rows and columns as its order says',
  values: 'every cell holds one of the board’s numbers',
  givens: 'every given stays as it is',
  rows: 'every row holds each number at most once',
  columns: 'every column holds each number at most once',
  boxes: 'every box holds each number at most once',
};

/** The rules a board in play can break before it is full: empty cells are allowed, repeats and changed givens are not. */
const POSITION_RULES = new Set(['givens', 'rows', 'columns', 'boxes']);

/** The first rule a board in play breaks (cells in reading order, 0 = empty): its code, its words and what breaks it; null when none. */
export function brokenRuleInPlay(p: SudokuPuzzle, cells: readonly number[]): { code: string; rule: string; detail: string } | null {
  const rows: SudokuSolution = [];
  for (let r = 0; r < p.size; r++) rows.push(cells.slice(r * p.size, (r + 1) * p.size));
  for (const rule of sudokuRules) {
    if (!POSITION_RULES.has(rule.code)) continue;
    const detail = rule.find(p, rows);
    if (detail) return { code: rule.code, rule: SUDOKU_RULE_WORDS[rule.code], detail };
  }
  return null;
}

/**
 * CDCL by hand shows the formula the lesson's prose writes first: "at most
 * one" as pairs ¬a ∨ ¬b. On a 4×4 board no helper variable exists, so a
 * reader never meets a name the lesson has not introduced — through a whole
 * walk of decisions, conflicts and learned clauses.
 */
import { describe, expect, it } from 'vitest';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { decide, learnAndBackjump, nameOf, openDecisions, startSatHand } from '../../src/puzzles/sudoku/sat-hand';
import { SAT_HAND_BOARD, SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';

const CANDIDATE = /^¬?r\d+c\d+#\d+$/;

describe('the by-hand formula', () => {
  for (const board of [SAT_HAND_BOARD, SUDOKU_EXAMPLES.find((e) => e.id === 'small')!.text]) {
    it(`has one variable per candidate and only pairwise "at most one" (${board})`, () => {
      const r = parseSudoku(board);
      if (!r.ok) throw new Error(r.error.message);
      let s = startSatHand(r.puzzle);
      expect(s.model.cnf.numVars).toBe(s.model.valueVars);
      const families = s.model.cnf.familyCounts();
      // Per group of 4 candidates: 6 pairs (the counter would write 3·4 − 4 = 8 clauses with 3 helpers).
      const groups = 4 * 16;
      expect(families.find((f) => f.name === 'cell ≤ 1')?.clauses).toBe(16 * 6);
      expect(families.reduce((n, f) => n + (f.name.endsWith('≤ 1') ? f.clauses : 0), 0)).toBe(groups * 6);
      const names = new Set<string>();
      for (let guard = 0; guard < 100 && (s.conflict || openDecisions(s).length > 0); guard++) {
        for (const e of s.trail) {
          names.add(nameOf(s, e.literal));
          for (const l of e.reason ?? []) names.add(nameOf(s, l));
        }
        for (const c of s.learned) for (const l of c) names.add(nameOf(s, l));
        s = s.conflict ? learnAndBackjump(s) : decide(s, openDecisions(s)[openDecisions(s).length - 1]);
      }
      expect([...names].filter((n) => !CANDIDATE.test(n))).toEqual([]);
    });
  }
});

/**
 * CDCL by hand explains a learned clause literal by literal: the level at
 * which each became false and that level's decision, and what the clause
 * says on the board as "if … then …". Checked against the trail on the
 * conflicts up to three decisions reach on two 4×4 boards.
 */
import { describe, expect, it } from 'vitest';
import { SAT_HAND_BOARD } from '../../src/lessons/sudoku/examples';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { literalBoardWords } from '../../src/puzzles/sudoku/implication-graph';
import { clauseMeaning, decide, learnedLiterals, nameOf, openDecisions, ruledOutOf, startSatHand, type SatHandState } from '../../src/puzzles/sudoku/sat-hand';

/** Conflicts after `depth` decisions or fewer: a few at level 1, and up to 30 deeper ones (where clauses span levels). */
function conflicts(s: SatHandState, depth: number, out: SatHandState[]): void {
  for (const v of openDecisions(s)) {
    if (out.filter((x) => x.level > 1).length >= 30) return;
    const next = decide(s, v);
    if (next.conflict) {
      if (next.cut && (next.level > 1 || out.length < 5)) out.push(next);
    } else if (depth > 1) conflicts(next, depth - 1, out);
  }
}

describe('the learned clause, literal by literal', () => {
  const found: SatHandState[] = [];
  // The lesson's board learns single literals at level 1; the empty 4×4 (a reader may enter any) reaches level 3 with longer clauses.
  for (const board of [SAT_HAND_BOARD, '................']) {
    const parsed = parseSudoku(board);
    if (!parsed.ok) throw new Error(parsed.error.message);
    conflicts(startSatHand(parsed.puzzle), 3, found);
  }

  it('names for each literal the level and decision that made it false', () => {
    expect(found.some((s) => s.cut!.learned.length >= 2)).toBe(true);
    for (const s of found) {
      const parts = learnedLiterals(s);
      expect(parts.map((p) => p.literal)).toEqual(s.cut!.learned);
      for (const p of parts) {
        const entry = s.trail.find((e) => e.literal === -p.literal)!;
        expect(entry, 'every literal of the learned clause is false on the trail').toBeDefined();
        expect(p.level).toBe(entry.level);
        const decision = s.trail.find((e) => e.level === p.level && e.reason === null)!;
        expect(p.decision).toBe(decision.literal);
        expect(p.isDecision).toBe(entry === decision);
        if (p.asserting) expect(p.level).toBe(s.level);
        else expect(p.level).toBeLessThan(s.level);
      }
    }
  });

  it('reads the clause on the board literal by literal with "or", then as "if … then …"', () => {
    const s = found.find((x) => x.cut!.learned.length >= 2)!;
    const [first, ...rest] = s.cut!.learned;
    const words = clauseMeaning(s, s.cut!.learned, literalBoardWords);
    expect(words.startsWith(`${s.cut!.learned.map((l) => literalBoardWords(nameOf(s, l))).join(', or ')}; so if `)).toBe(true);
    expect(words.endsWith(`then ${literalBoardWords(nameOf(s, first))}`)).toBe(true);
    for (const l of rest) expect(words).toContain(literalBoardWords(nameOf(s, -l)));
    const unit = found.find((x) => x.cut!.learned.length === 1);
    if (unit) expect(clauseMeaning(unit, unit.cut!.learned, literalBoardWords)).toBe(`${literalBoardWords(nameOf(unit, unit.cut!.learned[0]))}, whatever is guessed`);
  });
});

describe('ruledOutOf: the "≠k" marks a board draws for what a learned clause forces', () => {
  const parsed = parseSudoku(SAT_HAND_BOARD);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const s = startSatHand(parsed.puzzle);
  it('marks a number ruled out of an empty cell, and nothing for a placed number or a cell already filled', () => {
    const empty = Array.from(parsed.puzzle.cells).findIndex((v) => v === 0);
    const varOf = (cell: number, value: number) => {
      for (let v = 1; v <= s.model.valueVars; v++) if (s.model.varCell[v] === cell && s.model.varValue[v] === value) return v;
      return 0;
    };
    const open = [1, 2, 3, 4].map((k) => varOf(empty, k)).find((v) => v > 0)!;
    expect(open).toBeGreaterThan(0);
    expect(ruledOutOf(s, [-open], parsed.puzzle.cells)).toEqual([{ cell: empty, value: s.model.varValue[open] }]);
    expect(ruledOutOf(s, [open], parsed.puzzle.cells)).toEqual([]);
    const onFilled = Array.from(parsed.puzzle.cells, (v, i) => (i === empty ? 1 : v));
    expect(ruledOutOf(s, [-open], onFilled)).toEqual([]);
  });
});

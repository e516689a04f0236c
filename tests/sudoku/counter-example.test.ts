/**
 * The lesson's worked example of the sequential counter is the encoder's own
 * output: five shapes whose counts add up to the counter's clauses, one
 * instance of each, and a propagation that rules out every other candidate.
 */
import { describe, expect, it } from 'vitest';
import { sinzClauseCount } from '../../src/sat/sinz';
import { counterExample } from '../../src/puzzles/sudoku/counter-example';
import { sudokuClauseFamilies } from '../../src/puzzles/sudoku/clause-families';

describe('the sequential counter, worked for one row', () => {
  const ex = counterExample(1, 3, 9, 4, 2);

  it('sorts the encoder’s clauses into five shapes: 1 first, n − 2 of each middle shape, 1 last', () => {
    expect(ex.shapes.map((s) => s.id)).toEqual(['first', 'into', 'carry', 'block', 'last']);
    expect(ex.shapes.map((s) => s.count)).toEqual([1, 7, 7, 7, 1]);
    expect(ex.total).toBe(sinzClauseCount(9));
    expect(ex.helpers).toHaveLength(8);
  });

  it('shows each shape at i = 4 in the solver’s names, with its meaning in words', () => {
    const by = Object.fromEntries(ex.shapes.map((s) => [s.id, s]));
    expect(by.into.example).toBe('¬r1c4#3 ∨ s4[row 1 #3]');
    expect(by.carry.example).toBe('¬s3[row 1 #3] ∨ s4[row 1 #3]');
    expect(by.block.example).toBe('¬r1c4#3 ∨ ¬s3[row 1 #3]');
    expect(by.last.example).toBe('¬r1c9#3 ∨ ¬s8[row 1 #3]');
    expect(by.block.words).toContain('at most one');
    for (const s of ex.shapes) expect(s.words).toMatch(/^if /);
  });

  it('propagates one true candidate into “every other candidate is false”, each step by a named shape', () => {
    const falseCandidates = ex.propagation.filter((p) => /^¬r1c\d#3$/.test(p.literal)).map((p) => p.literal).sort();
    expect(falseCandidates).toEqual(ex.candidates.filter((c) => c !== ex.placed).map((c) => `¬${c}`).sort());
    expect(ex.propagation.some((p) => /^r1c\d#3$/.test(p.literal))).toBe(false);
    expect(new Set(ex.propagation.map((p) => p.shape))).toEqual(new Set(['first', 'into', 'carry', 'block', 'last']));
  });
});

describe('the clause-family table', () => {
  it('writes each family’s formula on short lines (the counter’s five shapes one per line), so the table fits the page', () => {
    for (const f of sudokuClauseFamilies(3, 17).filter((f) => f.name.endsWith('≤ 1'))) {
      expect(f.tex.split(' \\\\ ')).toHaveLength(5);
    }
  });
});

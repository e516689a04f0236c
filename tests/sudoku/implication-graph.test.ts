/**
 * The implication graph the CDCL by-hand view draws: on every conflict met
 * while deciding the first open literal of the by-hand board again and again,
 * edges run downward, the first-UIP cut separates the literals resolved away
 * (all below it) from the rest (all at or above it), and the conflict's
 * arrows come from the negations of its clause's literals above level 0.
 */
import { describe, expect, it } from 'vitest';
import { SAT_HAND_BOARD } from '../../src/lessons/sudoku/examples';
import { satHandConflicts } from './sat-hand-conflicts';
import { chainsOf, clauseGroup, falseClauseWords, groupWords, helperWords, implicationGraph, literalBoardWords, sharedChainStart } from '../../src/puzzles/sudoku/implication-graph';


describe('implication graph of a conflict', () => {
  const states = satHandConflicts(SAT_HAND_BOARD);
  it('meets at least one conflict on the by-hand board', () => expect(states.length).toBeGreaterThan(0));
  it('is layered, cut under the first UIP, and ends in the conflict', () => {
    for (const s of states) {
      const g = implicationGraph(s.trail, s.conflict!, s.cut!);
      const levelOf = new Map(s.trail.map((e) => [Math.abs(e.literal), e.level]));
      for (const { from, to } of g.edges) expect(g.nodes[from].layer).toBeLessThan(g.nodes[to].layer);
      expect(g.nodes.filter((n) => n.role === 'decision')).toHaveLength(1);
      for (const n of g.nodes) {
        if (n.role === 'conflict' || n.conflictSide) expect(n.layer).toBeGreaterThan(g.uipLayer);
        else expect(n.layer).toBeLessThanOrEqual(g.uipLayer);
      }
      const resolved = g.nodes.filter((n) => n.conflictSide && n.role !== 'conflict').map((n) => n.literal).sort();
      expect(resolved).toEqual([...s.cut!.conflictSide].sort());
      const conflictIndex = g.nodes.findIndex((n) => n.role === 'conflict');
      const into = g.edges.filter((e) => e.to === conflictIndex).map((e) => g.nodes[e.from].literal).sort();
      expect(into).toEqual(s.conflict!.filter((l) => levelOf.get(Math.abs(l))! > 0).map((l) => -l).sort());
    }
  });
});

describe('literals in board words', () => {
  it('names value literals as cells and helpers by their group', () => {
    expect(literalBoardWords('r1c2#2')).toBe('cell r1c2 holds 2');
    expect(literalBoardWords('¬r4c3#3')).toBe('cell r4c3 does not hold 3');
    expect(groupWords('row 4 #3')).toBe('row 4 holds a 3');
    expect(groupWords('r1c2')).toBe('cell r1c2 holds a number');
    expect(helperWords('¬s2[row 4 #3]')).toMatch(/^s2\[row 4 #3\] is a helper of the sequential counter for “row 4 holds a 3”/);
    expect(helperWords('r1c2#2')).toBeNull();
  });
});

describe('falseClauseWords: a clause propagation made false, read on the board', () => {
  it('reads an "at least one" clause by its group and a pairwise clause by the two candidates', () => {
    expect(falseClauseWords(['r1c3#3', 'r2c3#3', 'r3c3#3', 'r4c3#3'], 2)).toBe('column 3 needs a 3, and every cell of it that could hold one is ruled out');
    expect(falseClauseWords(['r2c1#4', 'r2c4#4'], 2)).toBe('row 2 needs a 4, and every cell of it that could hold one is ruled out');
    expect(falseClauseWords(['r1c1#2', 'r2c2#2'], 2)).toBe('box 1 needs a 2, and every cell of it that could hold one is ruled out');
    expect(falseClauseWords(['r3c4#1', 'r3c4#2'], 2)).toBe('cell r3c4 needs a number, and every number it could hold is ruled out');
    expect(falseClauseWords(['¬r1c1#2', '¬r1c3#2'], 2)).toBe('r1c1 and r1c3 would both hold 2, but they share row 1');
    expect(falseClauseWords(['¬r4c4#1', '¬r4c4#3'], 2)).toBe('cell r4c4 would hold both 1 and 3, but a cell holds one number');
  });
  it('leaves to the symbols a clause with a helper variable or without one group', () => {
    expect(falseClauseWords(['r1c1#2', 's2[row 1 #2]'], 3)).toBeNull();
    expect(falseClauseWords(['r1c1#2', 'r4c4#3'], 2)).toBeNull();
  });
});

describe('clauseGroup: the rule a clause of candidates belongs to', () => {
  it('names the shared cell, row, column or box, and nothing for mixed numbers or helpers', () => {
    expect(clauseGroup(['¬r1c2#2', '¬r1c3#2'], 2)).toBe('row 1');
    expect(clauseGroup(['¬r1c2#2', '¬r4c2#2'], 2)).toBe('column 2');
    expect(clauseGroup(['¬r1c1#3', '¬r2c2#3'], 2)).toBe('box 1');
    expect(clauseGroup(['¬r1c1#3', '¬r1c1#4'], 2)).toBe('cell r1c1');
    expect(clauseGroup(['¬r1c1#3', '¬r1c2#4'], 2)).toBeNull();
    expect(clauseGroup(['¬s2[row 1 #3]', 'r1c3#3'], 3)).toBeNull();
  });
});

describe('the chains move 4 counts', () => {
  it('run from the decision to the conflict along edges, all pass through the first UIP, and share their start up to it', () => {
    const states = satHandConflicts(SAT_HAND_BOARD);
    expect(states.length).toBeGreaterThan(0);
    for (const s of states) {
      const g = implicationGraph(s.trail, s.conflict!, s.cut!);
      const chains = chainsOf(g);
      expect(chains.length).toBeGreaterThan(0);
      const uip = g.nodes.findIndex((n) => n.role === 'uip' || (n.role === 'decision' && n.layer === g.uipLayer));
      for (const c of chains) {
        expect(g.nodes[c[0]].role).toBe('decision');
        expect(g.nodes[c[c.length - 1]].role).toBe('conflict');
        for (let k = 1; k < c.length; k++) expect(g.edges.some((e) => e.from === c[k - 1] && e.to === c[k])).toBe(true);
        expect(c).toContain(uip);
      }
      // No chain twice, and the shared start is a start of every chain.
      expect(new Set(chains.map((c) => c.join())).size).toBe(chains.length);
      const start = sharedChainStart(chains);
      for (const c of chains) expect(c.slice(0, start.length)).toEqual(start);
    }
  });
});

/**
 * The lesson's main text says why the second by-hand board's learned clause
 * names its earlier-level literals (the decision of their level made them false
 * by propagation) and why the jump back skips a decision (no literal of the
 * clause became false at its level). Both are read off the facts the text quotes,
 * checked here against the by-hand state itself.
 */
import { describe, expect, it } from 'vitest';
import { sudokuFacts } from '../../src/lessons/sudoku/facts';

describe('the jump-back board’s learned clause, as the text explains it', () => {
  const jump = sudokuFacts().satJump;

  it('keeps only literals of levels below the conflict’s, each group with the decision of its level', () => {
    expect(jump.kept.length).toBeGreaterThan(0);
    for (const k of jump.kept) {
      expect(k.level).toBeLessThan(jump.conflictLevel);
      expect(k.decision).toBe(jump.decisions[k.level - 1]);
      for (const l of k.literals) expect(jump.learned).toContain(l);
    }
  });

  it('skips exactly the decisions of the levels that hold no literal of the clause', () => {
    const keptLevels = new Set(jump.kept.map((k) => k.level));
    const between = jump.decisions.filter((_, i) => i + 1 > jump.backjump && i + 1 < jump.conflictLevel);
    expect(jump.skipped).toEqual(between);
    for (let level = jump.backjump + 1; level < jump.conflictLevel; level++) expect(keptLevels.has(level)).toBe(false);
    expect(jump.skipped.length).toBeGreaterThan(0);
  });
});

describe('the lesson’s main text (not only “Show why”)', () => {
  it('names the conflict’s settings in board words, and says why the jump skips a decision', async () => {
    const { readFileSync } = await import('node:fs');
    const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8').replace(/\s+/g, ' ');
    const tryIt = lesson.slice(lesson.indexOf('### Try it by hand'), lesson.indexOf('<SatByHand'));
    // The settings that held (not false literals), each with the level and decision that set it, as move 4 defines the clause.
    expect(tryIt).toMatch(/The settings behind the conflict:/);
    expect(tryIt).toMatch(/\$\{k\.held\.join\(' and '\)\} \(\$\{k\.byPropagation \? `forced at level \$\{k\.level\} after the decision \$\{k\.decision\}` : `the decision of level \$\{k\.level\}`\}\)/);
    expect(tryIt).toMatch(/says they cannot all hold/);
    expect(tryIt).toMatch(/No setting of .* is among them, so by move 5's rule the solver jumps back/);
    expect(tryIt).toMatch(/the clause forces its last literal: \{F\.satJump\.assertingWords\}/);
    // No "made false" double negatives around literals that say "does not hold".
    expect(tryIt).not.toMatch(/made false/);
  });
});

describe('the settings the text names: the learned literals’ opposites', () => {
  const jump = sudokuFacts().satJump;
  const flip = (name: string) => (name.startsWith('¬') ? name.slice(1) : `¬${name}`);
  it('says each one in board words, the opposite of the clause’s literal', async () => {
    const { literalBoardWords } = await import('../../src/puzzles/sudoku/implication-graph');
    for (const k of jump.kept) expect(k.held).toEqual(k.literals.map((l) => literalBoardWords(flip(l))));
    expect(jump.assertingHeld).toBe(literalBoardWords(flip(jump.asserting)));
    // The conflict level's setting on this board is its decision, r4c3 holding 1 (the walk's last decision).
    expect(jump.assertingIsDecision).toBe(flip(jump.asserting) === jump.decisions.at(-1));
  });
});

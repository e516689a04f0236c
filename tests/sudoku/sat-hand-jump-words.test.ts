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
  it('says why the clause names the earlier settings and why the jump skips a decision', async () => {
    const { readFileSync } = await import('node:fs');
    const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8').replace(/\s+/g, ' ');
    const tryIt = lesson.slice(lesson.indexOf('### Try it by hand'), lesson.indexOf('<SatByHand'));
    expect(tryIt).toMatch(/by propagation after' : 'by'\} the decision \$\{k\.decision\}/);
    expect(tryIt).toMatch(/the conflict needed those earlier settings/);
    expect(tryIt).toMatch(/no literal of the clause became false at/);
  });
});

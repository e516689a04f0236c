/**
 * Section 3 of the Sudoku lesson keeps its main path to what a learner needs
 * (CNF, unit propagation, decisions, conflicts, learned clauses, backjumping):
 * the solver's internals stand only inside "For the curious" folds, and each
 * fold defines the terms it uses. And the formula's helper variables are
 * explained before the by-hand tool and the solver can show one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lesson = readFileSync('content/lessons/03-sudoku.mdx', 'utf8');
const section3 = lesson.slice(lesson.indexOf('## 3. SAT'), lesson.indexOf('## 4. '));
const folds = [...section3.matchAll(/<details>([\s\S]*?)<\/details>/g)].map((m) => m[1]);
const mainPath = section3.replace(/<details>[\s\S]*?<\/details>/g, ' ');

/** Solver internals, and the words in a fold that define each. */
const INTERNALS: [RegExp, RegExp][] = [
  [/\bactivity\b/i, /its \*activity\*/],
  [/\bheap\b/i, /priority\s+queue, a \*heap\*/],
  [/phase saving/i, /value it had when it was last set,\s+\*phase saving\*/],
  [/\bLBD\b/, /the number of different decision levels/],
  [/\brestart/i, /takes back every decision and\s+starts again from level 0/],
  [/target phase/i, /longest\s+stretch of the search so far without a conflict \(its \*target phase\*\)/],
  [/watche?s? two literals|watched literal/i, /\*watches\* two literals of each clause/],
];

describe('the SAT section of the Sudoku lesson', () => {
  it('has the main path’s ideas outside the folds', () => {
    for (const idea of [/conjunctive normal form/, /Unit propagation|unit propagation/, /\*\*Decide\.\*\*/, /\*\*Propagate\.\*\*/, /\*\*Learn from a conflict\.\*\*/, /learned\s+clause/, /\*\*Jump back\.\*\*/]) expect(mainPath).toMatch(idea);
  });

  it('puts every solver internal into a "For the curious" fold that defines it', () => {
    for (const [term, definition] of INTERNALS) {
      expect(mainPath, `${term} on the main path`).not.toMatch(term);
      const home = folds.filter((f) => term.test(f));
      expect(home.length, `${term} in no fold`).toBeGreaterThan(0);
      expect(home.some((f) => definition.test(f)), `${term} is not defined in its fold`).toBe(true);
    }
    for (const f of folds) expect(f).toMatch(/^\s*<summary>For the curious: /);
  });

  it('says what a helper variable is before the by-hand tool and the solver, and that the by-hand formula has none', () => {
    const helper = section3.indexOf('*helper variables*');
    expect(helper).toBeGreaterThan(0);
    expect(helper).toBeLessThan(section3.indexOf('<SatByHand'));
    expect(section3.slice(section3.indexOf('### Try it by hand'))).toMatch(/pairwise[\s\S]*no helper variables/);
  });
});

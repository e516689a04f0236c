/**
 * What fresh readers of the Akari lesson could not find on the main path, pinned in the page's source: how boards are
 * ranked (the ladder was only inside the solver's closed fold) and whether the count of inequalities orders boards
 * within one level.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const flat = (path: string) => readFileSync(path, 'utf8').replace(/\s+/g, ' ');
const lesson = flat('content/lessons/02-akari.mdx');
const appendix = lesson.slice(lesson.indexOf('## Appendix'));

describe('the Akari lesson says how hard a board is, outside any fold', () => {
  const visible = appendix.slice(0, appendix.indexOf('<details>'));
  it('lists the ladder from the code’s own list of levels, in the appendix before its fold', () => {
    expect(visible).toContain('**How hard is a board?**');
    expect(visible).toContain('Its level is its hardest step: {ENGINE_LEVELS.map(');
  });
  it('says whether the count of inequalities orders boards within one level', () => {
    expect(visible).toContain('Within a level, counts rank boards: more chain sums, then more inequalities in one sum.');
  });
  it('keeps the ladder out of the solver’s fold, which points to the appendix instead', () => {
    const solverFold = lesson.slice(lesson.indexOf('## The solver'), lesson.indexOf('## Appendix'));
    expect(solverFold).not.toContain('ENGINE_LEVELS.map(');
    expect(solverFold).toContain('(the ladder is in the appendix)');
  });
});

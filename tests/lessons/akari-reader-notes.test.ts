/**
 * Words first-time readers of the Akari lesson tripped over or could not find, pinned in the page's source:
 * - a typed hyphen for a minus sign, "no pair forces anything" beside a pair that does (a kept sum with one of the
 *   board's own), a section opening on "them" before saying what they are, a trial told from a chain sum only in a fold;
 * - how boards are ranked (the ladder was only inside the solver's closed fold) and whether the count of inequalities
 *   orders boards within one level;
 * - a trial supposes a value (the solver's trials suppose no lamp too), the main path says why a trial's result has no
 *   sum behind it, and the Play intro no longer explains Check's badges before the reader has pressed Check (the
 *   legend beside the board does).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const flat = (path: string) => readFileSync(path, 'utf8').replace(/\s+/g, ' ');
const forcing = flat('content/lessons/akari/model-and-forcing.mdx');
const adding = flat('content/lessons/akari/adding-inequalities.mdx');
const lesson = flat('content/lessons/02-akari.mdx');
const appendix = lesson.slice(lesson.indexOf('## Appendix'));
const play = lesson.slice(lesson.indexOf('## Play it yourself'), lesson.indexOf('<AkariPlayIsland'));

describe('the Akari lesson, where a first reader got lost', () => {
  it('writes the ≥ form’s right side as a formula, so a negative one gets a true minus sign, not a hyphen', () => {
    expect(forcing).toContain('(the right side goes from <Formula tex={String(A.rhsGe)} /> to');
    expect(forcing).not.toContain('goes from {A.rhsGe}');
  });
  it('says the fixpoint’s pairs are of the board’s own inequalities, and that the later pair uses a kept sum', () => {
    expect(adding).toContain("'no pair of its own inequalities forces anything'");
    expect(adding).toContain('but a pair with your kept sum {`(${F.model.total + 1})`} does');
  });
  it('says what there are too many of', () => {
    expect(adding).toContain('There are far too many sums to build them all.');
  });
  it('tells a trial from a chain sum on the main path', () => {
    expect(lesson).toContain('labelled a trial because, unlike a chain sum, no sum of its inequalities forces the cell');
  });
});

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

describe('the Akari lesson’s trial and Play intro', () => {
  it('says a trial supposes either value, not only a lamp', () => {
    expect(lesson).toContain('it supposes a value (lamp or no lamp) for an open cell and forces; if an inequality fails, the cell takes the other value.');
    expect(lesson).not.toContain('assumes a lamp on an open cell');
  });
  it('says on the main path why no sum stands behind a trial', () => {
    expect(lesson).toContain('forcing rounds to whole lamps at each step, and a sum cannot round.');
  });
  it('leaves Check’s badges to the legend beside the board', () => {
    expect(play).not.toContain('round badge');
  });
});

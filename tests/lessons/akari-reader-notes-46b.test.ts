/**
 * A second round of a fresh reader's notes on the Akari lesson, pinned in the page's source: a trial supposes a value
 * (the solver's trials suppose no lamp too), the main path says why a trial's result has no sum behind it, and the
 * Play intro no longer explains Check's badges before the reader has pressed Check (the legend beside the board does).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const flat = (path: string) => readFileSync(path, 'utf8').replace(/\s+/g, ' ');
const lesson = flat('content/lessons/02-akari.mdx');
const play = lesson.slice(lesson.indexOf('## Play it yourself'), lesson.indexOf('<AkariPlayIsland'));

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

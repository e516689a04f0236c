/**
 * The small pair example states the forcing rule on the sum in ≥ form: the
 * numbers the lesson prints (M, r, slack, the coefficient) must agree.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { smallExamples } from '../../src/lessons/akari/small-examples';

describe('the small pair sum in ≥ form', () => {
  const pair = smallExamples().pair;
  it('is written with ≥ and its slack is M − r', () => {
    expect(pair.sumGe).toContain('\\ge');
    expect(pair.max - pair.rhs).toBe(pair.slack);
  });
  it('forces with a coefficient larger in size than the slack', () => {
    expect(pair.forced.length).toBeGreaterThan(0);
    expect(Math.abs(pair.forced[0].coefficient)).toBeGreaterThan(pair.slack);
  });
});

describe('the small pair example on the page', () => {
  // The ≤ part's slack is a number only in ≥ form: the page states the parts' slacks after turning that part round.
  const text = readFileSync('content/lessons/akari/adding-inequalities.mdx', 'utf8');
  const toy = text.slice(text.indexOf('the first example is a toy'));
  it('names the parts’ slacks only after the ≤ part is turned into ≥ form, with slack said in words', () => {
    const turned = toy.indexOf('is turned into ≥ form');
    const slacks = toy.indexOf('{F.small.pair.secondSlack}');
    expect(turned).toBeGreaterThan(0);
    expect(slacks).toBeGreaterThan(turned);
    // The word may link back to the slack recap in the forcing section.
    expect(toy.slice(0, slacks)).toMatch(/slacks(<\/a>)? \(the room <em>M<\/em> − <em>r<\/em>\)/);
  });
});

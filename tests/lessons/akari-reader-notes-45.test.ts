/**
 * Words a first-time reader of the Akari lesson tripped over, pinned in the page's source: a typed hyphen for a
 * minus sign, "no pair forces anything" beside a pair that does (a kept sum with one of the board's own), a section
 * opening on "them" before saying what they are, and a trial told from a chain sum only inside a fold.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const flat = (path: string) => readFileSync(path, 'utf8').replace(/\s+/g, ' ');
const forcing = flat('content/lessons/akari/model-and-forcing.mdx');
const adding = flat('content/lessons/akari/adding-inequalities.mdx');
const lesson = flat('content/lessons/02-akari.mdx');

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

/**
 * The Numberlink lesson defines its terms where a reader first meets them, a
 * plain sentence first, and tells one story where two places speak of the
 * same thing (readers met "not forced", "dead end" and the solver's own edge
 * order before any sentence said what they were).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lesson = readFileSync('content/lessons/04-numberlink.mdx', 'utf8').replace(/\s+/g, ' ');
/** The lesson's text from the frontmatter's end on (the summary says nothing the reader is to learn). */
const body = lesson.slice(lesson.indexOf('<StyleSheet'));
const first = (what: string | RegExp) => (typeof what === 'string' ? body.indexOf(what) : body.search(what));

describe('the Numberlink lesson defines its terms where they are first used', () => {
  it('"not forced" is defined, in bold, where the walk first calls a step that', () => {
    const defined = first('A step is **not forced** when no rule cuts the other choice');
    expect(defined).toBeGreaterThan(0);
    expect(first(/not forced/i)).toBe(body.indexOf('not forced**'));
  });

  it('a dead end is defined once, in bold, before its first use, and says when the rules catch it and when only the end shows it', () => {
    const defined = body.indexOf('Such a state is a **dead end**');
    expect(defined).toBeGreaterThan(0);
    expect(first(/dead end/i)).toBe(defined + 'Such a state is a **'.length);
    expect(body.split('**dead end**').length - 1).toBe(1);
    const story = body.slice(defined, defined + 300);
    expect(story).toContain('The rules cut every way on from it, but only at later edges');
    expect(story).toContain('shows only in the finished diagram');
  });

  it('merging equal nodes comes after a plain sentence saying why two such nodes are one', () => {
    const named = body.indexOf('**merging equal nodes**');
    const plain = body.indexOf('have the same ways down to ⊤, so one of them is enough');
    expect(plain).toBeGreaterThan(0);
    expect(plain).toBeLessThan(named);
    expect(named - plain).toBeLessThan(80);
  });

  it('says where the solver first comes up which order it takes the edges in, and why', () => {
    const said = body.indexOf('except the solver at the end');
    expect(said).toBeGreaterThan(0);
    expect(said).toBeLessThan(body.indexOf('## Remember only the frontier'));
    expect(body.slice(said, said + 200)).toMatch(/\. It may start from another\s+corner, or go down columns, to use less memory; its section says how it picks\./);
  });
});

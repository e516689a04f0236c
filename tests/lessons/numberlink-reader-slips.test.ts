/**
 * Words in the Numberlink lesson that a first-time reader found misleading,
 * pinned in the lesson's source so a later edit does not bring them back.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lesson = readFileSync('content/lessons/04-numberlink.mdx', 'utf8').replace(/\s+/g, ' ');

describe('the Numberlink lesson says what the page shows', () => {
  it('tells how to reach the solver’s seed field: it opens on another board, and the field appears only after a build', () => {
    expect(lesson).toContain('in the solver press *Tiny {SZ.tiny}*, then *Build and count*, and type either in *Solution number* or *Seed*');
  });

  it('does not call the running example’s diagram too many to draw, since the solver draws it', () => {
    expect(lesson).not.toContain('nodes are too many to draw');
  });

  it('names the removed node by its place in the big drawing, and says the small picture’s circles hold node numbers', () => {
    expect(lesson).toContain('(node {S.number} below, whose circles hold node numbers, not counts)');
    expect(lesson).not.toContain('Node {S.number} above');
  });

  it('says Undo takes back a whole drag (play-history.ts), as a reader expected', () => {
    expect(lesson).toContain('Ctrl+Z (or *Undo*) takes back a whole drag, or all moves since the pen went down');
  });

  it('says the gentle board’s grade and the walk’s “forced” can differ', () => {
    expect(lesson).toContain("in the hints' order; the walk's fixed edge order can still meet a step that is not forced");
  });

  it('says when every step that is not forced is a dead end, having introduced free choices too', () => {
    expect(lesson).toContain("{E.why.free === 0 ? ' (all dead ends here)' : ''}");
  });
});

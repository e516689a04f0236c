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

  it('says the steps that are not forced are decided by the diagram’s count, not free choices or dead-end steps', () => {
    expect(lesson).toContain("step{E.why.dead === 1 ? '' : 's'} where no rule decides, but the diagram's count of 0 on the other side does");
    expect(lesson).not.toContain('(all dead ends here)');
  });

  it('marks which cut rules the solver adds, as the sentence before the table promises', () => {
    expect(lesson).toContain('The two marked *(added)* are look-aheads this solver adds to cut sooner');
    expect(lesson.match(/\| \{N\.\w+\} \| \*\(added\)\*/g)).toEqual(['| {N.blocked} | *(added)*', '| {N.crossing} | *(added)*']);
    expect(lesson).not.toContain("plus a few the solver adds");
  });

  it('says which rows are finished and which untouched while the sweep is in one row', () => {
    expect(lesson).toContain('every row above it is finished and every row below the next one is untouched');
  });
});

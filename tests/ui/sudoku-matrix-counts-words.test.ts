/**
 * Algorithm X by hand's counts say what its rows and its columns each stand
 * for: on one of the lesson's boards the candidates and the columns are both 40, and a
 * reader took the columns for the candidates.
 */
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderToStaticHtml } from '../../src/export/render-static';
import ExactCoverByHand from '../../src/ui/sudoku/ExactCoverByHand';

describe('Algorithm X by hand’s counts', () => {
  it('say rows are candidates left and columns are conditions not yet met', () => {
    const text = renderToStaticHtml(h(ExactCoverByHand, { board: undefined })).replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');
    expect(text).toMatch(/the matrix keeps \d+ rows \(candidates left\) and \d+ columns \(conditions not yet met\)\./);
  });
});

/**
 * The lesson's worked star (src/lessons/akari/star-walk.ts and its figure):
 * replayed one addition at a time, each addition gains on the slack, only the
 * last row forces, and the figure says so in words for every row.
 */
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { firstStarWalk } from '../../src/lessons/akari/star-walk';
import { parseAkari } from '../../src/puzzles/akari/format';
import { StarWalkFigure } from '../../src/ui/akari/lesson/StarWalkFigure';

const r = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8'));
if (!r.ok) throw new Error(r.error.message);
const puzzle = r.puzzle;

describe('the worked star on the tricky example board', () => {
  const walk = firstStarWalk(puzzle);

  it('adds more than two inequalities, forcing only after the last', () => {
    expect(walk.rows.length).toBeGreaterThan(2);
    walk.rows.forEach((row, k) => {
      const forces = Math.abs(row.coef) > row.slack;
      expect(forces, row.label).toBe(k === walk.rows.length - 1);
    });
    expect(walk.values[walk.target.variable]).toBe(-1);
  });

  it('gains on the slack with every addition, each cancelling a cell', () => {
    for (let k = 1; k < walk.rows.length; k++) {
      const gap = (i: number) => Math.abs(walk.rows[i].coef) - walk.rows[i].slack;
      expect(gap(k)).toBeGreaterThan(gap(k - 1));
      expect(walk.rows[k].cancelled.length).toBeGreaterThan(0);
    }
  });

  it('draws one line per addition with its test in words, and the forced value on the last', () => {
    const html = render(h(StarWalkFigure, { puzzle, walk }));
    expect(html.match(/data-testid="star-walk-row"/g)?.length).toBe(walk.rows.length);
    expect(html).toContain('closer, but not larger yet');
    expect(html).toContain(`larger than the slack ${walk.rows[walk.rows.length - 1].slack}, so the sum forces`);
  });
});

/**
 * The grade line of a board with several solutions says so first, before the
 * level, so the level is not read as the grade of a puzzle with one answer;
 * and says it once. A board with one solution gets no such words.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { parseAkari } from '../../src/puzzles/akari/format';
import { gradeAkari } from '../../src/puzzles/akari/grade';
import { GradeLine } from '../../src/ui/GradeLine';

const grade = (text: string) => {
  const r = parseAkari(text);
  if (!r.ok) throw new Error(r.error.message);
  return gradeAkari(r.puzzle);
};
const line = (text: string) =>
  renderToString(h(GradeLine, { state: { phase: 'done', grade: grade(text) }, className: 'x' })).replace(/<[^>]+>/g, '');

describe('grade line and several solutions', () => {
  it('says the board has more than one solution before the level, and only once', () => {
    const g = grade('...\n.#.\n...');
    expect(g.several).toBe(true);
    const words = line('...\n.#.\n...');
    expect(words.indexOf('more than one solution')).toBeGreaterThan(-1);
    expect(words.indexOf('more than one solution')).toBeLessThan(words.indexOf(`Level ${g.level} of`));
    expect(words.match(/more than one solution/g)).toHaveLength(1);
  });

  it('says nothing of several solutions for a board with one', () => {
    // Tatham's 7x7 Tricky board (one solution), in puzz.link-like Tatham form.
    const g = grade('7x7:a0Bg0b1fBa0c1aBf1b0gB2a');
    expect(g.several).toBeUndefined();
    expect(line('7x7:a0Bg0b1fBa0c1aBf1b0gB2a')).not.toMatch(/more than one solution/);
  });
});

/**
 * The exported worked example reads like the lesson: every step's board
 * draws the clue numbers (large enough to read, small enough that a 10×10
 * board still fits the printed column beside its step), and the model's rows carry the inequality numbers "(63)" that the
 * steps cite, the lesson's solver's numbering, not a row count of its own.
 */
import { describe, expect, it } from 'vitest';
import { loadViews } from '../../src/export/registry';
import { loadGenre } from '../../src/puzzles/index';
import { clueOf, type ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';
import { runGenreSolve } from '../../src/worker/run-genre';
import { DEFAULT_SHAKASHAKA_EXAMPLE } from '../../src/lessons/shakashaka/examples';
import { stepList } from '../site/step-page';

describe('the exported boards and row numbers', async () => {
  const genre = await loadGenre('shakashaka');
  const [parsed] = genre.parseMany(DEFAULT_SHAKASHAKA_EXAMPLE.text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const puzzle = parsed.puzzle as ShakashakaPuzzle;
  const { result, trace } = runGenreSolve(genre, puzzle, { method: 'steps' });
  const views = await loadViews('shakashaka');
  const html = views.exportPage({ puzzle, result, trace, currentStep: null, footer: 'test' }).html;
  const clues = puzzle.rows.flatMap((row) => [...row].map(clueOf).filter((k): k is number => k !== null));

  it('draws the clues on every step board', () => {
    const list = stepList(html, 'export-steps')!;
    const drawn = list.steps.filter((s) => /<svg\b/.test(s.markup));
    expect(drawn.length).toBeGreaterThan(0);
    for (const s of drawn) {
      const svg = s.markup.slice(s.markup.indexOf('<svg'));
      // Clues are drawn in white on the black cell.
      const white = [...svg.matchAll(/<text[^>]*fill="#fff"[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]));
      expect(white.sort()).toEqual([...clues].sort());
    }
  });

  it('labels the model’s rows with the inequality numbers the steps cite', () => {
    const model = html.slice(html.indexOf('data-testid="export-family-A"'));
    expect(model).not.toMatch(/>row \d+</);
    // Family A's rows are equalities: two numbers each, "A (1) (2)".
    expect(model).toMatch(/A \(\d+\) \(\d+\)/);
    const steps = html.slice(html.indexOf('data-testid="export-steps"'));
    const cited = /<strong>\((\d+)\)<\/strong>/.exec(steps);
    expect(cited).not.toBeNull();
  });
});

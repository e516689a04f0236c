/**
 * The Shakashaka worked example is one a student would print: routine
 * forcing steps condensed (src/export/condense-plan.ts), so the lesson's
 * default board's page stays small, and the plan itself keeps its promises.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stepStarts } from '../../src/core/trace';
import { condensedPlan, MAX_PRINTED } from '../../src/export/condense-plan';
import { loadViews } from '../../src/export/registry';
import { loadGenre } from '../../src/puzzles/index';
import { runGenreSolve } from '../../src/worker/run-genre';
import { DEFAULT_SHAKASHAKA_EXAMPLE } from '../../src/lessons/shakashaka/examples';
import { stepList } from '../site/step-page';

describe('condensedPlan', () => {
  const all = (count: number) => [[1, count]] as [number, number][];

  it('prints every step that is not routine, the ends of each routine stretch, and a placing step every so often', () => {
    // Steps 1–30 routine, 31 not, 32–40 routine; steps 5, 12, 20 and 25 place something.
    const routine = (n: number) => n !== 31;
    const shows = (n: number) => [5, 12, 20, 25].includes(n);
    const plan = condensedPlan(40, routine, shows, null, all(40), 10);
    expect(plan.printed).toEqual([1, 12, 25, 30, 31, 32, 40]);
    expect(plan.gaps).toEqual([[2, 11], [13, 24], [26, 29], [33, 39]]);
    expect(plan.cappedFrom).toBeNull();
  });

  it('stops after the cap, prints the reader’s step all the same, and never a step outside the allowed runs', () => {
    const plan = condensedPlan(100, () => false, () => false, 90, [[1, 20], [80, 100]], 10, 5);
    expect(plan.printed).toEqual([1, 2, 3, 4, 5, 90]);
    expect(plan.cappedFrom).toBe(6);
    expect(plan.gaps).toEqual([[6, 89], [91, 100]]);
  });
});

describe('the exported worked example of the lesson’s default board', async () => {
  const genre = await loadGenre('shakashaka');
  const [parsed] = genre.parseMany(DEFAULT_SHAKASHAKA_EXAMPLE.text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { result, trace } = runGenreSolve(genre, parsed.puzzle, { method: 'steps' });
  const views = await loadViews('shakashaka');
  const html = views.exportPage({ puzzle: parsed.puzzle, result, trace, currentStep: null, footer: 'test' }).html;

  it('stays well under a megabyte and prints few boards', () => {
    // Every step printed with its board made this page about 900 KB (54 A4 pages).
    expect(html.length).toBeLessThan(300_000);
    const list = stepList(html, 'export-steps')!;
    expect(list.count).toBe(stepStarts(trace.events).length);
    expect(list.steps.length).toBeLessThanOrEqual(MAX_PRINTED);
    expect(list.steps.length).toBeLessThan(list.count / 5);
  });
});

// The same page for a board read from the examples, as the CLI reads it: the boards the lesson offers all stay printable.
describe.each(['ppbench-01-10x10', 'ppbench-02-10x10'])('the worked example of %s', async (file) => {
  const genre = await loadGenre('shakashaka');
  const [parsed] = genre.parseMany(readFileSync(`content/examples/shakashaka/${file}.txt`, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { result, trace } = runGenreSolve(genre, parsed.puzzle, { method: 'steps' });
  const views = await loadViews('shakashaka');
  it('stays under 600 KB', () => {
    expect(views.exportPage({ puzzle: parsed.puzzle, result, trace, currentStep: null, footer: 'test' }).html.length).toBeLessThan(600_000);
  });
});

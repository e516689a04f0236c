/**
 * "Next / previous step that decides a cell" (src/ui/LandmarkJumps.tsx):
 * which step each goes to, the keys N and P, and which Shakashaka steps
 * count as deciding a cell on the lesson's default board.
 */
import { describe, expect, it } from 'vitest';
import { stepStarts } from '../../src/core/trace';
import { loadGenre } from '../../src/puzzles/index';
import type { ShakashakaEvent } from '../../src/puzzles/shakashaka/events';
import { runGenreSolve } from '../../src/worker/run-genre';
import { DEFAULT_SHAKASHAKA_EXAMPLE } from '../../src/lessons/shakashaka/examples';
import { landmarkAround, landmarkKeyHandler } from '../../src/ui/LandmarkJumps';
import { decidesCell } from '../../src/ui/shakashaka/step-words';

describe('landmarkAround', () => {
  // Steps 2, 5 and 6 are landmarks.
  const marks = [false, true, false, false, true, true, false];
  it('finds the landmark before and after the step shown, never the step itself', () => {
    expect(landmarkAround(marks, 0)).toEqual({ previous: null, next: 2 });
    expect(landmarkAround(marks, 2)).toEqual({ previous: null, next: 5 });
    expect(landmarkAround(marks, 3)).toEqual({ previous: 2, next: 5 });
    expect(landmarkAround(marks, 5)).toEqual({ previous: 2, next: 6 });
    expect(landmarkAround(marks, 7)).toEqual({ previous: 6, next: null });
  });

  it('answers N and P, and leaves other keys and modified ones alone', () => {
    const jumps: number[] = [];
    const handler = landmarkKeyHandler(marks, 3, (k) => jumps.push(k));
    const key = (k: string, extra: Partial<KeyboardEvent> = {}) => {
      const e = { key: k, target: { tagName: 'DIV' }, defaultPrevented: false, altKey: false, ctrlKey: false, metaKey: false, preventDefault() {}, ...extra };
      handler(e as unknown as KeyboardEvent);
    };
    key('n');
    key('P');
    key('x');
    key('n', { ctrlKey: true });
    expect(jumps).toEqual([5, 2]);
  });
});

describe('steps that decide a cell, on the lesson’s default board', async () => {
  const genre = await loadGenre('shakashaka');
  const [parsed] = genre.parseMany(DEFAULT_SHAKASHAKA_EXAMPLE.text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { trace } = runGenreSolve(genre, parsed.puzzle, { method: 'steps' });
  const events = trace.events as ShakashakaEvent[];
  const marks = stepStarts(events).map((s) => decidesCell(events[s]));

  it('are some but far from all of the steps, and each puts a 1', () => {
    const n = marks.filter(Boolean).length;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(marks.length / 2);
    for (const [k, s] of stepStarts(events).entries()) {
      const e = events[s];
      if (marks[k]) expect(e.kind === 'deduce' ? e.forced.some((f) => f.value === 1) : e.kind === 'trial').toBe(true);
    }
  });
});

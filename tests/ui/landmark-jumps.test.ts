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
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { LandmarkJumps, landmarkAround, landmarkCount, landmarkKeyHandler, landmarkTally } from '../../src/ui/LandmarkJumps';
import { replayTo } from '../../src/core/player';
import { shakashakaReplay } from '../../src/puzzles/shakashaka/replay';
import { cellsDecided, decidesCell } from '../../src/ui/shakashaka/step-words';

describe('landmarkCount', () => {
  it('the verb agrees with the count: one step "is", several "are"', () => {
    expect(landmarkCount(1, 49, 'is not forced', 'are not forced')).toBe('1 of the 49 steps is not forced');
    expect(landmarkCount(3, 49, 'is not forced', 'are not forced')).toBe('3 of the 49 steps are not forced');
  });
});

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

  it('decide between them every cell the run decides: more cells than steps, as the line under the jumps says', () => {
    const sizes = stepStarts(events).map((s) => cellsDecided(events[s]));
    sizes.forEach((n, k) => expect(n > 0).toBe(marks[k]));
    const { values } = replayTo(shakashakaReplay, parsed.puzzle, events, events.length);
    let decided = 0;
    for (let v = 0; v < values.length; v += 5) if (values.slice(v, v + 5).includes(1)) decided++;
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(decided);
    const several = sizes.filter((n) => n > 1).length;
    expect(several).toBeGreaterThan(0);
    expect(landmarkTally(sizes, ['cell', 'cells'])).toBe(` ${several === 1 ? 'One of them decides' : `${several} of them decide`} two or more cells at once, so together they decide ${decided} cells.`);
  });
});

describe('the count under the jumps', () => {
  // Steps 4 and 6 are landmarks.
  const marks = [false, false, false, true, false, true];
  const text = (step: number, others?: readonly [string, string]) =>
    render(h(LandmarkJumps, { marks, step, onJump: () => {}, what: 'decides a cell', whatPlural: 'decide a cell', others })).replace(/<[^>]+>/g, '');

  it('counts the landmarks passed so far, never "by this step"', () => {
    expect(text(0)).toContain('2 of the 6 steps decide a cell; 0 of them so far.');
    expect(text(4)).toContain('1 of them so far.');
    expect(text(4)).not.toContain('by this step');
  });

  it('says how many cells the steps decide when some decide several, and nothing when each decides one', () => {
    const sizes = [0, 0, 0, 3, 0, 1];
    const withSizes = render(h(LandmarkJumps, { marks, step: 0, onJump: () => {}, what: 'decides a cell', whatPlural: 'decide a cell', sizes, things: ['cell', 'cells'] })).replace(/<[^>]+>/g, '');
    expect(withSizes).toContain('2 of the 6 steps decide a cell; 0 of them so far. One of them decides two or more cells at once, so together they decide 4 cells.');
    expect(landmarkTally([0, 1, 0, 1], ['cell', 'cells'])).toBe('');
  });

  it('says what the steps a jump skips do, when the genre says it and the jump skips any', () => {
    const others = ['only rules states out', 'only rule states out'] as const;
    // Before a jump: the steps up to the next landmark.
    expect(text(0, others)).toContain('Steps 1–3 only rule states out.');
    // On the landmark the jump from step 0 lands on: the steps it passed, since the start.
    expect(text(4, others)).toContain('Steps 1–3 only rule states out.');
    // On the next landmark, the one step since the previous.
    expect(text(6, others)).toContain('Step 5 only rules states out.');
    // Between landmarks with none skipped ahead, and when the genre says nothing: no sentence.
    expect(text(5, others)).not.toContain('only rule');
    expect(text(0)).not.toContain('only rule');
  });
});

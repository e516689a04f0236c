/**
 * The Akari grade (src/puzzles/akari/grade.ts on src/inequalities/grade.ts):
 * one board per level (Light Up boards by Tatham's generator, and a board
 * with many solutions), the level's reason in words, and a step number that
 * lands on a step of the hardest kind in the selective method's stepper.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stepStarts, type TraceEventBase } from '../../src/core/trace';
import type { EngineEvent } from '../../src/inequalities/events';
import { parseAkari } from '../../src/puzzles/akari/format';
import { gradeAkari } from '../../src/puzzles/akari/grade';
import { akariGenre } from '../../src/puzzles/akari/genre';
import { runGenreSolve } from '../../src/worker/run-genre';

const board = (text: string) => {
  const r = parseAkari(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

/** The depth-0 event the stepper shows at step k (the board after k steps). */
function eventAtStep(text: string, step: number): EngineEvent {
  const { trace } = runGenreSolve(akariGenre, board(text), { method: 'selective' });
  const events = trace.events as TraceEventBase[];
  return events[stepStarts(events)[step - 1]] as EngineEvent;
}

describe('Akari grades', () => {
  it('level 1, forcing only: no step stands out', () => {
    const g = gradeAkari(board('7x7:Be2j2e3a2e3jBeB'));
    expect(g).toMatchObject({ status: 'graded', level: 1, name: 'forcing only', step: null, levels: 5 });
    expect(g.reason).toContain('one inequality on its own');
  });

  it.each([
    ['10x10:b00cBhBc2c1d1a1g0g0d0gBg0a1d2cBc0h0c00b', 2, 'sums of two'],
    ['7x7:b2h3cBdBg0d1c3hBb', 3, 'sums of three or more'],
  ])('%s is level %i (%s), and its step is a deduction by a sum', (id, level, name) => {
    const g = gradeAkari(board(id));
    expect(g).toMatchObject({ status: 'graded', level, name });
    expect(g.reason).toMatch(/step \d+ of the stepper/);
    expect(g.reason).toMatch(/(a lamp|no lamp) at row \d+, column \d+/);
    // It names the kind of step it points at (it said "the first such step").
    expect(g.reason).toContain(`The first step that adds ${level === 2 ? 'two' : 'three or more'} inequalities `);
    const e = eventAtStep(id, g.step!);
    expect(e.kind === 'deduce' && e.source === 'sum', JSON.stringify(e)).toBe(true);
  });

  it('the lesson’s tricky board needs a sum of three, as the lesson says: a kept sum of two added to a third inequality', () => {
    const g = gradeAkari(board(readFileSync(new URL('../../content/examples/akari/tricky-7x7.txt', import.meta.url), 'utf8')));
    expect(g).toMatchObject({ status: 'graded', level: 3, name: 'sums of three or more' });
  });

  it('level 4, chain sums: the step is the deduction a chain sum makes', () => {
    const id = '7x7:BeBb0i2i4i2bBeB';
    const g = gradeAkari(board(id));
    expect(g).toMatchObject({ status: 'graded', level: 4, name: 'chain sums' });
    // One name for the chain sum in the reason, the lessons' own: never a bare "chain".
    expect(g.reason).toMatch(/\d+ chain sums?, the longest adding up \d+ inequalities/);
    expect(g.reason).not.toMatch(/\d+ chains?[,;]/);
    expect(eventAtStep(id, g.step! - 1).kind).toBe('chain');
    expect(eventAtStep(id, g.step!).kind).toBe('deduce');
    // The reason names the chain sum's own step too, the number the stepper's "first chain sum" button shows.
    expect(g.reason).toContain(`The first chain sum is step ${g.step! - 1}.`);
    expect(g.reason).toMatch(new RegExp(`step ${g.step} of the stepper\\.$`));
  });

  it('level 5 when the method must search, and the reason says the board has several solutions', () => {
    const g = gradeAkari(board('...\n...\n...'));
    expect(g).toMatchObject({ status: 'graded', level: 5, name: 'trials' });
    expect(g.reason).toContain('more than one solution');
  });

  it('within a level, the board whose widest sum adds up more inequalities scores higher, even with fewer steps that use a sum, as the reason says', () => {
    // Light Up boards by Tatham's generator, both our level 3: his Tricky (4 steps, sums of 3 at most) and his Hard (2 steps, a sum of 5).
    const tricky = gradeAkari(board('7x7:a0Bg0b1fBa0c1aBf1b0gB2a'));
    const hard = gradeAkari(board('7x7:a1a3iBgBe0g1iBa0a'));
    const widest = (reason: string) => Number(/the widest sum adds up (\d+) of the board's own inequalities/.exec(reason)?.[1]);
    const steps = (reason: string) => Number(/(\d+) steps? uses? a sum/.exec(reason)?.[1]);
    expect([tricky.level, hard.level]).toEqual([3, 3]);
    expect([widest(tricky.reason), widest(hard.reason)]).toEqual([3, 5]);
    expect(steps(tricky.reason)).toBeGreaterThan(steps(hard.reason));
    expect(hard.score).toBeGreaterThan(tricky.score);
  });

  it('harder levels score higher, and a board with no solution or no time is not graded', () => {
    const scores = ['7x7:Be2j2e3a2e3jBeB', '10x10:b00cBhBc2c1d1a1g0g0d0gBg0a1d2cBc0h0c00b', '7x7:b2h3cBdBg0d1c3hBb', '7x7:BeBb0i2i4i2bBeB'].map((id) => gradeAkari(board(id)).score);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    expect(gradeAkari(board('1.1\n.#.'))).toMatchObject({ status: 'unsolvable', level: 0 });
    expect(gradeAkari(board('7x7:BeBb0i2i4i2bBeB'), { budget: { maxNodes: 1 } })).toMatchObject({ status: 'timeout', level: 0 });
  });
});

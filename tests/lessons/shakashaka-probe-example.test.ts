/**
 * The lesson's three-variable look-ahead and trial: the engine's own
 * look-ahead and chain sum decide which is which, and the numbers the page
 * states (the sum, its slack, the coefficient) say the same.
 */
import { describe, expect, it } from 'vitest';
import { probeExample } from '../../src/lessons/shakashaka/probe-example';

describe('probeExample', () => {
  const { lookAhead, trial } = probeExample();

  it('supposing x = 1 forces y and z to 1 and breaks y + z ≤ 1, in both', () => {
    for (const c of [lookAhead, trial]) {
      expect(c.supposed).toBe('x = 1');
      expect(c.forced).toEqual(['y = 1', 'z = 1']);
      expect(c.broke).toBe('y + z \\le 1');
      expect(c.concluded).toBe('x = 0');
    }
    expect(lookAhead.written).toEqual(['x \\le y', 'x \\le z', 'y + z \\le 1']);
    expect(trial.written).toEqual(['x \\le 2y', 'x \\le 2z', 'y + z \\le 1']);
    expect(trial.firstUnder).toBe('2y \\ge 1');
    // What 2y ≥ 1 says before forcing rounds it to y = 1: the bound a sum keeps, which the trial bullet names.
    expect(trial.unrounded).toBe('y \\ge \\tfrac{1}{2}');
    expect(lookAhead.unrounded).toBe('y \\ge 1');
  });

  it('the plain sum forces x = 0 in the first (slack below the coefficient): a look-ahead', () => {
    expect(lookAhead.sum).toBe('-2x \\ge -1');
    expect(lookAhead.max - lookAhead.rhs).toBe(lookAhead.slack);
    expect(lookAhead.slack).toBeLessThan(lookAhead.coefficient);
    expect(lookAhead.sumForces).toBe(true);
  });

  it('the plain sum forces nothing in the second (the rounding is lost): a trial', () => {
    expect(trial.sum).toBe('-2x + y + z \\ge -1');
    expect(trial.max - trial.rhs).toBe(trial.slack);
    expect(trial.slack).toBeGreaterThanOrEqual(trial.coefficient);
    expect(trial.sumForces).toBe(false);
  });
});

/**
 * The lesson's fold on why a trial can settle what no sum does: supposing
 * a = 0, the two lines need at least and at most half a lamp on b. Whole lamps
 * (forcing) refute it; b = ½ satisfies both, so no sum of them does. The
 * numbers the lesson quotes.
 */
import { describe, expect, it } from 'vitest';
import { smallExamples } from '../../src/lessons/akari/small-examples';

describe('the rounding example (a trial refutes a = 0, no sum of the two lines does)', () => {
  const r = smallExamples().rounding;
  it('states the two inequalities and what the supposition a = 0 makes of them: at least, and at most, half a lamp on b', () => {
    expect(r.first).toBe('a + 2b \\ge 1');
    expect(r.second).toBe('-2a + 2b \\le 1');
    expect(r.firstSupposed).toBe('2b \\ge 1');
    expect(r.secondSupposed).toBe('2b \\le 1');
  });
  it('with a = 0 both lines hold at b = ½, so they do not contradict each other with fractions', () => {
    expect(r.firstAtHalf).toBe('2 \\cdot \\tfrac12 = 1 \\ge 1');
    expect(r.secondAtHalf).toBe('2 \\cdot \\tfrac12 = 1 \\le 1');
  });
  it('with the whole lamp forcing puts on b, the second fails', () => {
    expect(r.secondFails).toBe('2 \\le 1');
  });
  it('gives the sum in ≥ form with a slack no smaller than a’s coefficient, so it forces nothing; with a = 0 it holds', () => {
    // The ≤ line is added turned round (×−1); the lesson shows that form before the sum.
    expect(r.secondGe).toBe('2a - 2b \\ge -1');
    expect(r.sum).toBe('3a \\ge 0');
    expect(r.sumSlack).toBe(r.sumMax - 0);
    expect(Math.abs(r.coefA)).toBeLessThanOrEqual(r.sumSlack);
    expect(r.sumSupposed).toBe('0 \\ge 0');
  });
});

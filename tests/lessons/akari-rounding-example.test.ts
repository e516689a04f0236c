/**
 * The lesson's fold on why a failed look-ahead need not be a chain sum: a
 * supposition that forcing refutes (with a rounding step) while the plain sum
 * of the two inequalities forces nothing. The numbers the lesson quotes.
 */
import { describe, expect, it } from 'vitest';
import { smallExamples } from '../../src/lessons/akari/small-examples';

describe('the rounding example (a look-ahead fails, its plain sum forces nothing)', () => {
  const r = smallExamples().rounding;
  it('states the two inequalities and what the supposition a = 0 makes of them', () => {
    expect(r.first).toBe('a + 2b \\ge 1');
    expect(r.second).toBe('a - b \\ge 0');
    expect(r.firstSupposed).toBe('2b \\ge 1');
    expect(r.secondFails).toBe('-1 \\ge 0');
  });
  it('shows the half lamp a sum keeps: with a = 0 the first line holds at b = ½', () => {
    expect(r.firstAtHalf).toBe('2 \\cdot \\tfrac12 = 1 \\ge 1');
  });
  it('gives the sum in ≥ form with a slack no smaller than a’s coefficient, so it forces nothing', () => {
    expect(r.sum).toBe('2a + b \\ge 1');
    expect(r.sumSlack).toBe(r.sumMax - 1);
    expect(Math.abs(r.coefA)).toBeLessThanOrEqual(r.sumSlack);
  });
  it('says what the supposition a = 0 makes of the sum: a line that b = 1 satisfies, so nothing fails', () => {
    expect(r.sumSupposed).toBe('b \\ge 1');
  });
});

/**
 * The small pair example states the forcing rule on the sum in ≥ form: the
 * numbers the lesson prints (M, r, slack, the coefficient) must agree.
 */
import { describe, expect, it } from 'vitest';
import { smallExamples } from '../../src/lessons/akari/small-examples';

describe('the small pair sum in ≥ form', () => {
  const pair = smallExamples().pair;
  it('is written with ≥ and its slack is M − r', () => {
    expect(pair.sumGe).toContain('\\ge');
    expect(pair.max - pair.rhs).toBe(pair.slack);
  });
  it('forces with a coefficient larger in size than the slack', () => {
    expect(pair.forced.length).toBeGreaterThan(0);
    expect(Math.abs(pair.forced[0].coefficient)).toBeGreaterThan(pair.slack);
  });
});

import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { knownsWords } from '../../src/ui/inequalities/by-hand/hand-text';

// x0 + x1 + x2 ≥ 1
const ineq = { vars: [0, 1, 2], coefs: [1, 1, 1], rhs: 1 };

describe('how a by-hand line’s known values are said', () => {
  it('says only "dropped" when the known values are all 0 (nothing moved)', () => {
    expect(knownsWords(ineq, [0, 0, UNKNOWN])).toBe('known 0s dropped');
    expect(knownsWords(ineq, [0, UNKNOWN, UNKNOWN])).toBe('known 0 dropped');
  });

  it('says "moved to the right side" only for known 1s, and both parts when both happened', () => {
    expect(knownsWords(ineq, [1, UNKNOWN, UNKNOWN])).toBe('known 1 moved to the right side');
    expect(knownsWords(ineq, [1, 0, 1])).toBe('known 0 dropped, known 1s moved to the right side');
  });
});

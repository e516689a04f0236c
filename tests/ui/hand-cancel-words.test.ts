/**
 * The by-hand tool says which cancelled variable drops out of a sum and which
 * only keeps a smaller coefficient, instead of "cancels (or shrinks)".
 */
import { describe, expect, it } from 'vitest';
import { cancelWords } from '../../src/ui/inequalities/by-hand/hand-text';

const name = (v: number) => `x${v + 1}`;

describe('cancelWords', () => {
  it('names a variable that drops out, one that shrinks, and both', () => {
    expect(cancelWords({ cancelled: [28], sum: { vars: [27, 29] } }, name)).toBe('x29 cancels out');
    expect(cancelWords({ cancelled: [2], sum: { vars: [2, 5] } }, name)).toBe('x3 keeps a smaller coefficient');
    expect(cancelWords({ cancelled: [1, 2, 4], sum: { vars: [2] } }, name)).toBe('x2 and x5 cancel out; x3 keeps a smaller coefficient');
    expect(cancelWords({ cancelled: [], sum: { vars: [0] } }, name)).toBe('');
  });
});

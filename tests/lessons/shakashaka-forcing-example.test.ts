/**
 * The lesson's smallest forcing example: its numbers come from the engine's
 * forcing, and they say what the page says (slack below the coefficient, so
 * the free variables are forced to the value that keeps the room).
 */
import { describe, expect, it } from 'vitest';
import { forcingExample } from '../../src/lessons/shakashaka/forcing-example';

describe('forcingExample', () => {
  const fx = forcingExample();

  it('puts in the known value and measures the room left: largest left side minus right side', () => {
    expect(fx.known).toBe('x = 0');
    expect(fx.katex).toMatch(/x \+ y \+ z \\ge 2/);
    expect(fx.max - fx.rhs).toBe(fx.slack);
    expect(fx.slack).toBeLessThan(fx.coefficient);
  });

  it('forces both free variables to 1, and nothing about the known one', () => {
    expect(fx.forced).toEqual(['y = 1', 'z = 1']);
  });
});

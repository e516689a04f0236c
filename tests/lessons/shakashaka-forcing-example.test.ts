/**
 * The lesson's smallest forcing example: its numbers come from the engine's
 * forcing, and they say what the page says (slack below the coefficient, so
 * the free variables are forced to the value that keeps the room).
 */
import { readFileSync } from 'node:fs';
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

describe('the page’s forcing rule', () => {
  it('says what a coefficient’s size is where it first compares one with the slack', () => {
    const page = readFileSync(new URL('../../content/lessons/05-shakashaka.mdx', import.meta.url), 'utf8');
    // A reader met "larger in size than the slack" with no word on what size is (a coefficient may be −2).
    const first = page.search(/\bsize is larger than the slack/);
    expect(first).toBeGreaterThan(0);
    expect(page.slice(first - 300, first)).toMatch(/its size is that number without its sign/);
    // Where the words come from: the Akari lesson's summary of slack, linked.
    expect(page.slice(first - 800, first)).toMatch(/\[the Akari lesson\]\(\.\.\/akari\/#slack-recap\)/);
  });
});

import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';

describe('BudgetClock', () => {
  it('stops at the node cap with timeout', () => {
    const clock = new BudgetClock({ maxNodes: 100 }, 10);
    let n = 0;
    while (!clock.tick(n)) n++;
    expect(clock.stopped).toBe('timeout');
    expect(n).toBeGreaterThanOrEqual(100);
    expect(n).toBeLessThan(120);
  });

  it('reports cancellation from an AbortSignal, even one aborted before the start', () => {
    const before = new AbortController();
    before.abort();
    const early = new BudgetClock({ signal: before.signal });
    expect(early.stopped).toBe('cancelled');
    expect(early.check()).not.toBe(false);

    const during = new AbortController();
    const clock = new BudgetClock({ signal: during.signal }, 1);
    expect(clock.tick(1)).toBe(false);
    during.abort();
    expect(clock.tick(2)).not.toBe(false);
    expect(clock.stopped).toBe('cancelled');
  });

  it('stops at a deadline that has passed', () => {
    const clock = new BudgetClock({ limitMs: 0 }, 1);
    clock.check();
    expect(clock.stopped).toBe('timeout');
  });

  it('never stops without limits', () => {
    const clock = new BudgetClock({}, 1);
    for (let n = 0; n < 1000; n++) expect(clock.tick(n)).toBe(false);
    expect(clock.remainingMs()).toBe(Infinity);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetClock } from '../../src/core/budget';

describe('BudgetClock', () => {
  it('stops at the node cap with timeout', () => {
    const clock = new BudgetClock({ maxNodes: 100 }, 10);
    let n = 0;
    while (!clock.tick(n)) n++;
    expect(clock.stopped).toBe('timeout');
    expect(n).toBe(100);
  });

  describe('on a simulated clock', () => {
    afterEach(() => vi.restoreAllMocks());
    // Date.now() as a counter the test moves: `cost` ms per node.
    const simulate = (cost: (node: number) => number) => {
      let now = 1_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => now);
      return (node: number) => (now += cost(node));
    };

    it('reads the clock soon enough when nodes are slow: a 100 ms limit at 2 ms a node stops by 160 ms', () => {
      const spend = simulate(() => 2);
      const clock = new BudgetClock({ limitMs: 100 });
      let n = 0;
      while (!clock.tick(n)) spend(n++);
      expect(clock.stopped).toBe('timeout');
      expect(clock.elapsedMs()).toBeLessThanOrEqual(160);
    });

    it('a phase that counts from 0 again on the same clock is watched from its start: the second of two phases, at 2 ms a node, stops by 160 ms', () => {
      let slow = false;
      const spend = simulate(() => (slow ? 2 : 0));
      const clock = new BudgetClock({ limitMs: 100 });
      // The first phase's nodes cost nothing, and it leaves the clock's next look thousands of nodes on.
      for (let n = 0; n < 20_000; n++) expect(clock.tick(n)).toBe(false);
      slow = true;
      const start = Date.now();
      let n = 0;
      while (!clock.tick(n)) spend(n++);
      expect(clock.stopped).toBe('timeout');
      expect(Date.now() - start).toBeLessThanOrEqual(160);
    });

    it('stops at the node cap at the same node whatever the nodes cost', () => {
      const stopAt = (cost: (node: number) => number) => {
        const spend = simulate(cost);
        const clock = new BudgetClock({ maxNodes: 5000, limitMs: 1e9 });
        let n = 0;
        while (!clock.tick(n)) spend(n++);
        vi.restoreAllMocks();
        return n;
      };
      expect([stopAt(() => 0.001), stopAt(() => 3), stopAt((node) => (node % 7 === 0 ? 10 : 0))]).toEqual([5000, 5000, 5000]);
    });
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

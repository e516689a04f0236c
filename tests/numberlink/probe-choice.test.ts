import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { probeOrientation } from '../../src/puzzles/numberlink/solve-zdd';
import { ALL_RULES } from '../../src/puzzles/numberlink/puzzle';
import { randomBoard } from './random-boards';

describe('the edge-order probe of an untraced run (each probe stopped once it cannot win)', () => {
  it('picks the same corner as the full probe every traced run shows, under every rule', () => {
    let shorter = 0;
    fc.assert(
      fc.property(randomBoard(6, 4), fc.constantFrom(...ALL_RULES), (p, rule) => {
        const full = probeOrientation(p, rule, new BudgetClock({}));
        const quick = probeOrientation(p, rule, new BudgetClock({}), undefined, true);
        expect(quick.best).toEqual(full.best);
        const nodes = (r: typeof full) => r.probes.reduce((sum, q) => sum + q.nodes, 0);
        expect(nodes(quick)).toBeLessThanOrEqual(nodes(full));
        if (nodes(quick) < nodes(full)) shorter++;
      }),
      { numRuns: 300, seed: 40 },
    );
    // The cap did cut probes short (so the comparison above tested it).
    expect(shorter).toBeGreaterThan(20);
  });
});

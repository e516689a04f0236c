/**
 * The solver's answer says the build of the pattern databases with the time part 4's fold shows (the page's measure
 * of the build that made the tables), not the run's own wait: a reader watched the bar for seconds, the fold said
 * 3.0 s, and the answer said "built first, in 0.2 s" (the run had waited only for the end of a build started ahead).
 */
import { describe, expect, it } from 'vitest';
import { buildWords } from '../../src/ui/sliding/RunStatus';
import type { SlidingRun } from '../../src/ui/sliding/sliding-run';

const run = (prepareMs: number | null) => ({ phase: 'done', prepareMs } as unknown as SlidingRun);

describe('the build said after a solve', () => {
  it('gives the page’s build time, the one the fold shows, not the run’s shorter wait', () => {
    expect(buildWords(run(200), true, 3000)).toBe(' The pattern databases were built first, in 3.0 s in your browser; they stay ready for this visit.');
  });

  it('falls back to the run’s wait when the page has no measure of its own', () => {
    expect(buildWords(run(2500), true, null)).toContain('in 2.5 s in your browser');
  });

  it('says no build when the page had the tables before Solve was pressed, however long the preparation took', () => {
    expect(buildWords(run(200), false, 3000)).toBe('');
    expect(buildWords(run(null), true, 3000)).toBe('');
  });
});

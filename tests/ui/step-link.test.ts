/**
 * A step in a link: one test of what a step number is (src/ui/url-state.ts
 * stepNumberOf) and one sentence for a value that is not one, whichever
 * island reads it (src/ui/solver-link.ts readLinkStep). A bad step must not
 * ask for a solve on load.
 */
import { describe, expect, it } from 'vitest';
import { readShakashakaLink } from '../../src/ui/shakashaka/solver-link';
import { readSolverLink as readSlidingLink } from '../../src/ui/sliding/solver-link';
import { readLinkStep, stepSentence } from '../../src/ui/solver-link';
import { stepNumberOf } from '../../src/ui/url-state';

const BAD = ['-1', 'NaN', '1e9', '2.5', '', ' ', 'Infinity', '0x10', '1234567890', '+3'];

describe('a step number in a link', () => {
  it('is a whole number from 0 with at most nine digits', () => {
    expect(stepNumberOf('0')).toBe(0);
    expect(stepNumberOf(' 12 ')).toBe(12);
    expect(stepNumberOf('999999999')).toBe(999_999_999);
    for (const raw of BAD) expect(stepNumberOf(raw), raw).toBeNull();
  });

  it('asks for a solve on load only when it is one, and says the one sentence when it is not', () => {
    for (const raw of BAD) {
      const problems: string[] = [];
      expect(readLinkStep(new URLSearchParams({ step: raw }), 'step', problems), raw).toBe(false);
      expect(problems).toEqual([stepSentence(raw)]);
      expect(problems[0]).toContain(`“${raw}”`);
    }
    const problems: string[] = [];
    expect(readLinkStep(new URLSearchParams({ step: '7' }), 'step', problems)).toBe(true);
    expect(readLinkStep(new URLSearchParams({ other: '7' }), 'step', problems)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('gives the same sentence in the islands that read their own links', () => {
    const shakashaka = readShakashakaLink(new URLSearchParams({ board: '..', step: '-1' }));
    expect(shakashaka.namesStep).toBe(false);
    expect(shakashaka.problems).toEqual([stepSentence('-1')]);
    const sliding = readSlidingLink(new URLSearchParams({ board: '1 2 3 4 5 6 7 8 0', move: 'NaN', search: '3' }));
    expect(sliding.namesStep).toBe(true);
    expect(sliding.problems).toEqual([stepSentence('NaN')]);
    expect(readSlidingLink(new URLSearchParams({ move: '1e9' })).namesStep).toBe(false);
  });
});

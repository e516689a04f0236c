/**
 * A trial step whose chain sum forces nothing says why in plain words: forcing made each cell a whole 0 or 1 on the
 * way, and a sum of inequalities does no such rounding ("forcing rounded up" meant nothing to a reader without the
 * lesson's fold on half a lamp).
 */
import { describe, expect, it } from 'vitest';
import type { TrialEvent } from '../../src/inequalities/events';
import { trialChainWords } from '../../src/inequalities/step-words';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';

const trial = { kind: 'trial', depth: 0, variable: 5, assumed: 0, concluded: 1, conflict: 3, conflictInequality: { terms: [], rhs: 1 }, steps: 2,
  chain: { inequalities: 3, slack: 2, coefficient: 1 } } as unknown as TrialEvent;

describe('a trial’s words on its chain sum', () => {
  it('says the sum cannot round what forcing rounded', () => {
    const text = trialChainWords(trial, AKARI_WORDS);
    expect(text).toContain('so the sum forces nothing: forcing rounded each cell to a whole 0 or 1 along the way, and a sum cannot round.');
    expect(text).not.toContain('rounded up');
  });
});

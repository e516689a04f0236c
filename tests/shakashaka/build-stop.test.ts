/**
 * Shakashaka's `highs` method held to the user's limit before HiGHS runs:
 * building the model stops at a limit already past and says where, and a
 * HiGHS whose start the deadline cut short (no engine yet) is a timeout
 * that says so, not an error. No assertion depends on the machine's speed.
 */
import { describe, expect, it } from 'vitest';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import type { ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';
import { solveHighs } from '../../src/puzzles/shakashaka/solve-highs';

function open(side: number): ShakashakaPuzzle {
  const r = parseShakashaka(Array.from({ length: side }, () => '.'.repeat(side)).join('\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

/** An engine that must not be reached: the build is stopped before HiGHS would run. */
const unreachable = {
  constants: {} as never,
  run: () => {
    throw new Error('HiGHS was run although the build had been stopped');
  },
};

describe('the highs method before HiGHS runs', () => {
  it('stops building the model at a limit already past, naming the family and row', () => {
    const r = solveHighs(open(30), { budget: { limitMs: 0 } }, unreachable);
    expect(r.status).toBe('timeout');
    expect(r.reason).toMatch(/^the time or work limit ran out while building the model \(family [A-F], row \d+ of 30\) \([\d,]+ inequalities written\); no search was run$/);
  });

  it('answers timeout when HiGHS had not started by the deadline, and throws without a limit (a caller that skipped prepare)', () => {
    const r = solveHighs(open(3), { budget: { limitMs: 50 } }, null);
    expect(r.status).toBe('timeout');
    expect(r.reason).toMatch(/while HiGHS was starting/);
    expect(() => solveHighs(open(3), {}, null)).toThrow(/prepare/);
  });
});

/**
 * The solver's status line after a run says its status in words and the time
 * with separated thousands: a reader met the code "timeout" and "20003 ms".
 */
import { describe, expect, it } from 'vitest';
import { runStatusWords } from '../../src/ui/sudoku/run-status-words';

describe('the solver’s status line', () => {
  it('says a run stopped by its limit in words, with the time formatted', () => {
    const line = runStatusWords({ status: 'timeout', reason: 'the time or work limit ran out before a solution was found' }, 39_800, 20_003, false);
    expect(line).toBe('Stopped unsolved (the time or work limit ran out before a solution was found): 39,800 steps recorded (every step, not the race’s tries) in 20,003 ms (timings are noisy).');
    expect(line).not.toMatch(/\btimeout\b/);
    // A reader compared the solver's steps with the race's tries on the same board.
    expect(line).toContain("not the race’s tries");
  });

  it('says a solved run “Solved” and a capped trace so', () => {
    expect(runStatusWords({ status: 'solved' }, 12, 7, true)).toBe('Solved: 12 steps recorded (every step, not the race’s tries) in 7 ms (timings are noisy). The trace was capped: its middle part is left out, the start and the end are kept.');
    expect(runStatusWords({ status: 'unsolvable', reason: 'r1c1 and r1c2 both hold 5' }, 1, 0, false)).toMatch(/^No solution \(r1c1 and r1c2 both hold 5\)/);
  });
});

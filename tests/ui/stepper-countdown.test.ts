/**
 * While Play shows a long step (a reason to read), the stepper says in words how many seconds are left before the
 * next: a reader took a 6 s step for a stall. The count is worked out from when the step is due and the time now,
 * both given here, so nothing waits on a real clock. Also where Play starts (the IDA* stepper shows its next step at once).
 */
import { describe, expect, it } from 'vitest';
import { COUNTDOWN_FROM_MS, playStart, secondsLeft } from '../../src/ui/stepper-playback';

describe('the countdown of a step while playing', () => {
  const due = { at: 100_000, dwell: 9_500 };

  it('counts whole seconds up, down to 1 when the step is due', () => {
    expect(secondsLeft(due, 100_000 - 9_500)).toBe(10);
    expect(secondsLeft(due, 100_000 - 4_001)).toBe(5);
    expect(secondsLeft(due, 100_000 - 4_000)).toBe(4);
    expect(secondsLeft(due, 100_000 - 10)).toBe(1);
    // A late timer (a busy machine) never shows 0 or less.
    expect(secondsLeft(due, 100_500)).toBe(1);
  });

  it('is not shown when not playing or for a short step, where it would only flicker', () => {
    expect(secondsLeft(null, 0)).toBeNull();
    expect(secondsLeft({ at: 1_000, dwell: COUNTDOWN_FROM_MS - 1 }, 0)).toBeNull();
    expect(secondsLeft({ at: 1_000, dwell: 700 }, 0)).toBeNull();
    expect(secondsLeft({ at: 5_000, dwell: COUNTDOWN_FROM_MS }, 2_000)).toBe(3);
  });
});

describe('where Play starts', () => {
  it('with the first step at once, shows the next step on the press, and from the end starts over at step 1', () => {
    expect(playStart(0, 5, true)).toEqual({ step: 1, playing: true });
    expect(playStart(3, 5, true)).toEqual({ step: 4, playing: true });
    expect(playStart(5, 5, true)).toEqual({ step: 1, playing: true });
    // The next step is the last: it is shown, and there is nothing left to play.
    expect(playStart(4, 5, true)).toEqual({ step: 5, playing: false });
    expect(playStart(0, 0, true)).toEqual({ step: 0, playing: true });
  });

  it('otherwise waits on the step shown (from the start when at the end)', () => {
    expect(playStart(0, 5, false)).toEqual({ step: 0, playing: true });
    expect(playStart(5, 5, false)).toEqual({ step: 0, playing: true });
  });
});

/**
 * The stepper's Play: one step every `intervalMs / speed` until the last step,
 * then it stops by itself; a new trace (`resetKey`) stops it. A stepper whose
 * steps carry sentences to read passes `intervalMs={READING_STEP_MS}` (or
 * `dwellMs`, a time per step at 1×): a fixed 0.7 s is too fast to read a
 * step's reason, and the slower and faster speeds stay one pick away.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export const SPEEDS = [0.5, 1, 2, 4];

/**
 * A step with a reason to read, at 1×: about 2 s. A reading-pace wait (220 words a minute, about 6 s for
 * a long reason) was too slow to watch a search go by; a reader who wants to read every word picks 0.5×
 * (4 s, with the countdown beside it) or steps by hand.
 */
export const READING_STEP_MS = 2000;

/** A dwell at least this long gets a countdown in words beside the bar: a reader took a 6 s step for a stall. */
export const COUNTDOWN_FROM_MS = 3000;

/**
 * Whole seconds left before the step shown gives way (rounded up, never below 1), or null when there is no
 * countdown to show: not playing, or a step so short that the words would only flicker.
 */
export function secondsLeft(due: { at: number; dwell: number } | null, now: number): number | null {
  if (!due || due.dwell < COUNTDOWN_FROM_MS) return null;
  return Math.max(1, Math.ceil((due.at - now) / 1000));
}

/** `secondsLeft` kept current: re-read a few times a second while there is a countdown. */
export function useSecondsLeft(due: { at: number; dwell: number } | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const counting = due !== null && due.dwell >= COUNTDOWN_FROM_MS;
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [counting, due?.at]);
  return secondsLeft(due, now);
}

/**
 * Where Play starts: from the start again when at the end; otherwise from the step shown, or, with
 * `firstStepAtOnce`, one step on at once (a stepper whose steps are slow to come, each a whole search
 * iteration, looked stuck after Play: nothing moved for seconds). `playing` is false when that first
 * step is already the last.
 */
export function playStart(current: number, last: number, firstStepAtOnce: boolean): { step: number; playing: boolean } {
  const from = current >= last ? 0 : current;
  if (!firstStepAtOnce || last === 0) return { step: from, playing: true };
  const step = Math.min(last, from + 1);
  return { step, playing: step < last };
}

export interface PlaybackInput {
  current: number;
  last: number;
  onChange: (value: number) => void;
  intervalMs: number;
  /** Milliseconds to show step `value` at 1× before the next (overrides intervalMs). */
  dwellMs?: (value: number) => number;
  /** A change (a new trace) stops playback. */
  resetKey: unknown;
  /** Play shows the next step at once, then waits its dwell on each (see playStart). */
  firstStepAtOnce?: boolean;
}

export function usePlayback({ current, last, onChange, intervalMs, dwellMs, resetKey, firstStepAtOnce = false }: PlaybackInput) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const latest = useRef({ current, last, onChange });
  latest.current = { current, last, onChange };

  // When the step on screen was asked for (wall clock), and which step that was. Its dwell counts from then, not
  // from when its render finished: on a busy machine a slow render shortens the wait instead of adding to it.
  const shown = useRef<{ step: number; at: number } | null>(null);
  // When the step on screen is due to give way, and how long it is shown in all (null: not playing), for the countdown.
  const [due, setDue] = useState<{ at: number; dwell: number } | null>(null);

  // One timer per step shown (its own dwell); the latest position is read through a ref when it fires.
  useEffect(() => {
    if (!playing) {
      shown.current = null;
      setDue(null);
      return;
    }
    // A step reached another way (Play pressed, the reader stepping by hand) starts its dwell now.
    if (shown.current?.step !== current) shown.current = { step: current, at: Date.now() };
    const dwell = (dwellMs ? dwellMs(current) : intervalMs) / speed;
    setDue({ at: shown.current.at + dwell, dwell });
    const timer = setTimeout(() => {
      const { current: v, last: end, onChange: change } = latest.current;
      if (v >= end) setPlaying(false);
      else {
        shown.current = { step: v + 1, at: Date.now() };
        change(v + 1);
      }
    }, Math.max(0, shown.current.at + dwell - Date.now()));
    return () => clearTimeout(timer);
  }, [playing, speed, intervalMs, current]);

  useEffect(() => {
    if (playing && current >= last) setPlaying(false);
  }, [playing, current, last]);

  // Only a CHANGE of trace stops playback, not the first render: a Space pressed before the island started
  // is played again right after it starts, before this effect first runs, and must not be undone by it.
  const trace = useRef(resetKey);
  useEffect(() => {
    if (trace.current !== resetKey) setPlaying(false);
    trace.current = resetKey;
  }, [resetKey]);

  return {
    playing,
    speed,
    setSpeed,
    /** When the step shown gives way to the next, and its whole dwell (null when not playing). */
    due: playing ? due : null,
    stop: () => setPlaying(false),
    /** Play from the start when at the end; pause when playing. */
    toggle() {
      if (playing) setPlaying(false);
      else {
        const { step, playing: more } = playStart(current, last, firstStepAtOnce);
        if (step !== current) {
          // Its dwell counts from now.
          shown.current = { step, at: Date.now() };
          onChange(step);
        }
        setPlaying(more);
      }
    },
  };
}

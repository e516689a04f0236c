/**
 * The stepper's Play: one step every `intervalMs / speed` until the last step,
 * then it stops by itself. The timer reads the latest position through a ref,
 * so it is not restarted on every step; a new trace (`resetKey`) stops it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export const SPEEDS = [0.5, 1, 2, 4];

export interface PlaybackInput {
  current: number;
  last: number;
  onChange: (value: number) => void;
  intervalMs: number;
  /** A change (a new trace) stops playback. */
  resetKey: unknown;
}

export function usePlayback({ current, last, onChange, intervalMs, resetKey }: PlaybackInput) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const latest = useRef({ current, last, onChange });
  latest.current = { current, last, onChange };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { current: v, last: end, onChange: change } = latest.current;
      if (v >= end) setPlaying(false);
      else change(v + 1);
    }, intervalMs / speed);
    return () => clearInterval(timer);
  }, [playing, speed, intervalMs]);

  useEffect(() => {
    if (playing && current >= last) setPlaying(false);
  }, [playing, current, last]);

  useEffect(() => setPlaying(false), [resetKey]);

  return {
    playing,
    speed,
    setSpeed,
    stop: () => setPlaying(false),
    /** Play from the start when at the end; pause when playing. */
    toggle() {
      if (playing) setPlaying(false);
      else {
        if (current >= last) onChange(0);
        setPlaying(true);
      }
    },
  };
}

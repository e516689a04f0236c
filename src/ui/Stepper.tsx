/**
 * The stepper: First · Back · "Step i of N" · Forward · Last, a scrubber, and
 * play/pause with a speed. A controlled component: the parent owns `value` and
 * turns it into a view (usually through the player in src/core/player.ts).
 *
 * Positions run from 0 to `count`: 0 is the start (before any step), `count`
 * is after the last step — "Step 3 of 9" shows the state after three steps,
 * the same meaning as a player cursor or a number of moves made.
 *
 * The URL names the step under the key `id` (`?step=12` for id "step"), so a
 * link opens at that step; several steppers on a page use different ids.
 * The step from the URL is applied once `count` is known (e.g. after a solve).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TargetedKeyboardEvent } from 'preact';
import { readStepFromUrl, writeUrlParam } from './url-state';

export interface StepperProps {
  /** URL query key and DOM/test id suffix: 'step' → ?step=12, data-testid="stepper-step". */
  id: string;
  /** Number of steps; valid values are 0 … count. */
  count: number;
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the control group. */
  label?: string;
  /** Words shown after "Step i of N" for the current value, e.g. "slide 5". */
  describe?: (value: number) => string;
  /** Milliseconds between steps at 1× speed. */
  intervalMs?: number;
  /** Keep the step in the URL (default true). */
  syncUrl?: boolean;
  disabled?: boolean;
}

const SPEEDS = [0.5, 1, 2, 4];

export default function Stepper({
  id,
  count,
  value,
  onChange,
  label = 'Steps',
  describe,
  intervalMs = 700,
  syncUrl = true,
  disabled = false,
}: StepperProps) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const last = Math.max(0, count);
  const current = Math.max(0, Math.min(last, value));
  const off = disabled || last === 0;

  // The interval reads the latest props through refs so it is not restarted
  // on every step.
  const latest = useRef({ value: current, last, onChange });
  latest.current = { value: current, last, onChange };

  const go = (next: number) => {
    const k = Math.max(0, Math.min(last, Math.round(next)));
    if (k !== current) onChange(k);
  };
  const goByHand = (next: number) => {
    setPlaying(false);
    go(next);
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { value: v, last: end, onChange: change } = latest.current;
      if (v >= end) setPlaying(false);
      else change(v + 1);
    }, intervalMs / speed);
    return () => clearInterval(timer);
  }, [playing, speed, intervalMs]);

  useEffect(() => {
    if (playing && current >= last) setPlaying(false);
  }, [playing, current, last]);

  // A new trace (different count) stops playback.
  useEffect(() => setPlaying(false), [count]);

  // URL: read once at mount; apply when there are steps; then mirror value.
  const pending = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!syncUrl) return;
    if (pending.current === undefined) pending.current = readStepFromUrl(id);
    if (pending.current !== null) {
      if (last === 0) return; // wait for the steps to exist; do not erase the link's step
      const k = Math.min(pending.current, last);
      pending.current = null;
      if (k !== current) {
        onChange(k);
        return;
      }
    }
    writeUrlParam(id, current > 0 ? String(current) : null);
  }, [syncUrl, id, current, last]);

  const togglePlay = () => {
    if (off) return;
    if (playing) setPlaying(false);
    else {
      if (current >= last) onChange(0);
      setPlaying(true);
    }
  };

  const onKeyDown = (event: TargetedKeyboardEvent<HTMLDivElement>) => {
    if (off || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const tag = target.tagName;
    // The range input and the speed menu handle their own arrow keys; a
    // focused button answers Space by pressing itself, as buttons should.
    if (tag === 'SELECT' || (tag === 'INPUT' && event.key !== ' ')) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => goByHand(current - 1),
      ArrowRight: () => goByHand(current + 1),
      Home: () => goByHand(0),
      End: () => goByHand(last),
    };
    if (event.key === ' ' && tag !== 'BUTTON') actions[' '] = togglePlay;
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const tid = `stepper-${id}`;
  const description = describe && last > 0 ? describe(current) : '';
  const status = last === 0 ? 'No steps yet' : `Step ${current} of ${last}`;
  const keysId = `${tid}-keys`;

  return (
    <div
      class="stepper no-print"
      id={tid}
      role="group"
      aria-label={label}
      aria-describedby={keysId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid={tid}
      data-value={current}
      data-count={last}
    >
      {/* Navigation buttons use aria-disabled, not disabled: a disabled button
          drops keyboard focus the moment it is pressed (Last at the end), and
          the arrow keys would stop working. Pressing one at its limit is a no-op. */}
      <div class="stepper-row">
        <button type="button" class="btn" onClick={() => goByHand(0)} aria-disabled={off || current === 0}
          aria-label="First step" data-testid={`${tid}-first`}>
          <span aria-hidden="true">«</span><span class="btn-text">First</span>
        </button>
        <button type="button" class="btn" onClick={() => goByHand(current - 1)} aria-disabled={off || current === 0}
          aria-label="Back one step" data-testid={`${tid}-back`}>
          <span aria-hidden="true">‹</span><span class="btn-text">Back</span>
        </button>
        <output class="stepper-status" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
          <span data-testid={`${tid}-status`}>{status}</span>
          {description && <span class="stepper-describe" data-testid={`${tid}-describe`}>{description}</span>}
        </output>
        <button type="button" class="btn" onClick={() => goByHand(current + 1)} aria-disabled={off || current >= last}
          aria-label="Forward one step" data-testid={`${tid}-forward`}>
          <span class="btn-text">Forward</span><span aria-hidden="true">›</span>
        </button>
        <button type="button" class="btn" onClick={() => goByHand(last)} aria-disabled={off || current >= last}
          aria-label="Last step" data-testid={`${tid}-last`}>
          <span class="btn-text">Last</span><span aria-hidden="true">»</span>
        </button>
      </div>
      <div class="stepper-row">
        <button type="button" class="btn" onClick={togglePlay} disabled={off} aria-pressed={playing}
          aria-label={playing ? 'Pause' : 'Play'} data-testid={`${tid}-play`}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶\uFE0E'}</span>
          <span class="btn-text">{playing ? 'Pause' : 'Play'}</span>
        </button>
        <input type="range" class="stepper-scrubber" min={0} max={last} step={1} value={current} disabled={off}
          aria-label="Scrub through the steps" aria-valuetext={status}
          onInput={(e) => goByHand(Number((e.target as HTMLInputElement).value))}
          data-testid={`${tid}-scrubber`} />
        <label class="stepper-speed">
          Speed
          <select value={String(speed)} disabled={off}
            onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}
            data-testid={`${tid}-speed`}>
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>{`${s}×`}</option>
            ))}
          </select>
        </label>
      </div>
      <p class="stepper-keys" id={keysId}>
        Keys while focused: ← → one step, Home / End first / last, Space play or pause.
      </p>
    </div>
  );
}
